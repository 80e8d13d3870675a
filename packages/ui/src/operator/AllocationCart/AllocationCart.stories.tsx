import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AllocationCart, type AllocationCartProps } from './AllocationCart';
import { LONG_TEXT_CART_ROWS, allocationCartRows } from '../operatorFixtures';
import { tableReadingProblems } from '../../primitives/DataTable/readingProblems';
import { expectNoSidewaysScroll } from '../../internal/storyChecks';

const ROWS = allocationCartRows(5);
const MANY = allocationCartRows(1000);

const meta = {
  title: 'Operator/AllocationCart',
  component: AllocationCart,
  args: {
    rows: ROWS,
    selected: [],
    onSelectionChange: fn(),
    onDelete: fn(),
    onClear: fn(),
    onBatchPrice: fn(),
    onExport: fn(),
    onCheckout: fn(),
  },
} satisfies Meta<typeof AllocationCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart with its selection kept, as the page keeps it. */
function Selecting(props: AllocationCartProps) {
  const [selected, setSelected] = useState<number[]>([...props.selected]);
  return (
    <AllocationCart
      {...props}
      selected={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        props.onSelectionChange(ids);
      }}
    />
  );
}

/** Rows with their index; the totals add up bundles, stems, weight and amount. */
export const Rows: Story = {
  parameters: { visual: { wide: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const total = (n: keyof (typeof ROWS)[number]) => ROWS.reduce((sum, r) => sum + Number(r[n]), 0);
    await expect(canvas.getByText(`${total('buyQty')} 扎`)).toBeVisible();
    await expect(canvas.getByText(`${total('buyQtyAll')} 枝`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '去结算' }));
    await expect(args.onCheckout).toHaveBeenCalled();
  },
};

/** 删除所选 and 批量改价 with nothing selected: 请选择商品. */
export const NothingSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '删除所选' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择商品');
    await userEvent.click(canvas.getByRole('button', { name: '批量改价' }));
    await expect(args.onBatchPrice).not.toHaveBeenCalled();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Two rows selected, 删除所选 asks first; then 清空 asks 确认要清空所有吗？. */
export const DeletesAndClears: Story = {
  render: (args) => <Selecting {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('checkbox', { name: `选择 1 ${ROWS[0]!.flwName} ${ROWS[0]!.supplierId}` }));
    await userEvent.click(canvas.getByRole('checkbox', { name: `选择 3 ${ROWS[2]!.flwName} ${ROWS[2]!.supplierId}` }));
    await userEvent.click(canvas.getByRole('button', { name: '批量改价' }));
    await expect(args.onBatchPrice).toHaveBeenCalledWith([ROWS[0]!.id, ROWS[2]!.id]);
    await userEvent.click(canvas.getByRole('button', { name: '删除所选（2）' }));
    await expect(await body.findByText('确认要批量删除吗？删除后可重新加入购物车')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: '确定' }));
    await expect(args.onDelete).toHaveBeenCalledWith([ROWS[0]!.id, ROWS[2]!.id]);
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(await body.findByText('确认要清空所有吗？')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: '确定' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Selection: Story = { args: { selected: [ROWS[1]!.id, ROWS[3]!.id] } };

/**
 * Issue 26: the market's longest supplier names and defects read whole (wrapped onto a second line, not cut), 结算价
 * sits under 销售价 and 支数 under 扎数, and no header is cut or overlaps another: at 1024 px (here) and 1366 px (the
 * visual walker's wide shot).
 */
export const LongTexts: Story = {
  args: { rows: [...LONG_TEXT_CART_ROWS, ...ROWS.map((row, i) => ({ ...row, index: LONG_TEXT_CART_ROWS.length + i + 1 }))] },
  globals: { viewport: { value: 'desk1024', isRotated: false } },
  parameters: { visual: { wide: true } },
  play: async ({ canvasElement }) => {
    await canvasElement.ownerDocument.fonts.ready;
    const grid = within(canvasElement).getByRole('grid', { name: '调配购物车商品' });
    await expect(tableReadingProblems(grid, ['商品名称', '供应商', '瑕疵', '长度', '销售价', '扎数', '小计'])).toEqual([]);
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    await expect(within(grid).getByText('花瓣边缘轻微焦边')).toBeVisible();
  },
};

/** 1,000 allocated rows scroll inside the virtualised table. */
export const ManyRows: Story = { args: { rows: MANY } };

export const Exporting: Story = { args: { exportProgress: 72 } };

export const Deleting: Story = { args: { selected: [ROWS[0]!.id], pendingAction: 'delete' } };

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('调配购物车是空的，可在商品列表加入或自动调配')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去结算' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { rows: [], loading: true } };

export const LoadFailed: Story = { args: { rows: [], error: '调配购物车加载失败，请稍后再试', onRetry: fn() } };

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};
