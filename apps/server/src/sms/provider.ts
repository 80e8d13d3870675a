import type { SmsPurpose } from '@huashi/domain';

/** One text message to one phone. `code` is carried so that the local outbox can show it; real adapters send `text`. */
export type SmsMessage = { phone: string; purpose: SmsPurpose; code: string; text: string; sentAt: Date };

/**
 * Where SMS go. The vendors' adapters (aliyun.ts, tencent.ts) send the purpose's approved template with the code
 * as its one variable; the local one (LocalOutboxSms) keeps an outbox that the development and test server exposes
 * at GET /api/dev/sms-outbox?phone=…. A failed send rejects, with an SmsSendError from the vendors' adapters.
 * A send is one request: no adapter retries (a retry after a timeout could deliver two codes).
 */
export type SmsProvider = {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
};

/**
 * A send the vendor refused, or did not answer within SMS_TIMEOUT_SECONDS. `vendorCode` is the vendor's own code
 * (e.g. isv.BUSINESS_LIMIT_CONTROL, FailedOperation.SignatureIncorrectOrUnapproved), or TIMEOUT / NETWORK when no
 * answer came; it is in the message, so the log line of the failed request names it.
 */
export class SmsSendError extends Error {
  constructor(
    readonly provider: string,
    readonly vendorCode: string,
    detail: string,
  ) {
    super(`${provider} SMS not sent: ${vendorCode}${detail ? ` (${detail})` : ''}`);
    this.name = 'SmsSendError';
  }
}

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  reg: '注册',
  reset: '重置密码',
  password: '修改密码',
  withdraw: '提现',
  login: '登录',
};

/** The text of a verification-code SMS. */
export function codeText(purpose: SmsPurpose, code: string, ttlMinutes: number): string {
  return `【花市】您的${PURPOSE_TEXT[purpose]}验证码为${code}，${ttlMinutes}分钟内有效。如非本人操作，请忽略本短信。`;
}
