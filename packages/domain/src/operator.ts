import { toCode, toCount, toFenOrZero } from './internal/numbers';
import { formatYuan, multiplyFen, type Fen } from './money';
import { OPERATOR_PAGE_SIZE_OPTIONS, PAGE_SIZES, type OperatorPageSize } from './constants';
import { isSelfPickup, SELF_PICKUP, SELF_PICKUP_RECEIVER_TYPE, wayForReceiverType } from './address';
import type { LogisticsTarget } from './logistics';
import { lineFigures, linesTotalFen, sumLines } from './pricing';
import { isMember, memberLevelLabel } from './statuses';
import { memberDiscountZhe } from './totals';
import { isCalendarDay } from './time';
import { QUANTITY_MESSAGES } from './quantity';
import { isStockSupplierType, type StockSupplierType } from './stockIntake';

/**
 * Operator allocation tool rules (/goodTp, §5, §9).
 *
 * Decision (issue 26, item 18 — the member price on an operator's order): the spec has the operator SET the price
 * (§2 /goodTp: the sale price = product coefficient + settlement price, the coefficient editable with
 * editDifferAmount, 批量改价; §4's operator preview has goods, weight, delivery and packing, no discount). So an
 * operator's order is not priced by the buyer's own pricing rule (domain pricing.ts sumLines with the member terms):
 * no activity, member or coupon discount applies (operatorOrderSums), and the operator's checkout says so for a member
 * buyer, with the discount the buyer gets on their own orders (operatorMemberPriceNote) — the operator sets the price
 * knowing it. The floor is the lot's settlement price (operatorSalePriceProblem), whoever the buyer is.
 */

/** Supplier type A (花农直供): the default of the goods list's supplier filter and of auto-allocation's `temp` (§9). */
const OPERATOR_DEFAULT_SUPPLIER_TYPE_CODE = 'A';

/** The top of the market's price range (§9: 0–1000 yuan per stem). */
const PRICE_RANGE_FEN_MAX = 100_000;

/** Sale price = product coefficient (differAmount) + settlement price (sourcePrice). May be below 0 only if the data is. */
export function operatorSalePriceFen(coefficientFen: Fen, settlementPriceFen: Fen): Fen {
  return toFenOrZero(toFenOrZero(coefficientFen) + toFenOrZero(settlementPriceFen));
}

/** The highest sale price per stem an operator may set: the top of the market's price range (§9, 0–1000). */
export const OPERATOR_SALE_PRICE_MAX_FEN: Fen = PRICE_RANGE_FEN_MAX;

/**
 * Why a sale price (coefficient + settlement price, or a price sent as is) cannot be set: not a price →
 * 请输入正确的价格; below the lot's settlement price (结算价) → 不能低于结算价¥x.xx (issue 26: the market never sells
 * a lot for less than it settles with the supplier, whoever sets the price); above ¥1000 per stem
 * (OPERATOR_SALE_PRICE_MAX_FEN) → 售价不能高于¥1000.00. A coefficient may be negative, but never below 0 − so the sale
 * price never below the settlement price (the batch price change stops there too: applyPriceChangeFen's floor).
 * The server checks it on batch-add, 批量改价 and at order preview/submit; the goods list's 商品系数 cell before it sends.
 */
export function operatorSalePriceProblem(salePriceFen: Fen, settlementPriceFen: Fen): string | null {
  if (!Number.isFinite(salePriceFen)) return OPERATOR_TOOL_MESSAGES.badPrice;
  const settlement = toFenOrZero(settlementPriceFen);
  if (salePriceFen < settlement) return OPERATOR_TOOL_MESSAGES.belowSettlement(settlement);
  if (salePriceFen < 0) return OPERATOR_TOOL_MESSAGES.badPrice;
  return salePriceFen > OPERATOR_SALE_PRICE_MAX_FEN ? OPERATOR_TOOL_MESSAGES.priceAboveMax : null;
}

/**
 * The lowest sale price a 批量改价 cut may reach for a lot: its settlement price with the coefficient permission;
 * without it the lot's own sale price (coefficient + settlement price), never below the settlement price either.
 */
export function operatorPriceFloorFen(lot: { settlementPriceFen: Fen; listPriceFen: Fen }, canEditCoefficient: boolean): Fen {
  const settlement = toFenOrZero(lot.settlementPriceFen);
  return canEditCoefficient ? settlement : Math.max(settlement, toFenOrZero(lot.listPriceFen));
}

