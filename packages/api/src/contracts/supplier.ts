/**
 * Contracts of a supplier's own view (issue 31, ours beyond the spec): the supplier logs in with the phone and password
 * staff set at 入库管理 and reads — never writes — its own lots of a day, what they sold at what price, the claims
 * against them with their photos, and its confirmed settlements. Every endpoint but the login is in the `supplier` scope: a supplier token and
 * nothing else (a buyer's or staff token reads 401 there, a supplier token 401 everywhere else), and every read is
 * of the token's own supplier — no endpoint takes a supplier id.
 */
import { SETTLEMENT_MESSAGES, SUPPLIER_MESSAGES } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, file, whole, yuan, zone } from './answers';
import { body, formValue, int, nothing, query, text } from './fields';

// ---------------------------------------------------------------- answers

export const supplierSelfSchema = entity({ id: z.string(), name: z.string(), type: z.string(), phone: z.string() });
export type SupplierSelf = z.infer<typeof supplierSelfSchema>;

export const supplierLoginResultSchema = entity({ supplierToken: z.string(), supplier: supplierSelfSchema });
export type SupplierLoginResult = z.infer<typeof supplierLoginResultSchema>;

/** Bundles sold at one price per stem (yuan): a lot sells at its price, less member discounts and price changes. */
export const supplierPriceLineSchema = entity({ price: yuan, bundles: whole });

/** One of the supplier's lots of the day, with what it sold (items of paid orders, not cancelled). */
export const supplierLotSchema = entity({
  id: whole,
  session: zone,
  flwName: z.string(),
  levelName: z.string(),
  /** The length as buyers read it (55-60cm). */
  lengthLabel: z.string(),
  stemsPerBunch: whole,
  positionNo: z.string(),
  /** Whole bundles still in stock. */
  stockBundles: whole,
  soldBundles: whole,
  /** The listed sale price and the settlement price, yuan per stem. */
  salePrice: yuan,
  sourcePrice: yuan,
  /** What buyers paid for it (goods less discounts), yuan. */
  soldAmount: yuan,
  /** Bundles sold per price, highest price first. */
  prices: z.array(supplierPriceLineSchema),
});
export type SupplierLot = z.infer<typeof supplierLotSchema>;

export const supplierDaySchema = entity({
  /** The day shown and today (Asia/Shanghai), "YYYY-MM-DD". */
  day: z.string(),
  today: z.string(),
  lots: z.array(supplierLotSchema),
  soldBundles: whole,
  soldAmount: yuan,
});
export type SupplierDay = z.infer<typeof supplierDaySchema>;

export const supplierClaimImageSchema = entity({ url: z.string(), thumbUrl: z.string() });

/** A claim against one of the supplier's lots (no buyer named). */
export const supplierClaimSchema = entity({
  id: whole,
  /** Filed at, "YYYY-MM-DD HH:mm" Asia/Shanghai. */
  createdAt: z.string(),
  auctionDate: z.string(),
  flwName: z.string(),
  levelName: z.string(),
  lengthLabel: z.string(),
  typeName: z.string(),
  /** Bundles claimed for. */
  bundles: whole,
  reason: z.string(),
  statusName: z.string(),
  /** Paid out to the buyer, yuan; null until paid. */
  paidAmount: yuan.nullable(),
  /** The market's charge-back decision (issue 31): null until decided; true: its amount comes off the supplier's settlement. */
  chargedBack: z.boolean().nullable(),
  /** What is charged back (the claim's amount), yuan; null unless charged back. */
  chargeBackAmount: yuan.nullable(),
  /** The market's reason for its decision; '' when none. */
  chargeBackReason: z.string(),
  /** The photos, served to this supplier only. */
  images: z.array(supplierClaimImageSchema),
});
export type SupplierClaim = z.infer<typeof supplierClaimSchema>;

export const supplierClaimListSchema = entity({ list: z.array(supplierClaimSchema) });
export type SupplierClaimList = z.infer<typeof supplierClaimListSchema>;

/** One of the supplier's settlements, once 财务 confirmed it (drafts are the market's own working figures). */
export const supplierSettlementSchema = entity({
  id: whole,
  /** The period of auction dates, "YYYY-MM-DD". */
  from: z.string(),
  to: z.string(),
  statusLabel: z.string(),
  paid: z.boolean(),
  bundles: whole,
  /** Σ bundles × stems × settlement price, less the claims charged back and the commission: what the market owes. */
  sales: yuan,
  chargeBack: yuan,
  commission: yuan,
  owed: yuan,
  /** Why the amount is what it is: of `sales`, 往期补结 (≥ 0) and 往期冲回 (≤ 0); 上期结欠 carried in (≤ 0). */
  late: yuan,
  reversed: yuan,
  carried: yuan,
  /** "YYYY-MM-DD HH:mm" Asia/Shanghai; paidAt '' until paid. */
  confirmedAt: z.string(),
  paidAt: z.string(),
  bankReference: z.string(),
});
export type SupplierSettlement = z.infer<typeof supplierSettlementSchema>;

export const supplierSettlementListSchema = entity({ list: z.array(supplierSettlementSchema) });
export type SupplierSettlementList = z.infer<typeof supplierSettlementListSchema>;

// ---------------------------------------------------------------- endpoints

export const supplierEndpoints = endpoints('supplier', {
  login: endpoint('POST', '/supplier/login', 'public', {
    body: body({ phone: formValue<string>(), password: formValue<string>() }),
    response: answers(supplierLoginResultSchema),
  }),
  me: endpoint('GET', '/supplier/me', 'supplier', { querystring: nothing, response: answers(supplierSelfSchema) }),
  logout: endpoint('POST', '/supplier/logout', 'supplier', { body: nothing, response: answers(z.null()) }),
  /** `day`: "YYYY-MM-DD" within the history (SUPPLIER_LIMITS); empty: today. */
  day: endpoint('GET', '/supplier/day', 'supplier', { querystring: query({ day: text(10) }), response: answers(supplierDaySchema) }),
  claims: endpoint('GET', '/supplier/claims', 'supplier', { querystring: nothing, response: answers(supplierClaimListSchema) }),
  settlements: endpoint('GET', '/supplier/settlements', 'supplier', {
    querystring: nothing,
    response: answers(supplierSettlementListSchema),
  }),
  /** 下载结算单: the PDF of one of the supplier's own confirmed or paid settlements; any other id reads 404 结算单不存在. */
  settlementPdf: endpoint('GET', '/supplier/settlement.pdf', 'supplier', {
    querystring: query({ id: int({ msg: SETTLEMENT_MESSAGES.notFound, code: 404 }) }),
    response: { 200: file('application/pdf') },
  }),
  /** A claim's photo (or `<key>.thumb.webp`): its bytes, or 404 Not found (text) when it is no photo of the supplier's claims. */
  claimImage: endpoint('GET', '/supplier/claim-image', 'supplier', {
    querystring: query({ claim: int({ msg: SUPPLIER_MESSAGES.claimNotFound, code: 404 }), key: text(200) }),
    response: { 200: file('image/*'), 404: file('text/plain; charset=utf-8') },
  }),
});
