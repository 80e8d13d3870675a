import { couponScopeName, couponThresholdText, formatYuan, type Fen } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Price } from '../../../primitives/Price';
import { vars } from '../../../theme/vars';
import { column } from '../../../internal/flex';

/** A coupon as §3 gives it, its money in fen (the api boundary's `couponFen`). */
export type PickableCoupon = {
  couponCode: string;
  /** What it takes off (setValue). */
  valueFen: Fen;
  /** The order amount it needs (minAmount); 0 for none. */
  minAmountFen: Fen;
  useLimit: 1 | 2 | 3;
  flowerRule: string;
  endTime: string;
};

export type CouponPickerProps = Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> & {
  /** The coupons usable on this order. */
  coupons: readonly PickableCoupon[];
  /** The code chosen, '' for none. */
  selected: string;
  onSelect: (couponCode: string) => void;
  disabled?: boolean;
};

const StyledGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

const StyledOption = styled.label<{ $checked: boolean }>`
  display: flex;
  gap: ${vars.space[3]};
  align-items: center;
  min-width: calc(${vars.space[16]} * 3);
  padding: ${vars.space[3]} ${vars.space[4]};
  border: ${vars.size.borderWidth} dashed ${vars.color.primaryBorder};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  cursor: pointer;

  ${(p) =>
    p.$checked &&
    css`
      border-style: solid;
      border-color: ${vars.color.primary};
      background: ${vars.color.primarySoft};
    `}

  input {
    accent-color: ${vars.color.primary};
  }
`;

const StyledText = styled.span`
  ${column(vars.space[1])}
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledMuted = styled.span`
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textMuted};
`;

/** The coupon's rule, when it says more than its scope (the first line already names the scope). */
function ruleBesidesScope(c: PickableCoupon): boolean {
  const rule = c.flowerRule.trim();
  return rule !== '' && rule !== couponScopeName(c.useLimit);
}

/** Choose a coupon for the order, or none (不使用优惠券). */
export function CouponPicker({ coupons, selected, onSelect, disabled = false, ...rest }: CouponPickerProps) {
  return (
    <StyledGroup role="radiogroup" aria-label="优惠券" {...rest}>
      {coupons.map((c) => (
        <StyledOption key={c.couponCode} $checked={selected === c.couponCode}>
          <input
            type="radio"
            name="coupon"
            aria-label={`¥${formatYuan(c.valueFen)} 优惠券 ${c.couponCode}`}
            checked={selected === c.couponCode}
            disabled={disabled}
            onChange={() => onSelect(c.couponCode)}
          />
          <Price fen={c.valueFen} size="lg" />
          <StyledText>
            <span>
              {couponThresholdText(c.minAmountFen)} · {couponScopeName(c.useLimit)}
            </span>
            <StyledMuted>
              {ruleBesidesScope(c) ? `${c.flowerRule} · ` : ''}有效期至 {c.endTime}
            </StyledMuted>
          </StyledText>
        </StyledOption>
      ))}
      <StyledOption $checked={selected === ''}>
        <input type="radio" name="coupon" checked={selected === ''} disabled={disabled} onChange={() => onSelect('')} />
        <StyledText>{coupons.length === 0 ? '暂无可用优惠券' : '不使用优惠券'}</StyledText>
      </StyledOption>
    </StyledGroup>
  );
}
