/**
 * The payment gateway of top-ups (issue 17). A gateway turns a pending recharge into what the buyer scans (the QR's
 * content), and checks the notify it later sends to /api/pay-gate/notify/<name>: only a notify whose signature the
 * gateway verifies is believed. Adding a real gateway (Alipay, WeChat Pay on their official SDKs — not built yet) is
 * one more implementation of this interface, chosen by PAY_GATEWAY in config.ts; nothing else changes.
 */
import type { PayWay } from '@huashi/domain';

export type PaymentOrder = {
  outTradeNo: string;
  amountFen: number;
  payWay: PayWay;
  /** What the payer sees (e.g. 花市账户充值). */
  subject: string;
  expiresAt: Date;
  /** Our own origin as the browser reached it (http://host:port): where a gateway's pages and notifies point. */
  origin: string;
};

/** A notify the gateway vouches for: which recharge, how much was paid, the gateway's own trade number. */
export type VerifiedNotify = { outTradeNo: string; amountFen: number; gatewayTradeNo: string };

export interface PaymentGateway {
  /** Its name in URLs and the config (PAY_GATEWAY): /api/pay-gate/notify/<name>. */
  readonly name: string;
  /** How the buyer's page and the ledger name it (沙箱支付 for the sandbox, so nobody mistakes it for real money). */
  readonly label: string;
  /** Registers the payment with the gateway; answers the QR's content (a URL the payer's phone opens). */
  createPayment(order: PaymentOrder): Promise<{ qrContent: string }>;
  /** The notify's fields if its signature is the gateway's; null otherwise (unsigned, tampered, malformed). */
  verifyNotify(fields: Record<string, unknown>): VerifiedNotify | null;
  /** What the gateway expects as the notify's answer when it was taken (stops its retries) or not. */
  readonly notifyAnswer: { accepted: string; refused: string };
}
