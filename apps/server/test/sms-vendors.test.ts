/**
 * SMS through the real vendors (issue 27): the Alibaba Cloud and Tencent Cloud adapters, on their official SDKs,
 * against local stand-ins that check each request the way the vendor does (smsVendors.ts); then the server with a
 * vendor configured (SMS_PROVIDER=aliyun|tencent, SMS_ENDPOINT at the stand-in) registering a buyer end to end, a
 * vendor failure or timeout answered 短信发送失败，请稍后再试 without keeping a code or counting against the phone's
 * hourly sends.
 */
import { type RegisterRequest } from '@huashi/api';
import { accountEndpoints } from '@huashi/api/contracts';
import { ACCOUNT_MESSAGES, epochSeconds, phoneStamp, SMS_LIMITS, SMS_PURPOSES } from '@huashi/domain';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type SmsConfig } from '../src/config';
import { registerErrorHandling } from '../src/http/errors';
import { sendCode } from '../src/services/accounts';
import { AliyunSms, SmsSendError, TencentSms, type SmsProvider } from '../src/sms';
import { apiFor, endpointEnvelope, settle } from './client';
import { createTestApp, type TestApp } from './harness';
import { startAliyunStandIn, startTencentStandIn, type StandIn } from './smsVendors';

const ALIYUN_KEYS = { accessKeyId: 'LTAI5tStandInKeyId', accessKeySecret: 'stand-in-access-key-secret' };
const TENCENT_KEYS = { secretId: 'AKIDstandinsecretid', secretKey: 'stand-in-secret-key', sdkAppId: '1400000001' };

/** SMS_TEMPLATE_<PURPOSE> of every purpose, in the vendor's id form. */
function templateEnv(vendor: 'aliyun' | 'tencent'): Record<string, string> {
  return Object.fromEntries(
    SMS_PURPOSES.map((purpose, i) => [`SMS_TEMPLATE_${purpose.toUpperCase()}`, vendor === 'aliyun' ? `SMS_15495090${i}` : `200000${i}`]),
  );
}

/** The environment a market would set for the vendor, with the endpoint at the stand-in. */
function vendorEnv(vendor: 'aliyun' | 'tencent', standIn: StandIn, secretOverride?: string): Record<string, string> {
  const keys: Record<string, string> =
    vendor === 'aliyun'
      ? { ALIYUN_SMS_ACCESS_KEY_ID: ALIYUN_KEYS.accessKeyId, ALIYUN_SMS_ACCESS_KEY_SECRET: secretOverride ?? ALIYUN_KEYS.accessKeySecret }
      : {
          TENCENT_SMS_SECRET_ID: TENCENT_KEYS.secretId,
          TENCENT_SMS_SECRET_KEY: secretOverride ?? TENCENT_KEYS.secretKey,
          TENCENT_SMS_SDK_APP_ID: TENCENT_KEYS.sdkAppId,
        };
  return {
    SMS_PROVIDER: vendor,
    SMS_SIGN_NAME: '花市',
    SMS_ENDPOINT: standIn.url,
    SMS_TIMEOUT_SECONDS: '1',
    ...templateEnv(vendor),
    ...keys,
  };
}

const smsConfig = (env: Record<string, string>): SmsConfig => loadConfig({ NODE_ENV: 'test', ...env }).sms;

function adapter(config: SmsConfig, timeoutMs?: number): SmsProvider {
  const timed = timeoutMs === undefined ? config : { ...config, timeoutMs };
  if (timed.provider === 'aliyun') return new AliyunSms(timed);
  if (timed.provider === 'tencent') return new TencentSms(timed);
  throw new Error('not a vendor');
}

const message = { phone: '13912345678', purpose: 'withdraw' as const, code: '052713', text: '', sentAt: new Date() };

