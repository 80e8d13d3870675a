/**
 * The 实名审核 desk's state (issue 17 slice B1): its status filter and page in the URL (/admin/finance?tab=identity
 * &status=&page=), one page of submissions from the server, the two photos of each read with the staff token (the
 * upload route serves private images to staff only), and 通过 / 驳回 (each refreshes the list).
 */
import { adminIdentityApi, adminIdentityKeys, createApiClient, type IdentityDeskFilter } from '@huashi/api';
import { usePrivateImages } from '@huashi/api/react';
import { formatShanghaiDateTime, sameIdWarning } from '@huashi/domain';
import { IDENTITY_FILTERS, type IdentityReviewRow } from '@huashi/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { STAFF_UNAUTHORIZED_EVENT, staffSession } from './staffSession';

export const IDENTITY_PAGE_SIZE = 10;

const identityDesk = adminIdentityApi(
  createApiClient({
    getToken: staffSession.token,
    onUnauthorized: () => {
      staffSession.clear();
      window.dispatchEvent(new CustomEvent(STAFF_UNAUTHORIZED_EVENT));
    },
  }),
);

function readView(search: string): { filter: IdentityDeskFilter; page: number } {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    filter: IDENTITY_FILTERS.some((f) => f.value === status) ? (status as IdentityDeskFilter) : '0',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

const timeText = (iso: string | null) => (iso ? (formatShanghaiDateTime(Date.parse(iso)) ?? '') : '');

export function useIdentityDesk() {
  const [, navigate] = useLocation();
  const view = readView(useSearch());
  const queryClient = useQueryClient();
  const filters = { status: view.filter, page: view.page, limit: IDENTITY_PAGE_SIZE };
  const list = useQuery({
    queryKey: adminIdentityKeys.list(filters),
    queryFn: () => identityDesk.list(filters),
    placeholderData: keepPreviousData,
  });
  const photos = usePrivateImages(
    (list.data?.list ?? []).flatMap((r) => [r.frontUrl, r.behindUrl]),
    staffSession.token,
  );
  const rows: IdentityReviewRow[] = (list.data?.list ?? []).map((row) => ({
    id: row.id,
    buyerName: row.buyerName,
    buyerPhone: row.buyerPhone,
    accountNo: row.accountNo,
    realName: row.realName,
    realIdnumber: row.realIdnumber,
    startTime: row.startTime,
    expiredTime: row.expiredTime,
    status: row.status,
    statusLabel: row.statusLabel,
    rejectReason: row.rejectReason,
    submittedAt: timeText(row.submittedAt),
    processedAt: timeText(row.processedAt),
    frontSrc: photos[row.frontUrl] ?? '',
    behindSrc: photos[row.behindUrl] ?? '',
    sameIdWarning: sameIdWarning({ verified: row.sameIdVerified, reviewing: row.sameIdReviewing }) ?? '',
  }));
  const go = (next: { filter: IdentityDeskFilter; page: number }) => {
    const params = new URLSearchParams({ tab: 'identity' });
    if (next.filter !== '0') params.set('status', next.filter);
    if (next.page > 1) params.set('page', String(next.page));
    navigate(`/admin/finance?${params.toString()}`);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminIdentityKeys.all });
  const approve = useMutation({ mutationFn: (id: number) => identityDesk.approve({ id }), onSettled: refresh });
  const reject = useMutation({
    mutationFn: (input: { id: number; reason: string }) => identityDesk.reject(input),
    onSettled: refresh,
  });
  return {
    view,
    list,
    rows,
    total: list.data?.total ?? 0,
    setFilter: (filter: IdentityDeskFilter) => go({ filter, page: 1 }),
    setPage: (page: number) => go({ filter: view.filter, page }),
    approve,
    reject,
  };
}
