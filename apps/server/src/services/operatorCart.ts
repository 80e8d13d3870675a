/**
 * The operator's allocation cart (调配购物车, §7 /cp6/cart/*): one cart per operator sign (allocation_cart_items,
 * unique per sign and lot). A row holds bundles (buy_qty), the sale price per stem the buyer will pay and the
 * coefficient it was set with. Every change is one statement or one transaction; every answer is the cart as it is.
 *
 * Checks (the server's, whatever the page sent):
 * - batch-add: the lot exists, is today's and its session is open now — refused with the very text order preview and
 *   submit give (lots.ts lotClosedReason: 该商品不是今日拍卖批次，已下架 / 限时直供当前未开放（交易时间 11:30-13:00）),
 *   so a closed lot is refused when it is added, not only at checkout —, 1 ≤ bundles ≤ its stock in bundles
 *   (不能再少啦 / 不能再多啦), price ≥ 0
 *   (the contract), and a coefficient other than the lot's own only with the sign's editDifferAmount. Without that
 *   permission a price may be raised above the lot's sale price (coefficient + settlement) but never set below it:
 *   a sign without the permission cannot sell below the market's price.
 * - batch-edit-price: add or subtract an amount, never below 0 with the permission, never below the lot's sale price
 *   without it (domain applyPriceChangeFen's rule, in SQL).
 * - auto-add: domain autoAllocate over today's matching lots whose session is open now, never above what each lot
 *   has left for this cart (see autoAdd for what it answers when only closed-session lots match).
 */
import type { AllocationCart, OperatorCartRow } from '@huashi/api';
import type { AutoAddFields, BuyLine } from '@huashi/api/contracts';
import {
  allocationQuantityProblem,
  allocationRowTotalFen,
  auctionDate,
  AUTO_ALLOCATION_DEFAULTS,
  autoAllocate,
  defaultBundlesToBuy,
  formatKg,
  formatYuan,
  isSessionOpen,
  lengthLabel,
  lineWeightGrams,
  OPERATOR_SELECTION_MESSAGE,
  OPERATOR_TOOL_MESSAGES,
  opennessLabel,
  operatorSalePriceFen,
  operatorSalePriceProblem,
  operatorSupplierType,
  type AllocationLot,
  type SessionType,
} from '@huashi/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { allocationCartItems, stockLots, suppliers, varieties } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import type { OperatorSign } from '../operators/sign';
import { lotConditions, LOTS_FROM } from './operatorStock';
import { lotClosedReason, lotLabel, sessionClosedMessage } from './lots';

/** A cart row with what its lot says (stock, stems per bundle, weight, packing fee, session). */
export async function cartLines(db: DbOrTx, signId: number) {
  return db
    .select({
      id: allocationCartItems.id,
      stockId: allocationCartItems.stockId,
      buyQty: allocationCartItems.buyQty,
      salePriceFen: allocationCartItems.salePriceFen,
      differAmountFen: allocationCartItems.differAmountFen,
      flwCode: stockLots.flwCode,
      flwName: varieties.name,
      supplierId: stockLots.supplierId,
      supplierName: suppliers.name,
      levelName: stockLots.levelName,
      lengthCode: stockLots.lengthCode,
      openCode: stockLots.openCode,
      salepointName: stockLots.salepointName,
      sourcePriceFen: stockLots.sourcePriceFen,
      stemsPerBunch: stockLots.stemsPerBunch,
      weightGrams: varieties.weightGrams,
      feeBoxPerKgFen: stockLots.feeBoxPerKgFen,
      nowStock: stockLots.nowStock,
    })
    .from(allocationCartItems)
    .innerJoin(stockLots, eq(stockLots.id, allocationCartItems.stockId))
    .innerJoin(varieties, eq(varieties.flwCode, stockLots.flwCode))
    .innerJoin(suppliers, eq(suppliers.id, stockLots.supplierId))
    .where(eq(allocationCartItems.operatorSignId, signId))
    .orderBy(asc(allocationCartItems.id));
}
export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

