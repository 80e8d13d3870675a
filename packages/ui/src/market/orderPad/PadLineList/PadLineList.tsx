/**
 * 快速下单's lines after matching (issue 32, /quick): every line the buyer wrote, in order, with its state —
 * 已匹配 (the lot, its price and the bunches), 请选择 (alternatives to pick in the review sheet), 今日无货 (why) or
 * 看不懂 (why) — and the step to the shared review sheet where the buying happens.
 *
 * Decisions:
 * - No line is left out: an unreadable one stays in its place with its reason, so the buyer can fix the text and try
 *   again (修改后重新识别).
 * - The states' words and tones are one table (`PAD_LINE_STATES`), the review sheet's words for its three states; the
 *   summary counts them in the same words.
 * - 核对并购买 is disabled while no line can be bought (nothing matched, nothing to choose).
 */
import { BUY_SHEET_STATE_LABELS } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Price } from '../../../primitives/Price';
import { vars } from '../../../theme/vars';
import { media } from '../../../theme/media';
import { column } from '../../../internal/flex';

export type PadLineState = 'matched' | 'choose' | 'none' | 'unreadable';

/** One line as the page shows it: what was written, and what became of it. */
export type PadLineView = {
  key: string;
  lineNo: number;
  /** The line as written. */
  text: string;
  state: PadLineState;
  /** What was read, e.g. 卡罗拉 · A · 55-60cm · 20扎 (not for unreadable lines). */
  read?: string;
  /** The lot proposed for a matched line. */
  lot?: { supplierName: string; priceFen: number; bunches: number };
  /** Why (choose, none, unreadable); notes for a matched one (rounded to the batch…). */
  reason?: string;
};

type Tone = 'success' | 'warning' | 'danger' | 'muted';

export const PAD_LINE_STATES: Record<PadLineState, { label: string; tone: Tone }> = {
  matched: { label: BUY_SHEET_STATE_LABELS.matched, tone: 'success' },
  choose: { label: BUY_SHEET_STATE_LABELS.choose, tone: 'warning' },
  none: { label: BUY_SHEET_STATE_LABELS.none, tone: 'muted' },
  unreadable: { label: '看不懂', tone: 'danger' },
};

const tones: Record<Tone, { fg: string; bg: string }> = {
  success: { fg: vars.color.success, bg: vars.color.successSoft },
  warning: { fg: vars.color.warning, bg: vars.color.warningSoft },
  danger: { fg: vars.color.danger, bg: vars.color.dangerSoft },
  muted: { fg: vars.color.textSecondary, bg: vars.color.surfaceSunken },
};

export type PadLineListProps = HTMLAttributes<HTMLElement> & {
  lines: readonly PadLineView[];
  /** 核对并购买 (and 去选择 on a line to choose): opens the review sheet. */
  onReview: () => void;
};

const StyledSection = styled.section`
  ${column(vars.space[3])}
`;

const StyledSummary = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledList = styled.ol`
  ${column(vars.space[2])}
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
`;

const StyledLine = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${vars.space[1]} ${vars.space[3]};
  align-items: start;
  padding: ${vars.space[3]};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.divider};
  border-radius: ${vars.radius.md};
`;

const StyledNo = styled.span`
  min-width: ${vars.space[6]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const StyledBody = styled.div`
  ${column(vars.space[1])}
  min-width: 0;
`;

const StyledText = styled.span`
  font-size: ${vars.font.size.md};
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

const StyledDetail = styled.span`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
  overflow-wrap: anywhere;
`;

const StyledReason = styled.span<{ $tone: Tone }>`
  font-size: ${vars.font.size.sm};
  color: ${(p) => (p.$tone === 'danger' ? vars.color.danger : vars.color.textSecondary)};
  overflow-wrap: anywhere;
`;

const StyledState = styled.span<{ $tone: Tone }>`
  padding: ${vars.space[0]} ${vars.space[2]};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.relaxed};
  white-space: nowrap;
  color: ${(p) => tones[p.$tone].fg};
  background: ${(p) => tones[p.$tone].bg};
  border-radius: ${vars.radius.sm};
`;

const StyledLotLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledChoose = styled(Button)`
  align-self: flex-start;
`;

const StyledReview = styled(Button)`
  align-self: flex-end;
  ${media.phone} {
    align-self: stretch;
  }
`;

/** "6 行：3 行已匹配 · 1 行请选择 · 1 行今日无货 · 1 行看不懂" (states with none left out). */
export function padLineSummary(lines: readonly PadLineView[]): string {
  const parts = (Object.keys(PAD_LINE_STATES) as PadLineState[])
    .map((state) => ({ state, count: lines.filter((line) => line.state === state).length }))
    .filter((part) => part.count > 0)
    .map((part) => `${part.count} 行${PAD_LINE_STATES[part.state].label}`);
  return `${lines.length} 行：${parts.join(' · ')}`;
}

/** The pad's lines with their states, and 核对并购买. */
export function PadLineList({ lines, onReview, ...rest }: PadLineListProps) {
  const buyable = lines.some((line) => line.state === 'matched' || line.state === 'choose');
  return (
    <StyledSection aria-label="识别结果" {...rest}>
      <StyledSummary role="status">{padLineSummary(lines)}</StyledSummary>
      <StyledList>
        {lines.map((line) => {
          const { label, tone } = PAD_LINE_STATES[line.state];
          return (
            <StyledLine key={line.key} aria-label={`第 ${line.lineNo} 行 ${label}`}>
              <StyledNo>{line.lineNo}</StyledNo>
              <StyledBody>
                <StyledText>{line.text}</StyledText>
                {line.read ? <StyledDetail>识别为 {line.read}</StyledDetail> : null}
                {line.lot ? (
                  <StyledLotLine>
                    <span>{line.lot.supplierName}</span>
                    <Price fen={line.lot.priceFen} size="sm" unit="/枝" />
                    <span>{line.lot.bunches} 扎</span>
                  </StyledLotLine>
                ) : null}
                {line.reason ? <StyledReason $tone={tone}>{line.reason}</StyledReason> : null}
                {line.state === 'choose' ? (
                  <StyledChoose variant="link" size="sm" onClick={onReview}>
                    去选择
                  </StyledChoose>
                ) : null}
              </StyledBody>
              <StyledState $tone={tone}>{label}</StyledState>
            </StyledLine>
          );
        })}
      </StyledList>
      <StyledReview variant="primary" disabled={!buyable} onClick={onReview}>
        核对并购买
      </StyledReview>
    </StyledSection>
  );
}
