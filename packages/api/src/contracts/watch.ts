/**
 * The watchlist (关注与提醒, issue 33), ours: `GET /v1/watches` answers the buyer's watches, `POST /v1/watches` saves
 * one (a new target, or the alerts of the same target again: one watch per target), `POST /v1/watches/delete` removes
 * one. Ids travel in the body (the client's routes carry no path parameters); a watch id that is not the buyer's
 * answers as a missing one (关注不存在, 404). The limits, the target price's reading and every message are packages/domain
 * watch.ts; the alerts themselves reach the buyer's inbox (services/watchAlerts.ts).
 */
import { STOCK_GRADES, STOCK_LENGTH_CODES, WATCH_MESSAGES, WATCH_TARGETS } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, isoTime, whole, yuan } from './answers';
import { body, flag, int, nothing, optionalInt, refuse, text } from './fields';

/** A watch id: missing or malformed → 关注不存在 (404), as another buyer's id. */
const watchId = int({ msg: WATCH_MESSAGES.notFound, code: 404 });

/** An optional catalogue code: absent, null or '' → null; trimmed. */
const code = (max: number) =>
  z
    .custom<string | null>(() => true)
    .optional()
    .transform((value): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null));

const targetField = z
  .custom<(typeof WATCH_TARGETS)[number]>(() => true)
  .transform((value, ctx) =>
    (WATCH_TARGETS as readonly unknown[]).includes(value)
      ? (value as (typeof WATCH_TARGETS)[number])
      : refuse(ctx, value, WATCH_MESSAGES.targetMissing),
  );

const gradeField = code(3).transform((value, ctx) =>
  value === null || (STOCK_GRADES as readonly string[]).includes(value.toUpperCase())
    ? value && value.toUpperCase()
    : refuse(ctx, value, WATCH_MESSAGES.gradeUnknown),
);

const lengthField = code(10).transform((value, ctx) =>
  value === null || STOCK_LENGTH_CODES.includes(value) ? value : refuse(ctx, value, WATCH_MESSAGES.lengthUnknown),
);

export const watchSchema = entity({
  id: whole,
  target: z.enum(WATCH_TARGETS),
  /** What the watch follows, as its row names it (卡罗拉 · A级 · 55-60cm). */
  subject: z.string(),
  flwCode: z.string().nullable(),
  flwName: z.string().nullable(),
  levelName: z.string().nullable(),
  lengthCode: z.string().nullable(),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  stockId: whole.nullable(),
  /** The picture of the variety (or the lot's photo); null for a supplier. */
  image: z.string().nullable(),
  /** Where the row opens: the variety's or lot's /shopdetails, a supplier's zone. */
  link: z.string(),
  arrived: z.boolean(),
  restock: z.boolean(),
  /** 降价提醒's target per 扎 ("25.00"), null: none. */
  targetPrice: yuan.nullable(),
  /** Today's lowest list price per 扎 of what it follows on sale now, null: none on sale. */
  todayPrice: yuan.nullable(),
  createdAt: isoTime,
});

/** A watch as the API answers it. */
export type Watch = z.output<typeof watchSchema>;

export const watchEndpoints = endpoints('watches', {
  /** The buyer's watches, newest first. */
  list: endpoint('GET', '/v1/watches', 'buyer', { querystring: nothing, response: answers(z.array(watchSchema)) }),
  /**
   * Saves a watch: its target (variety with optional grade and length, supplier, or lot) and its alerts — `arrived`,
   * `restock`, `targetPrice` (元/扎, '' none). The same target again changes that watch's alerts.
   */
  save: endpoint('POST', '/v1/watches', 'buyer', {
    body: body({
      target: targetField,
      flwCode: code(40),
      levelName: gradeField,
      lengthCode: lengthField,
      supplierId: code(40),
      stockId: optionalInt({ msg: WATCH_MESSAGES.lotMissing, code: 404 }),
      arrived: flag(),
      restock: flag(),
      targetPrice: text(20),
    }),
    response: answers(watchSchema),
  }),
  remove: endpoint('POST', '/v1/watches/delete', 'buyer', { body: body({ id: watchId }), response: answers(z.null()) }),
});

export type WatchSaveBody = z.input<typeof watchEndpoints.save.schema.body>;
