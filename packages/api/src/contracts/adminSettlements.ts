/**
 * Contracts of the 供应商结算 desk (issue 31; 财务 and 管理员): suppliers' settlements of a period of auction dates —
 * generated as drafts, each supplier's figures and lines, confirmed (locked), marked paid with the bank's reference —
 * the suppliers' payees, and the payout batch file (GBK CSV) of confirmed unpaid settlements. The 售后理赔 desk's
 * charge-back decision is in ./adminClaims. Rules: the domain's settlement.ts. Money crosses the wire as yuan strings.
 */
import { SALE_LINE_KIND_CODES, SETTLEMENT_MESSAGES, SETTLEMENT_STATUS_CODES, type SettlementStatus } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, file, isoTime, whole, yuan } from './answers';
import { body, int, oneOf, query, text } from './fields';

const id = int({ msg: SETTLEMENT_MESSAGES.notFound, code: 404 });
const statuses = SETTLEMENT_STATUS_CODES as [SettlementStatus, ...SettlementStatus[]];
/** "YYYY-MM-DD" as sent; the service checks the period (settlementPeriodProblem). */
const date = text(10);

export const settlementPayeeSchema = entity({ bankName: z.string(), accountName: z.string(), accountNo: z.string() });

export const settlementRowSchema = entity({
  id: whole,
  supplierId: z.string(),
  supplierName: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.enum(statuses),
  statusLabel: z.string(),
  bundles: whole,
  stems: whole,
  /** Σ bundles × stems × settlement price: the period's, 往期补结 and less 往期冲回 (net; the commission's base). */
  sales: yuan,
  chargeBack: yuan,
  /** The rate as people read it ("5%"), and its amount. */
  commissionRate: z.string(),
  commission: yuan,
  /** 上期结欠: earlier settlements' shortfalls this one starts with (≤ 0). */
  carried: yuan,
  /** What the market owes (negative: claims beyond sales; nothing is paid, it is carried into the next). */
  owed: yuan,
  saleCount: whole,
  chargeBackCount: whole,
  /** Whether the supplier has a payee (the payout file needs one). */
  hasPayee: z.boolean(),
  computedAt: isoTime,
  confirmedAt: isoTime.nullable(),
  confirmedBy: z.string(),
  paidAt: isoTime.nullable(),
  paidBy: z.string(),
  bankReference: z.string(),
});
export type SettlementRow = z.infer<typeof settlementRowSchema>;

export const settlementPageSchema = entity({
  from: z.string(),
  to: z.string(),
  /** SUPPLIER_COMMISSION as people read it. */
  commissionRate: z.string(),
  list: z.array(settlementRowSchema),
  /** The period's totals over the listed settlements. */
  totals: entity({ sales: yuan, chargeBack: yuan, commission: yuan, owed: yuan }),
});
export type SettlementPage = z.infer<typeof settlementPageSchema>;

export const settlementSaleLineSchema = entity({
  /** The period's own day, 往期补结 (an earlier day's item not settled yet), 往期冲回 (taken back, negative). */
  kind: z.enum(SALE_LINE_KIND_CODES),
  itemId: whole,
  orderNo: z.string(),
  auctionDate: z.string(),
  flwName: z.string(),
  levelName: z.string(),
  bundles: whole,
  stemsPerBunch: whole,
  /** Settlement price per stem. */
  price: yuan,
  /** Negative for 往期冲回. */
  amount: yuan,
});
export const settlementChargeBackLineSchema = entity({
  claimId: whole,
  orderNo: z.string(),
  flwName: z.string(),
  bundles: whole,
  amount: yuan,
  reason: z.string(),
  decidedAt: isoTime,
});

/** 上期结欠: an earlier settlement's shortfall carried into this one. */
export const settlementCarryLineSchema = entity({ settlementId: whole, from: z.string(), to: z.string(), amount: yuan });

export const settlementDetailSchema = entity({
  row: settlementRowSchema,
  sales: z.array(settlementSaleLineSchema),
  chargeBacks: z.array(settlementChargeBackLineSchema),
  carries: z.array(settlementCarryLineSchema),
  payee: settlementPayeeSchema.nullable(),
});
export type SettlementDetail = z.infer<typeof settlementDetailSchema>;

export const adminSettlementEndpoints = endpoints('adminSettlements', {
  /** The settlements of the period [from, to] exactly (drafts, confirmed, paid), by supplier; `status` narrows them. */
  list: endpoint('GET', '/admin/settlements', 'staff:settlements', {
    querystring: query({ from: date, to: date, status: oneOf(statuses) }),
    response: answers(settlementPageSchema),
  }),
  /** Computes every supplier's draft of the period (new, or refreshed); confirmed and paid ones stay as they are. */
  draft: endpoint('POST', '/admin/settlements/draft', 'staff:settlements', {
    body: body({ from: date, to: date }),
    response: answers(settlementPageSchema),
  }),
  detail: endpoint('GET', '/admin/settlements/detail', 'staff:settlements', {
    querystring: query({ id }),
    response: answers(settlementDetailSchema),
  }),
  /** 确认: recomputed a last time; refused (and the draft refreshed) when the figures changed since it was shown. */
  confirm: endpoint('POST', '/admin/settlements/confirm', 'staff:settlements', {
    body: body({ id, owed: text(20) }),
    response: answers(settlementDetailSchema),
  }),
  pay: endpoint('POST', '/admin/settlements/pay', 'staff:settlements', {
    body: body({ id, bankReference: text(60) }),
    response: answers(settlementDetailSchema),
  }),
  payee: endpoint('POST', '/admin/settlements/payee', 'staff:settlements', {
    body: body({ supplierId: text(10), bankName: text(60), accountName: text(60), accountNo: text(40) }),
    response: answers(settlementPayeeSchema),
  }),
  /** 下载结算单: the settlement's paper (A4 PDF) from its stored lines; a draft prints marked 草稿. */
  pdf: endpoint('GET', '/admin/settlements/settlement.pdf', 'staff:settlements', {
    querystring: query({ id }),
    response: { 200: file('application/pdf') },
  }),
  /** The payout batch file: confirmed, unpaid settlements that pay something to a known payee (GBK CSV). */
  payout: endpoint('GET', '/admin/settlements/payout.csv', 'staff:settlements', {
    querystring: query({}),
    response: { 200: file('text/csv; charset=gbk') },
  }),
});

export type SettlementQuery = z.input<typeof adminSettlementEndpoints.list.schema.querystring>;
export type SettlementPeriodBody = z.input<typeof adminSettlementEndpoints.draft.schema.body>;
export type SettlementIdQuery = z.input<typeof adminSettlementEndpoints.detail.schema.querystring>;
export type SettlementConfirmBody = z.input<typeof adminSettlementEndpoints.confirm.schema.body>;
export type SettlementPayBody = z.input<typeof adminSettlementEndpoints.pay.schema.body>;
export type SettlementPayeeBody = z.input<typeof adminSettlementEndpoints.payee.schema.body>;
