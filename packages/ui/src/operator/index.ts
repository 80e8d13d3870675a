export { AllocationTable, bundlesOf, stockBundles } from './AllocationTable';
export type { AllocationSort, AllocationSortField, AllocationStockRowData, AllocationTableProps } from './AllocationTable';
export { DEFAULT_GOODS_FILTERS, GoodsFilterBar, goodsFilterPriceRange } from './GoodsFilterBar';
export type { GoodsFilterBarProps, GoodsFilterValues } from './GoodsFilterBar';
export { AutoAllocateDialog } from './AutoAllocateDialog';
export type { AutoAllocateDialogProps } from './AutoAllocateDialog';
export { BatchPriceDialog } from './BatchPriceDialog';
export type { BatchPriceDialogProps } from './BatchPriceDialog';
export { AddToOrderDialog } from './AddToOrderDialog';
export type { AddToOrderDialogProps, AddToOrderLineData } from './AddToOrderDialog';
export { BuyerConfirmDialog } from './BuyerConfirmDialog';
export type {
  BuyerConfirmDialogProps,
  BuyerLookupState,
  OperatorBuyerAddressData,
  OperatorBuyerData,
  OperatorBuyerMatchData,
} from './BuyerConfirmDialog';
export { CHECKOUT_PAY_NOTICE, CheckoutPanel } from './CheckoutPanel';
export type { CheckoutPanelProps, CheckoutPayMode, CheckoutPreviewData } from './CheckoutPanel';
export { AllocationCart, allocationCartTotals } from './AllocationCart';
export type { AllocationCartProps, AllocationCartRowData } from './AllocationCart';
