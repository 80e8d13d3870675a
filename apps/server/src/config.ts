/**
 * Server configuration, read once from environment variables and validated at start.
 * A bad value stops the start with a message naming the variable (see README for the list).
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import type { PickupAddress } from '@huashi/domain';
import { passwordHashCost } from './auth/password';
import { DEFAULT_PICKUP_ADDRESS, pickupAddressFor } from './pickup';
import {
  DEFAULT_MARKET_HOTLINE,
  isContactPhone,
  normalizePhoneText,
  parseCommissionRate,
  parseSignKey,
  STANDING_SHARE_DEFAULT,
  SMS_PURPOSES,
  type SignKey,
  type SmsPurpose,
} from '@huashi/domain';

export type Config = {
  port: number;
  host: string;
  /** External PostgreSQL; when absent the embedded PostgreSQL under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  dbPoolSize: number;
  production: boolean;
  /** Pins the server clock (ISO 8601 instant) for demos and tests. */
  marketNow: Date | undefined;
  /** CLOCK_HEADER=on: a request's x-huashi-clock header sets the market clock for that request (tests; refused in production). */
  clockHeader: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Folder holding the built apps (buyer/ and operator/). */
  webDir: string;
  /** Lifetime of an operator sign issued by the seed or `npm run operator-sign`, in hours. */
  operatorSignTtlHours: number;
  /** AES key of the purchase sign (§9: a fixed key the client holds): 16, 24 or 32 bytes of UTF-8. */
  purchaseSignKey: SignKey;
  /** The weather provider's URL (Open-Meteo, Kunming); empty turns the weather off (the badge hides). */
  weatherUrl: string;
  /** The market's fixed self-pickup address (PICKUP_REGION, PICKUP_DETAIL). */
  pickupAddress: PickupAddress;
  /** The market's hotline (MARKET_HOTLINE): 联系我们 and /afterlist show it (/v2/open/get-customer's hotline). */
  marketHotline: string;
  /**
   * The proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (TRUST_PROXY): a comma-separated list of
   * addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal). False (the default): the
   * forwarded headers are ignored and the client address is the connection's.
   */
  trustProxy: string | false;
  /** Origins allowed to frame the embedded address managers /cpsix and /cpsixNew (EMBED_ORIGINS); 'self' by default. */
  embedOrigins: string[];
  /** How long a client may take to send a whole request (REQUEST_TIMEOUT_SECONDS), in milliseconds. */
  requestTimeoutMs: number;
  /** How long SIGTERM's drain may take before the process exits anyway (SHUTDOWN_GRACE_MS; src/http/drain.ts). */
  shutdownGraceMs: number;
  /**
   * Whether answers are checked against their response contracts (RESPONSE_CHECK; see src/http/responses.ts):
   * off (production default), log (development default) or fail (test default: a mismatch answers HTTP 500).
   */
  responseCheck: ResponseCheck;
  /** Where uploaded images are kept (UPLOAD_STORE): the local disk under DATA_DIR (default) or an S3-compatible store. */
  uploadStore: UploadStoreConfig;
  /** The payment gateways of top-ups (PAY_GATEWAY, PAY_SANDBOX_*, PAY_NOTIFY_ORIGIN, ALIPAY_*, WECHAT_*; see payments/). */
  payments: PaymentsConfig;
  /** Backups and WAL archiving (BACKUP_DIR, BACKUP_WAL, BACKUP_ARCHIVE_TIMEOUT, BACKUP_AT, BACKUP_KEEP_DAYS; see src/backup/). */
  backup: BackupConfig;
  /** Where verification codes go (SMS_PROVIDER, SMS_*, ALIYUN_SMS_*, TENCENT_SMS_*; see sms/). */
  sms: SmsConfig;
  /**
   * Who may read GET /metrics (routes/metrics.ts): clients whose address is in METRICS_ALLOW (addresses, CIDR ranges or
   * loopback/linklocal/uniquelocal; default loopback) or that send METRICS_TOKEN as a Bearer token.
   */
  metrics: MetricsAccessConfig;
  /**
   * STANDING_SHARE: the share of each lot the standing orders of the 11:30 opening may take together (issue 32), a
   * fraction 0–1 or a percent ("50%"); default 0.5.
   */
  standingShare: number;
  /** SEED_LOTS: the generated stock of a day holds at least this many lots (e.g. 10000 for bench:operator); unset → as generated. */
  seedLots: number | undefined;
  /**
   * SUPPLIER_COMMISSION: the market's commission on a supplier's sales at settlement price, a rate 0 ≤ r < 1 with at
   * most 4 decimals ("0.05" = 5 %), held in basis points (500); 0 by default (domain/settlement.ts).
   */
  supplierCommissionBp: number;
  /** Web Push (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT; services/inboxDelivery.ts, issue 33). */
  push: PushConfig;
};

