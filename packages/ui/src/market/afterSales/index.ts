// The market’s afterSales components (the buyer app’s and the shared ones).
export * from './AfterSale';
