export { FeeBreakdown } from './FeeBreakdown';
export type { FeeBreakdownProps, FeeBreakdownTotals } from './FeeBreakdown';
