import {
  CLAIM_DESK_MESSAGES,
  CLAIM_DESK_STATE_CODES,
  CLAIM_FORMULA_TEXT,
  CLAIM_DESK_STATES,
  claimReasonProblem,
  CLAIM_REASON_MAX,
  CHARGE_BACK_REASON_MAX,
  chargeBackLabel,
  chargeBackProblem,
  claimChargeable,
  formatCountdown,
  formatPrice,
  formatShanghaiDateTime,
  parseYuan,
  type ClaimDeskState,
} from '@huashi/domain';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../../primitives/DataTable';
import { actionColumn } from '../internal/actionColumn';
import { Dialog } from '../../primitives/Dialog';
import { Input } from '../../primitives/Input';
import { Stack } from '../../primitives/Stack';
import { Tabs } from '../../primitives/Tabs';
import { numericText } from '../../internal/numericText';
import { SummaryList } from '../../internal/summaryList';
import { theme } from '../../theme/theme';
import { vars } from '../../theme/vars';
import { StyledTwoLines } from '../internal/cellStyles';

/** One claim as the 售后理赔 desk lists it (money in fen, times in epoch ms; photo addresses ready to show). */
export type ClaimRowData = {
  id: number;
  status: number;
  statusLabel: string;
  state: ClaimDeskState;
  orderNo: string;
  buyerName: string;
  buyerPhone: string;
  flwName: string;
  levelName: string;
  supplierName: string;
  supplierClaimRate: string;
  asTypeName: string;
  asQty: number;
  buyQty: number;
  asReason: string;
  photos: readonly string[];
  /** The formula's base: what the buyer paid for the affected bundles (after activity discount, coupon, member price). */
  baseFen: number;
  formulaFen: number;
  /** Proposed or paid; null before one is set. */
  realFen: number | null;
  asNotice: string;
  filedAt: number;
  dueAt: number;
  overdue: boolean;
  awaitsReply: boolean;
  /** 向供应商扣款 (issue 31), once the amount is decided (8, 9, 10): null until decided, with its reason. */
  chargeBack: boolean | null;
  chargeBackReason: string;
  /** A confirmed settlement holds the decision: it is final. */
  chargeBackLocked: boolean;
};

export type ClaimsDeskFilters = { state: ClaimDeskState; keyword: string };

export type ClaimsDeskProps = ServerPageProps<ClaimRowData> & {
  filters: ClaimsDeskFilters;
  onFiltersChange: (filters: ClaimsDeskFilters) => void;
  /** 处理 (opens ClaimDecision). */
  onOpen: (row: ClaimRowData) => void;
  /** The clock (epoch ms) the deadlines count down from. */
  now: number;
};

const ROW_HEIGHT = Number.parseInt(theme.size.tableRow, 10) + Number.parseInt(theme.space[4], 10);

const StyledMuted = styled.span`
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textSecondary};
`;

const StyledDeadline = styled.span<{ $overdue: boolean }>`
  ${numericText}
  color: ${(p) => (p.$overdue ? vars.color.danger : vars.color.text)};
  font-weight: ${(p) => (p.$overdue ? vars.font.weight.bold : vars.font.weight.regular)};
`;

const StyledSearch = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: flex-end;

  > * {
    flex: 1 1 ${vars.size.menuMinWidth};
    max-width: ${vars.size.dialogSm};
  }

  > button {
    flex: none;
  }
