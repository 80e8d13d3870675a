export { CostBlock } from './CostBlock';
export type { CostBlockProps, OrderSumView } from './CostBlock';
