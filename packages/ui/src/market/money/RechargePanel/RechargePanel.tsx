import {
  formatYuan,
  PAY_PATTERN_HINTS,
  PAY_PATTERN_NAMES,
  PAY_WAY_NAMES,
  PAY_WAYS,
  RECHARGE_PRESETS_YUAN,
  checkRechargeAmount,
  TOP_UP_MESSAGES,
  type Fen,
  type PayPattern,
  type PayWay,
} from '@huashi/domain';
import { QRCodeSVG } from 'qrcode.react';
import type { HTMLAttributes } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Input } from '../../../primitives/Input';
import {
  RechargePaid,
  StyledRechargeActions,
  StyledRechargeBalance,
  StyledRechargeAmount,
  StyledRechargeBox,
  StyledRechargeHeadline,
  StyledRechargeNote,
} from '../../../internal/rechargeParts';
import { vars } from '../../../theme/vars';
import { column } from '../../../internal/flex';
import { useRechargeForm } from './useRechargeForm';

/** The order the switch offers them: on the phone itself first. */
const PATTERNS: readonly PayPattern[] = ['H5', 'QR'];

/** The recharge shown as a QR: live (counting down), expired (刷新) or paid (the new balance). */
export type RechargeQr = {
  /** What the QR holds (the gateway's payment URL). */
  content: string;
  payFeeFen: Fen;
  payWay: PayWay;
  state: 'live' | 'expired' | 'paid';
  secondsLeft: number;
  /** The balance after the payment (state paid). */
  balanceFen?: Fen;
  /**
   * Expired, but the page still watches it for a late payment (it shows 充值成功 if paid): the note says so. False
   * once the watch is over.
   */
  watching?: boolean;
};

/** A phone payment on its way: the browser is being sent to the gateway's cashier (url), which returns to the result page. */
export type RechargeHandoff = { url: string; payFeeFen: Fen; payWay: PayWay };

export type RechargePanelProps = Omit<HTMLAttributes<HTMLElement>, 'onSubmit'> & {
  /** The gateway's name (沙箱支付 for the sandbox: said on the panel so nobody takes it for real money). */
  gatewayLabel?: string;
  /** The sandbox's QR opens our own page: offered as a link too (the desktop has no phone camera). */
  sandbox?: boolean;
  /** The balance now, shown above the form. */
  balanceFen?: Fen;
  /**
   * The pay ways the server takes (its PAY_GATEWAY); the others are shown disabled as 暂未开通, and none at all says
   * online top-up is off. Undefined (not known yet): both offered.
   */
  availableWays?: readonly PayWay[];
  /**
   * Where this device pays by default (domain's payPatternFor: 手机支付 on a phone, 扫码支付 on a desktop); the switch
   * lets the buyer choose the other.
   */
  defaultPattern?: PayPattern;
  onSubmit: (values: { payFeeFen: Fen; payWay: PayWay; pattern: PayPattern }) => void;
  submitting?: boolean;
  /** The server's refusal, next to the amount. */
  serverError?: string;
  qr?: RechargeQr | null;
  /** A phone payment created: the page is leaving for the gateway (a link in case it does not). */
  handoff?: RechargeHandoff | null;
  /** 查看支付结果 while handing off (the buyer came back without the gateway sending them). */
  onViewResult?: () => void;
  /** 刷新: a new QR for the same amount. */
  onRefresh?: () => void;
  /** 再充一笔 (after paid) or 返回修改金额 (live/expired/handing off): back to the form. */
  onReset?: () => void;
  onViewBills?: () => void;
  /** 返回付款 after paid: the top-up was opened from a payment (the pay page, an unpaid order's 去付款). */
  onBackToPay?: () => void;
};

const StyledPanel = styled.section`
  ${column(vars.space[5])}
  max-width: 560px;
  min-width: 0;
`;

const StyledGateway = styled.p`
  margin: ${vars.space[0]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.warningSoft};
  color: ${vars.color.warning};
  font-size: ${vars.font.size.sm};
`;

const StyledGroup = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  border: none;

  legend {
    margin-bottom: ${vars.space[2]};
    padding: ${vars.space[0]};
    color: ${vars.color.text};
    font-weight: 600;
  }