/** The sale price as shown: coefficient + settlement price with 2 decimals ("12.30"). */
export function formatOperatorSalePrice(coefficientFen: Fen, settlementPriceFen: Fen): string {
  return formatYuan(operatorSalePriceFen(coefficientFen, settlementPriceFen));
}

/** Price filter bounds: 0 to ¥1000. */
export const PRICE_RANGE_FEN = { min: 0, max: PRICE_RANGE_FEN_MAX } as const;

/**
 * Normalises the price filter: an empty bound takes the range's end, each bound is clamped into 0–1000,
 * and when the maximum is below the minimum the two are swapped.
 */
export function normalizePriceRange(range: { minFen: Fen | null; maxFen: Fen | null }): { minFen: Fen; maxFen: Fen } {
  const clamp = (fen: Fen | null, fallback: Fen): Fen =>
    fen === null || !Number.isFinite(fen) ? fallback : Math.min(PRICE_RANGE_FEN.max, Math.max(PRICE_RANGE_FEN.min, toFenOrZero(fen)));
  const min = clamp(range.minFen, PRICE_RANGE_FEN.min);
  const max = clamp(range.maxFen, PRICE_RANGE_FEN.max);
  return max < min ? { minFen: max, maxFen: min } : { minFen: min, maxFen: max };
}

/** Default bundles to buy (buyTemp) = floor(stock ÷ stems per bundle); 0 when stems per bundle is missing. */
export function defaultBundlesToBuy(stock: number, stemsPerBundle: number): number {
  const stems = toCount(stemsPerBundle);
  return stems === 0 ? 0 : Math.floor(toCount(stock) / stems);
}

/** A stock item is transferred in when fromStockid is above 0. */
export function isTransferredStock(fromStockid: unknown): boolean {
  const code = toCode(fromStockid);
  return code !== null && code > 0;
}

/** Allocation cart row total = sale price (per stem) × stems. */
export function allocationRowTotalFen(salePriceFen: Fen, stems: number): Fen {
  return multiplyFen(salePriceFen, stems);
}

/**
 * Batch price change: add or subtract an amount from each selected price; a price never goes below `floorFen` (the
 * lot's operatorPriceFloorFen: its settlement price at least), nor below 0.
 */
export const PRICE_CHANGE_TYPES = ['add', 'sub'] as const;
export type PriceChangeType = (typeof PRICE_CHANGE_TYPES)[number];

export function applyPriceChangeFen(priceFen: Fen, deltaFen: Fen, type: PriceChangeType, floorFen: Fen = 0): Fen {
  const delta = Math.abs(toFenOrZero(deltaFen));
  return Math.max(0, toFenOrZero(floorFen), toFenOrZero(priceFen) + (type === 'add' ? delta : -delta));
}

/** Auto-allocation type: 0 all, 1 transferred in, 2 not transferred. Labels are ours (the spec gives none). */
export const AUTO_ALLOCATION_TYPES = {
  0: { key: 'all', label: '全部' },
  1: { key: 'transferred', label: '调入' },
  2: { key: 'notTransferred', label: '非调入' },
} as const;
export type AutoAllocationType = keyof typeof AUTO_ALLOCATION_TYPES;

/** Auto-allocation clear option: 1 clear the allocation cart first, 2 keep it. Labels are ours. */
export const AUTO_ALLOCATION_CLEAR = {
  1: { key: 'clear', label: '清空' },
  2: { key: 'keep', label: '保留' },
} as const;
export type AutoAllocationClear = keyof typeof AUTO_ALLOCATION_CLEAR;

/**
 * Auto-allocation defaults (§9): type 0, num 1, clear 1, temp A; the quantity minimum is 0.
 *
 * What `temp` means (one meaning everywhere — this rule, the auto-add contract, the server and the dialog): the
 * SUPPLIER TYPE (A 花农直供, B 花卉经纪, C 底价供应) of the lots auto-allocation takes from, as the goods list's supplier
 * filter (whose default is A too, §9). It is never a grade: the grade is `levelName` (else `nowLevelName`, the goods
 * list's grade filter), and the page info's `auto.level` (§3) is the grade the dialog starts with — no grade unless
 * the market sets one (AUTO_ALLOCATION_DEFAULT_LEVEL), so the dialog then asks 未选择品类或等级, 是否继续?.
 */
export const AUTO_ALLOCATION_DEFAULTS = { type: 0, num: 1, clear: 1, temp: OPERATOR_DEFAULT_SUPPLIER_TYPE_CODE } as const;

