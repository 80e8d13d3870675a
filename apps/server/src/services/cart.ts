/**
 * The buyer's cart (spec §2 /shopcars, §3 cart item and totals, §4 pay flow, §5 quantities).
 * Cart items keep no stock: a line only says how many batches the buyer wants of a lot. Stock is
 * checked when lines are shown (sold out / shrunk / closed lines carry a `problem`) and taken only
 * when an order commits (services/purchase.ts).
 */
import type { CartItem } from '@huashi/api';
import { CART_REFUSALS, type ProductLine } from '@huashi/api/contracts';
import { lineFigures, QUANTITY_MESSAGES, sumLines, type LineFigures } from '@huashi/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { cartItems, type buyers } from '../db/schema';
import { BusinessError, badRequest } from '../http/envelope';
import { buyerAddresses } from './addresses';
import { assertLotBuyable, loadLots, LOT_MESSAGES, lotLabel, lotMaxBatches } from './lots';
import { cartTotals, toCartItem } from './pricing';

/** Refusal texts of ours (the spec gives none for these cases). */
export const CART_MESSAGES = {
  added: '加入购物车成功',
  ...LOT_MESSAGES,
  noProducts: CART_REFUSALS.noProducts,
  modified: '修改成功',
  unknownItem: CART_REFUSALS.unknownItem,
} as const;

export type CartRow = { itemId: number; stockId: number; buyPi: number };

export async function cartRows(db: DbOrTx, buyerId: number): Promise<CartRow[]> {
  return db
    .select({ itemId: cartItems.id, stockId: cartItems.stockId, buyPi: cartItems.buyPi })
    .from(cartItems)
    .where(eq(cartItems.buyerId, buyerId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/**
 * The shopping-cart answer: every line (with its problem, if any) and the totals of the lines that can be bought
 * (of the ticked ones when `selectedIds` is given: ours, so the page's totals follow its checkboxes).
 */
export async function readCart(ctx: AppContext, buyer: typeof buyers.$inferSelect, selectedIds?: readonly number[] | null) {
  const chosen = selectedIds ? new Set(selectedIds) : null;
  const now = ctx.clock.now();
  const rows = await cartRows(ctx.db, buyer.id);
  const lots = await loadLots(
    ctx.db,
    rows.map((r) => r.stockId),
  );
  const [address] = await buyerAddresses(ctx.db, buyer.id);
  const list: CartItem[] = [];
  const figures: LineFigures[] = [];
  for (const row of rows) {
    const lot = lots.get(row.stockId);
    if (!lot) continue;
    const item = toCartItem(row.itemId, lot, row.buyPi, now);
    list.push(item);
    if (!item.problem && (chosen === null || chosen.has(row.itemId))) figures.push(lineFigures(lot, row.buyPi));
  }
  const sums = sumLines(figures, address?.isDefault ? address : null, buyer);
  return { list, totals: cartTotals(sums) };
}

/**
 * batch-purchase with doWay toCart: adds each lot with its batches to the cart (adding to a line
 * already there). All or nothing: one bad product refuses the whole request.
 */
export async function addToCart(ctx: AppContext, buyerId: number, products: readonly ProductLine[] | undefined): Promise<number> {
  if (!products) throw badRequest(CART_MESSAGES.noProducts);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const lots = await loadLots(
      tx,
      products.map((p) => p.huaId),
    );
    const existing = await tx
      .select({ stockId: cartItems.stockId, buyPi: cartItems.buyPi })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.buyerId, buyerId),
          inArray(
            cartItems.stockId,
            products.map((p) => p.huaId),
          ),
        ),
      );
    const inCart = new Map(existing.map((e) => [e.stockId, e.buyPi]));
    for (const p of products) {
      const lot = lots.get(p.huaId);
      assertLotBuyable(lot, p.qty, now);
      const total = p.qty + (inCart.get(p.huaId) ?? 0);
      const max = lotMaxBatches(lot);
      if (total > max) {
        throw badRequest(`${QUANTITY_MESSAGES.aboveMax}（${lotLabel(lot)}仅剩${max}批，购物车中已有${inCart.get(p.huaId) ?? 0}批）`);
      }
    }
    for (const p of products) {
      await tx
        .insert(cartItems)
        .values({ buyerId, stockId: p.huaId, buyPi: p.qty })
        .onConflictDoUpdate({
          target: [cartItems.buyerId, cartItems.stockId],
          set: { buyPi: sql`${cartItems.buyPi} + ${p.qty}` },
        });
    }
    return products.length;
  });
}

/** modify-cart: sets a line's batches (the contract refuses 0 → 数量不能为零 and malformed values; above stock → 不能再多啦). */
export async function modifyCart(ctx: AppContext, buyerId: number, change: { itemId: number; buyPi: number }) {
  const { itemId, buyPi: pi } = change;
  const [row] = await ctx.db
    .select({ stockId: cartItems.stockId })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.buyerId, buyerId)));
  if (!row) throw new BusinessError(404, CART_MESSAGES.unknownItem);
  const lots = await loadLots(ctx.db, [row.stockId]);
  const lot = lots.get(row.stockId);
  if (!lot) throw badRequest(CART_MESSAGES.unknownLot);
  const max = lotMaxBatches(lot);
  if (pi > max) throw badRequest(max < 1 ? `${lotLabel(lot)}：已售罄` : `${QUANTITY_MESSAGES.aboveMax}（仅剩${max}批）`);
  await ctx.db
    .update(cartItems)
    .set({ buyPi: pi })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.buyerId, buyerId)));
}

/**
 * batchdel-item: removes the buyer's lines with these ids (read by the contract from a list or a comma-joined string); other buyers'
 * ids are ignored, and a request that deletes none of the buyer's lines is refused (购物车中没有该商品).
 */
export async function deleteCartItems(ctx: AppContext, buyerId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) throw badRequest(CART_MESSAGES.noProducts);
  const deleted = await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.buyerId, buyerId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  // Only the buyer's own lines are deleted; ids that name none of them (foreign or gone) are refused, not "deleted".
  if (deleted.length === 0) throw new BusinessError(404, CART_MESSAGES.unknownItem);
  return deleted.length;
}
