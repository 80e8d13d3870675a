import { formatYuan, lengthLabel, STANDING_RUN_STATUSES, type StandingRunStatus, type StandingRunSummary } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { standingCard } from '../standingCard';

export type StandingRunResultProps = HTMLAttributes<HTMLElement> & { run: StandingRunSummary };

const tones: Record<StandingRunStatus, string> = {
  bought: vars.color.success,
  partial: vars.color.warning,
  none: vars.color.textSecondary,
  refused: vars.color.danger,
  skipped: vars.color.textSecondary,
};

const StyledRun = styled.article`
  ${standingCard}

  h3 {
    font-size: ${vars.font.size.md};
  }
`;

const StyledStatus = styled.strong<{ $tone: string }>`
  color: ${(p) => p.$tone};
`;

const StyledMeta = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledShort = styled.li`
  color: ${vars.color.danger};
`;

const StyledAttempts = styled.ul`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

/**
 * One run of a standing order: when, how it ended, what it bought at what price, what was short and why, and the
 * attempts that lost their race to live buyers (tried again with the stock left, or why not).
 */
export function StandingRunResult({ run, ...rest }: StandingRunResultProps) {
  return (
    <StyledRun aria-label={`${run.name} ${run.runAt}`} {...rest}>
      <h3>
        {run.name} · {run.runAt.slice(0, 16)} · <StyledStatus $tone={tones[run.status]}>{STANDING_RUN_STATUSES[run.status]}</StyledStatus>
      </h3>
      {run.orderNo ? (
        <StyledMeta>
          订单 {run.orderNo}，余额支付 ¥{formatYuan(run.paidFen)}
        </StyledMeta>
      ) : null}
      {run.bought.length > 0 ? (
        <ul aria-label="已购买">
          {run.bought.map((b, i) => (
            <li key={i}>
              {b.flwName} {b.levelName}级 {lengthLabel(b.lengthCode)}（{b.supplierName}）{b.bunches}扎 × ¥{formatYuan(b.pricePerBunchFen)}
              /扎 = ¥{formatYuan(b.goodsFen)}
            </li>
          ))}
        </ul>
      ) : null}
      {run.shorts.length > 0 ? (
        <ul aria-label="未买到">
          {run.shorts.map((s, i) => (
            <StyledShort key={i}>{s}</StyledShort>
          ))}
        </ul>
      ) : null}
      {run.attempts.length > 0 ? (
        <StyledAttempts aria-label="重新下单">
          {run.attempts.map((a, i) => (
            <li key={i}>{a}</li>
          ))}
        </StyledAttempts>
      ) : null}
    </StyledRun>
  );
}
