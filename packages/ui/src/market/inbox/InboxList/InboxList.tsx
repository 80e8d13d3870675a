import type { InboxItem } from '@huashi/domain';
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tabs } from '../../../primitives/Tabs';
import { BellIcon } from '../../../internal/icons';
import { column } from '../../../internal/flex';
import { vars } from '../../../theme/vars';
import { InboxRow } from '../InboxRow';

/** 全部 or 未读. */
export type InboxFilter = 'all' | 'unread';

export const INBOX_FILTERS: readonly { key: InboxFilter; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'unread', label: '未读' },
];

export type InboxListProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The messages loaded so far (null: the first page is loading). */
  items: readonly InboxItem[] | null;
  /** The buyer's unread count (the 未读 tab and 全部已读). */
  unread: number;
  filter: InboxFilter;
  onFilterChange: (filter: InboxFilter) => void;
  onOpen: (item: InboxItem) => void;
  onReadAll: () => void;
  /** 全部已读 is in flight. */
  readingAll?: boolean;
  /** More messages after these: 加载更多. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** The first page failed: its message, with 重新加载. */
  error?: string | null;
  onRetry?: () => void;
  /** The delivery settings (消息设置: push, SMS, per kind), a section under the list; notify33's. */
  settings?: ReactNode;
};

const StyledSection = styled.section`
  ${column(vars.space[3])}
  width: 100%;
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

const StyledList = styled.ul`
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  overflow: hidden;
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
`;

const StyledLoading = styled.div`
  ${column(vars.space[4])}
  padding: ${vars.space[4]};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
`;

const EMPTY_TEXT: Record<InboxFilter, string> = {
  all: '暂无消息。订单、售后、资金和关注的变化都会在这里通知您。',
  unread: '没有未读消息',
};

/**
 * 消息中心 (issue 33): 全部 / 未读, 全部已读, the messages newest first (InboxRow) with 加载更多, the loading, empty and
 * error states, and a slot for the delivery settings under the list.
 */
export function InboxList({
  items,
  unread,
  filter,
  onFilterChange,
  onOpen,
  onReadAll,
  readingAll = false,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  error = null,
  onRetry,
  settings,
  ...rest
}: InboxListProps) {
  const active = Math.max(
    0,
    INBOX_FILTERS.findIndex((f) => f.key === filter),
  );
  let body: ReactNode;
  if (error) body = <EmptyState text={error} onRetry={onRetry} />;
  else if (items === null)
    body = (
      <StyledLoading role="status" aria-busy="true" aria-label="正在加载消息">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} lines={2} />
        ))}
      </StyledLoading>
    );
  else if (items.length === 0) body = <EmptyState icon={<BellIcon />} text={EMPTY_TEXT[filter]} />;
  else
    body = (
      <StyledList aria-label="消息列表">
        {items.map((item) => (
          <InboxRow key={item.id} item={item} onOpen={onOpen} />
        ))}
      </StyledList>
    );
  return (
    <StyledSection aria-label="消息中心" {...rest}>
      <StyledBar>
        <Tabs
          items={INBOX_FILTERS.map((f) => (f.key === 'unread' ? { label: f.label, count: unread } : f.label))}
          active={active}
          onChange={(index) => onFilterChange(INBOX_FILTERS[index]?.key ?? 'all')}
        />
        <Button size="sm" variant="secondary" disabled={unread === 0 || readingAll} onClick={onReadAll}>
          全部已读
        </Button>
      </StyledBar>
      {body}
      {hasMore && items && items.length > 0 && !error && (
        <StyledMore>
          <Button variant="secondary" disabled={loadingMore} onClick={onLoadMore}>
            {loadingMore ? '加载中…' : '加载更多'}
          </Button>
        </StyledMore>
      )}
      {settings}
    </StyledSection>
  );
}
