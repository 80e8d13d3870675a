/** Request and response contracts of the cart, checkout and payment calls (cartRoutes). */
import { OPERATOR_TOOL_MESSAGES, QUANTITY_MESSAGES } from '@huashi/domain';
import { z } from 'zod';
import { addressSchema } from './addresses';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, epochMs, shanghaiTime, whole, yuan, zone } from './answers';
import { body, INT4_MAX, int, nothing, oneOf, query, refuse, wholeNumber } from './fields';

/** Refusal texts of ours for the cart (the spec gives none for these cases). */
export const CART_REFUSALS = {
  unknownLot: OPERATOR_TOOL_MESSAGES.lotUnknown,
  noProducts: QUANTITY_MESSAGES.noneSelected,
  unknownItem: '购物车中没有该商品',
  tooManyProducts: '一次最多提交200个商品',
  addressNotFound: '收货地址不存在',
} as const;

/** At most this many products in one request. */
export const MAX_PRODUCTS_PER_REQUEST = 200;

/** A whole number written beyond what a quantity column holds (so the buyer reads 不能再多啦, not 不能再少啦). */
function beyondInt4(value: unknown): boolean {
  if (typeof value === 'number') return value > INT4_MAX;
  return typeof value === 'string' && /^\d+$/.test(value.trim()) && Number(value.trim()) > INT4_MAX;
}

function json(textValue: string): unknown {
  try {
    return JSON.parse(textValue);
  } catch {
    return null;
  }
}

/** One product of a purchase or an add to cart: the lot (huaId) and its batches (qty). */
export type ProductLine = { huaId: number; qty: number };

/**
 * products [{huaId, qty}] (a list, or the same list as a JSON string): 1–200 entries of whole numbers; the same lot
 * twice is merged into one line. Missing → undefined (the call decides whether it needs products).
 */
const products = z
  .custom<{ huaId: number | string; qty: number | string }[] | string>(() => true)
  .optional()
  .transform((value, ctx): ProductLine[] | undefined => {
    if (value === undefined) return undefined;
    const list = typeof value === 'string' ? json(value) : value;
    if (!Array.isArray(list) || list.length === 0) return refuse(ctx, value, CART_REFUSALS.noProducts);
    if (list.length > MAX_PRODUCTS_PER_REQUEST) return refuse(ctx, value, CART_REFUSALS.tooManyProducts);
    const merged = new Map<number, number>();
    for (const entry of list) {
      const e = (typeof entry === 'object' && entry !== null ? entry : {}) as { huaId?: unknown; qty?: unknown };
      const id = wholeNumber(e.huaId);
      if (id === null || id < 1 || id > INT4_MAX) return refuse(ctx, value, CART_REFUSALS.unknownLot);
      if (beyondInt4(e.qty)) return refuse(ctx, value, QUANTITY_MESSAGES.aboveMax);
      const qty = wholeNumber(e.qty);
      if (qty === null || qty < 1) return refuse(ctx, value, QUANTITY_MESSAGES.belowMin);
      const sum = (merged.get(id) ?? 0) + qty;
      if (sum > INT4_MAX) return refuse(ctx, value, QUANTITY_MESSAGES.aboveMax);
      merged.set(id, sum);
    }
    return [...merged].map(([huaId, qty]) => ({ huaId, qty }));
  });

/**
 * Cart line ids: a list, a comma-joined string or one number; entries that are not ids are left out, duplicates
 * merged. Absent, null or '' → null (every line).
 */
const ids = z
  .custom<number[] | string | number | null>(() => true)
  .optional()
  .transform((value): number[] | null => {
    if (value === undefined || value === null || value === '') return null;
    const list: unknown[] = Array.isArray(value)
      ? value
      : typeof value === 'string'
        ? value.split(',')
        : typeof value === 'number'
          ? [value]
          : [];
    const found = new Set<number>();
    for (const v of list) {
      const n = wholeNumber(v);
      if (n !== null && n >= 1 && n <= INT4_MAX) found.add(n);
    }
    return [...found];
  });

/** The delivery address: absent, null, '' or 0 → the default address; an id that is not the buyer's → 收货地址不存在 (404). */
const addressId = z
  .custom<number | string | null>(() => true)
  .optional()
  .transform((value, ctx): number | null => {
    if (value === undefined || value === null || value === '' || value === 0) return null;
    const n = wholeNumber(value);
    if (n === null || n < 1 || n > INT4_MAX) return refuse(ctx, value, CART_REFUSALS.addressNotFound, 404);
    return n;
  });

