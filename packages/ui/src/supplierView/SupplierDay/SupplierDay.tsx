import { formatYuan, SESSIONS, type Fen, type SessionType } from '@huashi/domain';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { GradeBadge } from '../../primitives/GradeBadge';
import { Input } from '../../primitives/Input';
import { Skeleton } from '../../primitives/Skeleton';
import { Stack } from '../../primitives/Stack';
import { vars } from '../../theme/vars';
import { Card, CardList, CardTitle } from '../cards';
import { column } from '../../internal/flex';
import { numericText } from '../../internal/numericText';
import { SummaryList } from '../../internal/summaryList';

/** Bundles a lot sold at one price per stem. */
export type SupplierPriceLineData = { priceFen: Fen; bundles: number };

/** One of the supplier's lots of the day, with what it sold. */
export type SupplierLotData = {
  id: number;
  session: SessionType;
  flwName: string;
  levelName: string;
  lengthLabel: string;
  stemsPerBunch: number;
  positionNo: string;
  stockBundles: number;
  soldBundles: number;
  /** Listed sale price and settlement price, per stem. */
  salePriceFen: Fen;
  sourcePriceFen: Fen;
  soldAmountFen: Fen;
  /** Highest price first. */
  prices: readonly SupplierPriceLineData[];
};

export type SupplierDayProps = {
  /** The day shown and today ("YYYY-MM-DD"); the picker reaches back to `firstDay`. */
  day: string;
  today: string;
  firstDay: string;
  onDayChange: (day: string) => void;
  lots: readonly SupplierLotData[];
  soldBundles: number;
  soldAmountFen: Fen;
  loading?: boolean;
  /** The day's read failed (or the server refused the day): the message, with 重新加载. */
  error?: string;
  onRetry?: () => void;
};

const StyledMuted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.regular};
`;

const StyledFigures = styled(SummaryList).attrs({ $variant: 'pairs' as const })``;

const StyledPrices = styled.ul`
  ${column(vars.space[1])}
  list-style: none;
  margin: ${vars.space[0]};
  padding: ${vars.space[2]} ${vars.space[3]};
  background: ${vars.color.surfaceMuted};
  border-radius: ${vars.radius.md};
  font-size: ${vars.font.size.sm};
  ${numericText}
`;

const StyledTotals = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.md};
  ${numericText}

  strong {
    color: ${vars.color.price};
  }
`;

const StyledPicker = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[2]};

  > :first-child {
    flex: 1;
    min-width: ${vars.space[0]};
  }
`;

const yuanPerStem = (fen: Fen) => `¥${formatYuan(fen)}/枝`;

function LotCard({ lot }: { lot: SupplierLotData }) {
  return (
    <Card aria-label={`${lot.flwName} ${lot.levelName} ${lot.lengthLabel}`}>
      <CardTitle>
        {lot.flwName}
        <GradeBadge levelName={lot.levelName} size="sm" />
        <StyledMuted>
          {lot.lengthLabel} · {SESSIONS[lot.session].name} · 位置 {lot.positionNo}
        </StyledMuted>
      </CardTitle>
      <StyledFigures>
        <dt>库存</dt>
        <dd>{lot.stockBundles} 扎</dd>
        <dt>已售</dt>
        <dd>{lot.soldBundles} 扎</dd>
        <dt>挂牌价</dt>
        <dd>{yuanPerStem(lot.salePriceFen)}</dd>
        <dt>结算价</dt>
        <dd>{yuanPerStem(lot.sourcePriceFen)}</dd>
        <dt>销售额</dt>
        <dd>¥{formatYuan(lot.soldAmountFen)}</dd>
        <dt>每扎</dt>
        <dd>{lot.stemsPerBunch} 枝</dd>
      </StyledFigures>
      {lot.prices.length > 0 ? (
        <StyledPrices aria-label="成交价">
          {lot.prices.map((line) => (
            <li key={line.priceFen}>
              成交 {yuanPerStem(line.priceFen)} × {line.bundles} 扎
            </li>
          ))}
        </StyledPrices>
      ) : (
        <StyledMuted>暂无成交</StyledMuted>
      )}
    </Card>
  );
}

/** A supplier's day on its phone: the date picker, the day's totals, and each lot with its stock and what it sold at what price. */
export function SupplierDay({
  day,
  today,
  firstDay,
  onDayChange,
  lots,
  soldBundles,
  soldAmountFen,
  loading = false,
  error,
  onRetry,
}: SupplierDayProps) {
  const body = loading ? (
    <Stack gap={3} role="status" aria-busy="true" aria-label="加载中">
      <Skeleton variant="rect" height={`calc(${vars.space[16]} * 2)`} />
      <Skeleton variant="rect" height={`calc(${vars.space[16]} * 2)`} />
    </Stack>
  ) : error ? (
    <EmptyState text={error} onRetry={onRetry} />
  ) : lots.length === 0 ? (
    <EmptyState text={day === today ? '今天没有您的批次' : '当天没有您的批次'} />
  ) : (
    <>
      <StyledTotals>
        {day === today ? '今天' : day} 共售出 <strong>{soldBundles}</strong> 扎，销售额 <strong>¥{formatYuan(soldAmountFen)}</strong>
      </StyledTotals>
      <CardList aria-label="批次">
        {lots.map((lot) => (
          <LotCard key={lot.id} lot={lot} />
        ))}
      </CardList>
    </>
  );
  return (
    <Stack gap={3}>
      <StyledPicker>
        <Input
          type="date"
          label="日期"
          value={day}
          min={firstDay}
          max={today}
          onChange={(event) => {
            if (event.target.value) onDayChange(event.target.value);
          }}
        />
        <Button variant="secondary" disabled={day === today} onClick={() => onDayChange(today)}>
          今天
        </Button>
      </StyledPicker>
      {body}
    </Stack>
  );
}
