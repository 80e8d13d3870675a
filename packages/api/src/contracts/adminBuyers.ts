/**
 * Contracts of the back office's 买家 desk (ours, beyond the spec): find a buyer by phone, name or account number;
 * their account, balance, ledger, orders and addresses; and 调整余额 (财务, 管理员) with a mandatory reason.
 * Money crosses the wire as yuan text; the adjust form's fields are checked by the domain schema (formValue).
 * Issue 26: 设置客户经理 (客服, 管理员), the name and phone the buyer's 联系我们 shows.
 */
import { BUYER_DESK_MESSAGES, BUYER_SEARCH_MAX, type AdjustDirection } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, isoTime, staffPage, whole, yuan } from './answers';
import { body, formValue, int, query, staffPaging, text } from './fields';
import { orderPaymentSchema } from './orders';

const buyerId = int({ msg: BUYER_DESK_MESSAGES.buyerNotFound, code: 404 });

const paging = staffPaging();

// ---------------------------------------------------------------- answers

/** A buyer as the search lists them. */
export const buyerSummarySchema = entity({
  id: whole,
  accountNo: z.string(),
  phone: z.string(),
  nickName: z.string(),
  /** 1 registered, 2 opened. */
  status: whole,
  /** 已开户 / 已注册（未开户）. */
  statusName: z.string(),
  memberLevel: whole,
  /** 普通会员 / VIP2 … */
  memberLevelName: z.string(),
  balance: yuan,
  frozen: yuan,
  /** balance − frozen, never below 0. */
  usable: yuan,
  /** ISO 8601. */
  createdAt: isoTime,
});
export type BuyerSummary = z.infer<typeof buyerSummarySchema>;

export const buyerPageSchema = staffPage(buyerSummarySchema);
export type BuyerPage = z.infer<typeof buyerPageSchema>;

export const buyerAddressViewSchema = entity({
  id: whole,
  contactUser: z.string(),
  contactPhone: z.string(),
  /** 云南省 昆明市 五华区 */
  region: z.string(),
  address: z.string(),
  /** 自提 / 公路冷链 … */
  deliveryWay: z.string(),
  isDefault: z.boolean(),
});
export type BuyerAddressView = z.infer<typeof buyerAddressViewSchema>;

/** One buyer's profile: the summary plus contact, type, region, member discount and addresses. */
export const buyerProfileSchema = entity({
  buyer: buyerSummarySchema,
  contactPhone: z.string(),
  buyerType: z.string(),
  /** The region and street of the account (the /dredge form), '' when not opened. */
  region: z.string(),
  /** e.g. 9.7折, or '' without a member discount. */
  memberDiscount: z.string(),
  orderCount: whole,
  addresses: z.array(buyerAddressViewSchema),
  /** Issue 26: the buyer's customer manager (客户经理), '' when none; 客服 and 管理员 set it. */
  managerName: z.string(),
  managerPhone: z.string(),
});
export type BuyerProfileData = z.infer<typeof buyerProfileSchema>;

/** One ledger row: the change (signed yuan), its text, the balance after it. */
export const buyerLedgerRowSchema = entity({
  id: whole,
  ioValue: yuan,
  /** The signed change of the frozen amount: a withdrawal's freeze ("105.00"), its release ("-105.00"); "0.00" none. */
  frozenValue: yuan,
  ioNotice: z.string(),
  balanceAfter: yuan,
  /** What made it: order, staff-adjust, seed, … ('' none). */
  refType: z.string(),
  refId: z.string(),
  createdAt: isoTime,
});
export type BuyerLedgerRow = z.infer<typeof buyerLedgerRowSchema>;
export const buyerLedgerPageSchema = staffPage(buyerLedgerRowSchema);
export type BuyerLedgerPage = z.infer<typeof buyerLedgerPageSchema>;

