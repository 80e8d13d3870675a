import { formatYuan, withdrawalPreconditionMessage, WITHDRAWAL_MESSAGES, type Fen, type RealNameState } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Input } from '../../../primitives/Input';
import { SmsCodeButton } from '../../account/SmsCodeButton';
import {
  MoneyFormError,
  MoneyPanelLoadError,
  MoneyPanelLoading,
  moneyNotice,
  StyledMoneyForm,
  StyledMoneyPanel,
} from '../../../internal/moneyPanel';
import { vars } from '../../../theme/vars';
import { SummaryList } from '../../../internal/summaryList';
import { useWithdrawForm } from './useWithdrawForm';

/** One withdrawal as its owner sees it (amounts in fen). */
export type WithdrawalSummary = { amountFen: Fen; feeFen: Fen; totalFen: Fen };

export type WithdrawFormInfo = {
  /** Usable balance (balance − frozen). */
  usableFen: Fen;
  frozenFen: Fen;
  feeFen: Fen;
  /** The most that may be withdrawn now (fee on top). */
  maxFen: Fen;
  /** none / reviewing (审核中) / verified / rejected: only verified may withdraw. */
  realNameState: RealNameState;
  /** The bound card, masked ('' when none). */
  card: string;
  recent: readonly (WithdrawalSummary & { id: number; statusName: string; reason?: string; createTime: string })[];
};

export type WithdrawFormProps = Omit<HTMLAttributes<HTMLElement>, 'onSubmit'> & {
  loading?: boolean;
  loadError?: string;
  onRetry?: () => void;
  info?: WithdrawFormInfo | null;
  realNameHref?: string;
  bankCardHref?: string;
  onSendCode: () => void;
  codeSecondsLeft?: number;
  codeSending?: boolean;
  codeSent?: boolean;
  onSubmit: (values: { withdrawValue: string; smsCode: string }) => void;
  submitting?: boolean;
  serverError?: string;
  /** The accepted withdrawal (frozen, waiting for 财务). */
  done?: WithdrawalSummary | null;
  onAgain?: () => void;
};

const StyledNotice = styled.div`
  ${moneyNotice}
`;

const StyledSuccess = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.success};
  font-weight: 600;
`;

const StyledList = styled.ul`
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};

  li {
    padding: ${vars.space[1]} ${vars.space[0]};
    overflow-wrap: anywhere;
  }
`;

/** /money?key=3: usable balance, amount (≥ 6, fee ¥5 on top, ≤ 20000), SMS code; real name and a card first. */
export function WithdrawForm({
  loading = false,
  loadError,
  onRetry,
  info,
  realNameHref = '/realname',
  bankCardHref = '/money?key=4',
  onSendCode,
  codeSecondsLeft = 0,
  codeSending = false,
  codeSent = false,
  onSubmit,
  submitting = false,
  serverError,
  done,
  onAgain,
  ...rest
}: WithdrawFormProps) {
  // The form only shows once real name and card hold; the schema's preconditions are then met.
  const { register, handleSubmit, formState } = useWithdrawForm({
    balanceFen: info?.usableFen ?? 0,
    hasBankCard: true,
    realNameState: 'verified',
  });
  const { errors } = formState;

  if (loading || (!info && !loadError)) {
    return <MoneyPanelLoading aria-label="提现" {...rest} />;
  }
  if (loadError || !info) {
    return <MoneyPanelLoadError aria-label="提现" error={loadError} onRetry={onRetry} {...rest} />;
  }
  const precondition = withdrawalPreconditionMessage({ realNameState: info.realNameState, hasBankCard: info.card !== '' });
  if (precondition) {
    const toRealName = precondition !== WITHDRAWAL_MESSAGES.cardRequired;
    return (
      <StyledMoneyPanel aria-label="提现" {...rest}>
        <StyledNotice role="alert">
          <strong>{precondition}</strong>
          <a href={toRealName ? realNameHref : bankCardHref}>{toRealName ? '去实名认证' : '去绑定银行卡'}</a>
        </StyledNotice>
      </StyledMoneyPanel>
    );
  }

  const recent =
    info.recent.length > 0 ? (
      <StyledList aria-label="最近提现">
        {info.recent.map((w) => (
          <li key={w.id}>
            {w.createTime} 提现￥{formatYuan(w.amountFen)}（手续费￥{formatYuan(w.feeFen)}）{w.statusName}
            {w.reason ? `（原因：${w.reason}）` : ''}
          </li>
        ))}
      </StyledList>
    ) : null;

  if (done) {
    return (
      <StyledMoneyPanel aria-label="提现" {...rest}>
        <StyledSuccess role="status">
          提现申请已提交：￥{formatYuan(done.amountFen)}，手续费￥{formatYuan(done.feeFen)}，共冻结￥{formatYuan(done.totalFen)}
          ，财务打款后到账。
        </StyledSuccess>
        {onAgain ? (
          <div>
            <Button variant="secondary" onClick={onAgain}>
              继续提现
            </Button>
          </div>
        ) : null}
        {recent}
      </StyledMoneyPanel>
    );
  }

  const submit = handleSubmit((checked) => onSubmit({ withdrawValue: checked.withdrawValue.trim(), smsCode: checked.smsCode }));

  return (
    <StyledMoneyPanel aria-label="提现" {...rest}>
      <SummaryList $variant="figures">
        <dt>可用余额</dt>
        <dd>￥{formatYuan(info.usableFen)}</dd>
        <dt>冻结中</dt>
        <dd>￥{formatYuan(info.frozenFen)}</dd>
        <dt>到账银行卡</dt>
        <dd>{info.card}</dd>
      </SummaryList>
      <StyledMoneyForm onSubmit={submit} noValidate aria-label="提现">
        <Input
          label="提现金额（元）"
          {...register('withdrawValue')}
          error={errors.withdrawValue?.message}
          hint={`手续费￥${formatYuan(info.feeFen)}另收，最多可提￥${formatYuan(info.maxFen)}；单笔最低6元，最高20000元`}
          inputMode="decimal"
        />
        <Input
          label="短信验证码"
          {...register('smsCode')}
          error={errors.smsCode?.message}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          suffix={<SmsCodeButton secondsLeft={codeSecondsLeft} sending={codeSending} sent={codeSent} onSend={onSendCode} />}
        />
        <MoneyFormError error={errors.root?.message} serverError={serverError} />
        <div>
          <Button type="submit" variant="primary" loading={submitting}>
            确认提现
          </Button>
        </div>
      </StyledMoneyForm>
      {recent}
    </StyledMoneyPanel>
  );
}
