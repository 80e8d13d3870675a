import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutCoupons } from '../../../fixtures';
import { CouponPicker } from './CouponPicker';

const meta = {
  title: 'Checkout/CouponPicker',
  component: CouponPicker,
  args: { coupons: checkoutCoupons.slice(1), selected: 'HS-WELCOME-20', onSelect: fn() },
} satisfies Meta<typeof CouponPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '¥20.00 优惠券 HS-WELCOME-20' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '不使用优惠券' }));
    await expect(args.onSelect).toHaveBeenCalledWith('');
  },
};

export const NoneChosen: Story = {
  args: { selected: '' },
};

/** Nothing usable on this order. */
export const NoCoupons: Story = {
  args: { coupons: [], selected: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无可用优惠券')).toBeInTheDocument();
  },
};

export const AllKinds: Story = {
  args: { coupons: checkoutCoupons, selected: 'HS-DIRECT-50' },
};
