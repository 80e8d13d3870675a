import type { SmsPurpose } from '@huashi/domain';

/** One text message to one phone. `code` is carried so that the local outbox can show it; real adapters send `text`. */
export type SmsMessage = { phone: string; purpose: SmsPurpose; code: string; text: string; sentAt: Date };

/**
 * Where SMS go. A real adapter calls an SMS vendor; the local one (LocalOutboxSms) keeps an outbox that the
 * development and test server exposes at GET /api/dev/sms-outbox?phone=…. A failed send rejects.
 */
export type SmsProvider = {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
};

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
