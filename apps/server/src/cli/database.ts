/**
 * The server's database for a command line tool (staff:create, ledger:check, backup): DATABASE_URL, or the embedded
 * PostgreSQL under DATA_DIR — the running server's when it answers, else started for the command and stopped after.
 */
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { connect, type Database } from '../db/client';
import { embeddedUrl, startEmbedded, type EmbeddedServer } from '../db/embedded';
import { walArchiveOf } from '../backup/backup';

/** The running server's embedded PostgreSQL, if it answers. */
async function runningEmbedded(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * The embedded PostgreSQL under DATA_DIR/pg, as the server (main.ts) and the commands start it: persistent, database
 * huashi on EMBEDDED_PG_PORT, its WAL archived into BACKUP_DIR/wal unless DATABASE_URL or BACKUP_WAL=off. `bulk`
 * (seed:year) starts it without WAL archiving and with room for a large load (a backup of the loaded database is taken
 * afterwards, not gigabytes of WAL during it); the server archives again from its next start.
 */
export function startDataDirPostgres(
  config: Config,
  opts: { bulk?: boolean; onEvent?: (message: string) => void } = {},
): Promise<EmbeddedServer> {
  return startEmbedded({
    dir: path.join(config.dataDir, 'pg'),
    port: config.embeddedPgPort,
    persistent: true,
    database: 'huashi',
    archive: opts.bulk ? undefined : walArchiveOf(config),
    settings: opts.bulk ? { max_wal_size: '8GB', checkpoint_timeout: '30min' } : undefined,
    onEvent: opts.onEvent,
  });
}

/** Opens the database (`bulk`: see startDataDirPostgres); `close` ends the pool and stops a PostgreSQL the command started. */
export async function openCliDatabase(
  config: Config,
  opts: { bulk?: boolean } = {},
): Promise<{ database: Database; close: () => Promise<void> }> {
  let embedded: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const own = embeddedUrl(config.embeddedPgPort, 'huashi');
    if (await runningEmbedded(own)) url = own;
    else {
      embedded = await startDataDirPostgres(config, opts);
      url = embedded.url('huashi');
    }
  }
  const database = connect(url, 2);
  return {
    database,
    close: async () => {
      await database.close().catch(() => {});
      await embedded?.stop().catch(() => {});
    },
  };
}
