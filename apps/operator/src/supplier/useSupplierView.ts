/**
 * The supplier page's state: the tab and day in the URL (/supplier?tab=claims, ?day=2026-11-16 — reload and back keep
 * them), the day's lots and sales, the claims and the settlements from the server, the claims' photos read with the
 * supplier's token.
 */
import {
  errorMessage,
  SUPPLIER_SETTLEMENT_PDF_PATH,
  supplierKeys,
  type SupplierClaim,
  type SupplierLot,
  type SupplierSettlement,
} from '@huashi/api';
import { usePrivateImages } from '@huashi/api/react';
import { addDays, fenOf, SUPPLIER_LIMITS } from '@huashi/domain';
import { SUPPLIER_TABS, type SupplierClaimData, type SupplierLotData, type SupplierSettlementData, type SupplierTab } from '@huashi/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { saveFileWithToken } from '../admin/staffFile';
import { useLocation, useSearch } from 'wouter';
import { supplier, supplierSession } from './supplierSession';

export const SUPPLIER_PATH = '/supplier';

export type SupplierView = { tab: SupplierTab; day: string };

/** What the URL names (anything unreadable: the default; day '' = the server's today). */
export function readSupplierSearch(search: string): SupplierView {
  const params = new URLSearchParams(search);
  const day = params.get('day') ?? '';
  const tab = SUPPLIER_TABS.find((item) => item.key === params.get('tab'))?.key ?? 'day';
  return { tab, day: /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : '' };
}

export function supplierSearch(view: SupplierView): string {
  const params = new URLSearchParams();
  if (view.tab !== 'day') params.set('tab', view.tab);
  if (view.day) params.set('day', view.day);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const lotData = (lot: SupplierLot): SupplierLotData => ({
  ...lot,
  salePriceFen: fenOf(lot.salePrice),
  sourcePriceFen: fenOf(lot.sourcePrice),
  soldAmountFen: fenOf(lot.soldAmount),
  prices: lot.prices.map((line) => ({ priceFen: fenOf(line.price), bundles: line.bundles })),
});

const settlementData = ({
  sales,
  chargeBack,
  commission,
  owed,
  late,
  reversed,
  carried,
  ...row
}: SupplierSettlement): SupplierSettlementData => ({
  ...row,
  salesFen: fenOf(sales),
  chargeBackFen: fenOf(chargeBack),
  commissionFen: fenOf(commission),
  owedFen: fenOf(owed),
  lateFen: fenOf(late),
  reversedFen: fenOf(reversed),
  carriedFen: fenOf(carried),
});

const LOAD_FAILED = '加载失败，请稍后再试';
const DOWNLOAD_FAILED = '结算单下载失败，请稍后再试';

export function useSupplierView() {
  const [, navigate] = useLocation();
  const view = readSupplierSearch(useSearch());
  const go = (next: Partial<SupplierView>) => navigate(`${SUPPLIER_PATH}${supplierSearch({ ...view, ...next })}`);

  const day = useQuery({
    queryKey: supplierKeys.day(view.day),
    queryFn: () => supplier.day({ day: view.day }),
    enabled: view.tab === 'day',
  });
  const claims = useQuery({ queryKey: supplierKeys.claims(), queryFn: supplier.claims, enabled: view.tab === 'claims' });
  // 下载结算单: fetched with the supplier's token and saved under the server's name (结算单-<code>-<period>.pdf).
  const download = useMutation({
    mutationFn: (row: SupplierSettlementData) =>
      saveFileWithToken(supplierSession.token() ?? '', SUPPLIER_SETTLEMENT_PDF_PATH, { id: row.id }, `结算单-${row.id}.pdf`),
  });
  const settlements = useQuery({
    queryKey: supplierKeys.settlements(),
    queryFn: supplier.settlements,
    enabled: view.tab === 'settlements',
  });
  const claimRows: readonly SupplierClaim[] = claims.data?.list ?? [];
  const photos = usePrivateImages(
    claimRows.flatMap((claim) => claim.images.flatMap((image) => [image.url, image.thumbUrl])),
    supplierSession.token,
  );
  const claimData: SupplierClaimData[] = claimRows.map(({ paidAmount, chargeBackAmount, images, ...claim }) => ({
    ...claim,
    paidAmountFen: paidAmount === null ? null : fenOf(paidAmount),
    chargeBackFen: chargeBackAmount === null ? null : fenOf(chargeBackAmount),
    images: images.map((image) => ({ thumb: photos[image.thumbUrl] ?? '', full: photos[image.url] ?? '' })),
  }));

  const today = day.data?.today ?? '';
  return {
    view,
    setTab: (tab: SupplierTab) => go({ tab }),
    setDay: (next: string) => go({ day: next === today ? '' : next }),
    day: {
      day: day.data?.day ?? view.day,
      today,
      firstDay: today ? (addDays(today, -SUPPLIER_LIMITS.historyDays) ?? '') : '',
      lots: (day.data?.lots ?? []).map(lotData),
      soldBundles: day.data?.soldBundles ?? 0,
      soldAmountFen: fenOf(day.data?.soldAmount ?? '0'),
      loading: day.isPending,
      error: day.isError ? errorMessage(day.error, LOAD_FAILED) : undefined,
      onRetry: () => void day.refetch(),
    },
    claims: {
      claims: claimData,
      loading: claims.isPending,
      error: claims.isError ? errorMessage(claims.error, LOAD_FAILED) : undefined,
      onRetry: () => void claims.refetch(),
    },
    settlements: {
      settlements: (settlements.data?.list ?? []).map(settlementData),
      loading: settlements.isPending,
      error: settlements.isError ? errorMessage(settlements.error, LOAD_FAILED) : undefined,
      onRetry: () => void settlements.refetch(),
      onDownload: (row: SupplierSettlementData) => download.mutate(row),
      downloadingId: download.isPending ? (download.variables?.id ?? null) : null,
      downloadError: download.error ? errorMessage(download.error, DOWNLOAD_FAILED) : undefined,
    },
  };
}
