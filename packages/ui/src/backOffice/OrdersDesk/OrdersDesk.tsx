import {
  canFulfil,
  DESK_STATUS_FILTER_CODES,
  DESK_STATUS_FILTERS,
  FULFILMENT_ACTION_CODES,
  FULFILMENT_ACTIONS,
  formatShanghaiDateTime,
  type DeskStatusFilter,
  type FulfilmentAction,
} from '@huashi/domain';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { PagedDataTable, type DataTableColumn, type ServerPageProps, type DataTableKey } from '../../primitives/DataTable';
import { Input } from '../../primitives/Input';
import { Select } from '../../primitives/Select';
import { numericText } from '../../internal/numericText';
import { media } from '../../theme/media';
import { theme } from '../../theme/theme';
import { vars } from '../../theme/vars';
import { StyledTwoLines } from '../internal/cellStyles';
import { wrappingRow } from '../../internal/flex';
import { actionColumn } from '../internal/actionColumn';
import { useFilterDraft } from '../../internal/filterDraft';

/** One order as the 订单履约 desk lists it (times as epoch ms). */
export type DeskOrderRowData = {
  mainId: number;
  orderNo: string;
  buyerName: string;
  buyerPhone: string;
  status: number;
  /** 待配货, 待发货, 已发货, 已送达, 已提货, 已完成. */
  statusLabel: string;
  deliveryType: number;
  /** 自提 or 代收. */
  deliveryTypeLabel: string;
  rcvPlace: string;
  varieties: string;
  bundles: number;
  logisName: string;
  logisNumber: string;
  showTime: number | null;
  autoCompleteAt: number | null;
  /** Issue 18: an operator's order waiting for payment (待付款): no batch action moves it until it is paid. */
  unpaid?: boolean;
  /** Issue 18: 代下单（<sign label>） for an operator's order, '' or absent for the buyer's own. */
  placedByLabel?: string;
};

/** The desk's filters as the URL keeps them ('' = all). */
export type OrdersDeskFilters = {
  auctionDate: string;
  session: '' | 'A' | 'C';
  status: '' | DeskStatusFilter;
  buyer: string;
  keyword: string;
};

export type OrdersDeskProps = ServerPageProps<DeskOrderRowData> & {
  filters: OrdersDeskFilters;
  /** 查询 with the filters as set. */
  onFiltersChange: (filters: OrdersDeskFilters) => void;
  selected: readonly number[];
  onSelectionChange: (ids: number[]) => void;
  /** A batch action on the selected orders it can move (the others are left out and said so). */
  onAction: (action: FulfilmentAction, rows: DeskOrderRowData[]) => void;
  /** The action under way (its button spins, the others wait). */
  pendingAction?: FulfilmentAction | null;
  /** The last batch's outcome, e.g. 已处理2个订单 or the refusals. */
  notice?: { tone: 'success' | 'warning' | 'error'; text: string } | null;
  /** Issue 31: a row (a click or Enter on it) or its 详情 opens the order (OrderDetailPanel); the open one is marked. */
  onOpen?: (row: DeskOrderRowData) => void;
  openId?: number | null;
};

const SESSION_OPTIONS = [
  { value: '', label: '全部场次' },
  { value: 'A', label: 'A 限时直供' },
  { value: 'C', label: 'C 全天' },
];

const STATUS_OPTIONS = [
  { value: '', label: '全部状态' },
  ...DESK_STATUS_FILTER_CODES.map((code) => ({ value: code, label: DESK_STATUS_FILTERS[code].name })),
];

const StyledFilters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${vars.size.menuMinWidth}, 1fr));
  gap: ${vars.space[3]};
  align-items: end;
`;

const StyledBar = styled.div`
  ${wrappingRow(vars.space[2])}
  padding: ${vars.space[2]} ${vars.space[3]};
  background: ${vars.color.surfaceMuted};
  border-radius: ${vars.radius.md};
  ${media.phone} {
    padding: ${vars.space[2]};
  }
