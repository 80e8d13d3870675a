import { formatYuan, WITHDRAWAL_STATUS_NAMES, withdrawalRejectReasonProblem, type Fen, type WithdrawalStatus } from '@huashi/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { PagedDataTable, type DataTableColumn, type ServerPageProps } from '../../primitives/DataTable';
import { Input } from '../../primitives/Input';
import { Tabs } from '../../primitives/Tabs';
import { theme } from '../../theme/theme';
import { vars } from '../../theme/vars';
import { StyledTwoLines } from '../internal/cellStyles';

/** One withdrawal on the 财务 desk, its money in fen (the api boundary's `withdrawalFen`). */
export type PayoutRowData = {
  id: number;
  buyerName: string;
  buyerPhone: string;
  /** Paid out to the card. */
  amountFen: Fen;
  feeFen: Fen;
  /** Frozen from the balance: amount + fee. */
  totalFen: Fen;
  status: WithdrawalStatus;
  cardName: string;
  cardNumber: string;
  bankName: string;
  bankBranch: string;
  region: string;
  /** ISO time the buyer asked. */
  createdAt: string;
};

export const PAYOUT_STATES: readonly WithdrawalStatus[] = ['pending', 'paid', 'failed'];

export type PayoutDeskProps = ServerPageProps<PayoutRowData> & {
  state: WithdrawalStatus;
  onStateChange: (state: WithdrawalStatus) => void;
  onPay: (row: PayoutRowData) => void;
  onReject: (row: PayoutRowData, reason: string) => void;
  /** The row whose decision is under way. */
  busyId?: number | null;
  /** The last decision's refusal. */
  actionError?: string;
};

/** Two-line cells need a taller row than the table's default. */
const ROW_HEIGHT = Number.parseInt(theme.size.tableRow, 10) + Number.parseInt(theme.space[4], 10);

const StyledMuted = styled.span`
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
`;

/** A cell of two stacked lines, each cut with an ellipsis; the whole text is its title. */
function TwoLines({ first, second, align = 'start' }: { first: string; second: string; align?: 'start' | 'end' }) {
  return (
    <StyledTwoLines $align={align} title={`${first} ${second}`}>
      <span>{first}</span>
      <StyledMuted>{second}</StyledMuted>
    </StyledTwoLines>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const StyledReject = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
`;

const StyledError = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.danger};
`;

const time = (iso: string) => new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }).replace(/\//g, '-');

/** 提现打款 (财务, 管理员): withdrawals by state; a pending one is paid out (after a confirm) or rejected with a reason. */
export function PayoutDesk({ state, onStateChange, onPay, onReject, busyId = null, actionError, ...list }: PayoutDeskProps) {
  const [paying, setPaying] = useState<PayoutRowData | null>(null);
  const [rejecting, setRejecting] = useState<PayoutRowData | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const columns: DataTableColumn<PayoutRowData>[] = [
    { key: 'at', header: '申请时间', width: 'minmax(0, 1.1fr)', cell: (row) => time(row.createdAt) },
    {
      key: 'buyer',
      header: '买家',
      width: 'minmax(0, 1fr)',
      cell: (row) => <TwoLines first={row.buyerName} second={row.buyerPhone} />,
    },
    {
      key: 'money',
      header: '金额',
      align: 'end',
      width: 'minmax(0, 1.3fr)',
      cell: (row) => (
        <TwoLines
          align="end"
          first={`￥${formatYuan(row.amountFen)}`}
          second={`手续费￥${formatYuan(row.feeFen)} 冻结￥${formatYuan(row.totalFen)}`}
        />
      ),
    },
    {
      key: 'card',
      header: '收款银行卡',
      width: 'minmax(0, 2fr)',
      cell: (row) => (
        <TwoLines
          first={`${row.cardName} ${row.cardNumber}`}
          second={[row.bankName, row.region, row.bankBranch].filter(Boolean).join(' ')}
        />
      ),
    },
    {
      key: 'act',
      header: state === 'pending' ? '操作' : '状态',
      width: 'minmax(0, 1.2fr)',
      cell: (row) =>
        row.status === 'pending' ? (
          <StyledActions>
            <Button
              size="sm"
              variant="primary"
              loading={busyId === row.id}
              onClick={() => setPaying(row)}
              aria-label={`打款 ${row.buyerName} ￥${formatYuan(row.amountFen)}`}
            >
              打款
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busyId === row.id}
              onClick={() => {
                setRejecting(row);
                setReason('');
                setReasonError(undefined);
              }}
              aria-label={`驳回 ${row.buyerName} ￥${formatYuan(row.amountFen)}`}
            >
              驳回
            </Button>
          </StyledActions>
        ) : (
          WITHDRAWAL_STATUS_NAMES[row.status]
        ),
    },
  ];

  return (
    <>
      <PagedDataTable
        {...list}
        header={
          <>
            <Tabs
              aria-label="提现状态"
              items={PAYOUT_STATES.map((s) => WITHDRAWAL_STATUS_NAMES[s])}
              active={PAYOUT_STATES.indexOf(state)}
              onChange={(index) => onStateChange(PAYOUT_STATES[index] ?? 'pending')}
            />
            {actionError ? <StyledError role="alert">{actionError}</StyledError> : null}
            {rejecting ? (
              <StyledReject
                aria-label="驳回提现"
                onSubmit={(event) => {
                  event.preventDefault();
                  const problem = withdrawalRejectReasonProblem(reason);
                  setReasonError(problem ?? undefined);
                  if (problem) return;
                  onReject(rejecting, reason.trim());
                  setRejecting(null);
                }}
              >
                <Input
                  label={`驳回 ${rejecting.buyerName} 的提现 ￥${formatYuan(rejecting.amountFen)} 的原因`}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  error={reasonError}
                  maxLength={100}
                />
                <Button type="submit" variant="danger">
                  确认驳回
                </Button>
                <Button variant="ghost" onClick={() => setRejecting(null)}>
                  取消
                </Button>
              </StyledReject>
            ) : null}
          </>
        }
        aria-label="提现打款"
        columns={columns}
        rowKey={(row) => row.id}
        rowHeight={ROW_HEIGHT}
        emptyText={state === 'pending' ? '没有待打款的提现' : '没有记录'}
      />
      <ConfirmDialog
        open={paying !== null}
        title="确认打款"
        message={
          paying
            ? `请确认已向 ${paying.cardName}（${paying.bankName} ${paying.cardNumber}）转账 ￥${formatYuan(paying.amountFen)}。确认后扣除买家冻结的 ￥${formatYuan(paying.totalFen)}。`
            : ''
        }
        confirmText="已打款"
        onConfirm={() => {
          if (paying) onPay(paying);
          setPaying(null);
        }}
        onCancel={() => setPaying(null)}
      />
    </>
  );
}
