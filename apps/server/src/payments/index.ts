/** The configured payment gateway (PAY_GATEWAY): the sandbox, or none (off). */
import type { Config } from '../config';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox';

export type { PaymentGateway, PaymentOrder, VerifiedNotify } from './gateway';
export { SANDBOX_LABEL, SANDBOX_NAME, SANDBOX_PAGE_PATH, SandboxGateway, hmacSign, signingString } from './sandbox';

const cache = new WeakMap<Config, PaymentGateway | null>();

/** The gateway of this configuration (one instance per config), or null when online top-up is off. */
export function gatewayFor(config: Config): PaymentGateway | null {
  if (cache.has(config)) return cache.get(config)!;
  const gateway = config.payments.gateway === 'sandbox' ? new SandboxGateway(config.payments.notifySecret) : null;
  cache.set(config, gateway);
  return gateway;
}
