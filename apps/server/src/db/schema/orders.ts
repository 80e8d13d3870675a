/** Cart and orders: cart lines, orders and their items, the balance ledger, purchase signs and coupons. */
import {
  AFTER_SALES_NONE,
  BACK_STATUS_CAN_APPLY,
  ORDER_PLACED_STATUS,
  type BackStatus,
  type CouponUseLimit,
  type ItemAfterSalesStatus,
  type LedgerSource,
  type LogisType,
  type OrderStatus,
  type SessionType,
} from '@huashi/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ts, bigFen } from './columns';
import { buyers } from './accounts';
import { stockLots } from './catalog';

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
    status: smallint('status').$type<OrderStatus>().notNull().default(ORDER_PLACED_STATUS),
    session: char('session', { length: 1 }).$type<SessionType>().notNull(),
    auctionDate: date('auction_date', { mode: 'string' }).notNull(),
    rcvUser: text('rcv_user').notNull(),
    rcvPhone: text('rcv_phone').notNull(),
    rcvPname: text('rcv_pname').notNull(),
    rcvCname: text('rcv_cname').notNull(),
    rcvZname: text('rcv_zname').notNull(),
    rcvAddress: text('rcv_address').notNull(),
    /** 1 self-pickup, 2 agent collection. */
    deliveryType: smallint('delivery_type').$type<LogisType>().notNull(),
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
    /** When the order was completed (→ 5), by the buyer's 确认收货, by staff or by the 72-hour job. */
    completedAt: ts('completed_at'),
    /** Who completed it: buyer, staff:<id> or auto (the job). */
    completedBy: text('completed_by'),
    /** Who placed it: buyer, or operator:<signId>. */
    placedBy: text('placed_by').notNull().default('buyer'),
    /**
     * When it was paid. Null only for an order an operator placed unpaid (/cp6/order/submit pay 0, 待付款): its
     * stock is taken, and the buyer pays it from /order or 财务 staff settle it. Every other order is paid as placed.
     */
    paidAt: ts('paid_at').defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    // A buyer's orders newest first (with the order number, for the search by number) is
    // orders_buyer_created_no_idx in drizzle/concurrent-indexes.sql.
    index('orders_buyer_status_idx').on(t.buyerId, t.status),
    // The fulfilment desk's indexes (a date's orders by id; by status and id) are in drizzle/concurrent-indexes.sql.
    /** The 72-hour job finds delivered orders. */
    index('orders_delivered_idx')
      .on(t.showTime)
      .where(sql`status = 4`),
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
    backStatus: smallint('back_status').$type<BackStatus>().notNull().default(BACK_STATUS_CAN_APPLY),
    /** -1 none filed; otherwise the after-sales record status. */
    afterSalesStatus: smallint('after_sales_status').$type<ItemAfterSalesStatus>().notNull().default(AFTER_SALES_NONE),
    /** A rejected cancellation request's reason (backStatus 3 撤销失败), shown to the buyer. */
    backReason: text('back_reason'),
    /** When staff decided the cancellation request (approved or rejected), and who. */
    backDecidedAt: ts('back_decided_at'),
    backDecidedBy: integer('back_decided_by'),
    /** Set when an approved cancellation cancelled the item: the amount returned to the balance, in fen. */
    cancelledAt: ts('cancelled_at'),
    refundFen: bigint('refund_fen', { mode: 'number' }),
    /**
     * The confirmed supplier settlement that paid this sold item (set at confirmation; packages/domain settlement.ts,
     * exactly once), and the one that took it back when it was cancelled after (往期冲回). No foreign key: adding one
     * validates every row of the largest table under a lock; only services/settlements.ts writes them, with ids it
     * just locked.
     */
    settlementId: integer('settlement_id'),
    reversedBySettlementId: integer('reversed_by_settlement_id'),
  },
  // An order's items (order_items_order_names_idx) and the distinct item names (order_items_names_idx) are indexed in
  // drizzle/concurrent-indexes.sql: order_items is the largest table a purchase writes.
);

/** Balance ledger: every change of a buyer's balance or frozen amount, signed. */
export const balanceLedger = pgTable(
  'balance_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    ioValueFen: bigint('io_value_fen', { mode: 'number' }).notNull(),
    /**
     * The change of the buyer's frozen amount (buyers.frozen_fen), signed: a withdrawal freezes (+), its payout or
     * rejection releases (−). ledger:check proves frozen = the sum of these as it proves balance = the sum of io_value.
     */
    frozenDeltaFen: bigint('frozen_delta_fen', { mode: 'number' }).notNull().default(0),
    ioNotice: text('io_notice').notNull(),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
    /** What made the row: a code of the domain's LEDGER_SOURCE_NAMES (typed, so every writer's code has a 来源 name). */
    refType: text('ref_type').$type<LedgerSource>(),
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
    useLimit: smallint('use_limit').$type<CouponUseLimit>().notNull().default(1),
    flowerRule: text('flower_rule'),
    endTime: ts('end_time').notNull(),
    usedAt: ts('used_at'),
    usedOrderId: integer('used_order_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_code_uq').on(t.couponCode), index('coupons_buyer_idx').on(t.buyerId)],
);
