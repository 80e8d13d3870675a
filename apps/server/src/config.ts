/**
 * Server configuration, read once from environment variables and validated at start.
 * A bad value stops the start with a message naming the variable (see README for the list).
 */
import path from 'node:path';

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
};

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
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
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(cwd, env.DATA_DIR || '.data'),
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535),
    dbPoolSize: int(env, 'DB_POOL_SIZE', 10, 1, 200),
    production: nodeEnv === 'production',
    marketNow,
    logLevel,
    webDir: path.resolve(cwd, env.WEB_DIR || 'apps'),
    operatorSignTtlHours: int(env, 'OPERATOR_SIGN_TTL_HOURS', 24 * 30, 1, 24 * 366),
  };
}