`;

const StyledWay = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.controlMd};
  padding: ${vars.space[0]} ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  color: ${(p) => (p.$disabled ? vars.color.textSecondary : 'inherit')};

  &:has(input:checked) {
    border-color: ${vars.color.primary};
    color: ${vars.color.primary};
  }
`;

const StyledQr = styled.div<{ $dim: boolean }>`
  position: relative;
  line-height: 0;
  padding: ${vars.space[2]};
  background: ${vars.color.surface};

  svg {
    opacity: ${(p) => (p.$dim ? 0.15 : 1)};
  }
`;

const StyledExpired = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  line-height: normal;
  font-weight: 600;
  color: ${vars.color.text};
`;

const StyledHint = styled.p`
  flex-basis: 100%;
  margin: ${vars.space[0]};
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
`;

const StyledLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.controlMd};
  color: ${vars.color.primary};
`;

const QR_PX = 184;

/** 返回修改金额, while a recharge is handed off or its QR shows: back to the form (none without onReset). */
function BackToAmount({ onReset }: { onReset: (() => void) | undefined }) {
  return onReset ? (
    <Button variant="ghost" onClick={onReset}>
      返回修改金额
    </Button>
  ) : null;
}

/**
 * /money?key=2: amount (presets 1000/2000/5000, default 1000, or typed), pay way, and where to pay — 手机支付 (the
 * page hands off to the gateway's mobile cashier, which returns to the result page) or 扫码支付 (a QR that lives 60 s);
 * the device chooses first (defaultPattern), the buyer may switch.
 */
