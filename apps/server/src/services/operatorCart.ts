/**
 * The operator's allocation cart (调配购物车, §7 /cp6/cart/*): one cart per operator sign (allocation_cart_items,
 * unique per sign and lot). A row holds bundles (buy_qty), the sale price per stem the buyer will pay and the
 * coefficient it was set with. Every change is one statement or one transaction; every answer is the cart as it is.
 *
 * Checks (the server's, whatever the page sent):
 * - batch-add: the lot exists, is today's and its session is open now — refused with the very text order preview and
 *   submit give (lots.ts lotClosedReason: 该商品不是今日拍卖批次，已下架 / 限时直供当前未开放（交易时间 11:30-13:00）),
 *   so a closed lot is refused when it is added, not only at checkout —, 1 ≤ bundles ≤ its stock in bundles
 *   (不能再少啦 / 不能再多啦), a price never below the lot's settlement price (结算价) nor above ¥1000 (domain
 *   operatorSalePriceProblem), and a coefficient other than the lot's own only with the sign's editDifferAmount.
 *   Without that permission a price may be raised above the lot's sale price (coefficient + settlement) but never set
 *   below it: a sign without the permission cannot sell below the market's price.
 * - batch-edit-price: add or subtract an amount, never below the lot's settlement price with the permission, never
 *   below the lot's sale price without it (domain operatorPriceFloorFen and applyPriceChangeFen).
 * - Issue 26: a price the operator sets (batch-add at a price other than the row's, batch-edit-price) writes one audit
 *   row in the same transaction (`operator.price`, naming the sign; each lot's 销售价 before and after).
 * - auto-add: domain autoAllocate over today's matching lots whose session is open now, never above what each lot
 *   has left for this cart (see autoAdd for what it answers when only closed-session lots match).
 */
import type { AllocationCart, OperatorCartRow } from '@huashi/api';
import type { AutoAddFields, BuyLine } from '@huashi/api/contracts';
import {
  allocationQuantityProblem,
  allocationRowTotalFen,
  applyPriceChangeFen,
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
  OPERATOR_AUDIT_ACTIONS,
  OPERATOR_TOOL_MESSAGES,
  opennessLabel,
  operatorPriceFloorFen,
  operatorSalePriceFen,
  operatorSalePriceProblem,
  operatorSupplierType,
  type AllocationLot,
  type SessionType,
} from '@huashi/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import { allocationCartItems, stockLots, suppliers, varieties } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import type { OperatorSign } from '../operators/sign';
import { lotConditions, LOTS_FROM } from './operatorStock';
import { lotClosedReason, lotLabel, sessionClosedMessage } from './lots';
import { recordAudit } from './audit';

/** A lot's sale price set by the operator: its label, the price before and after (fen per stem). */
type PriceChange = { stockId: number; label: string; beforeFen: number; afterFen: number; settlementFen: number };

/**
 * The audit row of an operator's price change (issue 26), in the change's transaction: one row for the call, naming the
 * sign; per lot its 销售价 before and after (and the settlement price it may not go below). Nothing that moved: no row.
 */
