/**
 * Every buyer route of spec §2, with the page that serves it (or null: not built yet).
 * Each page is its own chunk, fetched when its route is first shown (App.tsx wraps it in Suspense).
 */
import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from './lazyPage';

/** A page loaded on demand from the module that exports it under `name`. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  return lazyPage(load, name);
}

const HomePage = page(() => import('./pages/HomePage'), 'HomePage');
const LoginPage = page(() => import('./pages/LoginPage'), 'LoginPage');
const OpenAccountPage = page(() => import('./pages/account/OpenAccountPage'), 'OpenAccountPage');
const NoticesPage = page(() => import('./pages/notices/NoticesPage'), 'NoticesPage');
const ZonePage = page(() => import('./pages/catalog/ZonePage'), 'ZonePage');
const ArrivalsPage = page(() => import('./pages/catalog/ArrivalsPage'), 'ArrivalsPage');
const ProductPage = page(() => import('./pages/catalog/ProductPage'), 'ProductPage');
const CartPage = page(() => import('./pages/checkout/CartPage'), 'CartPage');
const LoginRedirectPage = page(() => import('./pages/account/LoginRedirectPage'), 'LoginRedirectPage');
const CheckoutPage = page(() => import('./pages/checkout/CheckoutPage'), 'CheckoutPage');
const PurchaseSuccessPage = page(() => import('./pages/checkout/PurchaseSuccessPage'), 'PurchaseSuccessPage');
const OrdersPage = page(() => import('./pages/orders/OrdersPage'), 'OrdersPage');
const OrderDetailPage = page(() => import('./pages/orders/OrderDetailPage'), 'OrderDetailPage');
const AfterSaleApplyPage = page(() => import('./pages/afterSales/AfterSaleApplyPage'), 'AfterSaleApplyPage');
const AfterSalesListPage = page(() => import('./pages/afterSales/AfterSalesListPage'), 'AfterSalesListPage');
const AfterSaleDetailPage = page(() => import('./pages/afterSales/AfterSaleDetailPage'), 'AfterSaleDetailPage');
const AddressPage = page(() => import('./pages/AddressPage'), 'AddressPage');
const PasswordChangePage = page(() => import('./pages/account/PasswordChangePage'), 'PasswordChangePage');
const RealNamePage = page(() => import('./pages/account/RealNamePage'), 'RealNamePage');
const GetAppPage = page(() => import('./pages/account/GetAppPage'), 'GetAppPage');
const HelpPage = page(() => import('./pages/help/HelpPage'), 'HelpPage');
const MoneyPage = page(() => import('./pages/money/MoneyPage'), 'MoneyPage');
const RechargeResultPage = page(() => import('./pages/money/RechargeResultPage'), 'RechargeResultPage');
const CouponsPage = page(() => import('./pages/coupons/CouponsPage'), 'CouponsPage');
const StandingPage = page(() => import('./pages/standing/StandingPage'), 'StandingPage');
const ListsPage = page(() => import('./pages/lists/ListsPage'), 'ListsPage');
const QuickOrderPage = page(() => import('./pages/quick/QuickOrderPage'), 'QuickOrderPage');
const MarketPage = page(() => import('./pages/market/MarketPage'), 'MarketPage');
const MarketVarietyPage = page(() => import('./pages/market/MarketVarietyPage'), 'MarketVarietyPage');
const InboxPage = page(() => import('./pages/inbox/InboxPage'), 'InboxPage');
const WatchPage = page(() => import('./pages/watch/WatchPage'), 'WatchPage');

export type BuyerRoute = {
  path: string;
  title: string;
  page: LazyPage | null;
  /** Pages shown without the top bar and search bar. */
  bare?: boolean;
};

export const BUYER_ROUTES: readonly BuyerRoute[] = [
  { path: '/', title: '首页', page: HomePage },
  { path: '/login', title: '登录', page: LoginPage, bare: true },
  { path: '/dredge', title: '开通账户', page: OpenAccountPage },
  { path: '/message', title: '公告资讯', page: NoticesPage },
  { path: '/presell', title: '商城', page: ZonePage },
  { path: '/superior', title: '优质到货', page: ArrivalsPage },
  { path: '/shopdetails', title: '商品详情', page: ProductPage },
  { path: '/shopcars', title: '购物车', page: CartPage },
  { path: '/elseLogin', title: '登录跳转', page: LoginRedirectPage, bare: true },
  { path: '/pay', title: '确认订单', page: CheckoutPage },
  { path: '/elseWhite', title: '购买成功', page: PurchaseSuccessPage },
  { path: '/order', title: '我的订单', page: OrdersPage },
  { path: '/orderdetail', title: '订单详情', page: OrderDetailPage },
  { path: '/aftersale', title: '申请售后', page: AfterSaleApplyPage },
  { path: '/afterlist', title: '售后查询', page: AfterSalesListPage },
  { path: '/afterdetail', title: '售后详情', page: AfterSaleDetailPage },
  { path: '/address', title: '地址管理', page: AddressPage },
  { path: '/amend', title: '修改密码', page: PasswordChangePage },
  { path: '/realname', title: '实名认证', page: RealNamePage },
  { path: '/money', title: '财务中心', page: MoneyPage },
  { path: '/disCard', title: '优惠券', page: CouponsPage },
  { path: '/upNew', title: '注册', page: GetAppPage, bare: true },
  // Ours, beyond §2 (whose help link opened an outside site): 帮助中心.
  { path: '/help', title: '帮助中心', page: HelpPage },
  // Ours (issue 27): where a top-up paid on the phone returns from Alipay or WeChat Pay (domain's RECHARGE_RESULT_PATH;
  // this table stays free of imports, e2e reads it in plain Node).
  { path: '/money/result', title: '充值结果', page: RechargeResultPage },
  // Ours (issue 32): standing orders that buy by themselves.
  { path: '/standing', title: '固定订单', page: StandingPage },
  // Ours (issue 32): saved lists, 常购清单.
  { path: '/lists', title: '常购清单', page: ListsPage },
  // Ours (issue 32): 快速下单, the order pad.
  { path: '/quick', title: '快速下单', page: QuickOrderPage },
  // Ours (issue 33): the price board (行情) and a variety's price page (the variety in the query: ?flw=…).
  { path: '/market', title: '行情', page: MarketPage },
  { path: '/market/variety', title: '品种行情', page: MarketVarietyPage },
  // Ours (issue 33): 消息中心, one inbox for everything that happens to the buyer.
  { path: '/inbox', title: '消息中心', page: InboxPage },
  // Ours (issue 33): the watchlist and its alerts, 关注与提醒.
  { path: '/watch', title: '关注与提醒', page: WatchPage },
];

/** Where an unknown address sends the buyer: home and the two zones. */
export const NOT_FOUND_LINKS = [
  { label: '返回首页', href: '/' },
  { label: '限时直供', href: `/presell?shops=${encodeURIComponent(JSON.stringify({ supplierType: 'A' }))}` },
  { label: '全天专区', href: `/presell?shops=${encodeURIComponent(JSON.stringify({ supplierType: 'C' }))}` },
] as const;
