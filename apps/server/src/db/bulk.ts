/**
 * Set-based statements for the hot write path (issue 19's group commit): a whole batch of rows in ONE statement whose
 * text does not depend on how many rows there are — `insert … select * from unnest($1::t1[], $2::t2[], …)` — so it is
 * prepared once per connection (a named statement) and reused by every batch, instead of a statement with thousands of
 * placeholders that Drizzle builds (and PostgreSQL parses and plans) anew for each batch.
 *
 * Values go through the column's own driver mapping (Drizzle's `mapToDriverValue`: dates, json, …), so a row reads the
 * same as one inserted with `db.insert(table).values(row)`.
 */
import { getTableColumns, getTableName, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client';

/** The element type of a column's array parameter (serial columns take plain integers). */
function arrayType(column: Column): string {
  const type = column.getSQLType();
  if (type === 'serial') return 'integer';
  if (type === 'bigserial') return 'bigint';
  return type;
}

const names = new Map<string, string>();

/** A stable statement name per distinct text: PostgreSQL keeps named statements per connection, by name. */
export function statementName(prefix: string, text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `${prefix}_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/**
 * The prepared statement inserting `rows` into `table`: one parameter per column (an array of that column's values),
 * columns taken from the first row (every row of a batch comes from the same builder; a missing value is null).
 * Returns null when there is nothing to insert.
 */
export function unnestInsert<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): pg.QueryConfig | null {
  const first = rows[0];
  if (!first) return null;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => (first as Record<string, unknown>)[key] !== undefined);
  const text =
    `insert into "${getTableName(table)}" (${columns.map(([, c]) => `"${c.name}"`).join(', ')}) ` +
    `select * from unnest(${columns.map(([, c], i) => `$${i + 1}::${arrayType(c)}[]`).join(', ')})`;
  const values = columns.map(([key, column]) =>
    rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === undefined || value === null ? null : column.mapToDriverValue(value);
    }),
  );
  return { name: statementName('bulk', text), text, values };
}

/** A named (prepared) statement of a fixed text. */
export function prepared(prefix: string, text: string, values: unknown[]): pg.QueryConfig {
  return { name: statementName(prefix, text), text, values };
}

/**
 * A Drizzle prepared query per database handle: built once (and planned once per connection) instead of being built
 * again for every request. `build` gets the pool's Drizzle handle; call the result with `ctx.db` (never a transaction).
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const queries = new WeakMap<Db, Q>();
  return (db) => {
    let query = queries.get(db);
    if (!query) queries.set(db, (query = build(db)));
    return query;
  };
}
