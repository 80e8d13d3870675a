/** Content: notices, adverts and uploads. */
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { buyers } from './accounts';

/** type: 1 news, 2 announcement. content is sanitised HTML. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    beginTime: ts('begin_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('notices_begin_idx').on(t.beginTime)],
);

export const adverts = pgTable('adverts', {
  id: serial('id').primaryKey(),
  position: text('position').notNull().default('top'),
  imageUrl: text('image_url').notNull(),
  pcLink: text('pc_link'),
  sort: smallint('sort').notNull().default(0),
});

/** Uploaded files (proof images, identity photos), stored on local disk under the data directory. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id').references(() => buyers.id),
    key: text('key').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_key_uq').on(t.key)],
);
