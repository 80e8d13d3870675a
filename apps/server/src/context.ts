import type { RsaKeys } from './auth/rsa';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Drain } from './http/drain';
import type { AppMetrics } from './metrics/metrics';

/** What every route and service gets: the database, the configuration, the clock and keys, the instance's drain state and this app's metrics. */
export type AppContext = {
  db: Db;
  config: Config;
  clock: Clock;
  rsa: RsaKeys;
  /** Whether this instance is draining (SIGTERM): /api/ready reads it. */
  drain: Drain;
  metrics: AppMetrics;
};

/** What a service needs that only reads and writes the database on the market clock (the demo seed calls such services). */
export type DbClock = Pick<AppContext, 'db' | 'clock'>;
