// `@huashi/ui/chart`: the price chart (uPlot), imported only by the pages that draw one (the buyer's variety page).
export * from './PriceChart';
export type { MarketPointView } from './types';
