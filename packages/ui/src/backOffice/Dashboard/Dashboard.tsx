/**
 * 今日概览 (issue 31): the back office's landing page — the day's figures of the member's desks, in cards. Every
 * figure is a link to the desk and filter it counts, named by its label and value (e.g. "待发货 3"), so a click on
 * 待发货 opens 订单履约 filtered to 待发货. The page wires the links (onNavigate) and builds every label, value and
 * address from the answer (apps/operator dashboardView.ts); this component only lays them out.
 */
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { numericText } from '../../internal/numericText';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { Page } from '../../primitives/Page';
import { Skeleton } from '../../primitives/Skeleton';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

export type DashboardTone = 'default' | 'warning' | 'danger';

/** One figure: its label, its value as shown, and where it leads (a desk with its filter). */
export type DashboardFigure = { label: string; value: string; href: string; tone?: DashboardTone };

/** A table of figures (the orders by session and status): each cell a figure named "<row> <column>". */
export type DashboardTable = { caption: string; columns: readonly string[]; rows: { label: string; cells: DashboardFigure[] }[] };

/** A ranked list (top varieties, suppliers' claim rates); `empty` when it holds nothing. */
export type DashboardList = { title: string; empty: string; items: DashboardFigure[] };

export type DashboardCardView = {
  key: string;
  title: string;
  figures: DashboardFigure[];
  table?: DashboardTable;
  lists?: DashboardList[];
};

export type DashboardProps = {
  title?: string;
  /** The auction day counted, YYYY-MM-DD. */
  date?: string;
  cards: readonly DashboardCardView[];
  loading?: boolean;
  /** The figures could not be read: the message, with 重新加载. */
  error?: string;
  onRetry?: () => void;
  /** Whether the live stream is up (实时更新) or reconnecting. */
  live?: boolean;
  /** A figure's link was followed (a plain click): the app navigates. */
  onNavigate: (href: string) => void;
  /** How many cards the skeleton shows while loading. */
  loadingCards?: number;
};

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 440px), 1fr));
  gap: ${vars.space[4]};
  align-items: start;
`;

const StyledFigures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${vars.space[3]};
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
  ${media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const toneColor: Record<DashboardTone, string> = {
  default: vars.color.text,
  warning: vars.color.warning,
  danger: vars.color.danger,
};

const StyledFigureLink = styled.a<{ $tone: DashboardTone }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-height: ${vars.size.controlLg};
  padding: ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.text};
  text-decoration: none;
  &:hover {
    border-color: ${vars.color.primaryBorder};
    background: ${vars.color.primarySoft};
  }
  &:focus-visible {
    outline: ${vars.size.borderWidthStrong} solid ${vars.color.primary};
    outline-offset: ${vars.size.borderWidth};
  }
  & > span:first-child {
    color: ${vars.color.textSecondary};
    font-size: ${vars.font.size.sm};
  }
  & > span:last-child {
    ${numericText};
    color: ${({ $tone }) => toneColor[$tone]};
    font-size: ${vars.font.size.xl};
    overflow-wrap: anywhere;
    font-weight: ${vars.font.weight.bold};
  }
`;

const StyledTableWrap = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size.sm};
  caption {
    padding-bottom: ${vars.space[2]};
    color: ${vars.color.textSecondary};
    text-align: start;
  }
  th,
  td {
    padding: ${vars.space[1]};
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  }
  th {
    white-space: nowrap;
    color: ${vars.color.textSecondary};
    font-weight: ${vars.font.weight.medium};
    text-align: start;
  }
  thead th {
    white-space: normal;
    vertical-align: bottom;
  }
  td {
    ${numericText};
    text-align: end;
    white-space: nowrap;
  }
  td a {
    display: inline-block;
    min-width: ${vars.size.controlSm};
    color: ${vars.color.primary};
    text-decoration: none;
  }
  td a:hover {
    text-decoration: underline;
  }
`;

const StyledLists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${vars.space[4]};
  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

const StyledListTitle = styled.h3`
  margin: ${vars.space[0]} ${vars.space[0]} ${vars.space[2]};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
