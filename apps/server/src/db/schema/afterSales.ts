/** After-sales claims. */
import type { AfterSalesStatus } from '@huashi/domain';
import { bigint, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
