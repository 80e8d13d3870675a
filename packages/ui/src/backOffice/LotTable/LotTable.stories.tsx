import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LotTable } from './LotTable';
import { manyLots, STOCK_LOTS } from '../stockFixtures';
import { firstPageArgs } from '../../internal/storyArgs';

const meta = {
  title: 'Admin/LotTable',
  component: LotTable,
  args: { ...firstPageArgs(STOCK_LOTS, 50), onEdit: fn() },
} satisfies Meta<typeof LotTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lots: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '卡罗拉批次图片' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '修改 马斯特 C3005 7-02-11' }));
    await expect(args.onEdit).toHaveBeenCalledWith(STOCK_LOTS[1]);
  },
};

export const PastDateReadOnly: Story = { args: { readOnly: true } };

export const Empty: Story = { args: { rows: [], total: 0 } };

export const Loading: Story = { args: { rows: [], total: 0, loading: true } };

export const LoadFailed: Story = { args: { rows: [], total: 0, error: '批次加载失败，请稍后再试', onRetry: fn() } };

/** A page of 200 lots scrolls inside the virtualised table; the pager moves on the server. */
export const ManyLots: Story = { args: { rows: manyLots(200), total: 1240, page: 2, pageSize: 200 } };
