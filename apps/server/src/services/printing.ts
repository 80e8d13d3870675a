/**
 * The 订单履约 desk's printed papers (issue 31): reads what they show and hands it to the layouts of src/print.
 *
 * - Pick list: the desk's pick lines (adminOrders.pickLines: the filter's paid orders not shipped yet by default,
 *   standing items only), grouped per lot in position order — the same rows the desk's 配货单 page lists.
 * - Packing slips and labels: the chosen orders by id, or the desk's filter (paid, something left to fulfil), at
 *   most PRINT_MAX_ORDERS. A chosen order that cannot be printed refuses the whole request, named (so nobody packs
 *   a box without its slip): unknown 订单不存在, unpaid the desk's 待付款 message, every item cancelled the desk's
 *   已全部撤销 message. An empty filter answers 没有可打印的订单.
 */
import { deliveryTypeLabel, FULFILMENT_MESSAGES, lengthLabel, PRINT_MAX_ORDERS, PRINT_MESSAGES, type SessionType } from '@huashi/domain';
import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { API_CODES } from '@huashi/api';
import type { AppContext } from '../context';
import { buyers, orderItems, orders, stockLots } from '../db/schema';
import { BusinessError } from '../http/envelope';
import { labelsPdf, packingSlipsPdf, type OrderPaper } from '../print/orderPapers';
import { pickListPdf, type PickLot } from '../print/pickListPaper';
import { pickLines, pickListWhere, printableOrdersWhere, type DeskFilters } from './adminOrders';

export async function printPickList(ctx: AppContext, filters: DeskFilters): Promise<Buffer> {
  const rows = await pickLines(ctx, pickListWhere(filters));
  const lots = new Map<number, PickLot>();
  for (const row of rows) {
    const lot = lots.get(row.stockId) ?? {
      positionNo: row.positionNo,
      flwName: row.flwName,
      levelName: row.levelName,
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      bundles: Number(row.lotBundles),
      orders: [],
    };
    lot.orders.push({ orderNo: row.orderNo, buyerName: row.buyerName, bundles: row.bundles });
    lots.set(row.stockId, lot);
  }
  return pickListPdf({ auctionDate: filters.auctionDate, session: filters.session ?? null, lots: [...lots.values()] });
}

export type PrintOrders = { mainIds: number[] | null; filters: DeskFilters };

/** A chosen order that cannot be printed: the message, with its number when several were chosen. */
function refusal(code: number, msg: string, orderNo: string | null, several: boolean): BusinessError {
  return new BusinessError(code, several && orderNo ? `${orderNo} ${msg}` : msg);
}

/** The orders to print, as their papers show them: the chosen ones (refused as the desk refuses them), or the filter's. */
async function orderPapers(ctx: AppContext, { mainIds, filters }: PrintOrders): Promise<{ papers: OrderPaper[]; orderNo: string | null }> {
  const where: SQL = mainIds === null ? printableOrdersWhere(filters) : inArray(orders.id, mainIds);
  if (mainIds === null) {
    const [found] = await ctx.db.select({ n: count() }).from(orders).innerJoin(buyers, eq(buyers.id, orders.buyerId)).where(where);
    if (!found?.n) throw new BusinessError(API_CODES.badRequest, PRINT_MESSAGES.nothing);
    if (found.n > PRINT_MAX_ORDERS) throw new BusinessError(API_CODES.badRequest, PRINT_MESSAGES.tooMany);
  }
  const rows = await ctx.db
    .select({ order: orders, buyerName: buyers.nickName, buyerPhone: buyers.phone })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .where(where)
    .orderBy(asc(orders.id));
  const several = (mainIds?.length ?? 0) > 1;
  if (mainIds !== null) {
    if (rows.length < mainIds.length) throw refusal(API_CODES.notFound, FULFILMENT_MESSAGES.notFound, null, several);
    const unpaid = rows.find((row) => row.order.paidAt === null)?.order;
    if (unpaid) throw refusal(API_CODES.badRequest, PRINT_MESSAGES.unpaid, unpaid.orderNo, several);
  }
  const items = rows.length
    ? await ctx.db
        .select({ item: orderItems, positionNo: stockLots.positionNo })
        .from(orderItems)
        .innerJoin(stockLots, eq(stockLots.id, orderItems.stockId))
        .where(
          and(
            inArray(
              orderItems.orderId,
              rows.map((row) => row.order.id),
            ),
            isNull(orderItems.cancelledAt),
          ),
        )
        .orderBy(asc(orderItems.orderId), asc(stockLots.positionNo), asc(orderItems.id))
    : [];
  const byOrder = new Map<number, typeof items>();
  for (const row of items) {
    const list = byOrder.get(row.item.orderId);
    if (list) list.push(row);
    else byOrder.set(row.item.orderId, [row]);
  }
  const papers = rows.flatMap(({ order, buyerName, buyerPhone }): OrderPaper[] => {
    const standing = byOrder.get(order.id) ?? [];
    if (standing.length === 0 && mainIds !== null)
      throw refusal(API_CODES.badRequest, FULFILMENT_MESSAGES.cancelled, order.orderNo, several);
    if (standing.length === 0) return [];
    return [
      {
        orderNo: order.orderNo,
        auctionDate: order.auctionDate,
        session: order.session as SessionType,
        createdAt: order.createdAt,
        buyerName,
        buyerPhone,
        rcvUser: order.rcvUser,
        rcvPhone: order.rcvPhone,
        address: `${order.rcvPname}${order.rcvCname}${order.rcvZname}${order.rcvAddress}`,
        deliveryText: [deliveryTypeLabel(order.deliveryType), order.logisName].filter(Boolean).join(' · '),
        logisNumber: order.logisNumber ?? '',
        notice: order.orderNotice ?? '',
        items: standing.map(({ item, positionNo }) => ({
          positionNo,
          flwName: item.flwName,
          levelName: item.levelName,
          lengthText: lengthLabel(item.lengthCode),
          supplierName: item.supplierName,
          bundles: item.buyQty,
          stems: item.buyQtyAll,
        })),
      },
    ];
  });
  if (papers.length === 0) throw new BusinessError(API_CODES.badRequest, PRINT_MESSAGES.nothing);
  // One order's paper is named for it; several chosen, or the filter's, for the day.
  return { papers, orderNo: papers.length === 1 && mainIds !== null ? papers[0]!.orderNo : null };
}

export async function printPackingSlips(ctx: AppContext, which: PrintOrders) {
  const { papers, orderNo } = await orderPapers(ctx, which);
  return { orderNo, body: await packingSlipsPdf(papers) };
}

export async function printLabels(ctx: AppContext, which: PrintOrders) {
  const { papers, orderNo } = await orderPapers(ctx, which);
  return { orderNo, body: await labelsPdf(papers) };
}
