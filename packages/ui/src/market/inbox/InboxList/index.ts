export { InboxList, INBOX_FILTERS } from './InboxList';
export type { InboxFilter, InboxListProps } from './InboxList';