`;

function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <StyledTwoLines title={`${first} ${second}`}>
      <span>{first}</span>
      <StyledMuted>{second}</StyledMuted>
    </StyledTwoLines>
  );
}

const EMPTY_TEXT: Record<ClaimDeskState, string> = {
  pending: '没有待处理的售后申请',
  processing: '没有处理中的售后申请',
  overdue: '没有超时未回复的售后申请',
  toPay: '没有待赔付的售后申请',
  paid: '没有已赔付的售后申请',
  rejected: '没有已驳回的售后申请',
};

/** What the row's button does: a decided claim (paid or rejected) is only looked at. */
const claimAction = (row: ClaimRowData) => (row.state === 'paid' || row.state === 'rejected' ? '查看' : '处理');

/** The deadline cell: 已超时 HH:MM:SS when overdue, else 剩余 HH:MM:SS; decided claims show their status. */
/**
 * Under the amount: what the buyer paid before one is set, then the status — and once the charge-back is decided, that
 * decision instead (已扣款给供应商 / 不扣款; the tab already names the status; 未决定 and the reason are in the detail).
 */
function amountNote(row: ClaimRowData): string {
  if (row.realFen === null) return `实付 ${formatPrice(row.baseFen)}`;
  return claimChargeable(row.status) && row.chargeBack !== null ? chargeBackLabel(row.chargeBack) : row.statusLabel;
}

export function deadlineText(row: Pick<ClaimRowData, 'awaitsReply' | 'overdue' | 'dueAt'>, now: number): string {
  if (!row.awaitsReply) return '已回复';
  const left = row.dueAt - now;
  return left < 0 ? `已超时 ${formatCountdown(-left)}` : `剩余 ${formatCountdown(left)}`;
}

/**
 * 售后理赔: claims by state (待处理 / 处理中 / 待赔付 / 已赔付 / 已驳回), the 72-hour reply deadline counting down (overdue
 * ones first and marked), the buyer, the item, the photos, the supplier with its grade and claim rate; 处理 opens the decision.
 */
export function ClaimsDesk({
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  filters,
  onFiltersChange,
  onOpen,
  now,
  loading,
  error,
  onRetry,
}: ClaimsDeskProps) {
  const [keyword, setKeyword] = useState(filters.keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFiltersChange({ ...filters, keyword: keyword.trim() });
  };
  const columns: DataTableColumn<ClaimRowData>[] = [
    {
      key: 'deadline',
      header: '回复期限',
      width: '1.2fr',
      cell: (row) => (
        <StyledTwoLines>
          <StyledDeadline $overdue={row.overdue}>{deadlineText(row, now)}</StyledDeadline>
          <StyledMuted>{formatShanghaiDateTime(row.filedAt) ?? ''}</StyledMuted>
        </StyledTwoLines>
      ),
    },
    { key: 'buyer', header: '买家', width: '1fr', cell: (row) => <TwoLines first={row.buyerName} second={row.buyerPhone} /> },
    {
      key: 'item',
      header: '商品',
      width: '1.3fr',
      cell: (row) => <TwoLines first={`${row.flwName} ${row.levelName}`} second={row.orderNo} />,
    },
    {
      key: 'supplier',
      header: '供应商',
      width: '1.2fr',
      cell: (row) => <TwoLines first={row.supplierName} second={`等级 ${row.levelName} · ${row.supplierClaimRate}`} />,
    },
    {
      key: 'claim',
      header: '售后',
      width: '1.1fr',
      cell: (row) => <TwoLines first={`${row.asTypeName} ${row.asQty}/${row.buyQty}扎`} second={`${row.photos.length}张图片`} />,
    },
    {
      key: 'amount',
      header: '金额',
      width: '0.9fr',
      align: 'end',
      cell: (row) => <TwoLines first={formatPrice(row.realFen ?? row.formulaFen)} second={amountNote(row)} />,
    },
    actionColumn({
      key: 'actions',
      header: '操作',
      width: '0.7fr',
      align: 'center',
      label: claimAction,
      ariaLabel: (row) => `${claimAction(row)} ${row.orderNo} ${row.flwName}`,
      onClick: onOpen,
      variant: (row) => (claimAction(row) === '查看' ? 'secondary' : 'primary'),
    }),
  ];
  return (
    <PagedDataTable
      header={
        <>
          <Tabs
            aria-label="售后状态"
            items={CLAIM_DESK_STATE_CODES.map((code) => CLAIM_DESK_STATES[code].label)}
            active={Math.max(0, CLAIM_DESK_STATE_CODES.indexOf(filters.state))}
            onChange={(index) => onFiltersChange({ ...filters, state: CLAIM_DESK_STATE_CODES[index] ?? 'pending' })}
          />
          <StyledSearch role="search" aria-label="筛选售后申请" onSubmit={submit}>
            <Input
              label="关键词"
              placeholder="订单号、买家、品种、供应商"
              value={keyword}
              maxLength={40}
              onChange={(e) => setKeyword(e.target.value)}
            />
            <Button type="submit">搜索</Button>
          </StyledSearch>
        </>
      }
      aria-label="售后申请列表"
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      rowHeight={ROW_HEIGHT}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={EMPTY_TEXT[filters.state]}
      total={total}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
    />
  );
}

export type ClaimDecisionProps = {
  /** The claim being decided; null: closed. */
  row: ClaimRowData | null;
  onClose: () => void;
  onAccept: () => void;
  onPropose: (amountFen: number, reason: string) => void;
  onPay: () => void;
  onReject: (reason: string) => void;
  /** 向供应商扣款 (true, a reason required) or 不扣款 (false, a reason optional); offered once the amount is decided. */
  onChargeBack: (chargeBack: boolean, reason: string) => void;
  pending?: boolean;
  serverError?: string;
};

const StyledPhotos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};

  img {
    width: ${vars.size.illustration};
    height: ${vars.size.illustration};
    object-fit: cover;
    border-radius: ${vars.radius.md};
  }
`;

