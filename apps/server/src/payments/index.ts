/** The configured payment gateways (PAY_GATEWAY): the sandbox (both pay ways), Alipay and/or WeChat Pay, or none. */
import type { PayWay } from '@huashi/domain';
import type { Config } from '../config';
import { AlipayGateway } from './alipay';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox';
import { WechatGateway } from './wechat';

export type { NotifyAnswer, NotifyRequest, PaymentGateway, PaymentOrder, PhonePaymentOrder, VerifiedNotify } from './gateway';
export { ALIPAY_NAME, AlipayGateway } from './alipay';
export { SANDBOX_LABEL, SANDBOX_NAME, SANDBOX_PAGE_PATH, SANDBOX_RETURN_PARAM, SandboxGateway, hmacSign, signingString } from './sandbox';
export { WECHAT_NAME, WECHAT_NOTIFY_MAX_SKEW_SECONDS, WechatGateway } from './wechat';

const cache = new WeakMap<Config, PaymentGateway[]>();

/** The gateways of this configuration (one instance each per config); none when online top-up is off. */
export function gatewaysFor(config: Config): PaymentGateway[] {
  const cached = cache.get(config);
  if (cached) return cached;
  const { payments } = config;
  const gateways = payments.gateways.map((name): PaymentGateway => {
    if (name === 'alipay') return new AlipayGateway(payments.alipay!);
    if (name === 'wechat') return new WechatGateway(payments.wechat!);
    return new SandboxGateway(payments.notifySecret);
  });
  cache.set(config, gateways);
  return gateways;
}

/** The gateway taking this pay way, or null (that way is off). */
export function gatewayForWay(config: Config, payWay: PayWay): PaymentGateway | null {
  return gatewaysFor(config).find((gateway) => gateway.payWays.includes(payWay)) ?? null;
}

/** The gateway of this name (the notify URL's), or null. */
export function gatewayNamed(config: Config, name: string): PaymentGateway | null {
  return gatewaysFor(config).find((gateway) => gateway.name === name) ?? null;
}

/** The sandbox, when it is the configured gateway (its payer page exists only then). */
export function sandboxOf(config: Config): SandboxGateway | null {
  return gatewaysFor(config).find((gateway): gateway is SandboxGateway => gateway instanceof SandboxGateway) ?? null;
}
