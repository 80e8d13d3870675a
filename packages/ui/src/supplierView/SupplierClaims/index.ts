export { SupplierClaims } from './SupplierClaims';
export type { SupplierClaimData, SupplierClaimsProps } from './SupplierClaims';
