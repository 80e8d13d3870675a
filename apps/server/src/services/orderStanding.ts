/**
 * Whether an order still has an item standing (not cancelled): the opposite of the domain's orderWhollyCancelled,
 * asked in SQL. The outer order is named "orders"."id" in full: inside a correlated subquery drizzle would print a bare
 * "id" when the outer query has no join, and Postgres would resolve it to order_items.id.
 */
import { sql } from 'drizzle-orm';
import { orderItems } from '../db/schema';

/** True for an order with at least one item not cancelled (usable in a where or a select on orders). */
export const orderHasStandingItem = sql<boolean>`exists (select 1 from ${orderItems} standing where standing.order_id = "orders"."id" and standing.cancelled_at is null)`;

/** True for an order whose every item was cancelled (已撤销); an order's items are never none. */
export const orderWhollyCancelledSql = sql<boolean>`not ${orderHasStandingItem}`;
