/**
 * After-sales claims end to end (issue 16): the one rule both the /aftersale page and the server apply before a claim
 * is stored, the compensation formula, the 售后理赔 desk's states, its 72-hour reply deadline and its decisions, and
 * the per-supplier claim rate. Pure: `now` is always passed in. Texts are shown to the buyer or the staff verbatim.
 */
import { complaintWindowEndsAt, gradeAllowsType, hasAfterSalesClaim, isWithinComplaintWindow } from './afterSales';
import { mulDivRound, toCode, toCount } from './internal/numbers';
import { applyRatioFen, type Fen } from './money';
import { refundShares, type RefundItem, type RefundOrder } from './refund';
import { AFTER_SALES_MESSAGES } from './schemas/afterSales';
import { MS_PER_HOUR, toEpochMs, type Instant } from './time';

/**
 * The after-sales types (/v1/main/after-items, code → name). Decision: the spec shows the call but not its answer;
 * these five are ours. 质量问题 is the quality type (grades D/S may not file it).
 */
export const AFTER_SALES_TYPES: Readonly<Record<string, string>> = {
  '1': '质量问题',
  '2': '数量短缺',
  '3': '品种等级不符',
  '4': '运输损坏',
  '5': '其他问题',
};

/** The rules text of /aftersale (§5), in the spec's words. */
export const AFTER_SALES_RULES = [
  '等级为 A/B/B/2L/L/M 的商品可申请全部售后类型；等级为 D/S 的商品可申请除质量问题以外的售后类型',
  '请在收货后 8 小时内提交售后申请，逾期不予受理',
  '同一商品只能申请一次售后',
  '请上传 1-3 张问题图片作为凭证',
] as const;

export const CLAIM_MESSAGES = {
  ...AFTER_SALES_MESSAGES,
  itemNotFound: '商品不存在',
  claimNotFound: '售后记录不存在',
  alreadyFiled: '该商品已申请过售后，同一商品只能申请一次',
  notReceived: '订单尚未送达，暂不能申请售后',
  windowClosed: '已超过收货后8小时，不能再申请售后',
  typeNotAllowed: '该等级的商品不能申请质量问题售后',
  confirmed: '订单已确认收货，不能再申请售后',
  cancelledItem: '该商品已撤销，不能申请售后',
  quantityAboveLeft: '售后数量不能超过可申请的扎数',
  imageInvalid: '图片无效，请重新上传',
  filed: '售后申请已提交',
  cancelled: '售后申请已撤销',
  cannotCancel: '售后已在处理，不能撤销',
} as const;

export type ClaimInput = {
  order: { showTime: Instant | null; confirmedAt: Instant | null };
  item: { levelName: string; buyQty: number; afterSalesStatus: unknown; cancelled: boolean };
  /** Bundles of this item already under a standing claim (0 when none). */
  alreadyClaimed: number;
  typeName: string;
  quantity: number;
  now: Instant;
};

/** Bundles still claimable on the item: bought − already claimed, never below 0 (a cancelled item has none). */
export function claimableBundles(item: ClaimInput['item'], alreadyClaimed: number): number {
  if (item.cancelled) return 0;
  return Math.max(0, toCount(item.buyQty) - toCount(alreadyClaimed));
}

/**
 * Whether the item is open to a claim now, whatever its type and quantity — the first checks of THE claim rule, in its
 * order: the order confirmed received (确认收货 ends after-sales), the item cancelled, the same item once, received
 * (showTime), the 8-hour window (inclusive). Answers the Chinese refusal, or null while a claim may be filed.
 * /order offers 申请售后 only while this is null (with the server's clock).
 */
export function claimOpenRefusal(
  input: Pick<ClaimInput, 'order' | 'now'> & { item: Pick<ClaimInput['item'], 'afterSalesStatus' | 'cancelled'> },
): string | null {
  if (input.order.confirmedAt !== null && input.order.confirmedAt !== undefined) return CLAIM_MESSAGES.confirmed;
  if (input.item.cancelled) return CLAIM_MESSAGES.cancelledItem;
  if (hasAfterSalesClaim(input.item.afterSalesStatus)) return CLAIM_MESSAGES.alreadyFiled;
  if (complaintWindowEndsAt(input.order.showTime) === null) return CLAIM_MESSAGES.notReceived;
  if (!isWithinComplaintWindow(input.order.showTime, input.now)) return CLAIM_MESSAGES.windowClosed;
  return null;
}

/**
 * THE claim rule, used by /aftersale (as a convenience) and by the server (the rule). Checked in this order:
 * claimOpenRefusal (confirmed, cancelled, the same item once, received, the 8-hour window), the grade against the
 * type, then 1 ≤ quantity ≤ bought − already claimed. Answers the Chinese refusal, or null when the claim may be filed.
 */
