/**
 * The buyer's watchlist (/watch, 关注与提醒, issue 33): list, save, delete. The alerts are services/watchAlerts.ts.
 *
 * Decisions (see also packages/domain/src/watch.ts):
 * - Saving the same target again (variety + grade + length, supplier, or lot) changes that watch's alerts: one
 *   watch per target (the unique index, nulls not distinct), written by one upsert.
 * - At most 50 watches a buyer: counted under a lock on the buyer's row (`for no key update`: purchases, which
 *   update the balance, are not blocked by it), so two saves at once cannot pass the limit.
 * - The target must exist: the variety, the supplier, or the lot (a lot of a past day is refused as missing).
 * - A row shows today's lowest list price per 扎 of what it follows, so the buyer sees how far the target is.
 */
import type { Watch } from '@huashi/api/contracts';
import {
  auctionDate,
  canAddWatch,
  formatYuan,
  lengthLabel,
  parseTargetPrice,
  watchAlertsProblem,
  watchSubjectText,
  watchTargetLink,
  WATCH_MESSAGES,
  type WatchTarget,
} from '@huashi/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { buyers, watches } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { BUYABLE_SQL } from './watchAlerts';

type WatchRecord = {
  id: number;
  target: WatchTarget;
  flw_code: string | null;
  flw_name: string | null;
  level_name: string | null;
  length_code: string | null;
  supplier_id: string | null;
  supplier_name: string | null;
  supplier_type: string | null;
  stock_id: number | null;
  image: string | null;
  lot_session: 'A' | 'C' | null;
  alert_arrived: boolean;
  alert_restock: boolean;
  target_price_fen: number | null;
  today_fen: number | null;
  created_at: Date | string;
};

/** A watch's row with what its target is called and today's lowest price per 扎 on sale. */
async function watchRecords(db: Db | Tx, today: string, buyerId: number, id?: number): Promise<WatchRecord[]> {
  const { rows } = await db.execute<WatchRecord>(sql`
    select w.id, w.target, coalesce(w.flw_code, lot.flw_code) as flw_code, v.name as flw_name,
           coalesce(w.level_name, lot.level_name) as level_name, coalesce(w.length_code, lot.length_code) as length_code,
           coalesce(w.supplier_id, lot.supplier_id) as supplier_id, s.name as supplier_name, s.type as supplier_type,
           w.stock_id, v.image, lot.session as lot_session,
           w.alert_arrived, w.alert_restock, w.target_price_fen, w.created_at,
           (select min(l.sale_price_fen * l.stems_per_bunch) from stock_lots l
             where l.auction_date = ${today}::date and ${BUYABLE_SQL}
               and case w.target
                     when 'variety' then l.flw_code = w.flw_code
                       and (w.level_name is null
                            or (length(w.level_name) = 1 and upper(left(l.level_name, 1)) = w.level_name)
                            or upper(l.level_name) = w.level_name)
                       and (w.length_code is null or l.length_code = w.length_code)
                     when 'supplier' then l.supplier_id = w.supplier_id
                     else l.id = w.stock_id end)::int as today_fen
      from watches w
      left join stock_lots lot on lot.id = w.stock_id
      left join varieties v on v.flw_code = coalesce(w.flw_code, lot.flw_code)
      left join suppliers s on s.id = coalesce(w.supplier_id, lot.supplier_id)
     where w.buyer_id = ${buyerId} ${id === undefined ? sql`` : sql`and w.id = ${id}`}
     order by w.created_at desc, w.id desc`);
  return rows;
}

