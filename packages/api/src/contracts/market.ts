/**
 * The price board (行情, issue 33), ours: `GET /v1/market/prices` answers one auction day's trades per variety × grade
 * × length (lowest, average, highest per 扎 and per 枝, bundles, the change against the day before and 7 days before),
 * `GET /v1/market/history` one variety's days over 30 or 90 days with the same week last year and today's open lots.
 * Both read the market_days rollup (apps/server drizzle/0025), never the orders.
 *
 * Decision: buyers only (scope `buyer`), as the lots and their prices are (catalog, spec §2's guard): the figures are
 * the market's members' trades, not a public feed for scrapers and competitors; a logged-in buyer of any state reads it.
 * Prices are yuan on the wire like every price (domain `fenOf` reads them back).
 */
import { isCalendarDay, MARKET_MESSAGES, MARKET_SORT_KEYS, STOCK_GRADES, type MarketHistorySpan } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, whole, yuan, zone } from './answers';
import { oneOf, query, refuse, text } from './fields';

/** A day `YYYY-MM-DD`; absent or '': null (the latest day with trades up to today); anything else is refused. */
const marketDay = z
  .custom<string>(() => true)
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return null;
    return isCalendarDay(value) ? value : refuse(ctx, value, MARKET_MESSAGES.dayInvalid);
  });

/** A variety code: required (品种不存在, 404, when missing, as an unknown one). */
const varietyCode = z
  .custom<string>(() => true)
  .transform((value, ctx) => {
    const code = typeof value === 'string' ? value.trim() : '';
    return code && code.length <= 40 ? code : refuse(ctx, value, MARKET_MESSAGES.varietyMissing, 404);
  });

/** A history span: 30 or 90 (anything else: 30). */
const span = z
  .custom<number | string>(() => true)
  .optional()
  .transform((value): MarketHistorySpan => (Number(value) === 90 ? 90 : 30));

const changeSchema = entity({ direction: z.enum(['up', 'down', 'flat']), tenthsPercent: whole }).nullable();

/** Lowest, average and highest of one unit. */
const pricesSchema = entity({ min: yuan, avg: yuan, max: yuan });

export const marketRowSchema = entity({
  flwCode: z.string(),
  name: z.string(),
  /** The variety's style (花型) and its id, the form filter's value. */
  form: z.string(),
  formId: whole,
  levelName: z.string(),
  lengthCode: z.string(),
  bundles: whole,
  stems: whole,
  perBundle: pricesSchema,
  perStem: pricesSchema,
  /** The average per 扎 against the day before and 7 days before (null: no trade then). */
  changeDay: changeSchema,
  changeWeek: changeSchema,
});
export type MarketRow = z.output<typeof marketRowSchema>;

export const marketPricesSchema = entity({
  /** The day shown and the market's today (they differ when today has no trade yet and no day was asked for). */
  day: z.string(),
  today: z.string(),
  forms: z.array(entity({ id: whole, name: z.string() })),
  rows: z.array(marketRowSchema),
});
export type MarketPrices = z.output<typeof marketPricesSchema>;

export const marketPointSchema = entity({ day: z.string(), bundles: whole, perBundle: pricesSchema, perStem: pricesSchema });
export type MarketPoint = z.output<typeof marketPointSchema>;

export const marketLotSchema = entity({
  id: whole,
  session: zone,
  supplierId: z.string(),
  supplierName: z.string(),
  levelName: z.string(),
  lengthCode: z.string(),
  /** Price per 扎 and per 枝 (the lot's sale price; a member's discount applies at checkout). */
  bunchPrice: yuan,
  price: yuan,
  /** Bundles left. */
  bundles: whole,
});
export type MarketLot = z.output<typeof marketLotSchema>;

export const marketHistorySchema = entity({
  flwCode: z.string(),
  name: z.string(),
  form: z.string(),
  day: z.string(),
  span: whole,
  levelName: z.string().nullable(),
  lengthCode: z.string().nullable(),
  /** The grades and lengths this variety traded in the span (the page's filter chips). */
  grades: z.array(z.string()),
  lengths: z.array(z.string()),
  points: z.array(marketPointSchema),
  /** The same week last year (7 days ending 364 days before), or null where no trade exists. */
  lastYear: entity({ from: z.string(), to: z.string(), bundles: whole, avgBundle: yuan }).nullable(),
  /** Today's lots of the variety with stock, in the sessions open now or later today. */
  lots: z.array(marketLotSchema),
});
export type MarketHistory = z.output<typeof marketHistorySchema>;

export const marketEndpoints = endpoints('market', {
  prices: endpoint('GET', '/v1/market/prices', 'buyer', {
    querystring: query({
      day: marketDay,
      /** A style id (花型); absent or unknown: every form. */
      form: z
        .custom<number | string>(() => true)
        .optional()
        .transform((value) => (value !== undefined && /^\d{1,9}$/.test(String(value)) ? Number(value) : null)),
      grade: oneOf(STOCK_GRADES),
      q: text(20),
      sort: oneOf(MARKET_SORT_KEYS),
    }),
    response: answers(marketPricesSchema),
  }),
  history: endpoint('GET', '/v1/market/history', 'buyer', {
    querystring: query({ variety: varietyCode, grade: oneOf(STOCK_GRADES), length: text(10), days: span }),
    response: answers(marketHistorySchema),
  }),
});

export type MarketPricesQuery = z.input<typeof marketEndpoints.prices.schema.querystring>;
export type MarketHistoryQuery = z.input<typeof marketEndpoints.history.schema.querystring>;
