/**
 * One order of the 订单履约 desk (issue 31), opened from its row (by id) or found by its number (typed, or scanned from
 * a label by a USB scanner or the camera). The read is one query keyed under adminOrderKeys, so the desk's actions
 * (which invalidate adminOrderKeys.all) refresh an open detail too. A number is looked up before anything opens: an
 * unknown one is said beside the scan field, never as an empty panel.
 *
 * The open order lives in the URL (?order=<mainId>, beside the desk's filters), as every view of the desk does: a
 * reload opens it again, a copied address opens it for a colleague, and Back closes it (opening pushes a history
 * entry; closing pushes the desk without it). Changing the desk's filters leaves the order (their URL has none).
 */
import { adminOrderKeys, errorMessage, type StaffOrderDetail } from '@huashi/api';
import { FULFILMENT_MESSAGES, fenOf, scannedOrderNo } from '@huashi/domain';
import type { OrderDetailData } from '@huashi/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ordersDesk } from './staffSession';
import { deskOrderRowData, ORDERS_DESK_PATH } from './useOrdersDesk';

const ORDER_PARAM = 'order';

/** The open order's id the URL names (?order=12), or null (none, or not an id). */
export function openOrderOf(search: string): number | null {
  const value = new URLSearchParams(search).get(ORDER_PARAM) ?? '';
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

/** The desk's search with the order opened (an id) or closed (null), every other parameter kept. */
export function withOpenOrder(search: string, mainId: number | null): string {
  const params = new URLSearchParams(search);
  if (mainId === null) params.delete(ORDER_PARAM);
  else params.set(ORDER_PARAM, String(mainId));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function orderDetailData(detail: StaffOrderDetail): OrderDetailData {
  return {
    row: deskOrderRowData(detail.order),
    rcvUser: detail.order.rcvUser,
    rcvPhone: detail.order.rcvPhone,
    rcvAddress: detail.rcvAddress,
    orderNotice: detail.orderNotice,
    paidAt: detail.paidAt === null ? null : Date.parse(detail.paidAt),
    paymentFen: fenOf(detail.sumData.allFeePayment),
    items: detail.items.map((item) => ({
      itemId: item.itemId,
      flwName: item.flwName,
      levelName: item.levelName,
      lengthName: item.lengthName,
      openName: item.openName,
      stockId: item.stockId,
      positionNo: item.positionNo,
      supplierId: item.supplierId,
      supplierName: item.supplierName,
      bundles: item.buyQty,
      stems: item.buyQtyall,
      goodsFen: fenOf(item.feeGoods),
      cancelled: item.cancelled,
      backReason: item.backReason,
    })),
    history: detail.history.map((entry) => ({ at: Date.parse(entry.at), what: entry.what, actor: entry.actor })),
  };
}

/** What an unknown scanned or typed number reads beside the field. */
export const unknownOrderText = (orderNo: string) => `未找到订单 ${orderNo}：${FULFILMENT_MESSAGES.notFound}`;

export function useOrderDetail() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const openId = openOrderOf(search);
  const setOpenId = (mainId: number | null) => {
    if (mainId !== openId) navigate(`${ORDERS_DESK_PATH}${withOpenOrder(search, mainId)}`);
  };
  const [scanError, setScanError] = useState<string | undefined>(undefined);
  const [scanning, setScanning] = useState(false);
  const queryClient = useQueryClient();
  const query = { mainId: openId ?? undefined };
  const detail = useQuery({
    queryKey: adminOrderKeys.detail(query),
    queryFn: () => ordersDesk.detail(query),
    enabled: openId !== null,
  });

  /** A number from the scan field: the order opens when it exists; otherwise the field says so. */
  const find = async (orderNo: string) => {
    const wanted = scannedOrderNo(orderNo);
    setScanError(undefined);
    if (!wanted) return;
    setScanning(true);
    try {
      const found = await queryClient.fetchQuery({
        queryKey: adminOrderKeys.detail({ orderNo: wanted }),
        queryFn: () => ordersDesk.detail({ orderNo: wanted }),
        staleTime: 0,
      });
      // Seed the by-id read with what was just fetched: the panel opens filled.
      queryClient.setQueryData(adminOrderKeys.detail({ mainId: found.order.mainId }), found);
      setOpenId(found.order.mainId);
    } catch (error) {
      const text = errorMessage(error, '查询失败，请稍后再试');
      setScanError(text === FULFILMENT_MESSAGES.notFound ? unknownOrderText(wanted) : text);
    } finally {
      setScanning(false);
    }
  };

  return {
    openId,
    open: (mainId: number) => setOpenId(mainId),
    close: () => setOpenId(null),
    detail,
    data: detail.data ? orderDetailData(detail.data) : null,
    find,
    scanError,
    scanning,
  };
}
