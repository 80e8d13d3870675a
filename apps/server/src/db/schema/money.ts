/** Identity and money: real-name records, bank cards, top-ups and withdrawals. */
import type { RealNameStatus } from '@huashi/domain';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { buyers } from './accounts';

/** status: 0 reviewing, 1 verified, 9 rejected. expiredTime "2" means permanent. */
export const realNameRecords = pgTable(
  'real_name_records',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    realName: text('real_name').notNull(),
    realIdNumber: text('real_id_number').notNull(),
    startTime: text('start_time').notNull(),
    expiredTime: text('expired_time').notNull(),
    frontImage: text('front_image').notNull(),
    behindImage: text('behind_image').notNull(),
    status: smallint('status').$type<RealNameStatus>().notNull().default(0),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    processedAt: ts('processed_at'),
  },
  (t) => [
    index('real_name_buyer_idx').on(t.buyerId),
    /** One ID number is verified on one account at most (two approvals at once: the second fails here). */
    uniqueIndex('real_name_verified_id_uq')
      .on(t.realIdNumber)
      .where(sql`status = 1`),
    index('real_name_id_number_idx').on(t.realIdNumber),
  ],
);

export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    cardName: text('card_name').notNull(),
    cardNumber: text('card_number').notNull(),
    bankName: text('bank_name').notNull(),
    bankCode: text('bank_code').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    area: text('area').notNull(),
    bankBranch: text('bank_branch').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_cards_buyer_uq').on(t.buyerId)],
);

/** Top-ups through the payment gateway (local adapter: a sandbox). status: pending, paid, expired. */
export const recharges = pgTable(
  'recharges',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    outTradeNo: text('out_trade_no').notNull(),
    payFeeFen: bigint('pay_fee_fen', { mode: 'number' }).notNull(),
    payWay: text('pay_way').notNull(),
    status: text('status').notNull().default('pending'),
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recharges_trade_no_uq').on(t.outTradeNo), index('recharges_buyer_idx').on(t.buyerId)],
);

/** Withdrawals to the bound bank card. status: pending, paid, failed. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    feeFen: integer('fee_fen').notNull(),
    status: text('status').notNull().default('pending'),
    /** Why 财务 rejected it (shown to the buyer beside 已驳回). */
    rejectReason: text('reject_reason'),
    /** When and by which staff member it was paid out or rejected. */
    processedAt: ts('processed_at'),
    processedBy: integer('processed_by'),
    createdAt: createdAt(),
  },
  (t) => [index('withdrawals_buyer_idx').on(t.buyerId)],
);
