export { OrderDetailPanel, detailActions } from './OrderDetailPanel';
export type { OrderDetailData, OrderDetailItemData, OrderDetailPanelProps, OrderHistoryData } from './OrderDetailPanel';
