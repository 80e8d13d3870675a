/** Every buyer route of spec §2, with the page that serves it (or null: not built yet). */
import type { ComponentType } from 'react';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';

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
  { path: '/dredge', title: '开通账户', page: null },
  { path: '/message', title: '公告资讯', page: null },
  { path: '/presell', title: '商城', page: null },
  { path: '/superior', title: '优质到货', page: null },
  { path: '/shopdetails', title: '商品详情', page: null },
  { path: '/shopcars', title: '购物车', page: null },
  { path: '/elseLogin', title: '登录跳转', page: null, bare: true },
  { path: '/pay', title: '确认订单', page: null },
  { path: '/elseWhite', title: '购买成功', page: null },
  { path: '/order', title: '我的订单', page: null },
  { path: '/orderdetail', title: '订单详情', page: null },
  { path: '/aftersale', title: '申请售后', page: null },
  { path: '/afterlist', title: '售后查询', page: null },
  { path: '/afterdetail', title: '售后详情', page: null },
  { path: '/address', title: '地址管理', page: null },
  { path: '/amend', title: '修改密码', page: null },
  { path: '/realname', title: '实名认证', page: null },
  { path: '/money', title: '财务中心', page: null },
  { path: '/disCard', title: '优惠券', page: null },
  { path: '/upNew', title: '注册', page: null, bare: true },
];
