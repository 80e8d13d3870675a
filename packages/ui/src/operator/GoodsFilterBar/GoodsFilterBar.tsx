import {
  OPERATOR_DEFAULT_SUPPLIER_TYPE,
  OPERATOR_PAGE_SIZE_OPTIONS,
  OPERATOR_SELECTION_MESSAGE,
  PAGE_SIZES,
  formatYuan,
  normalizeOperatorPageSize,
  normalizePriceRange,
  parseYuan,
  type Fen,
  type OperatorPageSize,
} from '@huashi/domain';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Input } from '../../primitives/Input';
import { Message } from '../../primitives/Message';
import { Select, withAllOption } from '../../primitives/Select';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import { bareFieldset } from '../internal/fieldsetStyles';
import type { AllocationSort, AllocationSortField } from '../AllocationTable/AllocationTable';
import { SUPPLIER_TYPE_OPTIONS } from '../internal/supplierTypeOptions';
import { column, wrappingRow } from '../../internal/flex';

/** The goods list's filters (§2, defaults of §9); prices as typed, in yuan. */
export type GoodsFilterValues = {
  /** A 花农直供 (default), B 花卉经纪, C 底价供应. */
  supplierType: string;
  /** Goods form (style); '' all. */
  styleId: string;
  /** Category of the style; '' all. */
  cateId: string;
  /** Grade; '' all. */
  levelName: string;
  search: string;
  minPrice: string;
  maxPrice: string;
  sort: AllocationSort;
  pageSize: OperatorPageSize;
};

export const DEFAULT_GOODS_FILTERS: GoodsFilterValues = {
  supplierType: OPERATOR_DEFAULT_SUPPLIER_TYPE,
  styleId: '',
  cateId: '',
  levelName: '',
  search: '',
  minPrice: '',
  maxPrice: '',
  sort: null,
  pageSize: PAGE_SIZES.operatorGoodsDefault,
};

export type GoodsFilterBarProps = {
  values: GoodsFilterValues;
  /** Every change (a keystroke in 关键词 too; the page debounces the query). Picking a style clears the category. */
  onChange: (values: GoodsFilterValues) => void;
  styles: readonly { styleId: string; styleName: string }[];
  /** The categories of the chosen style. */
  categories: readonly { cateId: string; cateName: string }[];
  levels: readonly string[];
  /** Lots selected in the table: 加入订单 and 批量改价 need at least one (请选择商品). */
  selectedCount: number;
  onAddToOrder: () => void;
  onBatchPrice: () => void;
  onAutoAllocate: () => void;
  onExport: () => void;
  /** While the Excel file is being built: its progress in percent; null otherwise. */
  exportProgress?: number | null;
  /** Totals of the matching lots (the server's totalNum, totalZa, totalZhi). */
  totals?: { lots: number; bundles: number; stems: number };
  /**
   * A line under 供应商类型 about the chosen type's trading session, e.g. 限时直供 已休市 · 明日 11:30 开市 (the page
   * builds it from the domain's session rules and the server's clock).
   */
  supplierHint?: string;
};

/** The yuan text of a bound → fen; '' or unreadable → null (no bound). */
function boundFen(text: string): Fen | null {
  const parsed = parseYuan(text);
  return parsed.ok ? parsed.fen : null;
}

/** The price range the query sends: each bound within 0–1000, swapped when the maximum is below the minimum. */
export function goodsFilterPriceRange(values: Pick<GoodsFilterValues, 'minPrice' | 'maxPrice'>): { minFen: Fen; maxFen: Fen } {
  return normalizePriceRange({ minFen: boundFen(values.minPrice), maxFen: boundFen(values.maxPrice) });
}

/** The typed range as the fields then show it: clamped into 0–1000 and swapped when needed; an empty bound stays empty. */
function normalizedPriceTexts(values: GoodsFilterValues): Pick<GoodsFilterValues, 'minPrice' | 'maxPrice'> {
  const min = boundFen(values.minPrice);
  const max = boundFen(values.maxPrice);
  const range = normalizePriceRange({ minFen: min, maxFen: max });
  return {
    minPrice: min === null ? '' : formatYuan(range.minFen),
    maxPrice: max === null ? '' : formatYuan(range.maxFen),
  };
}

