/**
 * The payment gateways of top-ups (issues 17 and 27). A gateway turns a pending recharge into what the buyer pays
 * with — on a desktop the QR's content (createPayment), on a phone the address its browser goes to (createPhonePayment:
 * Alipay 手机网站支付, WeChat Pay H5, the sandbox's payer page), from which the payer comes back to our result page —
 * and checks the notify it later sends to /api/pay-gate/notify/<name>: only a notify whose signature the gateway
 * verifies is believed, whichever way the payment was made and whether or not the payer ever came back. Three implement
 * it: the local 沙箱支付 (sandbox.ts), Alipay (alipay.ts, on alipay-sdk) and WeChat Pay (wechat.ts, on
 * wechatpay-axios-plugin); PAY_GATEWAY (config.ts) chooses which take which pay way.
 */
import type { PayWay } from '@huashi/domain';

export type PaymentOrder = {
  outTradeNo: string;
  amountFen: number;
  payWay: PayWay;
  /** What the payer sees (e.g. 花市账户充值). */
  subject: string;
  expiresAt: Date;
  /** Our own origin as the browser reached it (http://host:port): where the sandbox's page points. */
  origin: string;
  /** Where the gateway posts its notify (PAY_NOTIFY_ORIGIN, else origin, + /api/pay-gate/notify/<name>). */
  notifyUrl: string;
};

/** A payment made on the phone itself: where the gateway sends the payer back, and who the payer is on the network. */
export type PhonePaymentOrder = PaymentOrder & {
  /** Our result page, absolute, on the origin the buyer's browser reached (never an address the caller gave). */
  returnUrl: string;
  /** The buyer's IP address (request.ip: TRUST_PROXY's forwarded one behind a proxy); WeChat Pay H5 asks for it. */
  payerIp: string;
};

/** A notify as it arrived: its parsed fields (form or JSON), its headers and its body's exact text. */
export type NotifyRequest = {
  fields: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
};

/** A notify the gateway vouches for: which recharge, how much was paid, the gateway's own trade number. */
export type VerifiedNotify = { outTradeNo: string; amountFen: number; gatewayTradeNo: string };

/** The HTTP answer a gateway expects to its notify. */
export type NotifyAnswer = { status: 200 | 204 | 400; contentType: string; body: string };

export interface PaymentGateway {
  /** Its name in URLs and the config (PAY_GATEWAY): /api/pay-gate/notify/<name>. */
  readonly name: string;
  /** How the buyer's page and the ledger name it (沙箱支付 for the sandbox, so nobody mistakes it for real money). */
  readonly label: string;
  /** The pay ways it takes (the sandbox both, a real gateway its own). */
  readonly payWays: readonly PayWay[];
  /** Whether its QR opens our own payer page (the sandbox), which the buyer's page also offers as a link. */
  readonly sandbox: boolean;
  /** Registers the payment with the gateway; answers the QR's content (a URL the payer's phone opens). */
  createPayment(order: PaymentOrder): Promise<{ qrContent: string }>;
  /**
   * Registers a payment made on the phone itself; answers the address the buyer's browser goes to (the gateway's
   * mobile-website cashier, which hands off to its app and returns to order.returnUrl).
   */
  createPhonePayment(order: PhonePaymentOrder): Promise<{ redirectUrl: string }>;
  /**
   * The notify's facts if its signature is the gateway's and it says the payment succeeded for this merchant; null
   * otherwise (unsigned, tampered, stale, another merchant's, not paid, malformed). `now` is the server clock's.
   */
  verifyNotify(request: NotifyRequest, now: Date): VerifiedNotify | null;
  /** What the gateway expects as the notify's answer when it was taken (stops its retries) or not. */
  notifyAnswer(accepted: boolean): NotifyAnswer;
}

/** A notify's fields when every one is a text (a form body); null otherwise. */
export function textFields(raw: Record<string, unknown>): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'string') return null;
    fields[name] = value;
  }
  return fields;
}

/** Yuan as gateways write it (e.g. 1000.00, 0.5) in fen; NaN when it is not such a figure. */
export function yuanTextToFen(text: string | undefined): number {
  const match = /^(\d{1,11})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** One header's value (the first when repeated). */
export function headerOf(headers: NotifyRequest['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
