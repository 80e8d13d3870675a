/**
 * /admin/settlements (财务, 管理员): the period and the open settlement in the URL (?from=&to=&open=), the period's
 * settlements, 生成, a settlement's lines, 确认 (with the 应付 shown, so a change since refuses), 标记已付款, the
 * supplier's payee, the payout file and 下载结算单 (the open settlement's PDF). Every action refreshes the desk's reads.
 */
import {
  adminSettlementKeys,
  errorMessage,
  SETTLEMENT_PAYOUT_PATH,
  settlementFen,
  settlementPayoutFileName,
  SETTLEMENT_PDF_PATH,
  type SettlementDetail,
} from '@huashi/api';
import { fenOf, formatYuan, settlementFileName, settlementPeriodProblem, shanghaiDate, type SupplierPayee } from '@huashi/domain';
import type { SettlementDetailData, SettlementRowData } from '@huashi/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { queryStatus } from './queryStatus';
import { useMarketNow } from './useMarketNow';
import { saveStaffFile } from './staffFile';
import { settlementsDesk } from './staffSession';

export const SETTLEMENTS_PATH = '/admin/settlements';

type View = { from: string; to: string; open: number | null };

/** The view in the URL; a missing or bad period is today's market date (Asia/Shanghai). */
export function readSettlementSearch(search: string, today: string): View {
  const params = new URLSearchParams(search);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const open = Number(params.get('open'));
  const period = settlementPeriodProblem(from, to) === null ? { from, to } : { from: today, to: today };
  return { ...period, open: Number.isInteger(open) && open >= 1 ? open : null };
}

function detailData(detail: SettlementDetail, commissionRate: string): SettlementDetailData {
  return {
    row: { ...settlementFen(detail.row), carriedFen: fenOf(detail.row.carried) },
    commissionRate: detail.row.commissionRate || commissionRate,
    sales: detail.sales.map(({ price, amount, ...line }) => ({ ...line, priceFen: fenOf(price), amountFen: fenOf(amount) })),
    chargeBacks: detail.chargeBacks.map(({ amount, ...line }) => ({ ...line, amountFen: fenOf(amount) })),
    payee: detail.payee,
  };
}

export function useSettlementsDesk() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const today = shanghaiDate(useMarketNow()) ?? '';
  const view = readSettlementSearch(useSearch(), today);
  const go = (next: Partial<View>) => {
    const merged = { ...view, ...next };
    const params = new URLSearchParams({ from: merged.from, to: merged.to });
    if (merged.open) params.set('open', String(merged.open));
    navigate(`${SETTLEMENTS_PATH}?${params.toString()}`);
  };
  const period = { from: view.from, to: view.to };
  const list = useQuery({
    queryKey: adminSettlementKeys.list(period),
    queryFn: () => settlementsDesk.list(period),
    placeholderData: keepPreviousData,
  });
  const detail = useQuery({
    queryKey: adminSettlementKeys.detail({ id: view.open ?? 0 }),
    queryFn: () => settlementsDesk.detail({ id: view.open ?? 0 }),
    enabled: view.open !== null,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminSettlementKeys.all });
  const generate = useMutation({ mutationFn: () => settlementsDesk.draft(period), onSettled: refresh });
  const confirm = useMutation({
    mutationFn: (row: SettlementRowData) => settlementsDesk.confirm({ id: row.id, owed: formatYuan(row.owedFen) }),
    onSettled: refresh,
  });
  const pay = useMutation({
    mutationFn: (input: { row: SettlementRowData; bankReference: string }) =>
      settlementsDesk.pay({ id: input.row.id, bankReference: input.bankReference }),
    onSettled: refresh,
  });
  const savePayee = useMutation({
    mutationFn: (input: { supplierId: string; payee: SupplierPayee }) =>
      settlementsDesk.payee({ supplierId: input.supplierId, ...input.payee }),
    onSettled: refresh,
  });
  const download = useMutation({
    mutationFn: () => saveStaffFile(SETTLEMENT_PAYOUT_PATH, {}, settlementPayoutFileName(today)),
  });
  const print = useMutation({
    mutationFn: (row: SettlementRowData) => saveStaffFile(SETTLEMENT_PDF_PATH, { id: row.id }, settlementFileName(row)),
  });
  const failed = [generate, confirm, pay, savePayee, download, print].find((m) => m.error);
  const page = list.data;
  return {
    view,
    setPeriod: (from: string, to: string) => go({ from, to, open: null }),
    open: (row: SettlementRowData) => go({ open: row.id }),
    close: () => go({ open: null }),
    rows: (page?.list ?? []).map(settlementFen),
    totals: settlementFen({ sales: '0.00', chargeBack: '0.00', commission: '0.00', owed: '0.00', ...page?.totals }),
    commissionRate: page?.commissionRate ?? '',
    status: queryStatus(list, '结算单加载失败，请稍后再试'),
    detail: detail.data ? detailData(detail.data, page?.commissionRate ?? '') : null,
    generate,
    confirm,
    pay,
    savePayee,
    download,
    print,
    pending: confirm.isPending || pay.isPending || savePayee.isPending,
    actionError: failed?.error ? errorMessage(failed.error) : undefined,
  };
}
