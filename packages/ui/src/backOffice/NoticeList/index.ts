export { AdminNoticeList } from './NoticeList';
export type { AdminNoticeListProps, AdminNoticeRowData } from './NoticeList';
