/**
 * The operator's checkout (§4 operator checkout, §7 /cp6/order/*): the buyer's info, the preview of the allocation cart
 * as that buyer's order, and the order itself — unpaid (pay 0, 待付款: paid_at null, the buyer pays it later) or paid at
 * once from the buyer's balance (pay 1).
 *
 * The guarantees are the purchase service's (services/purchase.ts):
 * - One transaction. Stock is taken only by conditional updates (`now_stock >= stems`), lots in id order: a lot without
 *   enough stock refuses the whole order and nothing is taken. The balance is debited only by a conditional update
 *   (`balance − frozen ≥ total`) with its ledger row; too little → 411 您的账户余额不足（可用余额¥x）, nothing taken.
 * - Sessions: every lot must be today's and its session open now (lots.ts lotClosedReason), and one order holds one
 *   session (限时直供与全天专区的商品请分开下单).
 * - Idempotency: an optional requestKey (per sign) claims a purchase_requests row inside the transaction (key
 *   `operator:<signId>:<requestKey>`, with the answer it will get); a twin request waits for it and then gets that same
 *   answer. Decision: only a placed order is remembered — a refused submit leaves nothing, so the operator may fix
 *   the cause (top up, change the cart) and retry with the same key.
 * - The cart rows are claimed (deleted) in the same transaction; a row changed meanwhile (quantity or price) refuses.
 *
 * Prices: the cart's sale prices, each never below its lot's settlement price (domain operatorSalePriceProblem, checked
 * again here: a row stored before the rule is never ordered); no activity, member or coupon discount (domain
 * operatorOrderSums: the operator sets the price). The order records the sign that placed it (placed_by
 * 'operator:<signId>') and writes an audit row in its transaction naming the sign (issue 26): `operator.order`
 * (不付款下单) or `operator.pay` (余额支付), with the buyer, the amount and the bundles.
 */
import type { OperatorBuyer, OperatorBuyerMatches, OperatorPreview, OperatorSubmitResult } from '@huashi/api';
import { API_CODES } from '@huashi/api';
import {
  inboxDrafts,
  allocationStockShortText,
  defaultBundlesToBuy,
  deliveryWayName,
  formatKg,
  formatYuan,
  isAccountOpened,
  OPERATOR_AUDIT_ACTIONS,
  OPERATOR_TOOL_MESSAGES,
  operatorSalePriceProblem,
  operatorDeliveryTarget,
  operatorInsufficientBalanceText,
  operatorOrderSums,
  orderPlacedMessage,
  ORDER_PLACED_STATUS,
  OPERATOR_MESSAGES,
} from '@huashi/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { allocationCartItems, balanceLedger, buyers, orderItems, orders, purchaseRequests, stockLots } from '../db/schema';
import { BusinessError, badRequest, notFound } from '../http/envelope';
import type { OperatorSign } from '../operators/sign';
import { ADDRESS_REFUSALS } from '@huashi/api/contracts';
import { addressProblem, buyerAddresses } from './addresses';
import { receiverColumns, receiverHashOf, toCp6Address, type AddressRow } from './addressViews';
import { lotClosedReason, loadLots, lotLabel, type LotInfo } from './lots';
import { cartLines, type CartLine } from './operatorCart';
import { nextOrderId, orderItemValues, PURCHASE_MESSAGES } from './purchase';
import { recordAudit } from './audit';
import { postInbox } from './inbox';
import { searchBuyers } from './adminBuyers';

type Buyer = typeof buyers.$inferSelect;

/** The buyer an operator orders for: it exists, and its account is opened (an account not opened cannot buy). */
async function buyerOf(ctx: AppContext, buyerId: number): Promise<Buyer> {
  const [row] = await ctx.db.select().from(buyers).where(eq(buyers.id, buyerId));
  if (!row) throw notFound(ADDRESS_REFUSALS.buyerNotFound);
  if (!isAccountOpened(row.status)) throw badRequest(OPERATOR_TOOL_MESSAGES.buyerNotOpened);
  return row;
}

const usableFen = (b: Pick<Buyer, 'balanceFen' | 'frozenFen'>) => Math.max(0, b.balanceFen - b.frozenFen);