export function claimRefusal(input: ClaimInput): string | null {
  const closed = claimOpenRefusal(input);
  if (closed) return closed;
  if (!gradeAllowsType(input.item.levelName, input.typeName)) return CLAIM_MESSAGES.typeNotAllowed;
  if (!Number.isInteger(input.quantity) || input.quantity < 1) return CLAIM_MESSAGES.quantityRequired;
  if (input.quantity > claimableBundles(input.item, input.alreadyClaimed)) return CLAIM_MESSAGES.quantityAboveLeft;
  return null;
}

/**
 * The after-sales action an order item offers on /order (§4): 查看售后 once a claim exists; 申请售后 only while
 * claimOpenRefusal allows one at `now` (the server's clock); otherwise none.
 */
export function claimActionAt(
  order: ClaimInput['order'],
  item: Pick<ClaimInput['item'], 'afterSalesStatus' | 'cancelled'>,
  now: Instant,
): 'apply' | 'view' | null {
  if (hasAfterSalesClaim(item.afterSalesStatus)) return 'view';
  return claimOpenRefusal({ order, item, now }) === null ? 'apply' : null;
}

/** The formula of one claim (fen): what the buyer paid for the item, for the affected bundles, and the compensation. */
export type ClaimFormula = {
  /** What the buyer paid for the item's goods: the refund rule's share (refundShares' paidFen). */
  itemPaidFen: Fen;
  /** The formula's base: itemPaid × affected ÷ bought bundles, rounded half up to a fen. */
  baseFen: Fen;
  /** The compensation: 95 % of the base (5 % normal loss), rounded half away from zero to a fen. */
  formulaFen: Fen;
};

/**
 * Compensation (§9) = purchase-day price × affected quantity − 5 % normal loss. The price is what the buyer paid for
 * those bundles (issue 26), not the list price: the item's goods after its activity discount, less its shares of the
 * order's member discount and coupon — the refund rule's `refundShares` (refund.ts), the one split a cancellation
 * refunds by — prorated to the affected bundles (affected above those bought count as those bought). Reckoned on the
 * order as it stands (cancelled items share in nothing). An item that is not standing on the order pays 0.
 * E.g. 4 of 4 扎 listed at ¥200.80 but paid ¥184.74 (activity, coupon, member price): base ¥184.74 → ¥175.50.
 */
export function claimFormula(
  order: RefundOrder,
  items: readonly RefundItem[],
  claim: { itemId: number; affectedBunches: number; boughtBunches: number },
): ClaimFormula {
  const itemPaidFen = refundShares(order, items).find((s) => s.itemId === claim.itemId)?.paidFen ?? 0;
  const bought = toCount(claim.boughtBunches);
  const affected = Math.min(toCount(claim.affectedBunches), bought);
  const baseFen = bought === 0 ? 0 : mulDivRound(itemPaidFen, affected, bought);
  return { itemPaidFen, baseFen, formulaFen: applyRatioFen(baseFen, 95, 100) };
}

/** The formula in words, as the desk shows it beside the amount. */
export const CLAIM_FORMULA_TEXT = '实付金额 × 售后扎数 ÷ 购买扎数 × 95%';

/* ------------------------------------------------------------------ the 售后理赔 desk */

/** Staff reply within 72 hours of the claim (§9). */
export const CLAIM_REPLY_HOURS = 72;
export const CLAIM_REPLY_MS = CLAIM_REPLY_HOURS * MS_PER_HOUR;

/**
 * Record statuses the desk works with. Decision: 8 待赔付 is the formula's amount as proposed; 9 待赔付 is an amount
 * staff adjusted down with a reason (both read 待赔付 to the buyer, §4).
 */
export const CLAIM_STATUS = { waiting: 0, processing: 1, failed: 2, toPay: 8, toPayAdjusted: 9, paid: 10 } as const;

/**
 * Which claims the desk lists. 超时未回复 is a view of the two awaiting a reply (待处理, 处理中) past their 72-hour
 * deadline (filed before claimOverdueBefore(now), dashboard.ts) — 今日概览's figure of that name links to it; a row's
 * own state stays 待处理 or 处理中 (claimDeskStateOf finds those first).
 */
export const CLAIM_DESK_STATES = {
  pending: { label: '待处理', statuses: [0] },
  processing: { label: '处理中', statuses: [1] },
  overdue: { label: '超时未回复', statuses: [0, 1] },
  toPay: { label: '待赔付', statuses: [8, 9] },
  paid: { label: '已赔付', statuses: [10] },
  rejected: { label: '已驳回', statuses: [2] },
} as const;
export type ClaimDeskState = keyof typeof CLAIM_DESK_STATES;
export const CLAIM_DESK_STATE_CODES = Object.keys(CLAIM_DESK_STATES) as ClaimDeskState[];

