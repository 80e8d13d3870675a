/**
 * The 提现打款 section of /admin/finance (财务, 管理员): the state tab and page in the URL (?tab=payouts&state=&page=),
 * one server page of withdrawals, and the decisions 打款 / 驳回 (each refreshes the list).
 */
import { adminWithdrawalKeys, adminWithdrawalsApi, createApiClient, errorMessage, withdrawalFen } from '@huashi/api';
import type { WithdrawalStatus } from '@huashi/domain';
import { PAYOUT_STATES, type PayoutRowData } from '@huashi/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { pagedList } from './queryStatus';
import { STAFF_UNAUTHORIZED_EVENT, staffSession } from './staffSession';

export const PAYOUTS_PAGE_SIZE = 20;

const payoutDesk = adminWithdrawalsApi(
  createApiClient({
    getToken: staffSession.token,
    onUnauthorized: () => {
      staffSession.clear();
      window.dispatchEvent(new CustomEvent(STAFF_UNAUTHORIZED_EVENT));
    },
  }),
);

function readSearch(search: string): { state: WithdrawalStatus; page: number } {
  const params = new URLSearchParams(search);
  const state = params.get('state') as WithdrawalStatus | null;
  const page = Number(params.get('page'));
  return {
    state: state && PAYOUT_STATES.includes(state) ? state : 'pending',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export type PayoutDecideInput = { action: 'pay'; row: PayoutRowData } | { action: 'reject'; row: PayoutRowData; reason: string };

export function usePayoutDesk() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { state, page } = readSearch(useSearch());
  const go = (next: { state: WithdrawalStatus; page: number }) => {
    const params = new URLSearchParams({ tab: 'payouts' });
    if (next.state !== 'pending') params.set('state', next.state);
    if (next.page > 1) params.set('page', String(next.page));
    navigate(`/admin/finance?${params.toString()}`);
  };
  const filters = { state, page, limit: PAYOUTS_PAGE_SIZE };
  const query = useQuery({
    queryKey: adminWithdrawalKeys.list(filters),
    queryFn: () => payoutDesk.list(filters),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: (input: PayoutDecideInput) =>
      input.action === 'pay' ? payoutDesk.pay({ id: input.row.id }) : payoutDesk.reject({ id: input.row.id, reason: input.reason }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminWithdrawalKeys.all }),
  });
  const rows: PayoutRowData[] = (query.data?.list ?? []).map(withdrawalFen);
  return {
    list: pagedList(
      query,
      rows,
      { page, pageSize: PAYOUTS_PAGE_SIZE, onPageChange: (p) => go({ state, page: p }) },
      '提现记录加载失败，请稍后再试',
    ),
    state,
    setState: (next: WithdrawalStatus) => go({ state: next, page: 1 }),
    decide,
    actionError: decide.error ? errorMessage(decide.error) : undefined,
    busyId: decide.isPending ? (decide.variables?.row.id ?? null) : null,
  };
}
