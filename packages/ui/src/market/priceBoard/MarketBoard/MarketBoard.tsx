import {
  changeLabel,
  lengthLabel,
  MARKET_MESSAGES,
  MARKET_SORTS,
  monthDay,
  STOCK_GRADES,
  type MarketSort,
  type PriceChange,
} from '@huashi/domain';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { GradeBadge } from '../../../primitives/GradeBadge';
import { Input } from '../../../primitives/Input';
import { priceText } from '../../../primitives/Price';
import { Select, withAllOption } from '../../../primitives/Select';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tabs } from '../../../primitives/Tabs';
import { column, wrappingRow } from '../../../internal/flex';
import { followPlainClick } from '../../../internal/navLink';
import { numericText } from '../../../internal/numericText';
import { media } from '../../../theme/media';
import { vars } from '../../../theme/vars';
import type { MarketRowView } from '../types';

/** The board's filter as the page keeps it in the URL. */
export type MarketBoardFilter = { form: number | null; grade: string; q: string; sort: MarketSort };

export type MarketBoardProps = {
  /** The day shown ("2026-11-28") and whether it is not today (today has no trade yet). */
  day: string;
  notToday?: boolean;
  forms: readonly { id: number; name: string }[];
  /** Undefined while loading. */
  rows: readonly MarketRowView[] | undefined;
  loadError?: string;
  onRetry?: () => void;
  filter: MarketBoardFilter;
  onFilterChange: (filter: MarketBoardFilter) => void;
  /** The variety page of a row. */
  hrefOf: (row: MarketRowView) => string;
  /** A plain click on a row's link (the app routes); without it the link navigates. */
  onNavigate?: (href: string) => void;
};

const StyledBoard = styled.section`
  ${column(vars.space[3])}
`;

const StyledFilters = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr)) minmax(0, 2fr);
  gap: ${vars.space[2]};
  align-items: end;
  ${media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledSearch = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  align-items: end;
  ${media.phone} {
    grid-column: 1 / -1;
  }
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const StyledNote = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.warning};
  font-size: ${vars.font.size.sm};
`;

const StyledRows = styled.ul`
  ${column(vars.space[0])}
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
`;

const StyledRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'what volume' 'bundle bundle' 'stem stem';
  gap: ${vars.space[1]} ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  & + & {
    border-top: ${vars.size.borderWidth} solid ${vars.color.divider};
  }
`;

const StyledWhat = styled.div`
  grid-area: what;
  ${wrappingRow(vars.space[2])}
  align-items: center;
  min-width: 0;
`;

const StyledName = styled.a`
  color: ${vars.color.text};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  text-decoration: none;
  min-height: ${vars.size.controlLg};
  display: inline-flex;
  align-items: center;
  &:hover {
    color: ${vars.color.primary};
    text-decoration: underline;
  }
`;

const StyledMuted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const StyledVolume = styled.div`
  grid-area: volume;
  ${numericText}
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
  align-self: center;
  text-align: right;
`;

const StyledFigures = styled.div<{ $area: string }>`
  grid-area: ${(p) => p.$area};
  ${wrappingRow(vars.space[3], vars.space[1])}
  align-items: baseline;
  ${numericText}
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledAverage = styled.span`
  color: ${vars.color.price};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
