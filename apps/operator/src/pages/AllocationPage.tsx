/**
 * /goodTp — the market operator's allocation tool (§2, §4, §5): the day's goods list (paged on the server) and the
 * allocation cart (调配购物车) of this sign, filled by hand or by 自动调配, then ordered for a buyer unpaid (pay 0) or
 * paid from the buyer's balance (pay 1). Filters, page and tab live in the URL. The coefficient is editable only when
 * the server's get-permission says so (we honour its answer; the spec's client zeroing it is a bug we do not copy).
 */
import { errorMessage, type GoodsQuery } from '@huashi/api';
import {
  autoAllocationOutcome,
  fenOf,
  formatYuan,
  OPERATOR_EXPORT_SOURCES,
  OPERATOR_TOOL_MESSAGES,
  operatorExportFileName,
  type AutoAllocationValues,
  type Fen,
  type OperatorExportSource,
  MESSAGES,
} from '@huashi/domain';
import {
  AddToOrderDialog,
  AllocationTable,
  AutoAllocateDialog,
  BatchPriceDialog,
  GoodsFilterBar,
  Page,
  Pager,
  Tabs,
  bundlesOf,
  stockBundles,
  useMessage,
  vars,
  type AddToOrderLineData,
  type AllocationStockRowData,
  type GoodsFilterValues,
} from '@huashi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { AllocationCartSection } from './AllocationCartSection';
import { filtersFromSearch, goodsQueryOf, searchWithFilters } from '../goodTp/filters';
import { goodsListQuery, priceChangeMessage, useCart, useCartActions, useCategories, useGoodsList, usePageInfo } from '../goodTp/useGoodTp';
import { useExcelExport } from '../goodTp/useExcelExport';
import { useSupplierSessionText } from '../goodTp/useMarketSession';
import { addToOrderLine, stockExportLine, stockRowData } from '../goodTp/allocationViewModels';

