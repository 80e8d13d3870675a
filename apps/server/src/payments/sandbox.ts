/**
 * 沙箱支付: the local sandbox gateway (PAY_GATEWAY=sandbox, the default outside production). Its QR opens a page on our
 * own server (/api/pay-sandbox/<outTradeNo>) where the "payer" presses 确认支付 or 取消; 确认支付 sends a notify signed
 * like a real gateway's (HMAC-SHA256 with PAY_SANDBOX_SECRET over the sorted fields) to the same notify handler a
 * real gateway would reach. No money moves anywhere.
 * On a phone (issue 27) the buyer's browser is sent to the same page with ?return=<our result page's path>, as a real
 * gateway's cashier is opened with a return_url; after 确认支付 or 取消 the page sends the payer back there (303), the
 * notify having been sent first, as Alipay's is before its return. It returns only to our own result page (a path,
 * checked by returnPathOf): never an address from elsewhere.
 */
import { PAY_WAYS, returnPathOf } from '@huashi/domain';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { textFields, yuanTextToFen } from './gateway';
import type { NotifyAnswer, NotifyRequest, PaymentGateway, PaymentOrder, PhonePaymentOrder, VerifiedNotify } from './gateway';

export const SANDBOX_NAME = 'sandbox';
export const SANDBOX_LABEL = '沙箱支付';
/** Where the sandbox's payer page lives (under /api). */
export const SANDBOX_PAGE_PATH = '/pay-sandbox';

/** The payer page's query parameter (and its forms' field) naming where a phone payment returns. */
export const SANDBOX_RETURN_PARAM = 'return';

/** The string a notify's sign covers: every field but sign, sorted by name, as name=value joined by &. */
export function signingString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((name) => name !== 'sign')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

export function hmacSign(secret: string, fields: Record<string, string>): string {
  return createHmac('sha256', secret).update(signingString(fields)).digest('hex');
}

export class SandboxGateway implements PaymentGateway {
  readonly name = SANDBOX_NAME;
  readonly label = SANDBOX_LABEL;
  readonly payWays = PAY_WAYS;
  readonly sandbox = true;

  constructor(private readonly secret: string) {}

  async createPayment(order: PaymentOrder): Promise<{ qrContent: string }> {
    return { qrContent: this.pageUrl(order) };
  }

  async createPhonePayment(order: PhonePaymentOrder): Promise<{ redirectUrl: string }> {
    const returnUrl = new URL(order.returnUrl);
    const back = returnUrl.origin === new URL(order.origin).origin ? returnPathOf(`${returnUrl.pathname}${returnUrl.search}`) : null;
    if (!back) throw new Error(`the sandbox returns only to our own result page, not ${order.returnUrl}`);
    return { redirectUrl: `${this.pageUrl(order)}?${SANDBOX_RETURN_PARAM}=${encodeURIComponent(back)}` };
  }

  private pageUrl(order: PaymentOrder): string {
    return `${order.origin}/api${SANDBOX_PAGE_PATH}/${encodeURIComponent(order.outTradeNo)}`;
  }

  /** The notify the sandbox sends when its payer confirms (amount in yuan text as gateways send it). */
  notifyFor(outTradeNo: string, amountFen: number, paidAt: Date): Record<string, string> {
    const fields: Record<string, string> = {
      out_trade_no: outTradeNo,
      total_amount: (amountFen / 100).toFixed(2),
      trade_no: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
      trade_status: 'TRADE_SUCCESS',
      gmt_payment: paidAt.toISOString(),
    };
    return { ...fields, sign: hmacSign(this.secret, fields) };
  }

  verifyNotify({ fields: raw }: NotifyRequest): VerifiedNotify | null {
    const fields = textFields(raw);
    if (!fields) return null;
    const sign = fields.sign;
    if (!sign || !/^[0-9a-f]{64}$/.test(sign)) return null;
    const expected = Buffer.from(hmacSign(this.secret, fields), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(sign, 'hex'))) return null;
    if (fields.trade_status !== 'TRADE_SUCCESS') return null;
    const amount = yuanTextToFen(fields.total_amount);
    if (!fields.out_trade_no || !fields.trade_no || !Number.isSafeInteger(amount)) return null;
    return { outTradeNo: fields.out_trade_no, amountFen: amount, gatewayTradeNo: fields.trade_no };
  }

  notifyAnswer(accepted: boolean): NotifyAnswer {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
  }
}
