/**
 * Alipay (PAY_GATEWAY=alipay) on Alipay's official Node SDK, alipay-sdk v4, in 公钥模式 (RSA2).
 * - The QR: 当面付 precreate (POST /v3/alipay/trade/precreate, the SDK signs the request and checks the answer's
 *   signature with Alipay's public key) answers qr_code, which the buyer scans with Alipay.
 * - On a phone: 手机网站支付 (alipay.trade.wap.pay, product QUICK_WAP_WAY). Nothing is sent to Alipay beforehand: the
 *   SDK's pageExecute(…, 'GET', …) builds the signed gateway.do address (RSA2 over every parameter but sign, as Alipay
 *   checks it) that the buyer's browser opens; Alipay hands off to its app and afterwards sends the payer to return_url
 *   (quit_url when they give up), both our result page. What Alipay appends to return_url is never believed: only the
 *   notify credits, as for the QR.
 * - The notify (a form post to /api/pay-gate/notify/alipay): believed only when the SDK's checkNotifySignV2 verifies
 *   its RSA2 sign with Alipay's public key, it names our app_id and says TRADE_SUCCESS or TRADE_FINISHED; the amount
 *   (total_amount) is then compared with the recharge's by the notify handler. Answered with Alipay's words:
 *   success (stops its retries) or fail.
 */
import { formatShanghaiDateTime } from '@huashi/domain';
import { AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from '../config';
import { textFields, yuanTextToFen } from './gateway';
import type { NotifyAnswer, NotifyRequest, PaymentGateway, PaymentOrder, PhonePaymentOrder, VerifiedNotify } from './gateway';

export const ALIPAY_NAME = 'alipay';
const PAID = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

type PrecreateAnswer = { out_trade_no?: string; qr_code?: string };

export class AlipayGateway implements PaymentGateway {
  readonly name = ALIPAY_NAME;
  readonly label = '支付宝';
  readonly payWays = ['ALIPAY'] as const;
  readonly sandbox = false;
  private readonly sdk: AlipaySdk;

  constructor(private readonly config: AlipayConfig) {
    this.sdk = new AlipaySdk({
      appId: config.appId,
      privateKey: config.privateKey,
      keyType: 'PKCS8',
      alipayPublicKey: config.alipayPublicKey,
      endpoint: config.endpoint,
      gateway: `${config.endpoint}/gateway.do`,
      timeout: 10_000,
    });
  }

  async createPayment(order: PaymentOrder): Promise<{ qrContent: string }> {
    const { data } = await this.sdk.curl<PrecreateAnswer>('POST', '/v3/alipay/trade/precreate', {
      body: {
        out_trade_no: order.outTradeNo,
        total_amount: (order.amountFen / 100).toFixed(2),
        subject: order.subject,
        notify_url: order.notifyUrl,
        time_expire: formatShanghaiDateTime(order.expiresAt),
      },
    });
    if (!data?.qr_code || (data.out_trade_no && data.out_trade_no !== order.outTradeNo)) {
      throw new Error(`alipay precreate answered no qr_code for ${order.outTradeNo}`);
    }
    return { qrContent: data.qr_code };
  }

  async createPhonePayment(order: PhonePaymentOrder): Promise<{ redirectUrl: string }> {
    const redirectUrl = this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      bizContent: {
        out_trade_no: order.outTradeNo,
        total_amount: (order.amountFen / 100).toFixed(2),
        subject: order.subject,
        product_code: 'QUICK_WAP_WAY',
        quit_url: order.returnUrl,
        time_expire: formatShanghaiDateTime(order.expiresAt),
      },
      returnUrl: order.returnUrl,
      notifyUrl: order.notifyUrl,
    });
    return { redirectUrl };
  }

  verifyNotify({ fields: raw }: NotifyRequest): VerifiedNotify | null {
    const fields = textFields(raw);
    if (!fields?.sign) return null;
    let signed = false;
    try {
      // The form's values as posted (already URL-decoded by the body parser): no second decode.
      signed = this.sdk.checkNotifySignV2(fields);
    } catch {
      signed = false;
    }
    if (!signed) return null;
    if (fields.app_id !== this.config.appId || !PAID.includes(fields.trade_status ?? '')) return null;
    const amountFen = yuanTextToFen(fields.total_amount);
    if (!fields.out_trade_no || !fields.trade_no || !Number.isSafeInteger(amountFen)) return null;
    return { outTradeNo: fields.out_trade_no, amountFen, gatewayTradeNo: fields.trade_no };
  }

  notifyAnswer(accepted: boolean): NotifyAnswer {
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
  }
}