/**
 * The decision on one claim, by its status: 待处理 → 受理并确定金额 in one step (the formula's amount, editable downwards
 * with a reason), 受理 only (to look into it first) or 驳回 (reason); 处理中 → the amount or 驳回; 待赔付 → 赔付 (confirmed;
 * the balance is credited once). Decided claims read only, but for the charge-back: once the amount is decided (待赔付,
 * 已赔付) staff decide 向供应商扣款 (with a reason the supplier reads) or 不扣款, and may change it until a confirmed
 * settlement holds it. The form is the desk's one way: local state checked by the domain's rules on submit.
 */
export function ClaimDecision({
  row,
  onClose,
  onAccept,
  onPropose,
  onPay,
  onReject,
  onChargeBack,
  pending = false,
  serverError,
}: ClaimDecisionProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [chargeBackReason, setChargeBackReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'amount' | 'reason' | 'chargeBack'; message: string } | null>(null);
  const [confirmPay, setConfirmPay] = useState(false);
  const [openFor, setOpenFor] = useState<number | null>(null);
  if (row && openFor !== row.id) {
    setOpenFor(row.id);
    setAmount(((row.realFen ?? row.formulaFen) / 100).toFixed(2));
    setReason('');
    setChargeBackReason(row.chargeBackReason);
    setProblem(null);
  }
  if (!row) return null;
  const propose = () => {
    const parsed = parseYuan(amount);
    if (!parsed.ok) return setProblem({ field: 'amount', message: CLAIM_DESK_MESSAGES.amountInvalid });
    if (parsed.fen > row.formulaFen) return setProblem({ field: 'amount', message: CLAIM_DESK_MESSAGES.amountAbove });
    if (parsed.fen <= 0) return setProblem({ field: 'amount', message: CLAIM_DESK_MESSAGES.amountZero });
    if (parsed.fen < row.formulaFen && claimReasonProblem(reason))
      return setProblem({ field: 'reason', message: CLAIM_DESK_MESSAGES.adjustReason });
    setProblem(null);
    onPropose(parsed.fen, reason.trim());
  };
  const reject = () => {
    const reasonProblem = claimReasonProblem(reason);
    if (reasonProblem) return setProblem({ field: 'reason', message: reasonProblem });
    setProblem(null);
    onReject(reason.trim());
  };
  const chargeBack = (charged: boolean) => {
    const chargeBackReasonProblem = chargeBackProblem(charged, chargeBackReason);
    if (chargeBackReasonProblem) return setProblem({ field: 'chargeBack', message: chargeBackReasonProblem });
    setProblem(null);
    onChargeBack(charged, chargeBackReason.trim());
  };
  const canReject = row.state === 'pending' || row.state === 'processing';
  const setsAmount = canReject;
  const chargeable = claimChargeable(row.status);
  const decidesChargeBack = chargeable && !row.chargeBackLocked;
  return (
    <Dialog open onClose={onClose} title={`售后处理 · ${row.statusLabel}`} size="lg">
      <Stack gap={3}>
        <SummaryList>
          <dt>买家</dt>
          <dd>
            {row.buyerName}（{row.buyerPhone}）
          </dd>
          <dt>商品</dt>
          <dd>
            {row.flwName} {row.levelName} · {row.supplierName}（{row.supplierClaimRate}）
          </dd>
          <dt>售后</dt>
          <dd>
            {row.asTypeName} · {row.asQty}/{row.buyQty}扎
          </dd>
          <dt>描述</dt>
          <dd>{row.asReason}</dd>
          <dt>买家实付</dt>
          <dd>
            {formatPrice(row.baseFen)}（{row.asQty}扎，已扣活动折扣、会员优惠和优惠券）
          </dd>
          <dt>公式金额</dt>
          <dd>
            {formatPrice(row.formulaFen)}（{CLAIM_FORMULA_TEXT}）
          </dd>
          {row.realFen !== null ? (
            <>
              <dt>赔付金额</dt>
              <dd>{formatPrice(row.realFen)}</dd>
            </>
          ) : null}
          {row.asNotice ? (
            <>
              <dt>说明</dt>
              <dd>{row.asNotice}</dd>
            </>
          ) : null}
          {chargeable ? (
            <>
              <dt>供应商扣款</dt>
              <dd>
                {chargeBackLabel(row.chargeBack)}
                {row.chargeBackReason ? `（${row.chargeBackReason}）` : ''}
                {row.chargeBackLocked ? ' · 已计入确认的结算单' : ''}
              </dd>
            </>
          ) : null}
        </SummaryList>
        <StyledPhotos aria-label="问题图片">
          {row.photos.map((src, index) => (
            // By position: two photos may share a URL (the same picture sent twice, or one still loading).
            <a key={index} href={src} target="_blank" rel="noreferrer">
              <img src={src} alt={`问题图片${index + 1}`} />
            </a>
          ))}
        </StyledPhotos>
        {setsAmount ? (
          <Input
            label="赔付金额（元）"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={problem?.field === 'amount' ? problem.message : undefined}
            hint="可按实际情况调低，调低须填写原因"
          />
        ) : null}
        {setsAmount ? (
          <Input
            label="原因"
            value={reason}
            maxLength={CLAIM_REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
            error={problem?.field === 'reason' ? problem.message : undefined}
            hint="驳回或调低金额时必填，买家可见"
          />
        ) : null}
        {decidesChargeBack ? (
          <Input
            label="扣款原因"
            value={chargeBackReason}
            maxLength={CHARGE_BACK_REASON_MAX}
            onChange={(e) => setChargeBackReason(e.target.value)}
            error={problem?.field === 'chargeBack' ? problem.message : undefined}
            hint="向供应商扣款时必填，供应商可见；结算单确认后不能再改"
          />
        ) : null}
        {serverError ? <Banner tone="error">{serverError}</Banner> : null}
        <Stack direction="horizontal" gap={2} justify="end" wrap>
          {setsAmount ? (
            <Button variant="primary" loading={pending} onClick={propose}>
              {row.state === 'pending' ? '受理并确定赔付金额' : '确定赔付金额'}
            </Button>
          ) : null}
          {row.state === 'pending' ? (
            <Button variant="secondary" disabled={pending} onClick={onAccept}>
              仅受理
            </Button>
          ) : null}
          {row.state === 'toPay' ? (
            <Button variant="primary" loading={pending} onClick={() => setConfirmPay(true)}>
              赔付
            </Button>
          ) : null}
          {canReject ? (
            <Button variant="secondary" disabled={pending} onClick={reject}>
              驳回
            </Button>
          ) : null}
          {decidesChargeBack ? (
            <>
              <Button variant={row.state === 'toPay' ? 'secondary' : 'primary'} loading={pending} onClick={() => chargeBack(true)}>
                向供应商扣款
              </Button>
              <Button variant="secondary" disabled={pending} onClick={() => chargeBack(false)}>
                不扣款
              </Button>
            </>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            关闭
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirmPay}
        title="确认赔付"
        message={`${CLAIM_DESK_MESSAGES.payConfirm}（${formatPrice(row.realFen ?? 0)}）`}
        confirmText="确认赔付"
        tone="danger"
        onConfirm={() => {
          setConfirmPay(false);
          onPay();
        }}
        onCancel={() => setConfirmPay(false)}
      />
    </Dialog>
  );
}