export function claimDeskStateOf(status: unknown): ClaimDeskState | null {
  const code = toCode(status);
  return CLAIM_DESK_STATE_CODES.find((s) => (CLAIM_DESK_STATES[s].statuses as readonly number[]).includes(code ?? NaN)) ?? null;
}

/** A claim still needs a reply while it is 0 等待处理 or 1 处理中; the 72-hour deadline counts for those only. */
export function claimAwaitsReply(status: unknown): boolean {
  const code = toCode(status);
  return code === 0 || code === 1;
}

/**
 * Claims still open: 0 等待处理, 1 处理中, 8/9 待赔付 (decided, compensation not paid yet). Closed: 2 处理失败 (rejected)
 * and 10 已赔付. An order with an open claim is not completed by the 72-hour job (fulfilment.ts, autoCompleteDue):
 * it completes once every claim is closed and the 72 hours have passed.
 */
export const CLAIM_OPEN_STATUSES = [CLAIM_STATUS.waiting, CLAIM_STATUS.processing, CLAIM_STATUS.toPay, CLAIM_STATUS.toPayAdjusted] as const;

/** Whether a claim in `status` is still open (see CLAIM_OPEN_STATUSES). */
export function claimIsOpen(status: unknown): boolean {
  const code = toCode(status);
  return code !== null && (CLAIM_OPEN_STATUSES as readonly number[]).includes(code);
}

export type ClaimDeadline = { dueAt: number; msLeft: number; overdue: boolean };

/** The reply deadline of a claim filed at `filedAt`: 72 hours later; overdue once `now` is past it. */
export function claimDeadline(filedAt: Instant, now: Instant): ClaimDeadline {
  const dueAt = toEpochMs(filedAt) + CLAIM_REPLY_MS;
  const msLeft = dueAt - toEpochMs(now);
  return { dueAt, msLeft, overdue: msLeft < 0 };
}

export const CLAIM_REASON_MAX = 200;

export const CLAIM_DESK_MESSAGES = {
  accepted: '已受理，售后处理中',
  proposed: '已确定赔付金额，待赔付',
  paid: '已赔付，金额已退入买家余额',
  rejected: '已驳回售后申请',
  notFound: '售后记录不存在',
  notWaiting: '该售后不是等待处理状态，不能受理',
  notProcessing: '该售后已确定赔付金额或已结束，不能再确定赔付金额',
  notToPay: '该售后不是待赔付状态，不能赔付',
  alreadyPaid: '该售后已赔付，不能重复赔付',
  alreadyRejected: '该售后已驳回，不能重复处理',
  cannotReject: '该售后已确定赔付，不能驳回',
  reasonMissing: '请填写原因',
  reasonLong: `原因不能超过${CLAIM_REASON_MAX}个字`,
  amountInvalid: '请输入正确的赔付金额',
  amountAbove: '赔付金额不能高于按公式计算的金额',
  amountZero: '赔付金额必须大于0',
  adjustReason: '调低赔付金额需填写原因',
  payConfirm: '赔付后金额立即退入买家余额，且不可撤回。确认赔付？',
} as const;

export type ClaimAction = 'accept' | 'propose' | 'pay' | 'reject';

/**
 * What a decision did, in words (the desk's toast and the server's message): 已受理, 待赔付, 已赔付, 已驳回 — never a status
 * label with 已 in front (已处理中, 已处理失败 read like system errors).
 */
export const CLAIM_ACTION_DONE = {
  accept: CLAIM_DESK_MESSAGES.accepted,
  propose: CLAIM_DESK_MESSAGES.proposed,
  pay: CLAIM_DESK_MESSAGES.paid,
  reject: CLAIM_DESK_MESSAGES.rejected,
} as const satisfies Record<ClaimAction, string>;

/** Why `action` cannot be taken on a claim in `status`, or null when it can. */
export function claimActionProblem(action: ClaimAction, status: unknown): string | null {
  const code = toCode(status);
  if (code === CLAIM_STATUS.paid) return CLAIM_DESK_MESSAGES.alreadyPaid;
  if (code === CLAIM_STATUS.failed) return CLAIM_DESK_MESSAGES.alreadyRejected;
  switch (action) {
    case 'accept':
      return code === CLAIM_STATUS.waiting ? null : CLAIM_DESK_MESSAGES.notWaiting;
    case 'propose':
      // From 待处理 too: 受理 and the amount in one step (the common claim), or after 受理 once the claim is looked into.
      return code === CLAIM_STATUS.waiting || code === CLAIM_STATUS.processing ? null : CLAIM_DESK_MESSAGES.notProcessing;
    case 'pay':
      return code === CLAIM_STATUS.toPay || code === CLAIM_STATUS.toPayAdjusted ? null : CLAIM_DESK_MESSAGES.notToPay;
    case 'reject':
      return code === CLAIM_STATUS.waiting || code === CLAIM_STATUS.processing ? null : CLAIM_DESK_MESSAGES.cannotReject;
  }
}

