/** Request and response contracts of the home page calls (homeEndpoints) and the development notice. */
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, bitText, entity, epochSeconds, paged, whole, yuan, zone } from './answers';
import { marketSessionsSchema, supplierRowSchema } from './catalog';
import { body, nothing, pageNumber, query, text } from './fields';

/** A notice type: 1 news, 2 announcement; anything else → both. */
const noticeType = z
  .custom<1 | 2 | '1' | '2'>(() => true)
  .optional()
  .transform((value): 1 | 2 | null => (value === 1 || value === '1' ? 1 : value === 2 || value === '2' ? 2 : null));

// ---------------------------------------------------------------- answers

export const noticeSchema = entity({
  id: whole,
  type: z.enum(['1', '2']),
  title: z.string(),
  begintime: epochSeconds,
  content: z.string(),
});
/** alt (ours): the banner's title, its picture's text alternative, when it has one. */
export const advertImageSchema = entity({ url: z.string(), pclink: z.string(), alt: z.string().optional() });
export const advertsSchema = entity({ top: entity({ images: z.array(advertImageSchema) }) });
export const supplierBriefSchema = entity({ supplierId: z.string(), supplierName: z.string() });
export const homeSuppliersSchema = entity({ A: z.array(supplierBriefSchema), C: z.array(supplierBriefSchema) });

export const discountItemSchema = entity({
  productImage: z.string(),
  flwName: z.string(),
  flwCode: z.string(),
  levelName: z.string(),
  progress: z.string(),
  rule_text: z.string(),
  zhaPrice: yuan,
  /** The zone of the discounted lots (ours: the card opens that zone's product page). */
  session: zone,
});

/** One discount product (GET /v2/activity/product-detail?flwCode=…): the item and its discounted lots. */
export const discountProductSchema = discountItemSchema.extend({ rows: z.array(supplierRowSchema) });

export const recommendedFlowerSchema = entity({ flwCode: z.string(), flwName: z.string(), defaultImage1: z.string() });

export const formMapVarietySchema = entity({ flwCode: z.string(), flwName: z.string() });
export const formMapCategorySchema = entity({ cateId: whole, cateName: z.string(), list: z.array(formMapVarietySchema) });
export const formMapStyleSchema = entity({ styleId: whole, styleName: z.string(), cates: z.array(formMapCategorySchema) });
/**
 * open is '1' while at least one session is tradable at the server's clock; `sessions` (ours) says
 * which, and when each opens or closes.
 */
export const formMapSchema = entity({ open: bitText, data: z.array(formMapStyleSchema), sessions: marketSessionsSchema });

export const weatherSchema = entity({ code: z.string(), temperature: z.string() });

export const memberRuleSchema = entity({ level: whole, cill_text: z.string(), discount_text: z.string(), coupon_text: z.string() });
export const membershipSchema = entity({
  memberLevel: whole,
  memberDiscount: z.number(),
  memberCoupon: bitText,
  savings: yuan,
  alert: z.string(),
  rules: z.array(memberRuleSchema),
});

/**
 * The customer-service chat (ours: the spec names only the path). qrUrl null → 暂无客服经理对接，请电话联系.
 * Issue 26: managerName is the buyer's customer manager ('' none; the phone is /v1/buyer/manager-phone's answer), set
 * by staff on the 买家 desk; hotline is the market's (MARKET_HOTLINE), shown by 联系我们 and /afterlist.
 */
export const customerServiceSchema = entity({
  qrUrl: z.string().nullable(),
  name: z.string().nullable(),
  managerName: z.string(),
  hotline: z.string(),
});

export const homeEndpoints = endpoints('home', {
  advert: endpoint('POST', '/v2/home/advert', 'public', { body: nothing, response: answers(advertsSchema) }),
  noticeList: endpoint('POST', '/v2/home/notice-list', 'public', {
    body: body({ page: pageNumber(1, 10_000), limit: pageNumber(15, 50), type: noticeType }),
    response: answers(paged(noticeSchema)),
  }),
  presaleMap: endpoint('POST', '/pc/home/presale-map', 'public', { body: nothing, response: answers(formMapSchema) }),
  /** null when the weather provider cannot be reached (msg 天气暂不可用). */
  weather: endpoint('POST', '/v1/home/weather', 'public', { body: nothing, response: answers(weatherSchema.nullable()) }),
  supplier: endpoint('POST', '/v2/home/supplier', 'buyer', { body: nothing, response: answers(homeSuppliersSchema) }),
  recommendFlower: endpoint('POST', '/v2/home/recommend-flower', 'buyer', {
    body: body({ page: pageNumber(1, 1000), limit: pageNumber(50, 50) }),
    response: answers(paged(recommendedFlowerSchema)),
  }),
  homeDiscount: endpoint('GET', '/v2/activity/home-discount', 'buyer', {
    querystring: nothing,
    response: answers(z.array(discountItemSchema)),
  }),
  /** One discount product: an unknown or empty code answers 该商品暂无折扣活动 (from the service). */
  productDetail: endpoint('GET', '/v2/activity/product-detail', 'buyer', {
    querystring: query({ flwCode: text(40) }),
    response: answers(discountProductSchema),
  }),
  member: endpoint('POST', '/v2/buyer/member', 'buyer', { body: nothing, response: answers(membershipSchema) }),
  /** The buyer's customer manager phone ('' when none). */
  managerPhone: endpoint('POST', '/v1/buyer/manager-phone', 'buyer', { body: nothing, response: answers(z.string()) }),
  /** The buyer's own customer manager; buyerId is sent by the page and not needed (the token says who). */
  customer: endpoint('POST', '/v2/open/get-customer', 'buyer', {
    body: body({ buyerId: z.custom<number | string>(() => true).optional() }),
    response: answers(customerServiceSchema),
  }),
  /** Development only: a notice as market staff would publish it (title and content required, checked by the route). */
  devNotice: endpoint('POST', '/dev/notice', 'public', {
    body: body({
      title: text(10_000),
      content: z
        .custom<string>(() => true)
        .optional()
        .transform((value) => (typeof value === 'string' ? value : '')),
      type: noticeType,
    }),
    response: answers(entity({ id: whole })),
  }),
});

export type NoticeQueryInput = z.input<typeof homeEndpoints.noticeList.schema.body>;
export type NoticeFilters = z.output<typeof homeEndpoints.noticeList.schema.body>;
export type RecommendedQuery = z.output<typeof homeEndpoints.recommendFlower.schema.body>;
export type CustomerBody = z.input<typeof homeEndpoints.customer.schema.body>;
