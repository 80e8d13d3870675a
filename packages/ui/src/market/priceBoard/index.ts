// The price board (行情, issue 33): /market and a variety's page. The chart (uPlot) is not here: it is its own entry,
// `@huashi/ui/chart`, so that only the variety page's chunk loads the library.
export * from './MarketBoard';
export * from './MarketLots';
export * from './MarketHistoryPanel';
export type { MarketLotView, MarketPointView, MarketPricesView, MarketRowView } from './types';
