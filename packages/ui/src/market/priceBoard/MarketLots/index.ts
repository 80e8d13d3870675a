export { MarketLots } from './MarketLots';
export type { MarketLotsProps } from './MarketLots';