/** order/user-info: the buyer's name, usable balance, cp6 addresses (default first) and member terms. */
export async function operatorBuyerInfo(ctx: AppContext, buyerId: number): Promise<OperatorBuyer> {
  const buyer = await buyerOf(ctx, buyerId);
  const addresses = await buyerAddresses(ctx.db, buyer.id);
  return {
    buyerName: buyer.nickName,
    balance: formatYuan(usableFen(buyer)),
    userId: buyer.id,
    userName: buyer.phone,
    addresses: addresses.map(toCp6Address),
    memberLevel: buyer.memberLevel,
    memberDiscount: buyer.memberDiscountTenths / 10,
  };
}

/** How many buyers 确认买家 lists for one search (the operator narrows the text when there are more). */
const BUYER_MATCHES_MAX = 8;

/**
 * order/find-buyers (ours, issue 26): the buyers 确认买家 may mean by what the operator typed — the 买家 desk's search
 * (phone, contact phone, account number or name; an exact phone or account number first) plus, for digits, the buyer
 * with that 买家ID, first. At most BUYER_MATCHES_MAX; `total` says how many matched.
 */
export async function operatorFindBuyers(ctx: AppContext, keyword: string): Promise<OperatorBuyerMatches> {
  const text = keyword.trim();
  if (text === '') return { list: [], total: 0 };
  const byId = /^\d{1,9}$/.test(text)
    ? await ctx.db
        .select()
        .from(buyers)
        .where(eq(buyers.id, Number(text)))
    : [];
  const found = await searchBuyers(ctx, text, 1, BUYER_MATCHES_MAX);
  const others = found.list.filter((b) => !byId.some((row) => row.id === b.id));
  const list = [
    ...byId.map((row) => ({ userId: row.id, buyerName: row.nickName, userName: row.phone, accountNo: row.accountNo })),
    ...others.map((b) => ({ userId: b.id, buyerName: b.nickName, userName: b.phone, accountNo: b.accountNo })),
  ];
  return { list: list.slice(0, BUYER_MATCHES_MAX), total: found.total + byId.length - (found.list.length - others.length) };
}

export type OrderTarget = { buyerId: number; receiverHash: string; receiverType: number | null };

type Plan = {
  buyer: Buyer;
  address: AddressRow;
  lines: { cart: CartLine; lot: LotInfo }[];
  target: NonNullable<ReturnType<typeof operatorDeliveryTarget>>;
  sums: ReturnType<typeof operatorOrderSums>['sums'];
  figures: ReturnType<typeof operatorOrderSums>['figures'];
  totalFen: number;
  session: LotInfo['session'];
};

/** The order the cart would make for the buyer now; every problem refuses (nothing is written). */
async function plan(ctx: AppContext, operator: OperatorSign, t: OrderTarget): Promise<Plan> {
  const now = ctx.clock.now();
  const [buyer, addresses, cart] = await Promise.all([
    buyerOf(ctx, t.buyerId),
    buyerAddresses(ctx.db, t.buyerId),
    cartLines(ctx.db, operator.id),
  ]);
  const address = /^\d+$/.test(t.receiverHash)
    ? addresses.find((a) => a.id === Number(t.receiverHash))
    : addresses.find((a) => receiverHashOf(a) === t.receiverHash);
  if (!address) throw badRequest(OPERATOR_TOOL_MESSAGES.addressUnknown);
  const problem = addressProblem(address);
  if (problem) throw badRequest(problem);
  const target = operatorDeliveryTarget(address, t.receiverType);
  if (!target) throw badRequest(OPERATOR_MESSAGES.incomplete);
  if (cart.length === 0) throw badRequest(OPERATOR_TOOL_MESSAGES.cartEmpty);
  const lots = await loadLots(
    ctx.db,
    cart.map((c) => c.stockId),
  );
  const lines = cart.map((c) => ({ cart: c, lot: lots.get(c.stockId)! }));
  for (const { cart: c, lot } of lines) {
    const closed = lotClosedReason(lot, now);
    if (closed) throw badRequest(`${lotLabel(lot)}：${closed}`);
    // A row priced before the floor or the ceiling existed, or in any way out of range, is never ordered.
    const priceProblem = operatorSalePriceProblem(c.salePriceFen, c.sourcePriceFen);
    if (priceProblem) throw badRequest(`${lotLabel(lot)}：${priceProblem}`);
    const left = defaultBundlesToBuy(lot.nowStock, lot.stemsPerBunch);
    if (c.buyQty > left)
      throw new BusinessError(API_CODES.conflict, `${lotLabel(lot)}：${allocationStockShortText(left)}`, { stockId: lot.id, left });
  }
  const sessions = new Set(lines.map((l) => l.lot.session));
  if (sessions.size > 1) throw badRequest(PURCHASE_MESSAGES.mixedSessions);
  const { sums, figures, totalFen } = operatorOrderSums(
    lines.map(({ cart: c }) => ({
      bundles: c.buyQty,
      stemsPerBunch: c.stemsPerBunch,
      salePriceFen: c.salePriceFen,
      weightGrams: c.weightGrams,
      feeBoxPerKgFen: c.feeBoxPerKgFen,
    })),
    target,
  );
  return { buyer, address, lines, target, sums, figures, totalFen, session: lines[0]!.lot.session };
}

