/** The catalogue: suppliers (and their sessions), styles, categories, varieties, the day's lots and follows. */
import type { SessionType } from '@huashi/domain';
import { sql } from 'drizzle-orm';
import { boolean, char, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { buyers } from './accounts';

export const suppliers = pgTable(
  'suppliers',
  {
    /** Supplier code shown to buyers, e.g. A1023. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** A flower growers (direct supply), B flower agents, C floor-price suppliers (all-day). */
    type: char('type', { length: 1 }).notNull(),
    /**
     * The supplier's own login (issue 31): a mainland mobile (normalised) and a scrypt hash of the password staff set
     * at 入库管理. Both null: the supplier has no login yet.
     */
    phone: text('phone'),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('suppliers_type_idx').on(t.type),
    uniqueIndex('suppliers_phone_uq')
      .on(t.phone)
      .where(sql`phone is not null`),
  ],
);

/** A supplier's session tokens, stored hashed (never mixed with buyers' or staff's: each guard reads its own table). */
export const supplierTokens = pgTable(
  'supplier_tokens',
  {
    id: serial('id').primaryKey(),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('supplier_tokens_hash_uq').on(t.tokenHash), index('supplier_tokens_supplier_idx').on(t.supplierId)],
);

export const styles = pgTable('styles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    styleId: integer('style_id')
      .notNull()
      .references(() => styles.id),
    name: text('name').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('categories_style_idx').on(t.styleId)],
);

export const varieties = pgTable(
  'varieties',
  {
    flwCode: text('flw_code').primaryKey(),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Stems per bunch (flwUnitno). */
    stemsPerBunch: smallint('stems_per_bunch').notNull(),
    /** Unit name (flwUnitname), e.g. 扎. */
    unitName: text('unit_name').notNull().default('扎'),
    /** Weight of one bunch in grams (flwWeight is shown in kg). */
    weightGrams: integer('weight_grams').notNull(),
    image: text('image').notNull(),
    recommended: boolean('recommended').notNull().default(false),
    description: text('description'),
  },
  (t) => [index('varieties_category_idx').on(t.categoryId), index('varieties_name_idx').on(t.name)],
);

/** One supplier's lot of one variety for one auction date and session (A or C). */
export const stockLots = pgTable(
  'stock_lots',
  {
    id: serial('id').primaryKey(),
    auctionDate: date('auction_date', { mode: 'string' }).notNull(),
    session: char('session', { length: 1 }).$type<SessionType>().notNull(),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    flwCode: text('flw_code')
      .notNull()
      .references(() => varieties.flwCode),
    levelName: text('level_name').notNull(),
    /** Length code of the §3 length map, e.g. "40" (shown 35-40cm). */
    lengthCode: text('length_code').notNull(),
    /** Openness code of the §3 openness map, e.g. "3度" (shown 2-3度). */
    openCode: text('open_code').notNull(),
    stemsPerBunch: smallint('stems_per_bunch').notNull(),
    /** Basic sale quantity: bunches per batch (pi). */
    basicSaleNo: smallint('basic_sale_no').notNull().default(1),
    packageName: text('package_name').notNull(),
    positionNo: text('position_no').notNull(),
    /** Stock in stems; never below zero. */
    nowStock: integer('now_stock').notNull(),
    /** Sale price per stem in fen. */
    salePriceFen: integer('sale_price_fen').notNull(),
    /** Settlement price per stem in fen (sourcePrice). */
    sourcePriceFen: integer('source_price_fen').notNull(),
    /** Product coefficient in fen (differAmount). */
    differAmountFen: integer('differ_amount_fen').notNull().default(0),
    meritName: text('merit_name'),
    /** Selling point or defect (salepointName). */
    salepointName: text('salepoint_name'),
    /** Packing fee per kg in fen. */
    feeBoxPerKgFen: integer('fee_box_per_kg_fen').notNull().default(0),
    /** Activity discount in percent off goods (0 none) with its rule text. */
    activityPercent: smallint('activity_percent').notNull().default(0),
    /**
     * The activity's threshold: the discount applies to a line of at least this many bunches (0 = any quantity).
     * The rule text shown is derived from (minBunches, percent) by `activityRuleText` in domain; the stored
     * activity_rule_text is only a copy written with it and is never read for display.
     */
    activityMinBunches: smallint('activity_min_bunches').notNull().default(0),
    activityRuleText: text('activity_rule_text'),
    /** Above 0: transferred in from another lot. */
    fromStockId: integer('from_stock_id').notNull().default(0),
    /** The lot's photo: an upload key (prefix lot), shown to buyers instead of the variety's illustration. */
    photoKey: text('photo_key'),
    /** Written by staff at 入库管理 (form or CSV import); null for the generated demo stock. */
    enteredBy: integer('entered_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('stock_lots_stock_nonneg', sql`${t.nowStock} >= 0`),
    check('stock_lots_session', sql`${t.session} in ('A','C')`),
    index('stock_lots_date_session_flw_idx').on(t.auctionDate, t.session, t.flwCode),
    index('stock_lots_date_supplier_idx').on(t.auctionDate, t.supplierId),
    index('stock_lots_date_price_idx').on(t.auctionDate, t.salePriceFen),
  ],
);

export const follows = pgTable(
  'follows',
  {
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    flwCode: text('flw_code')
      .notNull()
      .references(() => varieties.flwCode),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.flwCode] })],
);
