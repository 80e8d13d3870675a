import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { savedLists } from '../fixtures';
import { SavedLists } from './SavedLists';

const meta = {
  title: 'Lists/SavedLists',
  component: SavedLists,
  args: {
    lists: savedLists,
    onRetry: fn(),
    onCreate: fn(),
    onSaveLines: fn(),
    onRename: fn(),
    onDelete: fn(),
    onBuy: fn(),
  },
} satisfies Meta<typeof SavedLists>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer's lists, last changed first; each card buys, renames and deletes its own list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('共 3 张清单')).toBeVisible();
    const wedding = within(page.getByRole('region', { name: '周末婚礼' }));
    await userEvent.click(wedding.getByRole('button', { name: '买这张清单' }));
    await expect(args.onBuy).toHaveBeenCalledWith(savedLists[1]);
    await userEvent.click(wedding.getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(savedLists[1]);
    await userEvent.click(page.getByRole('button', { name: '新建清单' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { lists: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('正在加载常购清单')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No list yet: what a list is for, where else one is made, and 新建清单. */
export const Empty: Story = {
  args: { lists: [] },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/还没有常购清单/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '新建清单' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

export const LoadError: Story = {
  args: { lists: undefined, loadError: '网络异常，请检查网络后重试' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** At 20 lists 新建清单 is off and the count says the limit. */
export const Full: Story = {
  args: {
    lists: Array.from({ length: 20 }, (_, i) => ({ ...savedLists[2]!, id: 100 + i, name: `清单${i + 1}` })),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('已有20张清单（最多20张）')).toBeVisible();
    await expect(page.getByRole('button', { name: '新建清单' })).toBeDisabled();
  },
};

/** One list's edits being saved: only its 保存修改 spins. */
export const SavingOne: Story = { args: { savingId: 31 } };