/** order/preview: totals of the cart as the buyer's order, by the domain's fee rules. */
export async function operatorPreview(ctx: AppContext, operator: OperatorSign, t: OrderTarget): Promise<OperatorPreview> {
  const p = await plan(ctx, operator, t);
  return {
    totalPrice: formatYuan(p.sums.goodsFen),
    preWeight: formatKg(p.sums.weightGrams),
    preDeliveryFee: formatYuan(p.sums.logisticsFen),
    preBoxFee: formatYuan(p.sums.boxFen),
    payPrice: formatYuan(p.totalFen),
    goodsNum: p.sums.bunches,
    balance: formatYuan(usableFen(p.buyer)),
  };
}

type Answer = { code: number; msg: string; data: unknown };

/** Ends the transaction early: a twin request with the same key got there first. */
class SameKey extends Error {}

async function storedAnswer(ctx: AppContext, key: string, buyerId: number): Promise<Answer | null> {
  const [row] = await ctx.db.select().from(purchaseRequests).where(eq(purchaseRequests.sign, key));
  if (!row) return null;
  if (row.buyerId !== buyerId) return { code: API_CODES.badRequest, msg: OPERATOR_TOOL_MESSAGES.requestKeyTaken, data: null };
  return row.response as Answer;
}

/** order/submit: places the cart as the buyer's order (pay 0 unpaid, pay 1 paid now). Returns the envelope to answer. */
export async function operatorSubmit(
  ctx: AppContext,
  operator: OperatorSign,
  t: OrderTarget & { pay: 0 | 1; requestKey: string },
): Promise<Answer> {
  const key = t.requestKey ? `operator:${operator.id}:${t.requestKey}` : null;
  if (key) {
    const earlier = await storedAnswer(ctx, key, t.buyerId);
    if (earlier) return earlier;
  }
  const now = ctx.clock.now();
  let p: Plan;
  let orderId: number;
  try {
    [p, orderId] = await Promise.all([plan(ctx, operator, t), nextOrderId(ctx.db)]);
  } catch (error) {
    // A twin request with the same key may have placed the order (and emptied the cart) between the look above and
    // the plan: its answer, not 调配购物车为空.
    const twin = key ? await storedAnswer(ctx, key, t.buyerId) : null;
    if (twin) return twin;
    throw error;
  }
  const orderNo = `HS${(p.lines[0]!.lot.auctionDate ?? '').replaceAll('-', '')}${String(orderId).padStart(7, '0')}`;
  const data: OperatorSubmitResult = { goodsNum: p.sums.bunches, mainId: orderId, orderNo, payPrice: formatYuan(p.totalFen), paid: t.pay };
  const result: Answer = { code: API_CODES.ok, msg: orderPlacedMessage(p.sums.bunches), data };
  try {
    return await ctx.db.transaction(async (tx) => {
      if (key) {
        const claimed = await tx
          .insert(purchaseRequests)
          .values({ sign: key, buyerId: p.buyer.id, response: result })
          .onConflictDoNothing()
          .returning({ sign: purchaseRequests.sign });
        if (claimed.length === 0) throw new SameKey();
      }

      let balanceAfter: number | null = null;
      if (t.pay === 1) {
        const debited = await tx
          .update(buyers)
          .set({ balanceFen: sql`${buyers.balanceFen} - ${p.totalFen}` })
          .where(and(eq(buyers.id, p.buyer.id), sql`${buyers.balanceFen} - ${buyers.frozenFen} >= ${p.totalFen}`))
          .returning({ balanceFen: buyers.balanceFen });
        if (!debited[0]) {
          const [now] = await tx.select().from(buyers).where(eq(buyers.id, p.buyer.id));
          const usable = now ? usableFen(now) : 0;
          throw new BusinessError(API_CODES.insufficientBalance, operatorInsufficientBalanceText(usable), { balance: formatYuan(usable) });
        }
        balanceAfter = debited[0].balanceFen;
      }

      const { address, target } = p;
      await tx.insert(orders).values({
        id: orderId,
        orderNo,
        buyerId: p.buyer.id,
        status: ORDER_PLACED_STATUS,
        session: p.session,
        auctionDate: p.lines[0]!.lot.auctionDate,
        ...receiverColumns(address),
        deliveryName: deliveryWayName(target),
        preWeightGrams: p.sums.weightGrams,
        feeGoods: p.sums.goodsFen,
        feeLogis: p.sums.logisticsFen,
        feeBox: p.sums.boxFen,
        feeDiscount: 0,
        feeCoupon: 0,
        feeMember: 0,
        feePayment: p.totalFen,
        commission: 0,
        placedBy: `operator:${operator.id}`,
        paidAt: t.pay === 1 ? now : null,
        createdAt: now,
      });
      // Operator figures carry no activity discount (operatorOrderSums), so feeDiscount is 0 as the allocation implies.
      await tx.insert(orderItems).values(
        orderItemValues(
          orderId,
          p.lines.map(({ cart: c, lot }, i) => ({ lot, figures: p.figures[i]!, priceFen: c.salePriceFen })),
        ),
      );
      if (balanceAfter !== null) {
        await tx.insert(balanceLedger).values({
          buyerId: p.buyer.id,
          ioValueFen: -p.totalFen,
          ioNotice: `购买商品（订单${orderNo}，调配员代下单）`,
          balanceAfterFen: balanceAfter,
          refType: 'order',
          refId: orderNo,
          createdAt: now,
        });
        await postInbox(tx, [
          { buyerId: p.buyer.id, ...inboxDrafts.orderPaid({ mainId: orderId, orderNo, totalFen: p.totalFen }), at: now },
        ]);
      }

      await recordAudit(tx, {
        staffId: null,
        operatorSignId: operator.id,
        action: t.pay === 1 ? OPERATOR_AUDIT_ACTIONS.pay : OPERATOR_AUDIT_ACTIONS.order,
        entity: 'order',
        at: now,
        ids: [orderNo],
        after: {
          orderNo,
          buyer: `${p.buyer.nickName}（${p.buyer.phone}）`,
          bundles: p.sums.bunches,
          payment: formatYuan(p.totalFen),
        },
      });

      // The cart rows are claimed: a row removed or changed meanwhile (another tab) refuses the order.
      const planned = new Map(p.lines.map(({ cart: c }) => [c.id, c]));
      const removed = await tx
        .delete(allocationCartItems)
        .where(and(eq(allocationCartItems.operatorSignId, operator.id), inArray(allocationCartItems.id, [...planned.keys()])))
        .returning();
      const intact = removed.filter((r) => {
        const c = planned.get(r.id);
        return c && c.buyQty === r.buyQty && c.salePriceFen === r.salePriceFen && c.stockId === r.stockId;
      }).length;
      if (intact < planned.size) throw new BusinessError(API_CODES.conflict, PURCHASE_MESSAGES.cartChanged);

      // Stock last, lots in id order (no deadlocks): conditional, never below what the line takes.
      const byLot = p.lines.map((l, i) => ({ lot: l.lot, stems: p.figures[i]!.stems })).sort((a, b) => a.lot.id - b.lot.id);
      for (const { lot, stems } of byLot) {
        const taken = await tx
          .update(stockLots)
          .set({ nowStock: sql`${stockLots.nowStock} - ${stems}` })
          .where(and(eq(stockLots.id, lot.id), gte(stockLots.nowStock, stems)))
          .returning({ id: stockLots.id });
        if (taken.length === 0) {
          const [row] = await tx.select({ nowStock: stockLots.nowStock }).from(stockLots).where(eq(stockLots.id, lot.id));
          const left = defaultBundlesToBuy(row?.nowStock ?? 0, lot.stemsPerBunch);
          throw new BusinessError(API_CODES.conflict, `${lotLabel(lot)}：${allocationStockShortText(left)}`, { stockId: lot.id, left });
        }
      }
      return result;
    });
  } catch (error) {
    if (error instanceof SameKey && key) {
      return (await storedAnswer(ctx, key, t.buyerId)) ?? { code: API_CODES.conflict, msg: '订单正在处理，请稍后查看', data: null };
    }
    throw error;
  }
}
