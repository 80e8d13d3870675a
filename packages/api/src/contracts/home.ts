/** Request contracts of the home page calls (HOME_PATHS) and the development notice. */
import { z } from 'zod';
import { body, nothing, pageNumber, query, text } from './fields';

/** A notice type: 1 news, 2 announcement; anything else → both. */
const noticeType = z
  .custom<1 | 2 | '1' | '2'>(() => true)
  .optional()
  .transform((value): 1 | 2 | null => (value === 1 || value === '1' ? 1 : value === 2 || value === '2' ? 2 : null));

export const homeContracts = {
  advert: { body: nothing },
  noticeList: { body: body({ page: pageNumber(1, 10_000), limit: pageNumber(15, 50), type: noticeType }) },
  presaleMap: { body: nothing },
  weather: { body: nothing },
  supplier: { body: nothing },
  recommendFlower: { body: body({ page: pageNumber(1, 1000), limit: pageNumber(50, 50) }) },
  homeDiscount: { querystring: nothing },
  /** One discount product: an unknown or empty code answers 该商品暂无折扣活动 (from the service). */
  productDetail: { querystring: query({ flwCode: text(40) }) },
  member: { body: nothing },
  managerPhone: { body: nothing },
  /** The buyer's own customer manager; buyerId is sent by the page and not needed (the token says who). */
  customer: { body: body({ buyerId: z.custom<number | string>(() => true).optional() }) },
  /** Development only: a notice as market staff would publish it (title and content required, checked by the route). */
  devNotice: {
    body: body({
      title: text(10_000),
      content: z
        .custom<string>(() => true)
        .optional()
        .transform((value) => (typeof value === 'string' ? value : '')),
      type: noticeType,
    }),
  },
} as const;

export type NoticeQueryInput = z.input<typeof homeContracts.noticeList.body>;
export type NoticeFilters = z.output<typeof homeContracts.noticeList.body>;
export type RecommendedQuery = z.output<typeof homeContracts.recommendFlower.body>;
export type CustomerBody = z.input<typeof homeContracts.customer.body>;
