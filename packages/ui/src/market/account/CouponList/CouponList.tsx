import {
  COUPON_STATE_NAMES,
  COUPON_TAB_NAMES,
  couponScopeName,
  couponThresholdText,
  formatYuan,
  type CouponState,
  type CouponTab,
} from '@huashi/domain';
import { useId, type HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../../../primitives/Button';
import type { PickableCoupon } from '../../checkout/CouponPicker';
import { EmptyState } from '../../../primitives/EmptyState';
import { Price } from '../../../primitives/Price';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tabs } from '../../../primitives/Tabs';
import { vars } from '../../../theme/vars';
import { column } from '../../../internal/flex';

/** A coupon the buyer holds, as /v1/invite/coupons-page gives it, its money in fen (as a checkout's coupon). */
export type HeldCouponView = PickableCoupon & {
  state: CouponState;
  /** The order it paid for ('' unless used). */
  usedOrderNo: string;
};

export type CouponListProps = Omit<HTMLAttributes<HTMLElement>, 'onChange'> & {
  tab: CouponTab;
  onTabChange: (tab: CouponTab) => void;
  /** The coupons loaded so far of the tab; undefined while the first request runs. */
  coupons?: readonly HeldCouponView[];
  /** How many the tab holds in all (the server's total). */
  total?: number;
  /** The first request (or a load-more) failed. */
  error?: boolean;
  onRetry?: () => void;
  /** Whether a further request would load more. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
};

const TABS: readonly CouponTab[] = ['usable', 'expired'];

const StyledSection = styled.section`
  ${column(vars.space[4])}
  min-width: 0;
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${vars.space[3]};
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
`;

const StyledCoupon = styled.li<{ $dim: boolean }>`
  display: flex;
  min-width: 0;
  border: ${vars.size.borderWidth} solid ${vars.color.primaryBorder};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  overflow: hidden;

  ${(p) =>
    p.$dim &&
    css`
      border-color: ${vars.color.border};
      background: ${vars.color.surfaceMuted};
      color: ${vars.color.textSecondary};
    `}
`;

const StyledValue = styled.div<{ $dim: boolean }>`
  display: flex;
  flex: 0 0 auto;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-width: calc(${vars.space[16]} * 1.5);
  padding: ${vars.space[3]};
  background: ${(p) => (p.$dim ? vars.color.surfaceSunken : vars.color.primarySoft)};
  border-right: ${vars.size.borderWidth} dashed ${vars.color.border};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textSecondary};
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  padding: ${vars.space[3]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
  overflow-wrap: anywhere;

  strong {
    color: ${vars.color.text};
  }
`;

const StyledStamp = styled.span`
  align-self: flex-start;
  padding: ${vars.space[0]} ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceSunken};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textSecondary};
`;

const StyledFooter = styled.div`
  ${column(vars.space[2])}
  align-items: center;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
`;

const EMPTY_TEXTS: Record<CouponTab, string> = { usable: '暂无可用优惠券', expired: '暂无已失效的优惠券' };

/** /disCard (§2): the buyer's coupons in two tabs (可使用 / 已失效), each with value, threshold, scope, rule and end. */
export function CouponList({
  tab,
  onTabChange,
  coupons,
  total,
  error = false,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  ...rest
}: CouponListProps) {
  const panelId = useId();
  const active = TABS.indexOf(tab);
  const loaded = coupons ?? [];
  return (
    <StyledSection aria-label="优惠券" {...rest}>
      <Tabs
        items={TABS.map((t) => ({ label: COUPON_TAB_NAMES[t], panelId, count: t === tab && total !== undefined ? total : undefined }))}
        active={active}
        onChange={(index) => onTabChange(TABS[index] ?? 'usable')}
        variant="card"
      />
      <div id={panelId} role="tabpanel" aria-busy={coupons === undefined && !error ? 'true' : undefined}>
        {coupons === undefined && !error && <Skeleton lines={4} />}
        {coupons === undefined && error && (
          <EmptyState
            text="优惠券加载失败"
            action={
              onRetry && (
                <Button size="sm" onClick={onRetry}>
                  重新加载
                </Button>
              )
            }
          />
        )}
        {coupons !== undefined && loaded.length === 0 && !error && <EmptyState text={EMPTY_TEXTS[tab]} />}
        {loaded.length > 0 && (
          <StyledGrid aria-label={`${COUPON_TAB_NAMES[tab]}的优惠券`}>
            {loaded.map((c) => {
              const dim = c.state !== 'usable';
              return (
                <StyledCoupon key={c.couponCode} $dim={dim} aria-label={`¥${formatYuan(c.valueFen)} 优惠券 ${c.couponCode}`}>
                  <StyledValue $dim={dim}>
                    <Price fen={c.valueFen} size="lg" variant={dim ? 'plain' : undefined} />
                    <span>{couponThresholdText(c.minAmountFen)}</span>
                  </StyledValue>
                  <StyledBody>
                    <strong>{couponScopeName(c.useLimit)}</strong>
                    {c.flowerRule && <span>{c.flowerRule}</span>}
                    <span>有效期至 {c.endTime}</span>
                    {dim && (
                      <StyledStamp>
                        {COUPON_STATE_NAMES[c.state]}
                        {c.state === 'used' && c.usedOrderNo ? `（订单${c.usedOrderNo}）` : ''}
                      </StyledStamp>
                    )}
                  </StyledBody>
                </StyledCoupon>
              );
            })}
          </StyledGrid>
        )}
        {loaded.length > 0 && (
          <StyledFooter>
            {error && (
              <span role="alert">
                加载失败{' '}
                {onRetry && (
                  <Button size="sm" variant="link" onClick={onRetry}>
                    重试
                  </Button>
                )}
              </span>
            )}
            {hasMore && !error && (
              <Button size="sm" variant="secondary" loading={loadingMore} onClick={onLoadMore}>
                加载更多
              </Button>
            )}
            {!hasMore && !error && <span>已显示全部{loaded.length}张</span>}
          </StyledFooter>
        )}
      </div>
    </StyledSection>
  );
}
