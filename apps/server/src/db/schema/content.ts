/** Content: notices, adverts and uploads. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { buyers } from './accounts';
import { staff } from './staff';

/** type: 1 news, 2 announcement. content is sanitised HTML. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    beginTime: ts('begin_time').notNull(),
    /** Hidden from buyers when false (a draft or a withdrawn notice). */
    published: boolean('published').notNull().default(true),
    updatedAt: ts('updated_at'),
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
  /** The banner's alt text and whether it is shown on the buyer's home. */
  title: text('title').notNull().default(''),
  published: boolean('published').notNull().default(true),
  /** The upload key of a banner uploaded at 内容发布 (null for seeded pictures). */
  uploadKey: text('upload_key'),
});

/**
 * Uploaded images (claim proofs, identity cards, lot photos, banners), re-encoded by the server and kept by the
 * upload storage (local disk under DATA_DIR by default). The key is the server's; the thumbnail is `<key>.thumb.webp`.
 * An upload nothing attached within 24 hours is removed by a job.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** Who uploaded it: a buyer or a staff member (exactly one). */
    buyerId: integer('buyer_id').references(() => buyers.id),
    staffId: integer('staff_id').references(() => staff.id),
    /** One of UPLOAD_PREFIXES (what the image is for). */
    prefix: text('prefix').notNull().default('after-sales'),
    /** Private images (claims, identity cards) are served only to their buyer and to staff. */
    private: boolean('private').notNull().default(true),
    key: text('key').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Set when a claim, identity submission or lot takes it; unattached uploads older than a day are removed. */
    attachedAt: ts('attached_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_key_uq').on(t.key),
    index('uploads_unattached_idx')
      .on(t.createdAt)
      .where(sql`attached_at is null`),
  ],
);
