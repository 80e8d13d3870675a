/**
 * The cache keys of every read, written once beside the client calls they name. Plain arrays (no query library
 * here): the apps hand them to TanStack Query. Each area's keys start with the area's `all`, so a write
 * invalidates exactly its area (`cartKeys.all`) or one entry (`cartKeys.count()`).
 */
import type { OrderTabCode } from '@huashi/domain';
import { queryKey, type InputOf } from './endpoint';
import {
  accountRoutes,
  addressRoutes,
  adminContentRoutes,
  adminStockRoutes,
  cartRoutes,
  catalogRoutes,
  homeRoutes,
  operatorToolRoutes,
  orderRoutes,
  staffRoutes,
} from './routes.generated';
import type { CustomerBody, NoticeQueryInput } from './contracts/home';
import type { CancellationQuery } from './contracts/adminCancellations';
import type { DeskOrderQuery, PickListQuery } from './contracts/adminOrders';
import type { PreviewRequest } from './cart';
import type { SupplierQuery, WellSortQuery, ZoneQuery } from './catalog';
import type { GoodsQuery, OperatorOrderTarget } from './operatorTool';

/** The logged-in buyer's own account: who they are, and the buyer types of /dredge. */
export const accountKeys = {
  all: ['account'] as const,
  me: () => queryKey(accountRoutes.userInfo),
  buyerTypes: () => queryKey(accountRoutes.buyerTypes),
  /** A one-time public token exchanged for a session (/elseLogin). */
  publicTokenLogin: (token: string) => queryKey(accountRoutes.publicTokenLogin, { token }),
};

/**
 * The cart and what follows from it: the badge's count, the lines (with the ticked ids the totals cover), the
 * checkout preview, the logistics check and the balance. Every cart change invalidates `cartKeys.all`.
 */
export const cartKeys = {
  all: ['cart'] as const,
  count: () => queryKey(cartRoutes.count),
  lists: () => queryKey(cartRoutes.shoppingCart),
  list: (ids?: readonly number[]) => queryKey(cartRoutes.shoppingCart, ids ? [...ids] : null),
  previews: () => queryKey(cartRoutes.preview),
  preview: (request: PreviewRequest) => queryKey(cartRoutes.preview, request),
  logistics: (session: 'A' | 'C' | null) => queryKey(cartRoutes.checkLogistics, session),
  /** The buyer's balance (query-account); a payment changes it. */
  balance: () => queryKey(cartRoutes.queryAccount),
  /** The purchase-sign key and the server's clock (read once a session). */
  signKey: () => queryKey(cartRoutes.signKey),
};

export const homeKeys = {
  all: ['home'] as const,
  adverts: () => queryKey(homeRoutes.advert),
  notices: (query: NoticeQueryInput) => queryKey(homeRoutes.noticeList, query),
  suppliers: () => queryKey(homeRoutes.supplier),
  recommended: () => queryKey(homeRoutes.recommendFlower),
  discounts: () => queryKey(homeRoutes.homeDiscount),
  member: () => queryKey(homeRoutes.member),
  weather: () => queryKey(homeRoutes.weather),
  managerPhone: () => queryKey(homeRoutes.managerPhone),
  customer: (buyerId: CustomerBody['buyerId']) => queryKey(homeRoutes.customer, buyerId),
  /** The form map with the sessions (home, /presell, /superior). */
  presaleMap: () => queryKey(homeRoutes.presaleMap),
};

/** Goods lists. A follow changes every list's `collected`, so it invalidates `catalogKeys.all`. */
export const catalogKeys = {
  all: ['catalog'] as const,
  /** The zone list without its page: useInfiniteQuery pages it. */
  /** Every zone list (a stock change patches them all). */
  zones: () => queryKey(catalogRoutes.presale),
  zone: (query: Omit<ZoneQuery, 'page'>) => queryKey(catalogRoutes.presale, query),
  /** What a search finds in one zone (its first page's total): not an infinite list, so not under 'zone'. */
  zoneCount: (query: Omit<ZoneQuery, 'page'>) => [...catalogKeys.all, 'zone-count', query] as const,
  /** The picks also depend on whether the market is open: a change of the open flag is a new entry. */
  wellSort: (query: WellSortQuery, marketOpen: string | null = null) => queryKey(catalogRoutes.wellSort, { query, marketOpen }),
  /** Every product's supplier rows (a stock change patches them all). */
  supplierLists: () => queryKey(catalogRoutes.productSuppliers),
  suppliers: (query: SupplierQuery) => queryKey(catalogRoutes.productSuppliers, query),
};

export const orderKeys = {
  all: ['orders'] as const,
  list: (tab: OrderTabCode, page: number, limit: number) => queryKey(orderRoutes.list, { tab, page, limit }),
  search: (keywords: string, page: number, limit: number) => queryKey(orderRoutes.search, { keywords, page, limit }),
  detail: (mainId: number) => queryKey(orderRoutes.detail, mainId),
};

export const addressKeys = {
  all: ['addresses'] as const,
  /** The logged-in buyer's own book. */
  list: () => queryKey(addressRoutes.list),
  /** The book of a buyer an operator manages (/cpsix, /cpsixNew), per format and sign. */
  managed: (format: 'first' | 'cp6', sign: string, buyerId: string) => [...addressKeys.all, 'managed', { format, sign, buyerId }] as const,
  /** No book named yet: a key that is never read. */
  none: () => [...addressKeys.all, 'none'] as const,
  pickup: () => queryKey(addressRoutes.pickup),
};

