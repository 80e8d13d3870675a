import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import { ChevronDownIcon } from '../internal/icons';
import { theme } from '../theme/theme';
import { vars } from '../theme/vars';
import { media } from '../theme/media';
import {
  ariaSort,
  isMoveKey,
  moveIndex,
  nextSort,
  selectAllState,
  selectRange,
  sortRows,
  toggleAll,
  toggleKey,
  type DataTableKey,
  type SortState,
} from './tableLogic';

export type DataTableAlign = 'start' | 'center' | 'end';

export type DataTableColumn<Row> = {
  /** Unique among the columns; names the column in the sort state. */
  key: string;
  header: ReactNode;
  /** What the cell shows for a row. */
  cell: (row: Row, index: number) => ReactNode;
  /** A CSS grid track: a token (`vars.space[16]`), a share (`'2fr'`); default an equal share. */
  width?: string;
  align?: DataTableAlign;
  /** Makes the column sortable: compares two rows in ascending order. */
  compare?: (a: Row, b: Row) => number;
};

export type DataTableProps<Row> = {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  /** A stable key per row (selection, focus and React keys follow it, not the position). */
  rowKey: (row: Row) => DataTableKey;
  /** Names the table for assistive technology. */
  'aria-label': string;

  /** Controlled sort; leave undefined to let the table keep its own. */
  sort?: SortState;
  /** The first sort of an uncontrolled table. */
  defaultSort?: SortState;
  onSortChange?: (sort: SortState) => void;

  /** Adds a checkbox column, the select-all header checkbox, Space and shift-click ranges. */
  selectable?: boolean;
  /** Controlled selection; leave undefined to let the table keep its own. */
  selected?: readonly DataTableKey[];
  defaultSelected?: readonly DataTableKey[];
  onSelectionChange?: (keys: DataTableKey[]) => void;
  /** The row's name in its checkbox label (选择 …); default 第 n 行. */
  rowLabel?: (row: Row) => string;

  /** A click on a row, or Enter on the active row. */
  onRowClick?: (row: Row, index: number) => void;
  /** The row that is open elsewhere on the page (a detail beside the table): marked aria-current and highlighted. */
  currentKey?: DataTableKey | null;

  /** Row height in px (every row is the same height); default the `tableRow` token. */
  rowHeight?: number;
  /** Rows rendered beyond the visible ones on each side; default 8. */
  overscan?: number;
  /** Height of the scrolling body as a CSS length; default the `tableBody` token. */
  height?: string;

  loading?: boolean;
  /** When set, the body shows it (role alert) instead of rows. */
  error?: ReactNode;
  /** Shows 重新加载 next to the error. */
  onRetry?: () => void;
  /** Default 暂无数据. */
  emptyText?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/** The `tableRow` token as a number of px, for the virtualiser's arithmetic. */
const DEFAULT_ROW_HEIGHT = Number.parseInt(theme.size.tableRow, 10);
const DEFAULT_OVERSCAN = 8;
const SKELETON_ROWS = 6;

const justify: Record<DataTableAlign, string> = { start: 'flex-start', center: 'center', end: 'flex-end' };

const StyledScroll = styled.div<{ $height: string }>`
  position: relative;
  height: ${(p) => p.$height};
  /* Never wider than its place, in a grid or flex row too: a wide table scrolls inside its own box. */
  min-width: ${vars.space[0]};
  max-width: 100%;
  overflow: auto;
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  font-size: ${vars.font.size.md};
  color: ${vars.color.text};

  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
`;

/**
 * On a phone a table keeps the width its columns need (PHONE_COLUMN_PX each) and scrolls sideways inside its own box,
 * instead of squeezing every cell to a character or two.
 */
const PHONE_COLUMN_PX = 104;
const phoneMinWidth = css<{ $minWidth: number }>`
  ${media.phone} {
    min-width: max(100%, ${(p) => p.$minWidth}px);
  }
`;

const StyledHeader = styled.div<{ $minWidth: number }>`
  ${phoneMinWidth}
  position: sticky;
  top: ${vars.space[0]};
  z-index: 1;
  background: ${vars.color.surfaceMuted};
  /* A shadow, not a border: the header stays exactly one row high for the virtualiser's offsets. */
  box-shadow: 0 ${vars.size.borderWidth} 0 ${vars.color.border};
`;

const StyledRow = styled.div<{ $columns: string; $height: number }>`
  display: grid;
  grid-template-columns: ${(p) => p.$columns};
  align-items: center;
  height: ${(p) => p.$height}px;
`;

const StyledBody = styled.div<{ $height: number; $minWidth: number }>`
  ${phoneMinWidth}
  position: relative;
  height: ${(p) => p.$height}px;
`;

const StyledBodyRow = styled(StyledRow)`
  position: absolute;
  top: ${vars.space[0]};
  left: ${vars.space[0]};
  width: 100%;
  height: ${(p) => p.$height}px;
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  cursor: default;

  &:hover {
    background: ${vars.color.surfaceMuted};
  }

  &[aria-selected='true'],
  &[aria-current='true'] {
    background: ${vars.color.primarySoft};
  }

  &[aria-current='true'] {
    box-shadow: inset ${vars.size.borderWidthStrong} 0 0 ${vars.color.primary};
  }

  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 ${vars.size.borderWidthStrong} ${vars.color.primary};
  }
`;

const StyledCell = styled.div<{ $align: DataTableAlign }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => justify[p.$align]};
  min-width: ${vars.space[0]};
  padding: ${vars.space[0]} ${vars.space[3]};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  text-align: ${(p) => p.$align};
