/**
 * /inbox (ours, issue 33): 消息中心 — every message posted to the buyer, newest first; 全部 / 未读 in the URL
 * (?view=unread), 全部已读, 加载更多; a message opens its page (marked read on the way). The unread count on the top
 * bar and here is live (useUnreadCount). Under the list: the delivery settings (InboxDeliverySettings, notify33's).
 */
import { errorMessage } from '@huashi/api';
import type { InboxItem } from '@huashi/domain';
import { InboxList, Page, useMessage, type InboxFilter } from '@huashi/ui';
import { useLocation } from 'wouter';
import { readParam, useUrlState, type UrlCodec } from '../../urlState';
import { InboxDeliverySettings } from './InboxDeliverySettings';
import { useUnreadCount } from '../../inbox/useUnreadCount';
import { useInboxChanges, useInboxList } from './useInbox';

const FILTERS: readonly InboxFilter[] = ['all', 'unread'];

const codec: UrlCodec<{ view: InboxFilter }> = {
  read: (search) => ({ view: readParam.oneOf(new URLSearchParams(search).get('view'), FILTERS, 'all') }),
  write: (state) => ({ view: state.view === 'all' ? undefined : state.view }),
};

export function InboxPage() {
  const [, navigate] = useLocation();
  const message = useMessage();
  const [state, setState] = useUrlState(codec);
  const list = useInboxList(state.view === 'unread');
  const unread = useUnreadCount() ?? 0;
  const changes = useInboxChanges();

  const open = (item: InboxItem) => {
    if (!item.read) changes.read.mutate(item.id);
    navigate(item.link);
  };

  const readAll = async () => {
    try {
      await changes.readAll.mutateAsync();
      message.success('已全部标为已读');
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  return (
    <Page title="消息中心">
      <InboxList
        items={list.items}
        unread={unread}
        filter={state.view}
        onFilterChange={(view) => setState({ view })}
        onOpen={open}
        onReadAll={() => void readAll()}
        readingAll={changes.readAll.isPending}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        error={list.error}
        onRetry={list.reload}
        settings={<InboxDeliverySettings />}
      />
    </Page>
  );
}