async function auditPriceChanges(tx: Tx, operator: OperatorSign, changes: readonly PriceChange[]): Promise<void> {
  const moved = changes.filter((c) => c.beforeFen !== c.afterFen);
  if (moved.length === 0) return;
  await recordAudit(tx, {
    staffId: null,
    operatorSignId: operator.id,
    action: OPERATOR_AUDIT_ACTIONS.price,
    entity: 'stock_lot',
    ids: moved.map((c) => c.stockId),
    before: Object.fromEntries(moved.map((c) => [c.label, { salePrice: formatYuan(c.beforeFen) }])),
    after: Object.fromEntries(moved.map((c) => [c.label, { salePrice: formatYuan(c.afterFen), sourcePrice: formatYuan(c.settlementFen) }])),
  });
}

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
    const priceProblem = operatorSalePriceProblem(price, lot.sourcePriceFen);
    if (priceProblem) throw badRequest(`${lotLabel(lot)}：${priceProblem}`);
    const listPriceFen = operatorSalePriceFen(lot.differAmountFen, lot.sourcePriceFen);
    if (!operator.editDifferAmount && price < listPriceFen) {
      throw badRequest(`${lotLabel(lot)}：${OPERATOR_TOOL_MESSAGES.belowListPrice(listPriceFen)}`);
    }
    values.set(lot.id, { operatorSignId: operator.id, stockId: lot.id, buyQty: b.num, salePriceFen: price, differAmountFen: differ });
  }
  return ctx.db.transaction(async (tx) => {
    // The rows these lots had (a price the operator set before), to audit the prices that move.
    const had = new Map(
      (
        await tx
          .select({ stockId: allocationCartItems.stockId, salePriceFen: allocationCartItems.salePriceFen })
          .from(allocationCartItems)
          .where(and(eq(allocationCartItems.operatorSignId, operator.id), inArray(allocationCartItems.stockId, [...values.keys()])))
          .for('update')
      ).map((r) => [r.stockId, r.salePriceFen]),
    );
    await tx
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
    await auditPriceChanges(
      tx,
      operator,
      [...values.values()].map((v) => {
        const lot = lots.get(v.stockId)!;
        return {
          stockId: v.stockId,
          label: lotLabel(lot),
          // A new row starts from the lot's own sale price: adding it at that price is no price change.
          beforeFen: had.get(v.stockId) ?? operatorSalePriceFen(lot.differAmountFen, lot.sourcePriceFen),
          afterFen: v.salePriceFen!,
          settlementFen: lot.sourcePriceFen,
        };
      }),
    );
    return cartView(tx, operator.id);
  });
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
 * Adds `deltaFen` to (or subtracts it from) the chosen rows' sale price, never below the lot's settlement price — and,
 * for a sign without the coefficient permission, never below the lot's own sale price (domain operatorPriceFloorFen,
 * applyPriceChangeFen); the coefficient follows. Refused, changing nothing: a row that is not in this sign's cart
 * (404 所选商品不在调配购物车中), or a new price above ¥1000 per stem. The prices that move are audited (operator.price).
 */
export async function batchEditPrice(
  ctx: AppContext,
  operator: OperatorSign,
  change: { deltaFen: number; type: 'add' | 'sub'; ids: readonly number[] },
): Promise<AllocationCart> {
  if (change.ids.length === 0) throw badRequest(OPERATOR_SELECTION_MESSAGE);
  const ids = [...new Set(change.ids)];
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: allocationCartItems.id,
        stockId: allocationCartItems.stockId,
        salePriceFen: allocationCartItems.salePriceFen,
        sourcePriceFen: stockLots.sourcePriceFen,
        differAmountFen: stockLots.differAmountFen,
        flwName: varieties.name,
        supplierId: stockLots.supplierId,
        supplierName: suppliers.name,
      })
      .from(allocationCartItems)
      .innerJoin(stockLots, eq(stockLots.id, allocationCartItems.stockId))
      .innerJoin(varieties, eq(varieties.flwCode, stockLots.flwCode))
      .innerJoin(suppliers, eq(suppliers.id, stockLots.supplierId))
      .where(and(eq(allocationCartItems.operatorSignId, operator.id), inArray(allocationCartItems.id, ids)))
      .for('update', { of: allocationCartItems });
    // All or nothing, as delete-cart: a row not in this sign's cart, or a price raised above the range, changes nothing.
    if (rows.length !== ids.length) throw notFound(OPERATOR_TOOL_MESSAGES.cartRowUnknown);
    const changes = rows.map((row) => {
      const floor = operatorPriceFloorFen(
        { settlementPriceFen: row.sourcePriceFen, listPriceFen: operatorSalePriceFen(row.differAmountFen, row.sourcePriceFen) },
        operator.editDifferAmount,
      );
      const afterFen = applyPriceChangeFen(row.salePriceFen, change.deltaFen, change.type, floor);
      return { row, afterFen };
    });
    const refused = changes.map((c) => operatorSalePriceProblem(c.afterFen, c.row.sourcePriceFen)).find((problem) => problem !== null);
    if (refused) throw badRequest(refused);
    for (const { row, afterFen } of changes) {
      if (afterFen === row.salePriceFen) continue;
      await tx
        .update(allocationCartItems)
        .set({ salePriceFen: afterFen, differAmountFen: afterFen - row.sourcePriceFen })
        .where(eq(allocationCartItems.id, row.id));
    }
    await auditPriceChanges(
      tx,
      operator,
      changes.map(({ row, afterFen }) => ({
        stockId: row.stockId,
        label: lotLabel(row),
        beforeFen: row.salePriceFen,
        afterFen,
        settlementFen: row.sourcePriceFen,
      })),
    );
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
