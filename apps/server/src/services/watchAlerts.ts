/**
 * Watch alerts (关注与提醒, issue 33): decided where the stock changes, in the transaction of the change, for every
 * watcher at once — never by polling.
 *
 * Decisions (see also packages/domain/src/watch.ts):
 * - The callers are the paths that change what a buyer could buy: a lot entered at 入库管理 (form or CSV import), a
 *   lot edited there (its price, its bundles), and stems returned by an approved cancellation. Each passes the lots it
 *   changed as `LotChange`s: whether the lot is new (`arrived`) and whether it was buyable before the change.
 * - ONE statement finds every alert: the changed lots (only buyable lots of today's auction day: the pages show only
 *   today's lots, so a lot entered ahead for a later day does not alert — no job re-checks it when its day opens)
 *   are first summed per alert under every key a watch can ask by (a variety at any grade, at a grade class — one
 *   letter, A = A+, A, A−, as the product page's filter — or an exact grade, each at any length or one; a supplier):
 *   the cheapest lot and how many; then each watch joins exactly its one sum (a hash join on the key), so the work
 *   grows with watches + lots, not watches × lots (bench:alerts: 100,000 watches, 1,500 lots). Rows whose inbox key
 *   already exists are left out (a price hovering around the target costs one index probe per watcher, not a
 *   message). Then ONE insert through inbox's `postInbox`, whose unique (buyer_id, key) makes each alert exactly once
 *   however often a caller retries or two changes race.
 * - 到货 (arrived): a new lot. 降价 (price): the lot's list price per 扎 (sale price per stem × stems per bunch) is at or
 *   below the target, on any change. 补货 (restock): a lot that was not buyable (less than one sale unit) is buyable
 *   again, not a new lot (that is 到货).
 */
import {
  auctionDate,
  lengthLabel,
  watchAlertKey,
  watchAlertMessage,
  watchInboxKind,
  watchLotLink,
  watchSubjectText,
  type WatchAlert,
  type WatchTarget,
} from '@huashi/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { postInbox, type InboxPost } from './inbox';

/** One lot a change touched: new (`arrived`), and whether it could be bought before the change. */
export type LotChange = { lotId: number; arrived: boolean; wasBuyable: boolean };

/** One decided alert: the watch, its buyer, the alert and day, the cheapest matching lot, its price and how many. */
type AlertRow = {
  watch_id: number;
  buyer_id: number;
  alert: WatchAlert;
  target: WatchTarget;
  target_price_fen: number | null;
  w_level: string | null;
  w_length: string | null;
  lot_id: number;
  day: string;
  bunch_fen: number;
  lots: number;
};

/** Whether a lot row can be bought: at least one sale unit (basic sale number × stems per bunch) in stock. */
export const BUYABLE_SQL = sql.raw(`l.now_stock >= l.stems_per_bunch * greatest(l.basic_sale_no, 1)`);

/**
 * Decides and posts the alerts of `changes` in `tx` (the change's own transaction). Returns how many messages were
 * new. `now` is the market clock's instant (today's auction day).
 */
export async function alertWatchers(tx: Tx, now: Date, changes: readonly LotChange[]): Promise<number> {
  const today = auctionDate(now);
  if (changes.length === 0 || !today) return 0;
  const input = JSON.stringify(changes.map((c) => ({ lot_id: c.lotId, arrived: c.arrived, was_buyable: c.wasBuyable })));
  const { rows } = await tx.execute<AlertRow>(sql`
    with changed as (
      select c.lot_id, bool_or(c.arrived) as arrived, bool_and(c.was_buyable) as was_buyable
        from jsonb_to_recordset(${input}::jsonb) as c(lot_id int, arrived bool, was_buyable bool)
       group by c.lot_id
    ),
    lots as (
      select l.id, l.auction_date::text as day, l.flw_code, upper(l.level_name) as level, l.length_code, l.supplier_id,
             l.sale_price_fen * l.stems_per_bunch as bunch_fen, c.arrived, c.was_buyable
        from changed c join stock_lots l on l.id = c.lot_id
       where l.auction_date = ${today}::date and ${BUYABLE_SQL}
    ),
    -- Each lot's alerts: 到货 when new, 降价 always (the target decides), 补货 when it could not be bought before.
    events as (
      select lots.*, a.alert from lots cross join lateral (
        select 'arrived' where lots.arrived
        union all select 'price'
        union all select 'restock' where not lots.arrived and not lots.was_buyable) a(alert)
    ),
    -- A variety's lots summed under every key a watch may ask by: any grade, a class (A), an exact grade (=A+), each
    -- with any length ('') or one; the cheapest lot of each.
    variety_sums as (
      select e.flw_code, k.level_key, k.len_key, e.day, e.alert, min(e.bunch_fen) as min_fen, count(*)::int as lots,
             (array_agg(e.id order by e.bunch_fen, e.id))[1] as lot_id
        from events e cross join lateral (values
          ('', ''), (left(e.level, 1), ''), ('=' || e.level, ''),
          ('', e.length_code), (left(e.level, 1), e.length_code), ('=' || e.level, e.length_code)) k(level_key, len_key)
       group by e.flw_code, k.level_key, k.len_key, e.day, e.alert
    ),
    supplier_sums as (
      select e.supplier_id, e.day, e.alert, min(e.bunch_fen) as min_fen, count(*)::int as lots,
             (array_agg(e.id order by e.bunch_fen, e.id))[1] as lot_id
        from events e group by e.supplier_id, e.day, e.alert
    ),
    hits as (
      select w.id as watch_id, w.buyer_id, w.target, w.alert_arrived, w.alert_restock, w.target_price_fen,
             w.level_name as w_level, w.length_code as w_length, s.alert, s.day, s.min_fen, s.lots, s.lot_id
        from variety_sums s join watches w on w.target = 'variety' and w.flw_code = s.flw_code
         and s.level_key = case when w.level_name is null then '' when length(w.level_name) = 1 then w.level_name
                                else '=' || w.level_name end
         and s.len_key = coalesce(w.length_code, '')
      union all
      select w.id, w.buyer_id, w.target, w.alert_arrived, w.alert_restock, w.target_price_fen, null, null,
             s.alert, s.day, s.min_fen, s.lots, s.lot_id
        from supplier_sums s join watches w on w.target = 'supplier' and w.supplier_id = s.supplier_id
      union all
      select w.id, w.buyer_id, w.target, false, w.alert_restock, w.target_price_fen, null, null,
             e.alert, e.day, e.bunch_fen, 1, e.id
        from events e join watches w on w.target = 'lot' and w.stock_id = e.id
    )
    select h.watch_id, h.buyer_id, h.alert, h.target, h.target_price_fen, h.w_level, h.w_length, h.lot_id, h.day,
           h.min_fen as bunch_fen, h.lots
      from hits h
     where case h.alert
             when 'arrived' then h.alert_arrived
             when 'restock' then h.alert_restock
             else h.target_price_fen is not null and h.min_fen <= h.target_price_fen end
       and not exists (
         select 1 from inbox_messages m
          where m.buyer_id = h.buyer_id and m.key = 'watch:' || h.watch_id || ':' || h.alert || ':' || h.day
       )
  `);
  if (rows.length === 0) return 0;
  const lots = await lotFacts(tx, [...new Set(rows.map((row) => row.lot_id))]);
  return postInbox(tx, alertPosts(rows, lots, now));
}

