import {
  CANCELLATION_MESSAGES,
  CANCELLATION_REASON_MAX,
  CANCELLATION_STATE_CODES,
  CANCELLATION_STATES,
  cancellationRejectSchema,
  formatPrice,
  formatShanghaiDateTime,
  type CancellationRejectValues,
  type CancellationState,
} from '@huashi/domain';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../../primitives/DataTable';
import { FormDialog, type DialogFormProps } from '../../primitives/Dialog';
import { Input } from '../../primitives/Input';
import { FormInput } from '../../internal/FormField';
import { Select } from '../../primitives/Select';
import { Stack } from '../../primitives/Stack';
import { Tabs } from '../../primitives/Tabs';
import { numericText } from '../../internal/numericText';
import { SummaryList } from '../../internal/summaryList';
import { media } from '../../theme/media';
import { theme } from '../../theme/theme';
import { vars } from '../../theme/vars';
import { StyledTwoLines } from '../internal/cellStyles';
import { useDialogForm } from '../../internal/useDialogForm';

/** One cancellation request as the 撤销审核 desk lists it (money in fen, times in epoch ms). */
export type CancellationRowData = {
  itemId: number;
  orderNo: string;
  /** The order's status text, e.g. 订单配货中. */
  orderStatusLabel: string;
  auctionDate: string;
  session: 'A' | 'C';
  buyerName: string;
  buyerPhone: string;
  flwName: string;
  levelName: string;
  supplierName: string;
  positionNo: string;
  /** Bundles (扎) and stems (枝): what returns to the lot. */
  buyQty: number;
  buyQtyAll: number;
  /** The item's goods after its activity discount. */
  netFen: number;
  /** What returns to the balance (waiting: if approved now; approved: what was refunded). */
  refundFen: number;
  /** Approving returns the order's fees too (its last standing item). */
  refundsFees: boolean;
  /** The order waits for payment (待付款): nothing was paid, approving refunds nothing. */
  unpaid?: boolean;
  state: CancellationState;
  /** The rejection reason ('' otherwise). */
  reason: string;
  orderedAt: number;
  decidedAt: number | null;
  decidedBy: string | null;
};

export type CancellationFilters = {
  state: CancellationState;
  /** The auction date `YYYY-MM-DD`, '' for every date. */
  date: string;
  /** '' for both sessions. */
  session: '' | 'A' | 'C';
  keyword: string;
};

export type CancellationDecisionProps = ServerPageProps<CancellationRowData> & {
  filters: CancellationFilters;
  onFiltersChange: (filters: CancellationFilters) => void;
  /** 同意 on a waiting request (opens the confirmation). */
  onApprove: (row: CancellationRowData) => void;
  /** 驳回 on a waiting request (opens the reason dialog). */
  onReject: (row: CancellationRowData) => void;
};

const STATE_TABS = CANCELLATION_STATE_CODES.map((code) => CANCELLATION_STATES[code].label);
const SESSION_OPTIONS = [
  { value: '', label: '全部专区' },
  { value: 'A', label: 'A 限时直供' },
  { value: 'C', label: 'C 全天' },
];

const EMPTY_TEXT: Record<CancellationState, string> = {
  pending: '没有待审核的撤销申请',
  approved: '没有已同意的撤销申请',
  rejected: '没有已驳回的撤销申请',
};

/** Two lines of text per row: the row is the table's row plus one line. */
const ROW_HEIGHT = Number.parseInt(theme.size.tableRow, 10) + Number.parseInt(theme.space[4], 10);

const StyledFilters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[2]} ${vars.space[3]};

  > * {
    flex: 1 1 ${vars.size.menuMinWidth};
    max-width: ${vars.size.dialogSm};
  }

  > button {
    flex: none;
  }

  ${media.phone} {
    > * {
      max-width: none;
    }
  }
`;

const StyledMuted = styled.span`
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textSecondary};
`;

const StyledFigure = styled.span`
  ${numericText}
`;

const StyledActions = styled.span`
  display: flex;
  gap: ${vars.space[1]};