/** The page info's auto.level / auto.cateId (§3): the grade and category auto-allocation starts with; '' = none (any). */
export const AUTO_ALLOCATION_DEFAULT_LEVEL = '';
export const AUTO_ALLOCATION_DEFAULT_CATEGORY = '';
/** At least one bundle: 0 would allocate nothing (and with 清空 empty the cart) — 请输入调配数量, as for no quantity. */
export const AUTO_ALLOCATION_MIN_QUANTITY = 1;

/** The confirm text when auto-allocating with no category or no grade chosen. */
export const AUTO_ALLOCATION_CONFIRM_TEXT = '未选择品类或等级, 是否继续?';

/**
 * True when auto-allocation must ask 未选择品类或等级, 是否继续? first.
 * Decision: the text says "category or grade not chosen", so either one missing asks (not only both).
 */
export function autoAllocationNeedsConfirm(input: { cateId: unknown; levelName: unknown }): boolean {
  const missing = (value: unknown): boolean => value === null || value === undefined || String(value).trim() === '';
  return missing(input.cateId) || missing(input.levelName);
}

/** The goods list's sortable fields (the keys of orderBys, field → 'asc' | 'desc'); others are ignored. */
export const OPERATOR_SORT_FIELDS = [
  'id',
  'flwCode',
  'flwName',
  'supplierId',
  'levelName',
  'lenthName',
  'openName',
  'salePrice',
  'sourcePrice',
  'differAmount',
  'nowStock',
  'buyTemp',
  'positionNo',
] as const;
export type OperatorSortField = (typeof OPERATOR_SORT_FIELDS)[number];

/** The default supplier filter of the goods list (and auto-allocation's `temp`, a supplier type as well). */
export const OPERATOR_DEFAULT_SUPPLIER_TYPE = OPERATOR_DEFAULT_SUPPLIER_TYPE_CODE;

/**
 * The supplier type the goods list filters by and auto-allocation takes from (its `temp`): A 花农直供, B 花卉经纪 or
 * C 底价供应 (the suppliers' own types, case-insensitive); anything else → the default A.
 */
export function operatorSupplierType(value: unknown): StockSupplierType {
  const type = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isStockSupplierType(type) ? type : OPERATOR_DEFAULT_SUPPLIER_TYPE;
}

/** A page size from the query or a select: one of 10/50/100/200, else the default 100. */
export function normalizeOperatorPageSize(size: unknown): OperatorPageSize {
  const code = toCode(size);
  const options: readonly number[] = OPERATOR_PAGE_SIZE_OPTIONS;
  return code !== null && options.includes(code) ? (code as OperatorPageSize) : PAGE_SIZES.operatorGoodsDefault;
}

/** Checkout: pay 0 places the order unpaid, pay 1 pays at once from the buyer's balance. */
export const OPERATOR_PAY_MODES = { unpaid: 0, paid: 1 } as const;

/** The operator's selection message (add-to-order, batch price change, batch delete with nothing selected). */
export const OPERATOR_SELECTION_MESSAGE = '请选择商品';

/** How long a sign issued in the back office lives: the choices, in hours (the longest a month). */
export const SIGN_TTL_CHOICES = [
  { hours: 12, label: '12小时' },
  { hours: 24, label: '1天' },
  { hours: 24 * 7, label: '7天' },
  { hours: 24 * 30, label: '30天' },
] as const;
export const SIGN_MESSAGES = {
  labelMissing: '请输入调配员姓名',
  labelLong: '调配员姓名不能超过20个字',
  ttlInvalid: '请选择有效期',
  notFound: '签名不存在',
  alreadyRevoked: '该签名已撤销',
} as const;
/**
 * Who an operator's audit row names (issue 26: price changes, 代下单 and 余额支付 are recorded by sign): the sign's holder
 * as the 操作员 desk issued it, and its number — 调配员 张三（签名 #12）.
 */
export function operatorSignActor(sign: { id: number; label: string }): string {
  return `调配员 ${sign.label.trim() || '—'}（签名 #${sign.id}）`;
}

/** The operator's audit actions (their names are the 操作记录 desk's, domain staff.ts AUDIT_ACTION_NAMES). */
export const OPERATOR_AUDIT_ACTIONS = {
  price: 'operator.price',
  order: 'operator.order',
  pay: 'operator.pay',
} as const;

