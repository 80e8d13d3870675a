/**
 * Request and response contracts of the operator's allocation tool (/goodTp, spec §7: every /cp6/stock/*, /cp6/cart/*
 * and /cp6/order/* call with ?sign). The sign itself is checked by the operator scope's guard (401 when it is not a live,
 * server-issued sign); it may travel in the query or the body.
 *
 * Decisions (ours, the spec leaves them open):
 * - The allocation cart belongs to the sign (one operator link = one cart); a cart row's `id` is the row's own id, and
 *   `stockId` (ours) names its lot.
 * - Money crosses the wire as yuan strings with 2 decimals; inputs take yuan as numbers or strings ("12.3").
 * - Goods list price range: `limitPrice` is [min, max] in yuan (an array, or text "min,max"); `limitType` names the
 *   price it limits: 1 sale price (default), 2 settlement price. Each bound is clamped into 0–1000 and a max below the
 *   min is swapped (domain normalizePriceRange).
 * - `orderBys` is a JSON object (or its text) of field → 'asc' | 'desc'; only OPERATOR_SORT_FIELDS are honoured, in the
 *   order given; unknown fields or directions are ignored. The list always ends with the lot id for a stable order.
 * - auto-add `temp` is the supplier type (A/B/C) of the lots it takes from (default A, as the goods list's supplier
 *   filter) — never a grade; `levelName` is the grade (else `nowLevelName`, the goods list's current grade filter).
 *   The page info's `auto.level` is the grade the dialog starts with ('' = none), not `temp` (domain
 *   AUTO_ALLOCATION_DEFAULTS documents the one meaning).
 * - The allocation cart is not kept per buyer (the issue asked "per operator sign and buyer", but the spec's cart calls
 *   name no buyer): the buyer is chosen at checkout (确认买家), so one cart can be placed for whichever buyer.
 * - delete-cart and batch-edit-price take the sign's own rows, all or none: an id that is not in this sign's cart → 404,
 *   nothing changed. A sale price above ¥1000 per stem (the top of §9's price range) is refused everywhere.
 * - Mutations of the cart answer the cart as get-cart does, so the page needs no second read.
 */
import {
  AUTO_ALLOCATION_MIN_QUANTITY,
  BUYER_DESK_MESSAGES,
  OPERATOR_MESSAGES,
  OPERATOR_SELECTION_MESSAGE,
  OPERATOR_SORT_FIELDS,
  OPERATOR_TOOL_MESSAGES,
  type OperatorSortField,
} from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, bit, entity, whole, yuan } from './answers';
import { cp6AddressSchema } from './addresses';
import { body, filterId, formValue, int, optionalInt, query, refuse, text, wholeNumber, INT4_MAX } from './fields';
import {
  allocationCartRowSchema,
  operatorOrderPreviewSchema,
  operatorPageInfoSchema,
  operatorPermissionSchema,
  stockItemSchema,
} from './system';

/** The refusals the contracts answer themselves (the rest are the domain's, answered by the services). */
export const OPERATOR_TOOL_REFUSALS = {
  buyerNotFound: BUYER_DESK_MESSAGES.buyerNotFound,
  badPrice: OPERATOR_TOOL_MESSAGES.badPrice,
  badQuantity: '请输入正确的数量',
  quantityRequired: OPERATOR_MESSAGES.quantityRequired,
  selection: OPERATOR_SELECTION_MESSAGE,
  incomplete: OPERATOR_MESSAGES.incomplete,
  badBuys: OPERATOR_SELECTION_MESSAGE,
} as const;

export { OPERATOR_SORT_FIELDS };
export type { OperatorSortField };
export type OperatorSort = { field: OperatorSortField; dir: 'asc' | 'desc' };

const raw = <T>() => z.custom<T>(() => true);

/** Yuan → fen from a number or a string; `signed` allows a leading minus (a coefficient may be negative). */
export function yuanInputToFen(value: unknown, signed = false): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const text = String(value)
    .trim()
    .replace(/^[¥￥]\s*/, '');
  const negative = signed && text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(digits)) return null;
  const [int = '0', frac = ''] = digits.split('.');
  if (frac.replace(/0+$/, '').length > 2 || int.replace(/^0+/, '').length > 7) return null;
  const fen = Number(int || '0') * 100 + Number((frac + '00').slice(0, 2));
  return negative && fen !== 0 ? -fen : fen;
}

/** A required amount in yuan (≥ 0 unless signed), refused with `msg`. */
function money(msg: string, signed = false) {
  return raw<number | string>().transform((value, ctx) => {
    const fen = yuanInputToFen(value, signed);
    return fen === null ? refuse(ctx, value, msg) : fen;
  });
}

