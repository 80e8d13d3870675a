/**
 * /admin/orders (配货发货, 管理员): the orders of an auction date and session and their pick list; 开始配货, 发货
 * (company and tracking number per order) and 已送达/已提货 in batches. Each order moves on its own: the answer says
 * which moved and why the others did not. Issue 31: 打印拣货单 (the filter's pick list), 打印装箱单 and 打印面单 (the
 * selected orders, or the filter's when none is selected) save the server's PDF (usePrintPapers.ts).
 *
 * Issue 31: a row's 详情 opens the order beside the table (OrderDetailPanel) with the same actions, run by the same
 * handlers as the batch bar; 扫码查单 finds an order by the number a USB scanner types or the camera reads and opens
 * it. The panel's `extraActions` slot holds that one order's papers (打印装箱单, 打印面单), shown for a paid order.
 */
import { errorMessage, type BatchResult } from '@huashi/api';
import { AUTO_COMPLETE_HOURS, monthOf, type FulfilmentAction } from '@huashi/domain';
import {
  Banner,
  Button,
  CameraScanDialog,
  ConfirmDialog,
  DeskExport,
  OrderDetailPanel,
  OrderScanField,
  OrdersDesk,
  Page,
  PickList,
  ShipDialog,
  Stack,
  Tabs,
  type DeskOrderRowData,
  type OrdersDeskFilters,
  type ShipOrderData,
} from '@huashi/ui';
import { useState } from 'react';
import { pagedList, queryStatus } from './queryStatus';
import { deskExports } from './staffSession';
import { cameraAvailable, useCameraScan } from './useCameraScan';
import { useDeskExport, type DeskExportStart } from './useDeskExport';
import { useOrderDetail } from './useOrderDetail';
import { ORDERS_PAGE_SIZE, PICK_PAGE_SIZE, refusalText, useOrdersDesk, type OrdersDeskView } from './useOrdersDesk';
import { printActionText, usePrintPapers } from './usePrintPapers';

const VIEWS: OrdersDeskView[] = ['orders', 'picklist'];
type Notice = { tone: 'success' | 'warning' | 'error'; text: string };

function outcomeNotice(result: BatchResult, done: string): Notice {
  if (result.refused === 0) return { tone: 'success', text: `${done}：${result.moved}个订单` };
  return { tone: 'warning', text: `${done}：${result.moved}个订单；${result.refused}个未处理：${refusalText(result)}` };
}

/** The confirmation of the two actions without a form. */
const CONFIRMS: Record<'startPicking' | 'deliver', { title: string; message: (n: number) => string; done: string }> = {
  startPicking: { title: '开始配货', message: (n) => `确认对${n}个订单开始配货？开始后买家不能再申请撤销。`, done: '已开始配货' },
  deliver: {
    title: '已送达/已提货',
    message: (n) => `确认${n}个订单已送达或已被提货？买家可在8小时内申请售后，${AUTO_COMPLETE_HOURS}小时后订单自动完成。`,
    done: '已标记送达/提货',
  },
};

/** The desk's exports: its view as filtered (a day), the month of that day, or the pick list. */
function exportsOf(view: OrdersDeskView, filters: OrdersDeskFilters): DeskExportStart[] {
  const current = {
    auctionDate: filters.auctionDate || undefined,
    session: filters.session || undefined,
    status: filters.status || undefined,
    buyer: filters.buyer,
    keyword: filters.keyword,
  };
  if (view === 'picklist') return [{ key: 'picklist', label: '导出配货单', start: () => deskExports.pickList(current) }];
  const month = filters.auctionDate ? monthOf(filters.auctionDate) : null;
  return [
    { key: 'view', label: '导出 Excel', start: () => deskExports.orders(current) },
    ...(month
      ? [{ key: 'month', label: '导出本月', start: () => deskExports.orders({ ...current, auctionDate: month.from, until: month.until }) }]
      : []),
  ];
}

