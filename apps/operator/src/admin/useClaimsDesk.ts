/**
 * The 售后理赔 desk's state: its state tab, keyword and page in the URL (?state=&q=&page=), one page of claims from the
 * server, the decisions (each refreshes the list; 向供应商扣款 is one of them), the photos read with the staff token, and the server's clock for the
 * countdown (the list answer's `now`, run on by the browser's clock).
 */
import { adminClaimKeys, adminClaimsApi, createApiClient, type ClaimRow } from '@huashi/api';
import { usePrivateImages } from '@huashi/api/react';
import { CLAIM_DESK_STATE_CODES, fenOf, type ClaimDeskState } from '@huashi/domain';
import type { ClaimRowData, ClaimsDeskFilters } from '@huashi/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { STAFF_UNAUTHORIZED_EVENT, staffSession } from './staffSession';

export const CLAIMS_PAGE_SIZE = 20;
export const CLAIMS_PATH = '/admin/claims';

const claimsDesk = adminClaimsApi(
  createApiClient({
    getToken: staffSession.token,
    onUnauthorized: () => {
      staffSession.clear();
      window.dispatchEvent(new CustomEvent(STAFF_UNAUTHORIZED_EVENT));
    },
  }),
);

export function claimRowData(row: ClaimRow, photos: readonly string[]): ClaimRowData {
  return {
    id: row.id,
    status: row.status,
    statusLabel: row.statusLabel,
    state: row.state,
    orderNo: row.orderNo,
    buyerName: row.buyerName,
    buyerPhone: row.buyerPhone,
    flwName: row.flwName,
    levelName: row.levelName,
    supplierName: row.supplierName,
    supplierClaimRate: row.supplierClaimRate,
    asTypeName: row.asTypeName,
    asQty: row.asQty,
    buyQty: row.buyQty,
    asReason: row.asReason,
    photos,
    baseFen: fenOf(row.baseAmount),
    formulaFen: fenOf(row.formulaAmount),
    realFen: row.realAmount === '' ? null : fenOf(row.realAmount),
    asNotice: row.asNotice,
    filedAt: Date.parse(row.filedAt),
    dueAt: Date.parse(row.dueAt),
    overdue: row.overdue,
    awaitsReply: row.awaitsReply,
    chargeBack: row.chargeBack,
    chargeBackReason: row.chargeBackReason,
    chargeBackLocked: row.chargeBackLocked,
  };
}

function readSearch(search: string): { filters: ClaimsDeskFilters; page: number } {
  const params = new URLSearchParams(search);
  const state = params.get('state') as ClaimDeskState | null;
  const page = Number(params.get('page'));
  return {
    filters: {
      state: state && CLAIM_DESK_STATE_CODES.includes(state) ? state : 'pending',
      keyword: (params.get('q') ?? '').trim().slice(0, 40),
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function searchOf(filters: ClaimsDeskFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.state !== 'pending') params.set('state', filters.state);
  if (filters.keyword) params.set('q', filters.keyword);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Object URLs of the claim photos (private: read with the staff token); failed reads left out. */
export function useClaimPhotos(row: ClaimRow | null): string[] {
  const thumbs = row ? row.images.map((i) => i.thumbUrl) : [];
  const photos = usePrivateImages(thumbs, staffSession.token);
  return thumbs.map((url) => photos[url] ?? '').filter(Boolean);
}

/**
 * The server's clock, ticking each second: the instant the last page was read at (its `now`), run on by the browser's
 * clock since then — so the countdown follows the server however wrong the browser's clock is. 0 before a page came.
 */
function useServerClock(serverNow: string | undefined): number {
  const server = serverNow ? Date.parse(serverNow) : Number.NaN;
  const [anchor, setAnchor] = useState<{ server: number; local: number } | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (Number.isFinite(server)) setAnchor({ server, local: Date.now() });
  }, [server]);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((t) => t + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (anchor?.server === server) return anchor.server + (Date.now() - anchor.local);
  return Number.isFinite(server) ? server : 0;
}

export type ClaimDecideInput = { id: number } & (
  | { action: 'accept' }
  | { action: 'pay' }
  | { action: 'propose'; amount: string; reason: string }
  | { action: 'reject'; reason: string }
  | { action: 'chargeBack'; chargeBack: boolean; reason: string }
);

export function useClaimsDesk() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, page } = readSearch(search);
  const go = (next: ClaimsDeskFilters, nextPage: number) => navigate(`${CLAIMS_PATH}${searchOf(next, nextPage)}`);
  const query = { page, limit: CLAIMS_PAGE_SIZE, state: filters.state, keyword: filters.keyword || undefined };
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: adminClaimKeys.list(query), queryFn: () => claimsDesk.list(query), placeholderData: keepPreviousData });
  const now = useServerClock(list.data?.now);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminClaimKeys.all });
  const decide = useMutation({
    mutationFn: (input: ClaimDecideInput) => {
      if (input.action === 'accept') return claimsDesk.accept({ id: input.id });
      if (input.action === 'pay') return claimsDesk.pay({ id: input.id });
      if (input.action === 'propose') return claimsDesk.propose({ id: input.id, amount: input.amount, reason: input.reason });
      if (input.action === 'chargeBack') return claimsDesk.chargeBack({ id: input.id, chargeBack: input.chargeBack, reason: input.reason });
      return claimsDesk.reject({ id: input.id, reason: input.reason });
    },
    onSettled: refresh,
  });
  return {
    filters,
    page,
    now,
    setFilters: (next: ClaimsDeskFilters) => go(next, 1),
    setPage: (next: number) => go(filters, next),
    list,
    rows: list.data?.list ?? [],
    total: list.data?.total ?? 0,
    decide,
  };
}
