import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from './DataTable';
import { tableReadingProblems } from './readingProblems';
import type { DataTableKey, SortState } from './tableLogic';
import { GradeBadge } from '../GradeBadge';
import { Price } from '../Price';
import { allocationLots, type AllocationLot } from '../fixtures';
import { vars } from '../../theme/vars';

const lotColumns: DataTableColumn<AllocationLot>[] = [
  { key: 'id', header: '批次', width: `calc(${vars.space[16]} + ${vars.space[8]})`, cell: (lot) => lot.id, compare: (a, b) => a.id - b.id },
  { key: 'flwName', header: '品种', cell: (lot) => lot.flwName, compare: (a, b) => a.flwName.localeCompare(b.flwName, 'zh') },
  {
    key: 'level',
    header: '等级',
    width: vars.space[16],
    align: 'center',
    cell: (lot) => <GradeBadge levelName={lot.levelName} size="sm" />,
  },
  { key: 'supplier', header: '供应商', width: '2fr', cell: (lot) => `${lot.supplierId} ${lot.supplierName}` },
  { key: 'stock', header: '库存（扎）', align: 'end', cell: (lot) => lot.stock, compare: (a, b) => a.stock - b.stock },
  {
    key: 'price',
    header: '单价',
    align: 'end',
    cell: (lot) => <Price fen={lot.priceFen} variant="plain" />,
    compare: (a, b) => a.priceFen - b.priceFen,
  },
];

const oneLot = allocationLots(1);
const hundredLots = allocationLots(100);
const tenThousandLots = allocationLots(10_000);

const lotKey = (lot: AllocationLot) => lot.id;
const lotLabel = (lot: AllocationLot) => `批次 ${lot.id}`;

const meta = {
  title: 'Data/DataTable',
  component: DataTable<AllocationLot>,
  args: {
    'aria-label': '在售批次',
    rows: hundredLots,
    columns: lotColumns,
    rowKey: lotKey,
    rowLabel: lotLabel,
    onSortChange: fn(),
    onSelectionChange: fn(),
    onRowClick: fn(),
  },
} satisfies Meta<typeof DataTable<AllocationLot>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row whose aria-rowindex is `index` (the header row is 1, the first body row 2). */
const rowAt = (canvasElement: HTMLElement, index: number) =>
  waitFor(() => {
    const row = canvasElement.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${index}"]`);
    if (!row) throw new Error(`row ${index} is not rendered`);
    return row;
  });

export const OneRow: Story = {
  args: { rows: oneLot, height: `calc(${vars.size.tableRow} * 3)` },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: '在售批次' });
    await expect(grid).toHaveAttribute('aria-rowcount', '2');
    await expect(await rowAt(canvasElement, 2)).toHaveTextContent(String(oneLot[0]?.id));
  },
};

export const HundredRows: Story = {
  args: { selectable: true, defaultSelected: [100003, 100004] },
};

/** 10,000 lots (the allocation tool): only the visible rows and the overscan are in the DOM. */
export const TenThousandRows: Story = {
  args: { rows: tenThousandLots, selectable: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await rowAt(canvasElement, 2);
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
  },
};

export const Empty: Story = {
  args: { rows: [], selectable: true, emptyText: '暂无在售批次' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无在售批次')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, selectable: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  args: { error: '加载失败，请稍后再试', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('加载失败，请稍后再试');
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A click on a header sorts ascending, then descending, then back to the original order. */
export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: '单价' });
    const sortButton = within(header).getByRole('button', { name: '单价' });
    const firstPrice = async () => (await rowAt(canvasElement, 2)).textContent ?? '';
    const lowest = Math.min(...hundredLots.map((lot) => lot.priceFen));
    const highest = Math.max(...hundredLots.map((lot) => lot.priceFen));

    await expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(sortButton);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'price', direction: 'asc' });
    await expect(await firstPrice()).toContain((lowest / 100).toFixed(2));

    await userEvent.click(sortButton);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(await firstPrice()).toContain((highest / 100).toFixed(2));

    await userEvent.click(sortButton);
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(args.onSortChange).toHaveBeenLastCalledWith(null);
    await expect(await firstPrice()).toContain(String(hundredLots[0]?.id));
    // A column without a compare is not sortable.
    await expect(canvas.getByRole('columnheader', { name: '供应商' })).not.toHaveAttribute('aria-sort');
  },
};

