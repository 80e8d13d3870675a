/**
 * Every request and response contract (zod), for the server's route schemas, the tests and the scripts: each module
 * re-exported whole (index.test.ts checks that none is missing), so an endpoint or schema added to a module needs no
 * line here, a new module one. The apps never import this entry: they take the inferred types from '@huashi/api'
 * (type-only), so zod stays out of the browser bundle.
 */
export * from './account';
export * from './addresses';
export * from './adminBuyers';
export * from './adminCancellations';
export * from './adminClaims';
export * from './adminContent';
export * from './adminDashboard';
export * from './adminOrders';
export * from './adminSettlements';
export * from './adminStock';
export * from './afterSales';
export * from './answers';
export * from './buySheet';
export * from './cart';
export * from './catalog';
export * from './coupons';
export * from './dayReport';
export * from './deskExports';
export * from './dev';
export * from './fields';
export * from './home';
export * from './inboxDelivery';
export * from './live';
export * from './money';
export * from './operatorTool';
export * from './orderPad';
export * from './orders';
export * from './realName';
export * from './savedLists';
export * from './staff';
export * from './standing';
export * from './supplier';
export * from './system';
export * from './uploads';
export * from './withdraw';
export * from './market';
export * from './inbox';
export * from './watch';
