/**
 * /afterlist (§2): the buyer's after-sales records, filtered by type, keyword and dates, 10 a page; the market's hotline
 * (the server's MARKET_HOTLINE, issue 26) and the masked chat account.
 */
import { afterSalesKeys, errorMessage } from '@huashi/api';
import { AFTER_SALES_SUPPORT, maskAccount, PAGE_SIZES, withQuery } from '@huashi/domain';
import { AfterSaleList, Page, type AfterSaleFilters } from '@huashi/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { afterSales } from './afterSalesIo';
import { useMarketHotline } from './useMarketHotline';

export function AfterSalesListPage() {
  const [, navigate] = useLocation();
  const [filters, setFilters] = useState<AfterSaleFilters>({ asType: '', keyword: '', start: '', end: '' });
  const [page, setPage] = useState(1);
  const hotline = useMarketHotline();
  const body = { ...filters, page, limit: PAGE_SIZES.afterSales };
  const types = useQuery({ queryKey: afterSalesKeys.types(), queryFn: () => afterSales.types() });
  const list = useQuery({ queryKey: afterSalesKeys.list(body), queryFn: () => afterSales.list(body), placeholderData: keepPreviousData });
  return (
    <Page title="售后查询">
      <AfterSaleList
        rows={(list.data?.list ?? []).map((r) => ({ ...r, productImage: r.orderItem.productImage }))}
        total={list.data?.pages.total ?? 0}
        page={page}
        onPageChange={setPage}
        types={types.data ?? {}}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        onOpen={(row) => navigate(withQuery('/afterdetail', { idCode: row.mainId, list: { mainId: row.mainId, itemId: row.itemId } }))}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error, '售后记录加载失败') : undefined}
        onRetry={() => void list.refetch()}
        hotline={hotline}
        chatAccount={maskAccount(AFTER_SALES_SUPPORT.chatAccount)}
      />
    </Page>
  );
}
