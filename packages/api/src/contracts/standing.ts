/**
 * Contracts of standing orders (固定订单, issue 32, ours): a buyer's list, create/edit, pause/resume, skip the next run,
 * delete, the runs' results (and the home page's latest unseen run); a development trigger of the runner at an instant.
 * The order as entered is checked by the domain's standingOrderProblems (the server answers its first message), so the
 * editor and the server give the same texts. Money travels as yuan strings ('' = no cap).
 */
import { z } from 'zod';
import { answers, entity, shanghaiTime, whole, yuan, zone } from './answers';
import { endpoint, endpoints } from '../endpoint';
import { body, filterId, flag, formValue, int } from './fields';

export const STANDING_NOT_FOUND = '固定订单不存在';

const standingId = int({ msg: STANDING_NOT_FOUND, code: 404 });
/** A run's number (StandingRun.id), not its order's; one not the buyer's is not found, as an order. */
const standingRunId = int({ msg: STANDING_NOT_FOUND, code: 404 });

/** One line as the editor sends it. */
export type StandingLineBody = {
  flwCode: string;
  levelName: string;
  lengthMin: number | string | null;
  lengthMax: number | string | null;
  bunches: number | string;
  /** Highest price per 扎 in yuan, '' for none. */
  maxPrice: string;
  supplierId: string;
  allowAlternative: boolean;
};

// ---------------------------------------------------------------- answers

export const standingLineSchema = entity({
  flwCode: z.string(),
  flwName: z.string(),
  /** '' = any grade. */
  levelName: z.string(),
  lengthMin: whole.nullable(),
  lengthMax: whole.nullable(),
  bunches: whole,
  /** '' = no cap. */
  maxPrice: z.union([yuan, z.literal('')]),
  /** '' = no preference. */
  supplierId: z.string(),
  /** The preferred supplier's name ('' = no preference). */
  supplierName: z.string(),
  allowAlternative: z.boolean(),
});

export const standingOrderSchema = entity({
  id: whole,
  name: z.string(),
  session: zone,
  time: z.string(),
  /** Weekdays, 0 Sunday … 6 Saturday. */
  days: z.array(whole),
  scheduleText: z.string(),
  /** Budget cap per run on goods; '' = none. */
  budget: z.union([yuan, z.literal('')]),
  paused: z.boolean(),
  /** The next run, '' while paused. */
  nextRunAt: z.union([shanghaiTime, z.literal('')]),
  /** Why it cannot be edited, paused or skipped now ('' = it can). */
  lockedReason: z.string(),
  lines: z.array(standingLineSchema),
});

export const standingRunSchema = entity({
  id: whole,
  standingOrderId: whole,
  name: z.string(),
  runAt: shanghaiTime,
  status: z.enum(['bought', 'partial', 'none', 'refused', 'skipped']),
  statusText: z.string(),
  orderNo: z.string(),
  paid: yuan,
  bought: z.array(
    entity({
      flwName: z.string(),
      levelName: z.string(),
      lengthCode: z.string(),
      supplierName: z.string(),
      bunches: whole,
      pricePerBunch: yuan,
      goods: yuan,
    }),
  ),
  shorts: z.array(z.string()),
  /** The attempts that lost their race to live buyers and were tried again (or why not), in words; [] for none. */
  attempts: z.array(z.string()),
});

export const standingListSchema = entity({
  list: z.array(standingOrderSchema),
  /** The fairness rule with the market's share, as the page states it. */
  fairRule: z.string(),
  /** The market's share (STANDING_SHARE, 0–1): the editor says what it means for the schedule being entered. */
  share: z.number().min(0).max(1),
});

// ---------------------------------------------------------------- requests

export const standingEndpoints = endpoints('standing', {
  list: endpoint('POST', '/v1/standing/list', 'buyer', { body: body({}), response: answers(standingListSchema) }),
  /** Creates (no id) or edits (id) a standing order; refused from 10 minutes before its next run. */
  save: endpoint('POST', '/v1/standing/save', 'buyer', {
    body: body({
      id: filterId(),
      name: formValue<string>(),
      session: formValue<'A' | 'C' | string>(),
      time: formValue<string>(),
      days: formValue<number[]>(),
      /** Yuan, '' for none. */
      budget: formValue<string>(),
      lines: formValue<StandingLineBody[]>(),
    }),
    response: answers(standingOrderSchema),
  }),
  pause: endpoint('POST', '/v1/standing/pause', 'buyer', {
    body: body({ id: standingId, paused: flag() }),
    response: answers(standingOrderSchema),
  }),
  skip: endpoint('POST', '/v1/standing/skip', 'buyer', { body: body({ id: standingId }), response: answers(standingOrderSchema) }),
  remove: endpoint('POST', '/v1/standing/delete', 'buyer', { body: body({ id: standingId }), response: answers(entity({ id: whole })) }),
  /** The last 30 runs, of one standing order or of all of the buyer's. */
  runs: endpoint('POST', '/v1/standing/runs', 'buyer', {
    body: body({ id: filterId() }),
    response: answers(entity({ list: z.array(standingRunSchema) })),
  }),
  /** The newest run the buyer has not seen (the home page's message), or null; `seen` marks it seen. */
  latest: endpoint('POST', '/v1/standing/latest', 'buyer', { body: body({}), response: answers(standingRunSchema.nullable()) }),
  /** Marks the run `id` (a run's id, as `latest` answers it) and every earlier run of the buyer seen. */
  seen: endpoint('POST', '/v1/standing/seen', 'buyer', { body: body({ id: standingRunId }), response: answers(entity({ id: whole })) }),
  /** The varieties a line may ask for (the editor's 品种), by name. */
  varieties: endpoint('POST', '/v1/standing/varieties', 'buyer', {
    body: body({}),
    response: answers(z.array(entity({ flwCode: z.string(), name: z.string() }))),
  }),
  /** Development only: runs the standing orders due at `at` (ISO 8601; absent: the server's clock) now. */
  runNow: endpoint('POST', '/dev/run-standing', 'loopback', {
    body: body({
      at: z
        .custom<string>(() => true)
        .optional()
        .transform((value) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null)),
    }),
    response: answers(entity({ runs: whole, at: z.string() })),
  }),
});

export type StandingOrderView = z.output<typeof standingOrderSchema>;
export type StandingLineView = z.output<typeof standingLineSchema>;
export type StandingRunView = z.output<typeof standingRunSchema>;
export type StandingList = z.output<typeof standingListSchema>;
export type StandingSaveBody = z.input<typeof standingEndpoints.save.schema.body>;
export type StandingSaveRequest = z.output<typeof standingEndpoints.save.schema.body>;
