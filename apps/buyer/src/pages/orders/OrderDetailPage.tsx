/** /orderdetail?codeId={mainId} (§2): the order's details, items and cost block; 确认收货 while shipped. */
import type { OrderDetailData } from '@huashi/api';
import { ApiError } from '@huashi/api';
import { MESSAGES, readQuery } from '@huashi/domain';
import { Button, EmptyState, OrderDetail, Skeleton, vars } from '@huashi/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { orders } from '../../session';
import { useOrderActions } from './useOrderActions';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const StyledTitle = styled.h1`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.xl};
`;

type State = { kind: 'loading' } | { kind: 'missing'; text: string } | { kind: 'error' } | { kind: 'ready'; data: OrderDetailData };

export function OrderDetailPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const codeId = Number(readQuery(`?${search}`, 'codeId'));
  const [state, setState] = useState<State>({ kind: 'loading' });
  const request = useRef(0);

  const load = useCallback(async () => {
    const id = ++request.current;
    if (!Number.isSafeInteger(codeId) || codeId <= 0) {
      setState({ kind: 'missing', text: '订单不存在' });
      return;
    }
    try {
      const data = await orders.detail(codeId);
      if (id === request.current) setState({ kind: 'ready', data });
    } catch (error) {
      if (id !== request.current) return;
      if (error instanceof ApiError && error.code === 404) setState({ kind: 'missing', text: error.msg || '订单不存在' });
      else if (!(error instanceof ApiError && error.code === 401)) setState({ kind: 'error' });
    }
  }, [codeId]);

  useEffect(() => {
    void load();
  }, [load]);

  const actions = useOrderActions(() => void load());
  const back = (
    <Button variant="secondary" onClick={() => navigate('/order')}>
      返回我的订单
    </Button>
  );

  return (
    <StyledPage>
      <StyledHead>
        <StyledTitle>订单详情</StyledTitle>
        {back}
      </StyledHead>
      {state.kind === 'loading' ? <Skeleton variant="text" lines={6} aria-label="正在加载订单详情" /> : null}
      {state.kind === 'missing' ? <EmptyState text={state.text} action={back} /> : null}
      {state.kind === 'error' ? (
        <EmptyState
          text={MESSAGES.requestFailed}
          action={
            <Button variant="secondary" onClick={() => void load()}>
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
    </StyledPage>
  );
}
