import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { SuccessIcon } from '../../../internal/icons';
import { vars } from '../../../theme/vars';
import { column } from '../../../internal/flex';

export type PurchaseSuccessProps = HTMLAttributes<HTMLElement> & {
  /** 查看订单: the page opens /order on the 新订单 tab. */
  onViewOrders: () => void;
  /** 继续购买: the page closes the window (or goes back to the market). */
  onContinue: () => void;
  /** Extra line, e.g. the order number and amount paid. */
  detail?: ReactNode;
};

const StyledPanel = styled.section`
  ${column(vars.space[4])}
  align-items: center;
  padding: ${vars.space[12]} ${vars.space[6]};
  text-align: center;
  background: ${vars.color.surface};
  border-radius: ${vars.radius.lg};
`;

const StyledIcon = styled.span`
  display: inline-flex;
  font-size: ${vars.font.size.display};
  color: ${vars.color.success};

  svg {
    width: ${vars.space[16]};
    height: ${vars.space[16]};
  }
`;

const StyledTitle = styled.h1`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.text};
`;

const StyledDetail = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.md};
  color: ${vars.color.textSecondary};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${vars.space[3]};
`;

/** The success page's panel (§2 /elseWhite): 购买成功！关闭此页面继续购买, 查看订单, 继续购买. */
export function PurchaseSuccess({ onViewOrders, onContinue, detail, ...rest }: PurchaseSuccessProps) {
  return (
    <StyledPanel {...rest}>
      <StyledIcon aria-hidden="true">
        <SuccessIcon />
      </StyledIcon>
      <StyledTitle>购买成功！关闭此页面继续购买</StyledTitle>
      {detail && <StyledDetail>{detail}</StyledDetail>}
      <StyledActions>
        <Button variant="secondary" onClick={onViewOrders}>
          查看订单
        </Button>
        <Button onClick={onContinue}>继续购买</Button>
      </StyledActions>
    </StyledPanel>
  );
}
