import { lengthLabel, MARKET_HISTORY_SPANS, MARKET_MESSAGES, monthDay, type MarketHistorySpan } from '@huashi/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../primitives/Card';
import { priceText } from '../../../primitives/Price';
import { Select, withAllOption } from '../../../primitives/Select';
import { Tabs } from '../../../primitives/Tabs';
import { column } from '../../../internal/flex';
import { numericText } from '../../../internal/numericText';
import { vars } from '../../../theme/vars';

export type MarketLastYearView = { from: string; to: string; avgBundleFen: number; bundles: number };

export type MarketHistoryPanelProps = {
  span: MarketHistorySpan;
  onSpanChange: (span: MarketHistorySpan) => void;
  /** The grades and lengths the variety traded; '' = all. */
  grades: readonly string[];
  grade: string;
  onGradeChange: (grade: string) => void;
  lengths: readonly string[];
  length: string;
  onLengthChange: (length: string) => void;
  /** The same week last year; null: no trade then; undefined: still loading. */
  lastYear: MarketLastYearView | null | undefined;
  /** The chart (or its loading state): the page brings it, so the chart's library loads with that page only. */
  children: ReactNode;
};

const StyledBody = styled.div`
  ${column(vars.space[3])}
`;

const StyledChoices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[2]};
`;

const StyledLastYear = styled.p`
  margin: ${vars.space[0]};
  ${numericText}
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

/** A variety's 价格走势 card: 近30日 / 近90日, grade and length, the chart, and the same week last year. */
export function MarketHistoryPanel({
  span,
  onSpanChange,
  grades,
  grade,
  onGradeChange,
  lengths,
  length,
  onLengthChange,
  lastYear,
  children,
}: MarketHistoryPanelProps) {
  return (
    <Card title="价格走势">
      <StyledBody>
        <Tabs
          aria-label="时间范围"
          items={MARKET_HISTORY_SPANS.map((days) => `近${days}日`)}
          active={Math.max(0, MARKET_HISTORY_SPANS.indexOf(span))}
          onChange={(index) => onSpanChange(MARKET_HISTORY_SPANS[index]!)}
        />
        <StyledChoices>
          <Select
            label="等级"
            value={grade}
            options={withAllOption(
              grades.map((value) => ({ value, label: `${value}级` })),
              '全部等级',
            )}
            onChange={(event) => onGradeChange(event.target.value)}
          />
          <Select
            label="长度"
            value={length}
            options={withAllOption(
              lengths.map((value) => ({ value, label: lengthLabel(value) })),
              '全部长度',
            )}
            onChange={(event) => onLengthChange(event.target.value)}
          />
        </StyledChoices>
        {children}
        {lastYear !== undefined && (
          <StyledLastYear>
            {lastYear
              ? `去年同期（${monthDay(lastYear.from)}–${monthDay(lastYear.to)}）均价 ${priceText(lastYear.avgBundleFen)}/扎，成交 ${lastYear.bundles.toLocaleString('zh-CN')} 扎`
              : MARKET_MESSAGES.lastYearNone}
          </StyledLastYear>
        )}
      </StyledBody>
    </Card>
  );
}
