import {
  fenOf,
  FORM_ROOT_PATH,
  formErrors,
  withdrawalPreconditionMessage,
  WITHDRAWAL_MESSAGES,
  withdrawSchema,
  type RealNameState,
} from '@huashi/domain';
import type { FormEvent, HTMLAttributes } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Input } from '../Input';
import { numericText } from '../internal/numericText';
import { SmsCodeButton } from '../SmsCodeButton';
import {
  MoneyFormError,
  MoneyPanelLoadError,
  MoneyPanelLoading,
  moneyNotice,
  StyledMoneyForm,
  StyledMoneyPanel,
} from '../internal/moneyPanel';
import { vars } from '../theme/vars';

export type WithdrawFormInfo = {
  /** Usable balance (balance − frozen), yuan. */
  usable: string;
  frozen: string;
  fee: string;
  /** The most that may be withdrawn now (fee on top), yuan. */
  max: string;
  /** none / reviewing (审核中) / verified / rejected: only verified may withdraw. */
  realNameState: RealNameState;
  /** The bound card, masked ('' when none). */
  card: string;
  recent: readonly { id: number; amount: string; fee: string; total: string; statusName: string; reason?: string; createTime: string }[];
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
  done?: { amount: string; fee: string; total: string } | null;
  onAgain?: () => void;
};

const StyledNotice = styled.div`
  ${moneyNotice}
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: ${vars.space[0]};

  dt {
    color: ${vars.color.textSecondary};
  }
  dd {
    ${numericText}
    margin: ${vars.space[0]};
    overflow-wrap: anywhere;
  }
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
  const [withdrawValue, setWithdrawValue] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

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
            {w.createTime} 提现￥{w.amount}（手续费￥{w.fee}）{w.statusName}
            {w.reason ? `（原因：${w.reason}）` : ''}
          </li>
        ))}
      </StyledList>
    ) : null;

  if (done) {
    return (
      <StyledMoneyPanel aria-label="提现" {...rest}>
        <StyledSuccess role="status">
          提现申请已提交：￥{done.amount}，手续费￥{done.fee}，共冻结￥{done.total}，财务打款后到账。
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(
      withdrawSchema,
      { withdrawValue, smsCode },
      { balanceFen: fenOf(info.usable), hasBankCard: true, realNameState: 'verified' },
    );
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ withdrawValue: withdrawValue.trim(), smsCode: smsCode.trim() });
  };

  return (
    <StyledMoneyPanel aria-label="提现" {...rest}>
      <StyledFacts>
        <dt>可用余额</dt>
        <dd>￥{info.usable}</dd>
        <dt>冻结中</dt>
        <dd>￥{info.frozen}</dd>
        <dt>到账银行卡</dt>
        <dd>{info.card}</dd>
      </StyledFacts>
      <StyledMoneyForm onSubmit={submit} noValidate aria-label="提现">
        <Input
          label="提现金额（元）"
          value={withdrawValue}
          onChange={(e) => setWithdrawValue(e.target.value)}
          error={errors.withdrawValue}
          hint={`手续费￥${info.fee}另收，最多可提￥${info.max}；单笔最低6元，最高20000元`}
          inputMode="decimal"
        />
        <Input
          label="短信验证码"
          value={smsCode}
          onChange={(e) => setSmsCode(e.target.value)}
          error={errors.smsCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          suffix={<SmsCodeButton secondsLeft={codeSecondsLeft} sending={codeSending} sent={codeSent} onSend={onSendCode} />}
        />
        <MoneyFormError error={errors[FORM_ROOT_PATH]} serverError={serverError} />
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
