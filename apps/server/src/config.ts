/**
 * Server configuration, read once from environment variables and validated at start.
 * A bad value stops the start with a message naming the variable (see README for the list).
 */
import { isIP } from 'node:net';
import path from 'node:path';
import type { PickupAddress } from '@huashi/domain';
import { DEFAULT_PICKUP_ADDRESS, pickupAddressFor } from './pickup';
import { parseSignKey, type SignKey } from '@huashi/domain';

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
  /**
   * Whether answers are checked against their response contracts (RESPONSE_CHECK; see src/http/responses.ts):
   * off (production default), log (development default) or fail (test default: a mismatch answers HTTP 500).
   */
  responseCheck: ResponseCheck;
  /** Where uploaded images are kept (UPLOAD_STORE): the local disk under DATA_DIR (default) or an S3-compatible store. */
  uploadStore: UploadStoreConfig;
  /** The payment gateway of top-ups (PAY_GATEWAY, PAY_SANDBOX_SECRET, PAY_SANDBOX_IN_PRODUCTION; see payments/). */
  payments: PaymentsConfig;
};

/**
 * sandbox: the local 沙箱支付 (no real money; the default outside production); off: no online top-up (the default in
 * production, where the sandbox runs only with PAY_SANDBOX_IN_PRODUCTION=1 and a secret of your own).
 * notifySecret: the HMAC key the gateway signs its notifies with.
 */
export type PaymentsConfig = { gateway: 'sandbox' | 'off'; notifySecret: string };

/** Development default of PAY_SANDBOX_SECRET. */
export const DEFAULT_PAY_SANDBOX_SECRET = 'huashi-sandbox-notify-secret';

function payments(env: NodeJS.ProcessEnv, production: boolean): PaymentsConfig {
  const raw = (env.PAY_GATEWAY ?? '').trim();
  const gateway = raw === '' ? (production ? 'off' : 'sandbox') : raw;
  if (gateway === 'alipay' || gateway === 'wechat') {
    throw new ConfigError(`PAY_GATEWAY=${gateway}: the real Alipay / WeChat Pay adapters are not built yet; use sandbox or off`);
  }
  if (gateway !== 'sandbox' && gateway !== 'off') throw new ConfigError(`PAY_GATEWAY must be sandbox or off, got "${raw}"`);
  const secret = env.PAY_SANDBOX_SECRET ?? '';
  if (gateway === 'sandbox' && production) {
    if (env.PAY_SANDBOX_IN_PRODUCTION !== '1') {
      throw new ConfigError(
        'PAY_GATEWAY=sandbox takes no real money: production refuses it unless PAY_SANDBOX_IN_PRODUCTION=1 (a demo or staging server)',
      );
    }
    if (secret.length < 16 || secret === DEFAULT_PAY_SANDBOX_SECRET) {
      throw new ConfigError('PAY_SANDBOX_SECRET must be set to your own secret (at least 16 characters) in production');
    }
  }
  return { gateway, notifySecret: secret || DEFAULT_PAY_SANDBOX_SECRET };
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

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: addresses, CIDR ranges or proxy-addr's names, comma-separated; unset or empty trusts nobody. */
function trustProxy(env: NodeJS.ProcessEnv): string | false {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '') return false;
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!(PROXY_NAMES.includes(entry) || (family !== 0 && okBits && extra === undefined))) {
      throw new ConfigError(
        `TRUST_PROXY must list proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated; "${entry}" is none of these`,
      );
    }
  }
  return entries.join(',');
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
  let pickupAddress = DEFAULT_PICKUP_ADDRESS;
  if (env.PICKUP_REGION || env.PICKUP_DETAIL) {
    const pickup = pickupAddressFor(
      env.PICKUP_REGION || DEFAULT_PICKUP_ADDRESS.districtId,
      env.PICKUP_DETAIL || DEFAULT_PICKUP_ADDRESS.address,
    );
    if (!pickup.ok) throw new ConfigError(pickup.reason);
    pickupAddress = pickup.value;
  }
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(cwd, env.DATA_DIR || '.data'),
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535),
    dbPoolSize: int(env, 'DB_POOL_SIZE', 10, 1, 200),
    production,
    marketNow,
    logLevel,
    webDir: path.resolve(cwd, env.WEB_DIR || 'apps'),
    operatorSignTtlHours: int(env, 'OPERATOR_SIGN_TTL_HOURS', 24 * 30, 1, 24 * 366),
    purchaseSignKey: purchaseSignKey(env, production),
    weatherUrl: weatherUrl(env),
    pickupAddress,
    trustProxy: trustProxy(env),
    embedOrigins: embedOrigins(env),
    requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_SECONDS', 15, 1, 600) * 1000,
    responseCheck: responseCheck(env, nodeEnv),
    uploadStore: uploadStore(env),
    payments: payments(env, production),
  };
}
