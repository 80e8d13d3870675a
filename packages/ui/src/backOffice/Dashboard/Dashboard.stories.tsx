import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Dashboard } from './Dashboard';
import { BUSY_CARDS, DASHBOARD_DAY, EMPTY_CARDS } from './dashboardFixtures';

const meta = {
  title: 'Admin/Dashboard',
  component: Dashboard,
  args: {
    date: DASHBOARD_DAY,
    cards: [BUSY_CARDS.orders, BUSY_CARDS.claims, BUSY_CARDS.payouts],
    live: true,
    onNavigate: fn(),
    onRetry: fn(),
  },
  parameters: { visual: { wide: true } },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 管理员 on a busy day: every card; each figure is a link named by its label and value, leading to its desk's filter. */
export const BusyDay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '今日概览' })).toBeVisible();
    await expect(canvas.getByText('拍卖日 2026-11-17')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '待发货 108' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/orders?date=2026-11-17&status=packed');
    await userEvent.click(canvas.getByRole('link', { name: '全天专区 已送达/已提货 187' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/admin/orders?date=2026-11-17&session=C&status=delivered');
    // The day's value is the goods before discounts, as the order detail's 商品金额 (not the money received).
    await expect(canvas.getByRole('link', { name: '商品金额（优惠前） ￥186420.50' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '超时未回复 2' })).toHaveAttribute('href', '/admin/claims?state=overdue');
    await expect(canvas.getByRole('link', { name: '待打款 6' })).toHaveAttribute('href', '/admin/finance?tab=payouts');
    await expect(within(canvas.getByRole('region', { name: '热销品种' })).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('实时更新');
  },
};

/** Nothing sold yet today: every figure 0 and still a link; the lists say so. */
export const EmptyDay: Story = {
  args: { cards: [EMPTY_CARDS.orders, EMPTY_CARDS.claims, EMPTY_CARDS.payouts] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '今日订单 0' })).toBeVisible();
    await expect(canvas.getAllByText('今天还没有成交')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { cards: [], loading: true, date: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { cards: [], error: '今日概览加载失败', date: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('今日概览加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The live stream is down: the figures stay, the badge says it reconnects. */
export const Reconnecting: Story = {
  args: { live: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('实时更新已断开，正在重连');
  },
};

/** 配货发货: the 订单 card of its desk only. */
export const Fulfilment: Story = {
  args: { cards: [BUSY_CARDS.orders] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '订单' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '售后' })).toBeNull();
  },
};

/** 客服: the 售后 card (claims waiting, overdue, today's suppliers' claim rates). */
export const Service: Story = { args: { cards: [BUSY_CARDS.claims] } };

/** 财务: the 提现 card. */
export const Finance: Story = { args: { cards: [BUSY_CARDS.payouts] } };
