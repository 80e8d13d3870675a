/**
 * The database schema: every entity of spec §3.
 * Money is integer fen (bigint where sums can grow large); quantities are integers
 * (stems or bundles, named in each column). Times are timestamptz; auction dates are
 * calendar dates in Asia/Shanghai. Migrations are generated from this file by drizzle-kit
 * (`npm run db:generate`) and committed under apps/server/drizzle/.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });
const bigFen = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

// ---------------------------------------------------------------- settings

/** Server-held secrets and generated keys (RSA key pair, HMAC secrets), created on first start. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- buyers

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
    status: smallint('status').notNull().default(1),
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

/** SMS verification codes (hashed), one row a send. purpose: reg, reset, password, withdraw. */
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

// ---------------------------------------------------------------- catalog

export const suppliers = pgTable(
  'suppliers',
  {
    /** Supplier code shown to buyers, e.g. A1023. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** A flower growers (direct supply), B flower agents, C floor-price suppliers (all-day). */
    type: char('type', { length: 1 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('suppliers_type_idx').on(t.type)],
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
    session: char('session', { length: 1 }).notNull(),
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

// ---------------------------------------------------------------- cart and orders

/** Cart items keep no stock: stock is taken only when an order commits. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stockLots.id),
    /** Batches (pi) wanted. */
    buyPi: integer('buy_pi').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_buyer_stock_uq').on(t.buyerId, t.stockId), check('cart_items_pi_pos', sql`${t.buyPi} > 0`)],
);

/** Order main. status: 1/2 订单配货中, 3 订单待发货, 4 订单已发货, 5 订单已完成. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    status: smallint('status').notNull().default(1),
    session: char('session', { length: 1 }).notNull(),
    auctionDate: date('auction_date', { mode: 'string' }).notNull(),
    rcvUser: text('rcv_user').notNull(),
    rcvPhone: text('rcv_phone').notNull(),
    rcvPname: text('rcv_pname').notNull(),
    rcvCname: text('rcv_cname').notNull(),
    rcvZname: text('rcv_zname').notNull(),
    rcvAddress: text('rcv_address').notNull(),
    /** 1 self-pickup, 2 agent collection. */
    deliveryType: smallint('delivery_type').notNull(),
    deliveryName: text('delivery_name'),
    logisCode: text('logis_code'),
    logisName: text('logis_name'),
    logisNumber: text('logis_number'),
    orderNotice: text('order_notice'),
    preWeightGrams: integer('pre_weight_grams').notNull().default(0),
    realWeightGrams: integer('real_weight_grams'),
    checkTime: ts('check_time'),
    feeGoods: bigFen('fee_goods'),
    feeLogis: bigFen('fee_logis'),
    feeBox: bigFen('fee_box'),
    feeDiscount: bigFen('fee_discount'),
    feeCoupon: bigFen('fee_coupon'),
    feeMember: bigFen('fee_member'),
    feePayment: bigFen('fee_payment'),
    commission: bigFen('commission'),
    feeDeliveryReal: bigFen('fee_delivery_real'),
    feeShort: bigFen('fee_short'),
    couponCode: text('coupon_code'),
    /** Set when the goods were received/shown: after-sales opens from then. */
    showTime: ts('show_time'),
    confirmedAt: ts('confirmed_at'),
    /** Who placed it: buyer, or operator:<signId>. */
    placedBy: text('placed_by').notNull().default('buyer'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('orders_buyer_status_idx').on(t.buyerId, t.status),
    check('orders_payment_nonneg', sql`${t.feePayment} >= 0`),
  ],
);

/** backStatus: 0 no action, 1 may apply for cancellation, 2 under review, 3 cancellation failed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stockLots.id),
    flwCode: text('flw_code').notNull(),
    flwName: text('flw_name').notNull(),
    cateName: text('cate_name').notNull(),
    levelName: text('level_name').notNull(),
    lengthCode: text('length_code').notNull(),
    openCode: text('open_code').notNull(),
    supplierId: text('supplier_id').notNull(),
    supplierName: text('supplier_name').notNull(),
    productImage: text('product_image').notNull(),
    /** Unit price per stem in fen at purchase time (after member discount). */
    buyPriceFen: integer('buy_price_fen').notNull(),
    stemsPerBunch: smallint('stems_per_bunch').notNull(),
    /** Bundles bought (buyQty) and stems (buyQtyall). */
    buyQty: integer('buy_qty').notNull(),
    buyQtyAll: integer('buy_qty_all').notNull(),
    feeGoods: bigFen('fee_goods'),
    feeDiscount: bigFen('fee_discount'),
    weightGrams: integer('weight_grams').notNull(),
    backStatus: smallint('back_status').notNull().default(1),
    /** -1 none filed; otherwise the after-sales record status. */
    afterSalesStatus: smallint('after_sales_status').notNull().default(-1),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_flw_name_idx').on(t.flwName)],
);

