export { PriceChart } from './PriceChart';
export type { PriceChartProps } from './PriceChart';
