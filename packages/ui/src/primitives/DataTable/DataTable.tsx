import { useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { Checkbox } from '../Checkbox';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import { ChevronDownIcon } from '../../internal/icons';
import { theme } from '../../theme/theme';
import { vars } from '../../theme/vars';
import { media } from '../../theme/media';
import {
  ariaSort,
  isMoveKey,
  moveIndex,
  nextSort,
  selectAllState,
  scrollTopToShow,
  selectRange,
  sortRows,
  toggleAll,
  toggleKey,
  type DataTableKey,
  type SortState,
} from './tableLogic';
import { column } from '../../internal/flex';
import { retryAction } from '../../internal/retryAction';

export type DataTableAlign = 'start' | 'center' | 'end';

export type DataTableColumn<Row> = {
  /** Unique among the columns; names the column in the sort state. */
  key: string;
  header: ReactNode;
  /**
   * A second, quieter line under the header, naming what the second line of the column's cells shows (a lower-priority
   * field moved into this column, e.g. 结算价 under 销售价). Outside the sort button: the button keeps the header's name.
   */
  subheader?: ReactNode;
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
  /**
   * A row that cannot be selected (e.g. a sold-out lot): its checkbox is disabled, the row is greyed out and
   * aria-disabled, and select-all, shift ranges and Space leave it out.
   */
  rowDisabled?: (row: Row) => boolean;

  /** A click on a row, or Enter on the active row. */
  onRowClick?: (row: Row, index: number) => void;
  /**
   * The row that is open elsewhere on the page (a detail beside the table): marked aria-current and highlighted, and
   * scrolled into view inside the table's own box when it changes or the box's height does (never the page).
   */
  currentKey?: DataTableKey | null;

  /** Row height in px (every row is the same height); default the `tableRow` token. */
  rowHeight?: number;
  /** Rows rendered beyond the visible ones on each side; default 8. */
  overscan?: number;
  /** Height of the scrolling body as a CSS length; default the `tableBody` token. */
  height?: string;
  /**
   * Cells padded by `space[2]` each side instead of `space[3]`: a table of many columns that must fit a desk 1024 px
   * wide (the /goodTp tables).
   */
  dense?: boolean;

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

/*
 * Every styled part below is static (no interpolation reads props): styled-components then builds each class once,
 * instead of hashing a rule set per row and cell on every render and scroll frame. What varies per table (the column
 * tracks, row height, phone width) reaches the parts as CSS custom properties set on the scroller; alignment as
 * data-align.
 */
const COLUMNS_VAR = '--data-table-columns';
const ROW_HEIGHT_VAR = '--data-table-row-height';
const PHONE_WIDTH_VAR = '--data-table-phone-width';
const CELL_PADDING_VAR = '--data-table-cell-padding';

const StyledScroll = styled.div`
  position: relative;
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
const phoneMinWidth = css`
  ${media.phone} {
    min-width: max(100%, var(${PHONE_WIDTH_VAR}));
  }
`;

const StyledHeader = styled.div`
  ${phoneMinWidth}
  position: sticky;
  top: ${vars.space[0]};
  z-index: 1;
  background: ${vars.color.surfaceMuted};
  /* A shadow, not a border: the header stays exactly one row high for the virtualiser's offsets. */
  box-shadow: 0 ${vars.size.borderWidth} 0 ${vars.color.border};
`;

/** A cell's look. Header cells are styled components; body cells are plain divs styled by their row (below). */
const cellStyles = css`
  display: flex;
  align-items: center;
  justify-content: flex-start;
  min-width: ${vars.space[0]};
  padding: ${vars.space[0]} var(${CELL_PADDING_VAR}, ${vars.space[3]});
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  text-align: start;

  &[data-align='center'] {
    justify-content: center;
    text-align: center;
  }

  &[data-align='end'] {
    justify-content: flex-end;
    text-align: end;
  }
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: var(${COLUMNS_VAR});
  align-items: center;
  height: var(${ROW_HEIGHT_VAR});
`;

/** Its height (every row's) is set inline: it changes with the row count. */
const StyledBody = styled.div`
  ${phoneMinWidth}
  position: relative;
`;

const StyledMessageRow = styled(StyledRow)`
  grid-template-columns: minmax(0, 1fr);
`;

const StyledBodyRow = styled(StyledRow)`
  position: absolute;
  top: ${vars.space[0]};
  left: ${vars.space[0]};
  width: 100%;
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

  /* Greyed out, its text still readable: muted text, the colours of badges and prices drained. */
  &[aria-disabled='true'] {
    color: ${vars.color.textMuted};
    background: ${vars.color.surfaceMuted};
    filter: grayscale(1);
  }

  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 ${vars.size.borderWidthStrong} ${vars.color.primary};
  }

  /* Its cells are plain divs: a styled component per cell (16 in each of ~20 rows) cost more to render than the
     cells' contents when a new page of rows comes in. */
  & > [role='gridcell'] {
    ${cellStyles}
  }
`;

const StyledCell = styled.div`
  ${cellStyles}
`;

const StyledHeaderCell = styled(StyledCell)`
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.textSecondary};
`;

/**
 * A header's label: cut with an ellipsis inside its own cell when the column is narrower than it, so that it never
 * paints into the next header (a bare text in the cell's flex box would spill past its padding instead).
 */
const StyledHeaderLabel = styled.span`
  min-width: ${vars.space[0]};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A header with a subheader: the two lines stacked, aligned as the column is. */
