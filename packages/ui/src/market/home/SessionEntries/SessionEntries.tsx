import { SESSION_CLOSED_NOTICE_LINES, ZONE_NAMES, sessionStateText, type SessionView } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { column } from '../../../internal/flex';

export type SessionEntriesProps = HTMLAttributes<HTMLElement> & {
  /** The form map's open flag: '1' shows the entries, anything else the closed notice. */
  open: boolean;
  sessions: { A: SessionView; C: SessionView };
  /** The market clock (epoch ms) the states are relative to. */
  now: number;
  onEnter: (session: 'A' | 'C') => void;
};

const StyledBox = styled.section`
  ${column(vars.space[2])}
`;

const StyledEntry = styled.button<{ $open: boolean }>`
  ${column(vars.space[1])}
  align-items: flex-start;
  padding: ${vars.space[3]} ${vars.space[4]};
  text-align: left;
  color: ${(p) => (p.$open ? vars.color.onPrimary : vars.color.text)};
  background: ${(p) => (p.$open ? vars.color.primary : vars.color.surfaceMuted)};
  border: ${vars.size.borderWidth} solid ${(p) => (p.$open ? vars.color.primary : vars.color.border)};
  border-radius: ${vars.radius.lg};
  cursor: pointer;

  strong {
    font-size: ${vars.font.size.lg};
  }
  span {
    font-size: ${vars.font.size.xs};
    opacity: 0.9;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
`;

const StyledNotice = styled.div`
  ${column(vars.space[1])}
  padding: ${vars.space[4]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
  background: ${vars.color.warningSoft};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};

  strong {
    color: ${vars.color.warning};
    font-size: ${vars.font.size.md};
  }
`;

/**
 * The home page's session entries (§4): while the market is open, the two entries with each
 * session's state; otherwise the closed notice with the trading times.
 */
export function SessionEntries({ open, sessions, now, onEnter, ...rest }: SessionEntriesProps) {
  if (!open) {
    return (
      <StyledBox aria-label="交易场次" {...rest}>
        <StyledNotice role="status">
          <strong>当前休市</strong>
          <span>交易时间：</span>
          {SESSION_CLOSED_NOTICE_LINES.map((line) => (
            <span key={line}>{line}</span>
          ))}
          {(['A', 'C'] as const).map((type) => (
            <span key={type}>
              {ZONE_NAMES[type]}：{sessionStateText(sessions[type], now)}
            </span>
          ))}
        </StyledNotice>
      </StyledBox>
    );
  }
  return (
    <StyledBox aria-label="交易场次" {...rest}>
      {(['A', 'C'] as const).map((type) => (
        <StyledEntry key={type} type="button" $open={sessions[type].open} onClick={() => onEnter(type)}>
          <strong>{ZONE_NAMES[type]}</strong>
          <span>{sessionStateText(sessions[type], now)}</span>
        </StyledEntry>
      ))}
    </StyledBox>
  );
}