const StyledSummary = styled.p`
  margin: 0;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledPager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

const TABS = ['商品列表', '调配购物车'] as const;

export type AllocationPageProps = {
  sign: string;
  /** The sign's editDifferAmount permission, as the server answered it. */
  canEditCoefficient: boolean;
  /** Who the sign was issued to. */
  operatorLabel: string;
};

export function AllocationPage({ sign, canEditCoefficient, operatorLabel }: AllocationPageProps) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const message = useMessage();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const tab = new URLSearchParams(search).get('tab') === 'cart' ? 1 : 0;
  /** Filters replace the history entry (each keystroke is not a step back); a tab is a step of its own (Back returns). */
  const go = (query: string, replace = true) => navigate(query ? `${location}?${query}` : location, { replace });
  const setFilters = (values: GoodsFilterValues, page = 1) => {
    const next = searchWithFilters(search, { ...values, page });
    // The goods list is asked for at once, in the keystroke's own event, before the page renders the new filters: the
    // list's query finds the call under way under the same key (issue 18's keystroke → paint).
    if (pageInfo.data) prefetchGoods(goodsQueryOf(filtersFromSearch(next), auctionDate));
    // A selection is of the lots on screen: new filters or another page start without one (the counts on 加入订单 and
    // 导出 Excel never name lots that are not shown).
    setSelected([]);
    go(next);
  };
  const setTab = (index: number) => {
    const params = new URLSearchParams(search);
    if (index === 1) params.set('tab', 'cart');
    else params.delete('tab');
    if (index !== tab) go(params.toString(), false);
  };

  const pageInfo = usePageInfo(sign);
  const auctionDate = pageInfo.data?.auctions.auctionDate ?? '';
  const styleId = filters.styleId === '' ? null : Number(filters.styleId);
  const categories = useCategories(sign, styleId);
  const query = pageInfo.data ? goodsQueryOf(filters, auctionDate) : null;
  const goods = useGoodsList(sign, query);
  const queryClient = useQueryClient();
  const prefetchGoods = (next: GoodsQuery) => void queryClient.prefetchQuery(goodsListQuery(sign, next));
  const cart = useCart(sign);
  const actions = useCartActions(sign);
  const excel = useExcelExport();
  const sessionText = useSupplierSessionText(sign, filters.supplierType);

  const [selected, setSelected] = useState<number[]>([]);
  const [bundles, setBundles] = useState<Record<number, number>>({});
  const [coefficients, setCoefficients] = useState<Record<number, Fen>>({});
  const [dialog, setDialog] = useState<'add' | 'price' | 'auto' | null>(null);
  /** A dialog opens without the last attempt's refusal (that was about other lines or another price). */
  const openDialog = (which: 'add' | 'price' | 'auto') => {
    actions.add.reset();
    actions.editPrice.reset();
    actions.autoAdd.reset();
    setDialog(which);
  };

  const items = useMemo(() => goods.data?.list ?? [], [goods.data]);
  const rows = useMemo(
    () => items.map((item) => ({ ...stockRowData(item), differAmountFen: coefficients[item.id] ?? fenOf(item.differAmount) })),
    [items, coefficients],
  );
  // The keyword the rows on screen answer (not the one being fetched): bench:operator waits for it.
  const resultsFor = goods.data && !goods.isPlaceholderData ? (query?.search ?? '') : undefined;

  const selectedRows = rows.filter((row) => selected.includes(row.id));
  const bundlesFor = (row: AllocationStockRowData) => bundlesOf(row, bundles);

  /** 确认加入: the lines with bundles (the dialog leaves out those with 0). */
  const addToCart = async (adding: readonly AddToOrderLineData[]) => {
    const lines = adding.map((line) => ({
      id: line.id,
      num: line.bundles,
      ...(canEditCoefficient && coefficients[line.id] !== undefined ? { differAmount: formatYuan(coefficients[line.id]!) } : {}),
    }));
    try {
      const answer = await actions.add.mutateAsync(lines);
      message.success(`已加入调配购物车，共 ${answer.totalNum} 件`);
      setSelected([]);
      setDialog(null);
    } catch {
      // The dialog stays open and shows the server's message (serverError).
    }
  };

  /** 批量改价 on the goods list changes the cart rows of the selected lots. */
  const batchPrice = async (change: { deltaFen: Fen; type: 'add' | 'sub' }) => {
    const ids = (cart.data?.list ?? []).filter((row) => selected.includes(row.stockId)).map((row) => row.id);
    if (ids.length === 0) {
      message.warning('所选商品尚未加入调配购物车');
      return;
    }
    try {
      const after = await actions.editPrice.mutateAsync({ price: formatYuan(change.deltaFen), type: change.type, ids });
      const outcome = priceChangeMessage(cart.data, after, ids);
      message[outcome.level](outcome.text);
      setDialog(null);
    } catch {
      // The dialog stays open and shows the server's message (serverError).
    }
  };

  const autoAllocate = async (values: AutoAllocationValues) => {
    try {
      const result = await actions.autoAdd.mutateAsync({
        type: values.type as 0 | 1 | 2,
        num: values.num,
        clear: values.clear as 1 | 2,
        temp: values.temp,
        levelName: values.levelName ?? '',
        cateId: values.cateId ? Number(values.cateId) : undefined,
        nowLevelName: filters.levelName,
        search: filters.search,
      });
      const outcome = autoAllocationOutcome(result.count);
      message[outcome.level](outcome.text);
      setDialog(null);
    } catch (error) {
      message.error(errorMessage(error, '自动调配失败，请稍后再试'));
    }
  };

  const exportSelection = () => {
    // The selected lots; nothing selected, the page's lots that can still be bought (a sold-out lot has no bundle). Each
    // with the bundles its row shows (bundlesOf: the operator's figure or buyTemp, never above the stock).
    const source: OperatorExportSource = selectedRows.length > 0 ? 'selection' : 'page';
    const chosen = source === 'selection' ? selectedRows : rows.filter((row) => stockBundles(row) >= 1);
    if (chosen.length === 0) {
      message.error(OPERATOR_TOOL_MESSAGES.nothingToExport);
      return;
    }
    const itemOf = new Map(items.map((item) => [item.id, item]));
    const lines = chosen.map((row) => stockExportLine(itemOf.get(row.id)!, bundlesFor(row), coefficients[row.id]));
    excel
      .run(lines, operatorExportFileName(source, auctionDate), OPERATOR_EXPORT_SOURCES[source])
      .catch((error: unknown) => message.error(error instanceof Error && error.message ? `导出失败：${error.message}` : '导出失败'));
  };

  const styles = (pageInfo.data?.styles ?? []).map((s) => ({ styleId: String(s.styleId), styleName: s.styleName }));
  const categoryOptions = (categories.data ?? []).map((c) => ({ cateId: String(c.cateId), cateName: c.cateName }));
  const levels = (pageInfo.data?.levels ?? []).map((l) => l.name);
  const total = goods.data?.totalNum ?? 0;
  const totalPages = goods.data?.totalPage ?? 0;

  return (
    <Page as="main" width="fill" gutter="md" title="调配工具" description={`${operatorLabel} · 竞拍日 ${auctionDate || '…'}`}>
      <Tabs items={[TABS[0], { label: TABS[1], count: cart.data?.totalNum ?? 0 }]} active={tab} onChange={setTab} aria-label="调配工具" />
      {tab === 0 ? (
        <>
          <GoodsFilterBar
            values={filters}
            onChange={(values) => setFilters(values)}
            styles={styles}
            categories={categoryOptions}
            levels={levels}
            selectedCount={selected.length}
            onAddToOrder={() => openDialog('add')}
            onBatchPrice={() => openDialog('price')}
            onAutoAllocate={() => openDialog('auto')}
            onExport={exportSelection}
            exportProgress={excel.progress}
            totals={goods.data ? { lots: total, bundles: goods.data.totalZa, stems: goods.data.totalZhi } : undefined}
            supplierHint={sessionText}
          />
          <div data-results-for={resultsFor}>
            <AllocationTable
              rows={rows}
              sort={filters.sort}
              onSortChange={(sort) => setFilters({ ...filters, sort })}
              selected={selected}
              onSelectionChange={setSelected}
              bundles={bundles}
              onBundlesChange={(id, n) => setBundles((old) => ({ ...old, [id]: n }))}
              canEditCoefficient={canEditCoefficient}
              onCoefficientChange={(id, fen) => setCoefficients((old) => ({ ...old, [id]: fen }))}
              loading={pageInfo.isPending || goods.isPending}
              error={
                pageInfo.error
                  ? errorMessage(pageInfo.error, '页面信息加载失败')
                  : goods.error
                    ? errorMessage(goods.error, '商品加载失败')
                    : undefined
              }
              onRetry={() => void (pageInfo.error ? pageInfo.refetch() : goods.refetch())}
              height="min(70vh, 640px)"
            />
          </div>
          <StyledPager>
            <StyledSummary>
              第 {filters.page}/{Math.max(totalPages, 1)} 页，共 {total} 批
            </StyledSummary>
            <Pager page={filters.page} total={total} pageSize={filters.pageSize} onChange={(page) => setFilters(filters, page)} />
          </StyledPager>
        </>
      ) : (
        <AllocationCartSection sign={sign} auctionDate={auctionDate} excel={excel} canEditCoefficient={canEditCoefficient} />
      )}

      <AddToOrderDialog
        open={dialog === 'add'}
        onClose={() => setDialog(null)}
        lines={selectedRows.map((row) => addToOrderLine(row, bundlesFor(row)))}
        onConfirm={addToCart}
        pending={actions.add.isPending}
        serverError={actions.add.error ? errorMessage(actions.add.error) : undefined}
      />
      <BatchPriceDialog
        open={dialog === 'price'}
        onClose={() => setDialog(null)}
        selectedCount={selected.length}
        canEditCoefficient={canEditCoefficient}
        pending={actions.editPrice.isPending}
        onSubmit={batchPrice}
        serverError={actions.editPrice.error ? errorMessage(actions.editPrice.error) : undefined}
      />
      <AutoAllocateDialog
        open={dialog === 'auto'}
        onClose={() => setDialog(null)}
        onSubmit={autoAllocate}
        onCancelled={() => message.info(MESSAGES.cancelled)}
        categories={categoryOptions}
        levels={levels}
        defaults={{ ...autoDefaults(pageInfo.data?.auto, categoryOptions, levels), supplierType: filters.supplierType }}
        pending={actions.autoAdd.isPending}
      />
    </Page>
  );
}

/** The page info's auto-allocation defaults, each only when the dialog offers it (else the dialog would send a value it does not show). */
function autoDefaults(
  auto: { level: string; cateId: number | string } | undefined,
  categories: readonly { cateId: string }[],
  levels: readonly string[],
): { levelName?: string; cateId?: string } {
  const cateId = auto ? String(auto.cateId) : '';
  return {
    levelName: auto && levels.includes(auto.level) ? auto.level : undefined,
    cateId: categories.some((c) => c.cateId === cateId) ? cateId : undefined,
  };
}
