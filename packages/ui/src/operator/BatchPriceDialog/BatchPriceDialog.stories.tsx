import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BatchPriceDialog } from './BatchPriceDialog';

const meta = {
  title: 'Operator/BatchPriceDialog',
  component: BatchPriceDialog,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    selectedCount: 3,
    prices: [
      { salePriceFen: 50, settlementPriceFen: 30 },
      { salePriceFen: 120, settlementPriceFen: 100 },
    ],
  },
} satisfies Meta<typeof BatchPriceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '批量改价' }));

/** +¥1 a stem on 3 lots. */
export const AddsOne: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('金额（元/枝）'), '1');
    await expect(dialog.getByText('1.50 元/枝')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确认改价' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ deltaFen: 100, type: 'add' });
  },
};

/** −¥0.80 on a ¥0.50 price (settlement ¥0.30) ends at 0.30, never below the settlement price (issue 26). */
export const NeverBelowSettlement: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.selectOptions(dialog.getByLabelText('改价方式'), '减价');
    await userEvent.type(dialog.getByLabelText('金额（元/枝）'), '0.8');
    await expect(dialog.getByText('0.30 元/枝')).toBeVisible();
    await expect(dialog.queryByText('0.00 元/枝')).toBeNull();
    await expect(dialog.getByText('减价后低于结算价的按结算价计，销售价不会低于结算价')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确认改价' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ deltaFen: 80, type: 'sub' });
  },
};

/** A sign without the coefficient permission: the note says a cut stops at the lot's own sale price. */
export const NoCoefficientPermission: Story = {
  args: { canEditCoefficient: false },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('您没有修改商品系数的权限，减价后不会低于商品原售价')).toBeVisible();
    await userEvent.selectOptions(dialog.getByLabelText('改价方式'), '减价');
    await userEvent.type(dialog.getByLabelText('金额（元/枝）'), '0.8');
    await expect(dialog.queryByText('0.00 元/枝')).toBeNull();
  },
};

export const AmountRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '确认改价' }));
    await expect(await dialog.findByText('请输入改价金额')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Nothing selected: 请选择商品 and the change cannot be sent. */
export const NothingSelected: Story = {
  args: { selectedCount: 0, prices: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('请选择商品');
    await expect(dialog.getByRole('button', { name: '确认改价' })).toBeDisabled();
  },
};

export const Pending: Story = { args: { pending: true } };

export const RefusedByServer: Story = { args: { serverError: '请输入正确的价格' } };

export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