export async function cartView(db: DbOrTx, signId: number): Promise<AllocationCart> {
  const lines = await cartLines(db, signId);
  let bundles = 0;
  let stems = 0;
  let grams = 0;
  let totalFen = 0;
  const list = lines.map((l, i): OperatorCartRow => {
    const lineStems = l.buyQty * l.stemsPerBunch;
    const weight = lineWeightGrams(l.buyQty, l.weightGrams);
    const total = allocationRowTotalFen(l.salePriceFen, lineStems);
    bundles += l.buyQty;
    stems += lineStems;
    grams += weight;
    totalFen += total;
    return {
      id: l.id,
      index: i + 1,
      stockId: l.stockId,
      flwCode: l.flwCode,
      flwName: l.flwName,
      supplierId: l.supplierId,
      supplierName: l.supplierName,
      levelName: l.levelName,
      lenthName: lengthLabel(l.lengthCode),
      openName: opennessLabel(l.openCode),
      salepointName: l.salepointName ?? '',
      sourcePrice: formatYuan(l.sourcePriceFen),
      salePrice: formatYuan(l.salePriceFen),
      differAmount: formatYuan(l.salePriceFen - l.sourcePriceFen),
      buyQty: l.buyQty,
      buyQtyAll: lineStems,
      weightAll: formatKg(weight),
      totalPrice: formatYuan(total),
    };
  });
  return { list, totalNum: list.length, totalZa: bundles, totalZhi: stems, totalWeight: formatKg(grams), totalPrice: formatYuan(totalFen) };
}

/**
 * Adds lots to the cart, or sets the lines of lots already in it (batch-add); all lines or none: every line is checked
 * before the one insert, so a single refused line (a closed session among them) adds nothing.
 */
export async function batchAdd(ctx: AppContext, operator: OperatorSign, buys: readonly BuyLine[]): Promise<AllocationCart> {
  const now = ctx.clock.now();
  const ids = [...new Set(buys.map((b) => b.id))];
  const lots = new Map(
    (
      await ctx.db
        .select({
          id: stockLots.id,
          auctionDate: stockLots.auctionDate,
          session: stockLots.session,
          nowStock: stockLots.nowStock,
          stemsPerBunch: stockLots.stemsPerBunch,
          sourcePriceFen: stockLots.sourcePriceFen,
          differAmountFen: stockLots.differAmountFen,
          flwName: varieties.name,
          supplierId: stockLots.supplierId,
          supplierName: suppliers.name,
        })
        .from(stockLots)
        .innerJoin(varieties, eq(varieties.flwCode, stockLots.flwCode))
        .innerJoin(suppliers, eq(suppliers.id, stockLots.supplierId))
        .where(inArray(stockLots.id, ids))
    ).map((l) => [l.id, l]),
  );
  // One value per lot: the last line of a lot sent twice wins.
  const values = new Map<number, typeof allocationCartItems.$inferInsert>();
  for (const b of buys) {
    const lot = lots.get(b.id);
    if (!lot) throw badRequest(OPERATOR_TOOL_MESSAGES.lotUnknown);
    const closed = lotClosedReason(lot, now);
    if (closed) throw badRequest(`${lotLabel(lot)}：${closed}`);
    const problem = allocationQuantityProblem(b.num, defaultBundlesToBuy(lot.nowStock, lot.stemsPerBunch));
    if (problem) throw badRequest(`${lotLabel(lot)}：${problem}`);
    const differ = b.differAmount ?? lot.differAmountFen;
    if (differ !== lot.differAmountFen && !operator.editDifferAmount) throw badRequest(OPERATOR_TOOL_MESSAGES.noDifferPermission);
    const price = b.price ?? operatorSalePriceFen(differ, lot.sourcePriceFen);
    const priceProblem = operatorSalePriceProblem(price);
    if (priceProblem) throw badRequest(`${lotLabel(lot)}：${priceProblem}`);
    const listPriceFen = operatorSalePriceFen(lot.differAmountFen, lot.sourcePriceFen);
    if (!operator.editDifferAmount && price < listPriceFen) {
      throw badRequest(`${lotLabel(lot)}：${OPERATOR_TOOL_MESSAGES.belowListPrice(listPriceFen)}`);
    }
    values.set(lot.id, { operatorSignId: operator.id, stockId: lot.id, buyQty: b.num, salePriceFen: price, differAmountFen: differ });
  }
  await ctx.db
    .insert(allocationCartItems)
    .values([...values.values()])
    .onConflictDoUpdate({
      target: [allocationCartItems.operatorSignId, allocationCartItems.stockId],
      set: {
        buyQty: sql`excluded.buy_qty`,
        salePriceFen: sql`excluded.sale_price_fen`,
        differAmountFen: sql`excluded.differ_amount_fen`,
      },
    });
  return cartView(ctx.db, operator.id);
}

