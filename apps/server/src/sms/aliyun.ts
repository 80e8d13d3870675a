/**
 * Alibaba Cloud SMS (短信服务, Dysmsapi 2017-05-25 SendSms) through its official SDK, @alicloud/dysmsapi20170525,
 * which signs with ACS3-HMAC-SHA256. The SDK is loaded on the first send, so a server on another provider never
 * loads it. The SDK makes one attempt (no retryOptions): a timeout is a failed send, never a second code.
 */
import type { SmsConfig } from '../config';
import { SmsSendError, type SmsMessage, type SmsNotice, type SmsProvider } from './provider';

type AliyunConfig = Extract<SmsConfig, { provider: 'aliyun' }>;
type Sdk = typeof import('@alicloud/dysmsapi20170525');
type Client = InstanceType<Sdk['default']>;

/** Whether an error from the SDK is a request that got no answer (the vendor's code is then ours: TIMEOUT / NETWORK). */
function noAnswer(error: unknown): string | null {
  const text = `${(error as { name?: string })?.name ?? ''} ${(error as { code?: string })?.code ?? ''} ${(error as Error)?.message ?? ''}`;
  if (/timeout|timed out/i.test(text)) return 'TIMEOUT';
  if (/ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|socket hang up/i.test(text)) return 'NETWORK';
  return null;
}

export class AliyunSms implements SmsProvider {
  readonly name = 'aliyun';
  private client: Promise<{ sdk: Sdk; client: Client }> | undefined;

  constructor(private readonly config: AliyunConfig) {}

  private load() {
    this.client ??= (async () => {
      const [sdk, core] = await Promise.all([import('@alicloud/dysmsapi20170525'), import('@alicloud/openapi-core')]);
      const url = new URL(this.config.endpoint);
      const config = new core.$OpenApiUtil.Config({
        accessKeyId: this.config.accessKeyId,
        accessKeySecret: this.config.accessKeySecret,
        endpoint: url.host,
        protocol: url.protocol.replace(':', ''),
        connectTimeout: this.config.timeoutMs,
        readTimeout: this.config.timeoutMs,
      });
      return { sdk, client: new sdk.default(config) };
    })();
    return this.client;
  }

  get notices(): boolean {
    return this.config.noticeTemplate !== null;
  }

  async send(message: SmsMessage): Promise<void> {
    await this.sendTemplate(message.phone, this.config.templates[message.purpose], { code: message.code });
  }

  /** An inbox notice: SMS_TEMPLATE_NOTICE with the kind's name and the message's title. */
  async notify(notice: SmsNotice): Promise<void> {
    if (!this.config.noticeTemplate) throw new SmsSendError(this.name, 'NO_TEMPLATE', 'SMS_TEMPLATE_NOTICE is not set');
    await this.sendTemplate(notice.phone, this.config.noticeTemplate, { kind: notice.kindLabel, detail: notice.detail });
  }

  private async sendTemplate(phone: string, templateCode: string, params: Record<string, string>): Promise<void> {
    const { sdk, client } = await this.load();
    const request = new sdk.SendSmsRequest({
      phoneNumbers: phone,
      signName: this.config.signName,
      templateCode,
      templateParam: JSON.stringify(params),
    });
    let body;
    try {
      body = (await client.sendSms(request)).body;
    } catch (error) {
      const code = noAnswer(error) ?? String((error as { code?: unknown }).code ?? 'UNKNOWN');
      throw new SmsSendError(this.name, code, (error as Error).message ?? '');
    }
    // The API answers HTTP 200 with its own Code: OK, or why it did not send (isv.BUSINESS_LIMIT_CONTROL, …).
    if (body?.code !== 'OK')
      throw new SmsSendError(this.name, body?.code ?? 'UNKNOWN', `${body?.message ?? ''} RequestId ${body?.requestId ?? '?'}`);
  }
}
