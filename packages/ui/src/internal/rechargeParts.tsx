import { formatYuan, type Fen } from '@huashi/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../primitives/Button';
import { vars } from '../theme/vars';
import { numericText } from './numericText';
import { column } from './flex';

/**
 * Shared by the top-up panel (RechargePanel: its QR and its hand-off to a phone payment) and the phone payment's
 * result page (RechargeResult): the framed box, the amount, the balance, the notes, the actions, and 充值成功 itself.
 */

export const StyledRechargeBox = styled.div`
  ${column(vars.space[3])}
  align-items: center;
  padding: ${vars.space[5]} ${vars.space[4]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  text-align: center;
`;

export const StyledRechargeBalance = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.textSecondary};

  strong {
    ${numericText}
    color: ${vars.color.text};
    font-size: ${vars.font.size.xl};
  }
`;

export const StyledRechargeAmount = styled.strong`
  ${numericText}
  font-size: ${vars.font.size.xxl};
  color: ${vars.color.price};
`;

export const StyledRechargeNote = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
`;

export const StyledRechargeActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
`;

export const StyledRechargeHeadline = styled.p<{ $tone: 'success' | 'text' | 'warning' }>`
  margin: ${vars.space[0]};
  color: ${(p) => headlineTones[p.$tone]};
  font-size: ${vars.font.size.xl};
  font-weight: 600;
`;

const headlineTones = { success: vars.color.success, text: vars.color.text, warning: vars.color.warning } as const;

export type RechargePaidProps = {
  payFeeFen: Fen;
  /** The balance after the payment, when known. */
  balanceFen?: Fen;
  /** 返回付款: the top-up was opened from a payment. */
  onBackToPay?: () => void;
  onViewBills?: () => void;
  /** 再充一笔. */
  onAgain?: () => void;
  /** Said under the amount (e.g. the payment's way). */
  detail?: ReactNode;
};

/** 充值成功: the amount, the new balance, then 返回付款 (when opened from a payment), 查看账单 and 再充一笔. */
export function RechargePaid({ payFeeFen, balanceFen, onBackToPay, onViewBills, onAgain, detail }: RechargePaidProps) {
  return (
    <>
      <StyledRechargeHeadline $tone="success" role="status">
        充值成功
      </StyledRechargeHeadline>
      <p>
        已充值 <StyledRechargeAmount>￥{formatYuan(payFeeFen)}</StyledRechargeAmount>
      </p>
      {detail}
      {balanceFen !== undefined ? (
        <StyledRechargeBalance>
          当前余额 <strong>￥{formatYuan(balanceFen)}</strong>
        </StyledRechargeBalance>
      ) : null}
      <StyledRechargeActions>
        {onBackToPay ? (
          <Button variant="primary" onClick={onBackToPay}>
            返回付款
          </Button>
        ) : null}
        {onViewBills ? (
          <Button variant={onBackToPay ? 'secondary' : 'primary'} onClick={onViewBills}>
            查看账单
          </Button>
        ) : null}
        {onAgain ? (
          <Button variant="secondary" onClick={onAgain}>
            再充一笔
          </Button>
        ) : null}
      </StyledRechargeActions>
    </>
  );
}
