import { formatYuan, standingLineText, type StandingOrderSummary } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { column, wrappingRow } from '../../../internal/flex';
import { vars } from '../../../theme/vars';
import { standingCard } from '../standingCard';

export type StandingOrderListProps = HTMLAttributes<HTMLElement> & {
  orders: readonly StandingOrderSummary[];
  /** The fairness rule, as the market states it (standingFairRuleText). */
  fairRule: string;
  onCreate: () => void;
  onEdit: (id: number) => void;
  onSetPaused: (id: number, paused: boolean) => void;
  onSkip: (id: number) => void;
  onDelete: (id: number) => void;
  /** The order whose change is in flight (its buttons wait). */
  busyId?: number | null;
};

const StyledList = styled.section`
  ${column(vars.space[3])}
  width: 100%;
`;

const StyledOrder = styled.article`
  ${standingCard}

  h3 {
    font-size: ${vars.font.size.lg};
  }
`;

const StyledMeta = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledLocked = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.warning};
`;

const StyledActions = styled.div`
  ${wrappingRow(vars.space[2])}
`;

const StyledEmpty = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.textSecondary};
`;

/**
 * The buyer's standing orders (/standing): each with its schedule, next run, lines and budget, and 编辑 / 暂停 or
 * 恢复 / 跳过下次 / 删除 (waiting while locked 10 minutes before a run, the reason said); the fairness rule above them.
 */
export function StandingOrderList({
  orders,
  fairRule,
  onCreate,
  onEdit,
  onSetPaused,
  onSkip,
  onDelete,
  busyId = null,
  ...rest
}: StandingOrderListProps) {
  return (
    <StyledList aria-label="我的固定订单" {...rest}>
      <Banner tone="info" title="公平规则">
        {fairRule}
      </Banner>
      <div>
        <Button variant="primary" onClick={onCreate}>
          新建固定订单
        </Button>
      </div>
      {orders.length === 0 ? <StyledEmpty>还没有固定订单。设好花材和时间，到点自动用余额下单。</StyledEmpty> : null}
      {orders.map((o) => {
        const locked = o.lockedReason !== '';
        const busy = busyId === o.id;
        return (
          <StyledOrder key={o.id} aria-label={o.name}>
            <h3>
              {o.name}
              {o.paused ? '（已暂停）' : ''}
            </h3>
            <StyledMeta>
              {o.scheduleText}
              {o.nextRunAt ? ` · 下次执行 ${o.nextRunAt.slice(0, 16)}` : ''}
              {` · 每次预算 ${o.budgetFen === null ? '不限' : `¥${formatYuan(o.budgetFen)}`}`}
            </StyledMeta>
            <ul aria-label="花材">
              {o.lines.map((l, i) => (
                <li key={i}>{standingLineText(l)}</li>
              ))}
            </ul>
            {locked ? <StyledLocked role="note">{o.lockedReason}</StyledLocked> : null}
            <StyledActions>
              <Button size="sm" variant="secondary" disabled={locked || busy} onClick={() => onEdit(o.id)}>
                编辑
              </Button>
              <Button size="sm" variant="secondary" disabled={locked || busy} onClick={() => onSetPaused(o.id, !o.paused)}>
                {o.paused ? '恢复' : '暂停'}
              </Button>
              {o.paused ? null : (
                <Button size="sm" variant="secondary" disabled={locked || busy} onClick={() => onSkip(o.id)}>
                  跳过下次
                </Button>
              )}
              <Button size="sm" variant="danger" disabled={locked || busy} onClick={() => onDelete(o.id)}>
                删除
              </Button>
            </StyledActions>
          </StyledOrder>
        );
      })}
    </StyledList>
  );
}
