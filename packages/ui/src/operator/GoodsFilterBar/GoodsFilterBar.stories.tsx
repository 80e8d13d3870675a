import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_GOODS_FILTERS, GoodsFilterBar, type GoodsFilterBarProps, type GoodsFilterValues } from './GoodsFilterBar';
import { expectNoSidewaysScroll } from '../../internal/storyChecks';

const STYLES = [
  { styleId: '1', styleName: '鲜切花' },
  { styleId: '2', styleName: '绿植' },
];
const CATEGORIES = [
  { cateId: '11', cateName: '玫瑰' },
  { cateId: '12', cateName: '康乃馨' },
  { cateId: '13', cateName: '百合' },
];
const LEVELS = ['A', 'B', 'C', 'D'];

const meta = {
  title: 'Operator/GoodsFilterBar',
  component: GoodsFilterBar,
  args: {
    values: DEFAULT_GOODS_FILTERS,
    onChange: fn(),
    styles: STYLES,
    categories: CATEGORIES,
    levels: LEVELS,
    selectedCount: 0,
    onAddToOrder: fn(),
    onBatchPrice: fn(),
    onAutoAllocate: fn(),
    onExport: fn(),
    totals: { lots: 1240, bundles: 18_650, stems: 373_000 },
  },
} satisfies Meta<typeof GoodsFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar with its values kept, as the page keeps them. */
function Keeping(props: GoodsFilterBarProps) {
  const [values, setValues] = useState<GoodsFilterValues>(props.values);
  return (
    <GoodsFilterBar
      {...props}
      values={values}
      onChange={(next) => {
        setValues(next);
        props.onChange(next);
      }}
    />
  );
}

/** The defaults of §9: supplier type A, 100 a page. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('供应商类型')).toHaveValue('A');
    await expect(canvas.getByLabelText('每页条数')).toHaveValue('100');
  },
};

/** 加入订单 and 批量改价 with nothing selected say 请选择商品 and call nothing. */
export const NothingSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '加入订单' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择商品');
    await userEvent.click(canvas.getByRole('button', { name: '批量改价' }));
    await expect(args.onAddToOrder).not.toHaveBeenCalled();
    await expect(args.onBatchPrice).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '自动调配' }));
    await expect(args.onAutoAllocate).toHaveBeenCalled();
    // With nothing selected the export says it takes the page.
    await userEvent.click(canvas.getByRole('button', { name: '导出本页 Excel' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

export const WithSelection: Story = {
  args: { selectedCount: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '加入订单（3）' }));
    await expect(args.onAddToOrder).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '批量改价' }));
    await expect(args.onBatchPrice).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '导出 Excel（3）' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** A style clears the category; a maximum below the minimum is swapped when the field is left; 1200 is kept at 1000. */
export const Filtering: Story = {
  render: (args) => <Keeping {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('品类'), '玫瑰');
    await userEvent.selectOptions(canvas.getByLabelText('商品形态'), '绿植');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ styleId: '2', cateId: '' }));
    await userEvent.type(canvas.getByLabelText('关键词'), '卡罗拉');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: '卡罗拉' }));
    await userEvent.type(canvas.getByLabelText('最低价（元）'), '5');
    await userEvent.type(canvas.getByLabelText('最高价（元）'), '2');
    await userEvent.tab();
    await expect(canvas.getByLabelText('最低价（元）')).toHaveValue('2.00');
    await expect(canvas.getByLabelText('最高价（元）')).toHaveValue('5.00');
    await userEvent.clear(canvas.getByLabelText('最高价（元）'));
    await userEvent.type(canvas.getByLabelText('最高价（元）'), '1200');
    await userEvent.tab();
    await expect(canvas.getByLabelText('最高价（元）')).toHaveValue('1000.00');
    await userEvent.selectOptions(canvas.getByLabelText('排序'), '销售价从高到低');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { field: 'salePrice', direction: 'desc' } }));
    await userEvent.selectOptions(canvas.getByLabelText('每页条数'), '200条/页');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 200 }));
  },
};

/** Every filter can be undone: 全部形态 / 全部品类 / 全部等级 and 默认排序 are real choices, not disabled prompts. */
export const UndoFilters: Story = {
  render: (args) => <Keeping {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('等级'), 'B');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ levelName: 'B' }));
    await userEvent.selectOptions(canvas.getByLabelText('等级'), '全部等级');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ levelName: '' }));
    await userEvent.selectOptions(canvas.getByLabelText('品类'), '百合');
    await userEvent.selectOptions(canvas.getByLabelText('品类'), '全部品类');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ cateId: '' }));
    await userEvent.selectOptions(canvas.getByLabelText('商品形态'), '鲜切花');
    await userEvent.selectOptions(canvas.getByLabelText('商品形态'), '全部形态');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ styleId: '' }));
    await userEvent.selectOptions(canvas.getByLabelText('排序'), '库存从多到少');
    await userEvent.selectOptions(canvas.getByLabelText('排序'), '默认排序');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: null }));
    for (const label of ['全部形态', '全部品类', '全部等级', '默认排序'])
      await expect(canvas.getByRole('option', { name: label })).toBeEnabled();
  },
};

/** Supplier type A with its session closed: the page's session line shows under the field. */
export const SessionClosed: Story = {
  args: { supplierHint: '限时直供 已休市 · 明日 11:30 开市' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('限时直供 已休市 · 明日 11:30 开市')).toBeVisible();
  },
};

/** While the Excel file is built the button shows its progress and cannot be pressed again. */
export const Exporting: Story = {
  args: { exportProgress: 45 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /导出中 45%/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No styles or levels yet (page info still loading). */
export const NoOptions: Story = { args: { styles: [], categories: [], levels: [], totals: undefined } };

export const Phone: Story = {
  args: { selectedCount: 2 },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};
