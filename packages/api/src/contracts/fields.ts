/**
 * The building blocks of every request contract (zod 4). The server uses each contract as its Fastify route
 * schema (validation and coercion before the handler); the apps import only the inferred types (`import type`),
 * so zod never reaches the browser.
 *
 * Rules:
 * - A refusal carries the spec's Chinese message and the envelope code it answers with (`refuse`); an issue
 *   without one answers the generic `REQUEST_INVALID_MSG` with code 400.
 * - Integers are read from numbers or digit strings (full-width digits too, as typed on Chinese keyboards) and
 *   bounded to what a PostgreSQL `integer` column holds (`INT4_MAX`).
 * - Fields a domain form schema (yup, `validateForm`) checks are `formValue`: the contract passes them through so the
 *   form schema answers its own messages in its own order.
 * - NUL characters and lone surrogates are refused for every route at the server's boundary (inputGuard.ts).
 */
import { parseQuantity } from '@huashi/domain';
import { z } from 'zod';

/** The largest value a PostgreSQL `integer` (int4) column holds. */
export const INT4_MAX = 2_147_483_647;

/** The message of a request the contract refuses without a field message of its own. */
export const REQUEST_INVALID_MSG = '请求参数有误';

/** The params of a contract refusal: the envelope code to answer with (read by the server's error handler). */
export type Refusal = { refusal: number };

type Ctx = { addIssue: (issue: { code: 'custom'; message: string; params: Refusal; input: unknown }) => void };

/** Adds the refusal `msg` (answered with envelope `code`, 400 unless said) and ends the field. */
export function refuse(ctx: Ctx, input: unknown, msg: string, code = 400): never {
  ctx.addIssue({ code: 'custom', message: msg, params: { refusal: code }, input });
  return z.NEVER;
}

/** Any value typed as `T` for the client: the transform after it decides what is accepted. */
const raw = <T>() => z.custom<T>(() => true);

/** A whole number ≥ 0 from a number or a digit string (full-width digits too), or null. */
export function wholeNumber(value: unknown): number | null {
  return typeof value === 'number' || typeof value === 'string' ? parseQuantity(value) : null;
}

type IntRule = {
  /** The message for a missing or malformed value, or one outside min…max. */
  msg: string;
  /** The envelope code of that refusal (400 unless said). */
  code?: number;
  /** Default 1 (ids). */
  min?: number;
  /** Default INT4_MAX. */
  max?: number;
  /** A different message for a value above max (e.g. 不能再多啦). */
  tooBigMsg?: string;
};

/** A required integer within min…max (default: an int4 id 1…2147483647), refused with the rule's message. */
export function int(rule: IntRule) {
  const min = rule.min ?? 1;
  const max = rule.max ?? INT4_MAX;
  return raw<number | string>().transform((value, ctx) => {
    const n = wholeNumber(value);
    if (n !== null && n > max && rule.tooBigMsg) return refuse(ctx, value, rule.tooBigMsg, rule.code);
    if (n === null || n < min || n > max) return refuse(ctx, value, rule.msg, rule.code);
    return n;
  });
}

/** An optional integer: absent, null or '' → null; otherwise as `int(rule)`. */
export function optionalInt(rule: IntRule) {
  const strict = int(rule);
  return raw<number | string | null>()
    .optional()
    .transform((value, ctx): number | null => {
      if (value === undefined || value === null || value === '') return null;
      const result = strict.safeParse(value);
      if (result.success) return result.data;
      return refuse(ctx, value, result.error.issues[0]?.message ?? rule.msg, rule.code);
    });
}

/** A list page or size: a whole number ≥ 1, else `fallback`; never above `max`. Lenient as list filters are. */
export function pageNumber(fallback: number, max: number) {
  return raw<number | string>()
    .optional()
    .transform((value) => {
      const n = wholeNumber(value);
      return n !== null && n >= 1 ? Math.min(n, max) : fallback;
    });
}

/** A back-office list's paging: page 1 unless named (at most 100,000), `limit` rows unless named (at most `max`). */
export function staffPaging(limit = 20, max = 100) {
  return { page: pageNumber(1, 100_000), limit: pageNumber(limit, max) };
}

/** A filter id: a whole number 1…max, else null (no filter; a caller may send null to say so). */
export function filterId(max = INT4_MAX) {
  return raw<number | string | null>()
    .optional()
    .transform((value) => {
      const n = wholeNumber(value);
      return n !== null && n >= 1 && n <= max ? n : null;
    });
}

/** Text of a filter or a field: trimmed and cut to `max` characters; a number becomes its digits; anything else ''. */
export function text(max = 60) {
  return raw<string | number>()
    .optional()
    .transform((value) => (typeof value === 'string' ? value.trim().slice(0, max) : typeof value === 'number' ? String(value) : ''));
}

/** true, 1, '1' or 'true' → true; anything else false. */
export function flag() {
  return raw<boolean | 0 | 1 | '0' | '1' | 'true' | 'false'>()
    .optional()
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true');
}

/** One of `values`, else undefined (an unknown sort or filter is ignored, as before). */
export function oneOf<const T extends readonly string[]>(values: T) {
  return raw<T[number]>()
    .optional()
    .transform((value): T[number] | undefined => (values.includes(value as string) ? (value as T[number]) : undefined));
}

/** A field a domain form schema (yup) checks: passed through untouched, so the form answers the spec's message. */
export function formValue<T = string | number>() {
  return raw<T | null>().optional();
}

/**
 * A request body: anything but a plain object counts as `{}` (a missing body, an array, a JSON string), so every
 * field's own message answers, never a generic one. Unknown fields are dropped.
 */
export function body<S extends z.ZodRawShape>(shape: S) {
  const schema = z.object(shape);
  return z.preprocess(
    (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}),
    schema,
  ) as unknown as z.ZodType<z.output<typeof schema>, z.input<typeof schema>>;
}

/** A query string (GET): the same reading as `body`. */
export const query = body;

/** A request that carries nothing: whatever is sent is ignored. */
export const nothing = body({});

/**
 * The region of an address as the forms send it (province, city and district codes with their names), passed
 * through to the domain's form schemas: the first address format and the account opening (/dredge) share it.
 */
export function regionFields() {
  return {
    addrPid: formValue<string>(),
    addrPname: formValue<string>(),
    addrCid: formValue<string>(),
    addrCname: formValue<string>(),
    addrZid: formValue<string>(),
    addrZname: formValue<string>(),
  };
}
