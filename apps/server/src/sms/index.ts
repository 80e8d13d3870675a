/**
 * The SMS provider of an app instance. Every app gets its own local outbox (so test apps do not share messages);
 * setSmsProvider installs a real adapter. No real vendor adapter exists yet: the spec names none.
 */
import type { AppContext } from '../context';
import { LocalOutboxSms } from './outbox';
import type { SmsProvider } from './provider';

export { LocalOutboxSms } from './outbox';
export { codeText } from './provider';
export type { SmsMessage, SmsProvider } from './provider';

const providers = new WeakMap<AppContext, SmsProvider>();

export function smsFor(ctx: AppContext): SmsProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = new LocalOutboxSms();
    providers.set(ctx, provider);
  }
  return provider;
}

export function setSmsProvider(ctx: AppContext, provider: SmsProvider): void {
  providers.set(ctx, provider);
}
