/**
 * /order?orderVal={code,index} (§2): tabs 全部/新订单/处理中/已发货/已完成, search by product name or order number
 * (hidden on 新订单), each order with its items and actions, 10 per page (pager hidden on 新订单), the remark
 * dialog, export, cancellation requests and 确认收货 on shipped orders; 去付款 of an operator's unpaid order (issue 18).
 */
import { errorMessage, orderKeys } from '@huashi/api';
import {
  MESSAGES,
  PAGE_SIZES,
  checkSearchKeyword,
  orderTabShowsSearchAndPager,
  orderValFor,
  parseOrderVal,
  readQuery,
  type OrderTabCode,
} from '@huashi/domain';
import {
  Button,
  column,
  EmptyState,
  Input,
  OrderCard,
  OrderSearchRow,
  OrderTabs,
  Page,
  Pager,
  RemarkDialog,
  Skeleton,
  useMessage,
  vars,
  type OrderMainView,
} from '@huashi/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { orders } from '../../session';
import { useOrderActions } from './useOrderActions';
import { useOrderList } from './useOrderList';
import { useOrderPay } from './useOrderPay';
import { useReorder } from './useReorder';
import { useServerNow } from './useServerNow';

const StyledToolbar = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  max-width: ${vars.size.searchWidth};
`;

const StyledList = styled.div`
  ${column(vars.space[4])}