/** A VAPID key pair as web-push takes it: the P-256 public point (65 bytes) and private scalar (32 bytes), base64url. */
export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * Web Push: `keys` from VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY; without them, outside production a pair is generated once
 * and kept in DATA_DIR/vapid.json (`generate`, stable across restarts, so subscriptions survive), and in production
 * push is off (`keys` null, `generate` false: the start says so). `subject` (VAPID_SUBJECT) is the mailto: or https:
 * contact the push services see in the VAPID token.
 */
export type PushConfig = { keys: VapidKeys | null; generate: boolean; subject: string };

/** The subject outside production when VAPID_SUBJECT is unset. */
export const DEV_VAPID_SUBJECT = 'mailto:dev@huashi.invalid';

/** Whether `text` is base64url of exactly `bytes` bytes. */
function base64urlOf(text: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(text) && Buffer.from(text, 'base64url').length === bytes;
}

function push(env: NodeJS.ProcessEnv, production: boolean): PushConfig {
  const publicKey = (env.VAPID_PUBLIC_KEY ?? '').trim();
  const privateKey = (env.VAPID_PRIVATE_KEY ?? '').trim();
  const subject = (env.VAPID_SUBJECT ?? '').trim();
  if (subject && !/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/.test(subject)) {
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: address or an https: URL (e.g. mailto:ops@example.com), got "${subject}"`);
  }
  if (!publicKey && !privateKey) return { keys: null, generate: !production, subject: subject || DEV_VAPID_SUBJECT };
  if (!publicKey || !privateKey)
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (npx web-push generate-vapid-keys)');
  if (!base64urlOf(publicKey, 65) || publicKey.length !== 87 || Buffer.from(publicKey, 'base64url')[0] !== 4) {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key, 65 bytes in base64url (npx web-push generate-vapid-keys)',
    );
  }
  if (!base64urlOf(privateKey, 32)) {
    throw new ConfigError('VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in base64url (npx web-push generate-vapid-keys)');
  }
  if (production && !subject) throw new ConfigError('VAPID_SUBJECT must be set with the VAPID keys in production (mailto:… or https://…)');
  return { keys: { publicKey, privateKey }, generate: false, subject: subject || DEV_VAPID_SUBJECT };
}

export type MetricsAccessConfig = { allow: string[]; token: string | null };

export type BackupConfig = {
  /** Where backups are written and (embedded PostgreSQL) the WAL is archived, in `wal/`. */
  dir: string;
  /** Whether the embedded PostgreSQL archives its WAL (BACKUP_WAL=off turns it off). */
  walArchive: boolean;
  /** At most this many seconds pass before a WAL segment with changes is archived (BACKUP_ARCHIVE_TIMEOUT). */
  archiveTimeoutSeconds: number;
  /** The daily backup's time of day in Beijing time, as [hour, minute] (BACKUP_AT); undefined: no daily backup. */
  at: [number, number] | undefined;
  /** Backups older than this many days are removed, with the WAL only they needed (the newest one always stays). */
  keepDays: number;
};

function backupConfig(env: NodeJS.ProcessEnv, dataDir: string, cwd: string, production: boolean): BackupConfig {
  const wal = (env.BACKUP_WAL || 'on').trim();
  if (wal !== 'on' && wal !== 'off') throw new ConfigError(`BACKUP_WAL must be on or off, got "${wal}"`);
  const atRaw = (env.BACKUP_AT ?? (production ? '03:30' : 'off')).trim();
  let at: [number, number] | undefined;
  if (atRaw !== 'off') {
    const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(atRaw);
    if (!match) throw new ConfigError(`BACKUP_AT must be a time of day such as 03:30 (Beijing time) or off, got "${atRaw}"`);
    at = [Number(match[1]), Number(match[2])];
  }
  return {
    dir: path.resolve(cwd, env.BACKUP_DIR || path.join(dataDir, 'backups')),
    walArchive: wal === 'on',
    archiveTimeoutSeconds: int(env, 'BACKUP_ARCHIVE_TIMEOUT', 60, 1, 3600),
    at,
    keepDays: int(env, 'BACKUP_KEEP_DAYS', 14, 1, 3660),
  };
}

/** The gateways PAY_GATEWAY can name: the local sandbox (both ways) or the real ones (one way each). */
export const PAYMENT_GATEWAYS = ['sandbox', 'alipay', 'wechat'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** Alipay's OpenAPI (当面付 precreate, RSA2 keys in 公钥模式): ALIPAY_* variables. */
export type AlipayConfig = {
  appId: string;
  /** The application's private key (PKCS#8 PEM, whatever form it was given in). */
  privateKey: string;
  /** Alipay's public key (SPKI PEM): checks notifies and answers. */
  alipayPublicKey: string;
  /** https://openapi.alipay.com, or Alipay's sandbox https://openapi-sandbox.dl.alipaydev.com. */
  endpoint: string;
};

/** WeChat Pay APIv3 (Native): WECHAT_* variables. */
export type WechatConfig = {
  mchid: string;
  appid: string;
  /** The merchant API certificate's serial number (signs our requests with privateKey). */
  serialNo: string;
  /** The merchant API private key (PKCS#8 PEM). */
  privateKey: string;
  /** The APIv3 key (32 bytes): decrypts the notify's resource (AEAD_AES_256_GCM). */
  apiV3Key: string;
  /** WeChat Pay's public key (or platform certificate's key, SPKI PEM): checks notifies and answers. */
  platformPublicKey: string;
  /** Its id (PUB_KEY_ID_…) or the platform certificate's serial, as WeChat sends it in Wechatpay-Serial. */
  platformSerial: string;
  /** https://api.mch.weixin.qq.com/ */
  baseUrl: string;
};

/**
 * gateways: PAY_GATEWAY — [] (off: the default in production), ['sandbox'] (the local 沙箱支付, no real money; the
 * default outside production, where production runs it only with PAY_SANDBOX_IN_PRODUCTION=1 and a secret of its own),
 * or the real ones: alipay, wechat or both (alipay,wechat), each taking its own pay way.
 * notifySecret: the HMAC key the sandbox signs its notifies with.
 * notifyOrigin: PAY_NOTIFY_ORIGIN, the public origin the real gateways post their notifies to (null: the origin the
 * buyer's browser reached).
 */
export type PaymentsConfig = {
  gateways: PaymentGatewayName[];
  notifySecret: string;
  notifyOrigin: string | null;
  alipay: AlipayConfig | null;
  wechat: WechatConfig | null;
};

/** Development default of PAY_SANDBOX_SECRET. */
export const DEFAULT_PAY_SANDBOX_SECRET = 'huashi-sandbox-notify-secret';
export const DEFAULT_ALIPAY_ENDPOINT = 'https://openapi.alipay.com';
export const DEFAULT_WECHAT_BASE_URL = 'https://api.mch.weixin.qq.com/';

function required(env: NodeJS.ProcessEnv, name: string, why: string): string {
  const value = (env[name] ?? '').trim();
  if (!value) throw new ConfigError(`${why} needs ${name}`);
  return value;
}

/**
 * An RSA key as PEM (PKCS#8 private, SPKI public) from what the vendors' tools give: PEM (real or \n-escaped line
 * breaks), a certificate (public), or the bare base64 of the key (PKCS#8 / PKCS#1 private, SPKI / PKCS#1 public).
 */
function rsaKey(env: NodeJS.ProcessEnv, name: string, kind: 'private' | 'public', why: string): string {
  const raw = required(env, name, why).replace(/\\n/g, '\n');
  const pem = raw.includes('-----BEGIN');
  const der = pem ? null : Buffer.from(raw.replace(/\s+/g, ''), 'base64');
  const attempts: (() => KeyObject)[] =
    kind === 'private'
      ? pem
        ? [() => createPrivateKey(raw)]
        : [
            () => createPrivateKey({ key: der!, format: 'der', type: 'pkcs8' }),
            () => createPrivateKey({ key: der!, format: 'der', type: 'pkcs1' }),
          ]
      : pem
        ? [() => createPublicKey(raw)]
        : [
            () => createPublicKey({ key: der!, format: 'der', type: 'spki' }),
            () => createPublicKey({ key: der!, format: 'der', type: 'pkcs1' }),
          ];
  if (kind === 'public' && looksPrivate(raw, der)) throw new ConfigError(`${name} holds a private key: give the public key`);
  for (const attempt of attempts) {
    try {
      const key = attempt();
      if (key.asymmetricKeyType !== 'rsa') break;
      return key.export(kind === 'private' ? { type: 'pkcs8', format: 'pem' } : { type: 'spki', format: 'pem' }).toString();
    } catch {
      // the next form
    }
  }
  throw new ConfigError(`${name} must be an RSA ${kind} key (PEM, or the base64 text the vendor's key tool gives)`);
}

/** Whether the text is a private key (Node would derive a public key from it without a word). */
function looksPrivate(raw: string, der: Buffer | null): boolean {
  const tries = der
    ? [
        () => createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }),
        () => createPrivateKey({ key: der, format: 'der', type: 'pkcs1' }),
      ]
    : [() => createPrivateKey(raw)];
  return tries.some((attempt) => {
    try {
      attempt();
      return true;
    } catch {
      return false;
    }
  });
}

