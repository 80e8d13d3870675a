/**
 * `npm run ledger:check` — the reconciliation of issue 17: every buyer's balance must equal the sum of their ledger
 * rows (balance_ledger). Prints each buyer whose figures differ (id, phone, balance, ledger sum, difference) and exits
 * 1 when any does, 0 when the books balance. The database is the server's: DATABASE_URL, or the embedded PostgreSQL
 * under DATA_DIR (the running server's, or started for the command and stopped after), as staff:create finds it.
 */
import { formatYuan } from '@huashi/domain';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config';
import { connect } from '../db/client';
import { embeddedUrl, startEmbedded, type EmbeddedServer } from '../db/embedded';
import { ledgerMismatches } from '../services/ledger';

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

async function main() {
  const config = loadConfig();
  let embedded: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const own = embeddedUrl(config.embeddedPgPort, 'huashi');
    if (await runningEmbedded(own)) url = own;
    else {
      embedded = await startEmbedded({
        dir: path.join(config.dataDir, 'pg'),
        port: config.embeddedPgPort,
        persistent: true,
        database: 'huashi',
      });
      url = embedded.url('huashi');
    }
  }
  const database = connect(url, 2);
  try {
    const { buyers, mismatches } = await ledgerMismatches(database.db);
    if (mismatches.length === 0) {
      console.log(`ledger:check: OK — ${buyers} buyers, every balance equals the sum of its ledger.`);
    } else {
      console.error(`ledger:check: ${mismatches.length} of ${buyers} buyers differ from their ledger:`);
      for (const m of mismatches) {
        console.error(
          `  buyer ${m.buyerId} (${m.phone}): balance ${formatYuan(m.balanceFen)}, ledger ${formatYuan(m.ledgerFen)}, difference ${formatYuan(m.differenceFen)}`,
        );
      }
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`ledger:check: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  } finally {
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
  }
}

void main();
