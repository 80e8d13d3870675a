/**
 * The SMS provider of an app instance, chosen by SMS_PROVIDER: the local outbox (every app gets its own, so test
 * apps do not share messages), Alibaba Cloud SMS or Tencent Cloud SMS. setSmsProvider installs another one (tests).
 */
import type { AppContext } from '../context';
import { AliyunSms } from './aliyun';
import { LocalOutboxSms } from './outbox';
import type { SmsProvider } from './provider';
import { TencentSms } from './tencent';

export { AliyunSms } from './aliyun';
export { LocalOutboxSms } from './outbox';
export { codeText, SmsSendError } from './provider';
export type { SmsMessage, SmsNotice, SmsOutboxEntry, SmsProvider } from './provider';
export { TencentSms } from './tencent';

const providers = new WeakMap<AppContext, SmsProvider>();

export function smsFor(ctx: AppContext): SmsProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    const config = ctx.config.sms;
    provider =
      config.provider === 'aliyun' ? new AliyunSms(config) : config.provider === 'tencent' ? new TencentSms(config) : new LocalOutboxSms();
    providers.set(ctx, provider);
  }
  return provider;
}

export function setSmsProvider(ctx: AppContext, provider: SmsProvider): void {
  providers.set(ctx, provider);
}
