/**
 * `npm run ledger:check` — the reconciliation of issue 17: every buyer's balance must equal the sum of their ledger
 * rows (balance_ledger.io_value_fen) and their frozen amount the sum of frozen_delta_fen. Prints each buyer whose
 * figures differ (id, phone, balance and frozen against their ledger sums, differences) and exits
 * 1 when any does, 0 when the books balance. The database is the server's: DATABASE_URL, or the embedded PostgreSQL
 * under DATA_DIR (the running server's, or started for the command and stopped after), as staff:create finds it.
 */
import { loadConfig } from '../config';
import { openCliDatabase } from './database';
import { reportLedger } from './ledgerReport';

async function main() {
  const config = loadConfig();
  const { database, close } = await openCliDatabase(config);
  try {
    if (!(await reportLedger(database.db))) process.exitCode = 1;
  } catch (error) {
    console.error(`ledger:check: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  } finally {
    await close();
  }
}

void main();
