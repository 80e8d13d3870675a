/**
 * Tencent Cloud SMS (短信, API 2021-01-11 SendSms) through its official SDK, tencentcloud-sdk-nodejs-sms, which
 * signs with TC3-HMAC-SHA256. The SDK is loaded on the first send, so a server on another provider never loads it.
 * The SDK makes one attempt: a timeout is a failed send, never a second code.
 */
import type { SmsConfig } from '../config';
import { SmsSendError, type SmsMessage, type SmsNotice, type SmsProvider } from './provider';

type TencentConfig = Extract<SmsConfig, { provider: 'tencent' }>;
type Client = InstanceType<(typeof import('tencentcloud-sdk-nodejs-sms'))['sms']['v20210111']['Client']>;

export class TencentSms implements SmsProvider {
  readonly name = 'tencent';
  private client: Promise<Client> | undefined;

  constructor(private readonly config: TencentConfig) {}

  private load() {
    this.client ??= (async () => {
      const { sms } = await import('tencentcloud-sdk-nodejs-sms');
      const url = new URL(this.config.endpoint);
      return new sms.v20210111.Client({
        credential: { secretId: this.config.secretId, secretKey: this.config.secretKey },
        region: this.config.region,
        profile: {
          httpProfile: { endpoint: url.host, protocol: `${url.protocol}//`, reqTimeout: this.config.timeoutMs / 1000 },
        },
      });
    })();
    return this.client;
  }

  get notices(): boolean {
    return this.config.noticeTemplate !== null;
  }

  async send(message: SmsMessage): Promise<void> {
    await this.sendTemplate(message.phone, this.config.templates[message.purpose], [message.code]);
  }

  /** An inbox notice: SMS_TEMPLATE_NOTICE with the kind's name and the message's title ({1}, {2}). */
  async notify(notice: SmsNotice): Promise<void> {
    if (!this.config.noticeTemplate) throw new SmsSendError(this.name, 'NO_TEMPLATE', 'SMS_TEMPLATE_NOTICE is not set');
    await this.sendTemplate(notice.phone, this.config.noticeTemplate, [notice.kindLabel, notice.detail]);
  }

  private async sendTemplate(phone: string, templateId: string, params: string[]): Promise<void> {
    const client = await this.load();
    let answer;
    try {
      answer = await client.SendSms({
        PhoneNumberSet: [`+86${phone}`],
        SmsSdkAppId: this.config.sdkAppId,
        SignName: this.config.signName,
        TemplateId: templateId,
        TemplateParamSet: params,
      });
    } catch (error) {
      // The SDK's error: the API's Error.Code (AuthFailure.SignatureFailure, …), or none when no answer came.
      const { code, message: text } = error as { code?: string; message?: string };
      const vendorCode = code || (/timeout|aborted/i.test(text ?? '') ? 'TIMEOUT' : 'NETWORK');
      throw new SmsSendError(this.name, vendorCode, text ?? '');
    }
    // The API answers per phone: SendStatusSet[0].Code is Ok, or why that phone got nothing (LimitExceeded.…).
    const status = answer.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') {
      throw new SmsSendError(this.name, status?.Code ?? 'UNKNOWN', `${status?.Message ?? ''} RequestId ${answer.RequestId ?? '?'}`);
    }
  }
}
