/**
 * Suppliers' settlement (issue 31): the market's decision per claim to charge it back to the supplier, where a supplier
 * is paid, and the settlements themselves (draft → confirmed → paid). Rules: packages/domain/src/settlement.ts.
 */
import type { SettlementCarry, SettlementChargeBack, SettlementSale, SettlementStatus } from '@huashi/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { afterSales } from './afterSales';
import { suppliers } from './catalog';
import { createdAt, ts, updatedAt } from './columns';
import { staff } from './staff';

/**
 * A claim's charge-back decision (售后理赔 desk): charged back to the item's supplier or not, with a reason (required
 * when charged back). One row per claim; a later decision replaces it until a confirmed settlement holds the claim
 * (settlement_id set).
 */
export const claimChargeBacks = pgTable(
  'claim_charge_backs',
  {
    claimId: integer('claim_id')
      .primaryKey()
      .references(() => afterSales.id),
    /** The item's supplier, copied so a supplier's settlement reads its decisions by (supplier, decided_at). */
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    chargeBack: boolean('charge_back').notNull(),
    reason: text('reason').notNull().default(''),
    decidedAt: ts('decided_at').notNull(),
    decidedBy: integer('decided_by').references(() => staff.id),
    /** The confirmed settlement that charged it back; set at confirmation, and from then on the decision is final. */
    settlementId: integer('settlement_id').references((): AnyPgColumn => settlements.id),
  },
  (t) => [
    index('claim_charge_backs_open_idx')
      .on(t.supplierId, t.decidedAt)
      .where(sql`${t.settlementId} is null and ${t.chargeBack}`),
  ],
);

/** Where the market pays a supplier (the payout file's 收款账号, 户名, 开户银行); kept by 财务 at 供应商结算. */
export const supplierPayees = pgTable('supplier_payees', {
  supplierId: text('supplier_id')
    .primaryKey()
    .references(() => suppliers.id),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNo: text('account_no').notNull(),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by').references(() => staff.id),
});

/** The lines a settlement was computed from, kept with it (a confirmed settlement shows what it was confirmed on). */
export type SettlementLines = { sales: SettlementSale[]; chargeBacks: SettlementChargeBack[]; carries?: SettlementCarry[] };

/**
 * One supplier's settlement for a period of auction dates [period_from, period_to]. A draft is recomputed whenever
 * the desk generates the period again; confirming recomputes it a last time and locks figures and lines: a
 * confirmed or paid settlement is never written again but to mark it paid.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: serial('id').primaryKey(),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    status: text('status').$type<SettlementStatus>().notNull().default('draft'),
    bundles: integer('bundles').notNull(),
    stems: integer('stems').notNull(),
    salesFen: bigint('sales_fen', { mode: 'number' }).notNull(),
    chargeBackFen: bigint('charge_back_fen', { mode: 'number' }).notNull(),
    commissionBp: integer('commission_bp').notNull(),
    commissionFen: bigint('commission_fen', { mode: 'number' }).notNull(),
    owedFen: bigint('owed_fen', { mode: 'number' }).notNull(),
    /** 上期结欠 it starts with (≤ 0): earlier settlements' shortfalls, in its lines' carries. */
    carriedFen: bigint('carried_fen', { mode: 'number' }).notNull().default(0),
    /** A confirmed settlement that owed less than nothing: the later confirmed one that took its shortfall over. */
    carriedIntoId: integer('carried_into_id').references((): AnyPgColumn => settlements.id),
    lines: jsonb('lines').$type<SettlementLines>().notNull(),
    /** When the figures were last computed (a draft's refresh, or the confirmation). */
    computedAt: ts('computed_at').notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => staff.id),
    confirmedAt: ts('confirmed_at'),
    confirmedBy: integer('confirmed_by').references(() => staff.id),
    paidAt: ts('paid_at'),
    paidBy: integer('paid_by').references(() => staff.id),
    /** The bank's reference of the transfer (流水号), given when marked paid. */
    bankReference: text('bank_reference'),
  },
  (t) => [
    uniqueIndex('settlements_supplier_period_uq').on(t.supplierId, t.periodFrom, t.periodTo),
    index('settlements_period_idx').on(t.periodFrom, t.periodTo),
    index('settlements_status_idx').on(t.status),
    check('settlements_status', sql`${t.status} in ('draft','confirmed','paid')`),
    check('settlements_period', sql`${t.periodFrom} <= ${t.periodTo}`),
  ],
);
