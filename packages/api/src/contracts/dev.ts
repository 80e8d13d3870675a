/**
 * The development and test helpers (never registered in production; this machine only, the `loopback` scope): a demo
 * operator sign, moving an order through fulfilment, the 72-hour auto-completion run now, and the local SMS outbox.
 */
import { z } from 'zod';
import { smsOutboxMessageSchema } from './account';
import { answers, entity, whole } from './answers';
import { endpoint, endpoints } from '../endpoint';
import { filterId, nothing, query, text, body } from './fields';

export const devEndpoints = endpoints('dev', {
  demoOperatorSign: endpoint('GET', '/dev/demo-operator-sign', 'loopback', {
    querystring: nothing,
    response: answers(entity({ sign: z.string() })),
  }),
  /** Moves an order (by mainId, else orderNo) to status 2–5; an unknown order → 订单不存在 (from the route). */
  advanceOrder: endpoint('POST', '/dev/advance-order', 'loopback', {
    body: body({
      mainId: filterId(),
      orderNo: z
        .custom<string>(() => true)
        .optional()
        .transform((value) => (typeof value === 'string' ? value.trim() : '')),
      status: filterId(),
    }),
    response: answers(entity({ mainId: whole, status: whole })),
  }),
  /**
   * Runs the 72-hour auto-completion job now, as if the clock read `at` (ISO 8601; absent: the server's clock), over
   * every order or only `mainIds`, and answers how many orders it completed.
   */
  runAutoComplete: endpoint('POST', '/dev/run-auto-complete', 'loopback', {
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
  }),
  /** Newest first. */
  smsOutbox: endpoint('GET', '/dev/sms-outbox', 'loopback', {
    querystring: query({ phone: text(40) }),
    response: answers(z.array(smsOutboxMessageSchema)),
  }),
});
