/** Operators: signs and the allocation cart. */
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { stockLots } from './catalog';

/** Operator access: a server-issued, expiring, HMAC-signed sign (stored hashed). */
export const operatorSigns = pgTable(
  'operator_signs',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    signHash: text('sign_hash').notNull(),
    editDifferAmount: boolean('edit_differ_amount').notNull().default(false),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_signs_hash_uq').on(t.signHash)],
);

/** The operator's allocation cart (调配购物车) for one buyer. */
export const allocationCartItems = pgTable(
  'allocation_cart_items',
  {
    id: serial('id').primaryKey(),
    operatorSignId: integer('operator_sign_id')
      .notNull()
      .references(() => operatorSigns.id),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stockLots.id),
    buyQty: integer('buy_qty').notNull(),
    salePriceFen: integer('sale_price_fen').notNull(),
    differAmountFen: integer('differ_amount_fen').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('allocation_cart_sign_stock_uq').on(t.operatorSignId, t.stockId)],
);