/**
 * Deletes the chosen rows of this sign's cart — all of them or none: a row id that is not in this sign's cart (another
 * sign's row, or one already gone) is refused with 404 所选商品不在调配购物车中 and nothing is deleted (one transaction).
 */
export async function deleteCartRows(ctx: AppContext, operator: OperatorSign, ids: readonly number[]): Promise<AllocationCart> {
  if (ids.length === 0) throw badRequest(OPERATOR_SELECTION_MESSAGE);
  return ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(allocationCartItems)
      .where(and(eq(allocationCartItems.operatorSignId, operator.id), inArray(allocationCartItems.id, [...ids])))
      .returning({ id: allocationCartItems.id });
    if (deleted.length !== ids.length) throw notFound(OPERATOR_TOOL_MESSAGES.cartRowUnknown);
    return cartView(tx, operator.id);
  });
}

export async function clearCart(ctx: AppContext, operator: OperatorSign): Promise<AllocationCart> {
  await ctx.db.delete(allocationCartItems).where(eq(allocationCartItems.operatorSignId, operator.id));
  return cartView(ctx.db, operator.id);
}

/**
 * Adds `deltaFen` to (or subtracts it from) the chosen rows' sale price, never below 0 — and, for a sign without the
 * coefficient permission, never below the lot's own sale price; the coefficient follows. Refused, changing nothing: a
 * row that is not in this sign's cart (404 所选商品不在调配购物车中), or a new price above ¥1000 per stem.
 */
export async function batchEditPrice(
  ctx: AppContext,
  operator: OperatorSign,
  change: { deltaFen: number; type: 'add' | 'sub'; ids: readonly number[] },
): Promise<AllocationCart> {
  if (change.ids.length === 0) throw badRequest(OPERATOR_SELECTION_MESSAGE);
  const delta = Math.abs(change.deltaFen) * (change.type === 'add' ? 1 : -1);
  const floor = operator.editDifferAmount ? sql`0` : sql`greatest(0, ${stockLots.sourcePriceFen} + ${stockLots.differAmountFen})`;
  const price = sql`greatest(${floor}, ${allocationCartItems.salePriceFen} + ${delta})`;
  const ids = [...new Set(change.ids)];
  return ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(allocationCartItems)
      .set({ salePriceFen: price, differAmountFen: sql`${price} - ${stockLots.sourcePriceFen}` })
      .from(stockLots)
      .where(
        and(
          eq(stockLots.id, allocationCartItems.stockId),
          eq(allocationCartItems.operatorSignId, operator.id),
          inArray(allocationCartItems.id, ids),
        ),
      )
      .returning({ salePriceFen: allocationCartItems.salePriceFen });
    // All or nothing, as delete-cart: a row not in this sign's cart, or a price raised above the range, changes nothing.
    if (changed.length !== ids.length) throw notFound(OPERATOR_TOOL_MESSAGES.cartRowUnknown);
    const refused = changed.map((row) => operatorSalePriceProblem(row.salePriceFen)).find((problem) => problem !== null);
    if (refused) throw badRequest(refused);
    return cartView(tx, operator.id);
  });
}

