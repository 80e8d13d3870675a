/**
 * The database schema: every entity of spec §3.
 * Money is integer fen (bigint where sums can grow large); quantities are integers
 * (stems or bundles, named in each column). Times are timestamptz; auction dates are
 * calendar dates in Asia/Shanghai. Migrations are generated from these files by drizzle-kit
 * (`npm run db:generate`) and committed under apps/server/drizzle/.
 */
export * from './accounts';
export * from './catalog';
export * from './orders';
export * from './addresses';
export * from './money';
export * from './afterSales';
export * from './content';
export * from './operators';
export * from './staff';
export * from './settlements';
export * from './savedLists';
export * from './standing';
export * from './market';
export * from './inbox';
export * from './inboxDelivery';
export * from './watch';
