// The market’s orders components (the buyer app’s and the shared ones).
export * from './OrderItemRow';
export * from './OrderCard';
export * from './OrderPayDialog';
export * from './OrderSearchRow';
export * from './OrderTabs';
export * from './OrderDetail';
export * from './CostBlock';
export * from './RemarkDialog';