`;

const StyledList = styled.ol`
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
  li a {
    display: flex;
    justify-content: space-between;
    gap: ${vars.space[2]};
    padding: ${vars.space[1]} ${vars.space[0]};
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
    color: ${vars.color.text};
    text-decoration: none;
  }
  li a:hover {
    color: ${vars.color.primary};
  }
  li a > span:last-child {
    ${numericText};
    flex-shrink: 0;
    color: ${vars.color.textSecondary};
  }
`;

const StyledMuted = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const StyledLive = styled.span<{ $live: boolean }>`
  color: ${({ $live }) => ($live ? vars.color.success : vars.color.textMuted)};
  font-size: ${vars.font.size.sm};
`;

/** A plain click navigates in the app; a modified one (new tab) is the browser's. */
function follow(onNavigate: (href: string) => void, href: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
}

const nameOf = (figure: DashboardFigure) => `${figure.label} ${figure.value}`;

function FigureCard({ card, onNavigate }: { card: DashboardCardView; onNavigate: (href: string) => void }) {
  return (
    <Card title={card.title} gap={4}>
      <StyledFigures>
        {card.figures.map((figure) => (
          <li key={figure.label}>
            <StyledFigureLink
              href={figure.href}
              aria-label={nameOf(figure)}
              $tone={figure.tone ?? 'default'}
              onClick={follow(onNavigate, figure.href)}
            >
              <span>{figure.label}</span>
              <span>{figure.value}</span>
            </StyledFigureLink>
          </li>
        ))}
      </StyledFigures>
      {card.table ? (
        <StyledTableWrap>
          <StyledTable>
            <caption>{card.table.caption}</caption>
            <thead>
              <tr>
                <th scope="col">场次</th>
                {card.table.columns.map((column) => (
                  <th scope="col" key={column}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {card.table.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((cell) => (
                    <td key={cell.label}>
                      <a href={cell.href} aria-label={nameOf(cell)} onClick={follow(onNavigate, cell.href)}>
                        {cell.value}
                      </a>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledTableWrap>
      ) : null}
      {card.lists?.length ? (
        <StyledLists>
          {card.lists.map((list) => (
            <section key={list.title} aria-label={list.title}>
              <StyledListTitle>{list.title}</StyledListTitle>
              {list.items.length === 0 ? (
                <StyledMuted>{list.empty}</StyledMuted>
              ) : (
                <StyledList>
                  {list.items.map((item) => (
                    <li key={item.label}>
                      <a href={item.href} aria-label={nameOf(item)} onClick={follow(onNavigate, item.href)}>
                        <span>{item.label}</span>
                        <span>{item.value}</span>
                      </a>
                    </li>
                  ))}
                </StyledList>
              )}
            </section>
          ))}
        </StyledLists>
      ) : null}
    </Card>
  );
}

/** 今日概览: loading (skeleton cards), error (message and 重新加载), or the member's cards. */
export function Dashboard({
  title = '今日概览',
  date,
  cards,
  loading = false,
  error,
  onRetry,
  live,
  onNavigate,
  loadingCards = 3,
}: DashboardProps) {
  const description = date ? `拍卖日 ${date}` : undefined;
  const liveBadge =
    live === undefined ? null : (
      <StyledLive $live={live} role="status">
        {live ? '● 实时更新' : '○ 实时更新已断开，正在重连'}
      </StyledLive>
    );
  return (
    <Page as="main" width="fill" gutter="lg" title={title} description={description} actions={liveBadge}>
      {error ? (
        <EmptyState text={error} onRetry={onRetry} />
      ) : loading ? (
        <StyledGrid role="status" aria-busy="true" aria-label="正在加载">
          {Array.from({ length: loadingCards }, (_, i) => (
            <Card key={i}>
              <Skeleton lines={5} />
            </Card>
          ))}
        </StyledGrid>
      ) : (
        <StyledGrid>
          {cards.map((card) => (
            <FigureCard key={card.key} card={card} onNavigate={onNavigate} />
          ))}
        </StyledGrid>
      )}
    </Page>
  );
}