`;

const StyledHeaderCell = styled(StyledCell)`
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.textSecondary};
`;

const StyledSortButton = styled.button<{ $direction: 'ascending' | 'descending' | 'none' }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  padding: ${vars.space[1]} ${vars.space[0]};
  font: inherit;
  color: ${(p) => (p.$direction === 'none' ? 'inherit' : vars.color.primary)};
  background: transparent;
  border: none;
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  &:hover {
    color: ${vars.color.primary};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }

  svg {
    flex: none;
    font-size: ${vars.size.iconSm};
    opacity: ${(p) => (p.$direction === 'none' ? 0.35 : 1)};
    transform: rotate(${(p) => (p.$direction === 'ascending' ? '180deg' : '0deg')});
  }
`;

const StyledMessageCell = styled.div`
  grid-column: 1 / -1;
  padding: ${vars.space[2]} ${vars.space[4]};
`;

const StyledSkeletonRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[3]} ${vars.space[0]};
`;

/** The grid track of each column (the checkbox column first when selectable). */
function gridColumns<Row>(columns: readonly DataTableColumn<Row>[], selectable: boolean): string {
  const tracks = columns.map((c) => c.width ?? 'minmax(0, 1fr)');
  return (selectable ? [vars.size.tableCheckColumn, ...tracks] : tracks).join(' ');
}

/** Holds a value the parent may control: its prop when defined, else the table's own state. */
function useControllable<T>(controlled: T | undefined, initial: T, onChange?: (next: T) => void): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(initial);
  const value = controlled === undefined ? own : controlled;
  const set = (next: T) => {
    if (controlled === undefined) setOwn(next);
    onChange?.(next);
  };
  return [value, set];
}

/**
 * A virtualised data grid for long lists (10,000 lots): typed columns, sorting (click a header:
 * ascending, descending, none), multi-select with checkboxes (shift-click selects a range, the
 * header box selects all), a sticky header, keyboard navigation with one focusable row (arrows,
 * Home/End, PageUp/PageDown, Space selects, Shift+Space selects a range, Enter opens), and empty,
 * loading and error states. Only the visible rows (plus `overscan`) are in the DOM.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  'aria-label': ariaLabel,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  selectable = false,
  selected: selectedProp,
  defaultSelected = [],
  onSelectionChange,
  rowLabel,
  onRowClick,
  currentKey,
  rowHeight = DEFAULT_ROW_HEIGHT,
  overscan = DEFAULT_OVERSCAN,
  height = vars.size.tableBody,
  loading = false,
  error,
  onRetry,
  emptyText = '暂无数据',
  className,
  style,
}: DataTableProps<Row>) {
  const [sort, setSort] = useControllable<SortState>(sortProp, defaultSort, onSortChange);
  const [selected, setSelected] = useControllable<readonly DataTableKey[]>(selectedProp, defaultSelected, (next) =>
    onSelectionChange?.([...next]),
  );
  const [activeKey, setActiveKey] = useState<DataTableKey | null>(null);
  /** The last row whose selection was changed by hand: one end of a shift-click range. */
  const anchorRef = useRef<DataTableKey | null>(null);
  /** Set when the active row should take focus as soon as it is rendered. */
  const focusPendingRef = useRef(false);
  const scrollRef = useRef<HTMLDivElement>(null);

  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const keys = useMemo(() => sorted.map(rowKey), [sorted, rowKey]);
  const indexOfKey = useMemo(() => new Map(keys.map((key, index) => [key, index])), [keys]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const activeIndex = activeKey === null ? -1 : (indexOfKey.get(activeKey) ?? -1);
  const allState = selectAllState(keys, selected);

  const showRows = !loading && error === undefined && sorted.length > 0;
  // The virtualiser re-renders this component on scroll and nothing here memoises its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: showRows ? sorted.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    // The sticky header row sits above the first row inside the same scroller.
    scrollMargin: rowHeight,
    scrollPaddingStart: rowHeight,
  });
  const items = virtualizer.getVirtualItems();

  useLayoutEffect(() => {
    if (!focusPendingRef.current || activeKey === null) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${activeIndex}"]`);
    if (row) {
      focusPendingRef.current = false;
      row.focus({ preventScroll: true });
    }
  });

  const activate = (index: number, focus: boolean) => {
    const key = keys[index];
    if (key === undefined) return;
    setActiveKey(key);
    if (focus) {
      focusPendingRef.current = true;
      virtualizer.scrollToIndex(index, { align: 'auto' });
    }
  };

  const changeSelection = (index: number, range: boolean) => {
    const key = keys[index];
    if (key === undefined) return;
    const select = !selectedSet.has(key);
    setSelected(range ? selectRange(keys, selected, anchorRef.current, key, select) : toggleKey(selected, key));
    anchorRef.current = key;
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!showRows || event.target instanceof HTMLButtonElement || event.target instanceof HTMLInputElement) return;
    if (isMoveKey(event.key)) {
      event.preventDefault();
      const pageSize = Math.floor((scrollRef.current?.clientHeight ?? rowHeight) / rowHeight) - 1;
      activate(moveIndex(activeIndex, event.key, sorted.length, pageSize), true);
      return;
    }
    if (activeIndex < 0) return;
    if (event.key === ' ' && selectable) {
      event.preventDefault();
      changeSelection(activeIndex, event.shiftKey);
    } else if (event.key === 'Enter' && onRowClick) {
      event.preventDefault();
      const row = sorted[activeIndex];
      if (row !== undefined) onRowClick(row, activeIndex);
    }
  };

  /** Tab into a grid whose active row is scrolled away: bring that row back and focus it. */
  const onScrollFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && showRows) activate(activeIndex < 0 ? 0 : activeIndex, true);
  };

  const onRowClicked = (event: MouseEvent<HTMLDivElement>, index: number) => {
    activate(index, false);
    event.currentTarget.focus({ preventScroll: true });
    const row = sorted[index];
    if (row !== undefined) onRowClick?.(row, index);
  };

  const template = gridColumns(columns, selectable);
  const phoneWidth = (columns.length + (selectable ? 0.5 : 0)) * PHONE_COLUMN_PX;
  const activeRendered = items.some((item) => item.index === activeIndex);
  const focusTarget = activeIndex < 0 ? (items[0]?.index ?? -1) : activeRendered ? activeIndex : -1;
  const colCount = columns.length + (selectable ? 1 : 0);

  const message = loading ? (
    <StyledSkeletonRows>
      <Skeleton lines={SKELETON_ROWS} aria-label="正在加载" />
    </StyledSkeletonRows>
  ) : error !== undefined ? (
    <EmptyState
      role="alert"
      icon={null}
      text={error}
      action={
        onRetry ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            重新加载
          </Button>
        ) : undefined
      }
    />
  ) : sorted.length === 0 ? (
    <EmptyState text={emptyText} />
  ) : null;

  return (
    <StyledScroll
      ref={scrollRef}
      role="grid"
      aria-label={ariaLabel}
      aria-rowcount={sorted.length + 1}
      aria-colcount={colCount}
      aria-multiselectable={selectable || undefined}
      aria-busy={loading || undefined}
      // The box itself takes the tab stop when no cell does (nothing rendered yet, or no rows: an empty grid still
      // scrolls sideways on a phone, and a scrollable region must be reachable by keyboard).
      tabIndex={!showRows || focusTarget < 0 ? 0 : -1}
      onKeyDown={onGridKeyDown}
      onFocus={onScrollFocus}
      className={className}
      style={style}
      $height={height}
    >
      <StyledHeader role="rowgroup" $minWidth={phoneWidth}>
        <StyledRow role="row" aria-rowindex={1} $columns={template} $height={rowHeight}>
          {selectable && (
            <StyledHeaderCell role="columnheader" aria-colindex={1} $align="center">
              <Checkbox
                aria-label="全选"
                checked={allState === 'all'}
                indeterminate={allState === 'some'}
                disabled={!showRows}
                onChange={() => {
                  setSelected(toggleAll(keys, selected));
                  anchorRef.current = null;
                }}
              />
            </StyledHeaderCell>
          )}
          {columns.map((column, c) => {
            const align = column.align ?? 'start';
            const direction = ariaSort(sort, column.key);
            return (
              <StyledHeaderCell
                key={column.key}
                role="columnheader"
                aria-colindex={c + 1 + (selectable ? 1 : 0)}
                aria-sort={column.compare ? direction : undefined}
                $align={align}
              >
                {column.compare ? (
                  <StyledSortButton type="button" $direction={direction} onClick={() => setSort(nextSort(sort, column.key))}>
                    {column.header}
                    <ChevronDownIcon />
                  </StyledSortButton>
                ) : (
                  column.header
                )}
              </StyledHeaderCell>
            );
          })}
        </StyledRow>
      </StyledHeader>
      <StyledBody role="rowgroup" $height={showRows ? virtualizer.getTotalSize() : 0} $minWidth={phoneWidth}>
        {showRows &&
          items.map((item) => {
            const row = sorted[item.index] as Row;
            const key = keys[item.index] as DataTableKey;
            const isSelected = selectedSet.has(key);
            return (
              <StyledBodyRow
                key={key}
                role="row"
                aria-rowindex={item.index + 2}
                aria-selected={selectable ? isSelected : undefined}
                aria-current={currentKey !== undefined && currentKey !== null && key === currentKey ? true : undefined}
                data-row-index={item.index}
                tabIndex={item.index === focusTarget ? 0 : -1}
                style={{ transform: `translateY(${item.start - rowHeight}px)` }}
                onFocus={() => {
                  if (item.index !== activeIndex) setActiveKey(key);
                }}
                onClick={(event) => onRowClicked(event, item.index)}
                $columns={template}
                $height={rowHeight}
              >
                {selectable && (
                  <StyledCell role="gridcell" aria-colindex={1} $align="center" onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      aria-label={`选择 ${rowLabel ? rowLabel(row) : `第 ${item.index + 1} 行`}`}
                      tabIndex={-1}
                      checked={isSelected}
                      readOnly
                      onClick={(event) => {
                        changeSelection(item.index, event.shiftKey);
                        activate(item.index, true);
                      }}
                    />
                  </StyledCell>
                )}
                {columns.map((column, c) => (
                  <StyledCell
                    key={column.key}
                    role="gridcell"
                    aria-colindex={c + 1 + (selectable ? 1 : 0)}
                    $align={column.align ?? 'start'}
                  >
                    {column.cell(row, item.index)}
                  </StyledCell>
                ))}
              </StyledBodyRow>
            );
          })}
      </StyledBody>
      {message && (
        <StyledRow role="row" aria-rowindex={2} $columns="minmax(0, 1fr)" $height={rowHeight}>
          <StyledMessageCell role="gridcell" aria-colspan={colCount}>
            {message}
          </StyledMessageCell>
        </StyledRow>
      )}
    </StyledScroll>
  );
}
