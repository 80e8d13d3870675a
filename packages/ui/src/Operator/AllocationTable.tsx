import {
  QUANTITY_MESSAGES,
  defaultBundlesToBuy,
  digitsOnly,
  formatOperatorSalePrice,
  formatYuan,
  lengthLabel,
  opennessLabel,
  parseYuan,
  type Fen,
} from '@huashi/domain';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { DataTable, type DataTableColumn, type DataTableKey, type SortState } from '../DataTable';
import { GradeBadge } from '../GradeBadge';
import { Input } from '../Input';
import { vars } from '../theme/vars';
import { StyledMuted, StyledTwoLines } from './cellStyles';

/** A lot of the day's stock as the operator's goods list shows it (§3 stock item (operator)); money in fen per stem. */
export type AllocationStockRowData = {
  id: number;
  flwCode: string;
  flwName: string;
  supplierId: string;
  supplierName: string;
  levelName: string;
  /** Stem length code (40 → 35-40cm). */
  lenthName: string;
  /** Openness code (3度 → 2-3度). */
  openName: string;
  /** Defect (瑕疵); '' none. */
  salepointName: string;
  positionNo: string;
  /** Settlement price (sourcePrice). */
  sourcePriceFen: Fen;
  /** Product coefficient (differAmount); the sale price is coefficient + settlement price. */
  differAmountFen: Fen;
  /** Stems in stock (nowStock). */
  nowStock: number;
  /** Stems per bundle (flwUnitno). */
  flwUnitno: number;
  /** Above 0: transferred in. */
  fromStockid: number;
  /** The server's default bundles to buy; absent: every bundle in stock (floor(stock ÷ stems per bundle)). */
  buyTemp?: number;
};

/** The goods list's sortable fields (the server's orderBys keys). */
export type AllocationSortField =
  'flwCode' | 'flwName' | 'supplierId' | 'levelName' | 'sourcePrice' | 'differAmount' | 'salePrice' | 'nowStock';
export type AllocationSort = { field: AllocationSortField; direction: 'asc' | 'desc' } | null;

export type AllocationTableProps = {
  rows: readonly AllocationStockRowData[];
  /** The server's sort (the table shows it on the headers and sorts the page it holds the same way). */
  sort: AllocationSort;
  onSortChange: (sort: AllocationSort) => void;
  /** Selected lot ids (the header box selects every lot of the page). */
  selected: readonly number[];
  onSelectionChange: (ids: number[]) => void;
  /** Bundles to buy per lot id; a lot not in it buys its default (buyTemp: every bundle in stock). */
  bundles: Readonly<Record<number, number>>;
  onBundlesChange: (id: number, bundles: number) => void;
  /** The sign's editDifferAmount permission (the server decides): the coefficient is an input, else plain text. */
  canEditCoefficient: boolean;
  onCoefficientChange?: (id: number, coefficientFen: Fen) => void;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  /** Height of the scrolling body; default the table's own. */
  height?: string;
};

const ROW_HEIGHT = 56;

/** Bundles in stock: the most a lot can take. */
export function stockBundles(row: Pick<AllocationStockRowData, 'nowStock' | 'flwUnitno'>): number {
  return defaultBundlesToBuy(row.nowStock, row.flwUnitno);
}

/** The bundles a lot buys: the operator's figure, else buyTemp (by default every bundle in stock), never above the stock. */
export function bundlesOf(row: AllocationStockRowData, bundles: Readonly<Record<number, number>>): number {
  return Math.min(bundles[row.id] ?? row.buyTemp ?? stockBundles(row), stockBundles(row));
}

const byText = (pickText: (row: AllocationStockRowData) => string) => (a: AllocationStockRowData, b: AllocationStockRowData) =>
  pickText(a).localeCompare(pickText(b), 'zh-CN');
const byNumber = (pickNumber: (row: AllocationStockRowData) => number) => (a: AllocationStockRowData, b: AllocationStockRowData) =>
  pickNumber(a) - pickNumber(b);

const StyledSalePrice = styled.span`
  color: ${vars.color.price};
  font-weight: ${vars.font.weight.medium};
`;