/** Controlled: the page keeps the sort (e.g. in the URL) and the table follows it. */
export const ControlledSort: Story = {
  render: function ControlledSortTable(args) {
    const [sort, setSort] = useState<SortState>({ key: 'stock', direction: 'desc' });
    return (
      <DataTable
        {...args}
        sort={sort}
        onSortChange={(next) => {
          args.onSortChange?.(next);
          setSort(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: '库存（扎）' });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'none');
  },
};

/** Tick a row, shift-click another: every row between them is ticked; the header box follows. */
export const ShiftClickSelection: Story = {
  args: { selectable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await rowAt(canvasElement, 2);
    // One user session, so the held Shift applies to the second click.
    const user = userEvent.setup();
    await user.click(canvas.getByRole('checkbox', { name: '选择 批次 100002' }));
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('checkbox', { name: '选择 批次 100005' }));
    await user.keyboard('{/Shift}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([100002, 100003, 100004, 100005]);
    for (const index of [3, 4, 5, 6]) await expect(await rowAt(canvasElement, index)).toHaveAttribute('aria-selected', 'true');
    await expect(await rowAt(canvasElement, 2)).toHaveAttribute('aria-selected', 'false');

    const all = canvas.getByRole('checkbox', { name: '全选' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(hundredLots.map((lot) => lot.id));
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
  },
};

const soldOut = (lot: AllocationLot) => lot.stock === 0;
const withSoldOut = hundredLots.map((lot, i) => (i % 3 === 1 ? { ...lot, stock: 0 } : lot));

/** Rows that cannot be selected (rowDisabled: here the lots out of stock) are greyed out; ranges and select-all skip them. */
export const DisabledRows: Story = {
  args: { selectable: true, rows: withSoldOut, rowDisabled: soldOut },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const disabledRow = await rowAt(canvasElement, 3);
    await expect(disabledRow).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('checkbox', { name: '选择 批次 100002' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(canvas.getByRole('checkbox', { name: '选择 批次 100001' }));
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('checkbox', { name: '选择 批次 100004' }));
    await user.keyboard('{/Shift}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([100001, 100003, 100004]);
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(withSoldOut.filter((lot) => !soldOut(lot)).map((lot) => lot.id));
  },
};

/** One row takes focus; arrows, Home and End move it (scrolling 10,000 rows), Space ticks, Enter opens. */
export const KeyboardNavigation: Story = {
  args: { rows: tenThousandLots, selectable: true },
  play: async ({ canvasElement, args }) => {
    const first = await rowAt(canvasElement, 2);
    await userEvent.click(within(first).getAllByRole('gridcell')[1]!);
    await expect(first).toHaveFocus();
    await expect(args.onRowClick).toHaveBeenLastCalledWith(tenThousandLots[0], 0);

    await userEvent.keyboard('{ArrowDown}');
    const second = await rowAt(canvasElement, 3);
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([tenThousandLots[1]?.id]);

    await userEvent.keyboard('{End}');
    await waitFor(async () => expect(await rowAt(canvasElement, 10_001)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(tenThousandLots[9_999], 9_999);

    await userEvent.keyboard('{ArrowUp}');
    await waitFor(async () => expect(await rowAt(canvasElement, 10_000)).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(async () => expect(await rowAt(canvasElement, 2)).toHaveFocus());
    // Only one row is in the tab order.
    await expect(canvasElement.querySelectorAll('[role="row"][tabindex="0"]')).toHaveLength(1);
  },
};

/** Shift+Space ticks every row from the last ticked one to the active one. */
export const KeyboardRangeSelection: Story = {
  args: { selectable: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(await rowAt(canvasElement, 2)).getAllByRole('gridcell')[1]!);
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Shift>} {/Shift}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([100001, 100002, 100003]);
  },
};

/** Row height and overscan: denser rows, fewer spare rows rendered. */
export const CompactRows: Story = {
  args: { rows: tenThousandLots, rowHeight: 32, overscan: 2 },
};

/**
 * Columns narrower than their headers (fixed 3 rem tracks): each header is cut with an ellipsis inside its own cell —
 * never painted into the next one — and a subheader (the cells' second line) stacks under its header, cut alike.
 */
export const NarrowHeaders: Story = {
  args: {
    rows: oneLot,
    columns: lotColumns.map((column) => ({ ...column, width: vars.space[12] })),
    dense: true,
  },
  render: (args) => (
    <DataTable {...args} columns={args.columns.map((column) => (column.key === 'stock' ? { ...column, subheader: '可售扎数' } : column))} />
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: '在售批次' });
    const problems = tableReadingProblems(grid);
    await expect(problems).toContain('表头「库存（扎）可售扎数」被截断');
    // Cut, but never out of its cell nor over another.
    await expect(problems.filter((problem) => !problem.endsWith('被截断'))).toEqual([]);
    await expect(within(grid).getByRole('columnheader', { name: '库存（扎） 可售扎数' })).toBeVisible();
  },
};

/** Selection kept by the page (e.g. lots chosen for an allocation). */
export const ControlledSelection: Story = {
  args: { selectable: true },
  render: function ControlledSelectionTable(args) {
    const [selected, setSelected] = useState<DataTableKey[]>([100001]);
    return (
      <DataTable
        {...args}
        selected={selected}
        onSelectionChange={(keys) => {
          args.onSelectionChange?.(keys);
          setSelected(keys);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rowAt(canvasElement, 2)).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 批次 100002' }));
    await expect(await rowAt(canvasElement, 3)).toHaveAttribute('aria-selected', 'true');
  },
};

/** 375 px: the table scrolls inside its own frame, never the page. */
export const Phone: Story = {
  args: { columns: lotColumns.filter((c) => c.key !== 'supplier' && c.key !== 'id'), selectable: true, style: { width: 375 } },
};
