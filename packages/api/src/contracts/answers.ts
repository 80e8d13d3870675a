/**
 * The building blocks of every response contract (zod 4). Each endpoint's contract in `contracts/<area>.ts` names its
 * answer next to its request (`response: answers(schema)`), and the types the apps use are inferred from those
 * schemas (`types.ts`, the client modules): no answer type is written twice.
 *
 * Rules:
 * - Every answer is the envelope `{code, msg, data}` (`envelope`). `data` is checked against the contract only on
 *   success (code 200): a refusal (HTTP 200 with its own code) carries the refusal's data (null, or e.g. the seconds to
 *   wait of a refused resend), which the refusal's thrower owns.
 * - Objects are strict (`entity`): a field the contract does not name is a mismatch, not silently sent.
 * - Money crosses the wire as yuan strings with 2 decimals (`yuan`); 0/1 flags as numbers (`bit`) or strings
 *   (`bitText`) as the spec has them; times are "YYYY-MM-DD HH:mm:ss" (Asia/Shanghai) unless named epoch or ISO.
 * - No transforms or defaults: the server sends its own value, the contract only checks it (the server's check in
 *   development and test is `apps/server/src/http/responses.ts`; production sends without checking).
 */
import { z } from 'zod';

/** Yuan with 2 decimals, e.g. "12.30" (a refund or adjustment may be negative). */
export const yuan = z.string().regex(/^-?\d+\.\d{2}$/, 'yuan with 2 decimals, e.g. "12.30"');

/** A 0/1 flag as the spec's payloads carry it. */
export const bit = z.union([z.literal(0), z.literal(1)]);

/** A '0'/'1' flag written as text (as some of the spec's payloads have it). */
export const bitText = z.enum(['0', '1']);

/** A whole number (counts, ids, quantities). */
export const whole = z.number().int();

/** Epoch seconds. */
export const epochSeconds = z.number().int().nonnegative();

/** Epoch milliseconds. */
export const epochMs = z.number().int().nonnegative();

/** A time as the spec writes it: "YYYY-MM-DD HH:mm:ss" in Asia/Shanghai. */
export const shanghaiTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'a time "YYYY-MM-DD HH:mm:ss"');

/** A time that may not have happened yet: "YYYY-MM-DD HH:mm:ss", or '' until then. */
export const laterTime = z.union([shanghaiTime, z.literal('')]);

/** An ISO 8601 instant (ours, outside the spec's payloads), e.g. "2026-11-17T03:45:00.000Z". */
export const isoTime = z.iso.datetime({ offset: true });

/** A trading zone: A limited-time direct supply, C all-day. */
export const zone = z.enum(['A', 'C']);

/** A numeric code of a domain table (e.g. LOGIS_TYPES → 1 | 2): the type and the values come from the table. */
export function codeOf<T extends Record<number, string>>(table: T) {
  return z.custom<keyof T & number>((value) => typeof value === 'number' && Object.hasOwn(table, value), 'not a code of its table');
}

/** A strict object: the answer carries exactly these fields. */
export const entity = z.strictObject;

/** A page of rows (§3): `{list, pages: {total}}`. */
export function paged<T extends z.ZodType>(row: T) {
  return entity({ list: z.array(row), pages: entity({ total: whole }) });
}

/** A page of a back-office list (ours): the rows and the total the server counted, `{list, total}`. */
export function staffPage<T extends z.ZodType>(row: T) {
  return entity({ list: z.array(row), total: whole });
}

/** The answer's envelope as the contract declares it: data is the contract's on success. */
export type Envelope<T> = { code: number; msg: string; data: T };

/**
 * The envelope `{code, msg, data}` around `data`: checked against `data` when code is 200 (a success); a refusal's
 * data (another code) is the refusal's own.
 */
export function envelope<T extends z.ZodType>(data: T): z.ZodType<Envelope<z.output<T>>> {
  return entity({ code: whole, msg: z.string(), data: z.unknown() }).superRefine((answer, ctx) => {
    if (answer.code !== 200) return;
    const result = data.safeParse(answer.data);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['data', ...issue.path], input: answer.data });
    }
  }) as unknown as z.ZodType<Envelope<z.output<T>>>;
}

/** The response part of a route schema: HTTP 200 answers the envelope around `data`. */
export function answers<T extends z.ZodType>(data: T) {
  return { 200: envelope(data) } as const;
}

/** The media type of an Excel workbook (.xlsx): the buyer's order export and the desks' exports. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Marks a schema as a file the route sends itself (not JSON, not serialised): the export download, the media SVGs. */
export const FILE_ANSWER = 'huashi.file';

/**
 * A file answer of `contentType` (a Buffer, a string or a stream the route sends with that type): declared so every route
 * says what it answers, exempt from the JSON check (Fastify does not serialise a Buffer or a typed string).
 */
export function file(contentType: string) {
  return z.custom<Uint8Array | string | AsyncIterable<Uint8Array>>(() => true).meta({ [FILE_ANSWER]: contentType });
}
