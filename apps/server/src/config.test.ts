import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('server configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({}, '/srv/huashi');
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '/srv/huashi/.data',
      production: false,
      logLevel: 'warn',
      shutdownGraceMs: 20_000,
    });
    expect(c.marketNow).toBeUndefined();
    expect(c.marketHotline).toBe('400-871-6688');
    expect(c.supplierCommissionBp).toBe(0);
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u:p@db:5432/h',
        DATA_DIR: '/var/hs',
        EMBEDDED_PG_PORT: '6000',
        DB_POOL_SIZE: '4',
        NODE_ENV: 'production',
        MARKET_NOW: '2026-11-20T11:45:00+08:00',
        LOG_LEVEL: 'error',
        PURCHASE_SIGN_KEY: 'production-key-of-32-bytes-long!',
        TRUST_PROXY: '10.0.0.2',
        EMBED_ORIGINS: 'https://erp.example.com',
        REQUEST_TIMEOUT_SECONDS: '30',
        SHUTDOWN_GRACE_MS: '5000',
        SMS_OUTBOX_IN_PRODUCTION: '1',
        MARKET_HOTLINE: ' ０８７１-６７３２８８８８ ',
        SUPPLIER_COMMISSION: '0.05',
      },
      '/srv',
    );
    expect(c).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/h',
      dataDir: '/var/hs',
      embeddedPgPort: 6000,
      dbPoolSize: 4,
      production: true,
      logLevel: 'error',
      purchaseSignKey: 'production-key-of-32-bytes-long!',
      trustProxy: '10.0.0.2',
      embedOrigins: ["'self'", 'https://erp.example.com'],
      requestTimeoutMs: 30_000,
      shutdownGraceMs: 5000,
      marketHotline: '0871-67328888',
      supplierCommissionBp: 500,
    });
    expect(c.marketNow?.toISOString()).toBe('2026-11-20T03:45:00.000Z');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be between/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ MARKET_NOW: 'tomorrow noon' }, /MARKET_NOW must be an ISO 8601 instant/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV must be/],
    [{ DB_POOL_SIZE: '0' }, /DB_POOL_SIZE must be between/],
    [{ SUPPLIER_COMMISSION: '5%' }, /SUPPLIER_COMMISSION must be a rate/],
    [{ SUPPLIER_COMMISSION: '1' }, /SUPPLIER_COMMISSION must be a rate/],
    [{ NODE_ENV: 'production' }, /PURCHASE_SIGN_KEY must be set/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must list/],
    [{ METRICS_ALLOW: 'prometheus.internal' }, /METRICS_ALLOW must list scraper addresses or CIDR ranges .*"prometheus.internal"/],
    [{ METRICS_ALLOW: '10.0.0.0/33' }, /METRICS_ALLOW must list/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 16 printable characters/],
    [{ METRICS_TOKEN: 'a token with spaces inside' }, /METRICS_TOKEN must be at least 16/],
    [{ EMBED_ORIGINS: 'erp.example.com' }, /EMBED_ORIGINS must list/],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, /REQUEST_TIMEOUT_SECONDS must be between/],
    [{ SHUTDOWN_GRACE_MS: '20 s' }, /SHUTDOWN_GRACE_MS must be a whole number/],
    [{ MARKET_HOTLINE: '8888' }, /MARKET_HOTLINE must be a phone number/],
    [{ MARKET_HOTLINE: '客服热线 400-871-6688' }, /MARKET_HOTLINE must be a phone number/],
    [{ MARKET_HOTLINE: '400-871-6688-0000-0000' }, /MARKET_HOTLINE must be a phone number/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('lets loopback read /metrics by default; METRICS_ALLOW and METRICS_TOKEN widen it', () => {
    expect(loadConfig({}).metrics).toEqual({ allow: ['loopback'], token: null });
    expect(loadConfig({ METRICS_ALLOW: ' 10.0.0.5, 192.168.8.0/24 ,::1', METRICS_TOKEN: 'scrape-secret-0123456789' }).metrics).toEqual({
      allow: ['10.0.0.5', '192.168.8.0/24', '::1'],
      token: 'scrape-secret-0123456789',
    });
  });
});

