import { operatorMemberPriceNote } from '@huashi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CHECKOUT_PAY_NOTICE, CheckoutPanel } from './CheckoutPanel';
import { CHECKOUT_PREVIEW, OPERATOR_BUYER } from '../operatorFixtures';

const DEFAULT_ADDRESS = OPERATOR_BUYER.addresses[1]!;

const meta = {
  title: 'Operator/CheckoutPanel',
  component: CheckoutPanel,
  args: {
    buyer: OPERATOR_BUYER,
    address: DEFAULT_ADDRESS,
    receiverType: 2,
    preview: CHECKOUT_PREVIEW,
    onSubmit: fn(),
    onChangeBuyer: fn(),
    onRetryPreview: fn(),
  },
} satisfies Meta<typeof CheckoutPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const payDialog = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '余额支付' });

/**
 * The preview, the pay notice, and both ways to place the order; 余额支付 first asks, naming the buyer and the amount
 * (issue 26): 取消 takes nothing, 确认支付 pays.
 */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('￥927.30')).toBeVisible();
    await expect(canvas.getByText('30.50 kg')).toBeVisible();
    await expect(canvas.getByText('代收 · 航空物流')).toBeVisible();
    await expect(canvas.getByText(CHECKOUT_PAY_NOTICE)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '不付款下单' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(0);
    await userEvent.click(canvas.getByRole('button', { name: '余额支付' }));
    let dialog = within(await payDialog(canvasElement));
    await expect(dialog.getByText('从买家 花语工作室（13800138000）的账户余额支付 ￥927.30？确认后立即扣款。')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(args.onSubmit).not.toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: '余额支付' }));
    dialog = within(await payDialog(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: '确认支付' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(1);
  },
};

/** The question 余额支付 asks, as the operator sees it. */
export const ConfirmBalancePay: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '余额支付' }));
    await expect(await payDialog(canvasElement)).toBeVisible();
  },
};

/**
 * A VIP buyer: the operator's prices are final (the operator sets them), so the panel says the member price does not
 * apply and what the buyer gets on their own orders (issue 26).
 */
export const MemberBuyer: Story = {
  args: { buyer: { ...OPERATOR_BUYER, memberNote: operatorMemberPriceNote({ memberLevel: 2, memberDiscount: 9.7 }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/代下单按调配员设定的销售价结算，不再打会员折扣/)).toBeVisible();
  },
};

export const SelfPickup: Story = { args: { address: OPERATOR_BUYER.addresses[2]!, receiverType: 1 } };

/** The payable is above the balance: said before paying; 余额支付 stays (the server refuses it, nothing taken). */
export const InsufficientBalance: Story = {
  args: { buyer: { ...OPERATOR_BUYER, balanceFen: 50_000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/您的账户余额不足：应付 ￥927.30，余额 ￥500.00/)).toBeVisible();
  },
};

/** The server refused the last submit: its message, in an alert. */
export const Refused: Story = {
  args: { buyer: { ...OPERATOR_BUYER, balanceFen: 50_000 }, error: '您的账户余额不足，当前余额￥500.00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('您的账户余额不足，当前余额￥500.00');
  },
};

export const SubmittingPaid: Story = {
  args: { submitting: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /余额支付/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '不付款下单' })).toBeDisabled();
  },
};

export const SubmittingUnpaid: Story = { args: { submitting: 0 } };

export const PreviewLoading: Story = {
  args: { preview: null, previewLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '余额支付' })).toBeDisabled();
  },
};

export const PreviewFailed: Story = { args: { preview: null, previewError: '请求错误，请稍后再试' } };

/** The cart was emptied (another window, or the order already placed): the server's 调配购物车为空 shows plainly. */
export const EmptyCart: Story = {
  args: { preview: null, previewError: '调配购物车为空，请先添加商品' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('调配购物车为空，请先添加商品');
    await expect(canvas.queryByLabelText('正在计算订单金额')).toBeNull();
    await expect(canvas.getByRole('button', { name: '余额支付' })).toBeDisabled();
  },
};

/** An order placed outside its session: the server's refusal text shows in the panel as it is. */
export const SessionClosed: Story = {
  args: { error: '限时直供当前未开放（交易时间 11:30-13:00）' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('限时直供当前未开放（交易时间 11:30-13:00）');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
