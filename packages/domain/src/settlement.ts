/**
 * Suppliers' settlement (issue 31): what the market owes a supplier (grower or agent) for a period.
 *
 * Decisions (the server's 供应商结算 desk, the supplier's own page and the tests read them from here):
 * - Period: a range of auction dates [from, to], both included (calendar dates in Asia/Shanghai, as orders carry them),
 *   at most SETTLEMENT_PERIOD_MAX_DAYS days — a day, a week or a month. A supplier's confirmed periods never overlap,
 *   and only a period that is over can be confirmed (its last day before today by the market clock: a day still
 *   selling would leave its afternoon out).
 * - Sold: an order item of the supplier (order_items.supplier_id) whose order is paid (paid_at set: an operator's
 *   unpaid order counts once paid) and which is not cancelled (cancelled_at null). Shipping is not waited for: a paid,
 *   uncancelled bundle is sold, whatever the packing floor does with it. Its value is bundles × stems per bundle × the
 *   lot's settlement price per stem (stock_lots.source_price_fen).
 * - Exactly once (sales as charge-backs): every sold item is settled by exactly one confirmed settlement, whatever its
 *   timing. Confirming a settlement ties the items it counted to it (order_items.settlement_id). A settlement counts
 *   the supplier's sold items not yet tied to any settlement whose auction date is in its period, and also those of
 *   EARLIER days (往期补结: an order paid after its day was settled, a day between two settled periods) — from the
 *   market's first settled day (the earliest day of any confirmed settlement): days before that were settled outside
 *   the app, before it settled, and are never taken. (Market-wide, not per supplier: a supplier whose first sale was
 *   an order paid late would otherwise lose it.) Items of later days wait for their own period. An item cancelled after a
 *   confirmed settlement counted it is taken back, once, by the next settlement confirmed (往期冲回, a negative line;
 *   order_items.reversed_by_settlement_id); cancelled before, it was never counted. So, over all settlements, each
 *   sold item is paid once and each item cancelled after settling nets to zero.
 * - Charged back: a claim the market accepted with an amount (待赔付 8/9 or 已赔付 10) on the supplier's item, that
 *   staff decided to charge back (with a reason) before the period's end, and that no confirmed settlement holds yet:
 *   each charge-back is counted exactly once, by the first settlement confirmed after its decision — however late it
 *   is decided, even after its own sale's period was settled. Confirming a settlement ties its charge-backs to it, and
 *   from then on their decision cannot change. It charges back the claim's accepted amount
 *   (after_sales.real_amount_fen, what the buyer is compensated): the supplier carries the claim, not the market.
 * - Commission: SUPPLIER_COMMISSION, a rate of the sales at settlement price (0 by default, at most 4 decimals, so
 *   it is held exactly in basis points), rounded ONCE on the settlement's net sales (the period's, plus 往期补结, less
 *   往期冲回), half away from zero to a whole fen; a net take-back gives the commission back the same way.
 * - Carried forward (上期结欠): a confirmed settlement that owes less than nothing (claims or take-backs beyond sales)
 *   pays nothing; its shortfall is not left to be recovered outside the app but starts the supplier's next confirmed
 *   settlement, once (settlements.carried_into_id), which may carry it on again. Chosen over recovery outside the
 *   app: the market then recovers it from money it owes the supplier anyway, with a trace on both settlements, and the
 *   sums over a supplier's settlements stay exact. (A supplier who never sells again leaves the last one negative:
 *   that amount is the debt the market still holds, shown on the settlement.)
 * - Owed = net sales − charged back − commission + carried (≤ 0), exact integer fen.
 * - A settlement's figures are kept as they were when it was confirmed (lines and all): later cancellations, claims
 *   or price edits never change a confirmed settlement; they reach the next one as lines of their own.
 */
import { applyRatioFen, bunchPriceFen, formatYuan, multiplyFen, sumFen, type Fen } from './money';
import { addDays, isCalendarDay, parseShanghaiDateTime } from './time';

/** A settlement's life: computed (draft), locked by 财务 (confirmed), paid with a bank reference (paid). */
export const SETTLEMENT_STATUSES = {
  draft: '待确认',
  confirmed: '已确认',
  paid: '已付款',
} as const;
export type SettlementStatus = keyof typeof SETTLEMENT_STATUSES;
export const SETTLEMENT_STATUS_CODES = Object.keys(SETTLEMENT_STATUSES) as SettlementStatus[];

export function settlementStatusLabel(status: SettlementStatus): string {
  return SETTLEMENT_STATUSES[status];
}

/** The longest period one settlement covers, in days. */
export const SETTLEMENT_PERIOD_MAX_DAYS = 31;