/** An optional amount: absent, null or '' → null. */
function optionalMoney(msg: string, signed = false) {
  const strict = money(msg, signed);
  return raw<number | string | null>()
    .optional()
    .transform((value, ctx): number | null => {
      if (value === undefined || value === null || value === '') return null;
      const result = strict.safeParse(value);
      return result.success ? result.data : refuse(ctx, value, msg);
    });
}

/** A lenient optional yuan bound of a filter: unreadable → null (no bound). */
function boundOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  return yuanInputToFen(value);
}

/** Ids sent comma-joined ("1,2,3") or as an array; anything unreadable is dropped; duplicates once. */
function idList() {
  return raw<string | number | readonly (string | number)[]>()
    .optional()
    .transform((value) => {
      const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value === undefined ? [] : [value];
      const ids = parts.map((p) => wholeNumber(p as string | number)).filter((n): n is number => n !== null && n >= 1 && n <= INT4_MAX);
      return [...new Set(ids)];
    });
}

/** JSON text or the value itself. */
function jsonOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** orderBys: {field: 'asc'|'desc'} (or its JSON text) → the whitelisted sorts in the order given. */
const orderBys = raw<string | Partial<Record<OperatorSortField, 'asc' | 'desc'>>>()
  .optional()
  .transform((value): OperatorSort[] => {
    const parsed = jsonOf(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
    const fields: readonly string[] = OPERATOR_SORT_FIELDS;
    return Object.entries(parsed as Record<string, unknown>)
      .filter(([field, dir]) => fields.includes(field) && (dir === 'asc' || dir === 'desc'))
      .map(([field, dir]) => ({ field: field as OperatorSortField, dir: dir as 'asc' | 'desc' }));
  });

/** limitPrice: [min, max] yuan (array or "min,max" text); each bound unreadable → null. Swapping and clamping: domain. */
const limitPrice = raw<string | readonly (string | number | null)[]>()
  .optional()
  .transform((value) => {
    const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,，~-]/) : [];
    return { minFen: boundOf(parts[0]), maxFen: boundOf(parts[1]) };
  });

/** A line of batch-add: the lot, its bundles, the sale price per stem and the coefficient (both yuan). */
const buyLine = z.object({
  id: int({ msg: OPERATOR_TOOL_REFUSALS.selection }),
  num: int({ msg: OPERATOR_TOOL_REFUSALS.badQuantity, min: 0 }),
  price: optionalMoney(OPERATOR_TOOL_REFUSALS.badPrice),
  differAmount: optionalMoney(OPERATOR_TOOL_REFUSALS.badPrice, true),
});
export type BuyLineInput = z.input<typeof buyLine>;
export type BuyLine = z.output<typeof buyLine>;

/** buys: a JSON array (or its text) of lines; empty → 请选择商品. */
const buys = raw<string | readonly BuyLineInput[]>()
  .optional()
  .transform((value, ctx): BuyLine[] => {
    const parsed = jsonOf(value);
    if (!Array.isArray(parsed) || parsed.length === 0) return refuse(ctx, value, OPERATOR_TOOL_REFUSALS.selection);
    if (parsed.length > 1000) return refuse(ctx, value, OPERATOR_TOOL_REFUSALS.badBuys);
    const lines: BuyLine[] = [];
    for (const item of parsed) {
      const result = buyLine.safeParse(item);
      if (!result.success) return refuse(ctx, item, result.error.issues[0]?.message ?? OPERATOR_TOOL_REFUSALS.badBuys);
      lines.push(result.data);
    }
    return lines;
  });

const sign = formValue<string>();
/** Every call's query string: the sign (the guard reads it from here or the body). */
const signQuery = query({ sign });
const signOnly = body({ sign });
/** The buyer an order is for: required, malformed or absent → 买家不存在 (404). */
const buyerId = int({ msg: OPERATOR_TOOL_REFUSALS.buyerNotFound, code: 404 });
/**
 * The chosen address: its cp6 receiverHash (which also proves the address did not change since it was shown) or its id;
 * required → 请完善信息.
 */
const receiverHash = raw<string | number>().transform((value, ctx) => {
  const v = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^(\d{1,10}|[0-9a-f]{32})$/.test(v) ? v : refuse(ctx, value, OPERATOR_TOOL_REFUSALS.incomplete);
});
/** Delivery method chosen for a non-self-pickup address (1–4); absent → the address's own. */
const receiverType = optionalInt({ msg: OPERATOR_TOOL_REFUSALS.incomplete, min: 0, max: 4 });

// ---------------------------------------------------------------- answers

/** §3 stock item (operator), plus flwWeight (ours): kg per bundle with 2 decimals, for the export's weight column. */
export const operatorStockItemSchema = stockItemSchema.extend({ flwWeight: z.string() });

