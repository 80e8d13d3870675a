import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MessageProvider, useMessage } from './MessageProvider';
import { Button } from '../Button';
import { messages } from '../fixtures';
import { StoryRow } from '../../internal/StoryLayout';

/** A page that shows messages through the hook, as app code does. */
function Demo() {
  const message = useMessage();
  return (
    <StoryRow label="useMessage()">
      <Button variant="secondary" onClick={() => message.success(messages.success)}>
        成功
      </Button>
      <Button variant="secondary" onClick={() => message.error(messages.error)}>
        失败
      </Button>
      <Button variant="secondary" onClick={() => message.info(messages.info)}>
        提示
      </Button>
      <Button variant="secondary" onClick={() => message.warning(messages.warning)}>
        警告
      </Button>
      <Button variant="secondary" onClick={() => message.toast(messages.toast)}>
        轻提示
      </Button>
      <Button variant="secondary" onClick={() => message.success('备注修改成功,可在详情查看', { durationMs: 200 })}>
        短暂成功
      </Button>
    </StoryRow>
  );
}

const meta = {
  title: 'Feedback/MessageProvider',
  component: MessageProvider,
  args: { children: <Demo /> },
} satisfies Meta<typeof MessageProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Static until a button is pressed (screenshots show the page without messages). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '失败' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(messages.error);
    await userEvent.click(canvas.getByRole('button', { name: '轻提示' }));
    await expect(await body.findByText(messages.toast)).toBeVisible();
  },
};

/** The same text twice is one bar, not two. */
export const SameTextOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '警告' }));
    await userEvent.click(canvas.getByRole('button', { name: '警告' }));
    await expect(body.getAllByText(messages.warning)).toHaveLength(1);
  },
};

/** A message leaves by itself after its duration (here 200 ms). */
export const DisappearsAfterDuration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '短暂成功' }));
    await expect(await body.findByText('备注修改成功,可在详情查看')).toBeVisible();
    await waitFor(() => expect(body.queryByText('备注修改成功,可在详情查看')).toBeNull(), { timeout: 2000 });
  },
};

/** Messages stay their default time; a short provider default makes it visible in a test. */
export const ProviderDuration: Story = {
  args: { messageDurationMs: 150 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '提示' }));
    await expect(await body.findByText(messages.info)).toBeVisible();
    await waitFor(() => expect(body.queryByText(messages.info)).toBeNull(), { timeout: 2000 });
  },
};
