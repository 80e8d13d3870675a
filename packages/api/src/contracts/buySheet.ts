/**
 * The review sheet of issue 32 (ours): one answer for every way a florist asks for lines — 再来一单
 * (`POST /v1/order/reorder`), the order pad (`POST /v1/order-pad/match`) and a saved list's "buy this list". One row
 * per asked line, in the order asked: the line, its state (the domain's matchBuyLine), the lot chosen with today's
 * price and stock, the ranked alternatives, the last price paid where known, and the reason in words.
 *
 * Decisions:
 * - Prices are the buyer's own (member price) per stem, yuan on the wire like every price; `bunchPrice` is per 扎.
 *   `lastPrice` is what the buyer paid per stem last time (reorder; null where there is no last time): the
 *   difference is computed where it is shown (domain `priceChangeFen`), never sent twice.
 * - Quantities: `batches` is what the cart and purchase calls take as qty; `bunches` what it is in 扎. `notes` say in
 *   words why they differ from the asked bunches (rounded to the batch, clipped to the stock, another supplier).
 * - A lot carries `when`: 'open' (its session trades now) or 'later' (it opens later today, `opensAt`); lots of a
 *   session over for today are never offered.
 * - The sheet's total is the cart's (trial of issue 32: ¥283.00 on the sheet, ¥259.77 in the cart): each lot carries
 *   the terms the cart reckons a line with (list price, packing per kg, activity, weight) and the sheet the buyer's
 *   `pricing` (member terms, the default address's way); the app sums the chosen lines with the domain's
 *   buySheetTotals, the cart's own functions, since the buyer changes lots and quantities on the sheet.
 */
import { z } from 'zod';
import { answers, entity, epochMs, whole, yuan, zone } from './answers';

/** One lot offered for a line: chosen or an alternative, with the quantity to buy there. */
export const sheetLotSchema = entity({
  stockId: whole,
  session: zone,
  when: z.enum(['open', 'later']),
  /** When its session next opens (epoch ms) for a 'later' lot; null while open. */
  opensAt: epochMs.nullable(),
  supplierId: z.string(),
  supplierName: z.string(),
  flwCode: z.string(),
  flwName: z.string(),
  levelName: z.string(),
  lengthCode: z.string(),
  /** The length as shown, e.g. 45-50cm. */
  lengthName: z.string(),
  productImage: z.string(),
  /** The buyer's price per stem (member price), and per 扎. */
  price: yuan,
  bunchPrice: yuan,
  /** The cart's terms of the lot: its list price per stem, packing per kg, activity (percent off from N 扎), grams a 扎. */
  salePrice: yuan,
  feeBoxPerKg: yuan,
  activityPercent: whole,
  activityMinBunches: whole,
  weightGrams: whole,
  stemsPerBunch: whole,
  /** Bunches per batch. */
  basicSaleno: whole,
  /** Stock in stems, and the batches it sells. */
  nowStock: whole,
  maxBatches: whole,
  /** The quantity proposed: batches (the cart's qty) and what that is in 扎. */
  batches: whole,
  bunches: whole,
  notes: z.array(z.string()),
});

/** The line as asked (for reorder: the old order's line). */
export const sheetLineSchema = entity({
  flwCode: z.string(),
  flwName: z.string(),
  /** '' = any grade / any length. */
  levelName: z.string(),
  lengthCode: z.string(),
  lengthName: z.string(),
  bunches: whole,
  /** '' = no supplier preferred. */
  supplierId: z.string(),
  supplierName: z.string(),
});

export const buySheetRowSchema = entity({
  /** Stable within the sheet (reorder: the order item's id), for React keys and per-row state. */
  key: z.string(),
  line: sheetLineSchema,
  state: z.enum(['matched', 'choose', 'none']),
  /** Why (choose: 原规格已售罄，请选择替代 …; none: 今日无此品种 / 已售罄 / 今日场次已结束); '' when matched. */
  reason: z.string(),
  /** The lot chosen (matched), else null. */
  lot: sheetLotSchema.nullable(),
  /** Other lots of the variety, ranked (the buyer may switch to one; for choose, picks one). */
  alternatives: z.array(sheetLotSchema),
  /** What the buyer paid per stem last time, or null. */
  lastPrice: yuan.nullable(),
});

/** What the cart reckons with besides the lots: the buyer's member terms and the default address's way (null: none). */
export const sheetPricingSchema = entity({
  memberLevel: whole,
  /** 95 = 9.5折, 100 = none. */
  memberDiscountTenths: whole,
  address: entity({ logisType: whole, logisWay: whole.nullable() }).nullable(),
});

/** The sheet: its rows, in the order asked, the server's clock it was matched at (epoch ms), and the cart's pricing. */
export const buySheetSchema = entity({ rows: z.array(buySheetRowSchema), now: epochMs, pricing: sheetPricingSchema });

/** The answer of every call that answers a sheet. */
export const buySheetAnswer = answers(buySheetSchema);