export function OrdersDeskPage() {
  const desk = useOrdersDesk();
  const exporter = useDeskExport(exportsOf(desk.view, desk.filters));
  const printing = usePrintPapers(desk.printFilter);
  const chosen = desk.rows.filter((row) => desk.selected.includes(row.mainId));
  const paging = (pageSize: number) => ({ page: desk.page, pageSize, onPageChange: desk.setPage });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<{ action: 'startPicking' | 'deliver'; rows: DeskOrderRowData[] } | null>(null);
  const [shipping, setShipping] = useState<ShipOrderData[] | null>(null);
  const [refusals, setRefusals] = useState<Record<number, string>>({});
  const { startPicking, deliver, ship } = desk;
  const pending: FulfilmentAction | null =
    (
      [
        ['startPicking', startPicking],
        ['deliver', deliver],
        ['ship', ship],
      ] as const
    ).find(([, mutation]) => mutation.isPending)?.[0] ?? null;

  const failed = (error: unknown) => setNotice({ tone: 'error', text: errorMessage(error, '操作失败，请稍后再试') });
  const order = useOrderDetail();
  const [camera, setCamera] = useState(false);
  const scan = useCameraScan(camera, (orderNo) => {
    setCamera(false);
    void order.find(orderNo);
  });

  const onAction = (action: FulfilmentAction, rows: DeskOrderRowData[]) => {
    setNotice(null);
    if (action === 'ship') {
      ship.reset();
      setRefusals({});
      setShipping(
        rows.map((row) => ({
          mainId: row.mainId,
          orderNo: row.orderNo,
          buyerName: row.buyerName,
          deliveryType: row.deliveryType,
          logisName: row.logisName,
        })),
      );
    } else setConfirming({ action, rows });
  };

  const confirm = () => {
    if (!confirming) return;
    const { action, rows } = confirming;
    setConfirming(null);
    const mutation = action === 'startPicking' ? startPicking : deliver;
    mutation.mutate(
      rows.map((row) => row.mainId),
      {
        onSuccess: (result) => {
          setNotice(outcomeNotice(result, CONFIRMS[action].done));
          desk.setSelected([]);
        },
        onError: failed,
      },
    );
  };

  return (
    <Page
      as="main"
      width="fill"
      gutter="lg"
      title="订单履约"
      description="按拍卖日期和场次处理订单：开始配货、发货、送达/提货；送达后72小时无售后自动完成。"
    >
      <Stack gap={4}>
        <OrderScanField
          onFind={(orderNo) => {
            setNotice(null);
            void order.find(orderNo);
          }}
          error={order.scanError}
          pending={order.scanning}
          onCamera={cameraAvailable() ? () => setCamera(true) : undefined}
        />
        <Tabs
          aria-label="订单履约视图"
          items={['订单', '配货单']}
          active={VIEWS.indexOf(desk.view)}
          onChange={(index) => desk.setView(VIEWS[index] ?? 'orders')}
        />
        <DeskExport {...exporter} />
        <Stack direction="horizontal" gap={2} wrap aria-label="打印">
          <Button variant="secondary" loading={printing.pending === 'pickList'} onClick={() => printing.print('pickList')}>
            {printActionText('pickList')}
          </Button>
          {(['packingSlip', 'label'] as const).map((kind) => (
            <Button key={kind} variant="secondary" loading={printing.pending === kind} onClick={() => printing.print(kind, chosen)}>
              {chosen.length > 0 ? `${printActionText(kind)}（已选${chosen.length}单）` : printActionText(kind)}
            </Button>
          ))}
        </Stack>
        {printing.error ? <Banner tone="error">{printing.error}</Banner> : null}
        {desk.view === 'orders' ? (
          <OrdersDesk
            filters={desk.filters}
            onFiltersChange={desk.setFilters}
            {...pagedList(desk.list, desk.rows, paging(ORDERS_PAGE_SIZE), '订单加载失败，请稍后再试')}
            selected={desk.selected}
            onSelectionChange={desk.setSelected}
            onAction={onAction}
            pendingAction={pending}
            notice={notice}
            onOpen={(row) => {
              setNotice(null);
              order.open(row.mainId);
            }}
            openId={order.openId}
          />
        ) : (
          <PickList {...pagedList(desk.pickList, desk.pickRows, paging(PICK_PAGE_SIZE), '配货单加载失败，请稍后再试')} />
        )}
      </Stack>
      <OrderDetailPanel
        open={order.openId !== null}
        onClose={order.close}
        detail={order.data}
        {...queryStatus(order.detail, '订单加载失败，请稍后再试')}
        onAction={onAction}
        pendingAction={pending}
        extraActions={
          // The open order's own papers (a paid order with an item standing; the server refuses the others in words).
          order.data && !order.data.row.unpaid && order.data.items.some((item) => !item.cancelled)
            ? (['packingSlip', 'label'] as const).map((kind) => (
                <Button
                  key={kind}
                  variant="secondary"
                  loading={printing.pending === kind}
                  onClick={() => printing.print(kind, [order.data!.row])}
                >
                  {printActionText(kind)}
                </Button>
              ))
            : undefined
        }
        notice={notice ?? (printing.error ? { tone: 'error', text: printing.error } : null)}
      />
      <CameraScanDialog open={camera} onClose={() => setCamera(false)} state={scan.state} message={scan.message} videoRef={scan.videoRef} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? CONFIRMS[confirming.action].title : ''}
        message={confirming ? CONFIRMS[confirming.action].message(confirming.rows.length) : ''}
        confirmText="确认"
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
      <ShipDialog
        open={shipping !== null}
        orders={shipping ?? []}
        pending={ship.isPending}
        refusals={refusals}
        serverError={ship.isError ? errorMessage(ship.error, '发货失败，请稍后再试') : undefined}
        onClose={() => setShipping(null)}
        onSubmit={(values) => {
          if (ship.isPending) return;
          ship.mutate(values, {
            onSuccess: (result) => {
              setNotice(outcomeNotice(result, '已发货'));
              desk.setSelected([]);
              if (result.refused === 0) {
                setShipping(null);
                return;
              }
              // Keep the refused orders open with their reasons next to them.
              const refused = new Map(result.results.filter((r) => !r.moved).map((r) => [r.mainId, r.msg]));
              setRefusals(Object.fromEntries(refused));
              setShipping((open) => (open ?? []).filter((order) => refused.has(order.mainId)));
            },
          });
        }}
      />
    </Page>
  );
}
