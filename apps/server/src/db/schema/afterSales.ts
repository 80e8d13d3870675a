/** After-sales claims. */
import type { AfterSalesStatus } from '@huashi/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { buyers } from './accounts';
import { orderItems, orders } from './orders';

/** status: 0 等待处理, 1 处理中, 2 处理失败, 8/9 待赔付, 10 已赔付. */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => orderItems.id),
    asType: text('as_type').notNull(),
    asTypeName: text('as_type_name').notNull(),
    asQty: integer('as_qty').notNull(),
    asReason: text('as_reason').notNull(),
    asImages: jsonb('as_images').$type<string[]>().notNull(),
    status: smallint('status').$type<AfterSalesStatus>().notNull().default(0),
    asNotice: text('as_notice'),
    realAmountFen: bigint('real_amount_fen', { mode: 'number' }),
    createdAt: createdAt(),
    processedAt: ts('processed_at'),
  },
  (t) => [uniqueIndex('after_sales_item_uq').on(t.itemId), index('after_sales_buyer_idx').on(t.buyerId, t.createdAt)],
);

/**
 * The claim rate's rollup (issue 30): per supplier and Kunming day of delivery (orders.show_time), its items delivered
 * that day and not cancelled (`delivered`, their ids in `item_ids`), and how many of them carry a claim the market
 * accepted (`accepted`, CLAIM_RATE_STATUSES). Kept by triggers in the transaction of every change (drizzle/0015), filled
 * from the orders once after that migration (supplier_claim_days_fill). Read by adminClaims supplierClaimRates.
 */
export const supplierClaimDays = pgTable(
  'supplier_claim_days',
  {
    supplierId: text('supplier_id').notNull(),
    day: date('day').notNull(),
    delivered: integer('delivered').notNull(),
    accepted: integer('accepted').notNull(),
    itemIds: integer('item_ids').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.day] }),
    check('supplier_claim_days_counts', sql`${t.delivered} = cardinality(${t.itemIds}) and ${t.accepted} between 0 and ${t.delivered}`),
  ],
);

/** Rollups filled from the history once (a name, when): a rollup's fill after its migration runs at most once. */
export const rollupFills = pgTable('rollup_fills', {
  name: text('name').primaryKey(),
  filledAt: timestamp('filled_at', { withTimezone: true }).notNull().defaultNow(),
});
