import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RechargeResult } from './RechargeResult';

const meta = {
  title: 'Money/RechargeResult',
  component: RechargeResult,
  args: {
    state: 'pending',
    payFeeFen: 100000,
    payWay: 'ALIPAY',
    balanceFen: 500000,
    onRefresh: fn(),
    onRepay: fn(),
    onViewBills: fn(),
    onTopUp: fn(),
  },
} satisfies Meta<typeof RechargeResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the gateway: the first status is on its way; nothing is claimed yet. */
export const Checking: Story = {
  args: { state: 'checking', payFeeFen: undefined, payWay: undefined, balanceFen: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('正在确认支付结果…');
    await expect(canvas.getByRole('region', { name: '充值结果' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('充值成功')).not.toBeInTheDocument();
  },
};

/** The notify came: 充值成功 with the new balance; 查看账单 and 再充一笔. */
export const Paid: Story = {
  args: { state: 'paid', balanceFen: 600000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('充值成功');
    await expect(canvas.getByText('￥1000.00')).toBeVisible();
    await expect(canvas.getByText('当前余额')).toHaveTextContent('当前余额 ￥6000.00');
    await expect(canvas.queryByRole('button', { name: '返回付款' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '查看账单' }));
    await expect(args.onViewBills).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '再充一笔' }));
    await expect(args.onTopUp).toHaveBeenCalledTimes(1);
  },
};

/** Opened from a payment (去付款 → 去充值 on the phone): after 充值成功 the way back to it comes first. */
export const PaidFromPayment: Story = {
  args: { state: 'paid', balanceFen: 600000, onBackToPay: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '返回付款' }));
    await expect(args.onBackToPay).toHaveBeenCalledTimes(1);
  },
};

/** Not paid yet (the payer may still be in the app, or gave up): what to do — wait, 刷新, or 重新支付. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('支付处理中');
    await expect(canvas.getByText('正在等待支付宝的支付结果，到账后本页会自动显示。')).toBeVisible();
    await expect(canvas.getByText(/已付款：请稍候，不要重复付款/)).toBeVisible();
    await expect(canvas.getByText(/未付款或已取消：点击“重新支付”再次前往支付宝付款/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '刷新' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '重新支付' }));
    await expect(args.onRepay).toHaveBeenCalledTimes(1);
  },
};

/** 重新支付 refused by the server (too many unpaid recharges): said under the buttons. */
export const RepayRefused: Story = {
  args: { payWay: 'WECHAT', repayError: '待支付的充值过多，请先完成支付或稍后再试' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/正在等待微信支付的支付结果/)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('待支付的充值过多，请先完成支付或稍后再试');
  },
};

/** Its time ran out unpaid, still watched: a late payment will show here by itself and in the bills. */
export const ExpiredWatching: Story = {
  args: { state: 'expired', watching: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('支付未完成');
    await expect(canvas.getByText(/若已付款，到账后本页会自动显示，也会记入账单明细/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新支付' }));
    await expect(args.onRepay).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: '刷新' })).not.toBeInTheDocument();
  },
};

/** Failed: unpaid past the watch; the bills will show a payment that still arrives. */
export const Expired: Story = {
  args: { state: 'expired' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/该笔充值已超时未付款，没有扣款/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '查看账单' }));
    await expect(args.onViewBills).toHaveBeenCalledTimes(1);
  },
};

/** No such recharge of this buyer's (another buyer's, or a made-up address). */
export const NotFound: Story = {
  args: { state: 'notFound', payFeeFen: undefined, payWay: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('充值记录不存在');
    await userEvent.click(canvas.getByRole('button', { name: '返回充值' }));
    await expect(args.onTopUp).toHaveBeenCalledTimes(1);
  },
};

/** The status could not be read (offline): said, with 重试. */
export const LoadError: Story = {
  args: { state: 'error', error: '网络异常，请检查网络后重试', payFeeFen: undefined, payWay: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};
