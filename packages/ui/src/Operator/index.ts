export { AllocationTable, bundlesOf, stockBundles } from './AllocationTable';
export type { AllocationSort, AllocationSortField, AllocationStockRowData, AllocationTableProps } from './AllocationTable';
export { DEFAULT_GOODS_FILTERS, GoodsFilterBar, goodsFilterPriceRange } from './GoodsFilterBar';
export type { GoodsFilterBarProps, GoodsFilterValues } from './GoodsFilterBar';
export { AutoAllocateDialog } from './AutoAllocateDialog';
export type { AutoAllocateDialogProps } from './AutoAllocateDialog';
export { BatchPriceDialog } from './BatchPriceDialog';
export type { BatchPriceDialogProps } from './BatchPriceDialog';
