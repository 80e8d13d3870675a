import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { watchViews } from '../fixtures';
import { WatchList } from './WatchList';

const meta = {
  title: 'Watch/WatchList',
  component: WatchList,
  args: { watches: Object.values(watchViews), onEdit: fn(), onDelete: fn(), onRetry: fn() },
} satisfies Meta<typeof WatchList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A florist's watches: varieties with targets, a supplier, a lot. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共 4 项关注（最多 50 项）')).toBeVisible();
    const row = canvas.getByRole('listitem', { name: '呈贡斗南花卉种植专业合作社（A1001）' });
    await userEvent.click(within(row).getByRole('button', { name: '修改提醒' }));
    await expect(args.onEdit).toHaveBeenCalledWith(watchViews.supplier);
  },
};

export const Loading: Story = { args: { watches: undefined } };

export const Empty: Story = {
  args: { watches: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/还没有关注/)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { watches: undefined, loadError: '网络异常，请检查网络后重试' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Deleting: Story = { args: { deletingId: 3 } };
