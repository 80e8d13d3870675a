import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopBar } from './TopBar';
import { buyer, longNickName } from '../../../fixtures';
import { appDownloadUrl } from '../fixtures';

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    user: { nickName: buyer.nickName },
    cartCount: 3,
    appDownloadUrl,
    onNavigate: fn(),
    onBack: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(buyer.nickName)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '登录' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: /购物车/ }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/shopcars');
    await userEvent.click(canvas.getByRole('button', { name: '返回上一页' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const Visitor: Story = {
  args: { user: null, cartCount: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '登录' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/login?key=1');
    await userEvent.click(canvas.getByRole('link', { name: '注册' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/login?key=2');
  },
};

/** The red dot shows only while the cart has items. */
export const CartWithItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /购物车\s*（有商品）/ })).toBeVisible();
    await expect(canvas.getByTestId('cart-dot')).toBeVisible();
  },
};

export const EmptyCart: Story = {
  args: { cartCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '购物车' })).toBeVisible();
    await expect(canvas.queryByTestId('cart-dot')).toBeNull();
  },
};

/** On /, /shopdetails, /shopcars, /pay and /order the back button is hidden. */
export const WithoutBack: Story = {
  args: { showBack: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '返回上一页' })).toBeNull();
  },
};

export const OrdersMenuOpen: Story = {
  args: { defaultOpenMenu: 'orders' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const tab of ['全部', '新订单', '处理中', '已发货', '已完成']) {
      await expect(canvas.getByRole('link', { name: tab })).toBeVisible();
    }
    // The buying tools follow the tabs: 快速下单, 常购清单, 固定订单, 关注与提醒.
    for (const [name, href] of [
      ['快速下单', '/quick'],
      ['常购清单', '/lists'],
      ['固定订单', '/standing'],
      ['关注与提醒', '/watch'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await userEvent.click(canvas.getByRole('link', { name: '新订单' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`/order?orderVal=${encodeURIComponent('{"index":1}')}`);
    await expect(canvas.queryByRole('link', { name: '新订单' })).toBeNull();
  },
};

/** Hovering 我的订单 opens its tabs; leaving closes them. */
export const OrdersMenuOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '我的订单' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: '已完成' })).toBeVisible();
    await userEvent.unhover(trigger);
    await expect(canvas.queryByRole('link', { name: '已完成' })).toBeNull();
  },
};

export const UserMenuOpen: Story = {
  args: { defaultOpenMenu: 'user' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '地址管理' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/address');
  },
};

export const LogOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${buyer.nickName}的账户菜单` }));
    await expect(canvas.getByRole('link', { name: '财务中心' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '修改密码' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The download-app QR code, 100 × 100 px. */
export const AppQrOpen: Story = {
  args: { defaultOpenMenu: 'app' },
  play: async ({ canvasElement }) => {
    const qr = within(canvasElement).getByTitle('花市APP下载二维码').closest('svg');
    await expect(qr).not.toBeNull();
    const box = qr?.getBoundingClientRect();
    await expect([box?.width, box?.height]).toEqual([100, 100]);
  },
};

export const LongNickname: Story = { args: { user: { nickName: longNickName } } };

/** Apps can render links with their router; paths can be overridden. */
export const CustomLinks: Story = {
  args: {
    paths: { cart: '/shopcars?from=topbar' },
    renderLink: ({ href, children, onClick }) => (
      <a href={href} onClick={onClick} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: /购物车/ });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/shopcars?from=topbar');
  },
};

/** On a phone the bar is one 44 px row — home, back, cart and 菜单 (`layout: 'compact'` shows it at any width). */
export const Compact: Story = {
  args: { layout: 'compact' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: '菜单' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    for (const target of [menu, canvas.getByRole('link', { name: /购物车/ }), canvas.getByRole('button', { name: '返回上一页' })]) {
      const box = target.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.queryByRole('link', { name: '财务中心' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: /花市/ }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/');
  },
};

/** The compact bar's menu: the user items, the order tabs, the buying tools, recharge, after-sales and logout; a link closes it. */
export const CompactMenuOpen: Story = {
  args: { layout: 'compact', defaultOpenMenu: 'compact' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sheet = within(canvas.getByRole('group', { name: '菜单' }));
    await expect(sheet.getByText(`您好，${buyer.nickName}`)).toBeVisible();
    for (const name of [
      '财务中心',
      '地址管理',
      '修改密码',
      '全部',
      '新订单',
      '处理中',
      '已发货',
      '已完成',
      '快速下单',
      '常购清单',
      '固定订单',
      '关注与提醒',
      '充值',
      '售后查询',
      '下载APP',
    ]) {
      const box = sheet.getByRole('link', { name }).getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expect(sheet.getByRole('list', { name: '采购工具' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: '常购清单' })).toHaveAttribute('href', '/lists');
    await userEvent.click(sheet.getByRole('link', { name: '已发货' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`/order?orderVal=${encodeURIComponent('{"index":3}')}`);
    await expect(canvas.queryByRole('group', { name: '菜单' })).toBeNull();
  },
};

/** A visitor's compact menu offers 登录 and 注册; Esc closes it. */
export const CompactVisitorMenu: Story = {
  args: { layout: 'compact', user: null, cartCount: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '菜单' }));
    const sheet = within(canvas.getByRole('group', { name: '菜单' }));
    await expect(sheet.queryByRole('button', { name: '退出登录' })).toBeNull();
    await userEvent.click(sheet.getByRole('link', { name: '登录' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/login?key=1');
    await userEvent.click(canvas.getByRole('button', { name: '菜单' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: '菜单' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '菜单' })).toHaveFocus();
  },
};

/** 退出登录 at the end of the compact menu. */
export const CompactLogOut: Story = {
  args: { layout: 'compact', defaultOpenMenu: 'compact' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Issue 33: 消息 with the unread count, beside the cart; it opens /inbox. */
export const WithUnread: Story = {
  args: { unreadCount: 3, onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: /消息/ });
    await expect(link).toHaveAccessibleName(/3条未读/);
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/inbox');
  },
};

/** Issue 33 on a phone: the bell with its count beside the cart. */
export const CompactWithUnread: Story = {
  args: { layout: 'compact', unreadCount: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /消息/ })).toHaveAccessibleName(/12条未读/);
  },
};
