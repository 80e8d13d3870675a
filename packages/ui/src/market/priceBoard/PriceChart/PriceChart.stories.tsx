import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { marketPoints } from '../fixtures';
import { PriceChart } from './PriceChart';

const meta = {
  title: 'PriceBoard/PriceChart',
  component: PriceChart,
  args: { points: marketPoints, title: '卡罗拉 A级 近30日' },
} satisfies Meta<typeof PriceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 30 days: the average per 扎 over the band of the day's lowest and highest; labels in HTML, drawn the same each time. */
export const ThirtyDays: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img');
    await expect(chart).toHaveAccessibleName('卡罗拉 A级 近30日价格走势：10月30日至11月28日，最近均价每扎¥26.05，区间¥18.45至¥28.95');
    await expect(chart.querySelector('canvas')).not.toBeNull();
  },
};

/** A single day traded: one point, the range ±10 % around it. */
export const OneDay: Story = { args: { points: marketPoints.slice(-1), title: '卡罗拉 A级 近30日' } };

export const NoTrades: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('这段时间暂无成交')).toBeVisible();
  },
};