const StyledHeaderLines = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  min-width: ${vars.space[0]};
  max-width: 100%;
  line-height: ${vars.font.lineHeight.tight};

  [data-align='center'] > & {
    align-items: center;
  }

  [data-align='end'] > & {
    align-items: flex-end;
  }
`;

const StyledSubheader = styled(StyledHeaderLabel)`
  max-width: 100%;
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.regular};
  color: ${vars.color.textMuted};
`;

const StyledSortButton = styled.button<{ $direction: 'ascending' | 'descending' | 'none' }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-width: ${vars.space[0]};
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
  ${column(vars.space[4])}
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

/** What a body row calls back into the table; read through a ref, so a row need not re-render when they change. */
type RowHandlers = {
  focus: (index: number, key: DataTableKey) => void;
  click: (event: MouseEvent<HTMLDivElement>, index: number) => void;
  check: (event: MouseEvent<HTMLInputElement>, index: number) => void;
};

type BodyRowProps<Row> = {
  row: Row;
  rowKey: DataTableKey;
  index: number;
  /** The row's offset in the body, in px. */
  top: number;
  columns: readonly DataTableColumn<Row>[];
  selectable: boolean;
  selected: boolean;
  disabled: boolean;
  current: boolean;
  focusable: boolean;
  checkboxLabel: string;
  handlers: { readonly current: RowHandlers };
};

/**
 * One body row. Memoised: while scrolling (or when the page above re-renders) only the rows that came into view or
 * whose own props changed render again, not every visible row.
 */
const BodyRow = memo(function BodyRow<Row>({
  row,
  rowKey,
  index,
  top,
  columns,
  selectable,
  selected,
  disabled,
  current,
  focusable,
  checkboxLabel,
  handlers,
}: BodyRowProps<Row>) {
  return (
    <StyledBodyRow
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selectable && !disabled ? selected : undefined}
      aria-disabled={disabled || undefined}
      aria-current={current || undefined}
      data-row-index={index}
      tabIndex={focusable ? 0 : -1}
      style={{ transform: `translateY(${top}px)` }}
      onFocus={() => handlers.current.focus(index, rowKey)}
      onClick={(event) => handlers.current.click(event, index)}
    >
      {selectable && (
        <div role="gridcell" aria-colindex={1} data-align="center" onClick={(event) => event.stopPropagation()}>
          <Checkbox
            aria-label={checkboxLabel}
            tabIndex={-1}
            checked={selected && !disabled}
            disabled={disabled}
            readOnly
            onClick={(event) => handlers.current.check(event, index)}
          />
        </div>
      )}
      {columns.map((column, c) => (
        <div key={column.key} role="gridcell" aria-colindex={c + 1 + (selectable ? 1 : 0)} data-align={column.align ?? 'start'}>
          {column.cell(row, index)}
        </div>
      ))}
    </StyledBodyRow>
  );
}) as <Row>(props: BodyRowProps<Row>) => ReactElement;

/**
 * A virtualised data grid for long lists (10,000 lots): typed columns, sorting (click a header:
 * ascending, descending, none), multi-select with checkboxes (shift-click selects a range, the
 * header box selects all), a sticky header, keyboard navigation with one focusable row (arrows,
 * Home/End, PageUp/PageDown, Space selects, Shift+Space selects a range, Enter opens), and empty,
 * loading and error states. Only the visible rows (plus `overscan`) are in the DOM, and a row renders
 * again only when it comes into view or its own data, selection or focus changes.
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
  rowDisabled,
  onRowClick,
  currentKey,
  rowHeight = DEFAULT_ROW_HEIGHT,
  overscan = DEFAULT_OVERSCAN,
  height = vars.size.tableBody,
  dense = false,
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
  /** The keys of the rows that cannot be selected. */
  const disabledKeys = useMemo(
    () => new Set(rowDisabled ? keys.filter((_, index) => rowDisabled(sorted[index] as Row)) : []),
    [keys, sorted, rowDisabled],
  );
  /** The keys select-all and ranges work on: every row but the disabled ones. */
  const selectableKeys = useMemo(
    () => (disabledKeys.size === 0 ? keys : keys.filter((key) => !disabledKeys.has(key))),
    [keys, disabledKeys],
  );
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const activeIndex = activeKey === null ? -1 : (indexOfKey.get(activeKey) ?? -1);
  const currentIndex = currentKey === undefined || currentKey === null ? -1 : (indexOfKey.get(currentKey) ?? -1);
  const allState = selectAllState(selectableKeys, selected);

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

  // The current row (open beside the table) stays in view when it changes, comes in with new rows, or the box grows
  // lower (a list that shrinks once a row is chosen): the box's own scroll only, measured after the layout.
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box || currentIndex < 0) return;
    const top = scrollTopToShow(currentIndex, rowHeight, box.scrollTop, box.clientHeight);
    if (top !== box.scrollTop) box.scrollTop = top;
  }, [currentIndex, rowHeight, height]);

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
    if (key === undefined || disabledKeys.has(key)) return;
    const select = !selectedSet.has(key);
    setSelected(range ? selectRange(selectableKeys, selected, anchorRef.current, key, select) : toggleKey(selected, key));
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

  // The rows call back through this ref (events come after the commit that sets it), so the handlers below, new on
  // every render, do not make every memoised row render again.
  const handlers = useRef<RowHandlers>({ focus: () => {}, click: () => {}, check: () => {} });
  useLayoutEffect(() => {
    handlers.current = {
      focus: (index, key) => {
        if (index !== activeIndex) setActiveKey(key);
      },
      click: (event, index) => {
        activate(index, false);
        event.currentTarget.focus({ preventScroll: true });
        const row = sorted[index];
        if (row !== undefined) onRowClick?.(row, index);
      },
      check: (event, index) => {
        changeSelection(index, event.shiftKey);
        activate(index, true);
      },
    };
  });

  const template = gridColumns(columns, selectable);
  const phoneWidth = (columns.length + (selectable ? 0.5 : 0)) * PHONE_COLUMN_PX;
  const activeRendered = items.some((item) => item.index === activeIndex);
  const focusTarget = activeIndex < 0 ? (items[0]?.index ?? -1) : activeRendered ? activeIndex : -1;
  const colCount = columns.length + (selectable ? 1 : 0);
  const tableStyle = {
    [COLUMNS_VAR]: template,
    [ROW_HEIGHT_VAR]: `${rowHeight}px`,
    [PHONE_WIDTH_VAR]: `${phoneWidth}px`,
    ...(dense ? { [CELL_PADDING_VAR]: vars.space[2] } : {}),
    height,
    ...style,
  } as CSSProperties;

  const message = loading ? (
    <StyledSkeletonRows>
      <Skeleton lines={SKELETON_ROWS} aria-label="正在加载" />
    </StyledSkeletonRows>
  ) : error !== undefined ? (
    <EmptyState role="alert" icon={null} text={error} action={retryAction(onRetry)} />
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
      style={tableStyle}
    >
      <StyledHeader role="rowgroup">
        <StyledRow role="row" aria-rowindex={1}>
          {selectable && (
            <StyledHeaderCell role="columnheader" aria-colindex={1} data-align="center">
              <Checkbox
                aria-label="全选"
                checked={allState === 'all'}
                indeterminate={allState === 'some'}
                disabled={!showRows || selectableKeys.length === 0}
                onChange={() => {
                  setSelected(toggleAll(selectableKeys, selected));
                  anchorRef.current = null;
                }}
              />
            </StyledHeaderCell>
          )}
          {columns.map((column, c) => {
            const direction = ariaSort(sort, column.key);
            const label = column.compare ? (
              <StyledSortButton type="button" $direction={direction} onClick={() => setSort(nextSort(sort, column.key))}>
                <StyledHeaderLabel>{column.header}</StyledHeaderLabel>
                <ChevronDownIcon />
              </StyledSortButton>
            ) : (
              <StyledHeaderLabel>{column.header}</StyledHeaderLabel>
            );
            return (
              <StyledHeaderCell
                key={column.key}
                role="columnheader"
                aria-colindex={c + 1 + (selectable ? 1 : 0)}
                aria-sort={column.compare ? direction : undefined}
                data-align={column.align ?? 'start'}
              >
                {column.subheader === undefined ? (
                  label
                ) : (
                  <StyledHeaderLines>
                    {label}
                    <StyledSubheader>{column.subheader}</StyledSubheader>
                  </StyledHeaderLines>
                )}
              </StyledHeaderCell>
            );
          })}
        </StyledRow>
      </StyledHeader>
      <StyledBody role="rowgroup" style={{ height: showRows ? virtualizer.getTotalSize() : 0 }}>
        {showRows &&
          items.map((item) => {
            const row = sorted[item.index] as Row;
            const key = keys[item.index] as DataTableKey;
            return (
              <BodyRow
                key={key}
                row={row}
                rowKey={key}
                index={item.index}
                top={item.start - rowHeight}
                columns={columns}
                selectable={selectable}
                selected={selectedSet.has(key)}
                disabled={disabledKeys.has(key)}
                current={item.index === currentIndex}
                focusable={item.index === focusTarget}
                checkboxLabel={selectable ? `选择 ${rowLabel ? rowLabel(row) : `第 ${item.index + 1} 行`}` : ''}
                handlers={handlers}
              />
            );
          })}
      </StyledBody>
      {message && (
        <StyledMessageRow role="row" aria-rowindex={2}>
          <StyledMessageCell role="gridcell" aria-colspan={colCount}>
            {message}
          </StyledMessageCell>
        </StyledMessageRow>
      )}
    </StyledScroll>
  );
}
