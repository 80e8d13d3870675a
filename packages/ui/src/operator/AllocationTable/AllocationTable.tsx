/**
 * 商品列表 of /goodTp (AllocationTable) — which columns a market operator reads, by priority (issue 26: at 1366 px the
 * table cut defects and supplier names, at 1024 px its headers ran into each other):
 * 1. Own columns, never cut: what an allocation is decided on — 商品名称, 供应商 (code and name), 等级, 长度, 瑕疵,
 *    销售价, 库存 — and what the operator types: 商品系数 (with editDifferAmount) and 购买扎数.
 * 2. A second, quieter line of a first-priority cell, named by a second line of its header (DataTable's subheader):
 *    编码 · 位置 under 商品名称, 开度 under 长度, 结算价 under 销售价, 枝/扎 under 库存. (Sorting by code stays in the filter
 *    bar's 排序; by settlement price only through the URL: 销售价 sorts the same lots nearly alike.)
 * 3. Long texts wrap instead of being cut: the supplier's name and the defect take a second line in the 56 px row (cut
 *    after it only beyond two lines, whole in their title).
 * Each column's track is minmax(least width, share): the least widths (cells padded 8 px, DataTable's dense) add up to
 * about 900 px, so at 1024 px (946 px beside the checkboxes) every column is on screen with room for a scrollbar, and
 * the shares give 1366 px's extra width mostly to 供应商, 瑕疵 and 商品名称 (one line each there). The cart
 * (AllocationCart) follows the same priorities; the lot columns both show are written once in lotColumns.
 */
import {
  OPERATOR_TOOL_MESSAGES,
  QUANTITY_MESSAGES,
  defaultBundlesToBuy,
  formatOperatorSalePrice,
  formatYuan,
  operatorSalePriceFen,
  operatorSalePriceProblem,
  parseQuantity,
  parseYuan,
  type Fen,
} from '@huashi/domain';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import styled from 'styled-components';
import { DataTable, type DataTableColumn, type DataTableKey, type SortState } from '../../primitives/DataTable';
import { Input } from '../../primitives/Input';
import { vars } from '../../theme/vars';
import { StyledMuted, StyledTwoLines } from '../internal/cellStyles';
import { lotColumns, type LotCellData } from '../internal/lotColumns';
import { column } from '../../internal/flex';

