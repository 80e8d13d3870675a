import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** Drizzle on the pool; `$client` is the pool itself (the group commit's prepared statements run on it). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A query runs on the pool or inside a transaction alike. */
export type DbOrTx = Db | Tx;
export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

// bigint columns (count(*), sums) come back as JS numbers: our amounts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export function connect(url: string, poolSize = 10): Database {
  // No connectionTimeoutMillis: it also bounds the wait for a free pool slot, and under the 11:30
  // rush requests must queue for the pool rather than fail. A database that is down refuses at once.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 10_000 });
  // A connection lost while the database goes away must never crash the server. The pool listens
  // on idle clients only; a client checked out (a transaction in progress) would emit its `error`
  // ("terminating connection due to unexpected postmaster exit") with nobody listening. Every client
  // gets a listener of its own: the query in flight is rejected anyway (→ 503), and the pool drops
  // the broken client when it is released, then reconnects on demand once the database is back.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema });
  return { db, pool, close: () => pool.end() };
}

/** Connection-level SQLSTATEs: class 08, shutdown / crash / starting up (57P01–57P03), too many connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether an error means "the database cannot be reached right now" (down, restarting, crash
 * recovery, connection lost) rather than a fault of ours. Drizzle wraps the driver's error in
 * `cause`, so the whole chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

export { migrateDb } from './migrations';