describe('request clock header (CLOCK_HEADER)', () => {
  const prod = { NODE_ENV: 'production', PURCHASE_SIGN_KEY: 'production-key-of-32-bytes-long!', SMS_OUTBOX_IN_PRODUCTION: '1' };
  it('is off unless asked for; on outside production', () => {
    expect(loadConfig({}).clockHeader).toBe(false);
    expect(loadConfig(prod).clockHeader).toBe(false);
    expect(loadConfig({ CLOCK_HEADER: 'on', NODE_ENV: 'test' }).clockHeader).toBe(true);
    expect(loadConfig({ CLOCK_HEADER: 'off' }).clockHeader).toBe(false);
  });
  it('is refused in production and when neither on nor off, naming the variable', () => {
    expect(() => loadConfig({ ...prod, CLOCK_HEADER: 'on' })).toThrow(/CLOCK_HEADER=on .*production refuses it/);
    expect(() => loadConfig({ CLOCK_HEADER: 'yes' })).toThrow(/CLOCK_HEADER must be on or off, got "yes"/);
  });
});

describe('password hash cost (PASSWORD_HASH_COST)', () => {
  const prod = { NODE_ENV: 'production', PURCHASE_SIGN_KEY: 'production-key-of-32-bytes-long!', SMS_OUTBOX_IN_PRODUCTION: '1' };
  it('takes a lower cost outside production (tests) and the default or more in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' })).not.toThrow();
    expect(() => loadConfig(prod)).not.toThrow();
    expect(() => loadConfig({ ...prod, PASSWORD_HASH_COST: '18' })).not.toThrow();
  });
  it('is refused below 17 in production and when not a whole number from 10 to 20, naming the variable', () => {
    expect(() => loadConfig({ ...prod, PASSWORD_HASH_COST: '10' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...prod, PASSWORD_HASH_COST: '16' })).toThrow(/PASSWORD_HASH_COST=16 .*production refuses less than 17/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST must be a whole number from 10 to 20 .*got "9"/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'low' })).toThrow(/PASSWORD_HASH_COST must be/);
  });
});