`;

const changeColours = {
  up: vars.color.price,
  down: vars.color.success,
  flat: vars.color.textMuted,
  none: vars.color.textMuted,
} as const;

const StyledChange = styled.span<{ $direction: keyof typeof changeColours }>`
  color: ${(p) => changeColours[p.$direction]};
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;
`;

const arrows = { up: '▲', down: '▼', flat: '', none: '' } as const;

/** "较前日 ▲+5.2%": the arrow is decoration, the words and figure say it. */
export function ChangeText({ label, change }: { label: string; change: PriceChange | null }) {
  const direction = change?.direction ?? 'none';
  return (
    <StyledChange $direction={direction}>
      {label} {arrows[direction] && <span aria-hidden="true">{arrows[direction]}</span>}
      {changeLabel(change)}
    </StyledChange>
  );
}

const sortIndex = (sort: MarketSort) =>
  Math.max(
    0,
    MARKET_SORTS.findIndex((s) => s.key === sort),
  );

/**
 * The price board (行情): one day's trades per variety × grade × length — the average per 扎 large, lowest and
 * highest beside it, per 枝 under it, the change against the day before and 7 days before, bundles traded; filters by
 * form and grade, a search, and sorting by volume, rise or fall. Phone first: each row is three short lines.
 */
export function MarketBoard({
  day,
  notToday,
  forms,
  rows,
  loadError,
  onRetry,
  filter,
  onFilterChange,
  hrefOf,
  onNavigate,
}: MarketBoardProps) {
  // The search box holds what is typed until 搜索; a search the URL changes (back, a link) replaces it.
  const [draft, setDraft] = useState(filter.q);
  const [searched, setSearched] = useState(filter.q);
  if (searched !== filter.q) {
    setSearched(filter.q);
    setDraft(filter.q);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilterChange({ ...filter, q: draft.trim() });
  };
  const follow = (href: string) => followPlainClick(href, onNavigate);
  const filtered = filter.form !== null || filter.grade !== '' || filter.q !== '';

  return (
    <StyledBoard aria-label={`${monthDay(day)}行情`}>
      <StyledFilters role="search" onSubmit={submit}>
        <Select
          label="花型"
          value={filter.form === null ? '' : String(filter.form)}
          options={withAllOption(
            forms.map((form) => ({ value: String(form.id), label: form.name })),
            '全部花型',
          )}
          onChange={(event) => onFilterChange({ ...filter, form: event.target.value ? Number(event.target.value) : null })}
        />
        <Select
          label="等级"
          value={filter.grade}
          options={withAllOption(
            STOCK_GRADES.map((grade) => ({ value: grade, label: `${grade}级` })),
            '全部等级',
          )}
          onChange={(event) => onFilterChange({ ...filter, grade: event.target.value })}
        />
        <StyledSearch>
          <Input label="品种" placeholder="搜索品种，如 卡罗拉" value={draft} onChange={(event) => setDraft(event.target.value)} />
          <Button type="submit" variant="secondary">
            搜索
          </Button>
        </StyledSearch>
      </StyledFilters>
      <Tabs
        aria-label="排序"
        items={MARKET_SORTS.map((sort) => sort.label)}
        active={sortIndex(filter.sort)}
        onChange={(index) => onFilterChange({ ...filter, sort: MARKET_SORTS[index]!.key })}
      />
      {notToday && <StyledNote>{MARKET_MESSAGES.notToday(day)}</StyledNote>}
      {loadError ? (
        <EmptyState text={loadError} onRetry={onRetry} />
      ) : !rows ? (
        <Skeleton variant="text" lines={6} />
      ) : rows.length === 0 ? (
        <EmptyState text={filtered ? MARKET_MESSAGES.noMatch : MARKET_MESSAGES.empty} />
      ) : (
        <StyledRows>
          {rows.map((row) => {
            const href = hrefOf(row);
            return (
              <StyledRow key={`${row.flwCode}|${row.levelName}|${row.lengthCode}`}>
                <StyledWhat>
                  <StyledName href={href} onClick={follow(href)}>
                    {row.name}
                  </StyledName>
                  <GradeBadge levelName={row.levelName} />
                  <StyledMuted>{lengthLabel(row.lengthCode)}</StyledMuted>
                  <StyledMuted>{row.form}</StyledMuted>
                </StyledWhat>
                <StyledVolume>成交 {row.bundles.toLocaleString('zh-CN')} 扎</StyledVolume>
                <StyledFigures $area="bundle">
                  <span>
                    均价 <StyledAverage>{priceText(row.perBundle.avg)}</StyledAverage>/扎
                  </span>
                  <span>
                    最低 {priceText(row.perBundle.min)} · 最高 {priceText(row.perBundle.max)}
                  </span>
                </StyledFigures>
                <StyledFigures $area="stem">
                  <span>
                    每枝 {priceText(row.perStem.min)}–{priceText(row.perStem.max)}（均 {priceText(row.perStem.avg)}）
                  </span>
                  <ChangeText label="较前日" change={row.changeDay} />
                  <ChangeText label="较上周" change={row.changeWeek} />
                </StyledFigures>
              </StyledRow>
            );
          })}
        </StyledRows>
      )}
    </StyledBoard>
  );
}