export function RechargePanel({
  gatewayLabel,
  sandbox = false,
  balanceFen,
  availableWays,
  defaultPattern = 'QR',
  onSubmit,
  submitting = false,
  serverError,
  qr,
  handoff,
  onViewResult,
  onRefresh,
  onReset,
  onViewBills,
  onBackToPay,
  ...rest
}: RechargePanelProps) {
  const { register, handleSubmit, watch, setValue, formState } = useRechargeForm(defaultPattern);
  const { errors, isSubmitted } = formState;
  const amount = watch('payFee');
  const picked = watch('payWay');
  const pattern = watch('pattern');
  const name = useId();
  const patternName = useId();
  const ways = availableWays ?? PAY_WAYS;
  const off = ways.length === 0;
  // The way picked if the server takes it, else the first one it takes.
  const payWay = ways.includes(picked) ? picked : (ways[0] ?? picked);

  const submit = handleSubmit((values) => {
    const check = checkRechargeAmount(values.payFee);
    if (off || !check.ok) return;
    onSubmit({ payFeeFen: check.fen, payWay, pattern: values.pattern });
  });

  const gatewayNote = gatewayLabel ? (
    <StyledGateway>
      支付通道：{gatewayLabel}
      {sandbox ? '（测试用的模拟支付，不会扣除任何真实资金）' : ''}
    </StyledGateway>
  ) : null;

  if (handoff) {
    const way = PAY_WAY_NAMES[handoff.payWay];
    return (
      <StyledPanel aria-label="账户充值" {...rest}>
        {gatewayNote}
        <StyledRechargeBox>
          <StyledRechargeHeadline $tone="text" role="status">
            正在前往{way}付款…
          </StyledRechargeHeadline>
          <p>
            支付金额 <StyledRechargeAmount>￥{formatYuan(handoff.payFeeFen)}</StyledRechargeAmount>
          </p>
          <StyledRechargeNote>付款完成后会自动返回本站显示充值结果。若页面没有跳转，请点击“前往{way}付款”。</StyledRechargeNote>
          <StyledRechargeActions>
            <StyledLink href={handoff.url}>前往{way}付款</StyledLink>
            {onViewResult ? (
              <Button variant="secondary" onClick={onViewResult}>
                查看支付结果
              </Button>
            ) : null}
            <BackToAmount onReset={onReset} />
          </StyledRechargeActions>
        </StyledRechargeBox>
      </StyledPanel>
    );
  }

  if (qr) {
    const way = PAY_WAY_NAMES[qr.payWay];
    return (
      <StyledPanel aria-label="账户充值" {...rest}>
        {gatewayNote}
        <StyledRechargeBox>
          {qr.state === 'paid' ? (
            <RechargePaid
              payFeeFen={qr.payFeeFen}
              balanceFen={qr.balanceFen}
              onBackToPay={onBackToPay}
              onViewBills={onViewBills}
              onAgain={onReset}
            />
          ) : (
            <>
              <p>
                请使用{way}扫码支付 <StyledRechargeAmount>￥{formatYuan(qr.payFeeFen)}</StyledRechargeAmount>
              </p>
              <StyledQr $dim={qr.state === 'expired'}>
                <QRCodeSVG value={qr.content} size={QR_PX} role="img" aria-label={`${way}支付二维码`} />
                {qr.state === 'expired' ? (
                  <StyledExpired>
                    <span role="status">已过期</span>
                    {onRefresh ? (
                      <Button variant="primary" size="sm" onClick={onRefresh} loading={submitting}>
                        刷新
                      </Button>
                    ) : null}
                  </StyledExpired>
                ) : null}
              </StyledQr>
              {qr.state === 'live' ? (
                <StyledRechargeNote role="timer" aria-live="off">
                  二维码 {qr.secondsLeft} 秒后过期，支付完成后本页自动显示结果
                </StyledRechargeNote>
              ) : qr.watching ? (
                <StyledRechargeNote>二维码已过期。若已付款，到账后本页会自动显示；未付款请点击刷新后重新扫码</StyledRechargeNote>
              ) : (
                <StyledRechargeNote>二维码已过期。若已付款，请稍后在账单明细中查看；未付款请点击刷新后重新扫码</StyledRechargeNote>
              )}
              <StyledRechargeActions>
                {sandbox && qr.state === 'live' ? (
                  <StyledLink href={qr.content} target="_blank" rel="noopener">
                    在本机打开沙箱支付页
                  </StyledLink>
                ) : null}
                <BackToAmount onReset={onReset} />
              </StyledRechargeActions>
            </>
          )}
        </StyledRechargeBox>
      </StyledPanel>
    );
  }

  return (
    <StyledPanel aria-label="账户充值" {...rest}>
      {gatewayNote}
      {balanceFen !== undefined ? (
        <StyledRechargeBalance>
          账户余额 <strong>￥{formatYuan(balanceFen)}</strong>
        </StyledRechargeBalance>
      ) : null}
      <form onSubmit={submit} noValidate>
        <StyledPanel as="div">
          <StyledGroup>
            <legend>充值金额</legend>
            {RECHARGE_PRESETS_YUAN.map((preset) => (
              <Button
                key={preset}
                type="button"
                variant={amount === String(preset) ? 'primary' : 'secondary'}
                aria-pressed={amount === String(preset)}
                onClick={() => setValue('payFee', String(preset), { shouldValidate: isSubmitted })}
              >
                {preset}元
              </Button>
            ))}
          </StyledGroup>
          <Input
            label="其他金额（元）"
            inputMode="decimal"
            placeholder="请输入充值金额"
            maxLength={12}
            {...register('payFee')}
            error={errors.payFee?.message ?? serverError}
          />
          <StyledGroup>
            <legend>支付方式</legend>
            {PAY_WAYS.map((way) => {
              const on = ways.includes(way);
              return (
                <StyledWay key={way} $disabled={!on}>
                  <input
                    type="radio"
                    name={name}
                    value={way}
                    checked={on && payWay === way}
                    disabled={!on}
                    onChange={() => setValue('payWay', way)}
                  />
                  {PAY_WAY_NAMES[way]}
                  {on ? null : '（暂未开通）'}
                </StyledWay>
              );
            })}
          </StyledGroup>
          <StyledGroup aria-describedby={`${patternName}-hint`}>
            <legend>付款方式</legend>
            {PATTERNS.map((each) => (
              <StyledWay key={each} $disabled={off}>
                <input
                  type="radio"
                  name={patternName}
                  value={each}
                  checked={pattern === each}
                  disabled={off}
                  onChange={() => setValue('pattern', each)}
                />
                {PAY_PATTERN_NAMES[each]}
              </StyledWay>
            ))}
            <StyledHint id={`${patternName}-hint`}>{PAY_PATTERN_HINTS[pattern]}</StyledHint>
          </StyledGroup>
          {off ? <StyledRechargeNote role="status">{TOP_UP_MESSAGES.gatewayOff}</StyledRechargeNote> : null}
          <div>
            <Button type="submit" variant="primary" size="lg" loading={submitting} disabled={off}>
              立即充值
            </Button>
          </div>
        </StyledPanel>
      </form>
    </StyledPanel>
  );
}
