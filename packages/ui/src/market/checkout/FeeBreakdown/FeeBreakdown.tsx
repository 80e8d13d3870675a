import { formatYuan, memberLevelLabel, transactionFeeFen, type FeeTotals } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Price } from '../../../primitives/Price';
import { vars } from '../../../theme/vars';
import { SummaryList } from '../../../internal/summaryList';
import { column } from '../../../internal/flex';

/** The pay page's fees (§3 cart totals plus coupon, member discount and transaction fee), in fen. */
export type FeeBreakdownTotals = FeeTotals;

export type FeeBreakdownProps = HTMLAttributes<HTMLElement> & {
  totals: FeeBreakdownTotals;
  /** 0 ordinary; above 0 the member discount line shows with the level. */
  memberLevel: number;
  /** The member discount as the level table writes it, e.g. 9.7折（省3%） (domain memberDiscountText). */
  memberDiscountText: string;
  /** Estimated weight in kg. */
  preWeight?: string;
};

const StyledBlock = styled.section`
  ${column(vars.space[2])}
  padding: ${vars.space[4]} ${vars.space[5]};
  background: ${vars.color.surfaceMuted};
  border-radius: ${vars.radius.md};
`;

const StyledList = styled(SummaryList).attrs({ $variant: 'amounts' as const })`
  font-size: ${vars.font.size.md};
`;

const StyledNote = styled.span`
  margin-left: ${vars.space[2]};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textMuted};
`;

const StyledTotal = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  padding-top: ${vars.space[3]};
  border-top: ${vars.size.borderWidth} solid ${vars.color.border};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.medium};
`;

/**
 * Total = goods + logistics + packing − activity discounts − coupon − member discount (§9), line by line.
 * The member line shows only for members; the transaction fee (fixed 9.00) only when a commission was charged.
 */
export function FeeBreakdown({ totals, memberLevel, memberDiscountText, preWeight, ...rest }: FeeBreakdownProps) {
  const fee = transactionFeeFen(totals.commission);
  return (
    <StyledBlock aria-label="费用明细" {...rest}>
      <StyledList>
        <dt>商品金额</dt>
        <dd>
          <Price fen={totals.goods} variant="plain" />
        </dd>
        <dt>物流费{preWeight !== undefined && <StyledNote>预估重量 {preWeight}kg</StyledNote>}</dt>
        <dd>
          <Price fen={totals.logistics} variant="plain" />
        </dd>
        <dt>包装费</dt>
        <dd>
          <Price fen={totals.packing} variant="plain" />
        </dd>
        <dt>活动优惠</dt>
        <dd>
          <Price fen={-totals.activityDiscount} variant="plain" />
        </dd>
        <dt>优惠券</dt>
        <dd>
          <Price fen={-totals.coupon} variant="plain" />
        </dd>
        {memberLevel > 0 && (
          <>
            <dt>
              会员折扣
              <StyledNote>
                {memberLevelLabel(memberLevel)} 花材{memberDiscountText}
              </StyledNote>
            </dt>
            <dd>
              <Price fen={-totals.memberDiscount} variant="member" />
            </dd>
          </>
        )}
        {fee !== null && (
          <>
            <dt>交易手续费</dt>
            <dd>¥{formatYuan(fee)}</dd>
          </>
        )}
      </StyledList>
      <StyledTotal>
        <span>应付金额</span>
        <Price fen={totals.payment} size="xl" aria-label="应付金额" />
      </StyledTotal>
    </StyledBlock>
  );
}