/**
 * Auto-allocation (auto-add): with clear 1 the cart is emptied first; then domain autoAllocate spreads `num` bundles
 * over today's matching lots (type, supplier type `temp` — A/B/C, default A, never a grade: see the domain's
 * AUTO_ALLOCATION_DEFAULTS —, grade `levelName` else `nowLevelName`, category, keyword),
 * each lot giving at most its stock in bundles less what the cart already holds of it. A lot already in the cart gets
 * the bundles added; a new one comes at its own sale price (coefficient + settlement price). One transaction.
 * Only lots whose session is open now are allocated (isSessionOpen by ctx.clock; the order preview and submit would
 * refuse the others). Returns the bundles allocated (may be fewer than asked when the stock runs out).
 *
 * Decision — nothing allocated: when it allocates nothing while matching lots with bundles left were held back by a
 * closed session, the call is refused (400) with the closed-session text the preview and submit give, e.g.
 * 限时直供当前未开放（交易时间 11:30-13:00） (both sessions' texts, joined by ；, when lots of both are held back), rather
 * than a silent 【0】: the operator learns why and when to come back; the transaction rolls back, so clear 1 has not
 * emptied the cart. When nothing matches at all (or nothing has bundles left), the answer stays
 * 自动调配成功，总数量【0】扎, as before: the filter found nothing to give, whatever the hour.
 */
export async function autoAdd(ctx: AppContext, operator: OperatorSign, f: AutoAddFields): Promise<number> {
  const temp = operatorSupplierType(f.temp || AUTO_ALLOCATION_DEFAULTS.temp);
  const levelName = f.levelName || f.nowLevelName;
  const now = ctx.clock.now();
  const conds = lotConditions({
    auctionDate: auctionDate(now) ?? '',
    supplierType: temp,
    cateId: f.cateId,
    levelName,
    search: f.search,
    transferred: f.type,
  });
  return ctx.db.transaction(async (tx) => {
    if (f.clear === 1) await tx.delete(allocationCartItems).where(eq(allocationCartItems.operatorSignId, operator.id));
    const { rows } = await tx.execute<{
      id: number;
      session: SessionType;
      from_stock_id: number;
      supplier_type: string;
      level_name: string;
      cate_id: number;
      flw_code: string;
      flw_name: string;
      bundles: number;
      price_fen: number;
      differ_fen: number;
    }>(sql`
      select l.id, l.session, l.from_stock_id, s.type as supplier_type, l.level_name, v.category_id as cate_id, l.flw_code,
             v.name as flw_name, l.differ_amount_fen + l.source_price_fen as price_fen, l.differ_amount_fen as differ_fen,
             (l.now_stock / nullif(l.stems_per_bunch, 0) - coalesce(a.buy_qty, 0))::int as bundles
      from ${LOTS_FROM}
      left join allocation_cart_items a on a.stock_id = l.id and a.operator_sign_id = ${operator.id}
      where ${sql.join(conds, sql` and `)} and l.now_stock >= l.stems_per_bunch`);
    const closedSessions = new Set<SessionType>();
    const open = rows.filter((r) => {
      if (isSessionOpen(r.session, now)) return true;
      if (Number(r.bundles ?? 0) > 0) closedSessions.add(r.session);
      return false;
    });
    const lots: AllocationLot[] = open.map((r) => ({
      id: r.id,
      fromStockid: r.from_stock_id,
      supplierType: r.supplier_type,
      levelName: r.level_name,
      cateId: r.cate_id,
      flwCode: r.flw_code,
      flwName: r.flw_name,
      bundles: Math.max(0, Number(r.bundles ?? 0)),
    }));
    const result = autoAllocate(lots, { type: f.type, num: f.num, temp, levelName, cateId: f.cateId, search: f.search });
    if (result.lines.length === 0) {
      if (closedSessions.size > 0) throw badRequest([...closedSessions].sort().map(sessionClosedMessage).join('；'));
      return 0;
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    await tx
      .insert(allocationCartItems)
      .values(
        result.lines.map((l) => ({
          operatorSignId: operator.id,
          stockId: l.id,
          buyQty: l.bundles,
          salePriceFen: byId.get(l.id)!.price_fen,
          differAmountFen: byId.get(l.id)!.differ_fen,
        })),
      )
      .onConflictDoUpdate({
        target: [allocationCartItems.operatorSignId, allocationCartItems.stockId],
        set: { buyQty: sql`${allocationCartItems.buyQty} + excluded.buy_qty` },
      });
    return result.allocated;
  });
}