/** The problem of a reason (trimmed), or null when it will do. */
export function claimReasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (!text) return CLAIM_DESK_MESSAGES.reasonMissing;
  if ([...text].length > CLAIM_REASON_MAX) return CLAIM_DESK_MESSAGES.reasonLong;
  return null;
}

/**
 * The amount staff set for a claim waiting or in processing: at most the formula's, above 0, and a reason when lower.
 * Answers the status it goes to (8 the formula's amount, 9 adjusted down) or the problem.
 */
export function claimAmountDecision(
  amountFen: Fen,
  formulaFen: Fen,
  reason: string,
): { ok: true; status: 8 | 9 } | { ok: false; problem: string } {
  if (!Number.isSafeInteger(amountFen) || amountFen < 0) return { ok: false, problem: CLAIM_DESK_MESSAGES.amountInvalid };
  if (amountFen === 0) return { ok: false, problem: CLAIM_DESK_MESSAGES.amountZero };
  if (amountFen > formulaFen) return { ok: false, problem: CLAIM_DESK_MESSAGES.amountAbove };
  if (amountFen === formulaFen) return { ok: true, status: CLAIM_STATUS.toPay };
  const problem = claimReasonProblem(reason);
  if (problem) return { ok: false, problem: problem === CLAIM_DESK_MESSAGES.reasonMissing ? CLAIM_DESK_MESSAGES.adjustReason : problem };
  return { ok: true, status: CLAIM_STATUS.toPayAdjusted };
}

/* ------------------------------------------------------------------ claim rate */

/** The claim rate is reckoned over the last 30 days. */
export const CLAIM_RATE_DAYS = 30;
/** The window's name as the rate shows it. */
export const CLAIM_RATE_WINDOW = `近${CLAIM_RATE_DAYS}天`;
/** Fewer delivered items than this in the window: the rate reads 暂无 (one claim on 3 items is not 33.3 %). */
export const CLAIM_RATE_MIN_ITEMS = 20;
/**
 * The claims a rate counts: those the market accepted (受理: 处理中, 待赔付, 已赔付). A claim still waiting, rejected
 * (处理失败) or withdrawn by the buyer says nothing about the supplier.
 */
export const CLAIM_RATE_STATUSES = [CLAIM_STATUS.processing, CLAIM_STATUS.toPay, CLAIM_STATUS.toPayAdjusted, CLAIM_STATUS.paid] as const;

/** What 售后率 means (the hint beside it). */
export const CLAIM_RATE_HINT = `${CLAIM_RATE_WINDOW}已受理的售后 ÷ 已送达的商品；不足${CLAIM_RATE_MIN_ITEMS}件时暂无`;

/**
 * A supplier's claim rate with its basis: accepted claims ÷ delivered items of the window, one decimal, e.g.
 * "近30天售后率 1.3%（2/150）"; below CLAIM_RATE_MIN_ITEMS delivered items "近30天售后率 暂无". Claims above the items
 * (data out of step) count as the items.
 */
export function claimRateText(acceptedClaims: number, deliveredItems: number): string {
  const items = toCount(deliveredItems);
  const label = `${CLAIM_RATE_WINDOW}售后率`;
  if (items < CLAIM_RATE_MIN_ITEMS) return `${label} 暂无`;
  const claims = Math.min(toCount(acceptedClaims), items);
  return `${label} ${(Math.round((claims / items) * 1000) / 10).toFixed(1)}%（${claims}/${items}）`;
}

/** Masks a chat account for /afterlist: the first 2 and last 2 characters stay, the rest become *. */
export function maskAccount(account: string): string {
  const chars = [...(account ?? '')];
  if (chars.length <= 4) return chars.map((c, i) => (i === 0 ? c : '*')).join('');
  return chars.map((c, i) => (i < 2 || i >= chars.length - 2 ? c : '*')).join('');
}

/**
 * The market's hotline when MARKET_HOTLINE is not set (ours; the spec names a support hotline, not its number). The
 * server serves the configured one (/v2/open/get-customer's `hotline`), which 联系我们 and /afterlist show.
 */
export const DEFAULT_MARKET_HOTLINE = '400-871-6688';

/** The support chat account /afterlist shows, masked (ours; the spec names it, not its value). */
export const AFTER_SALES_SUPPORT = { chatAccount: 'huashi_kefu01' } as const;