/** What a message says of a lot: read once per lot, not once per watcher. */
type LotFacts = {
  id: number;
  session: 'A' | 'C';
  flw_code: string;
  flw_name: string;
  level_name: string;
  length_code: string;
  supplier_id: string;
  supplier_name: string;
  bunches: number;
};

async function lotFacts(tx: Tx, ids: number[]): Promise<Map<number, LotFacts>> {
  const { rows } = await tx.execute<LotFacts>(sql`
    select l.id, l.session, l.flw_code, v.name as flw_name, l.level_name, l.length_code, l.supplier_id,
           s.name as supplier_name, l.now_stock / l.stems_per_bunch as bunches
      from stock_lots l join varieties v on v.flw_code = l.flw_code join suppliers s on s.id = l.supplier_id
     where l.id = any(${`{${ids.join(',')}}`}::int[])`);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The posts of the decided alerts. Thousands of watchers of one lot read the same words: the link is made once per
 * lot, the subject once per (target, grade, length, lot), the message once per (alert, subject, lot, target price).
 */
function alertPosts(rows: readonly AlertRow[], lots: ReadonlyMap<number, LotFacts>, now: Date): InboxPost[] {
  const links = new Map<number, string>();
  const subjects = new Map<string, string>();
  const messages = new Map<string, { title: string; body: string }>();
  return rows.map((row) => {
    const lot = lots.get(row.lot_id)!;
    let link = links.get(lot.id);
    if (link === undefined) {
      link = watchLotLink({ flwCode: lot.flw_code, session: lot.session, levelName: lot.level_name, supplierId: lot.supplier_id });
      links.set(lot.id, link);
    }
    const subjectKey = `${row.target}|${row.target === 'variety' ? `${lot.flw_code}|${row.w_level}|${row.w_length}` : lot.id}`;
    let subject = subjects.get(subjectKey);
    if (subject === undefined) {
      subject = subjectOf(row, lot);
      subjects.set(subjectKey, subject);
    }
    const messageKey = `${row.alert}|${subjectKey}|${lot.id}|${row.target_price_fen}|${row.lots}|${row.bunch_fen}|${row.day}`;
    let message = messages.get(messageKey);
    if (message === undefined) {
      message = watchAlertMessage({
        alert: row.alert,
        subject,
        auctionDay: row.day,
        session: lot.session,
        flwName: lot.flw_name,
        levelName: lot.level_name,
        lengthText: lengthLabel(lot.length_code),
        supplierName: lot.supplier_name,
        bunchPriceFen: Number(row.bunch_fen),
        bunches: Number(lot.bunches),
        targetPriceFen: row.target_price_fen,
        lots: Number(row.lots),
      });
      messages.set(messageKey, message);
    }
    return {
      buyerId: row.buyer_id,
      kind: watchInboxKind(row.alert),
      title: message.title,
      body: message.body,
      link,
      key: watchAlertKey(row.watch_id, row.alert, row.day),
      at: now,
    };
  });
}

/** What the watch follows, as the message names it: a variety at the watch's grade and length, a supplier, a lot. */
function subjectOf(row: AlertRow, lot: LotFacts): string {
  return watchSubjectText({
    target: row.target,
    flwName: lot.flw_name,
    levelName: row.target === 'variety' ? row.w_level : lot.level_name,
    lengthText: row.target === 'variety' ? (row.w_length ? lengthLabel(row.w_length) : null) : lengthLabel(lot.length_code),
    supplierId: lot.supplier_id,
    supplierName: lot.supplier_name,
    lotId: lot.id,
  });
}
