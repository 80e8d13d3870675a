import type { Fen } from '@huashi/domain';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { priceText } from '../../primitives/Price';
import { EmptyState } from '../../primitives/EmptyState';
import { Skeleton } from '../../primitives/Skeleton';
import { Stack } from '../../primitives/Stack';
import { vars } from '../../theme/vars';
import { Card, CardList, CardTitle } from '../cards';
import { SummaryList } from '../../internal/summaryList';

/** One of the supplier's confirmed settlements. */
export type SupplierSettlementData = {
  id: number;
  from: string;
  to: string;
  statusLabel: string;
  paid: boolean;
  bundles: number;
  salesFen: Fen;
  chargeBackFen: Fen;
  commissionFen: Fen;
  owedFen: Fen;
  /** Why it is what it is: of the sales, 往期补结 (≥ 0) and 往期冲回 (≤ 0); 上期结欠 carried in (≤ 0). Shown when not 0, as 理赔扣款 and 佣金. */
  lateFen: Fen;
  reversedFen: Fen;
  carriedFen: Fen;
  confirmedAt: string;
  /** '' until paid. */
  paidAt: string;
  bankReference: string;
};

export type SupplierSettlementsProps = {
  settlements: readonly SupplierSettlementData[];
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  /** 下载结算单 (the settlement's PDF): a button on each card when given; `downloadingId` the one under way. */
  onDownload?: (row: SupplierSettlementData) => void;
  downloadingId?: number | null;
  /** Why the last download failed. */
  downloadError?: string;
};

const StyledStatus = styled.span<{ $paid: boolean }>`
  margin-inline-start: auto;
  color: ${(p) => (p.$paid ? vars.color.success : vars.color.warning)};
  font-size: ${vars.font.size.sm};
`;

const StyledFigures = styled(SummaryList).attrs({ $variant: 'panel' as const })`
  font-size: ${vars.font.size.sm};
`;

const StyledNote = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
  overflow-wrap: anywhere;
`;

const StyledError = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;

/**
 * A line of what adds to or comes off the sales (deductions negative: -¥34.00), shown only when not 0: a market without
 * commission, or a week without charge-backs, has nothing to say there (a trial read 理赔扣款 -¥0.00 as a deduction).
 */
function AmountLine({ label, fen }: { label: string; fen: Fen }) {
  if (fen === 0) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{priceText(fen)}</dd>
    </>
  );
}

const period = (row: SupplierSettlementData) => (row.from === row.to ? row.from : `${row.from} 至 ${row.to}`);

/** The supplier's settlements 财务 confirmed: sales at settlement price, less claims charged back and commission. */
export function SupplierSettlements({
  settlements,
  loading = false,
  error,
  onRetry,
  onDownload,
  downloadingId = null,
  downloadError,
}: SupplierSettlementsProps) {
  if (loading)
    return (
      <Stack gap={3} role="status" aria-busy="true" aria-label="加载中">
        <Skeleton variant="rect" />
        <Skeleton variant="rect" />
      </Stack>
    );
  if (error) return <EmptyState text={error} onRetry={onRetry} />;
  if (settlements.length === 0) return <EmptyState text="暂无已确认的结算单" />;
  return (
    <>
      {downloadError ? <StyledError role="alert">{downloadError}</StyledError> : null}
      <CardList aria-label="结算单">
        {settlements.map((row) => (
          <Card key={row.id} aria-label={`结算 ${period(row)}`}>
            <CardTitle>
              {period(row)}
              <StyledStatus $paid={row.paid}>{row.statusLabel}</StyledStatus>
            </CardTitle>
            <StyledFigures>
              <dt>售出</dt>
              <dd>{row.bundles} 扎</dd>
              <dt>结算货款</dt>
              <dd>{priceText(row.salesFen)}</dd>
              <AmountLine label="其中 往期补结" fen={row.lateFen} />
              <AmountLine label="其中 往期冲回" fen={row.reversedFen} />
              <AmountLine label="理赔扣款" fen={-row.chargeBackFen as Fen} />
              <AmountLine label="佣金" fen={-row.commissionFen as Fen} />
              <AmountLine label="上期结欠" fen={row.carriedFen} />
              <dt>应付</dt>
              <dd>{priceText(row.owedFen)}</dd>
            </StyledFigures>
            <StyledNote>
              确认于 {row.confirmedAt}
              {row.paid ? ` · 付款于 ${row.paidAt} · 银行流水 ${row.bankReference}` : ''}
            </StyledNote>
            {onDownload ? (
              <Button variant="secondary" size="sm" loading={downloadingId === row.id} onClick={() => onDownload(row)}>
                下载结算单
              </Button>
            ) : null}
          </Card>
        ))}
      </CardList>
    </>
  );
}
