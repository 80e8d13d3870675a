import { formatYuan, ledgerMovement, ledgerMovementText, type Fen } from '@huashi/domain';
import type { FormEvent, HTMLAttributes } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { Input } from '../../../primitives/Input';
import { Pager } from '../../../primitives/Pager';
import { Skeleton } from '../../../primitives/Skeleton';
import { numericText } from '../../../internal/numericText';
import { vars } from '../../../theme/vars';
import { column, wrappingRow } from '../../../internal/flex';
import type { ServerPageProps } from '../../../primitives/DataTable';

/**
 * One bill line of /pc/finance/detail in fen: the balance's signed change (-1230 money out), the signed change of the
 * frozen amount (10500 a withdrawal's freeze, -10500 its release; 0 or absent: none), the balance after it, its time.
 */
export type BillLineView = {
  id: number;
  ioNotice: string;
  ioFen: Fen;
  frozenFen?: Fen;
  balanceAfterFen: Fen;
  createTime: string;
};

/** One page of the range's lines (`total`: the lines of the range in all, the pager's; `error`: a failed read, with 重试). */
export type BillListProps = Omit<HTMLAttributes<HTMLElement>, 'onChange'> &
  ServerPageProps<BillLineView> & {
    /** The range asked ("YYYY-MM-DD" or ''), and where a new one goes. */
    start: string;
    end: string;
    onRangeChange: (range: { start: string; end: string }) => void;
    /** The range's problem (开始日期不能晚于结束日期), next to the fields. */
    rangeError?: string;
  };

const StyledSection = styled.section`
  ${column(vars.space[4])}
  min-width: 0;
`;

const StyledRange = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};

  & > div {
    flex: 1 1 140px;
    max-width: 220px;
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  border-top: ${vars.size.borderWidth} solid ${vars.color.divider};
`;

const StyledLine = styled.li`
  ${wrappingRow(vars.space[1], vars.space[4])}
  justify-content: space-between;
  padding: ${vars.space[3]} ${vars.space[1]};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
`;

const StyledWhat = styled.div`
  ${column(vars.space[1])}
  min-width: 0;
  flex: 1 1 240px;
`;

const StyledNotice = styled.span`
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  overflow-wrap: anywhere;
`;

/** The small grey figures: the time, and the balance after. */
const StyledMinor = styled.span`
  ${numericText}
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
`;

const StyledFigures = styled.div`
  ${column(vars.space[1])}
  align-items: flex-end;
  margin-left: auto;
`;

const StyledAmount = styled.span<{ $tone: 'in' | 'out' | 'frozen' }>`
  ${numericText}
  font-size: ${vars.font.size.lg};
  font-weight: 600;
  color: ${(p) => (p.$tone === 'in' ? vars.color.success : p.$tone === 'frozen' ? vars.color.textSecondary : vars.color.text)};
`;

const StyledError = styled.div`
  ${column(vars.space[3])}
  align-items: center;
  padding: ${vars.space[8]} ${vars.space[4]};
  color: ${vars.color.danger};
`;

/**
 * What a line's amount column shows: the balance's signed change, or — when only the frozen amount moved (a
 * withdrawal's freeze or its release) — 冻结 105.00 / 解冻 105.00 in a neutral colour (the domain's ledgerMovement,
 * which the staff's 资金流水 reads too).
 */
export function billAmount(row: Pick<BillLineView, 'ioFen' | 'frozenFen'>): {
  text: string;
  label: string;
  tone: 'in' | 'out' | 'frozen';
} {
  const movement = ledgerMovement(row.ioFen, row.frozenFen ?? 0);
  return { ...ledgerMovementText(movement, formatYuan), tone: movement.tone };
}

/** The bills (/money?key=1): newest first, a page at a time, in a date range; each line's text, signed amount, time. */
export function BillList({
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  loading = false,
  error,
  onRetry,
  start,
  end,
  onRangeChange,
  rangeError,
  ...rest
}: BillListProps) {
  const [from, setFrom] = useState(start);
  const [to, setTo] = useState(end);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRangeChange({ start: from, end: to });
  };
  return (
    <StyledSection aria-label="账单明细" {...rest}>
      <StyledRange role="search" aria-label="按日期查询账单" onSubmit={submit}>
        <Input type="date" label="开始日期" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        <Input type="date" label="结束日期" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} error={rangeError} />
        <Button type="submit" variant="primary">
          查询
        </Button>
        {start || end ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setFrom('');
              setTo('');
              onRangeChange({ start: '', end: '' });
            }}
          >
            全部日期
          </Button>
        ) : null}
      </StyledRange>
      {loading ? (
        <div role="group" aria-busy="true" aria-label="正在加载账单">
          <Skeleton variant="text" lines={5} />
        </div>
      ) : error ? (
        <StyledError role="alert">
          <span>{error}</span>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              重试
            </Button>
          ) : null}
        </StyledError>
      ) : rows.length === 0 ? (
        <EmptyState text={start || end ? '该日期范围内暂无账单' : '暂无账单'} />
      ) : (
        <>
          <StyledList>
            {rows.map((row) => {
              const amount = billAmount(row);
              return (
                <StyledLine key={row.id}>
                  <StyledWhat>
                    <StyledNotice>{row.ioNotice}</StyledNotice>
                    <StyledMinor>{row.createTime}</StyledMinor>
                  </StyledWhat>
                  <StyledFigures>
                    <StyledAmount $tone={amount.tone} aria-label={amount.label}>
                      {amount.text}
                    </StyledAmount>
                    <StyledMinor>余额 {formatYuan(row.balanceAfterFen)}</StyledMinor>
                  </StyledFigures>
                </StyledLine>
              );
            })}
          </StyledList>
          {total > pageSize ? <Pager page={page} total={total} pageSize={pageSize} onChange={onPageChange} /> : null}
        </>
      )}
    </StyledSection>
  );
}