export const goodsListSchema = entity({
  list: z.array(operatorStockItemSchema),
  /** Lots matching the filters. */
  totalNum: whole,
  totalPage: whole,
  /** Bundles (扎) in stock over all matching lots: Σ floor(stock ÷ stems per bundle). */
  totalZa: whole,
  /** Stems (支) in stock over all matching lots. */
  totalZhi: whole,
});

export const categoryOptionSchema = entity({ cateId: whole, cateName: z.string() });

/** §3 allocation cart row, plus its lot (stockId) and coefficient (differAmount) (ours). */
export const operatorCartRowSchema = allocationCartRowSchema.extend({ stockId: whole, differAmount: yuan });

/** The allocation cart: its rows (§3, in the order added) and totals (ours). */
export const allocationCartSchema = entity({
  list: z.array(operatorCartRowSchema),
  /** Rows. */
  totalNum: whole,
  /** Bundles. */
  totalZa: whole,
  /** Stems. */
  totalZhi: whole,
  /** kg, 2 decimals. */
  totalWeight: z.string(),
  /** Σ sale price × stems. */
  totalPrice: yuan,
});

export const priceCoefficientSchema = entity({ differAmount: yuan, salePrice: yuan });

export const autoAddResultSchema = entity({ count: whole });

/** §3 buyer info (operator), with the buyer's cp6 addresses (default first). */
export const operatorBuyerSchema = entity({
  buyerName: z.string(),
  balance: yuan,
  userId: whole,
  userName: z.string(),
  addresses: z.array(cp6AddressSchema),
  /** The buyer's member level (0 ordinary) and discount (9.7 = 9.7折; 10 none), as §3's User: the checkout says why it does not apply. */
  memberLevel: whole,
  memberDiscount: z.number(),
});

/**
 * A buyer 确认买家 found by what the operator typed (ours, issue 26): the id to order for, the name, the login phone and
 * the account number — enough to tell two namesakes apart.
 */
export const operatorBuyerMatchSchema = entity({ userId: whole, buyerName: z.string(), userName: z.string(), accountNo: z.string() });
export const operatorBuyerMatchesSchema = entity({ list: z.array(operatorBuyerMatchSchema), total: whole });

/** §3 order preview, plus the bundles and the buyer's usable balance (ours). */
export const operatorPreviewSchema = operatorOrderPreviewSchema.extend({ goodsNum: whole, balance: yuan });

/** The placed order: bundles (下单成功，成功购买{n}扎), its number and whether it was paid (pay 1). */
export const operatorSubmitSchema = entity({ goodsNum: whole, mainId: whole, orderNo: z.string(), payPrice: yuan, paid: bit });

const cartAnswer = answers(allocationCartSchema);
const orderFields = { sign, type: text(10), buyerId, receiverHash, receiverType };

