import { memberDiscountText, memberLevelLabel } from '@huashi/domain';
import { StyledVisuallyHidden } from '../../../internal/VisuallyHidden';
import { useId, useState, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { Button } from '../../../primitives/Button';
import { Price } from '../../../primitives/Price';
import { MembershipPanel } from '../MembershipPanel';
import { Skeleton } from '../../../primitives/Skeleton';
import { column } from '../../../internal/flex';

export type MembershipData = {
  memberLevel: number;
  /** e.g. 9.7 (pays 97%). */
  memberDiscount: number;
  memberCoupon: '0' | '1';
  savingsFen: number;
  alert: string;
  rules: readonly { level: number; cill_text: string; discount_text: string; coupon_text: string }[];
};

export type MembershipCardProps = HTMLAttributes<HTMLElement> & {
  /** null: a visitor (login prompt). */
  nickName: string | null;
  /** undefined while loading. */
  membership?: MembershipData | null;
  onLogin?: () => void;
  onRegister?: () => void;
};

const StyledCard = styled.section<{ $vip: boolean }>`
  ${column(vars.space[2])}
  padding: ${vars.space[4]};
  background: ${(p) => (p.$vip ? vars.color.memberSoft : vars.color.surface)};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};

  strong {
    font-size: ${vars.font.size.lg};
    color: ${vars.color.text};
  }
`;

const StyledLevel = styled.span<{ $vip: boolean }>`
  padding: ${vars.space[0]} ${vars.space[2]};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  color: ${(p) => (p.$vip ? vars.color.textInverse : vars.color.textSecondary)};
  background: ${(p) => (p.$vip ? vars.color.member : vars.color.surfaceSunken)};
  border-radius: ${vars.radius.pill};
`;

const StyledButtons = styled.div`
  display: flex;
  gap: ${vars.space[2]};
`;

/** What n折 means, in words: 9.7折 → 花材按原价的97%结算，每¥100可省¥3. */
function discountMeaning(memberDiscount: number): string {
  const keptTenths = Math.round(memberDiscount * 100); // 9.7 → 970: tenths of a percent kept
  const kept = keptTenths / 10;
  const off = (1000 - keptTenths) / 10;
  return `${memberDiscount}折：花材按原价的${kept}%结算，每¥100可省¥${off}`;
}

/** The right panel's membership card (§2): level, discount rate, savings, coupon, rules; a login prompt for visitors. */
export function MembershipCard({ nickName, membership, onLogin, onRegister, ...rest }: MembershipCardProps) {
  const [showRules, setShowRules] = useState(false);
  const meaningId = useId();
  if (nickName === null) {
    return (
      <StyledCard $vip={false} aria-label="会员" {...rest}>
        <StyledHead>
          <strong>欢迎来到花市</strong>
        </StyledHead>
        <span>登录后查看会员等级、花材折扣与已省金额</span>
        <StyledButtons>
          <Button size="sm" onClick={onLogin}>
            登录
          </Button>
          <Button size="sm" variant="secondary" onClick={onRegister}>
            注册
          </Button>
        </StyledButtons>
      </StyledCard>
    );
  }
  if (membership === undefined) {
    return (
      <StyledCard $vip={false} aria-label="会员" aria-busy="true" {...rest}>
        <Skeleton lines={3} />
      </StyledCard>
    );
  }
  const level = membership?.memberLevel ?? 0;
  const vip = level > 0;
  return (
    <StyledCard $vip={vip} aria-label="会员" {...rest}>
      <StyledHead>
        <strong>{nickName}</strong>
        <StyledLevel $vip={vip}>{memberLevelLabel(level)}</StyledLevel>
      </StyledHead>
      {membership && vip && (
        <>
          <span>
            花材
            <abbr title={discountMeaning(membership.memberDiscount)} aria-describedby={meaningId}>
              {memberDiscountText(membership.memberDiscount)}
            </abbr>
            <StyledVisuallyHidden id={meaningId}>{discountMeaning(membership.memberDiscount)}</StyledVisuallyHidden>
          </span>
          <span>
            已为您节省 <Price fen={membership.savingsFen} variant="plain" />
          </span>
          <span>{membership.memberCoupon === '1' ? '每月赠送会员优惠券' : '暂无会员月度优惠券'}</span>
        </>
      )}
      {membership?.alert && <span>{membership.alert}</span>}
      {membership && membership.rules.length > 0 && (
        <>
          <Button size="sm" variant="link" aria-expanded={showRules} onClick={() => setShowRules(!showRules)}>
            {showRules ? '收起会员权益' : '会员权益'}
          </Button>
          {showRules && <MembershipPanel rules={membership.rules} currentLevel={level} />}
        </>
      )}
    </StyledCard>
  );
}
