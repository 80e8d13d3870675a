// The market’s catalog components (the buyer app’s and the shared ones).
export { BatchStepper } from './BatchStepper';
export type { BatchStepperProps } from './BatchStepper';
export { SupplierRow, LOW_STOCK_BATCHES } from './SupplierRow';
export type { SupplierRowData, SupplierRowProps } from './SupplierRow';
export { FIRST_SCREEN_CARDS, ProductCard } from './ProductCard';
export type { ProductCardData, ProductCardProps } from './ProductCard';
export { ZoneFilters, EMPTY_ZONE_FILTERS } from './ZoneFilters';
export type { ZoneFilterStyle, ZoneFilterValue, ZoneFiltersProps } from './ZoneFilters';
export { FirstVisitDialog } from './FirstVisitDialog';
export type { FirstVisitDialogProps } from './FirstVisitDialog';
export { QuickBuyDialog } from './QuickBuyDialog';
export type { QuickBuyDialogProps } from './QuickBuyDialog';