export const regionKeys = {
  all: ['regions'] as const,
  tree: () => [...regionKeys.all, 'tree'] as const,
};

/** The back office: the signed-in staff member, the staff list and the audit trail. */
export const staffKeys = {
  all: ['staff'] as const,
  me: () => queryKey(staffRoutes.me),
  list: () => queryKey(staffRoutes.list),
  audit: (filters: InputOf<typeof staffRoutes.audit>) => queryKey(staffRoutes.audit, filters),
  signs: () => queryKey(staffRoutes.signs),
};

/** The 买家 desk (under staffKeys.all, so logging out drops it): the search, and one buyer's profile, ledger and orders. */
export const adminBuyerKeys = {
  all: [...staffKeys.all, 'buyers'] as const,
  search: (q: string, page: number) => [...adminBuyerKeys.all, 'search', { q, page }] as const,
  /** Everything of one buyer: an adjustment invalidates it. */
  buyer: (buyerId: number) => [...adminBuyerKeys.all, 'buyer', buyerId] as const,
  detail: (buyerId: number) => [...adminBuyerKeys.buyer(buyerId), 'detail'] as const,
  ledger: (buyerId: number, page: number) => [...adminBuyerKeys.buyer(buyerId), 'ledger', page] as const,
  orders: (buyerId: number, page: number) => [...adminBuyerKeys.buyer(buyerId), 'orders', page] as const,
};

/** The 订单履约 desk (under staffKeys.all, so logging out drops it): the orders and the pick list; a batch action invalidates both. */
export const adminOrderKeys = {
  all: [...staffKeys.all, 'orders'] as const,
  list: (filters: DeskOrderQuery) => [...adminOrderKeys.all, 'list', filters] as const,
  pickList: (filters: PickListQuery) => [...adminOrderKeys.all, 'picklist', filters] as const,
};

/** The 内容发布 desk: notices by page, banners, member levels; a change invalidates `all`. */
export const adminContentKeys = {
  all: ['adminContent'] as const,
  notices: (filters: InputOf<typeof adminContentRoutes.notices>) => queryKey(adminContentRoutes.notices, filters),
  banners: () => queryKey(adminContentRoutes.banners),
  memberLevels: () => queryKey(adminContentRoutes.memberLevels),
};

/** The 撤销审核 desk (under staffKeys.all, so logging out drops it): the requests by filters; a decision invalidates them. */
export const adminCancellationKeys = {
  all: [...staffKeys.all, 'cancellations'] as const,
  list: (filters: CancellationQuery) => [...adminCancellationKeys.all, 'list', filters] as const,
};

/** The 入库管理 desk: options, lots of a date, suppliers, varieties; a change invalidates `all`. */
export const adminStockKeys = {
  all: ['adminStock'] as const,
  options: () => queryKey(adminStockRoutes.options),
  lots: (filters: InputOf<typeof adminStockRoutes.lots>) => queryKey(adminStockRoutes.lots, filters),
  suppliers: (filters: InputOf<typeof adminStockRoutes.suppliers>) => queryKey(adminStockRoutes.suppliers, filters),
  varieties: (filters: InputOf<typeof adminStockRoutes.varieties>) => queryKey(adminStockRoutes.varieties, filters),
};

/**
 * The operator tools (/goodTp, and the sign check of /cpsix, /cpsixNew): every read is per sign, its input `{ sign, … }`,
 * so `cart(sign)` or `goods(sign)` (the input `{ sign }` alone) matches every entry of that read for the sign.
 */
export const operatorToolKeys = {
  all: ['operatorTool'] as const,
  permission: (sign: string) => queryKey(operatorToolRoutes.permission, { sign }),
  pageInfo: (sign: string) => queryKey(operatorToolRoutes.pageInfo, { sign }),
  categories: (sign: string, styleId: number | null) => queryKey(operatorToolRoutes.category, { sign, styleId }),
  goods: (sign: string) => queryKey(operatorToolRoutes.goodsList, { sign }),
  goodsPage: (sign: string, query: GoodsQuery) => queryKey(operatorToolRoutes.goodsList, { ...query, sign }),
  cart: (sign: string) => queryKey(operatorToolRoutes.getCart, { sign }),
  buyers: (sign: string) => queryKey(operatorToolRoutes.userInfo, { sign }),
  buyer: (sign: string, buyerId: string) => queryKey(operatorToolRoutes.userInfo, { sign, buyerId }),
  buyerMatches: (sign: string, keyword: string) => queryKey(operatorToolRoutes.findBuyers, { sign, keyword }),
  previews: (sign: string) => queryKey(operatorToolRoutes.preview, { sign }),
  preview: (sign: string, target: OperatorOrderTarget | null) => queryKey(operatorToolRoutes.preview, { sign, target }),
  /** Not an endpoint's answer: the server's instant as /health told it, beside the browser's clock then. */
  serverClock: (sign: string) => [...operatorToolKeys.all, 'serverClock', { sign }] as const,
};

/** The buyer's coupons (/disCard) by tab; an order paid with a coupon, or a coupon issued, invalidates `couponKeys.all`. */
export const couponKeys = {
  all: ['coupons'] as const,
  tab: (type: 1 | 2) => [...couponKeys.all, 'tab', type] as const,
};

/** The 优惠券 desk (under staffKeys.all, so logging out drops it). */
export const adminCouponKeys = {
  all: [...staffKeys.all, 'coupons'] as const,
};
