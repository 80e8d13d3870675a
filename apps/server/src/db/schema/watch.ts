/**
 * The watchlist (关注与提醒, issue 33): what a buyer follows — a variety (optionally one grade and one length), a
 * supplier, or one lot — and which alerts it sends (到货, 降价 to a target per 扎, 补货). The limits are packages/domain
 * watch.ts; the database holds what concurrent calls could break: one watch per target and buyer (a unique index over
 * the target's parts, absent ones as '') and exactly one kind of target per row (check). The alert decision (services/watchAlerts.ts) joins these
 * rows to the changed lots by the three partial indexes below.
 */
import type { WatchTarget } from '@huashi/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { buyers } from './accounts';
import { stockLots, suppliers, varieties } from './catalog';

export const watches = pgTable(
  'watches',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    target: text('target').$type<WatchTarget>().notNull(),
    /** target variety: the variety, and optionally a grade and a length code (null: any). */
    flwCode: text('flw_code').references(() => varieties.flwCode),
    levelName: text('level_name'),
    lengthCode: text('length_code'),
    /** target supplier. */
    supplierId: text('supplier_id').references(() => suppliers.id),
    /** target lot (the watch goes with its lot). */
    stockId: integer('stock_id').references(() => stockLots.id, { onDelete: 'cascade' }),
    alertArrived: boolean('alert_arrived').notNull().default(false),
    alertRestock: boolean('alert_restock').notNull().default(false),
    /** 降价提醒: the target list price per 扎 in fen; null: no price alert. */
    targetPriceFen: integer('target_price_fen'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One watch per target: absent parts count as equal ('' / 0 for null: no code or id is empty or 0).
    uniqueIndex('watches_buyer_target_uq').on(
      t.buyerId,
      t.target,
      sql`coalesce(${t.flwCode}, '')`,
      sql`coalesce(${t.levelName}, '')`,
      sql`coalesce(${t.lengthCode}, '')`,
      sql`coalesce(${t.supplierId}, '')`,
      sql`coalesce(${t.stockId}, 0)`,
    ),
    index('watches_variety_idx')
      .on(t.flwCode)
      .where(sql`target = 'variety'`),
    index('watches_supplier_idx')
      .on(t.supplierId)
      .where(sql`target = 'supplier'`),
    index('watches_lot_idx')
      .on(t.stockId)
      .where(sql`target = 'lot'`),
    check(
      'watches_one_target',
      sql`(${t.target} = 'variety' and ${t.flwCode} is not null and ${t.supplierId} is null and ${t.stockId} is null)
       or (${t.target} = 'supplier' and ${t.supplierId} is not null and ${t.flwCode} is null and ${t.levelName} is null and ${t.lengthCode} is null and ${t.stockId} is null)
       or (${t.target} = 'lot' and ${t.stockId} is not null and ${t.flwCode} is null and ${t.levelName} is null and ${t.lengthCode} is null and ${t.supplierId} is null)`,
    ),
    check('watches_target_price', sql`${t.targetPriceFen} is null or ${t.targetPriceFen} > 0`),
  ],
);
