import type { ApiClient } from './client';
import type { z } from 'zod';
import type { CustomerBody, customerServiceSchema, discountProductSchema, NoticeQueryInput } from './contracts/home';
import type { Adverts, DiscountItem, FormMap, HomeSuppliers, Membership, Notice, Paged, RecommendedFlower, Weather } from './types';

/** Home page paths of spec §7 (under the API base). */
export const HOME_PATHS = {
  advert: '/v2/home/advert',
  noticeList: '/v2/home/notice-list',
  supplier: '/v2/home/supplier',
  recommendFlower: '/v2/home/recommend-flower',
  homeDiscount: '/v2/activity/home-discount',
  productDetail: '/v2/activity/product-detail',
  member: '/v2/buyer/member',
  weather: '/v1/home/weather',
  managerPhone: '/v1/buyer/manager-phone',
  customer: '/v2/open/get-customer',
  presaleMap: '/pc/home/presale-map',
} as const;

/** Notice types: 1 news, 2 announcement (the contract's input). */
export type NoticeQuery = NoticeQueryInput;

/** The customer-service chat (ours: the spec names only the path). qrUrl null → 暂无客服经理对接，请电话联系. */
export type CustomerService = z.output<typeof customerServiceSchema>;

/** One discount product (GET /v2/activity/product-detail?flwCode=…): the item and its discounted lots. */
export type DiscountProduct = z.output<typeof discountProductSchema>;

export function homeApi(client: ApiClient) {
  return {
    adverts: () => client.post<Adverts>(HOME_PATHS.advert),
    notices: (query: NoticeQuery) => client.post<Paged<Notice>>(HOME_PATHS.noticeList, query),
    suppliers: () => client.post<HomeSuppliers>(HOME_PATHS.supplier),
    recommended: () => client.post<Paged<RecommendedFlower>>(HOME_PATHS.recommendFlower, { page: 1, limit: 50 }),
    discounts: () => client.get<DiscountItem[]>(HOME_PATHS.homeDiscount),
    discountProduct: (flwCode: string) => client.get<DiscountProduct>(HOME_PATHS.productDetail, { query: { flwCode } }),
    member: () => client.post<Membership>(HOME_PATHS.member),
    /** null when the weather provider cannot be reached: the badge hides (never an invented value). */
    weather: () => client.post<Weather | null>(HOME_PATHS.weather),
    /** The buyer's customer manager phone ('' when none). */
    managerPhone: () => client.post<string>(HOME_PATHS.managerPhone),
    customer: (buyerId: number) => client.post<CustomerService>(HOME_PATHS.customer, { buyerId } satisfies CustomerBody),
    presaleMap: () => client.post<FormMap>(HOME_PATHS.presaleMap),
  };
}
