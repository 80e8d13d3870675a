import {
  SESSIONS,
  ZONE_NAMES,
  allDayShipText,
  clockToMinutes,
  dayFraction,
  formatShanghaiDateTime,
  sessionCountdownText,
  sessionStateText,
  type SessionView,
} from '@huashi/domain';
import type { CSSProperties, HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { media } from '../../../theme/media';
import { numericText } from '../../../internal/numericText';
import { column } from '../../../internal/flex';

export type SessionClockProps = HTMLAttributes<HTMLElement> & {
  /** Both sessions as the form map reports them. */
  sessions: { A: SessionView; C: SessionView };
  /** The market clock (epoch ms). */
  now: number;
  /**
   * One strip without the day's timeline (the zone list, above its goods): the time, each session's countdown and when
   * an all-day order ships.
   */
  compact?: boolean;
};

type Tone = 'A' | 'C';

const tones: Record<Tone, { fill: string; soft: string }> = {
  A: { fill: vars.color.primary, soft: vars.color.primarySoft },
  C: { fill: vars.color.accent, soft: vars.color.accentSoft },
};

const StyledClock = styled.section`
  ${column(vars.space[3])}
  padding: ${vars.space[4]};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
`;

const StyledHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[2]};

  h2 {
    margin: ${vars.space[0]};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
  }
  span {
    font-size: ${vars.font.size.sm};
    color: ${vars.color.textSecondary};
  }
  time {
    ${numericText}
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.bold};
    color: ${vars.color.text};
  }
`;

/** The day as a bar: one lane per session with its trading windows, and a line at the market's now. */
const StyledTimeline = styled.div`
  position: relative;
  ${column(vars.space[1])}
  padding-bottom: ${vars.space[5]};
`;

const StyledLane = styled.div<{ $tone: Tone }>`
  position: relative;
  height: ${vars.space[3]};
  background: ${vars.color.surfaceSunken};
  border-radius: ${vars.radius.pill};
  overflow: hidden;

  & > span {
    position: absolute;
    top: ${vars.space[0]};
    bottom: ${vars.space[0]};
    left: var(--from);
    width: var(--width);
    background: ${(p) => tones[p.$tone].fill};
  }
`;

const StyledNow = styled.span`
  position: absolute;
  top: calc(-1 * ${vars.space[1]});
  bottom: ${vars.space[4]};
  left: var(--at);
  width: ${vars.size.borderWidthStrong};
  background: ${vars.color.text};
  transform: translateX(-50%);
`;

const StyledTicks = styled.div`
  position: absolute;
  left: ${vars.space[0]};
  right: ${vars.space[0]};
  bottom: ${vars.space[0]};
  display: flex;
  justify-content: space-between;
  ${numericText}
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textSecondary};
`;

const StyledRows = styled.ul`
  ${column(vars.space[2])}
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
`;

const StyledRow = styled.li<{ $tone: Tone }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[3]};
  font-size: ${vars.font.size.sm};
  background: ${(p) => tones[p.$tone].soft};
  border-radius: ${vars.radius.md};
  /* Narrow: the name and the countdown on one line, the state under them. */
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr) auto;
    & > span {
      grid-column: 1 / -1;
      grid-row: 2;
    }
  }

  strong {
    font-size: ${vars.font.size.md};
    color: ${vars.color.text};
  }
  span {
    color: ${vars.color.textSecondary};
  }
  em {
    ${numericText}
    font-style: normal;
    font-weight: ${vars.font.weight.medium};
    color: ${vars.color.text};
    white-space: nowrap;
  }
`;

const StyledShip = styled.p`
  margin: ${vars.space[0]};
  padding-top: ${vars.space[3]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
  border-top: ${vars.size.borderWidth} dashed ${vars.color.divider};

  strong {
    margin-right: ${vars.space[2]};
    color: ${vars.color.text};
    font-weight: ${vars.font.weight.medium};
  }
`;

/** The compact strip: the time, then one item per session and the shipping line, wrapping on a phone. */
const StyledStrip = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[2]} ${vars.space[4]};
  padding: ${vars.space[2]} ${vars.space[3]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  h2 {
    margin: ${vars.space[0]};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.bold};
    color: ${vars.color.text};
  }
  time,
  em {
    ${numericText}
    font-style: normal;
    font-weight: ${vars.font.weight.medium};
    color: ${vars.color.text};
  }
  strong {
    margin-right: ${vars.space[1]};
    font-weight: ${vars.font.weight.medium};
  }
`;

const StyledDot = styled.span<{ $tone: Tone }>`
  display: inline-block;
  width: ${vars.space[2]};
  height: ${vars.space[2]};
  margin-right: ${vars.space[1]};
  border-radius: ${vars.radius.pill};
  background: ${(p) => tones[p.$tone].fill};
`;

const TICKS = ['00:00', '06:00', '12:00', '18:00', '24:00'] as const;

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;
const minutesOfDay = 24 * 60;

/**
 * The home page's session clock (issue 14, under the promo tiles): the market's time in Kunming, the day as a
 * timeline with both sessions' trading windows and a line at now, and per session its state and how long until it
 * opens or closes, and when an all-day order placed now ships. Presentational: `now` comes from the page's market clock.
 */
export function SessionClock({ sessions, now, compact = false, ...rest }: SessionClockProps) {
  const clock = formatShanghaiDateTime(now)?.slice(11, 16) ?? '';
  const at = dayFraction(now) ?? 0;
  if (compact) {
    return (
      <StyledStrip aria-label="交易时钟" {...rest}>
        <h2>
          交易时钟 <time dateTime={formatShanghaiDateTime(now) ?? undefined}>{clock}</time>
        </h2>
        {(['A', 'C'] as const).map((type) => (
          <span key={type}>
            <StyledDot $tone={type} aria-hidden="true" />
            <strong>{ZONE_NAMES[type]}</strong>
            <em>{sessionCountdownText(sessions[type], now)}</em>
          </span>
        ))}
        <span>{allDayShipText(now)}</span>
      </StyledStrip>
    );
  }
  return (
    <StyledClock aria-label="交易时钟" {...rest}>
      <StyledHead>
        <h2>交易时钟</h2>
        <span>
          昆明时间 <time dateTime={formatShanghaiDateTime(now) ?? undefined}>{clock}</time>
        </span>
      </StyledHead>
      <StyledTimeline aria-hidden="true" style={{ '--at': percent(at) } as CSSProperties}>
        {(['A', 'C'] as const).map((type) => (
          <StyledLane key={type} $tone={type}>
            {SESSIONS[type].windows.map((w) => {
              const from = (clockToMinutes(w.from) ?? 0) / minutesOfDay;
              const to = (clockToMinutes(w.to) ?? 0) / minutesOfDay;
              return <span key={w.from} style={{ '--from': percent(from), '--width': percent(to - from) } as CSSProperties} />;
            })}
          </StyledLane>
        ))}
        <StyledNow />
        <StyledTicks>
          {TICKS.map((tick) => (
            <span key={tick}>{tick}</span>
          ))}
        </StyledTicks>
      </StyledTimeline>
      <StyledRows>
        {(['A', 'C'] as const).map((type) => (
          <StyledRow key={type} $tone={type}>
            <strong>{ZONE_NAMES[type]}</strong>
            <span>{sessionStateText(sessions[type], now)}</span>
            <em>{sessionCountdownText(sessions[type], now)}</em>
          </StyledRow>
        ))}
      </StyledRows>
      <StyledShip>
        <strong>发货</strong>
        {allDayShipText(now)}
      </StyledShip>
    </StyledClock>
  );
}