`;

const StyledSearchHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

/** The tab from orderVal; each tab gets a fresh page (page 1, no search) by remounting. */
export function OrdersPage() {
  const search = useSearch();
  const tab = parseOrderVal(readQuery(`?${search}`, 'orderVal'));
  return <OrderTabPage key={tab.code} tab={tab.code} />;
}

function OrderTabPage({ tab }: { tab: OrderTabCode }) {
  const [, navigate] = useLocation();
  const message = useMessage();
  const showsSearch = orderTabShowsSearchAndPager(tab);
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const [remarkFor, setRemarkFor] = useState<OrderMainView | null>(null);
  const [remarkError, setRemarkError] = useState<string>();
  const [searching, setSearching] = useState<{ keyword: string; page: number } | null>(null);
  const queryClient = useQueryClient();
  const serverNow = useServerNow();
  const { view: state, reload: refresh } = useOrderList(tab, page, searching);
  const actions = useOrderActions();
  const payment = useOrderPay();
  const reorder = useReorder();

  const remark = useMutation({
    mutationFn: ({ mainId, notice }: { mainId: number; notice: string }) => orders.modifyNotice(mainId, notice),
    onMutate: () => setRemarkError(undefined),
    onSuccess: async (answer) => {
      if (Number(answer.code) !== 200) {
        setRemarkError(answer.msg || MESSAGES.requestFailed);
        return;
      }
      message.success(answer.msg || MESSAGES.remarkSaved);
      setRemarkFor(null);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => setRemarkError(errorMessage(error)),
  });

  const changeTab = (code: OrderTabCode) => navigate(`/order?orderVal=${encodeURIComponent(orderValFor(code))}`);

  const runSearch = () => {
    const check = checkSearchKeyword(keyword);
    // An empty search is said next to the box, and stays until the text changes (a toast could pass unseen).
    if (!check.ok) {
      setSearchError(check.message);
      return;
    }
    setSearchError(null);
    setSearching({ keyword: check.keyword, page: 1 });
  };

  const saveRemark = (notice: string) => {
    if (remarkFor) remark.mutate({ mainId: remarkFor.mainId, notice });
  };

  const openDetail = (mainId: number) => navigate(`/orderdetail?codeId=${mainId}`);

  return (
    <Page title="我的订单">
      <OrderTabs active={tab} onChange={changeTab} />
      {showsSearch ? (
        <StyledToolbar
          role="search"
          aria-label="订单搜索"
          onSubmit={(event) => {
            event.preventDefault();
            runSearch();
          }}
        >
          <Input
            aria-label="搜索订单"
            placeholder="输入商品名称或订单号"
            value={keyword}
            maxLength={50}
            clearable
            error={searchError ?? undefined}
            onChange={(event) => {
              setKeyword(event.target.value);
              setSearchError(null);
            }}
            onClear={() => setSearching(null)}
          />
          <Button type="submit" variant="primary">
            搜索
          </Button>
        </StyledToolbar>
      ) : null}

      {state.kind === 'loading' ? (
        <StyledList role="status" aria-busy="true" aria-label="正在加载订单">
          <Skeleton variant="rect" style={{ height: vars.space[16] }} />
          <Skeleton variant="text" lines={3} />
        </StyledList>
      ) : null}

      {state.kind === 'error' ? <EmptyState text={MESSAGES.requestFailed} onRetry={refresh} /> : null}

      {state.kind === 'search' ? (
        <>
          <StyledSearchHead>
            <span>
              “{state.keyword}” 的搜索结果，共 {state.total} 条
            </span>
            <Button variant="link" size="sm" onClick={() => setSearching(null)}>
              返回订单列表
            </Button>
          </StyledSearchHead>
          {state.list.length === 0 ? (
            <EmptyState text={MESSAGES.noSuchOrder} />
          ) : (
            <StyledList>
              {state.list.map((row) => (
                <OrderSearchRow
                  key={`${row.mainId}-${row.item.itemId}`}
                  row={row}
                  onDetail={openDetail}
                  onConfirmReceipt={actions.requestConfirm}
                  onPay={(found) =>
                    payment.requestPay({
                      mainId: found.mainId,
                      orderNo: found.orderNo ?? '',
                      paymentFen: found.paymentFen,
                      bunches: null,
                      agentPlaced: found.agentPlaced ?? false,
                    })
                  }
                />
              ))}
            </StyledList>
          )}
          <Pager
            page={searching?.page ?? 1}
            total={state.total}
            pageSize={PAGE_SIZES.orders}
            onChange={(next) => setSearching((s) => (s ? { ...s, page: next } : s))}
          />
        </>
      ) : null}

      {state.kind === 'list' ? (
        <>
          {state.list.length === 0 ? (
            <EmptyState text={MESSAGES.noOrders} />
          ) : (
            <StyledList>
              {state.list.map((entry) => (
                <OrderCard
                  key={entry.main.mainId}
                  entry={entry}
                  onDetail={openDetail}
                  onRemark={(main) => {
                    setRemarkError(undefined);
                    setRemarkFor(main);
                  }}
                  onExport={(mainId) => void actions.exportOrder(mainId)}
                  exporting={actions.exportingId === entry.main.mainId}
                  onBackOrder={(item) => actions.requestBackOrder(item)}
                  backPendingItemId={actions.backPendingItemId}
                  onConfirmReceipt={(main) => actions.requestConfirm(main.mainId)}
                  onAfterSales={(item, action, main) => actions.openAfterSales(main.mainId, item, action)}
                  now={serverNow}
                  onPay={(main) =>
                    payment.requestPay({
                      mainId: main.mainId,
                      orderNo: main.orderNo,
                      paymentFen: main.paymentFen,
                      bunches: main.bunches,
                      agentPlaced: main.agentPlaced ?? false,
                    })
                  }
                  paying={payment.payingId === entry.main.mainId}
                  onReorder={reorder.reorder}
                />
              ))}
            </StyledList>
          )}
          {showsSearch ? <Pager page={page} total={state.total} pageSize={PAGE_SIZES.orders} onChange={setPage} /> : null}
        </>
      ) : null}

      <RemarkDialog
        open={remarkFor !== null}
        orderNo={remarkFor?.orderNo}
        notice={remarkFor?.orderNotice ?? ''}
        pending={remark.isPending}
        serverError={remarkError}
        onSubmit={saveRemark}
        onCancel={() => setRemarkFor(null)}
      />
      {actions.dialogs}
      {payment.dialog}
      {reorder.dialog}
    </Page>
  );
}
