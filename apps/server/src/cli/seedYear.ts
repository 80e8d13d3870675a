/**
 * `npm run seed:year [-- --scale 0.1]` — a year of a busy market (issue 30) in a database of its own: DATABASE_URL, or
 * the embedded PostgreSQL under DATA_DIR (started for the command without WAL archiving, and stopped after; a running
 * server's is used when it answers). The database is migrated and seeded as the server does at start (the catalogue,
 * the demo buyers and staff), then src/seed/year.ts adds the year by set-based SQL, printing each table's rows and
 * seconds, and the ledger check runs at the end.
 *
 * Decisions: it refuses production (NODE_ENV=production: the year holds the demo logins) and a database that already
 * holds more orders than a fresh seed — there is no --force: a year goes into a fresh DATA_DIR (or database), and a
 * second run on the same one would only double the history. `now` is MARKET_NOW when set, else the clock.
 */
import { parseArgs } from 'node:util';
import { fixedClock, systemClock } from '../clock';
import { loadConfig } from '../config';
import { migrateDb } from '../db/client';
import { ensureDailyLots, seedIfEmpty } from '../seed';
import { generateYear, YearRefused } from '../seed/year';
import { openCliDatabase } from './database';
import { reportLedger } from './ledgerReport';

function fail(message: string): never {
  console.error(`seed:year: ${message}`);
  process.exit(2);
}

async function main() {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
  const scale = Number(values.scale);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10) fail(`--scale must be a number above 0 and at most 10, got "${values.scale}"`);
  const config = loadConfig();
  if (config.production) fail('refused in production: the year is demo data with published logins');
  const clock = config.marketNow ? fixedClock(config.marketNow) : systemClock;
  const started = performance.now();
  const { database, close } = await openCliDatabase(config, { bulk: true });
  try {
    await migrateDb(database.db);
    await seedIfEmpty(database.db, clock, { lots: config.seedLots });
    await ensureDailyLots(database.db, clock, { lots: config.seedLots });
    console.log(`seed:year: scale ${scale}, the 365 days up to ${clock.now().toISOString()}`);
    await generateYear(database.db, { now: clock.now(), scale, log: (line) => console.log(line) });
    const ok = await reportLedger(database.db);
    const [size] = (await database.pool.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size'))
      .rows;
    console.log(`seed:year: done in ${((performance.now() - started) / 1000).toFixed(0)} s; the database holds ${size?.size}.`);
    if (!ok) process.exitCode = 1;
  } catch (error) {
    console.error(`seed:year: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = error instanceof YearRefused ? 2 : 1;
  } finally {
    await close();
  }
}

void main();