/** A gateway's base URL: https, or http on this machine only (a local stand-in of the vendor in tests). */
function gatewayUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = (env[name] ?? '').trim() || fallback;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  const local = url?.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (!url || !(url.protocol === 'https:' || local) || url.search || url.hash) {
    throw new ConfigError(`${name} must be an https:// URL such as ${fallback}, got "${raw}"`);
  }
  return raw;
}

function alipayConfig(env: NodeJS.ProcessEnv): AlipayConfig {
  const why = 'PAY_GATEWAY=alipay';
  const appId = required(env, 'ALIPAY_APP_ID', why);
  if (!/^\d{6,32}$/.test(appId)) throw new ConfigError(`ALIPAY_APP_ID must be the application's number (APPID), got "${appId}"`);
  return {
    appId,
    privateKey: rsaKey(env, 'ALIPAY_PRIVATE_KEY', 'private', why),
    alipayPublicKey: rsaKey(env, 'ALIPAY_PUBLIC_KEY', 'public', why),
    endpoint: gatewayUrl(env, 'ALIPAY_ENDPOINT', DEFAULT_ALIPAY_ENDPOINT).replace(/\/+$/, ''),
  };
}

function wechatConfig(env: NodeJS.ProcessEnv): WechatConfig {
  const why = 'PAY_GATEWAY=wechat';
  const mchid = required(env, 'WECHAT_MCHID', why);
  if (!/^\d{6,32}$/.test(mchid)) throw new ConfigError(`WECHAT_MCHID must be the merchant number (商户号), got "${mchid}"`);
  const appid = required(env, 'WECHAT_APPID', why);
  const serialNo = required(env, 'WECHAT_SERIAL_NO', why);
  if (!/^[0-9A-Fa-f]{8,64}$/.test(serialNo)) {
    throw new ConfigError(`WECHAT_SERIAL_NO must be the merchant API certificate's serial number (hex), got "${serialNo}"`);
  }
  const apiV3Key = required(env, 'WECHAT_APIV3_KEY', why);
  if (Buffer.byteLength(apiV3Key) !== 32) throw new ConfigError('WECHAT_APIV3_KEY must be the 32-character APIv3 key');
  const platformSerial = required(env, 'WECHAT_PLATFORM_SERIAL', why);
  if (platformSerial === serialNo) {
    throw new ConfigError(
      "WECHAT_PLATFORM_SERIAL is WeChat Pay's public key id (PUB_KEY_ID_…) or platform certificate serial, not the merchant's",
    );
  }
  const baseUrl = gatewayUrl(env, 'WECHAT_BASE_URL', DEFAULT_WECHAT_BASE_URL);
  return {
    mchid,
    appid,
    serialNo,
    privateKey: rsaKey(env, 'WECHAT_PRIVATE_KEY', 'private', why),
    apiV3Key,
    platformPublicKey: rsaKey(env, 'WECHAT_PLATFORM_PUBLIC_KEY', 'public', why),
    platformSerial,
    baseUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
  };
}

