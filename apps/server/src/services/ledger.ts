/**
 * The ledger is the truth (issue 17): every change of a buyer's balance or frozen amount is a balance_ledger row
 * written in the same transaction as the change (purchase.ts, cancellations.ts, adminBuyers.ts, recharges.ts,
 * withdrawals.ts, the seed's opening balances). This module reads it: the buyer's bills (/pc/finance/detail) and the
 * reconciliation that proves balance = sum of io_value and frozen = sum of frozen_delta for every buyer
 * (`npm run ledger:check`, cli/ledgerCheck.ts).
 */
import { checkBillRange, formatShanghaiDateTime, formatYuan, PAGE_SIZES } from '@huashi/domain';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { balanceLedger } from '../db/schema';
import { badRequest } from '../http/envelope';

export type BillQuery = { page: number; limit: number; start: string; end: string };

/** A buyer's ledger, newest first, a page at a time, within a date range (Shanghai calendar days, both included). */
export async function listBills(ctx: AppContext, buyerId: number, query: BillQuery) {
  const range = checkBillRange(query.start, query.end);
  if (!range.ok) throw badRequest(range.message);
  const { start, end } = range.range;
  const where: SQL[] = [eq(balanceLedger.buyerId, buyerId)];
  if (start) where.push(sql`${balanceLedger.createdAt} >= (${start}::date)::timestamp at time zone 'Asia/Shanghai'`);
  if (end) where.push(sql`${balanceLedger.createdAt} < (${end}::date + 1)::timestamp at time zone 'Asia/Shanghai'`);
  const limit = query.limit || PAGE_SIZES.bills;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(balanceLedger)
      .where(and(...where))
      .orderBy(desc(balanceLedger.createdAt), desc(balanceLedger.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    ctx.db
      .select({ n: count() })
      .from(balanceLedger)
      .where(and(...where)),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      ioNotice: row.ioNotice,
      ioValue: formatYuan(row.ioValueFen),
      frozenValue: formatYuan(row.frozenDeltaFen),
      balanceAfter: formatYuan(row.balanceAfterFen),
      createTime: formatShanghaiDateTime(row.createdAt) ?? '',
    })),
    pages: { total: total?.n ?? 0 },
  };
}

/** A buyer whose balance or frozen amount is not the sum of their ledger (differences are figure − ledger). */
export type LedgerMismatch = {
  buyerId: number;
  phone: string;
  balanceFen: number;
  ledgerFen: number;
  differenceFen: number;
  frozenFen: number;
  frozenLedgerFen: number;
  frozenDifferenceFen: number;
};

/** The market's totals the check adds up: every buyer's balance and frozen amount, and the sums of the ledger's columns. */
export type LedgerTotals = { balanceFen: number; ledgerFen: number; frozenFen: number; frozenLedgerFen: number };

/**
 * Every buyer whose balance or frozen amount differs from the sums of their ledger rows (none: the books balance), and
 * the totals over all buyers (a backup's manifest records them; a restore prints them against what it restored).
 */
export async function ledgerMismatches(db: DbOrTx): Promise<{ buyers: number; mismatches: LedgerMismatch[]; totals: LedgerTotals }> {
  type Sums = { id: number; phone: string; balance_fen: string; ledger_fen: string; frozen_fen: string; frozen_ledger_fen: string };
  const result = await db.execute<Sums>(sql`
    select b.id, b.phone, b.balance_fen::text as balance_fen, coalesce(l.total, 0)::text as ledger_fen,
      b.frozen_fen::text as frozen_fen, coalesce(l.frozen, 0)::text as frozen_ledger_fen
    from buyers b
    left join (
      select buyer_id, sum(io_value_fen) as total, sum(frozen_delta_fen) as frozen from balance_ledger group by buyer_id
    ) l on l.buyer_id = b.id
    order by b.id`);
  const mismatches: LedgerMismatch[] = [];
  const totals: LedgerTotals = { balanceFen: 0, ledgerFen: 0, frozenFen: 0, frozenLedgerFen: 0 };
  for (const row of result.rows) {
    const [balanceFen, ledgerFen] = [Number(row.balance_fen), Number(row.ledger_fen)];
    const [frozenFen, frozenLedgerFen] = [Number(row.frozen_fen), Number(row.frozen_ledger_fen)];
    totals.balanceFen += balanceFen;
    totals.ledgerFen += ledgerFen;
    totals.frozenFen += frozenFen;
    totals.frozenLedgerFen += frozenLedgerFen;
    if (balanceFen !== ledgerFen || frozenFen !== frozenLedgerFen) {
      mismatches.push({
        buyerId: Number(row.id),
        phone: row.phone,
        balanceFen,
        ledgerFen,
        differenceFen: balanceFen - ledgerFen,
        frozenFen,
        frozenLedgerFen,
        frozenDifferenceFen: frozenFen - frozenLedgerFen,
      });
    }
  }
  return { buyers: result.rows.length, mismatches, totals };
}
