import { ilike, or, type Column, type SQL } from 'drizzle-orm';

/** A LIKE/ILIKE pattern that finds `text` anywhere, read literally: `%`, `_` and `\` escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The desks' keyword search: rows where any of `columns` holds `text` anywhere, case-insensitively and read literally
 * (likePattern). The buyer lists of the catalogue write their own (hand-tuned SQL over aliased joins, services/catalog.ts).
 */
export function anyColumnHas(text: string, columns: readonly (Column | SQL)[]): SQL {
  const pattern = likePattern(text);
  return or(...columns.map((column) => ilike(column, pattern)))!;
}
