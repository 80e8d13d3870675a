/** 快速下单 (issue 32): the /quick page's call. Types from ./contracts/orderPad. */
import type { z } from 'zod';
import type { ApiClient } from './client';
import type { orderPadMatchSchema, padLineSchema } from './contracts/orderPad';
import { call } from './endpoint';
import { orderPadRoutes } from './routes.generated';

export function orderPadApi(client: ApiClient) {
  return {
    /** The pad's text read and matched to today's lots: the review sheet plus every line with its row or its reason. */
    match: (text: string) => call(client, orderPadRoutes.match, { text }),
  };
}

export type OrderPadApi = ReturnType<typeof orderPadApi>;

/** The answer of the match: the review sheet (rows, now) plus `lines`. */
export type OrderPadMatch = z.output<typeof orderPadMatchSchema>;
/** A written line: its number, text, and its row's key or why it could not be read. */
export type OrderPadLine = z.output<typeof padLineSchema>;
