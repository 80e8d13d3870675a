/** What a staff list or panel shows of its TanStack query: loading, the failure in Chinese, and 重新加载. */
import { errorMessage } from '@huashi/api';
import type { UseQueryResult } from '@tanstack/react-query';

export type QueryStatusProps = { loading: boolean; error: string | undefined; onRetry: () => void };

/** `failed` is shown when the query fails without a message of its own, e.g. 订单加载失败，请稍后再试. */
export function queryStatus(query: UseQueryResult<unknown>, failed: string): QueryStatusProps {
  return {
    loading: query.isPending,
    error: query.isError ? errorMessage(query.error, failed) : undefined,
    onRetry: () => void query.refetch(),
  };
}

export type Paging = { page: number; pageSize: number; onPageChange: (page: number) => void };

/** A server-paged list's props from its query: the rows, the total the server counted, the page and the status. */
export function pagedList<Row>(query: UseQueryResult<{ total: number }>, rows: readonly Row[], paging: Paging, failed: string) {
  return { rows, total: query.data?.total ?? 0, ...paging, ...queryStatus(query, failed) };
}