const SORT_OPTIONS: readonly { value: string; label: string; sort: AllocationSort }[] = [
  { value: '', label: '默认排序', sort: null },
  { value: 'salePrice:asc', label: '销售价从低到高', sort: { field: 'salePrice', direction: 'asc' } },
  { value: 'salePrice:desc', label: '销售价从高到低', sort: { field: 'salePrice', direction: 'desc' } },
  { value: 'nowStock:desc', label: '库存从多到少', sort: { field: 'nowStock', direction: 'desc' } },
  { value: 'nowStock:asc', label: '库存从少到多', sort: { field: 'nowStock', direction: 'asc' } },
  { value: 'levelName:asc', label: '等级', sort: { field: 'levelName', direction: 'asc' } },
  { value: 'flwCode:asc', label: '商品编码', sort: { field: 'flwCode', direction: 'asc' } },
];

function sortValue(sort: AllocationSort): string {
  return sort ? `${sort.field}:${sort.direction}` : '';
}

function sortOf(value: string): AllocationSort {
  const known = SORT_OPTIONS.find((option) => option.value === value);
  if (known) return known.sort;
  const [field, direction] = value.split(':');
  return field && (direction === 'asc' || direction === 'desc') ? { field: field as AllocationSortField, direction } : null;
}

const PAGE_SIZE_OPTIONS = OPERATOR_PAGE_SIZE_OPTIONS.map((size) => ({ value: String(size), label: `${size}条/页` }));

const StyledBar = styled.form`
  ${column(vars.space[3])}
  min-width: ${vars.space[0]};
`;