/** An input inside a row: a click in it must not make the row take the focus. */
const StyledCellControl = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-width: 0;
  width: 100%;

  > div {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

const StyledOverMax = styled.span`
  flex: none;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.xs};
`;

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

function BundlesInput({ row, value, onChange }: { row: AllocationStockRowData; value: number; onChange: (bundles: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [overMax, setOverMax] = useState(false);
  const max = stockBundles(row);
  return (
    <StyledCellControl onClick={stopRowClick}>
      <Input
        size="sm"
        inputMode="numeric"
        autoComplete="off"
        aria-label={`${row.flwName} ${row.supplierId} 购买扎数`}
        aria-invalid={overMax || undefined}
        value={draft ?? String(value)}
        onChange={(event) => {
          const text = digitsOnly(event.target.value);
          const typed = text === '' ? 0 : Number(text);
          const clamped = Math.min(typed, max);
          setOverMax(typed > max);
          setDraft(typed > max ? String(max) : text);
          onChange(clamped);
        }}
        onBlur={() => setDraft(null)}
      />
      {overMax ? <StyledOverMax role="alert">{QUANTITY_MESSAGES.aboveMax}</StyledOverMax> : null}
    </StyledCellControl>
  );
}

/** Coefficient text (yuan, may be negative) → fen, or null. */
function coefficientFen(text: string): Fen | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const parsed = parseYuan(negative ? trimmed.slice(1) : trimmed);
  if (!parsed.ok) return null;
  return negative ? -parsed.fen : parsed.fen;
}

function CoefficientInput({ row, onChange }: { row: AllocationStockRowData; onChange?: (id: number, fen: Fen) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const fen = coefficientFen(draft);
    setDraft(null);
    if (fen !== null && fen !== row.differAmountFen) onChange?.(row.id, fen);
  };
  return (
    <StyledCellControl onClick={stopRowClick}>
      <Input
        size="sm"
        inputMode="decimal"
        autoComplete="off"
        aria-label={`${row.flwName} ${row.supplierId} 商品系数（元）`}
        value={draft ?? formatYuan(row.differAmountFen)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </StyledCellControl>
  );
}

/**
 * 商品列表 of /goodTp: the day's lots on the virtualised DataTable (smooth at 10,000 rows), sortable headers (the
 * server sorts; the callback names the field and direction), multi-select with select-all of the page, an inline
 * bundles input per lot (default buyTemp, kept within 0…bundles in stock: 不能再多啦), the sale price =
 * coefficient + settlement price with 2 decimals, and the coefficient as an input only with the editDifferAmount
 * permission. On a phone it scrolls sideways inside its own box.
 */
export function AllocationTable({
  rows,
  sort,
  onSortChange,
  selected,
  onSelectionChange,
  bundles,
  onBundlesChange,
  canEditCoefficient,
  onCoefficientChange,
  loading = false,
  error,
  onRetry,
  height,
}: AllocationTableProps) {
  const columns: DataTableColumn<AllocationStockRowData>[] = [
    { key: 'flwCode', header: '商品编码', width: '0.9fr', compare: byText((r) => r.flwCode), cell: (r) => r.flwCode },
    { key: 'flwName', header: '商品名称', width: '1.1fr', compare: byText((r) => r.flwName), cell: (r) => r.flwName },
    {
      key: 'supplierId',
      header: '供应商',
      width: '1.3fr',
      compare: byText((r) => r.supplierId),
      cell: (r) => (
        <StyledTwoLines>
          <span>{r.supplierId}</span>
          <StyledMuted title={r.supplierName}>{r.supplierName}</StyledMuted>
        </StyledTwoLines>
      ),
    },
    {
      key: 'levelName',
      header: '等级',
      width: '0.6fr',
      compare: byText((r) => r.levelName),
      cell: (r) => <GradeBadge levelName={r.levelName} />,
    },
    { key: 'lenthName', header: '长度', width: '0.8fr', cell: (r) => lengthLabel(r.lenthName) },
    { key: 'openName', header: '开度', width: '0.6fr', cell: (r) => opennessLabel(r.openName) },
    { key: 'salepointName', header: '瑕疵', width: '0.6fr', cell: (r) => r.salepointName || '无' },
    { key: 'positionNo', header: '位置', width: '0.8fr', cell: (r) => r.positionNo },
    {
      key: 'sourcePrice',
      header: '结算价',
      width: '0.8fr',
      align: 'end',
      compare: byNumber((r) => r.sourcePriceFen),
      cell: (r) => formatYuan(r.sourcePriceFen),
    },
    {
      key: 'differAmount',
      header: '商品系数',
      width: canEditCoefficient ? '1fr' : '0.8fr',
      align: 'end',
      compare: byNumber((r) => r.differAmountFen),
      cell: (r) => (canEditCoefficient ? <CoefficientInput row={r} onChange={onCoefficientChange} /> : formatYuan(r.differAmountFen)),
    },
    {
      key: 'salePrice',
      header: '销售价',
      width: '0.8fr',
      align: 'end',
      compare: byNumber((r) => r.sourcePriceFen + r.differAmountFen),
      cell: (r) => <StyledSalePrice>{formatOperatorSalePrice(r.differAmountFen, r.sourcePriceFen)}</StyledSalePrice>,
    },
    {
      key: 'nowStock',
      header: '库存（枝）',
      width: '0.8fr',
      align: 'end',
      compare: byNumber((r) => r.nowStock),
      cell: (r) => r.nowStock,
    },
    { key: 'flwUnitno', header: '枝/扎', width: '0.6fr', align: 'end', cell: (r) => r.flwUnitno },
    {
      key: 'buyTemp',
      header: '购买扎数',
      width: '1.4fr',
      cell: (r) => <BundlesInput row={r} value={bundlesOf(r, bundles)} onChange={(n) => onBundlesChange(r.id, n)} />,
    },
  ];

  const tableSort: SortState = sort ? { key: sort.field, direction: sort.direction } : null;
  return (
    <DataTable
      aria-label="商品列表"
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      rowLabel={(r) => `${r.flwName} ${r.supplierId} ${r.positionNo}`}
      rowHeight={ROW_HEIGHT}
      height={height}
      sort={tableSort}
      onSortChange={(next) => onSortChange(next ? { field: next.key as AllocationSortField, direction: next.direction } : null)}
      selectable
      selected={selected}
      onSelectionChange={(keys: DataTableKey[]) => onSelectionChange(keys.map(Number))}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText="没有符合条件的商品，可调整筛选条件"
    />
  );
}
