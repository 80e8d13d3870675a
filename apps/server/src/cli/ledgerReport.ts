/**
 * The ledger check's report (npm run ledger:check, after seed:year and after a restore): true when the books balance
 * and the claim rate's rollup (supplier_claim_days, kept by triggers) equals a recount of its last 31 days, and so does
 * the price board's (market_days, issue 33).
 */
import { formatYuan } from '@huashi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { claimRollupDifferences } from '../services/claimRates';
import { ledgerMismatches } from '../services/ledger';
import { marketRollupDifferences } from '../services/market';

export async function reportLedger(db: Db): Promise<boolean> {
  const balances = await reportBalances(db);
  const rollup = await reportClaimRollup(db);
  const market = await reportMarketRollup(db);
  return balances && rollup && market;
}

async function reportMarketRollup(db: Db): Promise<boolean> {
  const [table] = (await db.execute<{ present: boolean }>(sql`select to_regclass('market_days') is not null as present`)).rows;
  if (!table?.present) {
    console.log(`ledger:check: no price board rollup in this database (before migration 0025): not checked.`);
    return true;
  }
  const { keys, since, differences } = await marketRollupDifferences(db);
  if (differences.length === 0) {
    console.log(`ledger:check: OK — the price board's rollup equals a recount (${keys} variety days${since ? ` since ${since}` : ''}).`);
    return true;
  }
  console.error(`ledger:check: the price board's rollup differs from a recount on ${differences.length} of ${keys} variety days:`);
  for (const d of differences)
    console.error(
      `  ${d.key}: kept ${d.kept ?? 'none'}, counted ${d.counted ?? 'none'} (bundles stems amount min/max per 扎 min/max per 枝)`,
    );
  return false;
}

async function reportClaimRollup(db: Db): Promise<boolean> {
  const [table] = (await db.execute<{ present: boolean }>(sql`select to_regclass('supplier_claim_days') is not null as present`)).rows;
  if (!table?.present) {
    console.log(`ledger:check: no claim rate rollup in this database (before migration 0015): not checked.`);
    return true;
  }
  const { days, since, differences } = await claimRollupDifferences(db);
  if (differences.length === 0) {
    console.log(`ledger:check: OK — the claim rate's rollup equals a recount (${days} supplier days${since ? ` since ${since}` : ''}).`);
    return true;
  }
  console.error(`ledger:check: the claim rate's rollup differs from a recount on ${differences.length} of ${days} supplier days:`);
  const text = (c: { delivered: number; accepted: number } | null) => (c ? `${c.accepted}/${c.delivered}` : 'none');
  for (const d of differences)
    console.error(`  supplier ${d.supplierId} ${d.day}: kept ${text(d.kept)}, counted ${text(d.counted)} (accepted/delivered)`);
  return false;
}

async function reportBalances(db: Db): Promise<boolean> {
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