function watchView(row: WatchRecord): Watch {
  const lengthText = row.length_code ? lengthLabel(row.length_code) : null;
  const subject = watchSubjectText({
    target: row.target,
    flwName: row.flw_name,
    levelName: row.level_name,
    lengthText,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    lotId: row.stock_id,
  });
  const zone = (row.target === 'lot' ? row.lot_session : row.supplier_type) === 'C' ? 'C' : 'A';
  const link = watchTargetLink({ target: row.target, flwCode: row.flw_code, supplierId: row.supplier_id, zone });
  return {
    id: row.id,
    target: row.target,
    subject,
    flwCode: row.flw_code,
    flwName: row.flw_name,
    levelName: row.level_name,
    lengthCode: row.length_code,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    stockId: row.stock_id,
    image: row.target === 'supplier' ? null : row.image,
    link,
    arrived: row.alert_arrived,
    restock: row.alert_restock,
    targetPrice: row.target_price_fen === null ? null : formatYuan(row.target_price_fen),
    todayPrice: row.today_fen === null ? null : formatYuan(Number(row.today_fen)),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function todayOf(now: Date): string {
  const day = auctionDate(now);
  if (!day) throw new Error('the clock gave an invalid instant');
  return day;
}

export async function listWatches(db: Db, now: Date, buyerId: number): Promise<Watch[]> {
  return (await watchRecords(db, todayOf(now), buyerId)).map(watchView);
}

export type WatchInput = {
  target: WatchTarget;
  flwCode: string | null;
  levelName: string | null;
  lengthCode: string | null;
  supplierId: string | null;
  stockId: number | null;
  arrived: boolean;
  restock: boolean;
  targetPrice: string;
};

/** The target's columns, each checked to exist; only the target's own fields are kept. */
async function targetColumns(tx: Tx, today: string, input: WatchInput) {
  if (input.target === 'variety') {
    if (!input.flwCode) throw badRequest(WATCH_MESSAGES.targetMissing);
    const { rows } = await tx.execute<{ flw_code: string }>(
      sql`select flw_code from varieties where flw_code = ${input.flwCode.toUpperCase()}`,
    );
    if (!rows[0]) throw notFound(WATCH_MESSAGES.varietyMissing);
    return { flwCode: rows[0].flw_code, levelName: input.levelName, lengthCode: input.lengthCode, supplierId: null, stockId: null };
  }
  if (input.target === 'supplier') {
    if (!input.supplierId) throw badRequest(WATCH_MESSAGES.targetMissing);
    const { rows } = await tx.execute<{ id: string }>(sql`select id from suppliers where id = ${input.supplierId.toUpperCase()}`);
    if (!rows[0]) throw notFound(WATCH_MESSAGES.supplierMissing);
    return { flwCode: null, levelName: null, lengthCode: null, supplierId: rows[0].id, stockId: null };
  }
  if (input.stockId === null) throw badRequest(WATCH_MESSAGES.targetMissing);
  const { rows } = await tx.execute<{ id: number }>(
    sql`select id from stock_lots where id = ${input.stockId} and auction_date >= ${today}::date`,
  );
  if (!rows[0]) throw notFound(WATCH_MESSAGES.lotMissing);
  return { flwCode: null, levelName: null, lengthCode: null, supplierId: null, stockId: rows[0].id };
}

/** Saves a watch (new, or the same target's alerts again) and answers it as the list shows it. */
export async function saveWatch(db: Db, now: Date, buyerId: number, input: WatchInput): Promise<Watch> {
  const price = parseTargetPrice(input.targetPrice, false);
  if (!price.ok) throw badRequest(price.message);
  const alerts = { arrived: input.arrived, restock: input.restock, targetPriceFen: price.fen };
  const problem = watchAlertsProblem(input.target, alerts);
  if (problem) throw badRequest(problem);
  const today = todayOf(now);
  const id = await db.transaction(async (tx) => {
    await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, buyerId)).for('no key update');
    const columns = await targetColumns(tx, today, input);
    const { rows } = await tx.execute<{ n: number; same: number | null }>(sql`
      select count(*)::int as n,
             max(id) filter (where target = ${input.target} and flw_code is not distinct from ${columns.flwCode}
                               and level_name is not distinct from ${columns.levelName}
                               and length_code is not distinct from ${columns.lengthCode}
                               and supplier_id is not distinct from ${columns.supplierId}
                               and stock_id is not distinct from ${columns.stockId}) as same
        from watches where buyer_id = ${buyerId}`);
    const existing = rows[0];
    if (existing?.same == null && !canAddWatch(Number(existing?.n ?? 0))) throw badRequest(WATCH_MESSAGES.tooMany);
    const values = {
      alertArrived: alerts.arrived,
      alertRestock: alerts.restock,
      targetPriceFen: alerts.targetPriceFen,
      updatedAt: now,
    };
    if (existing?.same != null) {
      await tx.update(watches).set(values).where(eq(watches.id, existing.same));
      return existing.same;
    }
    const [row] = await tx
      .insert(watches)
      .values({ buyerId, target: input.target, ...columns, ...values, createdAt: now })
      .returning({ id: watches.id });
    return row!.id;
  });
  const [row] = await watchRecords(db, today, buyerId, id);
  return watchView(row!);
}

export async function deleteWatch(db: Db, buyerId: number, id: number): Promise<void> {
  const removed = await db
    .delete(watches)
    .where(and(eq(watches.id, id), eq(watches.buyerId, buyerId)))
    .returning({ id: watches.id });
  if (removed.length === 0) throw notFound(WATCH_MESSAGES.notFound);
}
