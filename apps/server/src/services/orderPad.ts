/**
 * 快速下单 (the order pad, issue 32): the pasted text read line by line with the domain's parser (against the market's
 * varieties and the default aliases) and the readable lines put on the shared review sheet (services/buySheet.ts, the
 * one matcher). Every written line comes back, in order, with its sheet row's key or why it could not be read.
 *
 * Decisions:
 * - The varieties are read on each call (about a hundred rows on the name index); a cache would have to follow staff
 *   edits of the catalogue for no measurable gain at a pad's rate.
 * - A row's key is its line number, unique within the text.
 * - Nothing is reserved: the sheet is a read, the cart add and the purchase check stock again.
 */
import type { OrderPadMatch } from '@huashi/api';
import { orderPadBook, parseOrderPad } from '@huashi/domain';
import type { AppContext } from '../context';
import { varieties } from '../db/schema';
import { buySheet, type SheetRequest } from './buySheet';
import type { Viewer } from './catalog';

/** The pad's text → the review sheet of its readable lines and every line with its row or its reason. */
export async function matchOrderPad(ctx: AppContext, viewer: Viewer, text: string): Promise<OrderPadMatch> {
  const known = await ctx.db
    .select({ flwCode: varieties.flwCode, name: varieties.name, stemsPerBunch: varieties.stemsPerBunch })
    .from(varieties);
  const lines = parseOrderPad(text, orderPadBook(known));
  const requests: SheetRequest[] = lines.flatMap((line) =>
    line.ok
      ? [
          {
            key: String(line.lineNo),
            line: {
              flwCode: line.flwCode,
              ...(line.levelName ? { levelName: line.levelName } : {}),
              ...(line.lengthCode ? { lengthCode: line.lengthCode } : {}),
              bunches: line.bunches,
            },
            flwName: line.varietyName,
            supplierName: '',
            lastPriceFen: null,
          },
        ]
      : [],
  );
  const sheet = await buySheet(ctx, viewer, requests);
  return {
    ...sheet,
    lines: lines.map((line) => ({
      lineNo: line.lineNo,
      text: line.text,
      rowKey: line.ok ? String(line.lineNo) : null,
      unreadable: line.ok ? null : line.reason,
    })),
  };
}