/** couponCode: absent → the best usable coupon (preview only); '' → none; a code → that coupon. */
const couponCode = z
  .custom<string | null>(() => true)
  .optional()
  .transform((value): string | undefined =>
    value === undefined || value === null ? undefined : typeof value === 'string' ? value.trim() : String(value),
  );

const sign = z
  .custom<string>(() => true)
  .optional()
  .transform((value) => (typeof value === 'string' ? value.trim() : ''));

/** doWay: how the purchase is made (toCart adds to the cart; nowPay/buyNow buys products; shopCode/cart orders the cart). */
const doWay = oneOf(['toCart', 'nowPay', 'buyNow', 'shopCode', 'cart'] as const);

/** The fields of the purchase calls (preview, coupons, batch-purchase, cart-buy). `version` is sent and not read. */
const purchaseShape = {
  doWay: z
    .custom<string>(() => true)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const way = doWay.safeParse(value).data;
      return way ?? refuse(ctx, value, '不支持的购买方式');
    }),
  products,
  ids,
  /** The same as ids (an older name). */
  itemIds: ids,
  couponCode,
  addressId,
  sign,
  version: z.custom<string>(() => true).optional(),
};

// ---------------------------------------------------------------- answers

export const cartItemSchema = entity({
  itemId: whole,
  stockId: whole,
  buyPi: whole,
  buyQty: whole,
  buyQtyall: whole,
  basicQty: whole,
  buyPrice: yuan,
  feeGoods: yuan,
  feeDiscount: yuan,
  rule_text: z.string(),
  weightAll: z.string(),
  /** Ours (beyond §3, for the cart and pay pages): what the lot is and how much is left. */
  flwCode: z.string(),
  flwName: z.string(),
  productImage: z.string(),
  cateName: z.string(),
  levelName: z.string(),
  lenthName: z.string(),
  openName: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  /** Stems per bunch (flwUnitno). */
  flwUnitno: whole,
  /** Session of the lot: A limited-time direct supply, C all-day. */
  session: zone,
  /** Batches still in stock now (0 = sold out). */
  maxPi: whole,
  /** Packing fee of the line (yuan). */
  feeBox: yuan,
  /** Why the line cannot be bought now (sold out, shrunk, session closed …), or '' when it can. */
  problem: z.string(),
  /**
   * Ours (issue 14): the stock check alone, whatever the session — 库存不足，仅剩{maxPi}批 or 已售罄 when the line
   * asks for more batches than maxPi, '' when it fits. Nothing is clamped: buyPi and the figures stay as asked.
   */
  shortage: z.string(),
});

export const cartTotalsSchema = entity({
  allFeeGoods: yuan,
  allFeeLogis: yuan,
  allFeeBox: yuan,
  allfeeDiscount: yuan,
  allfeePayment: yuan,
});

export const cartListSchema = entity({ list: z.array(cartItemSchema), totals: cartTotalsSchema });

/** useLimit: 1 all, 2 limited-time (A), 3 all-day (C). */
export const couponSchema = entity({
  couponCode: z.string(),
  setValue: yuan,
  minAmount: yuan,
  useLimit: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  flowerRule: z.string(),
  endTime: shanghaiTime,
});

/** Ours: the order preview of /pay (§3 totals plus coupon, member discount and the delivery address). */
export const purchasePreviewSchema = entity({
  items: z.array(cartItemSchema),
  totals: cartTotalsSchema.extend({
    /** Coupon deduction. */
    allFeeCoupon: yuan,
    /** Member discount on the flower price. */
    allFeeMember: yuan,
    /** Transaction fee (shown as 9.00 only when above 0). */
    allCommission: yuan,
  }),
  /** Estimated weight of the order in kg. */
  preWeight: z.string(),
  session: zone.nullable(),
  /** The coupon applied (the one asked for, else the best usable one), or ''. */
  couponCode: z.string(),
  /** Coupons usable on this order. */
  coupons: z.array(couponSchema),
  memberLevel: whole,
  /** Member discount rate, e.g. "0.03" (1 − memberDiscount/10). */
  /** The member discount as the level table writes it, e.g. 9.7折（省3%）; '' for a non-member (ours, issue 26). */
  memberDiscountText: z.string(),
  address: addressSchema.nullable(),
  /** Items that stop the order (sold out, shrunk, closed), each with its message; empty when it can be placed. */
  problems: z.array(entity({ itemId: whole, stockId: whole, message: z.string() })),
  balance: yuan,
});

