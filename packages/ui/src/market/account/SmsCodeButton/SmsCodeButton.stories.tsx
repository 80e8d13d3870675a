import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input } from '../../../primitives/Input';
import { StoryRow, StyledStoryStack } from '../../../internal/StoryLayout';
import { SmsCodeButton } from './SmsCodeButton';

const meta = {
  title: 'Account/SmsCodeButton',
  component: SmsCodeButton,
  args: { secondsLeft: 0, onSend: fn() },
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '获取验证码' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /获取验证码/ }));
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** After a send the button waits 60 s. */
export const CountingDown: Story = {
  args: { secondsLeft: 42, sent: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '42秒后重新获取' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Resend: Story = { args: { sent: true } };

export const Disabled: Story = { args: { disabled: true } };

/** Inside a code field, as the forms use it. */
export const InField: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <Input label="验证码" placeholder="请输入验证码" suffix={<SmsCodeButton {...args} />} />
    </div>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <StyledStoryStack>
      <StoryRow label="ready">
        <SmsCodeButton {...args} />
      </StoryRow>
      <StoryRow label="sending">
        <SmsCodeButton {...args} sending />
      </StoryRow>
      <StoryRow label="counting">
        <SmsCodeButton {...args} secondsLeft={60} sent />
        <SmsCodeButton {...args} secondsLeft={5} sent />
      </StoryRow>
      <StoryRow label="resend">
        <SmsCodeButton {...args} sent />
      </StoryRow>
      <StoryRow label="secondary">
        <SmsCodeButton {...args} variant="secondary" />
        <SmsCodeButton {...args} variant="secondary" secondsLeft={18} sent />
      </StoryRow>
    </StyledStoryStack>
  ),
};
