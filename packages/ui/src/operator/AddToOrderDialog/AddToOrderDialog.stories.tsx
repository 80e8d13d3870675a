import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddToOrderDialog, type AddToOrderLineData } from './AddToOrderDialog';
import { allocationStockRows } from '../operatorFixtures';

const LINES: AddToOrderLineData[] = [
  {
    id: 501,
    flwCode: 'MG001',
    flwName: '卡罗拉',
    supplierId: 'A1001',
    supplierName: '斗南花农张三',
    levelName: 'A',
    bundles: 2,
    flwUnitno: 20,
    salePriceFen: 150,
  },
  {
    id: 502,
    flwCode: 'KN010',
    flwName: '康乃馨·粉',
    supplierId: 'A1002',
    supplierName: '呈贡玫瑰合作社',
    levelName: 'B',
    bundles: 1,
    flwUnitno: 30,
    salePriceFen: 80,
  },
];

const MANY: AddToOrderLineData[] = allocationStockRows(200).map((lot) => ({
  id: lot.id,
  flwCode: lot.flwCode,
  flwName: lot.flwName,
  supplierId: lot.supplierId,
  supplierName: lot.supplierName,
  levelName: lot.levelName,
  bundles: Math.floor(lot.nowStock / lot.flwUnitno),
  flwUnitno: lot.flwUnitno,
  salePriceFen: lot.sourcePriceFen + lot.differAmountFen,
}));

const meta = {
  title: 'Operator/AddToOrderDialog',
  component: AddToOrderDialog,
  args: { open: true, onClose: fn(), onConfirm: fn(), lines: LINES },
} satisfies Meta<typeof AddToOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '加入订单' }));

/** 2 × 20 stems at ¥1.50 + 1 × 30 stems at ¥0.80 = ¥84.00. */
export const TwoLots: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('￥84.00')).toBeVisible();
    await expect(dialog.getByText('3 扎')).toBeVisible();
    await expect(dialog.getByText('70 枝')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确认加入' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(LINES);
  },
};

/** A lot with 0 bundles is shown but not added. */
export const ZeroBundles: Story = {
  args: { lines: [LINES[0]!, { ...LINES[1]!, bundles: 0 }] },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('0扎 · 不加入')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确认加入' }));
    await expect(args.onConfirm).toHaveBeenCalledWith([LINES[0]]);
  },
};

/** Nothing selected: 请选择商品. */
export const NothingSelected: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('请选择商品');
    await expect(dialog.getByRole('button', { name: '确认加入' })).toBeDisabled();
  },
};

/** A page of 200 selected lots scrolls inside the list. */
export const ManyLots: Story = { args: { lines: MANY } };

export const Pending: Story = { args: { pending: true } };

export const RefusedByServer: Story = { args: { serverError: '库存不足：卡罗拉 A1001 只剩 1 扎' } };

export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
