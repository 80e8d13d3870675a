import type { RsaKeys } from './auth/rsa';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';

/** What every route and service gets: the database, the configuration, the clock and keys. */
export type AppContext = {
  db: Db;
  config: Config;
  clock: Clock;
  rsa: RsaKeys;
};