`;

function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <StyledTwoLines title={`${first} ${second}`}>
      <span>{first}</span>
      <StyledMuted>{second}</StyledMuted>
    </StyledTwoLines>
  );
}

const timeText = (ms: number | null) => (ms === null ? '' : (formatShanghaiDateTime(ms) ?? ''));

/**
 * 撤销审核: the buyers' cancellation requests (待审核 / 已同意 / 已驳回), filtered by auction date, session and a
 * keyword (order number, buyer's phone or name, variety), paged by the server. A waiting request offers 同意 (the item
 * is cancelled and refunded) and 驳回 (with a reason the buyer reads).
 */
export function CancellationDecision({ filters, onFiltersChange, onApprove, onReject, ...list }: CancellationDecisionProps) {
  const [keyword, setKeyword] = useState(filters.keyword);
  // A keyword changed from outside (back, a link) shows in the field (adjusted while rendering, not in an effect).
  const [applied, setApplied] = useState(filters.keyword);
  if (applied !== filters.keyword) {
    setApplied(filters.keyword);
    setKeyword(filters.keyword);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFiltersChange({ ...filters, keyword: keyword.trim() });
  };
  const pending = filters.state === 'pending';

  const columns: DataTableColumn<CancellationRowData>[] = [
    {
      key: 'order',
      header: '订单',
      width: '1.5fr',
      cell: (row) => <TwoLines first={row.orderNo} second={`${row.auctionDate} ${row.session} · ${row.orderStatusLabel}`} />,
    },
    { key: 'buyer', header: '买家', width: '1.1fr', cell: (row) => <TwoLines first={row.buyerName} second={row.buyerPhone} /> },
    {
      key: 'item',
      header: '商品',
      width: '1.5fr',
      cell: (row) => (
        <TwoLines first={`${row.flwName} ${row.levelName}`} second={`${row.supplierName}${row.positionNo ? ` · ${row.positionNo}` : ''}`} />
      ),
    },
    {
      key: 'qty',
      header: '数量',
      width: '0.8fr',
      align: 'end',
      cell: (row) => <TwoLines first={`${row.buyQty}扎`} second={`${row.buyQtyAll}枝`} />,
    },
    {
      key: 'refund',
      header: pending ? '应退金额' : '退款',
      width: '1fr',
      align: 'end',
      cell: (row) => (
        <StyledTwoLines>
          <StyledFigure>{formatPrice(row.refundFen)}</StyledFigure>
          <StyledMuted>{row.unpaid ? '订单未付款' : row.refundsFees ? '含运费包装费' : `小计 ${formatPrice(row.netFen)}`}</StyledMuted>
        </StyledTwoLines>
      ),
    },
    pending
      ? {
          key: 'asked',
          header: '下单时间',
          width: '1.6fr',
          cell: (row) => <StyledFigure>{timeText(row.orderedAt)}</StyledFigure>,
        }
      : {
          key: 'decided',
          header: filters.state === 'rejected' ? '驳回原因' : '处理人',
          width: '1.6fr',
          cell: (row) => (
            <TwoLines first={filters.state === 'rejected' ? row.reason : (row.decidedBy ?? '')} second={timeText(row.decidedAt)} />
          ),
        },
    {
      key: 'actions',
      header: '操作',
      width: '1fr',
      align: 'center',
      cell: (row) =>
        row.state === 'pending' ? (
          <StyledActions>
            <Button size="sm" variant="primary" aria-label={`同意撤销 ${row.orderNo} ${row.flwName}`} onClick={() => onApprove(row)}>
              同意
            </Button>
            <Button size="sm" variant="secondary" aria-label={`驳回撤销 ${row.orderNo} ${row.flwName}`} onClick={() => onReject(row)}>
              驳回
            </Button>
          </StyledActions>
        ) : (
          <StyledMuted>{CANCELLATION_STATES[row.state].label}</StyledMuted>
        ),
    },
  ];

  return (
    <PagedDataTable
      {...list}
      header={
        <>
          <Tabs
            aria-label="申请状态"
            items={STATE_TABS}
            active={Math.max(0, CANCELLATION_STATE_CODES.indexOf(filters.state))}
            onChange={(index) => onFiltersChange({ ...filters, state: CANCELLATION_STATE_CODES[index] ?? 'pending' })}
          />
          <StyledFilters role="search" aria-label="筛选撤销申请" onSubmit={submit}>
            <Input
              label="拍卖日期"
              type="date"
              value={filters.date}
              onChange={(event) => onFiltersChange({ ...filters, date: event.target.value })}
            />
            <Select
              label="专区"
              options={SESSION_OPTIONS}
              value={filters.session}
              onChange={(event) => onFiltersChange({ ...filters, session: event.target.value as CancellationFilters['session'] })}
            />
            <Input
              label="关键词"
              placeholder="订单号、买家手机号或名称、品种"
              value={keyword}
              maxLength={40}
              clearable
              onChange={(event) => setKeyword(event.target.value)}
              onClear={() => onFiltersChange({ ...filters, keyword: '' })}
            />
            <Button type="submit">搜索</Button>
          </StyledFilters>
        </>
      }
      aria-label="撤销申请列表"
      columns={columns}
      rowKey={(row) => row.itemId}
      rowHeight={ROW_HEIGHT}
      emptyText={EMPTY_TEXT[filters.state]}
    />
  );
}

function RequestSummary({ row, refund }: { row: CancellationRowData; refund: boolean }) {
  return (
    <SummaryList>
      <dt>订单</dt>
      <dd>{row.orderNo}</dd>
      <dt>买家</dt>
      <dd>
        {row.buyerName}（{row.buyerPhone}）
      </dd>
      <dt>商品</dt>
      <dd>
        {row.flwName} {row.levelName} · {row.buyQty}扎（{row.buyQtyAll}枝）
      </dd>
      {refund ? (
        <>
          <dt>退回余额</dt>
          <dd>
            {row.unpaid ? (
              CANCELLATION_MESSAGES.noRefundUnpaid
            ) : (
              <>
                {formatPrice(row.refundFen)}
                {row.refundsFees ? '（订单最后一件商品，含运费、包装费）' : ''}
              </>
            )}
          </dd>
        </>
      ) : null}
    </SummaryList>
  );
}

export type CancellationApproveDialogProps = {
  /** The request being approved; null: closed. */
  row: CancellationRowData | null;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  /** The server's refusal (e.g. 该撤销申请已同意，不能重复处理). */
  serverError?: string;
};

/** 同意撤销: what happens (bundles back to stock, the refund to the balance) and the amount, before it is confirmed. */
export function CancellationApproveDialog({ row, onConfirm, onCancel, pending = false, serverError }: CancellationApproveDialogProps) {
  return (
    <ConfirmDialog
      open={row !== null}
      title="同意撤销"
      confirmText="同意撤销"
      tone="danger"
      confirmLoading={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
      message={
        row ? (
          <Stack gap={3}>
            <span>{row.unpaid ? CANCELLATION_MESSAGES.approveConfirmUnpaid : CANCELLATION_MESSAGES.approveConfirm}</span>
            <RequestSummary row={row} refund />
            {serverError ? <Banner tone="error">{serverError}</Banner> : null}
          </Stack>
        ) : null
      }
    />
  );
}

export type CancellationRejectDialogProps = DialogFormProps<CancellationRejectValues> & {
  /** The request being rejected; null: closed. */
  row: CancellationRowData | null;
};

/** 驳回撤销: a mandatory reason (≤ 100 characters) the buyer reads next to 撤销失败. */
export function CancellationRejectDialog({ row, onSubmit, ...dialog }: CancellationRejectDialogProps) {
  const open = row !== null;
  // Every opening starts empty.
  const { control, handleSubmit } = useDialogForm<CancellationRejectValues>({
    open,
    defaults: { reason: '' },
    schema: cancellationRejectSchema,
  });
  return (
    <FormDialog
      {...dialog}
      open={open}
      title="驳回撤销申请"
      formId="cancellation-reject"
      onSubmit={handleSubmit(onSubmit)}
      submitLabel="确认驳回"
    >
      {row ? (
        <>
          <RequestSummary row={row} refund={false} />
          <FormInput
            control={control}
            name="reason"
            label="驳回原因"
            placeholder="如 该批次已配货装箱"
            maxLength={CANCELLATION_REASON_MAX}
            showCount
            hint="必填，买家在订单中会看到「撤销失败」和此原因"
          />
        </>
      ) : null}
    </FormDialog>
  );
}