describe('payment gateway (PAY_GATEWAY)', () => {
  // A staging server: the SMS outbox allowed (SMS_PROVIDER, below).
  const prod = { NODE_ENV: 'production', PURCHASE_SIGN_KEY: 'production-key-of-32-bytes-long!', SMS_OUTBOX_IN_PRODUCTION: '1' };
  it('is the sandbox outside production and off in production by default', () => {
    expect(loadConfig({}).payments.gateways).toEqual(['sandbox']);
    expect(loadConfig(prod).payments.gateways).toEqual([]);
  });
  it('refuses the sandbox in production unless allowed, with a secret of your own', () => {
    expect(() => loadConfig({ ...prod, PAY_GATEWAY: 'sandbox' })).toThrow(/PAY_SANDBOX_IN_PRODUCTION=1/);
    expect(() => loadConfig({ ...prod, PAY_GATEWAY: 'sandbox', PAY_SANDBOX_IN_PRODUCTION: '1' })).toThrow(/PAY_SANDBOX_SECRET/);
    const allowed = loadConfig({
      ...prod,
      PAY_GATEWAY: 'sandbox',
      PAY_SANDBOX_IN_PRODUCTION: '1',
      PAY_SANDBOX_SECRET: 'a-staging-secret-0123',
    });
    expect(allowed.payments).toMatchObject({ gateways: ['sandbox'], notifySecret: 'a-staging-secret-0123', alipay: null, wechat: null });
  });

  // Keys made here, as the vendors' tools make them: PEM, or the bare base64 of the DER.
  const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  const app = pair();
  const alipay = pair();
  const merchant = pair();
  const platform = pair();
  const base64 = (key: KeyObject, type: 'pkcs8' | 'pkcs1' | 'spki') =>
    key.export({ format: 'der', type: type as 'pkcs8' }).toString('base64');
  const alipayEnv = {
    ALIPAY_APP_ID: '2021000100000001',
    ALIPAY_PRIVATE_KEY: base64(app.privateKey, 'pkcs1'),
    ALIPAY_PUBLIC_KEY: base64(alipay.publicKey, 'spki'),
  };
  const wechatEnv = {
    WECHAT_MCHID: '1900000109',
    WECHAT_APPID: 'wxd678efh567hg6787',
    WECHAT_SERIAL_NO: '3775B6A45ACD588826D15E583A95F5DD12345678',
    WECHAT_PRIVATE_KEY: merchant.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString().replace(/\n/g, '\\n'),
    WECHAT_APIV3_KEY: 'a'.repeat(32),
    WECHAT_PLATFORM_PUBLIC_KEY: platform.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    WECHAT_PLATFORM_SERIAL: 'PUB_KEY_ID_0114232134912410000000000000001',
  };

  it('takes alipay, wechat or both, each with all of its settings, keys in PEM or bare base64', () => {
    const both = loadConfig({ ...prod, PAY_GATEWAY: 'alipay,wechat', ...alipayEnv, ...wechatEnv });
    expect(both.payments.gateways).toEqual(['alipay', 'wechat']);
    expect(both.payments.alipay).toMatchObject({ appId: '2021000100000001', endpoint: 'https://openapi.alipay.com' });
    expect(both.payments.alipay!.privateKey).toContain('-----BEGIN PRIVATE KEY-----');
    expect(both.payments.alipay!.alipayPublicKey).toContain('-----BEGIN PUBLIC KEY-----');
    expect(both.payments.wechat).toMatchObject({ mchid: '1900000109', baseUrl: 'https://api.mch.weixin.qq.com/' });
    const sandbox = loadConfig({ PAY_GATEWAY: 'alipay', ...alipayEnv, ALIPAY_ENDPOINT: 'https://openapi-sandbox.dl.alipaydev.com' });
    expect(sandbox.payments).toMatchObject({ gateways: ['alipay'], wechat: null });
    expect(sandbox.payments.alipay!.endpoint).toBe('https://openapi-sandbox.dl.alipaydev.com');
    expect(loadConfig({ PAY_GATEWAY: 'wechat', ...wechatEnv, PAY_NOTIFY_ORIGIN: 'https://huashi.example.com/' }).payments).toMatchObject({
      gateways: ['wechat'],
      alipay: null,
      notifyOrigin: 'https://huashi.example.com',
    });
  });

  it('refuses a real gateway with a setting missing or wrong, naming it', () => {
    for (const name of Object.keys(alipayEnv)) {
      expect(() => loadConfig({ PAY_GATEWAY: 'alipay', ...alipayEnv, [name]: '' })).toThrow(new RegExp(`PAY_GATEWAY=alipay needs ${name}`));
    }
    for (const name of Object.keys(wechatEnv)) {
      expect(() => loadConfig({ PAY_GATEWAY: 'wechat', ...wechatEnv, [name]: '' })).toThrow(new RegExp(`PAY_GATEWAY=wechat needs ${name}`));
    }
    expect(() => loadConfig({ PAY_GATEWAY: 'alipay', ...alipayEnv, ALIPAY_PRIVATE_KEY: 'not a key' })).toThrow(
      /ALIPAY_PRIVATE_KEY must be an RSA private key/,
    );
    expect(() => loadConfig({ PAY_GATEWAY: 'alipay', ...alipayEnv, ALIPAY_PUBLIC_KEY: alipayEnv.ALIPAY_PRIVATE_KEY })).toThrow(
      /ALIPAY_PUBLIC_KEY holds a private key/,
    );
    expect(() => loadConfig({ PAY_GATEWAY: 'alipay', ...alipayEnv, ALIPAY_ENDPOINT: 'http://openapi.alipay.com' })).toThrow(
      /ALIPAY_ENDPOINT must be an https/,
    );
    expect(() => loadConfig({ PAY_GATEWAY: 'wechat', ...wechatEnv, WECHAT_APIV3_KEY: 'short' })).toThrow(/WECHAT_APIV3_KEY/);
    expect(() => loadConfig({ PAY_GATEWAY: 'wechat', ...wechatEnv, WECHAT_PLATFORM_SERIAL: wechatEnv.WECHAT_SERIAL_NO })).toThrow(
      /WECHAT_PLATFORM_SERIAL/,
    );
    expect(() => loadConfig({ PAY_GATEWAY: 'wechat', ...wechatEnv, PAY_NOTIFY_ORIGIN: 'huashi.example.com' })).toThrow(/PAY_NOTIFY_ORIGIN/);
    expect(() => loadConfig({ PAY_GATEWAY: 'alipay', ...alipayEnv, MARKET_NOW: '2026-11-17T11:45:00+08:00' })).toThrow(/MARKET_NOW/);
  });

  it('refuses unknown names and mixes with off or the sandbox', () => {
    expect(() => loadConfig({ PAY_GATEWAY: 'paypal' })).toThrow(/sandbox, off, alipay, wechat or alipay,wechat/);
    expect(() => loadConfig({ PAY_GATEWAY: 'alipay,alipay', ...alipayEnv })).toThrow(ConfigError);
    expect(() => loadConfig({ PAY_GATEWAY: 'sandbox,alipay', ...alipayEnv })).toThrow(/stand alone/);
  });
});