async function sendError(provider: SmsProvider): Promise<SmsSendError> {
  const error = await provider.send(message).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

const VENDORS = [
  {
    vendor: 'aliyun' as const,
    start: () => startAliyunStandIn(ALIYUN_KEYS),
    // The code travels as the template's one variable: Alibaba's TemplateParam JSON, Tencent's TemplateParamSet.
    expected: { phone: '13912345678', signName: '花市', templateId: 'SMS_154950903', params: { code: '052713' } },
    notice: {
      phone: '13912345678',
      signName: '花市',
      templateId: 'SMS_154950999',
      params: { kind: '订单已发货', detail: '订单HS1已发货。' },
    },
    codeOf: (params: unknown) => (params as { code: string }).code,
    signatureRefusal: 'SignatureDoesNotMatch',
    vendorError: 'isv.BUSINESS_LIMIT_CONTROL',
  },
  {
    vendor: 'tencent' as const,
    start: () => startTencentStandIn(TENCENT_KEYS),
    expected: { phone: '+8613912345678', signName: '花市', templateId: '2000003', params: ['052713'] },
    notice: { phone: '+8613912345678', signName: '花市', templateId: '2000099', params: ['订单已发货', '订单HS1已发货。'] },
    codeOf: (params: unknown) => (params as string[])[0]!,
    signatureRefusal: 'AuthFailure.SignatureFailure',
    vendorError: 'LimitExceeded.PhoneNumberOneHourLimit',
  },
];

describe.each(VENDORS)('the $vendor adapter against its stand-in', ({ vendor, start, expected, notice, signatureRefusal, vendorError }) => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await start();
  });
  afterAll(() => standIn.close());

  it('sends the purpose template under the sign, with the code as its parameter, signed as the vendor checks', async () => {
    standIn.mode = 'ok';
    const before = standIn.requests;
    await adapter(smsConfig(vendorEnv(vendor, standIn))).send(message);
    expect(standIn.rejected).toEqual([]);
    expect(standIn.requests - before).toBe(1);
    expect(standIn.sent.at(-1)).toEqual(expected);
  });

  it('sends an inbox notice (issue 33) as SMS_TEMPLATE_NOTICE with the kind and the detail; without it, says so', async () => {
    standIn.mode = 'ok';
    const env = { ...vendorEnv(vendor, standIn), SMS_TEMPLATE_NOTICE: vendor === 'aliyun' ? 'SMS_154950999' : '2000099' };
    const sms = adapter(smsConfig(env));
    expect(sms.notices).toBe(true);
    const inbox = {
      phone: '13912345678',
      kind: 'order.shipped' as const,
      kindLabel: '订单已发货',
      detail: '订单HS1已发货。',
      text: '',
      sentAt: new Date(),
    };
    await sms.notify(inbox);
    expect(standIn.rejected).toEqual([]);
    expect(standIn.sent.at(-1)).toEqual(notice);
    const without = adapter(smsConfig(vendorEnv(vendor, standIn)));
    expect(without.notices).toBe(false);
    await expect(without.notify(inbox)).rejects.toThrow(/NO_TEMPLATE/);
  });

  it('is refused by the stand-in when signed with another secret (the signature is really checked)', async () => {
    standIn.mode = 'ok';
    const sent = standIn.sent.length;
    const error = await sendError(adapter(smsConfig(vendorEnv(vendor, standIn, 'not-the-secret'))));
    expect(error.vendorCode).toBe(signatureRefusal);
    expect(standIn.sent).toHaveLength(sent);
    expect(standIn.rejected.at(-1)).toMatch(signatureRefusal);
  });

  it("rejects with the vendor's own code when the vendor refuses, after one request", async () => {
    standIn.mode = 'error';
    const before = standIn.requests;
    const error = await sendError(adapter(smsConfig(vendorEnv(vendor, standIn))));
    expect(error.vendorCode).toBe(vendorError);
    expect(error.message).toContain(vendorError);
    expect(standIn.requests - before).toBe(1);
  });

  it('rejects with TIMEOUT when the vendor does not answer in time, and does not send again', async () => {
    standIn.mode = 'timeout';
    const before = standIn.requests;
    const started = Date.now();
    const error = await sendError(adapter(smsConfig(vendorEnv(vendor, standIn)), 300));
    expect(error.vendorCode).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(5000);
    // Given time for a retry the SDK might make: still the one request.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(standIn.requests - before).toBe(1);
  });
});

