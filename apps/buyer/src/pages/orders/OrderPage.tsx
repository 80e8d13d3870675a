/**
 * /order?orderVal={code,index} (§2): tabs 全部/新订单/处理中/已发货/已完成, search by product name or order number
 * (hidden on 新订单), each order with its items and actions, 10 per page (pager hidden on 新订单), the remark
 * dialog, export, cancellation requests and 确认收货 on shipped orders.
 */
import type { OrderListEntry, OrderSearchRow as OrderSearchRowData } from '@huashi/api';
import { ApiError } from '@huashi/api';
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
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { orders } from '../../session';
import { useOrderActions } from './useOrderActions';

/**
 * Decision: the pager is hidden on 新订单 (§2), so that tab asks for up to 50 orders at once: a day's new orders
 * fit, and none is unreachable behind a hidden pager.
 */
const NEW_TAB_LIMIT = 50;

const StyledToolbar = styled.form`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  max-width: ${vars.size.searchWidth};
`;

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const StyledSearchHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

type Loaded =
  | { kind: 'error' }
  | { kind: 'list'; list: OrderListEntry[]; total: number }
  | { kind: 'search'; keyword: string; list: OrderSearchRowData[]; total: number };
type ListState = { kind: 'loading' } | Loaded;

const errorText = (error: unknown) => (error instanceof ApiError && error.code !== 0 && error.msg ? error.msg : MESSAGES.requestFailed);

/** The tab from orderVal; each tab gets a fresh page (page 1, no search) by remounting. */
export function OrderPage() {
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
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded } | null>(null);
  const [remarkFor, setRemarkFor] = useState<OrderMainView | null>(null);
  const [remarkPending, setRemarkPending] = useState(false);
  const [remarkError, setRemarkError] = useState<string>();
  const [reload, setReload] = useState(0);
  const [searching, setSearching] = useState<{ keyword: string; page: number } | null>(null);

  // What is on screen belongs to this tab, page and search; a reload after an action keeps it until the answer.
  const viewKey = JSON.stringify({ tab, page, searching });
  const requestKey = `${viewKey}#${reload}`;
  const state: ListState = loaded?.key.startsWith(`${viewKey}#`) ? loaded.value : { kind: 'loading' };

  useEffect(() => {
    let current = true;
    const settle = (value: Loaded) => {
      if (current) setLoaded({ key: requestKey, value });
    };
    const run = async () => {
      try {
        if (searching) {
          const data = await orders.search(searching.keyword, searching.page, PAGE_SIZES.orders);
          settle({ kind: 'search', keyword: searching.keyword, list: data.list, total: data.total });
          if (current && data.total === 0) message.info(MESSAGES.noSuchOrder);
        } else {
          const data = await orders.list(tab, showsSearch ? page : 1, showsSearch ? PAGE_SIZES.orders : NEW_TAB_LIMIT);
          settle({ kind: 'list', list: data.list, total: data.pages.total });
        }
      } catch (error) {
        if (error instanceof ApiError && error.code === 401) return;
        settle({ kind: 'error' });
        if (current && searching) message.error(MESSAGES.requestFailed);
      }
    };
    void run();
    return () => {
      current = false;
    };
  }, [requestKey, searching, showsSearch, tab, page, message]);

  const refresh = useCallback(() => setReload((n) => n + 1), []);
  const actions = useOrderActions(refresh);

  const changeTab = (code: OrderTabCode) => navigate(`/order?orderVal=${encodeURIComponent(orderValFor(code))}`);

  const runSearch = () => {
    const check = checkSearchKeyword(keyword);
    if (!check.ok) {
      message.warning(check.message);
      return;
    }
    setSearching({ keyword: check.keyword, page: 1 });
  };

  const saveRemark = async (notice: string) => {
    if (!remarkFor) return;
    setRemarkPending(true);
    setRemarkError(undefined);
    try {
      const answer = await orders.modifyNotice(remarkFor.mainId, notice);
      if (Number(answer.code) !== 200) {
        setRemarkError(answer.msg || MESSAGES.requestFailed);
        return;
      }
      message.success(answer.msg || MESSAGES.remarkSaved);
      setRemarkFor(null);
      refresh();
    } catch (error) {
      setRemarkError(errorText(error));
    } finally {
      setRemarkPending(false);
    }
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
            onChange={(event) => setKeyword(event.target.value)}
            onClear={() => setSearching(null)}
          />
          <Button type="submit" variant="primary">
            搜索
          </Button>
        </StyledToolbar>
      ) : null}

      {state.kind === 'loading' ? (
        <StyledList aria-busy="true" aria-label="正在加载订单">
          <Skeleton variant="rect" style={{ height: vars.space[16] }} />
          <Skeleton variant="text" lines={3} />
        </StyledList>
      ) : null}

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
                  key={`${row.mainId}-${row.details.itemId}`}
                  row={row}
                  onDetail={openDetail}
                  onConfirmReceipt={actions.requestConfirm}
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
        pending={remarkPending}
        serverError={remarkError}
        onSubmit={saveRemark}
        onCancel={() => setRemarkFor(null)}
      />
      {actions.dialogs}
    </Page>
  );
}
