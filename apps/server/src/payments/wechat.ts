/**
 * WeChat Pay APIv3 Native (PAY_GATEWAY=wechat) on wechatpay-axios-plugin, the Node SDK WeChat Pay's developer docs
 * list.
 * - The QR: POST /v3/pay/transactions/native (the SDK signs the request with the merchant key and checks the answer's
 *   Wechatpay-Signature with WeChat Pay's public key) answers code_url, which the buyer scans with WeChat.
 * - On a phone: H5, POST /v3/pay/transactions/h5 with scene_info (the payer's IP, h5_info.type Wap), signed and
 *   checked the same way, answers h5_url (it lives 5 minutes); the buyer's browser opens it with our result page
 *   appended as redirect_url (its domain must be the one registered for H5 in the merchant platform), WeChat hands off
 *   to its app and then returns there — paid or not, so the result page waits for the notify.
 * - The notify (JSON posted to /api/pay-gate/notify/wechat): believed only when Wechatpay-Signature verifies over
 *   `timestamp\nnonce\nbody\n` (the SDK's Formatter.response + Rsa.verify) with the public key Wechatpay-Serial names,
 *   its Wechatpay-Timestamp is within 5 minutes of the server clock, its resource decrypts with the APIv3 key
 *   (AEAD_AES_256_GCM, the SDK's Aes.AesGcm) and says trade_state SUCCESS for our mchid and appid; the amount
 *   (amount.total, fen) is then compared with the recharge's by the notify handler. Answered as APIv3 asks: 204 when
 *   taken, 400 with {"code":"FAIL"} otherwise (WeChat retries).
 */
import { formatShanghaiDateTime } from '@huashi/domain';
import type { KeyObject } from 'node:crypto';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import type { WechatConfig } from '../config';
import { headerOf } from './gateway';
import type { NotifyAnswer, NotifyRequest, PaymentGateway, PaymentOrder, PhonePaymentOrder, VerifiedNotify } from './gateway';

export const WECHAT_NAME = 'wechat';
/** How far a notify's Wechatpay-Timestamp may lie from our clock (WeChat Pay's own figure: 5 minutes). */
export const WECHAT_NOTIFY_MAX_SKEW_SECONDS = 300;

type NotifyBody = {
  event_type?: unknown;
  resource?: { algorithm?: unknown; ciphertext?: unknown; nonce?: unknown; associated_data?: unknown };
};
type Transaction = {
  mchid?: unknown;
  appid?: unknown;
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  amount?: { total?: unknown };
};

const parse = <T>(text: string): T | null => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as T) : null;
  } catch {
    return null;
  }
};

export class WechatGateway implements PaymentGateway {
  readonly name = WECHAT_NAME;
  readonly label = '微信支付';
  readonly payWays = ['WECHAT'] as const;
  readonly sandbox = false;
  private readonly client: Wechatpay;
  private readonly platformKey: KeyObject;
  private readonly apiV3Key: Buffer;

  constructor(private readonly config: WechatConfig) {
    this.platformKey = Rsa.from(config.platformPublicKey, Rsa.KEY_TYPE_PUBLIC) as KeyObject;
    this.apiV3Key = Buffer.from(config.apiV3Key);
    this.client = new Wechatpay({
      mchid: config.mchid,
      serial: config.serialNo,
      privateKey: config.privateKey,
      certs: { [config.platformSerial]: config.platformPublicKey },
      baseURL: config.baseUrl,
      timeout: 10_000,
    });
  }

  /** The fields every APIv3 transaction takes (native and H5 alike). */
  private transaction(order: PaymentOrder) {
    const expires = formatShanghaiDateTime(order.expiresAt);
    return {
      appid: this.config.appid,
      mchid: this.config.mchid,
      description: order.subject,
      out_trade_no: order.outTradeNo,
      time_expire: expires ? `${expires.replace(' ', 'T')}+08:00` : undefined,
      notify_url: order.notifyUrl,
      amount: { total: order.amountFen, currency: 'CNY' },
    };
  }

  async createPayment(order: PaymentOrder): Promise<{ qrContent: string }> {
    const { data } = (await this.client.chain('v3/pay/transactions/native').post(this.transaction(order))) as {
      data?: { code_url?: unknown };
    };
    if (typeof data?.code_url !== 'string' || !data.code_url) {
      throw new Error(`wechat native answered no code_url for ${order.outTradeNo}`);
    }
    return { qrContent: data.code_url };
  }

  async createPhonePayment(order: PhonePaymentOrder): Promise<{ redirectUrl: string }> {
    const { data } = (await this.client.chain('v3/pay/transactions/h5').post({
      ...this.transaction(order),
      scene_info: { payer_client_ip: order.payerIp, h5_info: { type: 'Wap' } },
    })) as { data?: { h5_url?: unknown } };
    if (typeof data?.h5_url !== 'string' || !/^https:\/\//.test(data.h5_url)) {
      throw new Error(`wechat h5 answered no h5_url for ${order.outTradeNo}`);
    }
    const joiner = data.h5_url.includes('?') ? '&' : '?';
    return { redirectUrl: `${data.h5_url}${joiner}redirect_url=${encodeURIComponent(order.returnUrl)}` };
  }

  verifyNotify({ headers, rawBody }: NotifyRequest, now: Date): VerifiedNotify | null {
    const timestamp = headerOf(headers, 'Wechatpay-Timestamp');
    const nonce = headerOf(headers, 'Wechatpay-Nonce');
    const signature = headerOf(headers, 'Wechatpay-Signature');
    const serial = headerOf(headers, 'Wechatpay-Serial');
    if (!timestamp || !nonce || !signature || !rawBody) return null;
    if (serial !== this.config.platformSerial || !/^\d{1,12}$/.test(timestamp)) return null;
    if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WECHAT_NOTIFY_MAX_SKEW_SECONDS) return null;
    let signed = false;
    try {
      signed = Rsa.verify(Formatter.response(timestamp, nonce, rawBody), signature, this.platformKey);
    } catch {
      signed = false;
    }
    if (!signed) return null;

    const body = parse<NotifyBody>(rawBody);
    const resource = body?.resource;
    if (resource?.algorithm !== 'AEAD_AES_256_GCM') return null;
    const { ciphertext, nonce: iv, associated_data: aad = '' } = resource;
    if (typeof ciphertext !== 'string' || typeof iv !== 'string' || typeof aad !== 'string') return null;
    let plain: string;
    try {
      plain = Aes.AesGcm.decrypt(ciphertext, this.apiV3Key, iv, aad);
    } catch {
      return null;
    }
    const tx = parse<Transaction>(plain);
    if (!tx || tx.mchid !== this.config.mchid || tx.appid !== this.config.appid || tx.trade_state !== 'SUCCESS') return null;
    const total = tx.amount?.total;
    if (typeof tx.out_trade_no !== 'string' || typeof tx.transaction_id !== 'string' || !Number.isSafeInteger(total)) return null;
    return { outTradeNo: tx.out_trade_no, amountFen: total as number, gatewayTradeNo: tx.transaction_id };
  }

  notifyAnswer(accepted: boolean): NotifyAnswer {
    return accepted
      ? { status: 204, contentType: 'text/plain; charset=utf-8', body: '' }
      : { status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
  }
}