/** A lot of the day's stock as the operator's goods list shows it (§3 stock item (operator)); money in fen per stem. */
export type AllocationStockRowData = LotCellData & {
  id: number;
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
/** Rows rendered beyond the visible ones on each side: a 56 px row needs fewer than the table's default. */
const OVERSCAN = 4;

/** Bundles in stock: the most a lot can take. */
export function stockBundles(row: Pick<AllocationStockRowData, 'nowStock' | 'flwUnitno'>): number {
  return defaultBundlesToBuy(row.nowStock, row.flwUnitno);
}

/** Sold out: not one whole bundle left (stock 0, or fewer stems than a bundle holds); such a lot cannot be selected. */
export function isSoldOut(row: Pick<AllocationStockRowData, 'nowStock' | 'flwUnitno'>): boolean {
  return stockBundles(row) < 1;
}

/** The bundles a lot buys: the operator's figure, else buyTemp (by default every bundle in stock), never above the stock. */
export function bundlesOf(row: AllocationStockRowData, bundles: Readonly<Record<number, number>>): number {
  return Math.min(bundles[row.id] ?? row.buyTemp ?? stockBundles(row), stockBundles(row));
}

const byText = (pickText: (row: AllocationStockRowData) => string) => (a: AllocationStockRowData, b: AllocationStockRowData) =>
  pickText(a).localeCompare(pickText(b), 'zh-CN');
const byNumber = (pickNumber: (row: AllocationStockRowData) => number) => (a: AllocationStockRowData, b: AllocationStockRowData) =>
  pickNumber(a) - pickNumber(b);

/** The lot columns' sorts (the server's fields of the same names). */
const LOT_COMPARES = {
  flwName: byText((r) => r.flwName),
  supplierId: byText((r) => r.supplierId),
  levelName: byText((r) => r.levelName),
};

const StyledSalePrice = styled.span`
  color: ${vars.color.price};
  font-weight: ${vars.font.weight.medium};
`;

/**
 * The 购买扎数 and 商品系数 cells (an input inside a row: a click in it must not make the row take the focus): the message
 * goes under the input (the columns are narrow: beside the input a message would be cut to a few characters); the
 * input and the message together fit the 56 px row.
 */
const StyledCellControl = styled.span`
  ${column(vars.space[1])}
  align-items: stretch;
  min-width: 0;
  width: 100%;

  > div {
    flex: none;
    min-width: 4rem;
  }

  > span {
    line-height: ${vars.font.lineHeight.tight};
  }
`;

/** The cell's message under its input (a message longer than the column is cut, whole in its title). */
const StyledOverMax = styled.span`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.xs};
`;

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * Runs the latest `leave` when the cell unmounts: a cell whose row scrolls out of the virtual window while it holds a
 * typed value gives that value as leaving it would (its blur may never come).
 */
function useLeaveOnUnmount(leave: () => void) {
  const latest = useRef(leave);
  useLayoutEffect(() => {
    latest.current = leave;
  });
  useEffect(() => {
    const ref = latest;
    return () => ref.current();
  }, []);
}

/** Text that starts with a minus (ASCII, full-width or the typographic one): a number below 0 was meant. */
const startsNegative = (text: string) => /^[-－−]/.test(text.trim());

/** The cell's message beside (or under) its input, tied to it by id (the input's aria-describedby while it shows). */
function CellMessage({ id, problem }: { id: string; problem: string | null }) {
  return problem !== null ? (
    <StyledOverMax id={id} role="alert" title={problem}>
      {problem}
    </StyledOverMax>
  ) : null;
}

/**
 * The 购买扎数 cell: whole bundles within 1…bundles in stock, given to the table on blur or Enter (as 商品系数), so a
 * number typed key by key is taken whole ("2.5" never leaves 2 behind). While typing: above the stock the cell shows
 * the stock with 不能再多啦 (that is what Enter takes); 0 says 数量不能为零, a negative number ("-1") 不能再少啦 and other
 * text that is not a whole number ("2.5", "a") 购买扎数须为整数 — leaving such a cell keeps the lot's last number, which
 * it shows again. Escape and a cleared cell change nothing. A row scrolled out of the table while its cell held a valid
 * number still gives it.
 */
function BundlesInput({
  row,
  value,
  disabled,
  onChange,
}: {
  row: AllocationStockRowData;
  value: number;
  disabled: boolean;
  onChange: (id: number, bundles: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The valid whole number in the cell, not given to the table yet (null: none). */
  const pending = useRef<number | null>(null);
  const messageId = useId();
  const max = stockBundles(row);
  /** Gives the pending number to the table (when it differs from the lot's). */
  const give = () => {
    const bundles = pending.current;
    pending.current = null;
    if (bundles !== null && bundles !== value) onChange(row.id, bundles);
  };
  // Unmounted with a number typed (its row scrolled out of the virtual window): the number is not lost.
  useLeaveOnUnmount(give);
  const settle = (keep: boolean) => {
    if (keep) give();
    else pending.current = null;
    setDraft(null);
    setProblem(null);
  };
  return (
    <StyledCellControl onClick={stopRowClick}>
      <Input
        size="sm"
        inputMode="numeric"
        autoComplete="off"
        aria-label={`${row.flwName} ${row.supplierId} 购买扎数`}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem !== null ? messageId : undefined}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          // Cleared to type a new number: nothing changes yet.
          if (text.trim() === '') {
            pending.current = null;
            setProblem(null);
            return;
          }
          const typed = parseQuantity(text);
          if (typed === null || typed === 0) {
            pending.current = null;
            setProblem(
              typed === 0
                ? QUANTITY_MESSAGES.zeroInCart
                : startsNegative(text)
                  ? QUANTITY_MESSAGES.belowMin
                  : OPERATOR_TOOL_MESSAGES.bundlesNotWhole,
            );
            return;
          }
          pending.current = Math.min(typed, max);
          setProblem(typed > max ? QUANTITY_MESSAGES.aboveMax : null);
          if (typed > max) setDraft(String(max));
        }}
        onBlur={() => settle(true)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') settle(true);
          if (event.key === 'Escape') settle(false);
        }}
      />
      <CellMessage id={messageId} problem={problem} />
    </StyledCellControl>
  );
}

