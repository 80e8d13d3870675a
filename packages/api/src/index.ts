/**
 * @huashi/api: every client module re-exported whole, and every contract module's types (type-only: zod never reaches
 * the browser); index.test.ts checks that none is missing. An endpoint, call, key or type added to a module needs no
 * line here, a new module one. Decision (issue 28): this file and contracts/index.ts were the most edited source files
 * after domain's barrel (26 and 26 of the last 400 commits) while they named every export. The contracts' builders
 * (fields, answers) and the development endpoints stay under '@huashi/api/contracts'.
 */
export * from './account';
export * from './address';
export * from './adminBuyers';
export * from './adminCancellations';
export * from './adminClaims';
export * from './adminContent';
export * from './adminDashboard';
export * from './adminOrders';
export * from './adminSettlements';
export * from './adminStock';
export * from './afterSales';
export * from './buySheet';
export * from './cart';
export * from './catalog';
export * from './client';
export * from './coupons';
export * from './deskExports';
export * from './endpoint';
export * from './envelope';
export * from './fen';
export * from './home';
export * from './live';
export * from './inbox';
export * from './inboxDelivery';
export * from './money';
export * from './operatorTool';
export * from './orderPad';
export * from './orders';
export * from './queryKeys';
export * from './realName';
export * from './region';
export * from './routes.generated';
export * from './savedLists';
export * from './market';
export * from './session';
export * from './staff';
export * from './standing';
export * from './supplier';
export * from './system';
export * from './types';
export * from './uploads';
export * from './withdraw';
export * from './watch';
export type * from './contracts/account';
export type * from './contracts/addresses';
export type * from './contracts/adminBuyers';
export type * from './contracts/adminCancellations';
export type * from './contracts/adminClaims';
export type * from './contracts/adminContent';
export type * from './contracts/adminDashboard';
export type * from './contracts/adminOrders';
export type * from './contracts/adminSettlements';
export type * from './contracts/adminStock';
export type * from './contracts/afterSales';
export type * from './contracts/buySheet';
export type * from './contracts/cart';
export type * from './contracts/catalog';
export type * from './contracts/coupons';
export type * from './contracts/dayReport';
export type * from './contracts/deskExports';
export type * from './contracts/home';
export type * from './contracts/inbox';
export type * from './contracts/inboxDelivery';
export type * from './contracts/live';
export type * from './contracts/money';
export type * from './contracts/operatorTool';
export type * from './contracts/orderPad';
export type * from './contracts/orders';
export type * from './contracts/realName';
export type * from './contracts/savedLists';
export type * from './contracts/staff';
export type * from './contracts/standing';
export type * from './contracts/supplier';
export type * from './contracts/system';
export type * from './contracts/uploads';
export type * from './contracts/withdraw';
export type * from './contracts/market';
export type * from './contracts/watch';
// The one runtime value of a contract module the apps read (the 实名审核 desk's filters).
export { IDENTITY_DESK_FILTERS } from './contracts/realName';
