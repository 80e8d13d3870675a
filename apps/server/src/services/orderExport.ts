/**
 * Order export (§7 /v2/order/order-export): the buyer asks for a link, the page fetches it at once and saves the
 * .xlsx under the answer's file name (issue 14: the page copies and opens nothing, so no action hands the buyer a
 * link that its own download has already spent), and the server writes the file when the link is fetched.
 *
 * How the link is protected (decision):
 * - Owner only: the link can only be minted by the order's owner (a buyer session that owns mainId) and
 *   carries a 256-bit random secret that only that buyer's answer contains. The browser cannot send the
 *   session token through window.open, so the secret *is* the credential; it is bound to the buyer and the
 *   order: only its SHA-256 over "export:<mainId>:<secret>" is stored, in buyer_tokens with kind 'export'
 *   and the buyer's id, and on download the order must still belong to that buyer.
 * - Once: the first download marks the row used in a conditional update (used_at is null and not expired);
 *   a second open, a replay or a race answers 410 导出链接已失效，请重新导出.
 * - Expires: 10 minutes after it was issued (server clock).
 * - Nothing is kept on disk: the file is generated from the database at download time, so it always matches
 *   the order, and no export files pile up under the data directory.
 *
 * xlsx is used only to WRITE (its reader has advisories).
 */
import { randomBytes } from 'node:crypto';
import type { OrderSumData } from '@huashi/api';
import { AGENT_PLACED_LABEL, formatYuan, orderAmountLabel, orderStatusLabel } from '@huashi/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { buyerTokens, orders } from '../db/schema';
import { itemLengthText, ownOrderWithItems, toOrderItems, toOrderMain, toSumData } from './orders';

export const EXPORT_TTL_MS = 10 * 60 * 1000;
export const EXPORT_KIND = 'export';
export const EXPORT_LINK_GONE = '导出链接已失效，请重新导出';

const exportHash = (mainId: number, secret: string) => hashToken(`export:${mainId}:${secret}`);

/** Issues a one-time link secret for the buyer's order (not found for another buyer's order). */
export async function issueExportLink(
  ctx: AppContext,
  buyerId: number,
  mainId: number,
): Promise<{ mainId: number; secret: string; expiresAt: Date; fileName: string }> {
  const { order } = await ownOrderWithItems(ctx, buyerId, mainId);
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.clock.now().getTime() + EXPORT_TTL_MS);
  await ctx.db.insert(buyerTokens).values({ buyerId, tokenHash: exportHash(order.id, secret), kind: EXPORT_KIND, expiresAt });
  return { mainId: order.id, secret, expiresAt, fileName: exportFileName(order.orderNo) };
}

/** The name the .xlsx is saved under: 订单{orderNo}.xlsx. */
export const exportFileName = (orderNo: string) => `订单${orderNo}.xlsx`;

/**
 * Consumes a link: returns the file when the secret is valid, unused and unexpired and the order is still the
 * buyer's; null otherwise (one answer for every failure, so nothing about other orders leaks).
 */
export async function redeemExportLink(
  ctx: AppContext,
  mainId: number | null,
  secret: string,
): Promise<{ fileName: string; body: Buffer } | null> {
  if (mainId === null || !/^[\w-]{20,100}$/.test(secret)) return null;
  const now = ctx.clock.now();
  const [used] = await ctx.db
    .update(buyerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(buyerTokens.tokenHash, exportHash(mainId, secret)),
        eq(buyerTokens.kind, EXPORT_KIND),
        isNull(buyerTokens.usedAt),
        isNull(buyerTokens.revokedAt),
        gt(buyerTokens.expiresAt, now),
      ),
    )
    .returning({ buyerId: buyerTokens.buyerId });
  if (!used) return null;
  const [owned] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, mainId), eq(orders.buyerId, used.buyerId)))
    .limit(1);
  if (!owned) return null;
  const { order, items } = await ownOrderWithItems(ctx, used.buyerId, mainId);
  return { fileName: exportFileName(order.orderNo), body: orderWorkbook(order, items) };
}

/** The item table's header row (the first sheet). */
export const EXPORT_COLUMNS = [
  '订单号',
  '下单时间',
  '品类',
  '品名',
  '等级',
  '长度',
  '开放度',
  '供应商编号',
  '供应商名称',
  '单价(元/枝)',
  '每扎枝数',
  '扎数',
  '总枝数',
  '重量(kg)',
  '小计(元)',
  '活动优惠(元)',
] as const;

type OrderRow = Parameters<typeof toOrderMain>[0];
type ItemRow = Parameters<typeof toOrderItems>[1][number];

/** Money cells are numbers (yuan, 2 decimals) so a spreadsheet can sum them. */
const yuanCell = (fen: number): number => Number(formatYuan(fen));

export function orderWorkbook(order: OrderRow, items: readonly ItemRow[]): Buffer {
  const main = toOrderMain(order, items);
  const sum: OrderSumData = toSumData(order, items);
  const rows: (string | number)[][] = [
    [...EXPORT_COLUMNS],
    ...toOrderItems(order, items).map((item, index) => {
      const row = items[index]!;
      return [
        main.orderNo,
        main.createTime,
        item.cateName,
        item.flwName,
        item.levelName,
        itemLengthText(row),
        item.openName,
        item.supplierId,
        item.supplierName,
        yuanCell(row.buyPriceFen),
        item.flwUnitno,
        item.buyQty,
        item.buyQtyall,
        Number(item.weightAll),
        yuanCell(row.feeGoods),
        yuanCell(row.feeDiscount),
      ];
    }),
  ];
  const itemsSheet = XLSX.utils.aoa_to_sheet(rows);
  itemsSheet['!cols'] = EXPORT_COLUMNS.map((title) => ({ wch: Math.max(8, title.length * 2 + 2) }));

  const summary: (string | number)[][] = [
    ['订单号', main.orderNo],
    ['下单时间', main.createTime],
    // Issue 18: an operator's order waiting for payment reads 待付款 as its status (and 代下单 next to it).
    ['订单状态', [orderStatusLabel(main.status, main) ?? '', main.agentPlaced ? AGENT_PLACED_LABEL : ''].filter(Boolean).join(' · ')],
    ['收货人', main.rcvUser],
    ['联系电话', main.rcvPhone],
    ['收货地址', `${main.rcvPname}${main.rcvCname}${main.rcvZname}${main.rcvAddress}`],
    ['配送设置', main.deliveryTypeStr],
    ['配送方式', main.deliveryName],
    ['物流公司', main.logisName],
    ['物流单号', main.logisNumber],
    ['备注', main.orderNotice],
    ['总扎数', sum.allAcount],
    ['商品金额(元)', yuanCell(order.feeGoods)],
    ['活动优惠(元)', yuanCell(order.feeDiscount)],
    ['优惠券(元)', yuanCell(order.feeCoupon)],
    ['会员优惠(元)', yuanCell(order.feeMember)],
    ['物流费(元)', yuanCell(order.feeLogis)],
    ['包装费(元)', yuanCell(order.feeBox)],
    [`${orderAmountLabel(main.unpaid).full}(元)`, yuanCell(order.feePayment)],
  ];
  const summarySheet = XLSX.utils.aoa_to_sheet(summary);
  summarySheet['!cols'] = [{ wch: 14 }, { wch: 48 }];

  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, itemsSheet, '商品明细');
  XLSX.utils.book_append_sheet(book, summarySheet, '订单信息');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
