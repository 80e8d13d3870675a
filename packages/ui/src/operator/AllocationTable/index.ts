export { AllocationTable, bundlesOf, stockBundles } from './AllocationTable';
export type { AllocationSort, AllocationSortField, AllocationStockRowData, AllocationTableProps } from './AllocationTable';
