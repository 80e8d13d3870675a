import { formatYuan, type Fen } from '@huashi/domain';
import styled from 'styled-components';
import { EmptyState } from '../../primitives/EmptyState';
import { GradeBadge } from '../../primitives/GradeBadge';
import { Skeleton } from '../../primitives/Skeleton';
import { Stack } from '../../primitives/Stack';
import { vars } from '../../theme/vars';
import { Card, CardList, CardTitle } from '../cards';
import { SummaryList } from '../../internal/summaryList';

/** A claim against one of the supplier's lots (no buyer named). Photos: what an <img> shows (object URLs). */
export type SupplierClaimData = {
  id: number;
  /** "YYYY-MM-DD HH:mm". */
  createdAt: string;
  auctionDate: string;
  flwName: string;
  levelName: string;
  lengthLabel: string;
  typeName: string;
  bundles: number;
  reason: string;
  statusName: string;
  /** Paid out to the buyer; null until paid. */
  paidAmountFen: Fen | null;
  /** The market's charge-back decision: null until decided; true: the amount comes off the supplier's settlement. */
  chargedBack: boolean | null;
  /** What is charged back; null unless charged back. */
  chargeBackFen: Fen | null;
  chargeBackReason: string;
  /** Each photo's thumbnail and full image ('' while it loads or when it could not be read). */
  images: readonly { thumb: string; full: string }[];
};

export type SupplierClaimsProps = {
  claims: readonly SupplierClaimData[];
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
};

const StyledStatus = styled.span`
  margin-inline-start: auto;
  color: ${vars.color.warning};
  font-size: ${vars.font.size.sm};
`;

const StyledFacts = styled(SummaryList).attrs({ $variant: 'facts' as const, $compact: true })`
  font-size: ${vars.font.size.sm};
`;

const StyledPhotos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};

  a,
  span {
    display: block;
    width: ${vars.space[16]};
    height: ${vars.space[16]};
    border-radius: ${vars.radius.md};
    overflow: hidden;
    background: ${vars.color.surfaceSunken};
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const StyledCharged = styled.dd`
  color: ${vars.color.danger};
  font-weight: ${vars.font.weight.bold};
`;

/** The market's charge-back decision, once made: 向您扣款 with the amount and the reason, or 不扣款 (nothing charged: 0 too). */
function ChargeBackFacts({ claim }: { claim: SupplierClaimData }) {
  if (claim.chargedBack === null) return null;
  return (
    <>
      <dt>供应商扣款</dt>
      {claim.chargedBack && claim.chargeBackFen ? (
        <StyledCharged>向您扣款 ¥{formatYuan(claim.chargeBackFen)}（从结算中扣除）</StyledCharged>
      ) : (
        <dd>不扣款</dd>
      )}
      {claim.chargeBackReason ? (
        <>
          <dt>扣款说明</dt>
          <dd>{claim.chargeBackReason}</dd>
        </>
      ) : null}
    </>
  );
}

/**
 * The claims against a supplier's lots, newest first, each with its photos (a tap opens the full image) and, once the
 * market decided it, whether it is charged back to the supplier (amount and reason).
 */
export function SupplierClaims({ claims, loading = false, error, onRetry }: SupplierClaimsProps) {
  if (loading)
    return (
      <Stack gap={3} role="status" aria-busy="true" aria-label="加载中">
        <Skeleton variant="rect" />
        <Skeleton variant="rect" />
      </Stack>
    );
  if (error) return <EmptyState text={error} onRetry={onRetry} />;
  if (claims.length === 0) return <EmptyState text="暂无针对您批次的理赔" />;
  return (
    <CardList aria-label="理赔">
      {claims.map((claim) => (
        <Card key={claim.id} aria-label={`理赔 ${claim.flwName} ${claim.createdAt}`}>
          <CardTitle>
            {claim.flwName}
            <GradeBadge levelName={claim.levelName} size="sm" />
            {claim.lengthLabel}
            <StyledStatus>{claim.statusName}</StyledStatus>
          </CardTitle>
          <StyledFacts>
            <dt>类型</dt>
            <dd>
              {claim.typeName} · {claim.bundles} 扎
            </dd>
            <dt>原因</dt>
            <dd>{claim.reason}</dd>
            <dt>批次日期</dt>
            <dd>{claim.auctionDate}</dd>
            <dt>申请时间</dt>
            <dd>{claim.createdAt}</dd>
            {claim.paidAmountFen !== null ? (
              <>
                <dt>已赔付</dt>
                <dd>¥{formatYuan(claim.paidAmountFen)}</dd>
              </>
            ) : null}
            <ChargeBackFacts claim={claim} />
          </StyledFacts>
          {claim.images.length > 0 ? (
            <StyledPhotos aria-label="凭证照片">
              {claim.images.map((image, i) =>
                image.full ? (
                  <a key={i} href={image.full} target="_blank" rel="noreferrer" aria-label={`查看照片 ${i + 1}`}>
                    <img src={image.thumb || image.full} alt={`凭证照片 ${i + 1}`} />
                  </a>
                ) : (
                  <span key={i} role="img" aria-label={`照片 ${i + 1} 加载中`} />
                ),
              )}
            </StyledPhotos>
          ) : null}
        </Card>
      ))}
    </CardList>
  );
}
