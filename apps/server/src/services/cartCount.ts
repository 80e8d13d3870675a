/** The top bar's badge: how many lines a buyer's cart holds, counted in the database (no lot is read). */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, categories, stockLots, suppliers, varieties } from '../db/schema';

/** The lines `readCart` would list: those whose lot (with its variety, category and supplier) still exists. */
export async function cartCount(db: Db, buyerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cartItems)
    .innerJoin(stockLots, eq(stockLots.id, cartItems.stockId))
    .innerJoin(varieties, eq(varieties.flwCode, stockLots.flwCode))
    .innerJoin(categories, eq(categories.id, varieties.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, stockLots.supplierId))
    .where(eq(cartItems.buyerId, buyerId));
  return row?.n ?? 0;
}
