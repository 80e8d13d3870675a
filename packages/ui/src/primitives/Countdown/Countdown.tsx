import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/vars';

export type CountdownProps = HTMLAttributes<HTMLSpanElement> & {
  /** Seconds left; the parent ticks it down. */
  seconds: number;
  /**
   * Text while time is left. Placeholders: {seconds} (total seconds), {mm} and {ss}
   * (two-digit minutes and seconds). Default "{seconds}秒".
   */
  template?: string;
  /** Shown when `seconds` reaches 0 (e.g. 重新获取, 二维码已过期); default the template at 0. */
  expiredText?: ReactNode;
};

/** Fills a countdown template: ("{seconds}秒后重新获取", 59) → "59秒后重新获取". Negative or fractional input is floored at 0. */
export function formatCountdown(template: string, seconds: number): string {
  const left = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  const values: Record<string, string> = {
    seconds: String(left),
    mm: pad(Math.floor(left / 60)),
    ss: pad(left % 60),
  };
  return template.replace(/\{(seconds|mm|ss)\}/g, (_, key: string) => values[key] ?? '');
}

const StyledCountdown = styled.span`
  font-variant-numeric: tabular-nums;
  color: inherit;
`;

const StyledNumberless = styled.span`
  color: ${vars.color.textMuted};
`;

/** A countdown label. Purely presentational: it never reads the clock. */
export function Countdown({ seconds, template = '{seconds}秒', expiredText, ...rest }: CountdownProps) {
  const expired = seconds <= 0;
  return (
    <StyledCountdown role="timer" {...rest}>
      {expired && expiredText !== undefined ? <StyledNumberless>{expiredText}</StyledNumberless> : formatCountdown(template, seconds)}
    </StyledCountdown>
  );
}
