import { ilike, like, or, type Column, type SQL } from 'drizzle-orm';

/** A LIKE/ILIKE pattern that finds `text` anywhere, read literally: `%`, `_` and `\` escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether `text` has no letter with a case (digits, Chinese, punctuation): then LIKE finds exactly the rows ILIKE
 * finds. Issue 30: PostgreSQL's ILIKE folds the case of every row's text (multibyte, by the locale) before it
 * compares — on 订单履约's rush day (57,516 orders) ILIKE on the order number and phone took 190–260 ms where LIKE took
 * 23–44 ms (same moment, load 16–19). The desks' keywords are mostly numbers, phones and Chinese variety names.
 */
export function caseless(text: string): boolean {
  return text.toLowerCase() === text && text.toUpperCase() === text;
}

/** `column` holds `text` anywhere, case-insensitively and read literally: ILIKE, or LIKE when `text` is caseless. */
export function columnHas(column: Column | SQL, text: string): SQL {
  return (caseless(text) ? like : ilike)(column, likePattern(text));
}

/**
 * The desks' keyword search: rows where any of `columns` holds `text` anywhere, case-insensitively and read literally
 * (likePattern). The buyer lists of the catalogue write their own (hand-tuned SQL over aliased joins, services/catalog.ts).
 */
export function anyColumnHas(text: string, columns: readonly (Column | SQL)[]): SQL {
  return or(...columns.map((column) => columnHas(column, text)))!;
}
