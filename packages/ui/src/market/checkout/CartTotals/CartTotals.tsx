import type { FeeTotals } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Price } from '../../../primitives/Price';
import { media } from '../../../theme/media';
import { vars } from '../../../theme/vars';
import { SummaryList } from '../../../internal/summaryList';
import { wrappingRow } from '../../../internal/flex';

/** The cart totals of §3, in fen (the api boundary's `feeTotalsOf`; a cart has no coupon or member line yet). */
export type CartTotalsView = Pick<FeeTotals, 'goods' | 'logistics' | 'packing' | 'activityDiscount' | 'payment'>;

export type CartTotalsProps = HTMLAttributes<HTMLElement> & {
  totals: CartTotalsView;
  /** Lines ticked / lines in the cart. */
  selectedCount: number;
  totalCount: number;
  onCheckout: () => void;
  onDeleteSelected: () => void;
  onClearAll: () => void;
  /** The cart is being read or saved: totals may be stale, buttons wait. */
  busy?: boolean;
};

const StyledBar = styled.section`
  ${wrappingRow(vars.space[4])}
  justify-content: space-between;
  padding: ${vars.space[4]} ${vars.space[5]};
  background: ${vars.color.surfaceMuted};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  /* A phone: the batch actions stay in the page; the totals and 去结算 become a bar stuck to the screen's bottom. */
  ${media.phone} {
    display: contents;
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  align-items: center;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};

  ${media.phone} {
    flex-wrap: wrap;

    button {
      min-height: ${vars.size.controlLg};
    }
    & > span {
      flex: 1 0 100%;
    }
  }
`;

/** The cart's figures in a row that wraps, small and secondary beside the 合计 price. */
const StyledFigures = styled(SummaryList).attrs({ $variant: 'totals' as const })`
  gap: ${vars.space[2]} ${vars.space[5]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledPay = styled.div`
  display: flex;
  gap: ${vars.space[4]};
  align-items: center;

  ${media.phone} {
    position: sticky;
    bottom: ${vars.space[0]};
    z-index: ${vars.z.dropdown};
    justify-content: space-between;
    gap: ${vars.space[3]};
    /* Edge to edge within the app's phone gutter (12 px). */
    margin: ${vars.space[0]} calc(-1 * ${vars.space[3]});
    padding: ${vars.space[2]} ${vars.space[3]} calc(${vars.space[2]} + env(safe-area-inset-bottom, 0px));
    background: ${vars.color.surface};
    border-top: ${vars.size.borderWidth} solid ${vars.color.border};
    box-shadow: ${vars.shadow.md};

    dl {
      flex: 1 1 auto;
      min-width: 0;
      gap: ${vars.space[0]} ${vars.space[2]};
      font-size: ${vars.font.size.xs};
    }
    button {
      flex: none;
    }
  }
`;

/** The cart's footer: batch delete, clear all, the five totals and 去结算. */
export function CartTotals({
  totals,
  selectedCount,
  totalCount,
  onCheckout,
  onDeleteSelected,
  onClearAll,
  busy = false,
  ...rest
}: CartTotalsProps) {
  return (
    <StyledBar aria-label="购物车合计" {...rest}>
      <StyledActions>
        <span>
          已选 {selectedCount} / {totalCount} 件
        </span>
        <Button variant="secondary" size="sm" disabled={selectedCount === 0 || busy} onClick={onDeleteSelected}>
          批量删除
        </Button>
        <Button variant="ghost" size="sm" disabled={totalCount === 0 || busy} onClick={onClearAll}>
          清空购物车
        </Button>
      </StyledActions>
      <StyledPay>
        <StyledFigures>
          <div>
            <dt>商品金额</dt>
            <dd>
              <Price fen={totals.goods} size="sm" variant="plain" />
            </dd>
          </div>
          <div>
            <dt>物流费</dt>
            <dd>
              <Price fen={totals.logistics} size="sm" variant="plain" />
            </dd>
          </div>
          <div>
            <dt>包装费</dt>
            <dd>
              <Price fen={totals.packing} size="sm" variant="plain" />
            </dd>
          </div>
          <div>
            <dt>优惠</dt>
            <dd>
              <Price fen={-totals.activityDiscount} size="sm" variant="plain" />
            </dd>
          </div>
          <div>
            <dt>合计</dt>
            <dd>
              <Price fen={totals.payment} size="lg" aria-label="合计金额" />
            </dd>
          </div>
        </StyledFigures>
        <Button size="lg" disabled={selectedCount === 0} loading={busy} onClick={onCheckout}>
          去结算
        </Button>
      </StyledPay>
    </StyledBar>
  );
}
