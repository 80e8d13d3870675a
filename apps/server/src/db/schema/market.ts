/**
 * The price board's rollups (行情, issue 33), kept by triggers on order_items in the transaction of every purchase and
 * cancellation (drizzle/0025), filled from the history once after that migration (market_days_fill, ROLLUP_FILLS).
 * A trade's day is its order's auction date; its price is the item's buy_price_fen (the lot's sale price per stem at
 * purchase: the member discount is order-level, so every buyer's line of a lot trades at the same price).
 *
 * - `market_day_prices`: per day × variety × grade × length code, each price per stem (with the lot's stems per 扎)
 *   and the bundles and stems traded at it. It is what makes the lowest and highest exact after a cancellation: a
 *   price level whose bundles fall to zero is deleted, and the summary's min/max are re-read from the levels left
 *   (a handful of rows), never from the orders.
 * - `market_days`: the summary the board and the history read — per day × variety × grade × length code, its form
 *   (the variety's style, for the filter), bundles, stems, amount (fen, Σ stems × price per stem), lowest and highest
 *   price per 扎 and per 枝. The average per 扎 is amount / bundles (weighted by bundles), per 枝 amount / stems.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

export const marketDayPrices = pgTable(
  'market_day_prices',
  {
    day: date('day', { mode: 'string' }).notNull(),
    flwCode: text('flw_code').notNull(),
    levelName: text('level_name').notNull(),
    lengthCode: text('length_code').notNull(),
    /** Price per stem in fen. */
    priceFen: integer('price_fen').notNull(),
    stemsPerBunch: smallint('stems_per_bunch').notNull(),
    bundles: integer('bundles').notNull(),
    stems: integer('stems').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.flwCode, t.levelName, t.lengthCode, t.priceFen, t.stemsPerBunch] }),
    check('market_day_prices_nonneg', sql`${t.bundles} >= 0 and ${t.stems} >= 0`),
  ],
);

export const marketDays = pgTable(
  'market_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    flwCode: text('flw_code').notNull(),
    levelName: text('level_name').notNull(),
    lengthCode: text('length_code').notNull(),
    /** The variety's style (花型, the board's form filter). */
    styleId: integer('style_id').notNull(),
    bundles: integer('bundles').notNull(),
    stems: integer('stems').notNull(),
    /** Σ stems × price per stem, fen. */
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    minBundleFen: integer('min_bundle_fen').notNull(),
    maxBundleFen: integer('max_bundle_fen').notNull(),
    minStemFen: integer('min_stem_fen').notNull(),
    maxStemFen: integer('max_stem_fen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.flwCode, t.levelName, t.lengthCode] }),
    // A variety's history (GET /v1/market/history): its days in a range (every grade and length, or one of them).
    index('market_days_variety_day_idx').on(t.flwCode, t.day, t.levelName, t.lengthCode),
    check('market_days_positive', sql`${t.bundles} > 0 and ${t.stems} > 0`),
  ],
);
