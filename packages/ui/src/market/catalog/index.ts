// The market’s catalog components (the buyer app’s and the shared ones).
export * from './BatchStepper';
export * from './SupplierRow';
export * from './ProductCard';
export * from './ZoneFilters';
export * from './SupplierSearch';
export * from './FirstVisitDialog';
export * from './QuickBuyDialog';
