import { formatShanghaiDateTime } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { media } from '../../../theme/media';
import { EmptyState } from '../../../primitives/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton';
import { cardSurface } from '../../../internal/cardSurface';

export type NoticeListItem = { id: number; type: '1' | '2'; title: string; begintime: number };

export type NoticeListProps = Omit<HTMLAttributes<HTMLElement>, 'onSelect'> & {
  /** undefined while loading. */
  items?: readonly NoticeListItem[];
  selectedId?: number | null;
  onSelect: (id: number) => void;
  /** compact: the home page's latest notices (title and date on one line). */
  variant?: 'full' | 'compact';
  /** Heading of the list. */
  title?: string;
};

const TYPE_LABEL = { '1': '资讯', '2': '公告' } as const;

const StyledBox = styled.section`
  display: flex;
  flex-direction: column;
  ${cardSurface}
`;

const StyledTitle = styled.h2`
  margin: ${vars.space[0]};
  padding: ${vars.space[3]} ${vars.space[4]};
  font-size: ${vars.font.size.md};
  color: ${vars.color.text};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
`;

const StyledList = styled.ul`
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
`;

const StyledItem = styled.button<{ $on: boolean; $compact: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$compact ? 'row' : 'column')};
  align-items: ${(p) => (p.$compact ? 'center' : 'flex-start')};
  gap: ${vars.space[1]} ${vars.space[2]};
  width: 100%;
  padding: ${vars.space[2]} ${vars.space[4]};
  text-align: left;
  background: ${(p) => (p.$on ? vars.color.primarySoft : 'transparent')};
  border: none;
  border-left: ${vars.size.borderWidthStrong} solid ${(p) => (p.$on ? vars.color.primary : 'transparent')};
  cursor: pointer;
  ${media.phone} {
    min-height: ${vars.size.controlLg};
  }

  &:hover .title {
    color: ${vars.color.primary};
  }
  .title {
    flex: 1;
    min-width: 0;
    font-size: ${vars.font.size.sm};
    color: ${vars.color.text};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: ${(p) => (p.$compact ? 'nowrap' : 'normal')};
  }
  .meta {
    flex: none;
    font-size: ${vars.font.size.xs};
    color: ${vars.color.textMuted};
  }
`;

const StyledTag = styled.span<{ $type: '1' | '2' }>`
  flex: none;
  padding: ${vars.space[0]} ${vars.space[1]};
  font-size: ${vars.font.size.xs};
  color: ${(p) => (p.$type === '2' ? vars.color.primary : vars.color.accent)};
  border: ${vars.size.borderWidth} solid currentColor;
  border-radius: ${vars.radius.sm};
`;

/** Notices and news (§2 /message and the home page's latest two), newest first. */
export function NoticeList({ items, selectedId = null, onSelect, variant = 'full', title = '公告资讯', ...rest }: NoticeListProps) {
  const compact = variant === 'compact';
  return (
    <StyledBox aria-label={title} {...rest}>
      <StyledTitle>{title}</StyledTitle>
      {items === undefined ? (
        <div aria-busy="true">
          <Skeleton lines={compact ? 2 : 6} />
        </div>
      ) : items.length === 0 ? (
        <EmptyState text="暂无公告" />
      ) : (
        <StyledList>
          {items.map((n) => (
            <li key={n.id}>
              <StyledItem
                type="button"
                $on={n.id === selectedId}
                $compact={compact}
                aria-current={n.id === selectedId}
                onClick={() => onSelect(n.id)}
              >
                <StyledTag $type={n.type}>{TYPE_LABEL[n.type]}</StyledTag>
                <span className="title">{n.title}</span>
                <span className="meta">{(formatShanghaiDateTime(n.begintime * 1000) ?? '').slice(0, compact ? 10 : 16)}</span>
              </StyledItem>
            </li>
          ))}
        </StyledList>
      )}
    </StyledBox>
  );
}
