import { formatYuan, orderAmountLabel, transactionFeeFen, type FeeTotals } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Price } from '../../../primitives/Price';
import { vars } from '../../../theme/vars';
import { SummaryList } from '../../../internal/summaryList';
import { column } from '../../../internal/flex';

/** An order's sums (§3 sumData) in fen (the api boundary's `feeTotalsOf`), with its bundle count (allAcount). */
export type OrderSumView = FeeTotals & { bunches: number };

export type CostBlockProps = HTMLAttributes<HTMLElement> & {
  sumData: OrderSumView;
  /** Issue 18: the order waits for payment (待付款): its total reads 应付金额, not 实付金额. */
  unpaid?: boolean;
};

const StyledBlock = styled.section`
  ${column(vars.space[2])}
  align-items: flex-end;
  padding: ${vars.space[4]} ${vars.space[5]};
  background: ${vars.color.surfaceMuted};
  border-radius: ${vars.radius.md};
`;

const StyledList = styled(SummaryList).attrs({ $variant: 'receipt' as const })`
  font-size: ${vars.font.size.sm};
`;

const StyledTotal = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[2]};
  border-top: ${vars.size.borderWidth} solid ${vars.color.divider};
  font-size: ${vars.font.size.md};
`;

/** A dt/dd pair that takes no box of its own (the grid places dt and dd). */
const StyledPair = styled.div`
  display: contents;
`;

type Line = { label: string; fen: number; minus?: boolean };

/**
 * The cost block of /orderdetail: goods, the discounts that applied (activity, coupon, member), logistics and
 * packing fees, the transaction fee 9.00 when allCommission is above 0 (§9), the bundle count and the amount paid
 * (实付金额), or, for an unpaid order (issue 18), the amount owed (应付金额).
 */
export function CostBlock({ sumData, unpaid = false, ...rest }: CostBlockProps) {
  const total = orderAmountLabel(unpaid).full;
  const fee = transactionFeeFen(sumData.commission);
  const lines: Line[] = [
    { label: '商品金额', fen: sumData.goods },
    { label: '活动优惠', fen: sumData.activityDiscount, minus: true },
    { label: '优惠券', fen: sumData.coupon, minus: true },
    { label: '会员优惠', fen: sumData.memberDiscount, minus: true },
    { label: '物流费', fen: sumData.logistics },
    { label: '包装费', fen: sumData.packing },
  ].filter((line) => !line.minus || line.fen > 0);
  return (
    <StyledBlock aria-label="费用明细" {...rest}>
      <StyledList>
        {lines.map((line) => (
          <StyledPair key={line.label}>
            <dt>{line.label}</dt>
            <dd>
              <Price fen={line.minus ? -line.fen : line.fen} size="sm" variant="plain" />
            </dd>
          </StyledPair>
        ))}
        {fee !== null ? (
          <StyledPair>
            <dt>交易手续费</dt>
            <dd>
              <Price fen={fee} size="sm" variant="plain" />
            </dd>
          </StyledPair>
        ) : null}
        <dt>商品总数</dt>
        <dd>{sumData.bunches}扎</dd>
      </StyledList>
      <StyledTotal>
        <span>{total}</span>
        <Price fen={sumData.payment} size="lg" aria-label={`${total} ${formatYuan(sumData.payment)}元`} />
      </StyledTotal>
    </StyledBlock>
  );
}
