import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartTotals } from '../fixtures';
import { CartTotals } from './CartTotals';

const meta = {
  title: 'Checkout/CartTotals',
  component: CartTotals,
  args: {
    totals: cartTotals,
    selectedCount: 3,
    totalCount: 4,
    onCheckout: fn(),
    onDeleteSelected: fn(),
    onClearAll: fn(),
  },
} satisfies Meta<typeof CartTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('¥147.82')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '去结算' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '批量删除' }));
    await expect(args.onDeleteSelected).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '清空购物车' }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
  },
};

/** Nothing ticked: nothing to pay or delete. */
export const NothingSelected: Story = {
  args: {
    selectedCount: 0,
    totals: { goods: 0, logistics: 0, packing: 0, activityDiscount: 0, payment: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '去结算' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '批量删除' })).toBeDisabled();
  },
};

export const Busy: Story = {
  args: { busy: true },
};
