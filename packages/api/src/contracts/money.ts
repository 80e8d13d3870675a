/**
 * Request and response contracts of /money keys 1 and 2 (issues 17 and 27): bills and top-up, by QR or
 * on the phone (§7's pattern: QR or H5).
 */
import { isTradeNo, PAGE_SIZES, PAY_PATTERNS, TOP_UP_MESSAGES } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, file, shanghaiTime, whole, yuan } from './answers';
import { body, formValue, pageNumber, refuse, text } from './fields';

/**
 * One bill line: the ledger row's text, the signed change of the balance, the signed change of the frozen amount
 * (ours: "105.00" a withdrawal's freeze, "-105.00" its release or payout, "0.00" none), the balance after it, when.
 */
export const billRowSchema = entity({
  id: whole,
  ioNotice: z.string(),
  ioValue: yuan,
  frozenValue: yuan,
  balanceAfter: yuan,
  createTime: shanghaiTime,
});
export const billPageSchema = entity({ list: z.array(billRowSchema), pages: entity({ total: whole }) });

/** The recharge created: PayMethod/PayOrderInfo as §7 names them (the QR's content), plus ours. */
export const rechargeCreatedSchema = entity({
  PayMethod: z.enum(['ALIPAY', 'WECHAT']),
  /** What the QR holds (pattern QR), or the address the phone's browser goes to (H5): the gateway's payment URL. */
  PayOrderInfo: z.string(),
  /** QR: show PayOrderInfo as a QR; H5: send the browser to redirectUrl (it returns to /money/result). */
  pattern: z.enum(PAY_PATTERNS),
  /** H5 only: the gateway's mobile cashier (Alipay 手机网站支付, WeChat Pay H5's h5_url, the sandbox's page). */
  redirectUrl: z.string().nullable(),
  outTradeNo: z.string(),
  payFee: yuan,
  /** The gateway's name as the page shows it (沙箱支付 for the sandbox). */
  gateway: z.string(),
  /** Seconds the recharge waits to be paid: the QR's 60, a phone payment's 300. */
  expiresIn: whole,
});

export const rechargeStatusSchema = entity({
  outTradeNo: z.string(),
  status: z.enum(['pending', 'paid', 'expired']),
  payFee: yuan,
  payWay: z.string(),
  secondsLeft: whole,
  /** The buyer's balance now (the new one once paid). */
  balance: yuan,
});

/** The pay ways this server takes, each with its gateway's name (沙箱支付, 支付宝, 微信支付); none: top-up is off. */
export const payWaysOnSchema = entity({
  ways: z.array(entity({ payWay: z.enum(['ALIPAY', 'WECHAT']), gateway: z.string(), sandbox: z.boolean() })),
});

/** WeChat Pay's notify refused (APIv3 asks for a 4xx/5xx with this body, then retries). */
export const notifyFailureSchema = entity({ code: z.literal('FAIL'), message: z.string() });

/** A recharge's trade number: anything but a short plain token reads as not found. */
const tradeNo = z
  .custom<string>(() => true)
  .transform((value, ctx) => (isTradeNo(value) ? value : refuse(ctx, value, TOP_UP_MESSAGES.notFound, 404)));

const html = file('text/html; charset=utf-8');

export const moneyEndpoints = endpoints('money', {
  /** §7: page, limit (10), start, end ("YYYY-MM-DD", optional). */
  bills: endpoint('POST', '/pc/finance/detail', 'buyer', {
    body: body({ page: pageNumber(1, 2_147_483_647), limit: pageNumber(PAGE_SIZES.bills, 50), start: text(10), end: text(10) }),
    response: answers(billPageSchema),
  }),
  /**
   * §7: payFee (yuan), payWay ALIPAY|WECHAT, pattern QR (none: QR) or H5 (on the phone); ours: back, the path of the
   * payment the top-up was opened from (the result page's 返回付款; a path on this site only). The domain checks them.
   */
  recharge: endpoint('POST', '/pc/pay-gate/recharge', 'buyer', {
    body: body({ payFee: formValue<string | number>(), payWay: formValue<string>(), pattern: text(20), back: text(500) }),
    response: answers(rechargeCreatedSchema),
  }),
  /** Ours: one recharge of the buyer's (pending / paid / expired) and their balance; the page polls it. */
  rechargeStatus: endpoint('POST', '/pc/pay-gate/recharge-status', 'buyer', {
    body: body({ outTradeNo: tradeNo }),
    response: answers(rechargeStatusSchema),
  }),
  /** Ours: the pay ways this server takes (PAY_GATEWAY) and their gateways' names; the panel offers only these. */
  payWays: endpoint('POST', '/pc/pay-gate/pay-ways', 'buyer', { body: body({}), response: answers(payWaysOnSchema) }),
  /**
   * Ours: where a gateway posts its signed notify (/pay-gate/notify/sandbox): its fields as it sends them (a form: the
   * sandbox, Alipay; JSON: WeChat Pay), its exact text kept for the signature. Answered as the gateway asks:
   * success/fail text (200), nothing (204, WeChat Pay), or WeChat Pay's {"code":"FAIL"} (400).
   */
  notify: endpoint('POST', '/pay-gate/notify/:gateway', 'public', {
    params: z.object({ gateway: z.string() }),
    body: z.preprocess(
      (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}),
      z.record(z.string(), z.unknown()),
    ),
    response: {
      200: file('text/plain; charset=utf-8'),
      204: file('text/plain; charset=utf-8'),
      400: notifyFailureSchema,
      404: file('text/plain; charset=utf-8'),
    },
  }),
  /**
   * Ours: the sandbox gateway's payer page and its two buttons, 确认支付 / 取消 (server-rendered HTML, PAY_GATEWAY=sandbox
   * only). A phone payment opens it with ?return=<our result page's path>, which its forms carry on; after either
   * button the page sends the payer there (303).
   */
  sandboxPage: endpoint('GET', '/pay-sandbox/:outTradeNo', 'sandbox', {
    params: z.object({ outTradeNo: z.string() }),
    querystring: body({ return: text(500) }),
    response: { 200: html, 404: html },
  }),
  sandboxAction: endpoint('POST', '/pay-sandbox/:outTradeNo/:action', 'sandbox', {
    params: z.object({ outTradeNo: z.string(), action: z.enum(['confirm', 'cancel']) }),
    body: body({ return: text(500) }),
    response: { 200: html, 303: html, 404: html },
  }),
});

export type BillQuery = z.input<typeof moneyEndpoints.bills.schema.body>;
export type BillRow = z.output<typeof billRowSchema>;
export type BillPage = z.output<typeof billPageSchema>;
export type RechargeCreated = z.output<typeof rechargeCreatedSchema>;
export type RechargeStatus = z.output<typeof rechargeStatusSchema>;
export type PayWaysOn = z.output<typeof payWaysOnSchema>;