describe('SMS provider (SMS_PROVIDER)', () => {
  const prod = { NODE_ENV: 'production', PURCHASE_SIGN_KEY: 'production-key-of-32-bytes-long!' };
  const templates = {
    SMS_TEMPLATE_REG: 'SMS_100000001',
    SMS_TEMPLATE_RESET: 'SMS_100000002',
    SMS_TEMPLATE_PASSWORD: 'SMS_100000003',
    SMS_TEMPLATE_WITHDRAW: 'SMS_100000004',
    SMS_TEMPLATE_LOGIN: 'SMS_100000005',
  };
  const aliyunEnv = {
    SMS_PROVIDER: 'aliyun',
    SMS_SIGN_NAME: '花市',
    ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExample',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
    ...templates,
  };
  const tencentEnv = {
    SMS_PROVIDER: 'tencent',
    SMS_SIGN_NAME: '花市',
    TENCENT_SMS_SECRET_ID: 'AKIDexample',
    TENCENT_SMS_SECRET_KEY: 'secret',
    TENCENT_SMS_SDK_APP_ID: '1400000001',
    SMS_TEMPLATE_REG: '100001',
    SMS_TEMPLATE_RESET: '100002',
    SMS_TEMPLATE_PASSWORD: '100003',
    SMS_TEMPLATE_WITHDRAW: '100004',
    SMS_TEMPLATE_LOGIN: '100005',
  };

  it('is the local outbox by default outside production', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox' });
  });

  it('refuses the outbox in production unless SMS_OUTBOX_IN_PRODUCTION=1, naming the variable', () => {
    expect(() => loadConfig(prod)).toThrow(ConfigError);
    expect(() => loadConfig(prod)).toThrow(/SMS_OUTBOX_IN_PRODUCTION=1/);
    expect(() => loadConfig({ ...prod, SMS_PROVIDER: 'outbox' })).toThrow(/SMS_OUTBOX_IN_PRODUCTION=1/);
    expect(loadConfig({ ...prod, SMS_OUTBOX_IN_PRODUCTION: '1' }).sms).toEqual({ provider: 'outbox' });
    expect(loadConfig({ ...prod, ...aliyunEnv }).sms.provider).toBe('aliyun');
  });

  it('reads a vendor: keys, sign, the template of every purpose, its endpoint and timeout', () => {
    expect(loadConfig(aliyunEnv).sms).toEqual({
      provider: 'aliyun',
      accessKeyId: 'LTAI5tExample',
      accessKeySecret: 'secret',
      signName: '花市',
      templates: {
        reg: 'SMS_100000001',
        reset: 'SMS_100000002',
        password: 'SMS_100000003',
        withdraw: 'SMS_100000004',
        login: 'SMS_100000005',
      },
      noticeTemplate: null,
      endpoint: 'https://dysmsapi.aliyuncs.com',
      timeoutMs: 5000,
    });
    expect(loadConfig({ ...tencentEnv, SMS_ENDPOINT: 'http://127.0.0.1:9000/', SMS_TIMEOUT_SECONDS: '2' }).sms).toMatchObject({
      provider: 'tencent',
      sdkAppId: '1400000001',
      region: 'ap-guangzhou',
      templates: { reg: '100001', withdraw: '100004' },
      endpoint: 'http://127.0.0.1:9000',
      timeoutMs: 2000,
    });
    expect(loadConfig(tencentEnv).sms).toMatchObject({ endpoint: 'https://sms.tencentcloudapi.com' });
  });

  it('takes the inbox notice template (SMS_TEMPLATE_NOTICE) in the vendor’s form, or none', () => {
    expect(loadConfig({ ...aliyunEnv, SMS_TEMPLATE_NOTICE: 'SMS_100000009' }).sms).toMatchObject({ noticeTemplate: 'SMS_100000009' });
    expect(loadConfig({ ...tencentEnv, SMS_TEMPLATE_NOTICE: '100009' }).sms).toMatchObject({ noticeTemplate: '100009' });
    expect(() => loadConfig({ ...tencentEnv, SMS_TEMPLATE_NOTICE: 'SMS_1' })).toThrow(
      /SMS_TEMPLATE_NOTICE must be the approved template's id/,
    );
  });

  it.each([
    [{ SMS_PROVIDER: 'yunpian' }, /SMS_PROVIDER must be outbox, aliyun or tencent/],
    [{ ...aliyunEnv, SMS_SIGN_NAME: '' }, /SMS_PROVIDER=aliyun needs SMS_SIGN_NAME/],
    [{ ...aliyunEnv, ALIYUN_SMS_ACCESS_KEY_SECRET: '' }, /needs ALIYUN_SMS_ACCESS_KEY_SECRET/],
    [{ ...aliyunEnv, SMS_TEMPLATE_WITHDRAW: '' }, /needs SMS_TEMPLATE_WITHDRAW/],
    [{ ...aliyunEnv, SMS_TEMPLATE_RESET: '100002' }, /SMS_TEMPLATE_RESET must be the approved template's id such as SMS_/],
    [{ ...tencentEnv, SMS_TEMPLATE_REG: 'SMS_1' }, /SMS_TEMPLATE_REG must be the approved template's id/],
    [{ ...tencentEnv, TENCENT_SMS_SDK_APP_ID: 'app' }, /TENCENT_SMS_SDK_APP_ID must be/],
    [{ ...tencentEnv, SMS_ENDPOINT: 'http://sms.example.com' }, /SMS_ENDPOINT must be an https:\/\/ URL/],
    [{ ...tencentEnv, SMS_TIMEOUT_SECONDS: '0' }, /SMS_TIMEOUT_SECONDS must be between/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('Web Push (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT)', () => {
  const publicKey = `B${'A'.repeat(86)}`;
  const privateKey = 'A'.repeat(43);
  const production = { NODE_ENV: 'production', PURCHASE_SIGN_KEY: 'production-key-of-32-bytes-long!', SMS_OUTBOX_IN_PRODUCTION: '1' };

  it('generates a pair outside production and is off in production without keys', () => {
    expect(loadConfig({}).push).toEqual({ keys: null, generate: true, subject: 'mailto:dev@huashi.invalid' });
    expect(loadConfig(production).push).toMatchObject({ keys: null, generate: false });
  });

  it('takes a pair with a subject', () => {
    const env = { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:ops@example.com' };
    expect(loadConfig(env).push).toEqual({ keys: { publicKey, privateKey }, generate: false, subject: 'mailto:ops@example.com' });
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: publicKey }, /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/],
    [{ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: privateKey }, /VAPID_PUBLIC_KEY must be an uncompressed P-256 public key/],
    [{ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'abc' }, /VAPID_PRIVATE_KEY must be a P-256 private key/],
    [{ VAPID_SUBJECT: 'ops@example.com' }, /VAPID_SUBJECT must be a mailto: address or an https: URL/],
  ])('refuses %o, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
