/**
 * Saved lists (常购清单, issue 32): a buyer's named lists of buying lines, made empty, from lines, from the cart or from
 * one of the buyer's orders, renamed, deleted, their lines replaced (the /lists editor) or one added (a product page).
 *
 * Decisions:
 * - Every change is one transaction that first locks the buyer's row, so the 20-list limit holds under concurrent
 *   calls; the name's uniqueness is the database's (saved_lists_buyer_name_uq), answered 已有同名清单.
 * - A list id that is not the buyer's answers 清单不存在 (404), exactly as a missing one: nobody learns another
 *   buyer's ids.
 * - Lines are folded by the domain (`mergeSavedListLines`: same variety, grade, length and supplier → one line), the
 *   editor's order kept. A variety or supplier code that does not exist is refused (品种不存在) before writing, so a
 *   foreign-key error never reaches the caller.
 * - From the cart: each cart line's lot gives variety, grade, length and supplier; bunches = batches × basic sale
 *   quantity. From an order: its items not cancelled, with the bunches bought (buyQty).
 * - 买这张清单 is the shared review sheet (services/buySheet.ts, the one matcher): one row per line keyed by its place
 *   in the list, with the last price the buyer paid for the line's variety, grade and length where there is one
 *   (buySheet's lastPaidPrices, at the member price as 再来一单 shows it).
 */
import {
  SAVED_LIST_LIMITS,
  SAVED_LIST_MESSAGES,
  lengthLabel,
  mergeSavedListLines,
  savedListNameProblem,
  type SavedListLine,
} from '@huashi/domain';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  buyers,
  cartItems,
  categories,
  orderItems,
  orders,
  savedListLines,
  savedLists,
  stockLots,
  suppliers,
  varieties,
} from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import type { AppContext } from '../context';
import { buySheet, lastPaidPrices } from './buySheet';
import type { Viewer } from './catalog';
import type { BuySheet } from '@huashi/api';
import type { SavedList } from '@huashi/api/contracts';

/** A list as the API answers it (contracts/savedLists.ts savedListSchema). */
export type SavedListView = SavedList;

/** Where a new list's lines come from. */
export type SavedListSource = { lines: SavedListLine[]; fromCart: boolean; fromOrder: number | null };

// ---------------------------------------------------------------- reads

/** The buyer's lists (all of them, at most 20), last changed first, or only `onlyId`. */
async function readLists(db: Db | Tx, buyerId: number, onlyId?: number): Promise<SavedListView[]> {
  const where = onlyId === undefined ? eq(savedLists.buyerId, buyerId) : and(eq(savedLists.buyerId, buyerId), eq(savedLists.id, onlyId));
  const lists = await db.select().from(savedLists).where(where).orderBy(desc(savedLists.updatedAt), desc(savedLists.id));
  if (lists.length === 0) return [];
  const lines = await db
    .select({
      listId: savedListLines.listId,
      flwCode: savedListLines.flwCode,
      levelName: savedListLines.levelName,
      lengthCode: savedListLines.lengthCode,
      supplierId: savedListLines.supplierId,
      bunches: savedListLines.bunches,
      flwName: varieties.name,
      image: varieties.image,
      stemsPerBunch: varieties.stemsPerBunch,
      unitName: varieties.unitName,
      cateName: categories.name,
      supplierName: suppliers.name,
    })
    .from(savedListLines)
    .innerJoin(varieties, eq(varieties.flwCode, savedListLines.flwCode))
    .innerJoin(categories, eq(categories.id, varieties.categoryId))
    .leftJoin(suppliers, eq(suppliers.id, savedListLines.supplierId))
    .where(
      inArray(
        savedListLines.listId,
        lists.map((l) => l.id),
      ),
    )
    .orderBy(asc(savedListLines.listId), asc(savedListLines.position));
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    updatedAt: list.updatedAt.toISOString(),
    lines: lines
      .filter((line) => line.listId === list.id)
      .map((line) => ({
        flwCode: line.flwCode,
        flwName: line.flwName,
        cateName: line.cateName,
        productImage: line.image,
        levelName: line.levelName,
        lengthCode: line.lengthCode,
        lenthName: line.lengthCode === null ? '' : lengthLabel(line.lengthCode),
        supplierId: line.supplierId,
        supplierName: line.supplierId === null ? null : (line.supplierName ?? line.supplierId),
        bunches: line.bunches,
        flwUnitno: line.stemsPerBunch,
        unitName: line.unitName,
      })),
  }));
}

export function listSavedLists(db: Db, buyerId: number): Promise<SavedListView[]> {
  return readLists(db, buyerId);
}

