// The market’s orders components (the buyer app’s and the shared ones).
export { ORDER_ITEM_COLUMNS, OrderItemHeader, OrderItemRow } from './OrderItemRow';
export type { OrderItemRowProps, OrderItemView } from './OrderItemRow';
export { OrderCard } from './OrderCard';
export type { OrderCardProps, OrderEntryView, OrderMainView } from './OrderCard';
export { OrderPayDialog } from './OrderPayDialog';
export type { OrderPayDialogProps } from './OrderPayDialog';
export { OrderSearchRow } from './OrderSearchRow';
export type { OrderSearchRowProps, OrderSearchRowView } from './OrderSearchRow';
export { OrderTabs } from './OrderTabs';
export type { OrderTabsProps } from './OrderTabs';
export { OrderDetail } from './OrderDetail';
export type { OrderDetailMainView, OrderDetailProps } from './OrderDetail';
export { CostBlock } from './CostBlock';
export type { CostBlockProps, OrderSumView } from './CostBlock';
export { RemarkDialog, useRemarkForm } from './RemarkDialog';
export type { RemarkDialogProps } from './RemarkDialog';
