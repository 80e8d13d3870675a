/** Every buyer route of spec §2, with the page that serves it (or null: not built yet). */
import type { ComponentType } from 'react';
import { ElseWhitePage } from './pages/checkout/ElseWhitePage';
import { PayPage } from './pages/checkout/PayPage';
import { ShopCarsPage } from './pages/checkout/ShopCarsPage';
import { AddressPage } from './pages/AddressPage';
import { HomePage } from './pages/HomePage';
import { MessagePage } from './pages/catalog/MessagePage';
import { PresellPage } from './pages/catalog/PresellPage';
import { ShopDetailsPage } from './pages/catalog/ShopDetailsPage';
import { SuperiorPage } from './pages/catalog/SuperiorPage';
import { LoginPage } from './pages/LoginPage';
import { AmendPage } from './pages/account/AmendPage';
import { DredgePage } from './pages/account/DredgePage';
import { ElseLoginPage } from './pages/account/ElseLoginPage';
import { UpNewPage } from './pages/account/UpNewPage';
import { OrderDetailPage } from './pages/orders/OrderDetailPage';
import { OrderPage } from './pages/orders/OrderPage';

export type BuyerRoute = {
  path: string;
  title: string;
  page: ComponentType | null;
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
  { path: '/aftersale', title: '申请售后', page: null },
  { path: '/afterlist', title: '售后查询', page: null },
  { path: '/afterdetail', title: '售后详情', page: null },
  { path: '/address', title: '地址管理', page: AddressPage },
  { path: '/amend', title: '修改密码', page: AmendPage },
  { path: '/realname', title: '实名认证', page: null },
  { path: '/money', title: '财务中心', page: null },
  { path: '/disCard', title: '优惠券', page: null },
  { path: '/upNew', title: '注册', page: UpNewPage, bare: true },
];
