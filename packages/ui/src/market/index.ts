// The market’s components, one barrel per area.
export * from './account';
export * from './address';
export * from './afterSales';
export * from './buying';
export * from './catalog';
export * from './checkout';
export * from './content';
export * from './home';
export * from './lists';
export * from './money';
export * from './orderPad';
export * from './orders';
export * from './realName';
export * from './shell';
export * from './standing';
export * from './inbox';
export * from './watch';