export const buyerOrderRowSchema = entity({
  id: whole,
  orderNo: z.string(),
  status: whole,
  statusName: z.string(),
  /** Issue 18: the order waits for payment (待付款): 财务 may settle it (代扣付款). */
  unpaid: z.boolean(),
  /** Issue 18: 代下单（<the operator sign's label>） for an order a market operator placed, '' for the buyer's own. */
  placedByLabel: z.string(),
  session: z.enum(['A', 'C']),
  auctionDate: z.string(),
  payment: yuan,
  bunches: whole,
  createdAt: isoTime,
});
export type BuyerOrderRow = z.infer<typeof buyerOrderRowSchema>;
export const buyerOrderPageSchema = staffPage(buyerOrderRowSchema);
export type BuyerOrderPage = z.infer<typeof buyerOrderPageSchema>;

/** An adjustment made: the buyer's new figures and the ledger row written. */
export const balanceAdjustResultSchema = entity({ buyer: buyerSummarySchema, ledger: buyerLedgerRowSchema });
export type BalanceAdjustResult = z.infer<typeof balanceAdjustResultSchema>;

/** The customer manager as saved (issue 26): name and phone, both '' when taken away. */
export const buyerManagerViewSchema = entity({ managerName: z.string(), managerPhone: z.string() });
export type BuyerManagerView = z.infer<typeof buyerManagerViewSchema>;

// ---------------------------------------------------------------- requests

export const adminBuyerEndpoints = endpoints('adminBuyers', {
  search: endpoint('GET', '/admin/buyers', 'staff:buyers', {
    querystring: query({ q: text(BUYER_SEARCH_MAX), ...paging }),
    response: answers(buyerPageSchema),
  }),
  detail: endpoint('GET', '/admin/buyers/detail', 'staff:buyers', {
    querystring: query({ buyerId }),
    response: answers(buyerProfileSchema),
  }),
  ledger: endpoint('GET', '/admin/buyers/ledger', 'staff:buyers', {
    querystring: query({ buyerId, ...paging }),
    response: answers(buyerLedgerPageSchema),
  }),
  orders: endpoint('GET', '/admin/buyers/orders', 'staff:buyers', {
    querystring: query({ buyerId, ...paging }),
    response: answers(buyerOrderPageSchema),
  }),
  /**
   * 代扣付款 (issue 18; 财务, 管理员): pays the buyer's unpaid order from their balance, audited. Refused with the usable
   * balance and the amount named when it falls short (counter cash goes in first with 现金充值); already paid takes
   * nothing.
   */
  settleOrder: endpoint('POST', '/admin/buyers/settle-order', 'staff:buyers', {
    body: body({ buyerId, mainId: int({ msg: '订单不存在', code: 404 }) }),
    response: answers(orderPaymentSchema),
  }),
  adjust: endpoint('POST', '/admin/buyers/adjust', 'staff:buyers', {
    body: body({
      buyerId,
      direction: formValue<AdjustDirection>(),
      /** Yuan as typed, e.g. "100.00" (checked by the domain's balanceAdjustSchema). */
      amount: formValue<string>(),
      reason: formValue<string>(),
    }),
    response: answers(balanceAdjustResultSchema),
  }),
  /**
   * 设置客户经理 (issue 26; 客服, 管理员 — 财务 gets 403 before the body is read): the name and phone, checked by the
   * domain's buyerManagerSchema (both empty takes the manager away), audited as buyer-manager.update.
   */
  manager: endpoint('POST', '/admin/buyers/manager', 'staff:buyers', {
    body: body({ buyerId, managerName: formValue<string>(), managerPhone: formValue<string>() }),
    response: answers(buyerManagerViewSchema),
  }),
});

export type BuyerSearchQuery = z.input<typeof adminBuyerEndpoints.search.schema.querystring>;
export type BalanceAdjustBody = z.input<typeof adminBuyerEndpoints.adjust.schema.body>;
export type SettleOrderBody = z.input<typeof adminBuyerEndpoints.settleOrder.schema.body>;
export type BuyerManagerBody = z.input<typeof adminBuyerEndpoints.manager.schema.body>;