export const SIGN_STATE_NAMES = { active: '有效', expired: '已过期', revoked: '已撤销' } as const;
export type SignState = keyof typeof SIGN_STATE_NAMES;

// ---------------------------------------------------------------- goods list query

export type GoodsQueryInput = {
  auctionDate?: string | null;
  supplierType?: string | null;
  page?: number | null;
  limit?: unknown;
  /** 1 sale price (default), 2 settlement price. */
  limitType?: number | null;
  minFen?: Fen | null;
  maxFen?: Fen | null;
};

/** The goods list's price filter: which price it limits. */
export const OPERATOR_PRICE_LIMIT_TYPES = { 1: 'salePrice', 2: 'sourcePrice' } as const;

/**
 * The goods list's query as the server runs it: auction date YYYY-MM-DD (else `today`), supplier type A, B or C (else A),
 * page ≥ 1, page size 10/50/100/200 (else 100), the price range clamped to 0–1000 and swapped when max < min, and
 * which price it limits (1 sale, 2 settlement; else 1).
 */
export function normalizeGoodsQuery(input: GoodsQueryInput, today: string) {
  const date = isCalendarDay(input.auctionDate) ? input.auctionDate : today;
  const page = toCode(input.page);
  return {
    auctionDate: date,
    supplierType: operatorSupplierType(input.supplierType),
    page: page !== null && page >= 1 ? page : 1,
    limit: normalizeOperatorPageSize(input.limit),
    priceOf: input.limitType === 2 ? OPERATOR_PRICE_LIMIT_TYPES[2] : OPERATOR_PRICE_LIMIT_TYPES[1],
    price: normalizePriceRange({ minFen: input.minFen ?? null, maxFen: input.maxFen ?? null }),
  } as const;
}

// ---------------------------------------------------------------- auto-allocation

/** A lot auto-allocation may take from, with the stock it still has for this cart, in bundles. */
export type AllocationLot = {
  id: number;
  /** Above 0: transferred in (type 1 takes only these, type 2 only the others). */
  fromStockid: number;
  /** Supplier type A, B or C (the `temp` option). */
  supplierType: string;
  levelName: string;
  cateId: number;
  flwCode: string;
  flwName: string;
  /** Bundles it can still give: floor(stock ÷ stems per bundle) less what the cart already holds of it. */
  bundles: number;
};

export type AutoAllocationOptions = {
  /** 0 all, 1 transferred in, 2 not transferred. */
  type: AutoAllocationType;
  /** Bundles asked for. */
  num: number;
  /** Supplier type (A/B/C) of the lots to take from — never a grade (see AUTO_ALLOCATION_DEFAULTS); '' = any. */
  temp: string;
  /** Grade; '' = any. */
  levelName: string;
  /** Category; null = any. */
  cateId: number | null;
  /** Keyword: part of the variety's name or code (case-insensitive); '' = any. */
  search: string;
};

export type AutoAllocationResult = { lines: { id: number; bundles: number }[]; allocated: number };

/** Whether a lot matches the auto-allocation options (type, supplier type, grade, category, keyword) and has stock. */
export function matchesAutoAllocation(lot: AllocationLot, options: Omit<AutoAllocationOptions, 'num'>): boolean {
  if (toCount(lot.bundles) === 0) return false;
  if (options.type === 1 && !isTransferredStock(lot.fromStockid)) return false;
  if (options.type === 2 && isTransferredStock(lot.fromStockid)) return false;
  if (options.temp && lot.supplierType !== options.temp) return false;
  if (options.levelName && lot.levelName !== options.levelName) return false;
  if (options.cateId !== null && lot.cateId !== options.cateId) return false;
  const keyword = options.search.trim().toLowerCase();
  if (keyword && !lot.flwName.toLowerCase().includes(keyword) && !lot.flwCode.toLowerCase().includes(keyword)) return false;
  return true;
}

/**
 * Auto-allocation (自动调配, §5 auto-add): spreads `num` bundles fairly over the matching lots.
 *
 * The rule (deterministic): the matching lots (matchesAutoAllocation) are ordered by id ascending (the order the
 * lots were entered, the goods list's natural order); then, round after round, each lot that still has stock gets
 * one bundle, in that order, until `num` bundles are given or every lot is empty. So every lot gets either
 * ⌊num ÷ lots⌋ or one more (the first ones in order get the extra), never more than its stock; a lot that runs out
 * leaves its share to the others. Computed by water-filling (the level every lot is filled to), not bundle by bundle.
 * Returns the lines (lots given at least one bundle, in id order) and the total allocated, which is less than asked
 * when the matching stock runs out (0 when nothing matches or num is 0).
 */
