/**
 * The day's report (日报, issue 31) of a Kunming calendar day: the sums the domain's dayReport rule lays out, read from
 * the database, for the PDF (print/dayReportPaper.ts) and the Excel sheet (deskExport/sheets.ts daySheet).
 *
 * Decisions:
 * - Every figure is a sum the database makes over the day alone (cheap at a year: 3 M orders, 4.2 M ledger rows):
 *   sales are the day's orders by orders_date_id_idx and their items; the ledger's rows of the day are one range of
 *   balance_ledger_created_idx (index-only: it covers ref_type and both amounts), summed by source and sign; claims
 *   filed by after_sales_created_idx, decided by after_sales_status_processed_idx.
 * - Buyers' balances held at an instant are each buyer's last running balance (balance_after_fen) before it, one probe
 *   of balance_ledger_buyer_idx per buyer (20,000 at a year), never a sum over the ledger's history: that is what
 *   makes the reconciliation a check (the domain's reconcileDay) rather than the same sum twice.
 * - Claims decided are those whose last decision (processed_at) fell on the day: refused (处理失败) and accepted (待赔付,
 *   已赔付, with the accepted amount). A claim accepted one day and paid the next counts as decided on the day it was
 *   paid (paying moves processed_at); its payment is in the ledger either way.
 */
import {
  auctionDate,
  dayReport,
  dayReportDateProblem,
  type DayLedgerRow,
  type DayReport,
  type DaySalesRow,
  type SessionType,
} from '@huashi/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { badRequest } from '../http/envelope';

/** The instant a Kunming calendar day starts, as SQL. */
const dayStart = (date: string) => sql`((${date}::date)::timestamp at time zone 'Asia/Shanghai')`;
const dayEnd = (date: string) => sql`((${date}::date + 1)::timestamp at time zone 'Asia/Shanghai')`;

async function salesOf(db: DbOrTx, date: string): Promise<DaySalesRow[]> {
  type Row = { session: SessionType; form: string; supplier_id: string; supplier_name: string; bundles: string; fen: string };
  const result = await db.execute<Row>(sql`
    select o.session, coalesce(s.name, '其他') as form, i.supplier_id, max(i.supplier_name) as supplier_name,
      sum(i.buy_qty)::text as bundles, sum(i.fee_goods)::text as fen
    from orders o
    join order_items i on i.order_id = o.id
    left join varieties v on v.flw_code = i.flw_code
    left join categories c on c.id = v.category_id
    left join styles s on s.id = c.style_id
    where o.auction_date = ${date}
    group by o.session, s.name, i.supplier_id`);
  return result.rows.map((row) => ({
    session: row.session,
    form: row.form,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    bundles: Number(row.bundles),
    fen: Number(row.fen),
  }));
}

async function ledgerOf(db: DbOrTx, date: string): Promise<DayLedgerRow[]> {
  type Row = { ref_type: string | null; io_sign: number; frozen_sign: number; rows: number; io: string; frozen: string };
  const result = await db.execute<Row>(sql`
    select ref_type, sign(io_value_fen)::int as io_sign, sign(frozen_delta_fen)::int as frozen_sign, count(*)::int as rows,
      sum(io_value_fen)::text as io, sum(frozen_delta_fen)::text as frozen
    from balance_ledger
    where created_at >= ${dayStart(date)} and created_at < ${dayEnd(date)}
    group by 1, 2, 3`);
  return result.rows.map((row) => ({
    source: row.ref_type,
    ioSign: row.io_sign,
    frozenSign: row.frozen_sign,
    rows: row.rows,
    ioFen: Number(row.io),
    frozenFen: Number(row.frozen),
  }));
}

async function claimsOf(db: DbOrTx, date: string) {
  type Row = { opened: number; accepted: number; accepted_fen: string; refused: number };
  const result = await db.execute<Row>(sql`
    select
      (select count(*)::int from after_sales where created_at >= ${dayStart(date)} and created_at < ${dayEnd(date)}) as opened,
      count(*) filter (where status in (8, 9, 10))::int as accepted,
      coalesce(sum(real_amount_fen) filter (where status in (8, 9, 10)), 0)::text as accepted_fen,
      count(*) filter (where status = 2)::int as refused
    from after_sales
    where status in (2, 8, 9, 10) and processed_at >= ${dayStart(date)} and processed_at < ${dayEnd(date)}`);
  const row = result.rows[0]!;
  return { opened: row.opened, accepted: row.accepted, acceptedFen: Number(row.accepted_fen), refused: row.refused };
}

/** Buyers' balances held just before `instant`: each buyer's last running balance, and how many hold one. */
async function heldBefore(db: DbOrTx, instant: ReturnType<typeof dayStart>) {
  type Row = { held: string; buyers: number };
  const result = await db.execute<Row>(sql`
    select coalesce(sum(l.balance_after_fen), 0)::text as held, count(*) filter (where l.balance_after_fen <> 0)::int as buyers
    from buyers b
    cross join lateral (
      select balance_after_fen from balance_ledger
      where buyer_id = b.id and created_at < ${instant}
      order by created_at desc, id desc
      limit 1
    ) l`);
  const row = result.rows[0]!;
  return { fen: Number(row.held), buyers: row.buyers };
}

/** The day's report of `date` (YYYY-MM-DD, a Kunming calendar day). */
export async function readDayReport(db: DbOrTx, date: string): Promise<DayReport> {
  const [sales, ledger, claims, opening, closing] = await Promise.all([
    salesOf(db, date),
    ledgerOf(db, date),
    claimsOf(db, date),
    heldBefore(db, dayStart(date)),
    heldBefore(db, dayEnd(date)),
  ]);
  return dayReport({
    date,
    sales,
    ledger,
    claims,
    held: { openingFen: opening.fen, closingFen: closing.fen, closingBuyers: closing.buyers },
  });
}

/** The day asked for ('' today on the market clock), refused with the domain's message when impossible or future. */
export function reportDayOf(ctx: AppContext, date: string): string {
  const now = ctx.clock.now();
  const day = date || auctionDate(now)!;
  const problem = dayReportDateProblem(day, now);
  if (problem) throw badRequest(problem);
  return day;
}