describe.each(VENDORS)('the server with SMS_PROVIDER=$vendor', ({ vendor, start, codeOf }) => {
  let standIn: StandIn;
  let h: TestApp;
  beforeAll(async () => {
    standIn = await start();
    h = await createTestApp({ config: { sms: smsConfig(vendorEnv(vendor, standIn)) } });
  });
  afterAll(async () => {
    await h?.close();
    await standIn?.close();
  });

  let ip = 1;
  const api = () => apiFor(h.app, null, { ip: `10.27.0.${ip++}` });
  const sendReg = (phone: string) =>
    settle(api().account.sendRegCode({ phone: h.encrypt(phoneStamp(phone, epochSeconds(h.clock.now()))) }));
  const register = (phone: string, code: string) =>
    endpointEnvelope(api().client, accountEndpoints.register, {
      phone,
      code,
      userName: '滇池花艺',
      password: h.encrypt('flower88'),
      userType: 'buyer',
      createOS: 'PC',
      inviteCode: '',
    } satisfies RegisterRequest);
  const lastCode = () => codeOf(standIn.sent.at(-1)!.params);

  it('registers a buyer with the code the vendor was asked to send', async () => {
    standIn.mode = 'ok';
    const phone = '13927000001';
    expect(await sendReg(phone)).toMatchObject({ code: 200, data: { resendSeconds: SMS_LIMITS.resendSeconds } });
    expect(standIn.rejected).toEqual([]);
    expect(standIn.sent.at(-1)!.phone).toContain(phone);
    const res = await register(phone, lastCode());
    expect(res.msg).toBe('注册成功');
    expect((await settle(apiFor(h.app, res.data.hxmToken).account.info())).data).toMatchObject({ contactPhone: phone });
  });

  it('answers 短信发送失败 on a vendor error, keeps no code and counts no send against the phone', async () => {
    const phone = '13927000002';
    standIn.mode = 'error';
    // More failures than the phone's hourly sends: none of them counts, none waits the 60 s.
    for (let i = 0; i <= SMS_LIMITS.perPhonePerHour; i += 1) {
      expect(await sendReg(phone)).toMatchObject({ code: 500, msg: ACCOUNT_MESSAGES.smsSendFailed, data: null });
    }
    const failedCode = lastCode();
    // The code of a failed send was never kept.
    expect((await register(phone, failedCode)).msg).toBe(ACCOUNT_MESSAGES.codeMissing);
    standIn.mode = 'ok';
    expect((await sendReg(phone)).code).toBe(200);
    expect((await register(phone, lastCode())).msg).toBe('注册成功');
  });

  it('answers 短信发送失败 when the vendor does not answer within SMS_TIMEOUT_SECONDS, and a new code can be asked at once', async () => {
    const phone = '13927000003';
    standIn.mode = 'timeout';
    const before = standIn.requests;
    expect(await sendReg(phone)).toMatchObject({ code: 500, msg: ACCOUNT_MESSAGES.smsSendFailed });
    expect(standIn.requests - before).toBe(1);
    const lateCode = lastCode();
    standIn.mode = 'ok';
    expect((await sendReg(phone)).code).toBe(200);
    const code = lastCode();
    // Only the code of the send that succeeded is valid: the timed-out one, if it arrives, is refused.
    if (lateCode !== code) expect((await register(phone, lateCode)).msg).toBe(ACCOUNT_MESSAGES.codeWrong);
    expect((await register(phone, code)).msg).toBe('注册成功');
  });
});

describe('the log of a failed send', () => {
  it("names the vendor's code beside the request that got 短信发送失败", async () => {
    const standIn = await startAliyunStandIn(ALIYUN_KEYS);
    const h = await createTestApp({ config: { sms: smsConfig(vendorEnv('aliyun', standIn)) } });
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(String(chunk)), done()) });
    // The server's own error handling on a logging app, around the registration send of the real service.
    const app = Fastify({ logger: { level: 'warn', stream } });
    registerErrorHandling(app);
    app.post('/send', async () => sendCode(h.ctx, { phone: '13927000009', purpose: 'reg', ip: '10.27.1.1', registered: false }));
    try {
      standIn.mode = 'error';
      const res = await app.inject({ method: 'POST', url: '/send' });
      expect(res.json()).toEqual({ code: 500, msg: ACCOUNT_MESSAGES.smsSendFailed, data: null });
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string; vendorCode: string } });
      expect(logged).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: ACCOUNT_MESSAGES.smsSendFailed,
          err: expect.objectContaining({
            vendorCode: 'isv.BUSINESS_LIMIT_CONTROL',
            message: expect.stringContaining('aliyun SMS not sent: isv.BUSINESS_LIMIT_CONTROL'),
          }),
        }),
      );
    } finally {
      await app.close();
      await h.close();
      await standIn.close();
    }
  });
});

describe('a production start', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PURCHASE_SIGN_KEY: 'k'.repeat(32), DATA_DIR: '/nonexistent-huashi', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('with the outbox and no override fails in one sentence naming SMS_OUTBOX_IN_PRODUCTION', () => {
    const run = start({});
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^花市 cannot start: SMS_PROVIDER=outbox sends no SMS: .*SMS_OUTBOX_IN_PRODUCTION=1/);
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);
});