export function autoAllocate(lots: readonly AllocationLot[], options: AutoAllocationOptions): AutoAllocationResult {
  const wanted = toCount(options.num);
  const pool = lots
    .filter((lot) => matchesAutoAllocation(lot, options))
    .map((lot) => ({ id: lot.id, stock: toCount(lot.bundles) }))
    .sort((a, b) => a.id - b.id);
  const available = pool.reduce((sum, lot) => sum + lot.stock, 0);
  if (wanted === 0 || pool.length === 0) return { lines: [], allocated: 0 };
  if (available <= wanted) {
    return { lines: pool.map((lot) => ({ id: lot.id, bundles: lot.stock })), allocated: available };
  }
  // The largest level L with Σ min(stock, L) ≤ wanted; the rest (< lots above L) go one each to the first lots above L.
  const stocks = pool.map((lot) => lot.stock).sort((a, b) => a - b);
  let level = 0;
  let filled = 0; // Σ min(stock, level)
  let i = 0; // stocks[0..i) are ≤ level
  for (;;) {
    while (i < stocks.length && stocks[i]! <= level) i++;
    const above = stocks.length - i;
    const next = i < stocks.length ? stocks[i]! : level;
    // Raising the level to `next` costs (next − level) bundles for each lot above it.
    const rounds = Math.min(next - level, Math.floor((wanted - filled) / above));
    level += rounds;
    filled += rounds * above;
    if (level < next || rounds === 0) break;
  }
  let extra = wanted - filled;
  const lines = pool.map((lot) => {
    let bundles = Math.min(lot.stock, level);
    if (extra > 0 && lot.stock > level) {
      bundles += 1;
      extra -= 1;
    }
    return { id: lot.id, bundles };
  });
  return { lines: lines.filter((l) => l.bundles > 0), allocated: wanted };
}

// ---------------------------------------------------------------- allocation lines and the operator's order

/** Why `bundles` of a lot with `stockBundles` cannot go into the allocation cart (不能再少啦 / 不能再多啦), or null. */
export function allocationQuantityProblem(bundles: number, stockBundles: number): string | null {
  if (!Number.isInteger(bundles) || bundles < 1) return QUANTITY_MESSAGES.belowMin;
  if (bundles > toCount(stockBundles)) return QUANTITY_MESSAGES.aboveMax;
  return null;
}

/** An allocation cart line as the order counts it: bundles at the cart's sale price per stem. */
export type AllocationLineTerms = {
  bundles: number;
  stemsPerBunch: number;
  /** The cart's sale price per stem. */
  salePriceFen: Fen;
  /** Grams per bundle. */
  weightGrams: number;
  /** Packing fee per kg. */
  feeBoxPerKgFen: Fen;
};

/**
 * Where the operator's order goes, for the fee rules: self-pickup has no way (free); otherwise the delivery method the
 * operator chose (receiverType, else the address's own) gives the way. Null when an agent-collection address has no
 * method (the checkout's 请完善信息).
 */
export function operatorDeliveryTarget(
  address: { logisType: number; logisWay: number | null; receiverType: number },
  chosenReceiverType: number | null,
): (LogisticsTarget & { receiverType: number }) | null {
  if (isSelfPickup(address.logisType)) return { logisType: SELF_PICKUP, logisWay: null, receiverType: SELF_PICKUP_RECEIVER_TYPE };
  const receiverType = chosenReceiverType && chosenReceiverType > 0 ? chosenReceiverType : address.receiverType;
  const way = wayForReceiverType(address.logisType, receiverType);
  return way === null ? null : { logisType: address.logisType, logisWay: way, receiverType };
}

/**
 * The operator's order (§3 order preview): goods at the cart's sale prices, weight, and the delivery and packing fees
 * by the domain's fee rules (lineFigures, sumLines). Decision: the operator's prices are final — no activity, member
 * or coupon discount applies (the operator sets the price for the buyer); payPrice = goods + delivery + packing.
 */