`;

const StyledCount = styled.span`
  margin-right: auto;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledFigure = styled.span`
  ${numericText}
`;

const StyledMuted = styled.span`
  color: ${vars.color.textSecondary};
`;

/** Two-line cells need a taller row than the table's default. */
const ROW_HEIGHT = Number.parseInt(theme.size.tableRow, 10) + Number.parseInt(theme.space[4], 10);

/** An order number too long for its cell loses its head, not its distinguishing tail. */
const StyledOrderNo = styled.span`
  ${numericText}
  overflow: hidden;
  text-overflow: ellipsis;
  direction: rtl;
  text-align: left;
`;

const timeText = (at: number | null) => (at === null ? '' : (formatShanghaiDateTime(at)?.slice(5, 16) ?? ''));

/** 待付款 stands out: the order waits for the buyer or 财务, not for the desk. */
const StyledUnpaid = styled.span`
  color: ${vars.color.danger};
  font-weight: ${vars.font.weight.medium};
`;

/** The rows of `selected` that `action` can move now. */
export function movableRows(rows: readonly DeskOrderRowData[], selected: readonly number[], action: FulfilmentAction): DeskOrderRowData[] {
  const chosen = new Set(selected);
  return rows.filter((row) => chosen.has(row.mainId) && canFulfil(action, row));
}

/**
 * 订单履约: the orders of an auction date and session, filtered by status, buyer and keyword (order number, phone,
 * variety), paged by the server; rows are selected for the batch actions 开始配货, 发货 and 已送达/已提货, each
 * offered for the selected orders it can move.
 */
