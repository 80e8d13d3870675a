// Standing orders (固定订单, issue 32): the list, the editor and a run's result.
export * from './StandingOrderEditor';
export * from './StandingOrderList';
export * from './StandingRunResult';
export * from './StandingSupplierPicker';