function payments(env: NodeJS.ProcessEnv, production: boolean): PaymentsConfig {
  const raw = (env.PAY_GATEWAY ?? '').trim();
  const names = raw === '' ? [production ? 'off' : 'sandbox'] : raw.split(',').map((name) => name.trim());
  const known = ['off', ...PAYMENT_GATEWAYS] as string[];
  if (names.some((name) => !known.includes(name)) || new Set(names).size !== names.length) {
    throw new ConfigError(`PAY_GATEWAY must be sandbox, off, alipay, wechat or alipay,wechat, got "${raw}"`);
  }
  if (names.length > 1 && (names.includes('off') || names.includes('sandbox'))) {
    throw new ConfigError(`PAY_GATEWAY: off and sandbox stand alone (the sandbox takes both pay ways), got "${raw}"`);
  }
  const gateways = names.filter((name): name is PaymentGatewayName => name !== 'off');
  const secret = env.PAY_SANDBOX_SECRET ?? '';
  if (gateways.includes('sandbox') && production) {
    if (env.PAY_SANDBOX_IN_PRODUCTION !== '1') {
      throw new ConfigError(
        'PAY_GATEWAY=sandbox takes no real money: production refuses it unless PAY_SANDBOX_IN_PRODUCTION=1 (a demo or staging server)',
      );
    }
    if (secret.length < 16 || secret === DEFAULT_PAY_SANDBOX_SECRET) {
      throw new ConfigError('PAY_SANDBOX_SECRET must be set to your own secret (at least 16 characters) in production');
    }
  }
  const real = gateways.includes('alipay') || gateways.includes('wechat');
  if (real && env.MARKET_NOW) {
    throw new ConfigError(
      "MARKET_NOW pins the clock: the real payment gateways need the real time (their QR expiry, the notifies' freshness); unset one of them",
    );
  }
  const origin = (env.PAY_NOTIFY_ORIGIN ?? '').trim().replace(/\/+$/, '');
  if (origin && !/^https?:\/\/[^/?#]+$/.test(origin)) {
    throw new ConfigError(`PAY_NOTIFY_ORIGIN must be the server's public origin such as https://huashi.example.com, got "${origin}"`);
  }
  return {
    gateways,
    notifySecret: secret || DEFAULT_PAY_SANDBOX_SECRET,
    notifyOrigin: origin || null,
    alipay: gateways.includes('alipay') ? alipayConfig(env) : null,
    wechat: gateways.includes('wechat') ? wechatConfig(env) : null,
  };
}

/** The SMS vendors SMS_PROVIDER can name besides the local outbox. */
export const SMS_VENDORS = ['aliyun', 'tencent'] as const;
export type SmsVendor = (typeof SMS_VENDORS)[number];

/**
 * SMS_PROVIDER: outbox (the default: sends nothing, keeps the codes for GET /api/dev/sms-outbox; production refuses
 * it unless SMS_OUTBOX_IN_PRODUCTION=1), aliyun (Alibaba Cloud SMS) or tencent (Tencent Cloud SMS). A vendor sends
 * the approved template of each purpose (SMS_TEMPLATE_REG, _RESET, _PASSWORD, _WITHDRAW) under SMS_SIGN_NAME, with
 * the code as its one variable, to `endpoint` (SMS_ENDPOINT), waiting at most timeoutMs (SMS_TIMEOUT_SECONDS).
 */
export type SmsConfig =
  | { provider: 'outbox' }
  | {
      provider: 'aliyun';
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templates: Record<SmsPurpose, string>;
      /** SMS_TEMPLATE_NOTICE: the approved template of inbox notices (variables kind and detail); null: no SMS notices. */
      noticeTemplate: string | null;
      endpoint: string;
      timeoutMs: number;
    }
  | {
      provider: 'tencent';
      secretId: string;
      secretKey: string;
      sdkAppId: string;
      region: string;
      signName: string;
      templates: Record<SmsPurpose, string>;
      /** SMS_TEMPLATE_NOTICE: the approved template of inbox notices (variables kind and detail); null: no SMS notices. */
      noticeTemplate: string | null;
      endpoint: string;
      timeoutMs: number;
    };

export const DEFAULT_ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';
export const DEFAULT_TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com';

/** SMS_TEMPLATE_<PURPOSE> of every purpose: an Alibaba template code (SMS_…) or a Tencent template id (digits). */
function smsTemplates(env: NodeJS.ProcessEnv, vendor: SmsVendor): Record<SmsPurpose, string> {
  const pattern = vendor === 'aliyun' ? /^SMS_\d+$/ : /^\d+$/;
  const example = vendor === 'aliyun' ? 'SMS_154950909' : '1234567';
  return Object.fromEntries(
    SMS_PURPOSES.map((purpose) => {
      const name = `SMS_TEMPLATE_${purpose.toUpperCase()}`;
      const id = required(env, name, `SMS_PROVIDER=${vendor}`);
      if (!pattern.test(id)) throw new ConfigError(`${name} must be the approved template's id such as ${example}, got "${id}"`);
      return [purpose, id];
    }),
  ) as Record<SmsPurpose, string>;
}

/** SMS_TEMPLATE_NOTICE (optional): the vendor's approved inbox-notice template, its variables `kind` and `detail`. */
function smsNoticeTemplate(env: NodeJS.ProcessEnv, vendor: SmsVendor): string | null {
  const id = (env.SMS_TEMPLATE_NOTICE ?? '').trim();
  if (!id) return null;
  const pattern = vendor === 'aliyun' ? /^SMS_\d+$/ : /^\d+$/;
  if (!pattern.test(id))
    throw new ConfigError(
      `SMS_TEMPLATE_NOTICE must be the approved template's id such as ${vendor === 'aliyun' ? 'SMS_154950909' : '1234567'}, got "${id}"`,
    );
  return id;
}

function sms(env: NodeJS.ProcessEnv, production: boolean): SmsConfig {
  const provider = (env.SMS_PROVIDER ?? '').trim() || 'outbox';
  if (provider === 'outbox') {
    if (production && env.SMS_OUTBOX_IN_PRODUCTION !== '1') {
      throw new ConfigError(
        'SMS_PROVIDER=outbox sends no SMS: production refuses it unless SMS_OUTBOX_IN_PRODUCTION=1 (a staging server); set SMS_PROVIDER=aliyun or tencent',
      );
    }
    return { provider };
  }
  if (!(SMS_VENDORS as readonly string[]).includes(provider)) {
    throw new ConfigError(`SMS_PROVIDER must be outbox, aliyun or tencent, got "${provider}"`);
  }
  const vendor = provider as SmsVendor;
  const why = `SMS_PROVIDER=${vendor}`;
  const common = {
    signName: required(env, 'SMS_SIGN_NAME', why),
    templates: smsTemplates(env, vendor),
    noticeTemplate: smsNoticeTemplate(env, vendor),
    timeoutMs: int(env, 'SMS_TIMEOUT_SECONDS', 5, 1, 60) * 1000,
  };
  if (vendor === 'aliyun') {
    return {
      provider: vendor,
      accessKeyId: required(env, 'ALIYUN_SMS_ACCESS_KEY_ID', why),
      accessKeySecret: required(env, 'ALIYUN_SMS_ACCESS_KEY_SECRET', why),
      endpoint: gatewayUrl(env, 'SMS_ENDPOINT', DEFAULT_ALIYUN_SMS_ENDPOINT).replace(/\/+$/, ''),
      ...common,
    };
  }
  const sdkAppId = required(env, 'TENCENT_SMS_SDK_APP_ID', why);
  if (!/^\d+$/.test(sdkAppId))
    throw new ConfigError(`TENCENT_SMS_SDK_APP_ID must be the SMS application's SdkAppId (digits), got "${sdkAppId}"`);
  return {
    provider: vendor,
    secretId: required(env, 'TENCENT_SMS_SECRET_ID', why),
    secretKey: required(env, 'TENCENT_SMS_SECRET_KEY', why),
    sdkAppId,
    region: (env.TENCENT_SMS_REGION ?? '').trim() || 'ap-guangzhou',
    endpoint: gatewayUrl(env, 'SMS_ENDPOINT', DEFAULT_TENCENT_SMS_ENDPOINT).replace(/\/+$/, ''),
    ...common,
  };
}

/** UPLOAD_STORE=disk (DATA_DIR/uploads) or s3 with S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY. */
export type UploadStoreConfig =
  { kind: 'disk' } | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

export class ConfigError extends Error {}

export const RESPONSE_CHECKS = ['off', 'log', 'fail'] as const;
export type ResponseCheck = (typeof RESPONSE_CHECKS)[number];

/** RESPONSE_CHECK, else off in production, fail in test, log in development. */
function responseCheck(env: NodeJS.ProcessEnv, nodeEnv: string): ResponseCheck {
  const raw = env.RESPONSE_CHECK;
  if (raw === undefined || raw === '') return nodeEnv === 'production' ? 'off' : nodeEnv === 'test' ? 'fail' : 'log';
  if (!(RESPONSE_CHECKS as readonly string[]).includes(raw)) {
    throw new ConfigError(`RESPONSE_CHECK must be one of ${RESPONSE_CHECKS.join(', ')}, got "${raw}"`);
  }
  return raw as ResponseCheck;
}

/** Development default of PURCHASE_SIGN_KEY (16 bytes). Set your own in production. */
export const DEFAULT_PURCHASE_SIGN_KEY = 'HuashiPurchase16';

function purchaseSignKey(env: NodeJS.ProcessEnv, production: boolean): SignKey {
  const raw = env.PURCHASE_SIGN_KEY;
  if (production && (raw === undefined || raw === '' || raw === DEFAULT_PURCHASE_SIGN_KEY)) {
    throw new ConfigError(
      'PURCHASE_SIGN_KEY must be set to your own key (16, 24 or 32 bytes) in production; the development key is refused',
    );
  }
  const key = parseSignKey(raw === undefined || raw === '' ? DEFAULT_PURCHASE_SIGN_KEY : raw);
  if (!key) throw new ConfigError('PURCHASE_SIGN_KEY must be 16, 24 or 32 bytes long (UTF-8)');
  return key;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** Open-Meteo's current weather for Kunming (25.04 N, 102.71 E). */
export const DEFAULT_WEATHER_URL =
  'https://api.open-meteo.com/v1/forecast?latitude=25.04&longitude=102.71&current=temperature_2m,weather_code&timezone=Asia%2FShanghai';

function weatherUrl(env: NodeJS.ProcessEnv): string {
  const raw = env.WEATHER_URL;
  if (raw === undefined) return DEFAULT_WEATHER_URL;
  if (raw === '' || raw === 'off') return '';
  if (!/^https?:\/\//.test(raw)) throw new ConfigError(`WEATHER_URL must start with http:// or https:// (or be "off"), got "${raw}"`);
  return raw;
}

/** Longest hotline accepted: a number with its area code and an extension's worth of dashes. */
const HOTLINE_MAX = 20;

/** MARKET_HOTLINE: a phone people call (the domain's contact phone rule), normalised; unset or empty → the default. */
function marketHotline(env: NodeJS.ProcessEnv): string {
  const raw = normalizePhoneText(env.MARKET_HOTLINE ?? '');
  if (raw === '') return DEFAULT_MARKET_HOTLINE;
  if (!isContactPhone(raw) || raw.length > HOTLINE_MAX) {
    throw new ConfigError(
      `MARKET_HOTLINE must be a phone number of 10 to ${HOTLINE_MAX} digits, spaces, "-" or "+" (e.g. 400-871-6688 or 0871-67328888), got "${raw}"`,
    );
  }
  return raw;
}

/** SUPPLIER_COMMISSION: unset or empty → 0; else a rate the domain reads (parseCommissionRate), or the start stops. */
function supplierCommission(env: NodeJS.ProcessEnv): number {
  const raw = (env.SUPPLIER_COMMISSION ?? '').trim();
  if (raw === '') return 0;
  const bp = parseCommissionRate(raw);
  if (bp === null)
    throw new ConfigError(`SUPPLIER_COMMISSION must be a rate from 0 to below 1 with at most 4 decimals (e.g. 0.05 for 5 %), got "${raw}"`);
  return bp;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * A comma-separated list of addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal), as
 * TRUST_PROXY and METRICS_ALLOW take it; unset or empty → `fallback`. `role` names what the entries are in the message.
 */
function addressList(env: NodeJS.ProcessEnv, name: string, role: string, fallback: string[]): string[] {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return fallback;
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!(PROXY_NAMES.includes(entry) || (family !== 0 && okBits && extra === undefined))) {
      throw new ConfigError(
        `${name} must list ${role} addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated; "${entry}" is none of these`,
      );
    }
  }
  return entries;
}

/** TRUST_PROXY: addresses, CIDR ranges or proxy-addr's names, comma-separated; unset or empty trusts nobody. */
function trustProxy(env: NodeJS.ProcessEnv): string | false {
  const entries = addressList(env, 'TRUST_PROXY', 'proxy', []);
  return entries.length === 0 ? false : entries.join(',');
}

/** METRICS_TOKEN: at least this many characters (a scraper's secret, sent as a Bearer token). */
export const METRICS_TOKEN_MIN = 16;

/** METRICS_ALLOW (default loopback) and METRICS_TOKEN (none by default): who may read GET /metrics. */
function metricsAccess(env: NodeJS.ProcessEnv): MetricsAccessConfig {
  const token = (env.METRICS_TOKEN ?? '').trim();
  if (token && (token.length < METRICS_TOKEN_MIN || !/^[\x21-\x7e]+$/.test(token))) {
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN} printable characters without spaces (the scraper sends it as Authorization: Bearer …)`,
    );
  }
  return { allow: addressList(env, 'METRICS_ALLOW', 'scraper', ['loopback']), token: token || null };
}

/** EMBED_ORIGINS: the origins (scheme://host[:port]) that may frame /cpsix and /cpsixNew, comma- or space-separated. */
function embedOrigins(env: NodeJS.ProcessEnv): string[] {
  const raw = (env.EMBED_ORIGINS ?? '').trim();
  if (raw === '') return ["'self'"];
  const origins = raw.split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    let url: URL | undefined;
    try {
      url = new URL(origin);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
      throw new ConfigError(`EMBED_ORIGINS must list origins such as https://erp.example.com, comma-separated; "${origin}" is not one`);
    }
  }
  return ["'self'", ...origins.map((origin) => origin.replace(/\/$/, ''))];
}

