import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionClock } from './SessionClock';
import { marketTimes as t } from '../fixtures';
import { expectNoSidewaysScroll } from '../../../internal/storyChecks';

const openA = { type: 'A' as const, open: true, opensAt: null, closesAt: t.close1300, preparing: false };
const openC = { type: 'C' as const, open: true, opensAt: null, closesAt: t.close1610, preparing: false };
const closedA = { type: 'A' as const, open: false, opensAt: t.open1130Tomorrow, closesAt: null, preparing: false };
const beforeA = { type: 'A' as const, open: false, opensAt: t.open1130, closesAt: null, preparing: false };
const eveningC = { type: 'C' as const, open: true, opensAt: null, closesAt: t.close1610Tomorrow, preparing: false };
const preparingC = { type: 'C' as const, open: false, opensAt: t.open1800, closesAt: null, preparing: true };

const meta = {
  title: 'Home/SessionClock',
  component: SessionClock,
  args: { sessions: { A: openA, C: openC }, now: t.at1145 },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SessionClock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 11:45: both sessions trading; the direct-supply session ends in 1 h 15 min. */
export const BothOpen: Story = {
  play: async ({ canvasElement }) => {
    const clock = within(within(canvasElement).getByRole('region', { name: '交易时钟' }));
    await expect(clock.getByText('11:45')).toBeVisible();
    await expect(clock.getByText('进行中 · 13:00 结束')).toBeVisible();
    await expect(clock.getByText('还有1小时15分结束')).toBeVisible();
    await expect(clock.getByText('还有4小时25分截单')).toBeVisible();
    await expect(clock.getByText('现在下单今日发货（16:10 前）')).toBeVisible();
  },
};

/** 14:00: direct supply closed until tomorrow 11:30, the all-day zone still taking orders. */
export const DirectSupplyClosed: Story = {
  args: { sessions: { A: closedA, C: openC }, now: t.at1400 },
  play: async ({ canvasElement }) => {
    const clock = within(canvasElement);
    await expect(clock.getByText('已休市 · 明日 11:30 开市')).toBeVisible();
    await expect(clock.getByText('还有21小时30分开市')).toBeVisible();
  },
};

/** 16:30: the all-day zone prepares stock and opens again at 18:00. */
export const StockPreparation: Story = {
  args: { sessions: { A: closedA, C: preparingC }, now: t.at1630 },
  play: async ({ canvasElement }) => {
    const clock = within(canvasElement);
    await expect(clock.getByText('备货中（16:10-18:00） · 今日 18:00 开市')).toBeVisible();
    await expect(clock.getByText('还有1小时30分开市')).toBeVisible();
    await expect(clock.getByText('16:10-18:00 备货，暂停下单 · 18:00 后下单次日发货')).toBeVisible();
  },
};

/** 09:00: direct supply opens at 11:30, the all-day zone ships today until 16:10. */
export const BeforeDirectSupply: Story = {
  args: { sessions: { A: beforeA, C: openC }, now: t.at0900 },
  play: async ({ canvasElement }) => {
    const clock = within(canvasElement);
    await expect(clock.getByText('已休市 · 今日 11:30 开市')).toBeVisible();
    await expect(clock.getByText('还有2小时30分开市')).toBeVisible();
    await expect(clock.getByText('还有7小时10分截单')).toBeVisible();
    await expect(clock.getByText('现在下单今日发货（16:10 前）')).toBeVisible();
  },
};

/** 19:00: the all-day zone takes orders again and they ship tomorrow; direct supply opens tomorrow 11:30. */
export const Evening: Story = {
  args: { sessions: { A: closedA, C: eveningC }, now: t.at1900 },
  play: async ({ canvasElement }) => {
    const clock = within(canvasElement);
    await expect(clock.getByText('还有16小时30分开市')).toBeVisible();
    await expect(clock.getByText('进行中 · 明日 16:10 截单')).toBeVisible();
    await expect(clock.getByText('现在下单次日发货')).toBeVisible();
  },
};

/** The zone list's strip: the time, both countdowns and the shipping line, without the timeline. */
export const Compact: Story = {
  args: { compact: true },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const clock = within(within(canvasElement).getByRole('region', { name: '交易时钟' }));
    await expect(clock.getByText('11:45')).toBeVisible();
    await expect(clock.getByText('还有1小时15分结束')).toBeVisible();
    await expect(clock.getByText('还有4小时25分截单')).toBeVisible();
    await expect(clock.getByText('现在下单今日发货（16:10 前）')).toBeVisible();
  },
};

/**
 * The home page's clock on a phone (390 px): the compact strip wraps into a few short lines — the time, both countdowns
 * and when an all-day order ships — and never makes the page scroll sideways.
 */
export const CompactOnPhone: Story = {
  args: { compact: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [(Story) => <div>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '交易时钟' });
    const clock = within(region);
    await expect(clock.getByText('11:45')).toBeVisible();
    await expect(clock.getByText('还有1小时15分结束')).toBeVisible();
    await expect(clock.getByText('还有4小时25分截单')).toBeVisible();
    await expect(clock.getByText('现在下单今日发货（16:10 前）')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    // Compact: a strip of a few lines, not the desktop card with its timeline.
    await expect(region.getBoundingClientRect().height).toBeLessThan(140);
  },
};
