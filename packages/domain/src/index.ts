/**
 * @huashi/domain: every pure business rule of the spec, one copy for the buyer app, the operator app and the server.
 * Every module is re-exported whole (index.test.ts checks that none is missing and that no two export one name): a
 * rule added to a module needs no line here, a new module one. Decision (issue 28): this file was the second most
 * edited of the repository (44 of the last 400 commits) while it listed every name; schemas/fields.ts (the schemas'
 * builders) and internal/ stay private.
 */
export * from './accounts';
export * from './activity';
export * from './address';
export * from './afterSales';
export * from './audit';
export * from './bankCard';
export * from './buyLines';
export * from './buyerDesk';
export * from './cancellations';
export * from './catalog';
export * from './claims';
export * from './constants';
export * from './content';
export * from './dashboard';
export * from './dayReport';
export * from './deskExport';
export * from './coupons';
export * from './fulfilment';
export * from './grade';
export * from './identity';
export * from './install';
export * from './ledger';
export * from './logistics';
export * from './market';
export * from './messages';
export * from './money';
export * from './operator';
export * from './operatorExport';
export * from './orderPad';
export * from './orderPayment';
export * from './phonePay';
export * from './pricing';
export * from './print';
export * from './quantity';
export * from './query';
export * from './realName';
export * from './refund';
export * from './regions';
export * from './routes';
export * from './savedLists';
export * from './schemas/address';
export * from './schemas/afterSales';
export * from './schemas/auth';
export * from './schemas/buyerDesk';
export * from './schemas/cancellations';
export * from './schemas/content';
export * from './schemas/couponIssue';
export * from './schemas/finance';
export * from './schemas/fulfilment';
export * from './schemas/identity';
export * from './schemas/openAccount';
export * from './schemas/operator';
export * from './schemas/orders';
export * from './schemas/savedLists';
export * from './schemas/staff';
export * from './schemas/stockIntake';
export * from './schemas/supplierAccount';
export * from './schemas/validate';
export * from './sessions';
export * from './settlement';
export * from './signs';
export * from './staff';
export * from './staffTwoFactor';
export * from './statuses';
export * from './stock';
export * from './stockIntake';
export * from './supplierAccount';
export * from './time';
export * from './topUp';
export * from './totals';
export * from './withdrawal';