export function operatorOrderSums(lines: readonly AllocationLineTerms[], target: LogisticsTarget | null) {
  const figures = lines.map((l) =>
    lineFigures(
      {
        basicSaleNo: 1,
        stemsPerBunch: l.stemsPerBunch,
        salePriceFen: l.salePriceFen,
        feeBoxPerKgFen: l.feeBoxPerKgFen,
        activityPercent: 0,
        activityMinBunches: 0,
        weightGrams: l.weightGrams,
      },
      l.bundles,
    ),
  );
  const sums = sumLines(figures, target, { memberLevel: 0, memberDiscountTenths: 100 });
  return { figures, sums, totalFen: linesTotalFen(sums) };
}

/**
 * The operator's checkout note for a member buyer (see the decision in this file's header): why the member price does
 * not apply to this order. Null for a buyer who is not a member (or has no valid discount): nothing to explain.
 */
export function operatorMemberPriceNote(member: { memberLevel: number; memberDiscount: number | string | null }): string | null {
  const zhe = memberDiscountZhe(member.memberDiscount);
  if (!isMember(member.memberLevel) || zhe === '') return null;
  return `该买家为${memberLevelLabel(member.memberLevel)}会员，自己下单享${zhe}会员价；代下单按调配员设定的销售价结算，不再打会员折扣`;
}

/** The allocation tool's refusals (ours: the spec gives none for these cases). */
export const OPERATOR_TOOL_MESSAGES = {
  noDifferPermission: '您没有修改商品系数的权限',
  /** Without the coefficient permission a price may rise above the lot's sale price, never fall below it. */
  belowListPrice: (listPriceFen: Fen) => `您没有修改商品系数的权限，售价不能低于¥${formatYuan(listPriceFen)}`,
  lotUnknown: '商品不存在或已下架',
  cartEmpty: '调配购物车为空，请先添加商品',
  addressUnknown: '收货地址不存在，请重新选择',
  requestKeyTaken: '该下单请求已被使用，请刷新后重试',
  /** delete-cart with a row that is not in this sign's cart (another sign's, or gone): nothing is deleted. */
  cartRowUnknown: '所选商品不在调配购物车中，请刷新后重试',
  /** 确认买家 found no buyer by the 买家ID, phone, name or account number typed. */
  buyerNoMatch: '没有找到该买家，请核对买家ID、手机号、名称或账号',
  /** No buyer has the id typed. */
  buyerNotFound: '买家不存在，请核对买家ID',
  /** The buyer has registered but not opened the account (/dredge): no order can be placed for them. */
  buyerNotOpened: '该买家尚未开户，不能代下单',
  /** A sale price above the market's price range (§9: 0–1000 per stem): a slip of the keyboard, never a price. */
  priceAboveMax: `售价不能高于¥${formatYuan(PRICE_RANGE_FEN_MAX)}`,
  /** Batch price change for a sign without the coefficient permission: a cut stops at the lot's own sale price. */
  priceCutFloorNote: '您没有修改商品系数的权限，减价后不会低于商品原售价',
  /** Batch price change with the permission: a cut stops at each lot's settlement price. */
  priceCutSettlementNote: '减价后低于结算价的按结算价计，销售价不会低于结算价',
  /**
   * A sale price below the lot's settlement price (结算价), with the figure: short, as it shows under the 商品系数 cell
   * (the server puts the lot's name before it).
   */
  belowSettlement: (settlementFen: Fen) => `不能低于结算价¥${formatYuan(settlementFen)}`,
  /** A sale price below 0, or a coefficient that is not a price. */
  badPrice: '请输入正确的价格',
  /** 导出本页 Excel with nothing selected, and not one lot of the page can still be bought. */
  nothingToExport: '本页没有可购买的商品',
  /** The goods list's 购买扎数 cell holds whole bundles: "2.5" is refused (the cell keeps its last whole number). */
  bundlesNotWhole: '购买扎数须为整数',
} as const;

/** The 瑕疵 (defect) cell of the export and the tables: the lot's defect, or 无 when it has none (empty or blank). */
export function operatorDefectText(defect: string | null | undefined): string {
  const text = typeof defect === 'string' ? defect.trim() : '';
  return text === '' ? '无' : text;
}

/** A lot that has fewer bundles than the line asks: 已售罄, or 库存不足，仅剩N扎. */
export function allocationStockShortText(bundlesLeft: number): string {
  const left = toCount(bundlesLeft);
  return left < 1 ? '已售罄' : `库存不足，仅剩${left}扎`;
}

/** 您的账户余额不足 with the usable balance shown: 您的账户余额不足（可用余额¥12.30） */
export function operatorInsufficientBalanceText(usableFen: Fen): string {
  return `您的账户余额不足（可用余额¥${formatYuan(usableFen)}）`;
}