/** Coefficient text (yuan, may be negative) → fen, or null. */
function coefficientFen(text: string): Fen | null {
  const trimmed = text.trim();
  const negative = startsNegative(trimmed);
  const parsed = parseYuan(negative ? trimmed.slice(1) : trimmed);
  if (!parsed.ok) return null;
  return negative && parsed.fen !== 0 ? -parsed.fen : parsed.fen;
}

/**
 * The 商品系数 cell (with editDifferAmount), committed on blur or Enter (Escape undoes). A coefficient is never below 0:
 * the sale price (coefficient + settlement price) never below the settlement price nor above ¥1000: such a coefficient,
 * or text that is not a price, is refused under the input (不能低于结算价¥x, 售价不能高于¥1000.00, 请输入正确的价格) and the lot keeps its last
 * coefficient (the cell shows it again); a valid coefficient clears the message.
 */
function CoefficientInput({ row, onChange }: { row: AllocationStockRowData; onChange: (id: number, fen: Fen) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const messageId = useId();
  const commit = () => {
    if (draft === null) return;
    const fen = coefficientFen(draft);
    setDraft(null);
    const refused =
      fen === null
        ? OPERATOR_TOOL_MESSAGES.badPrice
        : operatorSalePriceProblem(operatorSalePriceFen(fen, row.sourcePriceFen), row.sourcePriceFen);
    setProblem(refused);
    if (fen !== null && refused === null && fen !== row.differAmountFen) onChange(row.id, fen);
  };
  // A typed coefficient is not lost when its row scrolls out of the virtual window.
  useLeaveOnUnmount(commit);
  return (
    <StyledCellControl onClick={stopRowClick}>
      <Input
        size="sm"
        inputMode="decimal"
        autoComplete="off"
        aria-label={`${row.flwName} ${row.supplierId} 商品系数（元）`}
        aria-describedby={problem !== null ? messageId : undefined}
        value={draft ?? formatYuan(row.differAmountFen)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') commit();
          // Escape gives up the typed coefficient: the lot keeps its own (leaving the cell then changes nothing).
          if (event.key === 'Escape') {
            setDraft(null);
            setProblem(null);
          }
        }}
      />
      <CellMessage id={messageId} problem={problem} />
    </StyledCellControl>
  );
}

const rowKeyOf = (row: AllocationStockRowData) => row.id;
const rowLabelOf = (row: AllocationStockRowData) => `${row.flwName} ${row.supplierId} ${row.positionNo}`;

/** The callbacks: the table calls the latest ones through a ref, so a parent's new function is no reason to render. */
const CALLBACK_PROPS: ReadonlySet<string> = new Set([
  'onSortChange',
  'onSelectionChange',
  'onBundlesChange',
  'onCoefficientChange',
  'onRetry',
]);

/**
 * Whether the table would show the same: every prop the same but the callbacks (only whether there is one counts) and
 * the sort compared by value (a parent reading it from the URL makes a new object on every keystroke). So typing in
 * the filter bar above does not render the table again: only the answer does.
 */
function sameTable(prev: AllocationTableProps, next: AllocationTableProps): boolean {
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)]) as Set<keyof AllocationTableProps>;
  for (const key of keys) {
    if (CALLBACK_PROPS.has(key)) {
      if ((prev[key] === undefined) !== (next[key] === undefined)) return false;
    } else if (key === 'sort') {
      if (prev.sort?.field !== next.sort?.field || prev.sort?.direction !== next.sort?.direction) return false;
    } else if (!Object.is(prev[key], next[key])) return false;
  }
  return true;
}

/**
 * 商品列表 of /goodTp: the day's lots on the virtualised DataTable (smooth at 10,000 rows), sortable headers (the
 * server sorts; the callback names the field and direction), multi-select with select-all of the page, an inline
 * bundles input per lot (default buyTemp, kept within 0…bundles in stock: 不能再多啦; not a whole number: refused), the
 * sale price = coefficient + settlement price with 2 decimals, and the coefficient as an input only with the
 * editDifferAmount permission. A sold-out lot (not one whole bundle left) is greyed out and cannot be selected. On a
 * phone it scrolls sideways inside its own box. Renders again only when what it shows changes (see sameTable).
 */
