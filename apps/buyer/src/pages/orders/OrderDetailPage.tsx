/**
 * /orderdetail?codeId={mainId} (§2): the order's details, items and cost block; 确认收货 while shipped; 去付款 of an
 * operator's unpaid order (issue 18); 再来一单 (issue 32).
 */
import { MESSAGES, readQuery } from '@huashi/domain';
import { EmptyState, OrderDetail, Page, Skeleton } from '@huashi/ui';
import { useSearch } from 'wouter';
import { useOrderActions } from './useOrderActions';
import { useOrderDetail } from './useOrderDetail';
import { useOrderPay } from './useOrderPay';
import { useReorder } from './useReorder';
import { useServerNow } from './useServerNow';
import { BackButton } from '../../BackButton';
import { SaveAsList } from '../lists/SaveAsList';

export function OrderDetailPage() {
  const search = useSearch();
  const codeId = Number(readQuery(`?${search}`, 'codeId'));
  const { view: state, reload: refresh } = useOrderDetail(codeId);
  const actions = useOrderActions();
  const payment = useOrderPay();
  const reorder = useReorder();
  const serverNow = useServerNow();
  const back = <BackButton to="/order">返回我的订单</BackButton>;

  // Ours (issue 32): the order's items as a saved list, once the order is shown.
  const saveAsList =
    state.kind === 'ready' ? (
      <SaveAsList source={{ fromOrder: state.data.main.mainId }} hint={`本订单的 ${state.data.list.length} 件商品`} />
    ) : null;

  return (
    <Page
      title="订单详情"
      actions={
        <>
          {saveAsList}
          {back}
        </>
      }
    >
      {state.kind === 'loading' ? <Skeleton variant="text" lines={6} aria-label="正在加载订单详情" /> : null}
      {state.kind === 'missing' ? <EmptyState text={state.text} action={back} /> : null}
      {state.kind === 'error' ? <EmptyState text={MESSAGES.requestFailed} onRetry={refresh} /> : null}
      {state.kind === 'ready' ? (
        <OrderDetail
          main={state.data.main}
          list={state.data.list}
          sumData={state.data.sumData}
          onConfirmReceipt={() => actions.requestConfirm(state.data.main.mainId)}
          confirmPending={actions.confirmPending}
          onBackOrder={actions.requestBackOrder}
          backPendingItemId={actions.backPendingItemId}
          onAfterSales={(item, action) => actions.openAfterSales(state.data.main.mainId, item, action)}
          now={serverNow}
          onPay={() =>
            payment.requestPay({
              mainId: state.data.main.mainId,
              orderNo: state.data.main.orderNo,
              paymentFen: state.data.sumData.payment,
              bunches: state.data.sumData.bunches,
              agentPlaced: state.data.main.agentPlaced,
            })
          }
          paying={payment.payingId === state.data.main.mainId}
          onReorder={() => reorder.reorder(state.data.main.mainId)}
        />
      ) : null}
      {actions.dialogs}
      {payment.dialog}
      {reorder.dialog}
    </Page>
  );
}
