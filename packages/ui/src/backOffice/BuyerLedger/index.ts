export { BuyerLedger } from './BuyerLedger';
export type { BuyerLedgerProps, LedgerRowData } from './BuyerLedger';