export function OrdersDesk({
  filters,
  onFiltersChange,
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  selected,
  onSelectionChange,
  onAction,
  pendingAction = null,
  notice = null,
  onOpen,
  openId = null,
  loading,
  error,
  onRetry,
}: OrdersDeskProps) {
  // Filters changed from outside (back, a link, the day the server answers) show in the fields; a field being set stays.
  const [draft, setDraft] = useFilterDraft(filters);
  const set = <K extends keyof OrdersDeskFilters>(key: K, value: OrdersDeskFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFiltersChange({ ...draft, buyer: draft.buyer.trim(), keyword: draft.keyword.trim() });
  };

  const columns: DataTableColumn<DeskOrderRowData>[] = [
    {
      key: 'orderNo',
      header: '订单号',
      width: 'minmax(0, 2fr)',
      cell: (row) =>
        row.placedByLabel ? (
          <StyledTwoLines title={`${row.orderNo} ${row.placedByLabel}`}>
            <StyledOrderNo>{row.orderNo}</StyledOrderNo>
            <StyledMuted>{row.placedByLabel}</StyledMuted>
          </StyledTwoLines>
        ) : (
          <StyledOrderNo title={row.orderNo}>{row.orderNo}</StyledOrderNo>
        ),
    },
    {
      key: 'buyer',
      header: '买家',
      width: 'minmax(0, 1.3fr)',
      cell: (row) => (
        <span title={row.buyerPhone}>
          {row.buyerName} <StyledMuted>{row.buyerPhone.slice(-4)}</StyledMuted>
        </span>
      ),
    },
    {
      key: 'status',
      header: '状态',
      width: 'minmax(0, 0.7fr)',
      cell: (row) =>
        row.unpaid ? <StyledUnpaid title="买家付款或财务代扣付款后才能配货发货">{row.statusLabel}</StyledUnpaid> : row.statusLabel,
    },
    { key: 'delivery', header: '配送', width: 'minmax(0, 0.6fr)', cell: (row) => row.deliveryTypeLabel },
    { key: 'varieties', header: '品种', width: 'minmax(0, 1.4fr)', cell: (row) => <span title={row.varieties}>{row.varieties}</span> },
    { key: 'bundles', header: '扎数', width: 'minmax(0, 0.5fr)', align: 'end', cell: (row) => <StyledFigure>{row.bundles}</StyledFigure> },
    {
      key: 'logistics',
      header: '物流',
      width: 'minmax(0, 1.4fr)',
      cell: (row) =>
        row.logisNumber ? (
          <StyledTwoLines title={`${row.logisName} ${row.logisNumber}`}>
            <span>{row.logisName}</span>
            <StyledFigure>{row.logisNumber}</StyledFigure>
          </StyledTwoLines>
        ) : (
          <StyledMuted>—</StyledMuted>
        ),
    },
    {
      key: 'shown',
      header: '送达 / 自动完成',
      width: 'minmax(0, 1.5fr)',
      cell: (row) =>
        row.showTime === null ? (
          <StyledMuted>—</StyledMuted>
        ) : (
          <StyledTwoLines>
            <StyledFigure>{timeText(row.showTime)}</StyledFigure>
            {row.autoCompleteAt === null ? null : <StyledFigure>→ {timeText(row.autoCompleteAt)}</StyledFigure>}
          </StyledTwoLines>
        ),
    },
    ...(onOpen
      ? [
          actionColumn<DeskOrderRowData>({
            key: 'open',
            header: '操作',
            width: 'minmax(0, 0.6fr)',
            label: () => '详情',
            ariaLabel: (row) => `订单 ${row.orderNo} 详情`,
            pressed: (row) => row.mainId === openId,
            onClick: onOpen,
          }),
        ]
      : []),
  ];

  return (
    <PagedDataTable
      header={
        <>
          <StyledFilters role="search" aria-label="筛选订单" noValidate onSubmit={submit}>
            <Input label="拍卖日期" type="date" value={draft.auctionDate} onChange={(event) => set('auctionDate', event.target.value)} />
            <Select
              label="场次"
              options={SESSION_OPTIONS}
              value={draft.session}
              onChange={(event) => set('session', event.target.value as OrdersDeskFilters['session'])}
            />
            <Select
              label="状态"
              options={STATUS_OPTIONS}
              value={draft.status}
              onChange={(event) => set('status', event.target.value as OrdersDeskFilters['status'])}
            />
            <Input
              label="买家"
              placeholder="名称、手机号或账号"
              maxLength={40}
              value={draft.buyer}
              onChange={(event) => set('buyer', event.target.value)}
            />
            <Input
              label="关键词"
              placeholder="单号、手机、品种"
              maxLength={40}
              value={draft.keyword}
              onChange={(event) => set('keyword', event.target.value)}
            />
            <div>
              <Button type="submit">查询</Button>
            </div>
          </StyledFilters>
          <StyledBar role="toolbar" aria-label="批量操作">
            <StyledCount aria-live="polite">
              已选 {selected.length} 个订单，共 {total} 个
            </StyledCount>
            {FULFILMENT_ACTION_CODES.map((action) => {
              const movable = movableRows(rows, selected, action);
              return (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'ship' ? 'primary' : 'secondary'}
                  disabled={movable.length === 0 || (pendingAction !== null && pendingAction !== action)}
                  loading={pendingAction === action}
                  onClick={() => onAction(action, movable)}
                >
                  {FULFILMENT_ACTIONS[action].name}
                  {movable.length > 0 ? `（${movable.length}）` : ''}
                </Button>
              );
            })}
          </StyledBar>
          {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
        </>
      }
      aria-label="订单列表"
      rows={rows}
      columns={columns}
      rowKey={(row) => row.mainId}
      rowHeight={ROW_HEIGHT}
      selectable
      selected={selected}
      onSelectionChange={(keys: DataTableKey[]) => onSelectionChange(keys.map(Number))}
      rowLabel={(row) => `订单 ${row.orderNo}`}
      onRowClick={onOpen ? (row) => onOpen(row) : undefined}
      currentKey={openId}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText="该场次没有符合条件的订单"
      total={total}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
    />
  );
}
