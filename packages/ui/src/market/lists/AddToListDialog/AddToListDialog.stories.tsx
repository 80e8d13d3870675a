import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listChoices } from '../fixtures';
import { AddToListDialog } from './AddToListDialog';

const meta = {
  title: 'Lists/AddToListDialog',
  component: AddToListDialog,
  args: {
    open: true,
    lineText: '卡罗拉 · A · 55-60cm · 斗南鲜花种植基地 · 10 扎',
    lists: listChoices,
    onPick: fn(),
    onNew: fn(),
    onClose: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AddToListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One button per list; 新建清单 for a new one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: '加入「周末婚礼」（2 种）' }));
    await expect(args.onPick).toHaveBeenCalledWith(32);
    await userEvent.click(body.getByRole('button', { name: '新建清单' }));
    await expect(args.onNew).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { lists: undefined } };

export const NoListYet: Story = {
  args: { lists: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByText(/还没有常购清单/)).toBeVisible();
  },
};

/** Adding to one list: its button spins, the others and 新建清单 wait. */
export const Adding: Story = {
  args: { pendingId: 31 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: '加入「周末婚礼」（2 种）' })).toBeDisabled();
    await expect(body.getByRole('button', { name: '新建清单' })).toBeDisabled();
  },
};

export const Refused: Story = { args: { serverError: '一张清单最多50行，请删除一些再添加' } };

export const LoadError: Story = {
  args: { lists: undefined, loadError: '网络异常，请检查网络后重试' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** At 20 lists 新建清单 is off and says why. */
export const Full: Story = {
  args: { lists: Array.from({ length: 20 }, (_, i) => ({ id: 100 + i, name: `清单${i + 1}`, lineCount: 3 })) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: '新建清单' })).toBeDisabled();
    await expect(body.getByText('最多可保存20张清单')).toBeVisible();
  },
};
