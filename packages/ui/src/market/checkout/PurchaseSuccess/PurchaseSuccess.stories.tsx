import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PurchaseSuccess } from './PurchaseSuccess';

const meta = {
  title: 'Checkout/PurchaseSuccess',
  component: PurchaseSuccess,
  args: { onViewOrders: fn(), onContinue: fn() },
} satisfies Meta<typeof PurchaseSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '购买成功！关闭此页面继续购买' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '查看订单' }));
    await expect(args.onViewOrders).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '继续购买' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const WithOrderDetail: Story = {
  args: { detail: '订单号 HS202611170000042 · 实付 ¥437.42' },
};
