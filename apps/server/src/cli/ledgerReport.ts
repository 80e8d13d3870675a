/** The ledger check's report (npm run ledger:check, and npm run restore after a restore): true when the books balance. */
import { formatYuan } from '@huashi/domain';
import type { Db } from '../db/client';
import { ledgerMismatches } from '../services/ledger';

export async function reportLedger(db: Db): Promise<boolean> {
  const { buyers, mismatches } = await ledgerMismatches(db);
  if (mismatches.length === 0) {
    console.log(`ledger:check: OK — ${buyers} buyers, every balance and frozen amount equals the sum of its ledger.`);
    return true;
  }
  console.error(`ledger:check: ${mismatches.length} of ${buyers} buyers differ from their ledger:`);
  for (const m of mismatches) {
    console.error(
      `  buyer ${m.buyerId} (${m.phone}): balance ${formatYuan(m.balanceFen)}, ledger ${formatYuan(m.ledgerFen)}, difference ${formatYuan(m.differenceFen)}; ` +
        `frozen ${formatYuan(m.frozenFen)}, frozen ledger ${formatYuan(m.frozenLedgerFen)}, difference ${formatYuan(m.frozenDifferenceFen)}`,
    );
  }
  return false;
}