export const operatorToolEndpoints = endpoints('operatorTool', {
  /** Whether the sign is valid (else 401) and whether it may change a line's 差价 (editDifferAmount). */
  permission: endpoint('POST', '/cp6/stock/get-permission', 'operator', {
    querystring: query({ sign: formValue<string>() }),
    body: body({ sign: formValue<string>() }),
    response: answers(operatorPermissionSchema),
  }),
  pageInfo: endpoint('POST', '/cp6/stock/get-page-info', 'operator', {
    querystring: signQuery,
    body: signOnly,
    response: answers(operatorPageInfoSchema),
  }),
  category: endpoint('POST', '/cp6/stock/get-category', 'operator', {
    querystring: signQuery,
    body: body({ sign, styleId: filterId() }),
    response: answers(z.array(categoryOptionSchema)),
  }),
  goodsList: endpoint('POST', '/cp6/stock/get-goods-list', 'operator', {
    querystring: signQuery,
    body: body({
      sign,
      /** YYYY-MM-DD; absent or malformed → today's auction date. */
      auctionDate: text(10),
      /** A, B or C (the suppliers' types); anything else → A. */
      supplierType: text(1),
      styleId: filterId(),
      cateId: filterId(),
      levelName: text(10),
      search: text(60),
      orderBys,
      limitType: filterId(2),
      limitPrice,
      page: raw<number | string>()
        .optional()
        .transform((v) => Math.min(Math.max(wholeNumber(v as number | string) ?? 1, 1), 1_000_000)),
      /** 10/50/100/200, else 100 (the route normalises with the domain's normalizeOperatorPageSize). */
      limit: raw<number | string>().optional(),
    }),
    response: answers(goodsListSchema),
  }),
  priceCoefficient: endpoint('POST', '/cp6/stock/get-price-coefficient', 'operator', {
    querystring: signQuery,
    body: body({ sign, flwCode: text(40), price: optionalMoney(OPERATOR_TOOL_REFUSALS.badPrice) }),
    response: answers(priceCoefficientSchema),
  }),
  getCart: endpoint('POST', '/cp6/cart/get-cart', 'operator', { querystring: signQuery, body: signOnly, response: cartAnswer }),
  batchAdd: endpoint('POST', '/cp6/cart/batch-add', 'operator', {
    querystring: signQuery,
    body: body({ sign, buys }),
    response: cartAnswer,
  }),
  deleteCart: endpoint('POST', '/cp6/cart/delete-cart', 'operator', {
    querystring: signQuery,
    body: body({ sign, ids: idList() }),
    response: cartAnswer,
  }),
  clearCart: endpoint('POST', '/cp6/cart/clear-cart', 'operator', { querystring: signQuery, body: signOnly, response: cartAnswer }),
  batchEditPrice: endpoint('POST', '/cp6/cart/batch-edit-price', 'operator', {
    querystring: signQuery,
    body: body({
      sign,
      /** The amount to add or subtract, yuan ≥ 0. */
      price: money(OPERATOR_TOOL_REFUSALS.badPrice),
      type: raw<'add' | 'sub'>().transform((v, ctx) =>
        v === 'add' || v === 'sub' ? v : refuse(ctx, v, OPERATOR_TOOL_REFUSALS.incomplete),
      ),
      ids: idList(),
    }),
    response: cartAnswer,
  }),
  autoAdd: endpoint('POST', '/cp6/cart/auto-add', 'operator', {
    querystring: signQuery,
    body: body({
      sign,
      type: raw<0 | 1 | 2 | '0' | '1' | '2'>()
        .optional()
        .transform((v): 0 | 1 | 2 => {
          const n = wholeNumber(v as number | string);
          return n === 1 || n === 2 ? n : 0;
        }),
      num: int({ msg: OPERATOR_TOOL_REFUSALS.quantityRequired, min: AUTO_ALLOCATION_MIN_QUANTITY, max: 1_000_000 }),
      clear: raw<1 | 2 | '1' | '2'>()
        .optional()
        .transform((v): 1 | 2 => (wholeNumber(v as number | string) === 2 ? 2 : 1)),
      /** The supplier type (A/B/C) to take from; absent or unknown → A. Not a grade (that is levelName). */
      temp: text(1),
      /** The grade; '' → nowLevelName (the goods list's grade filter); both '' → any grade. */
      levelName: text(10),
      cateId: filterId(),
      nowLevelName: text(10),
      search: text(60),
    }),
    response: answers(autoAddResultSchema),
  }),
  userInfo: endpoint('POST', '/cp6/order/user-info', 'operator', {
    querystring: signQuery,
    body: body({ sign, buyerId }),
    response: answers(operatorBuyerSchema),
  }),
  /** Ours (issue 26): buyers by 买家ID, phone, name or account number — the 买家 desk's search, at most a few. */
  findBuyers: endpoint('POST', '/cp6/order/find-buyers', 'operator', {
    querystring: signQuery,
    body: body({ sign, keyword: text(40) }),
    response: answers(operatorBuyerMatchesSchema),
  }),
  preview: endpoint('POST', '/cp6/order/preview', 'operator', {
    querystring: signQuery,
    body: body(orderFields),
    response: answers(operatorPreviewSchema),
  }),
  submit: endpoint('POST', '/cp6/order/submit', 'operator', {
    querystring: signQuery,
    body: body({
      ...orderFields,
      pay: raw<0 | 1 | '0' | '1'>().transform((v, ctx): 0 | 1 => {
        const n = wholeNumber(v as number | string);
        return n === 0 || n === 1 ? n : refuse(ctx, v, OPERATOR_TOOL_REFUSALS.incomplete);
      }),
      /** Ours: idempotency key; the same key (per sign) always gets the first answer. */
      requestKey: text(80),
    }),
    response: answers(operatorSubmitSchema),
  }),
});

export type OperatorStockItem = z.output<typeof operatorStockItemSchema>;
export type GoodsList = z.output<typeof goodsListSchema>;
export type CategoryOption = z.output<typeof categoryOptionSchema>;
export type OperatorCartRow = z.output<typeof operatorCartRowSchema>;
export type AllocationCart = z.output<typeof allocationCartSchema>;
export type PriceCoefficient = z.output<typeof priceCoefficientSchema>;
export type OperatorBuyer = z.output<typeof operatorBuyerSchema>;
export type OperatorBuyerMatches = z.output<typeof operatorBuyerMatchesSchema>;
export type OperatorPreview = z.output<typeof operatorPreviewSchema>;
export type OperatorSubmitResult = z.output<typeof operatorSubmitSchema>;

export type GoodsListFields = z.output<typeof operatorToolEndpoints.goodsList.schema.body>;
export type AutoAddFields = z.output<typeof operatorToolEndpoints.autoAdd.schema.body>;
