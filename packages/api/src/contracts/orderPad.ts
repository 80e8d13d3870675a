/**
 * 快速下单 (the order pad, issue 32), ours: `POST /v1/order-pad/match` takes the pasted lines as one text, reads each
 * with the domain's parser and matches the readable ones to today's lots with the shared matcher. The answer is the
 * shared review sheet (buySheetSchema: one row per readable line, key = its line number) plus every written line, in
 * order, with the row it became or the reason it could not be read — no line is dropped.
 *
 * Decisions:
 * - The text is bounded (ORDER_PAD_LIMITS: 200 lines with words, 20000 characters) and refused with the domain's words
 *   (最多 200 行… / 内容太长… / 请粘贴或输入要买的花…), the same the page's form says before sending.
 * - An uploaded template is read in the browser into the same text: one endpoint, one parser.
 */
import { ORDER_PAD_MESSAGES, orderPadTextProblem } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, whole } from './answers';
import { buySheetSchema } from './buySheet';
import { body, refuse } from './fields';

/** The pad's text: a string within the limits, else the domain's refusal. */
const padText = z
  .custom<string>(() => true)
  .transform((value, ctx): string => {
    if (typeof value !== 'string') return refuse(ctx, value, ORDER_PAD_MESSAGES.empty);
    const problem = orderPadTextProblem(value);
    return problem === null ? value : refuse(ctx, value, problem);
  });

/** A written line: its number in the text (blank lines counted), the text, and its sheet row's key or its reason. */
export const padLineSchema = entity({
  lineNo: whole,
  text: z.string(),
  /** The key of its row on the sheet; null when the line could not be read. */
  rowKey: z.string().nullable(),
  /** Why the line could not be read (不认识品种「玫瑰」…); null when it was read. */
  unreadable: z.string().nullable(),
});

/** The sheet of the readable lines, and every written line in order. */
export const orderPadMatchSchema = entity({ ...buySheetSchema.shape, lines: z.array(padLineSchema) });

export const orderPadEndpoints = endpoints('orderPad', {
  /** The pad's lines read and matched to today's lots (the market clock's), as the review sheet. */
  match: endpoint('POST', '/v1/order-pad/match', 'buyer', { body: body({ text: padText }), response: answers(orderPadMatchSchema) }),
});