export const AllocationTable = memo(function AllocationTable(props: AllocationTableProps) {
  const { rows, sort, selected, bundles, canEditCoefficient, loading = false, error, onRetry, height } = props;
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const changeBundles = useCallback((id: number, n: number) => latest.current.onBundlesChange(id, n), []);
  const changeCoefficient = useCallback((id: number, fen: Fen) => latest.current.onCoefficientChange?.(id, fen), []);
  const changeSort = useCallback(
    (next: SortState) => latest.current.onSortChange(next ? { field: next.key as AllocationSortField, direction: next.direction } : null),
    [],
  );
  const changeSelection = useCallback((keys: DataTableKey[]) => latest.current.onSelectionChange(keys.map(Number)), []);
  const retry = useCallback(() => latest.current.onRetry?.(), []);

  const columns = useMemo(
    (): DataTableColumn<AllocationStockRowData>[] => [
      ...lotColumns<AllocationStockRowData>({ position: true, compare: LOT_COMPARES }),
      {
        key: 'differAmount',
        header: '商品系数',
        width: canEditCoefficient ? 'minmax(9rem, 1fr)' : 'minmax(5.25rem, 0.6fr)',
        align: 'end',
        compare: byNumber((r) => r.differAmountFen),
        // A sold-out lot cannot be allocated: its coefficient is shown, not edited.
        cell: (r) =>
          canEditCoefficient && !isSoldOut(r) ? <CoefficientInput row={r} onChange={changeCoefficient} /> : formatYuan(r.differAmountFen),
      },
      {
        key: 'salePrice',
        header: '销售价',
        subheader: '结算价',
        width: 'minmax(4.5rem, 0.6fr)',
        align: 'end',
        compare: byNumber((r) => r.sourcePriceFen + r.differAmountFen),
        cell: (r) => (
          <StyledTwoLines>
            <StyledSalePrice>{formatOperatorSalePrice(r.differAmountFen, r.sourcePriceFen)}</StyledSalePrice>
            <StyledMuted>{formatYuan(r.sourcePriceFen)}</StyledMuted>
          </StyledTwoLines>
        ),
      },
      {
        key: 'nowStock',
        header: '库存',
        subheader: '枝/扎',
        width: 'minmax(4.5rem, 0.6fr)',
        align: 'end',
        compare: byNumber((r) => r.nowStock),
        cell: (r) => (
          <StyledTwoLines>
            <span>{r.nowStock}枝</span>
            <StyledMuted>{r.flwUnitno}枝/扎</StyledMuted>
          </StyledTwoLines>
        ),
      },
      {
        key: 'buyTemp',
        header: '购买扎数',
        width: 'minmax(7rem, 0.9fr)',
        cell: (r) => <BundlesInput row={r} value={bundlesOf(r, bundles)} disabled={isSoldOut(r)} onChange={changeBundles} />,
      },
    ],
    [canEditCoefficient, bundles, changeBundles, changeCoefficient],
  );

  const sortField = sort?.field;
  const sortDirection = sort?.direction;
  const tableSort = useMemo(
    (): SortState => (sortField && sortDirection ? { key: sortField, direction: sortDirection } : null),
    [sortField, sortDirection],
  );
  return (
    <DataTable
      aria-label="商品列表"
      rows={rows}
      columns={columns}
      rowKey={rowKeyOf}
      rowLabel={rowLabelOf}
      rowDisabled={isSoldOut}
      rowHeight={ROW_HEIGHT}
      dense
      overscan={OVERSCAN}
      height={height}
      sort={tableSort}
      onSortChange={changeSort}
      selectable
      selected={selected}
      onSelectionChange={changeSelection}
      loading={loading}
      error={error}
      onRetry={onRetry ? retry : undefined}
      emptyText="没有符合条件的商品，可调整筛选条件"
    />
  );
}, sameTable);