const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${vars.space[16]} * 2 + ${vars.space[8]}), 1fr));
  gap: ${vars.space[3]};
  /* Tops aligned: the session line under 供应商类型 makes that field taller without lifting its select. */
  align-items: start;

  ${media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The session line under 供应商类型 breaks only between its words (never inside 开市 or 11:30), at any width. */
const StyledSessionHint = styled.span`
  word-break: keep-all;
  overflow-wrap: anywhere;
`;

const StyledWide = styled.div`
  grid-column: span 2;
  min-width: 0;
`;

const StyledRange = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: end;
  gap: ${vars.space[2]};
  ${bareFieldset}

  > span {
    padding-bottom: ${vars.space[2]};
    color: ${vars.color.textMuted};
  }
`;

const StyledActions = styled.div`
  ${wrappingRow(vars.space[2])}

  ${media.phone} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledTotals = styled.p`
  margin: ${vars.space[0]};
  margin-inline-start: auto;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};

  ${media.phone} {
    grid-column: 1 / -1;
    margin-inline-start: ${vars.space[0]};
  }
`;

/**
 * The filters above /goodTp's goods list: supplier type (default A), goods form, category (follows the form), grade,
 * keyword, price range 0–1000 (a maximum below the minimum is swapped when the field is left), sort and page size
 * (10/50/100/200, default 100); then 加入订单 and 批量改价 (both need a selection: 请选择商品), 自动调配 and 导出 Excel
 * — of the selection (导出 Excel（n）), or with nothing selected of the page (导出本页 Excel) — showing its progress while
 * the file is built.
 */
export function GoodsFilterBar({
  values,
  onChange,
  styles,
  categories,
  levels,
  selectedCount,
  onAddToOrder,
  onBatchPrice,
  onAutoAllocate,
  onExport,
  exportProgress = null,
  totals,
  supplierHint,
}: GoodsFilterBarProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const set = (patch: Partial<GoodsFilterValues>) => onChange({ ...values, ...patch });
  const normalizePrices = () => {
    const texts = normalizedPriceTexts(values);
    if (texts.minPrice !== values.minPrice || texts.maxPrice !== values.maxPrice) set(texts);
  };
  const needSelection = (action: () => void) => () => {
    if (selectedCount === 0) {
      setNotice(OPERATOR_SELECTION_MESSAGE);
      return;
    }
    setNotice(null);
    action();
  };
  const exporting = exportProgress !== null;

  return (
    <StyledBar
      role="search"
      aria-label="商品筛选"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        normalizePrices();
      }}
    >
      <StyledFields>
        <Select
          label="供应商类型"
          options={SUPPLIER_TYPE_OPTIONS}
          hint={supplierHint ? <StyledSessionHint>{supplierHint}</StyledSessionHint> : undefined}
          value={values.supplierType}
          onChange={(event) => set({ supplierType: event.target.value })}
        />
        <Select
          label="商品形态"
          options={withAllOption(
            styles.map((s) => ({ value: s.styleId, label: s.styleName })),
            '全部形态',
          )}
          value={values.styleId}
          onChange={(event) => set({ styleId: event.target.value, cateId: '' })}
        />
        <Select
          label="品类"
          options={withAllOption(
            categories.map((c) => ({ value: c.cateId, label: c.cateName })),
            '全部品类',
          )}
          value={values.cateId}
          onChange={(event) => set({ cateId: event.target.value })}
        />
        <Select
          label="等级"
          options={withAllOption(
            levels.map((level) => ({ value: level, label: level })),
            '全部等级',
          )}
          value={values.levelName}
          onChange={(event) => set({ levelName: event.target.value })}
        />
        <StyledWide>
          <Input
            label="关键词"
            type="search"
            placeholder="商品名称、编码或供应商"
            autoComplete="off"
            clearable
            value={values.search}
            onChange={(event) => set({ search: event.target.value })}
            onClear={() => set({ search: '' })}
          />
        </StyledWide>
        <StyledWide>
          <StyledRange>
            <legend>价格区间（元，0–1000）</legend>
            <Input
              aria-label="最低价（元）"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              value={values.minPrice}
              onChange={(event) => set({ minPrice: event.target.value })}
              onBlur={normalizePrices}
            />
            <span aria-hidden="true">至</span>
            <Input
              aria-label="最高价（元）"
              inputMode="decimal"
              autoComplete="off"
              placeholder="1000"
              value={values.maxPrice}
              onChange={(event) => set({ maxPrice: event.target.value })}
              onBlur={normalizePrices}
            />
          </StyledRange>
        </StyledWide>
        <Select
          label="排序"
          options={SORT_OPTIONS.map(({ value, label }) => ({ value, label }))}
          value={sortValue(values.sort)}
          onChange={(event) => set({ sort: sortOf(event.target.value) })}
        />
        <Select
          label="每页条数"
          options={PAGE_SIZE_OPTIONS}
          value={String(values.pageSize)}
          onChange={(event) => set({ pageSize: normalizeOperatorPageSize(event.target.value) })}
        />
      </StyledFields>
      {notice && selectedCount === 0 ? (
        <Message type="warning" role="alert">
          {notice}
        </Message>
      ) : null}
      <StyledActions>
        <Button type="button" onClick={needSelection(onAddToOrder)}>
          {selectedCount > 0 ? `加入订单（${selectedCount}）` : '加入订单'}
        </Button>
        <Button type="button" variant="secondary" onClick={needSelection(onBatchPrice)}>
          批量改价
        </Button>
        <Button type="button" variant="secondary" onClick={onAutoAllocate}>
          自动调配
        </Button>
        <Button type="button" variant="secondary" loading={exporting} onClick={onExport}>
          {exporting ? `导出中 ${Math.round(exportProgress)}%` : selectedCount > 0 ? `导出 Excel（${selectedCount}）` : '导出本页 Excel'}
        </Button>
        {totals ? (
          <StyledTotals>
            共 {totals.lots} 个批次，{totals.bundles} 扎，{totals.stems} 枝
          </StyledTotals>
        ) : null}
      </StyledActions>
    </StyledBar>
  );
}