/** The preview answer: PurchasePreview plus the buyer's addresses (default first) for the picker. */
export const previewResultSchema = purchasePreviewSchema.extend({ addresses: z.array(addressSchema) });

/** Ours: the answer of a placed order. */
export const purchaseResultSchema = entity({ mainId: whole, orderNo: z.string(), allfeePayment: yuan, bunches: whole });

export const accountBalanceSchema = entity({ balance: yuan, frozen: yuan, usable: yuan });

/** The sign key, the request version and the server's market clock (epoch ms) to sign with. */
export const signKeySchema = entity({ key: z.string(), version: z.string(), serverTime: epochMs });

export const cartEndpoints = endpoints('cart', {
  /** Ours: the purchase-sign key the client holds (§9) and the request version. */
  signKey: endpoint('GET', '/v1/order/sign-key', 'buyer', { querystring: nothing, response: answers(signKeySchema) }),
  /** doWay toCart: add products to the cart; nowPay (default): place and pay an order of products. */
  batchPurchase: endpoint('POST', '/v1/order/batch-purchase', 'buyer', {
    body: body(purchaseShape),
    response: answers(purchaseResultSchema.nullable()),
  }),
  /** The cart; with `ids` (ours) the totals cover only those lines. */
  shoppingCart: endpoint('POST', '/v1/order/shopping-cart', 'buyer', { body: body({ ids }), response: answers(cartListSchema) }),
  modifyCart: endpoint('POST', '/v1/order/modify-cart', 'buyer', {
    body: body({
      itemId: int({ msg: CART_REFUSALS.unknownItem }),
      /** Batches: 0 or blank → 数量不能为零; beyond an int4 → 不能再多啦; otherwise not a whole number → 不能再少啦. */
      buyPi: z
        .custom<number | string>(() => true)
        .transform((value, ctx) => {
          const given = typeof value === 'number' || typeof value === 'string' ? value : '';
          if (beyondInt4(given)) return refuse(ctx, value, QUANTITY_MESSAGES.aboveMax);
          const pi = wholeNumber(given);
          const n = pi !== null && pi <= INT4_MAX ? pi : null;
          if (n === 0 || (typeof given === 'string' && given.trim() === '')) return refuse(ctx, value, QUANTITY_MESSAGES.zeroInCart);
          if (n === null) return refuse(ctx, value, QUANTITY_MESSAGES.belowMin);
          return n;
        }),
    }),
    response: answers(cartListSchema),
  }),
  batchDelete: endpoint('POST', '/v1/order/batchdel-item', 'buyer', {
    body: body({
      ids: ids.transform((list, ctx) => (list && list.length > 0 ? list : refuse(ctx, list, CART_REFUSALS.noProducts))),
    }),
    response: answers(cartListSchema),
  }),
  preview: endpoint('POST', '/v1/order/preview', 'buyer', { body: body(purchaseShape), response: answers(previewResultSchema) }),
  coupons: endpoint('POST', '/v1/order/coupons', 'buyer', { body: body(purchaseShape), response: answers(z.array(couponSchema)) }),
  cartBuy: endpoint('POST', '/v1/order/cart-buy', 'buyer', { body: body(purchaseShape), response: answers(purchaseResultSchema) }),
  /** Code 200 (可以下单) means the buyer may pay; otherwise msg is the reason. */
  checkLogistics: endpoint('GET', '/v1/buyer/check-logistics', 'buyer', {
    querystring: query({ session: oneOf(['A', 'C'] as const) }),
    response: answers(z.null()),
  }),
  queryAccount: endpoint('POST', '/v1/buyer/query-account', 'buyer', { body: nothing, response: answers(accountBalanceSchema) }),
  /** Ours: the number of cart lines (the badge). */
  count: endpoint('POST', '/v1/order/cart-count', 'buyer', { body: nothing, response: answers(whole) }),
});

export type PurchaseBody = z.input<typeof cartEndpoints.preview.schema.body>;
export type PurchaseFields = z.output<typeof cartEndpoints.preview.schema.body>;
