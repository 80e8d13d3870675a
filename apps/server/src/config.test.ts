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
    });
    expect(c.marketNow).toBeUndefined();
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
    [{ NODE_ENV: 'production' }, /PURCHASE_SIGN_KEY must be set/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must list/],
    [{ EMBED_ORIGINS: 'erp.example.com' }, /EMBED_ORIGINS must list/],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, /REQUEST_TIMEOUT_SECONDS must be between/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('payment gateway (PAY_GATEWAY)', () => {
  const prod = { NODE_ENV: 'production', PURCHASE_SIGN_KEY: 'production-key-of-32-bytes-long!' };
  it('is the sandbox outside production and off in production by default', () => {
    expect(loadConfig({}).payments.gateway).toBe('sandbox');
    expect(loadConfig(prod).payments.gateway).toBe('off');
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
    expect(allowed.payments).toEqual({ gateway: 'sandbox', notifySecret: 'a-staging-secret-0123' });
  });
  it('refuses the real gateways (not built) and unknown names', () => {
    expect(() => loadConfig({ PAY_GATEWAY: 'alipay' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAY_GATEWAY: 'paypal' })).toThrow(/sandbox or off/);
  });
});