/** The buyer's list `id` (another buyer's answers 清单不存在). */
export async function findSavedList(db: Db | Tx, buyerId: number, id: number): Promise<SavedListView> {
  const [list] = await readLists(db, buyerId, id);
  if (!list) throw notFound(SAVED_LIST_MESSAGES.notFound);
  return list;
}

// ---------------------------------------------------------------- changes

async function lockBuyer(tx: Tx, buyerId: number) {
  await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, buyerId)).for('update');
}

/** The list row of the buyer, locked for the change; another buyer's → 清单不存在. */
async function ownList(tx: Tx, buyerId: number, id: number) {
  const [row] = await tx
    .select({ id: savedLists.id })
    .from(savedLists)
    .where(and(eq(savedLists.id, id), eq(savedLists.buyerId, buyerId)))
    .for('update');
  if (!row) throw notFound(SAVED_LIST_MESSAGES.notFound);
}

function checkedName(name: unknown): string {
  const text = typeof name === 'string' ? name.trim() : '';
  const problem = savedListNameProblem(text);
  if (problem) throw badRequest(problem);
  return text;
}

function folded(lines: readonly SavedListLine[]): SavedListLine[] {
  const merged = mergeSavedListLines(lines);
  if (!merged.ok) throw badRequest(merged.message);
  return merged.lines;
}

/** Refuses a line whose variety or supplier does not exist (品种不存在 / 供应商不存在). */
async function checkCodes(tx: Tx, lines: readonly SavedListLine[]) {
  const flwCodes = [...new Set(lines.map((l) => l.flwCode))];
  const supplierIds = [...new Set(lines.flatMap((l) => (l.supplierId ? [l.supplierId] : [])))];
  if (flwCodes.length > 0) {
    const known = await tx.select({ code: varieties.flwCode }).from(varieties).where(inArray(varieties.flwCode, flwCodes));
    const missing = flwCodes.find((c) => !known.some((k) => k.code === c));
    if (missing) throw badRequest(`${SAVED_LIST_MESSAGES.varietyMissing}：${missing}`);
  }
  if (supplierIds.length > 0) {
    const known = await tx.select({ id: suppliers.id }).from(suppliers).where(inArray(suppliers.id, supplierIds));
    const missing = supplierIds.find((c) => !known.some((k) => k.id === c));
    if (missing) throw badRequest(`供应商不存在：${missing}`);
  }
}

async function writeLines(tx: Tx, listId: number, lines: readonly SavedListLine[], now: Date) {
  await tx.delete(savedListLines).where(eq(savedListLines.listId, listId));
  if (lines.length > 0) {
    await tx.insert(savedListLines).values(
      lines.map((line, position) => ({
        listId,
        position,
        flwCode: line.flwCode,
        levelName: line.levelName,
        lengthCode: line.lengthCode,
        supplierId: line.supplierId,
        bunches: line.bunches,
      })),
    );
  }
  await tx.update(savedLists).set({ updatedAt: now }).where(eq(savedLists.id, listId));
}

/** The cart's lines as list lines (bunches = batches × basic sale quantity). */
async function cartLines(tx: Tx, buyerId: number): Promise<SavedListLine[]> {
  const rows = await tx
    .select({
      flwCode: stockLots.flwCode,
      levelName: stockLots.levelName,
      lengthCode: stockLots.lengthCode,
      supplierId: stockLots.supplierId,
      buyPi: cartItems.buyPi,
      basicSaleNo: stockLots.basicSaleNo,
    })
    .from(cartItems)
    .innerJoin(stockLots, eq(stockLots.id, cartItems.stockId))
    .where(eq(cartItems.buyerId, buyerId))
    .orderBy(asc(cartItems.id));
  if (rows.length === 0) throw badRequest(SAVED_LIST_MESSAGES.emptyCart);
  return rows.map((r) => ({
    flwCode: r.flwCode,
    levelName: r.levelName,
    lengthCode: r.lengthCode,
    supplierId: r.supplierId,
    bunches: Math.min(SAVED_LIST_LIMITS.bunchesMax, r.buyPi * r.basicSaleNo),
  }));
}

/** One of the buyer's orders' items not cancelled, as list lines; another buyer's order → 订单不存在. */
async function orderLines(tx: Tx, buyerId: number, orderId: number): Promise<SavedListLine[]> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  if (!order) throw notFound(SAVED_LIST_MESSAGES.orderNotFound);
  const rows = await tx
    .select({
      flwCode: orderItems.flwCode,
      levelName: orderItems.levelName,
      lengthCode: orderItems.lengthCode,
      supplierId: orderItems.supplierId,
      bunches: orderItems.buyQty,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.cancelledAt)))
    .orderBy(asc(orderItems.id));
  if (rows.length === 0) throw badRequest(SAVED_LIST_MESSAGES.emptyOrder);
  return rows.map((r) => ({ ...r, bunches: Math.min(SAVED_LIST_LIMITS.bunchesMax, r.bunches) }));
}

