/**
 * Saved lists (常购清单, issue 32): a buyer's named lists and their lines. The limits (20 lists a buyer, 50 lines a
 * list, 1–9999 bunches, names of 1–20 characters) are packages/domain savedLists.ts; the database holds the two that
 * concurrent calls could break — one name per buyer (unique index) and bunches in range (check) — and the service
 * counts lists under a lock on the buyer's row.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { buyers } from './accounts';
import { suppliers, varieties } from './catalog';

export const savedLists = pgTable(
  'saved_lists',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('saved_lists_buyer_name_uq').on(t.buyerId, t.name)],
);

/** A line: a variety, and optionally its grade, length and supplier (null: any), and the bunches wanted. */
export const savedListLines = pgTable(
  'saved_list_lines',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => savedLists.id, { onDelete: 'cascade' }),
    /** Order of the line in its list (0 first). */
    position: smallint('position').notNull(),
    flwCode: text('flw_code')
      .notNull()
      .references(() => varieties.flwCode),
    levelName: text('level_name'),
    lengthCode: text('length_code'),
    supplierId: text('supplier_id').references(() => suppliers.id),
    bunches: integer('bunches').notNull(),
  },
  (t) => [
    index('saved_list_lines_list_idx').on(t.listId, t.position),
    check('saved_list_lines_bunches', sql`${t.bunches} between 1 and 9999`),
  ],
);