/** A claim's charge-back reason and a bank reference: at most this many characters. */
export const CHARGE_BACK_REASON_MAX = 100;
export const BANK_REFERENCE_MAX = 40;

/** The claim statuses whose amount is decided (待赔付 8, 9; 已赔付 10): only these can be charged back. */
export const CHARGEABLE_CLAIM_STATUSES = [8, 9, 10] as const;

export const SETTLEMENT_MESSAGES = {
  periodInvalid: '请选择结算期间',
  periodReversed: '结束日期不能早于开始日期',
  periodTooLong: `结算期间最长${SETTLEMENT_PERIOD_MAX_DAYS}天`,
  notFound: '结算单不存在',
  notDraft: '结算单已确认，不能修改',
  notConfirmed: '只有已确认的结算单可以标记付款',
  alreadyPaid: '结算单已付款',
  changed: '结算数据已变化，已按最新数据更新，请核对后再确认',
  overlap: '该供应商在此期间已有确认的结算单',
  periodNotOver: '结算期间尚未结束，结束日期须早于今天',
  periodNotStarted: '结算期间尚未开始，开始日期不能晚于今天',
  bankReferenceRequired: '请输入银行流水号',
  bankReferenceInvalid: `银行流水号为1-${BANK_REFERENCE_MAX}位字母、数字或-`,
  chargeBackReasonRequired: '请输入扣款原因',
  chargeBackReasonTooLong: `扣款原因最多${CHARGE_BACK_REASON_MAX}个字`,
  chargeBackNotDecided: '理赔金额确定后才能决定是否向供应商扣款',
  chargeBackLocked: '该理赔已计入确认的结算单，不能再修改',
  payeeBankRequired: '请输入开户银行',
  payeeNameRequired: '请输入收款户名',
  payeeAccountInvalid: '收款账号为8-30位数字',
  payeeCharset: '户名或开户银行含有银行批量文件无法写入的字符',
  supplierNotFound: '供应商不存在',
} as const;

/** What the desk's actions answer. */
export const SETTLEMENT_ACTION_DONE = {
  draft: '结算单已生成',
  confirm: '结算单已确认',
  pay: '已标记付款',
  payee: '收款账户已保存',
  chargeBack: '已记录扣款决定',
} as const;