/** Balance ledger: every change of a buyer's balance, signed. */
export const balanceLedger = pgTable(
  'balance_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    ioValueFen: bigint('io_value_fen', { mode: 'number' }).notNull(),
    ioNotice: text('io_notice').notNull(),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    createdAt: createdAt(),
  },
  (t) => [index('balance_ledger_buyer_idx').on(t.buyerId, t.createdAt)],
);

/** The purchase sign is the idempotency key: the first answer is kept and returned again. */
export const purchaseRequests = pgTable('purchase_requests', {
  sign: text('sign').primaryKey(),
  buyerId: integer('buyer_id')
    .notNull()
    .references(() => buyers.id),
  response: jsonb('response').notNull(),
  createdAt: createdAt(),
});

/** useLimit: 1 all sessions, 2 limited-time (A), 3 all-day (C). */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    couponCode: text('coupon_code').notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    setValueFen: integer('set_value_fen').notNull(),
    minAmountFen: integer('min_amount_fen').notNull().default(0),
    useLimit: smallint('use_limit').notNull().default(1),
    flowerRule: text('flower_rule'),
    endTime: ts('end_time').notNull(),
    usedAt: ts('used_at'),
    usedOrderId: integer('used_order_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_code_uq').on(t.couponCode), index('coupons_buyer_idx').on(t.buyerId)],
);

// ---------------------------------------------------------------- addresses

/**
 * A buyer's delivery address. One table serves both formats of §3: the first format
 * (contactUser, logisType, logisWay) and the cp6 format (receiverName, deliveryType,
 * receiverType) are two views of the same row. Exactly one default per buyer is enforced
 * by a partial unique index.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    contactUser: text('contact_user').notNull(),
    contactPhone: text('contact_phone').notNull(),
    provinceId: text('province_id').notNull(),
    provinceName: text('province_name').notNull(),
    cityId: text('city_id').notNull(),
    cityName: text('city_name').notNull(),
    districtId: text('district_id').notNull(),
    districtName: text('district_name').notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** 1 self-pickup, 2 provider/agent collects (logisType = deliveryType). */
    logisType: smallint('logis_type').notNull(),
    logisName: text('logis_name'),
    /** First format: 1 rail, 2 air, 3 road, 4 express; null for self-pickup. */
    logisWay: smallint('logis_way'),
    /** cp6 format: 1 cold-chain to shop, 2 air, 3 road cold-chain, 4 express, 0 none. */
    receiverType: smallint('receiver_type').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_buyer_idx').on(t.buyerId),
    uniqueIndex('addresses_one_default_uq')
      .on(t.buyerId)
      .where(sql`${t.isDefault}`),
  ],
);

// ---------------------------------------------------------------- identity and money

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
    status: smallint('status').notNull().default(0),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    processedAt: ts('processed_at'),
  },
  (t) => [index('real_name_buyer_idx').on(t.buyerId)],
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
    createdAt: createdAt(),
  },
  (t) => [index('withdrawals_buyer_idx').on(t.buyerId)],
);

// ---------------------------------------------------------------- after-sales

/** status: 0 等待处理, 1 处理中, 2 处理失败, 8/9 待赔付, 10 已赔付. */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => orderItems.id),
    asType: text('as_type').notNull(),
    asTypeName: text('as_type_name').notNull(),
    asQty: integer('as_qty').notNull(),
    asReason: text('as_reason').notNull(),
    asImages: jsonb('as_images').$type<string[]>().notNull(),
    status: smallint('status').notNull().default(0),
    asNotice: text('as_notice'),
    realAmountFen: bigint('real_amount_fen', { mode: 'number' }),
    createdAt: createdAt(),
    processedAt: ts('processed_at'),
  },
  (t) => [uniqueIndex('after_sales_item_uq').on(t.itemId), index('after_sales_buyer_idx').on(t.buyerId, t.createdAt)],
);

// ---------------------------------------------------------------- content

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

// ---------------------------------------------------------------- operators

/** Operator access: a server-issued, expiring, HMAC-signed sign (stored hashed). */
export const operatorSigns = pgTable(
  'operator_signs',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    signHash: text('sign_hash').notNull(),
    editDifferAmount: boolean('edit_differ_amount').notNull().default(false),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_signs_hash_uq').on(t.signHash)],
);

/** The operator's allocation cart (调配购物车) for one buyer. */
export const allocationCartItems = pgTable(
  'allocation_cart_items',
  {
    id: serial('id').primaryKey(),
    operatorSignId: integer('operator_sign_id')
      .notNull()
      .references(() => operatorSigns.id),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stockLots.id),
    buyQty: integer('buy_qty').notNull(),
    salePriceFen: integer('sale_price_fen').notNull(),
    differAmountFen: integer('differ_amount_fen').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('allocation_cart_sign_stock_uq').on(t.operatorSignId, t.stockId)],
);
