import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayConfirm } from './PayConfirm';

const meta = {
  title: 'Checkout/PayConfirm',
  component: PayConfirm,
  args: {
    open: true,
    paymentFen: 43742,
    balanceFen: 500000,
    bunches: 24,
    addressLine: '李花语 13800000001 云南省昆明市五华区 篆塘路18号花语工作室（公路冷链）',
    couponCode: 'HS-WELCOME-20',
    onConfirm: fn(),
    onCancel: fn(),
    onTopUp: fn(),
  },
} satisfies Meta<typeof PayConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: '购买确认' });
    await expect(within(dialog).getByText('共24扎')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: '确认支付' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(body.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The balance does not cover the order: 您的账户余额不足 with 去充值. */
export const InsufficientBalance: Story = {
  args: { balanceFen: 12000 },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alert')).toHaveTextContent('您的账户余额不足');
    await userEvent.click(body.getByRole('button', { name: '去充值' }));
    await expect(args.onTopUp).toHaveBeenCalledTimes(1);
  },
};

export const Paying: Story = {
  args: { confirmLoading: true, couponCode: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('button', { name: '确认支付' })).toBeDisabled();
  },
};
