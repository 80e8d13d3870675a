import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner } from '../Banner';
import { allocationLots, type AllocationLot } from '../fixtures';
import type { DataTableColumn } from './DataTable';
import { PagedDataTable } from './PagedDataTable';

const columns: DataTableColumn<AllocationLot>[] = [
  { key: 'id', header: '批次', cell: (lot) => lot.id },
  { key: 'flwName', header: '品种', width: '2fr', cell: (lot) => lot.flwName },
  { key: 'stock', header: '库存（扎）', align: 'end', cell: (lot) => lot.stock },
];

const pageOfLots = allocationLots(20);

const meta = {
  title: 'Data/PagedDataTable',
  component: PagedDataTable<AllocationLot>,
  args: {
    'aria-label': '批次列表',
    rows: pageOfLots,
    columns,
    rowKey: (lot: AllocationLot) => lot.id,
    emptyText: '暂无批次',
    total: 260,
    page: 3,
    pageSize: 20,
    onPageChange: fn(),
  },
} satisfies Meta<typeof PagedDataTable<AllocationLot>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More rows than one page: the Pager stands below the table and asks for another page. */
export const ManyPages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: '批次列表' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

/** Everything fits on one page: no Pager. */
export const OnePage: Story = {
  args: { rows: pageOfLots.slice(0, 5), total: 5, page: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** Filters, a toolbar or a notice stand above the table in the same column. */
export const WithHeader: Story = {
  args: { header: <Banner tone="success">已处理2个批次</Banner> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已处理2个批次')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0, page: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无批次')).toBeVisible();
  },
};

export const Loading: Story = { args: { rows: [], total: 0, page: 1, loading: true } };

export const ErrorState: Story = {
  args: { rows: [], total: 0, page: 1, error: '加载失败，请稍后再试', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
