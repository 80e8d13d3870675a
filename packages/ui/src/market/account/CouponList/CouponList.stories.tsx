import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutCoupons } from '../../../fixtures';
import { CouponList, type HeldCouponView } from './CouponList';

const usable: HeldCouponView[] = checkoutCoupons.map((c) => ({ ...c, state: 'usable', usedOrderNo: '' }));
const expired: HeldCouponView[] = [
  {
    couponCode: 'HS-OLD-10',
    valueFen: 1000,
    minAmountFen: 0,
    useLimit: 1,
    flowerRule: '全场通用',
    endTime: '2026-11-15 11:45:00',
    state: 'expired',
    usedOrderNo: '',
  },
  {
    couponCode: 'CP7F3A9-1',
    valueFen: 1500,
    minAmountFen: 15000,
    useLimit: 3,
    flowerRule: '玫瑰、康乃馨可用',
    endTime: '2026-12-31 23:59:59',
    state: 'used',
    usedOrderNo: 'HS20261117000123',
  },
];
/** Twelve coupons: two requests of six. */
const many: HeldCouponView[] = Array.from({ length: 12 }, (_, i) => ({
  couponCode: `MC-202611-1-${i + 1}`,
  valueFen: ((i % 4) * 10 + 5) * 100,
  minAmountFen: ((i % 4) * 10 + 5) * 1000,
  useLimit: ((i % 3) + 1) as 1 | 2 | 3,
  flowerRule: i % 2 ? '会员月度券（2026年11月）' : '',
  endTime: '2026-11-30 23:59:59',
  state: 'usable',
  usedOrderNo: '',
}));

const meta = {
  title: 'Account/CouponList',
  component: CouponList,
  args: { tab: 'usable', onTabChange: fn(), coupons: usable, total: usable.length, onLoadMore: fn(), onRetry: fn() },
} satisfies Meta<typeof CouponList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const coupon = canvas.getByRole('listitem', { name: '¥50.00 优惠券 HS-DIRECT-50' });
    await expect(within(coupon).getByText('满500元可用')).toBeInTheDocument();
    await expect(within(coupon).getByText('限时直供可用')).toBeInTheDocument();
    await expect(within(coupon).getByText('有效期至 2026-12-01 23:59:59')).toBeInTheDocument();
    await expect(canvas.getByText('已显示全部3张')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: /已失效/ }));
    await expect(args.onTabChange).toHaveBeenCalledWith('expired');
  },
};

export const Expired: Story = {
  args: { tab: 'expired', coupons: expired, total: expired.length },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已过期')).toBeInTheDocument();
    await expect(canvas.getByText('已使用（订单HS20261117000123）')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { coupons: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无可用优惠券')).toBeInTheDocument();
  },
};

export const EmptyExpired: Story = {
  args: { tab: 'expired', coupons: [], total: 0 },
};

export const Loading: Story = {
  args: { coupons: undefined, total: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { coupons: undefined, total: undefined, error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('优惠券加载失败')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Six loaded of twelve: 加载更多 asks for the next six. */
export const LoadMore: Story = {
  args: { coupons: many.slice(0, 6), total: 12, hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: '加载更多' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = {
  args: { coupons: many.slice(0, 6), total: 12, hasMore: true, loadingMore: true },
};

export const LoadMoreFailed: Story = {
  args: { coupons: many.slice(0, 6), total: 12, hasMore: true, error: true },
};

/** Both tabs working together, as on /disCard. */
export const Interactive: Story = {
  render: function Render(args) {
    const [tab, setTab] = useState(args.tab);
    const [count, setCount] = useState(6);
    const list = tab === 'usable' ? many.slice(0, count) : expired;
    return (
      <CouponList
        {...args}
        tab={tab}
        onTabChange={setTab}
        coupons={list}
        total={tab === 'usable' ? many.length : expired.length}
        hasMore={tab === 'usable' && count < many.length}
        onLoadMore={() => setCount(count + 6)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '加载更多' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getByText('已显示全部12张')).toBeInTheDocument();
  },
};
