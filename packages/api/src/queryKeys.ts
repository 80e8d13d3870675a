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
  adminBuyerRoutes,
  adminCancellationRoutes,
  adminContentRoutes,
  adminOrderRoutes,
  adminStockRoutes,
  cartRoutes,
  catalogRoutes,
  couponRoutes,
  homeRoutes,
  operatorToolRoutes,
  orderRoutes,
  regionRoutes,
  staffRoutes,
  standingRoutes,
  inboxDeliveryRoutes,
  supplierRoutes,
} from './routes.generated';
import type { CustomerBody, NoticeQueryInput } from './contracts/home';
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
  /** 再来一单's sheet of an order (matched at the server's clock: read fresh each time the sheet opens). */
  reorder: (mainId: number) => queryKey(orderRoutes.reorder, mainId),
};

export const addressKeys = {
  all: ['addresses'] as const,
  /** The logged-in buyer's own book. */
  list: () => queryKey(addressRoutes.list),
  /** The book of a buyer an operator manages, per format (/cpsix: first, /cpsixNew: cp6) and sign. */
  managed: (format: 'first' | 'cp6', sign: string, buyerId: string) =>
    queryKey(format === 'first' ? addressRoutes.embeddedList : addressRoutes.cp6List, { sign, buyerId }),
  /** No book named yet: a key that is never read. */
  none: () => [...addressKeys.all, 'none'] as const,
  pickup: () => queryKey(addressRoutes.pickup),
};

export const regionKeys = {
  all: ['regions'] as const,
  tree: () => queryKey(regionRoutes.area),
};

/** The back office: the signed-in staff member, the staff list and the audit trail. */
export const staffKeys = {
  all: ['staff'] as const,
  me: () => queryKey(staffRoutes.me),
  list: () => queryKey(staffRoutes.list),
  audit: (filters: InputOf<typeof staffRoutes.audit>) => queryKey(staffRoutes.audit, filters),
  signs: () => queryKey(staffRoutes.signs),
};

/**
 * The 买家 desk: the search, and one buyer's profile, ledger and orders (each keyed by what its call sends, so the key
 * and the call cannot disagree); an adjustment invalidates `all`. Logging out clears the whole cache (AdminApp).
 */
export const adminBuyerKeys = {
  all: ['adminBuyers'] as const,
  search: (query: InputOf<typeof adminBuyerRoutes.search>) => queryKey(adminBuyerRoutes.search, query),
  detail: (buyerId: number) => queryKey(adminBuyerRoutes.detail, { buyerId }),
  ledger: (query: InputOf<typeof adminBuyerRoutes.ledger>) => queryKey(adminBuyerRoutes.ledger, query),
  orders: (query: InputOf<typeof adminBuyerRoutes.orders>) => queryKey(adminBuyerRoutes.orders, query),
};

/** The 订单履约 desk: the orders and the pick list; a batch action invalidates both (`all`). */
export const adminOrderKeys = {
  all: ['adminOrders'] as const,
  list: (filters: InputOf<typeof adminOrderRoutes.list>) => queryKey(adminOrderRoutes.list, filters),
  pickList: (filters: InputOf<typeof adminOrderRoutes.pickList>) => queryKey(adminOrderRoutes.pickList, filters),
  detail: (query: InputOf<typeof adminOrderRoutes.detail>) => queryKey(adminOrderRoutes.detail, query),
};

/** The 内容发布 desk: notices by page, banners, member levels; a change invalidates `all`. */
export const adminContentKeys = {
  all: ['adminContent'] as const,
  notices: (filters: InputOf<typeof adminContentRoutes.notices>) => queryKey(adminContentRoutes.notices, filters),
  banners: () => queryKey(adminContentRoutes.banners),
  memberLevels: () => queryKey(adminContentRoutes.memberLevels),
};

/** The 撤销审核 desk: the requests by filters; a decision invalidates them (`all`). */
export const adminCancellationKeys = {
  all: ['adminCancellations'] as const,
  list: (filters: InputOf<typeof adminCancellationRoutes.list>) => queryKey(adminCancellationRoutes.list, filters),
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
  /** One tab's pages (useInfiniteQuery pages it): the tab is the input. */
  tab: (type: 1 | 2) => queryKey(couponRoutes.page, { type }),
};

/** A supplier's own view: the signed-in supplier, a day's lots and sales, the claims, the settlements. */
export const supplierKeys = {
  all: ['supplier'] as const,
  me: () => queryKey(supplierRoutes.me),
  day: (day: string) => queryKey(supplierRoutes.day, { day }),
  claims: () => queryKey(supplierRoutes.claims),
  settlements: () => queryKey(supplierRoutes.settlements),
};

/** The buyer's standing orders, their runs and the latest unseen run; every change invalidates `standingKeys.all`. */
export const standingKeys = {
  all: ['standing'] as const,
  list: () => queryKey(standingRoutes.list, {}),
  runs: (id: number | null) => queryKey(standingRoutes.runs, { id }),
  latest: () => queryKey(standingRoutes.latest, {}),
  varieties: () => queryKey(standingRoutes.varieties, {}),
};

/** The buyer's delivery settings (push, SMS, quiet hours, devices, recent deliveries); every change answers them anew. */
export const inboxDeliveryKeys = {
  all: ['inboxDelivery'] as const,
  settings: () => queryKey(inboxDeliveryRoutes.settings, {}),
};