/** Inserts a list, answering 已有同名清单 for a name the buyer already uses (the transaction rolls back). */
async function insertNamed<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(SAVED_LIST_MESSAGES.nameTaken);
    throw error;
  }
}

export async function createSavedList(db: Db, now: Date, buyerId: number, name: unknown, source: SavedListSource): Promise<SavedListView> {
  const listName = checkedName(name);
  return db.transaction(async (tx) => {
    await lockBuyer(tx, buyerId);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(savedLists).where(eq(savedLists.buyerId, buyerId));
    if (n >= SAVED_LIST_LIMITS.listsPerBuyer) throw badRequest(SAVED_LIST_MESSAGES.tooManyLists);
    const wanted = source.fromCart
      ? await cartLines(tx, buyerId)
      : source.fromOrder !== null
        ? await orderLines(tx, buyerId, source.fromOrder)
        : source.lines;
    const lines = folded(wanted);
    await checkCodes(tx, lines);
    const [list] = await insertNamed(() =>
      tx.insert(savedLists).values({ buyerId, name: listName, createdAt: now, updatedAt: now }).returning({ id: savedLists.id }),
    );
    await writeLines(tx, list!.id, lines, now);
    return findSavedList(tx, buyerId, list!.id);
  });
}

export async function renameSavedList(db: Db, now: Date, buyerId: number, id: number, name: unknown): Promise<SavedListView> {
  const listName = checkedName(name);
  return db.transaction(async (tx) => {
    await ownList(tx, buyerId, id);
    await insertNamed(() => tx.update(savedLists).set({ name: listName, updatedAt: now }).where(eq(savedLists.id, id)));
    return findSavedList(tx, buyerId, id);
  });
}

export async function deleteSavedList(db: Db, buyerId: number, id: number): Promise<void> {
  const gone = await db
    .delete(savedLists)
    .where(and(eq(savedLists.id, id), eq(savedLists.buyerId, buyerId)))
    .returning({ id: savedLists.id });
  if (gone.length === 0) throw notFound(SAVED_LIST_MESSAGES.notFound);
}

export async function replaceSavedListLines(
  db: Db,
  now: Date,
  buyerId: number,
  id: number,
  lines: SavedListLine[],
): Promise<SavedListView> {
  const merged = folded(lines);
  return db.transaction(async (tx) => {
    await ownList(tx, buyerId, id);
    await checkCodes(tx, merged);
    await writeLines(tx, id, merged, now);
    return findSavedList(tx, buyerId, id);
  });
}

export async function addSavedListLine(db: Db, now: Date, buyerId: number, id: number, line: SavedListLine): Promise<SavedListView> {
  return db.transaction(async (tx) => {
    await ownList(tx, buyerId, id);
    const current = await tx
      .select({
        flwCode: savedListLines.flwCode,
        levelName: savedListLines.levelName,
        lengthCode: savedListLines.lengthCode,
        supplierId: savedListLines.supplierId,
        bunches: savedListLines.bunches,
      })
      .from(savedListLines)
      .where(eq(savedListLines.listId, id))
      .orderBy(asc(savedListLines.position));
    const lines = folded([...current, line]);
    await checkCodes(tx, [line]);
    await writeLines(tx, id, lines, now);
    return findSavedList(tx, buyerId, id);
  });
}

/** 买这张清单: the buyer's list `id` (another's → 清单不存在) as the review sheet of today's lots, with the last prices. */
export async function savedListSheet(ctx: AppContext, viewer: Viewer, id: number): Promise<BuySheet> {
  const list = await findSavedList(ctx.db, viewer.id, id);
  const lines = list.lines.map((line) => ({
    flwCode: line.flwCode,
    levelName: line.levelName,
    lengthCode: line.lengthCode,
    supplierId: line.supplierId,
    bunches: line.bunches,
  }));
  const lastPrices = await lastPaidPrices(ctx, viewer, lines);
  return buySheet(
    ctx,
    viewer,
    list.lines.map((line, position) => ({
      key: String(position),
      line: lines[position]!,
      flwName: line.flwName,
      supplierName: line.supplierName ?? '',
      lastPriceFen: lastPrices[position] ?? null,
    })),
  );
}
