// A supplier's own view (issue 31): its login, and its phone page — the day's lots and sales, the claims against them,
// its settlements.
export * from './SupplierClaims';
export * from './SupplierDay';
export * from './SupplierLoginForm';
export * from './SupplierSettlements';
export * from './SupplierShell';