/** The days of [from, to], both included (dates already checked). */
function daysOf(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Why a period cannot be settled, or null: two real dates, from ≤ to, at most SETTLEMENT_PERIOD_MAX_DAYS days. */
export function settlementPeriodProblem(from: string, to: string): string | null {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return SETTLEMENT_MESSAGES.periodInvalid;
  if (to < from) return SETTLEMENT_MESSAGES.periodReversed;
  if (daysOf(from, to) > SETTLEMENT_PERIOD_MAX_DAYS) return SETTLEMENT_MESSAGES.periodTooLong;
  return null;
}

/** The instant (epoch ms) a period ends: midnight in Asia/Shanghai after its last day; null for a bad date. */
export function periodEndMs(to: string): number | null {
  const next = addDays(to, 1);
  return next === null ? null : (parseShanghaiDateTime(next)?.ms ?? null);
}

/** Whether two periods share a day. */
export function periodsOverlap(a: { from: string; to: string }, b: { from: string; to: string }): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/** Basis points in a whole (a rate of 1 = 10,000 bp). */
export const BASIS_POINTS = 10_000;

/**
 * SUPPLIER_COMMISSION as written ("0", "0.05", "0.125") → basis points (500, 1250), or null when it is not a rate
 * 0 ≤ r < 1 with at most 4 decimals. Held as an integer so the commission is exact.
 */
export function parseCommissionRate(text: string): number | null {
  const match = /^0(?:\.(\d{1,4}))?$|^\.(\d{1,4})$/.exec(text.trim());
  if (!match) return null;
  const decimals = match[1] ?? match[2] ?? '';
  return Number(decimals.padEnd(4, '0'));
}

/** A rate in basis points as people read it: 500 → "5%", 1250 → "12.5%", 0 → "0%". */
export function commissionRateText(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** What a sale line is: of the period's own days, 往期补结 (an earlier day's item not settled yet), 往期冲回 (taken back). */
export const SALE_LINE_KINDS = {
  period: '',
  late: '往期补结',
  reversal: '往期冲回',
} as const;
export type SaleLineKind = keyof typeof SALE_LINE_KINDS;
export const SALE_LINE_KIND_CODES = Object.keys(SALE_LINE_KINDS) as [SaleLineKind, ...SaleLineKind[]];

/** One sold order item, at its lot's settlement price. */
export type SettlementSale = {
  /** Absent in lines confirmed before 往期补结 existed: the period's own. */
  kind?: SaleLineKind;
  /** A 往期冲回 line: the settlement that paid the item. */
  settledBy?: number;
  itemId: number;
  orderNo: string;
  auctionDate: string;
  flwName: string;
  levelName: string;
  bundles: number;
  stemsPerBunch: number;
  /** The lot's settlement price per stem. */
  priceFen: Fen;
};

/** One claim charged back to the supplier. */
export type SettlementChargeBack = {
  claimId: number;
  orderNo: string;
  flwName: string;
  /** Bundles the claim is about. */
  bundles: number;
  amountFen: Fen;
  reason: string;
  /** When staff decided the charge-back (ISO instant). */
  decidedAt: string;
};

/** 上期结欠: an earlier confirmed settlement's shortfall (owed < 0) that this one starts with. */
export type SettlementCarry = { settlementId: number; from: string; to: string; amountFen: Fen };

export type SettlementFigures = {
  /** Net of 往期冲回 (taken-back bundles count negative). */
  bundles: number;
  stems: number;
  /** Net sales: the period's and 往期补结 lines less 往期冲回 (the commission's base). */
  salesFen: Fen;
  /** Of which 往期补结 (≥ 0) and 往期冲回 (≤ 0). */
  lateFen: Fen;
  reversedFen: Fen;
  chargeBackFen: Fen;
  /** 上期结欠 (≤ 0). */
  carriedFen: Fen;
  commissionBp: number;
  commissionFen: Fen;
  owedFen: Fen;
};

/** One sale line's value: bundles × stems per bundle × settlement price per stem, exact; negative for 往期冲回. */
export function saleValueFen(sale: Pick<SettlementSale, 'kind' | 'bundles' | 'stemsPerBunch' | 'priceFen'>): Fen {
  const value = multiplyFen(bunchPriceFen(sale.priceFen, sale.stemsPerBunch), sale.bundles);
  return sale.kind === 'reversal' ? -value : value;
}

/** A sale line's label: '' for the period's own, 往期补结, 往期冲回. */
export function saleLineKindLabel(kind: SaleLineKind | undefined): string {
  return SALE_LINE_KINDS[kind ?? 'period'];
}

/** The value of the sale lines of one kind: 往期补结 (≥ 0), 往期冲回 (≤ 0). */
export function saleKindFen(sales: readonly SettlementSale[], kind: SaleLineKind): Fen {
  return sumFen(sales.filter((s) => (s.kind ?? 'period') === kind).map(saleValueFen));
}

/** The commission on a period's sales: rounded once, half away from zero (see the module's decisions). */
export function commissionFen(salesFen: Fen, basisPoints: number): Fen {
  return applyRatioFen(salesFen, basisPoints, BASIS_POINTS);
}

/**
 * The settlement of one supplier for one period, from its sale lines (the period's, 往期补结, 往期冲回), its
 * charged-back claims and the shortfalls it carries (module header).
 */
export function settleSupplier(
  sales: readonly SettlementSale[],
  chargeBacks: readonly Pick<SettlementChargeBack, 'amountFen'>[],
  commissionBp: number,
  carries: readonly Pick<SettlementCarry, 'amountFen'>[] = [],
): SettlementFigures {
  const sign = (s: SettlementSale) => (s.kind === 'reversal' ? -1 : 1);
  const salesFen = sumFen(sales.map(saleValueFen));
  const chargeBackFen = sumFen(chargeBacks.map((c) => c.amountFen));
  const carriedFen = sumFen(carries.map((c) => c.amountFen));
  const commission = commissionFen(salesFen, commissionBp);
  return {
    bundles: sales.reduce((n, s) => n + sign(s) * s.bundles, 0),
    stems: sales.reduce((n, s) => n + sign(s) * s.bundles * s.stemsPerBunch, 0),
    salesFen,
    lateFen: saleKindFen(sales, 'late'),
    reversedFen: saleKindFen(sales, 'reversal'),
    chargeBackFen,
    carriedFen,
    commissionBp,
    commissionFen: commission,
    owedFen: salesFen - chargeBackFen - commission + carriedFen,
  };
}

/** How the market's charge-back decision on a claim reads at the 售后理赔 desk: null is not decided yet. */
export const CHARGE_BACK_LABELS = { charged: '已扣款给供应商', notCharged: '不扣款', undecided: '未决定' } as const;

export function chargeBackLabel(chargeBack: boolean | null): string {
  if (chargeBack === null) return CHARGE_BACK_LABELS.undecided;
  return chargeBack ? CHARGE_BACK_LABELS.charged : CHARGE_BACK_LABELS.notCharged;
}

/** Whether a claim's charge-back can be decided: its amount is decided (8, 9, 10). */
export function claimChargeable(status: number): boolean {
  return (CHARGEABLE_CLAIM_STATUSES as readonly number[]).includes(status);
}

/** Whether a period is over by the market clock: its last day before `today` (module header). */
export function settlementPeriodOver(to: string, today: string): boolean {
  return to < today;
}

/** Why a charge-back decision cannot be recorded, or null: a reason is required when the claim is charged back. */
export function chargeBackProblem(chargeBack: boolean, reason: string): string | null {
  const text = reason.trim();
  if (chargeBack && text === '') return SETTLEMENT_MESSAGES.chargeBackReasonRequired;
  if ([...text].length > CHARGE_BACK_REASON_MAX) return SETTLEMENT_MESSAGES.chargeBackReasonTooLong;
  return null;
}

/** Why a bank reference (the transfer's 流水号) is refused, or null. */
export function bankReferenceProblem(reference: string): string | null {
  const text = reference.trim();
  if (text === '') return SETTLEMENT_MESSAGES.bankReferenceRequired;
  if (!new RegExp(`^[A-Za-z0-9-]{1,${BANK_REFERENCE_MAX}}$`).test(text)) return SETTLEMENT_MESSAGES.bankReferenceInvalid;
  return null;
}

/** Where the market pays a supplier. */
export type SupplierPayee = { bankName: string; accountName: string; accountNo: string };

/** Why a payee is refused, or null: bank and name given, the account 8–30 digits (spaces ignored). */
export function payeeProblem(payee: SupplierPayee): string | null {
  if (payee.bankName.trim() === '') return SETTLEMENT_MESSAGES.payeeBankRequired;
  if (payee.accountName.trim() === '') return SETTLEMENT_MESSAGES.payeeNameRequired;
  if (!/^\d{8,30}$/.test(payee.accountNo.replace(/\s+/g, ''))) return SETTLEMENT_MESSAGES.payeeAccountInvalid;
  return null;
}

/**
 * The payout batch file's columns, in order (README, 供应商结算 › 付款批量文件): the fields every Chinese bank's
 * enterprise 批量转账/代发 import asks for. Banks order their templates differently; the header row names each column.
 */
export const PAYOUT_COLUMNS = ['序号', '收款账号', '收款户名', '开户银行', '金额', '用途', '备注'] as const;

/** A confirmed, unpaid settlement as the payout file needs it. */
export type PayoutSettlement = {
  id: number;
  supplierId: string;
  supplierName: string;
  from: string;
  to: string;
  owedFen: Fen;
  payee: SupplierPayee | null;
};

/** A period as people read it: "2026-11-17至2026-11-23", a single day as its date. */
export function settlementPeriodText(p: { from: string; to: string }): string {
  return p.from === p.to ? p.from : `${p.from}至${p.to}`;
}

/** The 用途 of a settlement's transfer: "花市货款 A1023 2026-11-17至2026-11-23" (a single day names one date). */
export function payoutPurpose(s: Pick<PayoutSettlement, 'supplierId' | 'from' | 'to'>): string {
  return `花市货款 ${s.supplierId} ${settlementPeriodText(s)}`;
}

/** A settlement's number as papers and the bank's 备注 carry it: JS-<id>. */
export function settlementNumber(id: number): string {
  return `JS-${id}`;
}

/** The settlement paper's title and the mark a draft prints under it (a draft is the market's working figures). */
export const SETTLEMENT_PAPER_TITLE = '结算单';
export const SETTLEMENT_DRAFT_MARK = '草稿：未确认，不作付款依据';

/** The settlement paper's file name: 结算单-A1023-2026-11-17至2026-11-23.pdf. */
export function settlementFileName(s: { supplierId: string; from: string; to: string }): string {
  return `${SETTLEMENT_PAPER_TITLE}-${s.supplierId}-${settlementPeriodText(s)}.pdf`;
}

/**
 * The payout file's rows (header first): one per settlement that pays something (owed > 0) and has a payee; the
 * others are left out and listed in `skipped` (the desk says why). 备注 carries the settlement's number (JS-<id>),
 * which the bank echoes on its statement.
 */
export function payoutRows(settlements: readonly PayoutSettlement[]): { rows: string[][]; skipped: PayoutSettlement[] } {
  const rows: string[][] = [[...PAYOUT_COLUMNS]];
  const skipped: PayoutSettlement[] = [];
  for (const s of settlements) {
    if (s.owedFen <= 0 || s.payee === null) {
      skipped.push(s);
      continue;
    }
    rows.push([
      String(rows.length),
      s.payee.accountNo.replace(/\s+/g, ''),
      s.payee.accountName.trim(),
      s.payee.bankName.trim(),
      formatYuan(s.owedFen),
      payoutPurpose(s),
      settlementNumber(s.id),
    ]);
  }
  return { rows, skipped };
}
