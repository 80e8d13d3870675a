export { MarketHistoryPanel } from './MarketHistoryPanel';
export type { MarketHistoryPanelProps, MarketLastYearView } from './MarketHistoryPanel';
