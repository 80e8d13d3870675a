import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { watchViews } from '../fixtures';
import { WatchRow } from './WatchRow';

const meta = {
  title: 'Watch/WatchRow',
  component: WatchRow,
  args: { watch: watchViews.carolaTarget, onEdit: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <ul style={{ margin: 0, padding: 0 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof WatchRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A variety with a grade and length, 到货 and a target price above today's lowest. */
export const Variety: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '卡罗拉 · A级 · 55-60cm' })).toHaveAttribute('href', '/shopdetails');
    await expect(canvas.getByText('提醒：到货 · ≤¥25.00/扎')).toBeVisible();
    await expect(canvas.getByText('今日最低 ¥28.00/扎')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '修改提醒' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '取消关注' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** Today's lowest is at or below the target: said beside the price. */
export const TargetReached: Story = {
  args: { watch: watchViews.carolaReached },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('今日最低 ¥22.50/扎（已到目标价）')).toBeVisible();
  },
};

export const Supplier: Story = { args: { watch: watchViews.supplier } };

/** A lot watched for its price and stock, none on sale now. */
export const LotSoldOut: Story = {
  args: { watch: watchViews.lot },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('今日暂无在售')).toBeVisible();
    await expect(within(canvasElement).getByText('提醒：≤¥30.00/扎 · 补货')).toBeVisible();
  },
};

/** 取消关注 under way: its button spins, 修改提醒 waits. */
export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '修改提醒' })).toBeDisabled();
  },
};
