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
const DredgePage = page(() => import('./pages/account/DredgePage'), 'DredgePage');
const MessagePage = page(() => import('./pages/catalog/MessagePage'), 'MessagePage');
const PresellPage = page(() => import('./pages/catalog/PresellPage'), 'PresellPage');
const SuperiorPage = page(() => import('./pages/catalog/SuperiorPage'), 'SuperiorPage');
const ShopDetailsPage = page(() => import('./pages/catalog/ShopDetailsPage'), 'ShopDetailsPage');
const ShopCarsPage = page(() => import('./pages/checkout/ShopCarsPage'), 'ShopCarsPage');
const ElseLoginPage = page(() => import('./pages/account/ElseLoginPage'), 'ElseLoginPage');
const PayPage = page(() => import('./pages/checkout/PayPage'), 'PayPage');
const ElseWhitePage = page(() => import('./pages/checkout/ElseWhitePage'), 'ElseWhitePage');
const OrderPage = page(() => import('./pages/orders/OrderPage'), 'OrderPage');
const OrderDetailPage = page(() => import('./pages/orders/OrderDetailPage'), 'OrderDetailPage');
const AfterSalePage = page(() => import('./pages/afterSales/AfterSalePage'), 'AfterSalePage');
const AfterListPage = page(() => import('./pages/afterSales/AfterListPage'), 'AfterListPage');
const AfterDetailPage = page(() => import('./pages/afterSales/AfterDetailPage'), 'AfterDetailPage');
const AddressPage = page(() => import('./pages/AddressPage'), 'AddressPage');
const AmendPage = page(() => import('./pages/account/AmendPage'), 'AmendPage');
const RealNamePage = page(() => import('./pages/account/RealNamePage'), 'RealNamePage');
const UpNewPage = page(() => import('./pages/account/UpNewPage'), 'UpNewPage');
const HelpPage = page(() => import('./pages/help/HelpPage'), 'HelpPage');
const MoneyPage = page(() => import('./pages/money/MoneyPage'), 'MoneyPage');
const RechargeResultPage = page(() => import('./pages/money/RechargeResultPage'), 'RechargeResultPage');
const DisCardPage = page(() => import('./pages/coupons/DisCardPage'), 'DisCardPage');

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
  { path: '/dredge', title: '开通账户', page: DredgePage },
  { path: '/message', title: '公告资讯', page: MessagePage },
  { path: '/presell', title: '商城', page: PresellPage },
  { path: '/superior', title: '优质到货', page: SuperiorPage },
  { path: '/shopdetails', title: '商品详情', page: ShopDetailsPage },
  { path: '/shopcars', title: '购物车', page: ShopCarsPage },
  { path: '/elseLogin', title: '登录跳转', page: ElseLoginPage, bare: true },
  { path: '/pay', title: '确认订单', page: PayPage },
  { path: '/elseWhite', title: '购买成功', page: ElseWhitePage },
  { path: '/order', title: '我的订单', page: OrderPage },
  { path: '/orderdetail', title: '订单详情', page: OrderDetailPage },
  { path: '/aftersale', title: '申请售后', page: AfterSalePage },
  { path: '/afterlist', title: '售后查询', page: AfterListPage },
  { path: '/afterdetail', title: '售后详情', page: AfterDetailPage },
  { path: '/address', title: '地址管理', page: AddressPage },
  { path: '/amend', title: '修改密码', page: AmendPage },
  { path: '/realname', title: '实名认证', page: RealNamePage },
  { path: '/money', title: '财务中心', page: MoneyPage },
  { path: '/disCard', title: '优惠券', page: DisCardPage },
  { path: '/upNew', title: '注册', page: UpNewPage, bare: true },
  // Ours, beyond §2 (whose help link opened an outside site): 帮助中心.
  { path: '/help', title: '帮助中心', page: HelpPage },
  // Ours (issue 27): where a top-up paid on the phone returns from Alipay or WeChat Pay (domain's RECHARGE_RESULT_PATH;
  // this table stays free of imports, e2e reads it in plain Node).
  { path: '/money/result', title: '充值结果', page: RechargeResultPage },
];

/** Where an unknown address sends the buyer: home and the two zones. */
export const NOT_FOUND_LINKS = [
  { label: '返回首页', href: '/' },
  { label: '限时直供', href: `/presell?shops=${encodeURIComponent(JSON.stringify({ supplierType: 'A' }))}` },
  { label: '全天专区', href: `/presell?shops=${encodeURIComponent(JSON.stringify({ supplierType: 'C' }))}` },
] as const;
