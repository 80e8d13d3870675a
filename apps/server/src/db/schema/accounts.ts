/** Settings and buyers: accounts, tokens, SMS codes, throttling events and member levels. */
import { ACCOUNT_REGISTERED_STATUS, type AccountStatus } from '@huashi/domain';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, ts, bigFen } from './columns';

/** Server-held secrets and generated keys (RSA key pair, HMAC secrets), created on first start. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

export const buyers = pgTable(
  'buyers',
  {
    id: serial('id').primaryKey(),
    /** Login phone (userName in the spec's login payload may be this or accountNo). */
    phone: text('phone').notNull(),
    /** Account number shown to the buyer, e.g. HS100001. */
    accountNo: text('account_no').notNull(),
    nickName: text('nick_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 1 registered, 2 opened (account opened via /dredge). */
    status: smallint('status').$type<AccountStatus>().notNull().default(ACCOUNT_REGISTERED_STATUS),
    userType: text('user_type').notNull().default('buyer'),
    memberLevel: smallint('member_level').notNull().default(0),
    /** Member discount in tenths of a 折: 95 means 9.5折 (pay 95%); 100 means none. */
    memberDiscountTenths: smallint('member_discount_tenths').notNull().default(100),
    memberCoupon: boolean('member_coupon').notNull().default(false),
    buyerType: text('buyer_type'),
    regionProvinceId: text('region_province_id'),
    regionProvince: text('region_province'),
    regionCityId: text('region_city_id'),
    regionCity: text('region_city'),
    regionDistrictId: text('region_district_id'),
    regionDistrict: text('region_district'),
    detailAddress: text('detail_address'),
    inviteCode: text('invite_code'),
    createOs: text('create_os'),
    balanceFen: bigFen('balance_fen'),
    frozenFen: bigFen('frozen_fen'),
    /** Savings from member prices, for the membership panel. */
    savingsFen: bigFen('savings_fen'),
    /** The buyer's customer manager (客户经理, issue 26): set by 客服 or 管理员 on the 买家 desk, both or neither. */
    managerName: text('manager_name'),
    managerPhone: text('manager_phone'),
    customerQr: text('customer_qr'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('buyers_phone_uq').on(t.phone),
    uniqueIndex('buyers_account_no_uq').on(t.accountNo),
    check('buyers_balance_nonneg', sql`${t.balanceFen} >= 0`),
    check('buyers_frozen_nonneg', sql`${t.frozenFen} >= 0`),
  ],
);

/** Opaque tokens, stored hashed. kind: session (hxmToken) or public (one-time /elseLogin token). */
export const buyerTokens = pgTable(
  'buyer_tokens',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').notNull().default('session'),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('buyer_tokens_hash_uq').on(t.tokenHash), index('buyer_tokens_buyer_idx').on(t.buyerId)],
);

/** SMS verification codes (hashed), one row a send. purpose: one of SMS_PURPOSES (reg, reset, password, withdraw, login). */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);

/** Throttling events (failed logins, SMS sends) keyed by account or IP. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_events_key_idx').on(t.key, t.createdAt)],
);

export const memberLevels = pgTable('member_levels', {
  level: smallint('level').primaryKey(),
  cillText: text('cill_text').notNull(),
  discountText: text('discount_text').notNull(),
  couponText: text('coupon_text').notNull(),
  discountTenths: smallint('discount_tenths').notNull(),
});
