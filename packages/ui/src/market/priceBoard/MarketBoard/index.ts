export { ChangeText, MarketBoard } from './MarketBoard';
export type { MarketBoardFilter, MarketBoardProps } from './MarketBoard';
