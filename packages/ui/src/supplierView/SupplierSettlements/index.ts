export { SupplierSettlements } from './SupplierSettlements';
export type { SupplierSettlementData, SupplierSettlementsProps } from './SupplierSettlements';
