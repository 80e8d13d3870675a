/** The market's staff (back office): accounts, their sessions, and the audit trail of every change they make. */
import type { StaffLoginStage, StaffRole } from '@huashi/domain';
import { bigserial, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { operatorSigns } from './operators';

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** What they log in with (letters, digits, . _ -), compared case-insensitively. */
    loginName: text('login_name').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A stopped account cannot log in and its sessions end. */
    disabledAt: ts('disabled_at'),
    /**
     * The second factor's TOTP secret (base32, as the authenticator app holds it); set at enrolment's start, in force
     * once `totpEnabledAt` is set. Stored as it is: the project keeps no key for encrypting rows (README, 两步验证).
     */
    totpSecret: text('totp_secret'),
    /** When the member confirmed the second factor with a code; null: not enrolled. */
    totpEnabledAt: ts('totp_enabled_at'),
    /** The last TOTP time step accepted for the account: a code of that step or an earlier one is a replay. */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_login_name_uq').on(t.loginName)],
);

/** Staff session tokens, stored hashed (never mixed with buyers' tokens). */
/** A staff_tokens row that only opens the dashboard's live stream (EventSource cannot send the bearer token). */
export const STAFF_LIVE_TICKET = 'live';

export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /**
     * full: a working session; code / enrol: the half session after the password (StaffLoginStage of domain); live:
     * a 今日概览 stream ticket (STAFF_LIVE_TICKET, routes/adminDashboard.ts), which never authorizes a call.
     */
    stage: text('stage').$type<StaffLoginStage | typeof STAFF_LIVE_TICKET>().notNull().default('full'),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_tokens_hash_uq').on(t.tokenHash), index('staff_tokens_staff_idx').on(t.staffId)],
);

/** A member's one-time recovery codes (ten at enrolment), stored hashed; `usedAt` set when one logs in. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_uq').on(t.staffId, t.codeHash)],
);

/**
 * One row per staff action that changed data, written in the same transaction as the change: who, when, what (an
 * action code such as `staff.create`), which entity and ids, and the rows before and after. An operator's price change
 * and order (/goodTp, issue 26) are written here too, naming the operator sign instead of a staff member.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who did it; null: the server's own command line (`npm run staff:create`). */
    staffId: integer('staff_id').references(() => staff.id),
    /** The operator sign that did it (/goodTp's price changes and orders); null for staff and the server's own. */
    operatorSignId: integer('operator_sign_id').references(() => operatorSigns.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityIds: jsonb('entity_ids').$type<(string | number)[]>().notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_staff_idx').on(t.staffId, t.createdAt)],
);
