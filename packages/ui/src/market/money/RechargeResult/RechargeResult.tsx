import { formatYuan, PAY_WAY_NAMES, type Fen, type PayWay } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import {
  RechargePaid,
  StyledRechargeActions,
  StyledRechargeAmount,
  StyledRechargeBox,
  StyledRechargeHeadline,
  StyledRechargeNote,
} from '../../../internal/rechargeParts';
import { Spinner } from '../../../primitives/Spinner';
import { vars } from '../../../theme/vars';
import { column } from '../../../internal/flex';

/**
 * What the result page knows of the recharge, from the server's status only (never from the return address):
 * checking (the first answer is on its way), paid, pending (not paid yet, still waiting), expired (not paid in time:
 * failed, unless a late payment still arrives), notFound (not the buyer's, or no such recharge), error (no answer).
 */
export type RechargeResultState = 'checking' | 'paid' | 'pending' | 'expired' | 'notFound' | 'error';

export type RechargeResultProps = HTMLAttributes<HTMLElement> & {
  state: RechargeResultState;
  /** The recharge's amount and way, once known. */
  payFeeFen?: Fen;
  payWay?: PayWay;
  /** The buyer's balance now: the new one once paid. */
  balanceFen?: Fen;
  /** Expired, but the page still watches for a late payment (RECHARGE_LATE_WATCH_SECONDS): it says it will show it. */
  watching?: boolean;
  /** Why the status could not be read (state error). */
  error?: string;
  /** 刷新 (pending) or 重试 (error): ask the server again now. */
  onRefresh?: () => void;
  refreshing?: boolean;
  /** 重新支付: a new phone payment of the same amount and way. */
  onRepay?: () => void;
  repaying?: boolean;
  /** Why 重新支付 was refused (e.g. 待支付的充值过多…). */
  repayError?: string;
  onViewBills?: () => void;
  /** 返回付款 after paid: the top-up was opened from a payment. */
  onBackToPay?: () => void;
  /** 再充一笔 (paid) or 返回充值 (not found): the top-up form. */
  onTopUp?: () => void;
};

const StyledSection = styled.section`
  ${column(vars.space[4])}
  max-width: 560px;
  min-width: 0;
`;

const StyledSteps = styled.ul`
  ${column(vars.space[2])}
  margin: ${vars.space[0]};
  padding: ${vars.space[0]} ${vars.space[0]} ${vars.space[0]} ${vars.space[5]};
  text-align: left;
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
`;

const StyledError = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.danger};
`;

/**
 * /money/result (issue 27): where a phone payment returns. It shows what the server says of the recharge — 充值成功
 * with the new balance; 支付处理中 with what to do (wait, 刷新, or 重新支付 if it was not paid); 支付未完成 once the
 * payment's time ran out (a late payment is still credited and shown) — never what the return address claims.
 */
export function RechargeResult({
  state,
  payFeeFen,
  payWay,
  balanceFen,
  watching = false,
  error,
  onRefresh,
  refreshing = false,
  onRepay,
  repaying = false,
  repayError,
  onViewBills,
  onBackToPay,
  onTopUp,
  ...rest
}: RechargeResultProps) {
  const way = payWay ? PAY_WAY_NAMES[payWay] : '支付平台';
  const amount =
    payFeeFen !== undefined ? (
      <p>
        {payWay ? `${way} ` : ''}
        <StyledRechargeAmount>￥{formatYuan(payFeeFen)}</StyledRechargeAmount>
      </p>
    ) : null;
  const repay = onRepay ? (
    <Button variant="primary" onClick={onRepay} loading={repaying}>
      重新支付
    </Button>
  ) : null;
  const bills = onViewBills ? (
    <Button variant="secondary" onClick={onViewBills}>
      查看账单
    </Button>
  ) : null;
  const refused = repayError ? <StyledError role="alert">{repayError}</StyledError> : null;

  return (
    <StyledSection aria-label="充值结果" aria-busy={state === 'checking'} {...rest}>
      <StyledRechargeBox>
        {state === 'checking' ? (
          <StyledRechargeHeadline $tone="text" role="status">
            <Spinner label={null} /> 正在确认支付结果…
          </StyledRechargeHeadline>
        ) : null}

        {state === 'paid' && payFeeFen !== undefined ? (
          <RechargePaid
            payFeeFen={payFeeFen}
            balanceFen={balanceFen}
            onBackToPay={onBackToPay}
            onViewBills={onViewBills}
            onAgain={onTopUp}
          />
        ) : null}

        {state === 'pending' ? (
          <>
            <StyledRechargeHeadline $tone="text" role="status">
              支付处理中
            </StyledRechargeHeadline>
            {amount}
            <StyledRechargeNote>正在等待{way}的支付结果，到账后本页会自动显示。</StyledRechargeNote>
            <StyledSteps>
              <li>已付款：请稍候，不要重复付款；也可点击“刷新”查看最新结果。</li>
              <li>未付款或已取消：点击“重新支付”再次前往{way}付款。</li>
            </StyledSteps>
            <StyledRechargeActions>
              {onRefresh ? (
                <Button variant="secondary" onClick={onRefresh} loading={refreshing}>
                  刷新
                </Button>
              ) : null}
              {repay}
            </StyledRechargeActions>
            {refused}
          </>
        ) : null}

        {state === 'expired' ? (
          <>
            <StyledRechargeHeadline $tone="warning" role="status">
              支付未完成
            </StyledRechargeHeadline>
            {amount}
            <StyledRechargeNote>
              {watching
                ? '没有收到该笔充值的付款，没有扣款。若已付款，到账后本页会自动显示，也会记入账单明细；未付款请重新支付。'
                : '该笔充值已超时未付款，没有扣款。若已付款，到账后会自动入账，请稍后在账单明细中查看。'}
            </StyledRechargeNote>
            <StyledRechargeActions>
              {repay}
              {bills}
            </StyledRechargeActions>
            {refused}
          </>
        ) : null}

        {state === 'notFound' ? (
          <>
            <StyledRechargeHeadline $tone="text" role="status">
              充值记录不存在
            </StyledRechargeHeadline>
            <StyledRechargeNote>请回到账户充值重新发起；已付款的充值会记入账单明细。</StyledRechargeNote>
            <StyledRechargeActions>
              {onTopUp ? (
                <Button variant="primary" onClick={onTopUp}>
                  返回充值
                </Button>
              ) : null}
              {bills}
            </StyledRechargeActions>
          </>
        ) : null}

        {state === 'error' ? (
          <>
            <StyledError role="alert">{error ?? '无法获取充值结果'}</StyledError>
            {onRefresh ? (
              <Button variant="primary" onClick={onRefresh} loading={refreshing}>
                重试
              </Button>
            ) : null}
          </>
        ) : null}
      </StyledRechargeBox>
    </StyledSection>
  );
}
