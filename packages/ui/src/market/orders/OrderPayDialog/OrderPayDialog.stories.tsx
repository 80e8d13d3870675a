import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderPayDialog } from './OrderPayDialog';

const meta = {
  title: 'Orders/OrderPayDialog',
  component: OrderPayDialog,
  args: {
    open: true,
    orderNo: 'HS202611170000128',
    paymentFen: 43_742,
    bunches: 12,
    balanceFen: 500_000,
    agentPlaced: true,
    onConfirm: fn(),
    onCancel: fn(),
    onTopUp: fn(),
  },
} satisfies Meta<typeof OrderPayDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The balance covers the order: the amount, the balance and 确认付款. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(body.getByRole('dialog', { name: '付款确认' }));
    await expect(dialog.getByText('HS202611170000128（代下单）')).toBeInTheDocument();
    await expect(dialog.getByText('共12扎')).toBeInTheDocument();
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确认付款' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Short of the payment: 您的账户余额不足 with 去充值, and 确认付款 waits. */
export const InsufficientBalance: Story = {
  args: { balanceFen: 12_000 },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alert')).toHaveTextContent('您的账户余额不足');
    await expect(body.getByRole('button', { name: '确认付款' })).toBeDisabled();
    await userEvent.click(body.getByRole('button', { name: '去充值' }));
    await expect(args.onTopUp).toHaveBeenCalledTimes(1);
  },
};

/** The balance is being read: 确认付款 waits for it. */
export const LoadingBalance: Story = {
  args: { balanceFen: null },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByLabelText('正在读取余额')).toBeInTheDocument();
    await expect(body.getByRole('button', { name: '确认付款' })).toBeDisabled();
  },
};

/** The balance could not be read: said; paying is left to the server's check. */
export const BalanceError: Story = {
  args: { balanceFen: null, balanceError: '余额读取失败', agentPlaced: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('余额读取失败')).toBeInTheDocument();
    await expect(body.getByText('HS202611170000128')).toBeInTheDocument();
    await expect(body.getByRole('button', { name: '确认付款' })).toBeEnabled();
  },
};

/** The payment is under way: the button cannot be pressed twice. */
export const Paying: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('button', { name: '确认付款' })).toBeDisabled();
  },
};

/** The server refused (the balance changed in another tab): its message, with 去充值. */
export const ServerRefused: Story = {
  args: { serverError: '您的账户余额不足' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alert')).toHaveTextContent('您的账户余额不足');
    await expect(body.getByRole('button', { name: '去充值' })).toBeInTheDocument();
  },
};
