/** The total of a staff list paged by order item (配货单, 撤销审核): items of orders with their buyer, counted in the database. */
import { count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { buyers, orderItems, orders } from '../db/schema';

/** How many order items (joined with their order and its buyer) meet `where`. */
export async function countOrderItems(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .where(where);
  return row?.n ?? 0;
}
