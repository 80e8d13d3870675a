export * from './AllocationTable';
export * from './GoodsFilterBar';
export * from './AutoAllocateDialog';
export * from './BatchPriceDialog';
export * from './AddToOrderDialog';
export * from './BuyerConfirmDialog';
export * from './CheckoutPanel';
export * from './AllocationCart';
