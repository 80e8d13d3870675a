/**
 * Saved lists (常购清单, issue 32), ours: `GET /v1/lists` answers the buyer's lists with their lines, `POST /v1/lists`
 * makes one (empty, from given lines, from the cart or from one of the buyer's orders), and one endpoint per change:
 * rename, delete, replace the lines (the /lists editor saves the whole list), add one line (the product page), and
 * 买这张清单's review sheet (the shared buySheet answer of 再来一单 and the order pad).
 * Ids travel in the body (the client's routes carry no path parameters); a list id that is not the buyer's answers as
 * a missing one (清单不存在, 404). The limits and messages are packages/domain savedLists.ts; the name is the domain's
 * form schema's (`formValue`), so the form and the server say the same.
 */
import { SAVED_LIST_LIMITS, SAVED_LIST_MESSAGES, STOCK_GRADES, STOCK_LENGTH_CODES } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, isoTime, whole } from './answers';
import { buySheetAnswer } from './buySheet';
import { body, flag, formValue, int, nothing, optionalInt, refuse } from './fields';

/** A list id: missing or malformed → 清单不存在 (404), as another buyer's id. */
const listId = int({ msg: SAVED_LIST_MESSAGES.notFound, code: 404 });

/** A line as a caller sends it; grade, length and supplier absent, null or '' = any. */
export type SavedListLineInput = {
  flwCode: string;
  levelName?: string | null;
  lengthCode?: string | null;
  supplierId?: string | null;
  bunches: number | string;
};

/** The longest code or grade text a line keeps (the catalogue's codes are a few characters). */
const CODE_MAX = 40;

type Line = { flwCode: string; levelName: string | null; lengthCode: string | null; supplierId: string | null; bunches: number };

/** An optional code: '' or absent → null, text trimmed; anything else (or too long) → undefined (refused). */
function code(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text.length > CODE_MAX) return undefined;
  return text === '' ? null : text;
}

const bunchesField = int({ msg: SAVED_LIST_MESSAGES.bunchesRange, min: SAVED_LIST_LIMITS.bunchesMin, max: SAVED_LIST_LIMITS.bunchesMax });

/** One line read: the variety is required (请选择商品), bunches 1–9999. */
function readLine(value: unknown): Line | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return SAVED_LIST_MESSAGES.lineMissing;
  const input = value as Record<string, unknown>;
  const flwCode = code(input.flwCode);
  if (!flwCode) return SAVED_LIST_MESSAGES.lineMissing;
  const levelName = code(input.levelName);
  const lengthCode = code(input.lengthCode);
  const supplierId = code(input.supplierId);
  if (levelName === undefined || lengthCode === undefined || supplierId === undefined) return SAVED_LIST_MESSAGES.lineMissing;
  // Grades and lengths are the catalogue's (stock intake takes no others): a line of another could never match a lot.
  if (levelName !== null && !(STOCK_GRADES as readonly string[]).includes(levelName)) return SAVED_LIST_MESSAGES.gradeUnknown;
  if (lengthCode !== null && !STOCK_LENGTH_CODES.includes(lengthCode)) return SAVED_LIST_MESSAGES.lengthUnknown;
  const bunches = bunchesField.safeParse(input.bunches);
  if (!bunches.success) return SAVED_LIST_MESSAGES.bunchesRange;
  return { flwCode, levelName, lengthCode, supplierId, bunches: bunches.data };
}

/** A line, checked as `readLine` says. */
const lineField = z
  .custom<SavedListLineInput>(() => true)
  .transform((value, ctx): Line => {
    const line = readLine(value);
    return typeof line === 'string' ? refuse(ctx, value, line) : line;
  });

/** Lines: an array of at most 50 (more → 一张清单最多50行…); absent → []. Same-key lines are folded by the service. */
const linesField = z
  .custom<SavedListLineInput[]>(() => true)
  .optional()
  .transform((value, ctx): Line[] => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) return refuse(ctx, value, SAVED_LIST_MESSAGES.lineMissing);
    if (value.length > SAVED_LIST_LIMITS.linesPerList) return refuse(ctx, value, SAVED_LIST_MESSAGES.tooManyLines);
    const lines: Line[] = [];
    for (const item of value) {
      const line = readLine(item);
      if (typeof line === 'string') return refuse(ctx, item, line);
      lines.push(line);
    }
    return lines;
  });

// ---------------------------------------------------------------- answers

export const savedListLineSchema = entity({
  flwCode: z.string(),
  flwName: z.string(),
  cateName: z.string(),
  productImage: z.string(),
  /** Null: any grade, any length, any supplier. */
  levelName: z.string().nullable(),
  lengthCode: z.string().nullable(),
  /** The length as shown (35-40cm), '' for any. */
  lenthName: z.string(),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  bunches: whole,
  /** Stems per bunch of the variety (flwUnitno) and its unit (扎). */
  flwUnitno: whole,
  unitName: z.string(),
});

export const savedListSchema = entity({
  id: whole,
  name: z.string(),
  updatedAt: isoTime,
  lines: z.array(savedListLineSchema),
});

/** A list as the API answers it. */
export type SavedList = z.output<typeof savedListSchema>;

const listAnswer = answers(savedListSchema);

export const savedListEndpoints = endpoints('savedLists', {
  /** The buyer's lists, last changed first, each with its lines in order. */
  list: endpoint('GET', '/v1/lists', 'buyer', { querystring: nothing, response: answers(z.array(savedListSchema)) }),
  /**
   * Makes a list named `name` from `lines`, or from the cart (`fromCart`), or from one of the buyer's orders
   * (`fromOrder`, the order's mainId; its cancelled items left out). Lines of the same variety, grade, length and
   * supplier are one line (bunches summed).
   */
  create: endpoint('POST', '/v1/lists', 'buyer', {
    body: body({
      name: formValue<string>(),
      lines: linesField,
      fromCart: flag(),
      fromOrder: optionalInt({ msg: SAVED_LIST_MESSAGES.orderNotFound, code: 404 }),
    }),
    response: listAnswer,
  }),
  rename: endpoint('POST', '/v1/lists/rename', 'buyer', { body: body({ id: listId, name: formValue<string>() }), response: listAnswer }),
  remove: endpoint('POST', '/v1/lists/delete', 'buyer', { body: body({ id: listId }), response: answers(z.null()) }),
  /** Replaces the list's lines with `lines` (the editor's whole list; [] empties it). */
  replaceLines: endpoint('POST', '/v1/lists/lines', 'buyer', { body: body({ id: listId, lines: linesField }), response: listAnswer }),
  /** Adds one line (the product page): folded into a line of the same key, else appended. */
  addLine: endpoint('POST', '/v1/lists/add-line', 'buyer', { body: body({ id: listId, line: lineField }), response: listAnswer }),
  /** 买这张清单: the list's lines matched to today's lots, as the shared review sheet (one row per line, in order). */
  match: endpoint('POST', '/v1/lists/match', 'buyer', { body: body({ id: listId }), response: buySheetAnswer }),
});

export type SavedListCreateBody = z.input<typeof savedListEndpoints.create.schema.body>;
