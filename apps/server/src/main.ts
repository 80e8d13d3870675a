/**
 * `npm start`: configuration → PostgreSQL (embedded under .data/ unless DATABASE_URL) →
 * migrations (one instance at a time: db/migrations.ts) → seed on first start → HTTP on PORT. Ctrl-C / SIGTERM drain it
 * (http/drain.ts) and stop it.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { startDataDirPostgres } from './cli/database';
import { scheduleDailyBackups } from './backup/daily';
import { systemClock, type Clock } from './clock';
import { ConfigError, loadConfig } from './config';
import { connect, migrateDb } from './db/client';
import type { EmbeddedServer } from './db/embedded';
import { drainAndClose } from './http/drain';
import { demoOperatorSign } from './operators/sign';
import { DEMO_BUYER, DEMO_SUPPLIER, demoLoginsLeft, ensureDailyLots, seedIfEmpty } from './seed';
import { DEMO_STAFF } from './seed/staff';

/** MARKET_NOW sets where the market clock starts; it then runs at normal speed. */
function startClock(marketNow: Date | undefined): Clock {
  if (!marketNow) return systemClock;
  const offset = marketNow.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/** An error as one line: the message of its innermost cause (a failed query's driver error), without a stack. */
function oneLine(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const message = inner instanceof Error ? inner.message || inner.name : String(inner);
  return message.split('\n')[0]!.replace(/[.。]$/, '');
}

// Last resort: whatever escapes is printed as one line and the process ends non-zero (the embedded
// PostgreSQL is told to shut down on exit). Causes are handled where they arise; this only makes
// sure nothing ends as a bare "UnhandledPromiseRejection … reason undefined".
process.on('unhandledRejection', (reason) => {
  console.error(`花市 stopped: unexpected error: ${oneLine(reason)}.`);
  process.exit(1);
});
process.on('uncaughtException', (error) => {
  console.error(`花市 stopped: unexpected error: ${oneLine(error)}.`);
  process.exit(1);
});

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`花市 cannot start: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const clock = startClock(config.marketNow);
  let embedded: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  if (!url) {
    console.log(`Starting the embedded PostgreSQL (data in ${path.join(config.dataDir, 'pg')}) …`);
    try {
      // With continuous WAL archiving into BACKUP_DIR/wal (backups and point-in-time restore: src/backup/). Events: the
      // postmaster dying, coming back (the server restarts it), or a leftover being stopped.
      embedded = await startDataDirPostgres(config, { onEvent: (message) => console.warn(`花市: ${message}`) });
    } catch (error) {
      console.error(`花市 cannot start: ${oneLine(error)}.`);
      process.exit(1);
    }
    url = embedded.url('huashi');
  }
  const database = connect(url, config.dbPoolSize);
  let closing = false;
  const stopDatabase = async () => {
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
  };
  try {
    await migrateDb(database.db);
    // Production gets the market's data but never the demo buyers and their known passwords.
    const seeded = await seedIfEmpty(database.db, clock, { demoBuyers: !config.production, lots: config.seedLots });
    if (seeded) console.log(config.production ? 'Seeded the market (no demo buyers in production).' : 'Seeded the demo market.');
    // The generated daily stock is the demo's (development only): in production each day's lots come from 入库管理.
    const added = config.production ? 0 : await ensureDailyLots(database.db, clock, { lots: config.seedLots });
    if (added > 0) console.log(`Added ${added} lots of today's arrivals.`);
    // Fresh statistics of the stock after a bulk seed (autovacuum would take up to a minute to gather them; until then
    // a 10,000-lot day is planned as if it were empty). Only the catalog the seed fills in bulk: statistics of the
    // nearly empty order and money tables would make prepared statements keep plans for tiny tables as they grow.
    if (seeded || added > 0) await database.db.execute(sql`analyze stock_lots, varieties, suppliers, categories, styles`);
    const demoLogins = config.production ? await demoLoginsLeft(database.db) : [];
    if (demoLogins.length > 0) {
      console.error(
        `花市 cannot start: in production the database still holds the demo logins ${demoLogins.join(', ')} with their published passwords (it was first started in development); use a new database (DATA_DIR or DATABASE_URL) or change their passwords.`,
      );
      await stopDatabase();
      process.exit(1);
    }
  } catch (error) {
    console.error(`花市 cannot start: the database could not be prepared (${oneLine(error)}).`);
    await stopDatabase();
    process.exit(1);
  }
  const { app, ctx } = await buildApp({ db: database.db, config, clock });
  // The daily backup at BACKUP_AT (production default 03:30 Beijing time), by whichever instance holds the lock.
  const stopBackups = scheduleDailyBackups(config, database, (message) => console.log(message), undefined, ctx.metrics);

  // SIGTERM (the service manager's stop, a rolling restart) and Ctrl-C drain the instance (http/drain.ts): not ready at
  // once, no new connections, every request in flight and queued purchase answered, live streams told to reconnect
  // elsewhere; then the database, then exit 0 — or, past SHUTDOWN_GRACE_MS, exit 1 anyway.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    stopBackups();
    console.log(`\n${signal}: draining 花市 (not ready; ${ctx.drain.inFlight} requests in flight; grace ${config.shutdownGraceMs} ms) …`);
    const outcome = await drainAndClose(app, ctx.drain, config.shutdownGraceMs);
    if (outcome.drained) console.log(`花市 drained in ${outcome.ms} ms: every request answered; stopping.`);
    else
      console.error(
        `花市: the grace period (SHUTDOWN_GRACE_MS=${config.shutdownGraceMs}) is over with ${outcome.open} requests still open; their connections were cut, stopping anyway.`,
      );
    await stopDatabase();
    process.exit(outcome.drained ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    console.error(
      inUse
        ? `花市 cannot start: port ${config.port} on ${config.host} is already in use by another program (choose another with PORT).`
        : `花市 cannot start: it cannot listen on ${config.host}:${config.port} (${oneLine(error)}).`,
    );
    await stopDatabase();
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://localhost:${port}`;
  const lines = [`花市 is running at ${base}/`, ''];
  if (!config.production) {
    const sign = await demoOperatorSign(database.db, clock, config.operatorSignTtlHours);
    lines.push(
      `  Buyer app:     ${base}/`,
      `  Demo buyer:    phone ${DEMO_BUYER.phone}  password ${DEMO_BUYER.password}`,
      `  Operator tool: ${base}/goodTp?sign=${encodeURIComponent(sign)}`,
      `  Supplier page: ${base}/supplier  (demo supplier: phone ${DEMO_SUPPLIER.phone}  password ${DEMO_SUPPLIER.password})`,
      `  Back office:   ${base}/admin  (demo staff: ${DEMO_STAFF.map((member) => `${member.loginName} / ${member.password}`).join(', ')}; admin and caiwu also need a code: npm run staff:code -- admin)`,
    );
    if (config.marketNow) lines.push(`  Market clock started at ${config.marketNow.toISOString()} (MARKET_NOW)`);
  }
  if (!config.push.keys && !config.push.generate) {
    lines.push('', '  Web Push is off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT to send push notifications.');
  }
  lines.push('', 'Press Ctrl-C to stop.');
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(`花市 cannot start: ${oneLine(error)}.`);
  process.exit(1);
});
