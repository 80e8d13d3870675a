import type { ApiClient } from './client';
import { call } from './endpoint';
import { homeRoutes } from './routes.generated';
import type { z } from 'zod';
import type { customerServiceSchema, discountProductSchema, NoticeQueryInput } from './contracts/home';

/** Notice types: 1 news, 2 announcement (the contract's input). */
export type NoticeQuery = NoticeQueryInput;

/** The customer-service chat (ours: the spec names only the path). qrUrl null → 暂无客服经理对接，请电话联系. */
export type CustomerService = z.output<typeof customerServiceSchema>;

/** One discount product (GET /v2/activity/product-detail?flwCode=…): the item and its discounted lots. */
export type DiscountProduct = z.output<typeof discountProductSchema>;

export function homeApi(client: ApiClient) {
  return {
    adverts: () => call(client, homeRoutes.advert),
    notices: (query: NoticeQuery) => call(client, homeRoutes.noticeList, query),
    suppliers: () => call(client, homeRoutes.supplier),
    recommended: () => call(client, homeRoutes.recommendFlower, { page: 1, limit: 50 }),
    discounts: () => call(client, homeRoutes.homeDiscount),
    discountProduct: (flwCode: string) => call(client, homeRoutes.productDetail, { flwCode }),
    member: () => call(client, homeRoutes.member),
    /** null when the weather provider cannot be reached: the badge hides (never an invented value). */
    weather: () => call(client, homeRoutes.weather),
    /** The buyer's customer manager phone ('' when none). */
    managerPhone: () => call(client, homeRoutes.managerPhone),
    customer: (buyerId: number) => call(client, homeRoutes.customer, { buyerId }),
    presaleMap: () => call(client, homeRoutes.presaleMap),
  };
}
