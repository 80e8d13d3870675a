/** Request and response contracts of the development and test helpers (never registered in production). */
import { z } from 'zod';
import { smsOutboxMessageSchema } from './account';
import { answers, entity, whole } from './answers';
import { filterId, nothing, query, text, body } from './fields';

export const devContracts = {
  demoOperatorSign: { querystring: nothing, response: answers(entity({ sign: z.string() })) },
  /** Moves an order (by mainId, else orderNo) to status 2–5; an unknown order → 订单不存在 (from the route). */
  advanceOrder: {
    body: body({
      mainId: filterId(),
      orderNo: z
        .custom<string>(() => true)
        .optional()
        .transform((value) => (typeof value === 'string' ? value.trim() : '')),
      status: filterId(),
    }),
    response: answers(entity({ mainId: whole, status: whole })),
  },
  /**
   * Runs the 72-hour auto-completion job now, as if the clock read `at` (ISO 8601; absent: the server's clock), over
   * every order or only `mainIds`, and answers how many orders it completed.
   */
  runAutoComplete: {
    body: body({
      at: z
        .custom<string>(() => true)
        .optional()
        .transform((value) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null)),
      /** Only these orders (a journey touches only its own); absent: every order due. */
      mainIds: z
        .custom<number[]>(() => true)
        .optional()
        .transform((value) => (Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : null)),
    }),
    response: answers(entity({ completed: whole, at: z.string() })),
  },
  /** Newest first. */
  smsOutbox: { querystring: query({ phone: text(40) }), response: answers(z.array(smsOutboxMessageSchema)) },
} as const;

export type AdvanceOrderBody = z.input<typeof devContracts.advanceOrder.body>;
export type RunAutoCompleteBody = z.input<typeof devContracts.runAutoComplete.body>;
