/** /orderdetail?codeId={mainId} (§2): the order's details, items and cost block; 确认收货 while shipped. */
import type { OrderDetailData } from '@huashi/api';
import { ApiError } from '@huashi/api';
import { MESSAGES, readQuery } from '@huashi/domain';
import { Button, EmptyState, OrderDetail, Page, Skeleton } from '@huashi/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { orders } from '../../session';
import { useOrderActions } from './useOrderActions';

type Loaded = { kind: 'missing'; text: string } | { kind: 'error' } | { kind: 'ready'; data: OrderDetailData };
type State = { kind: 'loading' } | Loaded;

export function OrderDetailPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const codeId = Number(readQuery(`?${search}`, 'codeId'));
  const valid = Number.isSafeInteger(codeId) && codeId > 0;
  const [reload, setReload] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded } | null>(null);
  const requestKey = `${codeId}#${reload}`;
  // After an action the shown order stays until the fresh answer replaces it.
  const state: State = !valid
    ? { kind: 'missing', text: '订单不存在' }
    : loaded?.key.startsWith(`${codeId}#`)
      ? loaded.value
      : { kind: 'loading' };

  useEffect(() => {
    if (!valid) return;
    let current = true;
    const settle = (value: Loaded) => {
      if (current) setLoaded({ key: requestKey, value });
    };
    orders.detail(codeId).then(
      (data) => settle({ kind: 'ready', data }),
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 404) settle({ kind: 'missing', text: error.msg || '订单不存在' });
        else if (!(error instanceof ApiError && error.code === 401)) settle({ kind: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [valid, codeId, requestKey]);

  const refresh = useCallback(() => setReload((n) => n + 1), []);
  const actions = useOrderActions(refresh);
  const back = (
    <Button variant="secondary" onClick={() => navigate('/order')}>
      返回我的订单
    </Button>
  );

  return (
    <Page title="订单详情" actions={back}>
      {state.kind === 'loading' ? <Skeleton variant="text" lines={6} aria-label="正在加载订单详情" /> : null}
      {state.kind === 'missing' ? <EmptyState text={state.text} action={back} /> : null}
      {state.kind === 'error' ? (
        <EmptyState
          text={MESSAGES.requestFailed}
          action={
            <Button variant="secondary" onClick={refresh}>
              重新加载
            </Button>
          }
        />
      ) : null}
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
        />
      ) : null}
      {actions.dialogs}
    </Page>
  );
}
