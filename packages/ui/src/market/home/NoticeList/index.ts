export { NoticeList } from './NoticeList';
export type { NoticeListItem, NoticeListProps } from './NoticeList';
