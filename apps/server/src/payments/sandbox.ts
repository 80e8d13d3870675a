/**
 * 沙箱支付: the local sandbox gateway (PAY_GATEWAY=sandbox, the default outside production). Its QR opens a page on our
 * own server (/api/pay-sandbox/<outTradeNo>) where the "payer" presses 确认支付 or 取消; 确认支付 sends a notify signed
 * like a real gateway's (HMAC-SHA256 with PAY_SANDBOX_SECRET over the sorted fields) to the same notify handler a
 * real gateway would reach. No money moves anywhere.
 */
import { PAY_WAYS } from '@huashi/domain';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  textFields,
  yuanTextToFen,
  type NotifyAnswer,
  type NotifyRequest,
  type PaymentGateway,
  type PaymentOrder,
  type VerifiedNotify,
} from './gateway';

export const SANDBOX_NAME = 'sandbox';
export const SANDBOX_LABEL = '沙箱支付';
/** Where the sandbox's payer page lives (under /api). */
export const SANDBOX_PAGE_PATH = '/pay-sandbox';

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
    return { qrContent: `${order.origin}/api${SANDBOX_PAGE_PATH}/${encodeURIComponent(order.outTradeNo)}` };
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
