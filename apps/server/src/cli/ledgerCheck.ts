/**
 * `npm run ledger:check` — the reconciliation of issue 17: every buyer's balance must equal the sum of their ledger
 * rows (balance_ledger.io_value_fen) and their frozen amount the sum of frozen_delta_fen. Prints each buyer whose
 * figures differ (id, phone, balance and frozen against their ledger sums, differences) and exits
 * 1 when any does, 0 when the books balance. The database is the server's: DATABASE_URL, or the embedded PostgreSQL
 * under DATA_DIR (the running server's, or started for the command and stopped after), as staff:create finds it.
 */
import { formatYuan } from '@huashi/domain';
import { loadConfig } from '../config';
import { openCliDatabase } from './database';
import { ledgerMismatches } from '../services/ledger';

async function main() {
  const config = loadConfig();
  const { database, close } = await openCliDatabase(config);
  try {
    const { buyers, mismatches } = await ledgerMismatches(database.db);
    if (mismatches.length === 0) {
      console.log(`ledger:check: OK — ${buyers} buyers, every balance and frozen amount equals the sum of its ledger.`);
    } else {
      console.error(`ledger:check: ${mismatches.length} of ${buyers} buyers differ from their ledger:`);
      for (const m of mismatches) {
        console.error(
          `  buyer ${m.buyerId} (${m.phone}): balance ${formatYuan(m.balanceFen)}, ledger ${formatYuan(m.ledgerFen)}, difference ${formatYuan(m.differenceFen)}; ` +
            `frozen ${formatYuan(m.frozenFen)}, frozen ledger ${formatYuan(m.frozenLedgerFen)}, difference ${formatYuan(m.frozenDifferenceFen)}`,
        );
      }
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`ledger:check: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  } finally {
    await close();
  }
}

void main();