function uploadStore(env: NodeJS.ProcessEnv): UploadStoreConfig {
  const kind = env.UPLOAD_STORE || 'disk';
  if (kind === 'disk') return { kind };
  if (kind !== 's3') throw new ConfigError(`UPLOAD_STORE must be disk or s3, got "${kind}"`);
  const need = (name: string): string => {
    const value = (env[name] ?? '').trim();
    if (!value) throw new ConfigError(`UPLOAD_STORE=s3 needs ${name}`);
    return value;
  };
  const endpoint = need('S3_ENDPOINT').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(endpoint)) {
    throw new ConfigError(`S3_ENDPOINT must be the store's origin such as https://s3.cn-south-1.example.com, got "${endpoint}"`);
  }
  const bucket = need('S3_BUCKET');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_BUCKET is not a bucket name: "${bucket}"`);
  return {
    kind,
    endpoint,
    bucket,
    region: (env.S3_REGION ?? '').trim() || 'us-east-1',
    accessKeyId: need('S3_ACCESS_KEY_ID'),
    secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://`);
  }
  let marketNow: Date | undefined;
  if (env.MARKET_NOW) {
    marketNow = new Date(env.MARKET_NOW);
    if (Number.isNaN(marketNow.getTime())) {
      throw new ConfigError(`MARKET_NOW must be an ISO 8601 instant such as 2026-11-20T11:45:00+08:00, got "${env.MARKET_NOW}"`);
    }
  }
  const logLevel = (env.LOG_LEVEL || 'warn') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const nodeEnv = env.NODE_ENV || 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnv}"`);
  }
  const production = nodeEnv === 'production';
  const clockHeader = (env.CLOCK_HEADER || 'off').trim();
  if (clockHeader !== 'on' && clockHeader !== 'off') throw new ConfigError(`CLOCK_HEADER must be on or off, got "${clockHeader}"`);
  if (production && clockHeader === 'on') {
    throw new ConfigError('CLOCK_HEADER=on lets a request set the market clock: production refuses it (tests only)');
  }
  // The password hash cost is read where hashes are made (auth/password.ts); checked here so a start refuses it.
  try {
    passwordHashCost(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  let pickupAddress = DEFAULT_PICKUP_ADDRESS;
  if (env.PICKUP_REGION || env.PICKUP_DETAIL) {
    const pickup = pickupAddressFor(
      env.PICKUP_REGION || DEFAULT_PICKUP_ADDRESS.districtId,
      env.PICKUP_DETAIL || DEFAULT_PICKUP_ADDRESS.address,
    );
    if (!pickup.ok) throw new ConfigError(pickup.reason);
    pickupAddress = pickup.value;
  }
  const dataDir = path.resolve(cwd, env.DATA_DIR || '.data');
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir,
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535),
    dbPoolSize: int(env, 'DB_POOL_SIZE', 10, 1, 200),
    production,
    marketNow,
    clockHeader: clockHeader === 'on',
    logLevel,
    webDir: path.resolve(cwd, env.WEB_DIR || 'apps'),
    operatorSignTtlHours: int(env, 'OPERATOR_SIGN_TTL_HOURS', 24 * 30, 1, 24 * 366),
    purchaseSignKey: purchaseSignKey(env, production),
    weatherUrl: weatherUrl(env),
    pickupAddress,
    marketHotline: marketHotline(env),
    trustProxy: trustProxy(env),
    metrics: metricsAccess(env),
    embedOrigins: embedOrigins(env),
    requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_SECONDS', 15, 1, 600) * 1000,
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 20_000, 0, 600_000),
    responseCheck: responseCheck(env, nodeEnv),
    uploadStore: uploadStore(env),
    payments: payments(env, production),
    sms: sms(env, production),
    standingShare: standingShare(env),
    seedLots: env.SEED_LOTS ? int(env, 'SEED_LOTS', 0, 0, 100_000) : undefined,
    supplierCommissionBp: supplierCommission(env),
    push: push(env, production),
    backup: backupConfig(env, dataDir, cwd, production),
  };
}

/** STANDING_SHARE: "0.5" or "50%" → 0.5; unset → STANDING_SHARE_DEFAULT; anything outside 0–1 is refused at start. */
function standingShare(env: NodeJS.ProcessEnv): number {
  const raw = (env.STANDING_SHARE ?? '').trim();
  if (!raw) return STANDING_SHARE_DEFAULT;
  const percent = raw.endsWith('%');
  const n = Number(percent ? raw.slice(0, -1) : raw) / (percent ? 100 : 1);
  if (!Number.isFinite(n) || n < 0 || n > 1)
    throw new ConfigError(`STANDING_SHARE must be a share 0–1 or a percent such as 50%, got "${raw}"`);
  return n;
}
