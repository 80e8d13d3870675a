import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RechargePanel } from './RechargePanel';

const QR_URL = 'http://127.0.0.1:8080/api/pay-sandbox/R20261117114500A1B2C3D4';
/** A phone payment's hand-off: the sandbox's payer page, which returns to the result page. */
const HANDOFF_URL = `${QR_URL}?return=${encodeURIComponent('/money/result?outTradeNo=R20261117114500A1B2C3D4')}`;

const meta = {
  title: 'Money/RechargePanel',
  component: RechargePanel,
  args: {
    gatewayLabel: '沙箱支付',
    sandbox: true,
    balanceFen: 500000,
    onSubmit: fn(),
    onRefresh: fn(),
    onReset: fn(),
    onViewBills: fn(),
  },
} satisfies Meta<typeof RechargePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form on a desktop: 1000 chosen by default, 支付宝, 扫码支付; a preset and 微信支付 picked, then 立即充值. */
export const Presets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/支付通道：沙箱支付/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '1000元' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('radio', { name: '扫码支付' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: '付款方式' })).toHaveAccessibleDescription(/用另一部手机的支付宝或微信扫码付款/);
    await userEvent.click(canvas.getByRole('button', { name: '2000元' }));
    await userEvent.click(canvas.getByRole('radio', { name: '微信支付' }));
    await userEvent.click(canvas.getByRole('button', { name: '立即充值' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ payFeeFen: 200000, payWay: 'WECHAT', pattern: 'QR' });
  },
};

/** On a phone the device chooses 手机支付 (pay in the Alipay or WeChat app, then come back); 扫码支付 is a tap away. */
export const OnAPhoneDevice: Story = {
  args: { defaultPattern: 'H5' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '手机支付' })).toBeChecked();
    await expect(canvas.getByText('跳转到支付宝或微信完成付款，付款后自动返回本站查看结果')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '立即充值' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ payFeeFen: 100000, payWay: 'ALIPAY', pattern: 'H5' });
    // Switched: a QR to scan with another phone.
    await userEvent.click(canvas.getByRole('radio', { name: '扫码支付' }));
    await expect(canvas.getByText('显示二维码，用另一部手机的支付宝或微信扫码付款')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '立即充值' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ payFeeFen: 100000, payWay: 'ALIPAY', pattern: 'QR' });
  },
};

/** A phone payment created: the page leaves for the gateway; a link if it does not, and 查看支付结果 for one who came back. */
export const HandingOff: Story = {
  args: { handoff: { url: HANDOFF_URL, payFeeFen: 100000, payWay: 'ALIPAY' }, onViewResult: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('正在前往支付宝付款…');
    await expect(canvas.getByText('￥1000.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '前往支付宝付款' })).toHaveAttribute('href', HANDOFF_URL);
    await userEvent.click(canvas.getByRole('button', { name: '查看支付结果' }));
    await expect(args.onViewResult).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '返回修改金额' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/** Only Alipay is configured on the server: 微信支付 shown as 暂未开通 and cannot be picked. */
export const OnlyAlipay: Story = {
  args: { gatewayLabel: undefined, sandbox: false, availableWays: ['ALIPAY'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/支付通道/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '支付宝' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '微信支付（暂未开通）' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '立即充值' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ payFeeFen: 100000, payWay: 'ALIPAY', pattern: 'QR' });
  },
};

/** Online top-up is off on the server (PAY_GATEWAY=off): both ways disabled, the counter named, nothing sent. */
export const TopUpOff: Story = {
  args: { gatewayLabel: undefined, sandbox: false, availableWays: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('在线充值暂未开通，请到市场柜台充值');
    await expect(canvas.getByRole('button', { name: '立即充值' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '支付宝（暂未开通）' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '手机支付' })).toBeDisabled();
  },
};

/**
 * A typed amount that is not one: the text next to the field, nothing sent. The text goes as soon as the amount is
 * one (a third decimal deleted, or a preset picked), before the next 立即充值.
 */
export const AmountRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByPlaceholderText('请输入充值金额');
    await userEvent.clear(field);
    await userEvent.click(canvas.getByRole('button', { name: '立即充值' }));
    await expect(canvas.getByText('请输入充值金额', { selector: '[role="alert"], [id]' })).toBeVisible();
    await userEvent.type(field, '12.345');
    await userEvent.click(canvas.getByRole('button', { name: '立即充值' }));
    await expect(canvas.getByText('充值金额须大于0，最多两位小数')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, '{Backspace}');
    await expect(canvas.queryByText('充值金额须大于0，最多两位小数')).not.toBeInTheDocument();
    await expect(field).toHaveValue('12.34');
    await userEvent.type(field, '5');
    await expect(canvas.getByText('充值金额须大于0，最多两位小数')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '5000元' }));
    await expect(canvas.queryByText('充值金额须大于0，最多两位小数')).not.toBeInTheDocument();
    await expect(field).toHaveValue('5000');
    await userEvent.click(canvas.getByRole('button', { name: '立即充值' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ payFeeFen: 500000, payWay: 'ALIPAY', pattern: 'QR' });
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '立即充值' })).toBeDisabled();
  },
};

export const QrLive: Story = {
  args: { qr: { content: QR_URL, payFeeFen: 100000, payWay: 'ALIPAY', state: 'live', secondsLeft: 42 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '支付宝支付二维码' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('二维码 42 秒后过期');
    await expect(canvas.getByRole('link', { name: '在本机打开沙箱支付页' })).toHaveAttribute('href', QR_URL);
  },
};

export const QrExpired: Story = {
  args: { qr: { content: QR_URL, payFeeFen: 100000, payWay: 'WECHAT', state: 'expired', secondsLeft: 0 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已过期')).toBeVisible();
    // The watch for a late payment is over: the bills will show it.
    await expect(canvas.getByText(/若已付款，请稍后在账单明细中查看/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '在本机打开沙箱支付页' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '刷新' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Expired but still watched: a late payment will show 充值成功 by itself, so a payer need not pay twice. */
export const QrExpiredWatching: Story = {
  args: { qr: { content: QR_URL, payFeeFen: 100000, payWay: 'ALIPAY', state: 'expired', secondsLeft: 0, watching: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('已过期');
    await expect(canvas.getByText(/若已付款，到账后本页会自动显示/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '刷新' })).toBeVisible();
  },
};

export const QrPaid: Story = {
  args: { qr: { content: QR_URL, payFeeFen: 100000, payWay: 'ALIPAY', state: 'paid', secondsLeft: 0, balanceFen: 600000 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('充值成功');
    await expect(canvas.getByText('￥6000.00')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '返回付款' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '查看账单' }));
    await expect(args.onViewBills).toHaveBeenCalledTimes(1);
  },
};

/** Opened from a payment (去付款 → 去充值): after 充值成功 the way back to it. */
export const QrPaidFromPayment: Story = {
  args: {
    onBackToPay: fn(),
    qr: { content: QR_URL, payFeeFen: 100000, payWay: 'ALIPAY', state: 'paid', secondsLeft: 0, balanceFen: 600000 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('充值成功');
    await userEvent.click(canvas.getByRole('button', { name: '返回付款' }));
    await expect(args.onBackToPay).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '查看账单' })).toBeVisible();
  },
};

/** A real gateway (not the sandbox): no link to a local page, no sandbox warning. */
export const RealGateway: Story = {
  args: {
    gatewayLabel: undefined,
    sandbox: false,
    qr: { content: 'https://qr.alipay.com/bax0', payFeeFen: 500000, payWay: 'ALIPAY', state: 'live', secondsLeft: 60 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};
