import type { InboxKind, SmsPurpose } from '@huashi/domain';

/** One text message to one phone. `code` is carried so that the local outbox can show it; real adapters send `text`. */
export type SmsMessage = { phone: string; purpose: SmsPurpose; code: string; text: string; sentAt: Date };

/**
 * A notice of the inbox (issue 33): the kind's wording (packages/domain INBOX_SMS_TEMPLATES) with the message's body
 * as its one variable `detail`. The vendors send their approved notice template (SMS_TEMPLATE_NOTICE) with the kind's
 * name and the detail as variables; the local outbox keeps `text`.
 */
export type SmsNotice = { phone: string; kind: InboxKind; kindLabel: string; detail: string; text: string; sentAt: Date };

/** What the local outbox keeps of a code or a notice (a notice's purpose is `notice:<kind>`, its code ''). */
export type SmsOutboxEntry = { phone: string; purpose: string; code: string; text: string; sentAt: Date };

/**
 * Where SMS go. The vendors' adapters (aliyun.ts, tencent.ts) send the purpose's approved template with the code
 * as its one variable; the local one (LocalOutboxSms) keeps an outbox that the development and test server exposes
 * at GET /api/dev/sms-outbox?phone=…. A failed send rejects, with an SmsSendError from the vendors' adapters.
 * A send is one request: no adapter retries (a retry after a timeout could deliver two codes).
 */
export type SmsProvider = {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
  /** Whether `notify` can send (a vendor needs SMS_TEMPLATE_NOTICE). */
  readonly notices: boolean;
  /** Sends an inbox notice; rejects as `send` does (the delivery worker retries it). */
  notify(notice: SmsNotice): Promise<void>;
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
