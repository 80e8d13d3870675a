import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { marketPoints } from '../fixtures';
import { PriceChart } from '../PriceChart';
import { MarketHistoryPanel } from './MarketHistoryPanel';

const meta = {
  title: 'PriceBoard/MarketHistoryPanel',
  component: MarketHistoryPanel,
  args: {
    span: 30,
    onSpanChange: fn(),
    grades: ['A', 'B', 'C'],
    grade: 'A',
    onGradeChange: fn(),
    lengths: ['50', '60', '70'],
    length: '',
    onLengthChange: fn(),
    lastYear: { from: '2025-11-24', to: '2025-11-30', avgBundleFen: 2150, bundles: 8600 },
    children: <PriceChart points={marketPoints} title="卡罗拉 A级 近30日" />,
  },
} satisfies Meta<typeof MarketHistoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 卡罗拉 A 级 over 30 days with the same week last year; 近90日 and the length ask the page for another history. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText('去年同期（11月24日–11月30日）均价 ¥21.50/扎，成交 8,600 扎')).toBeVisible();
    await userEvent.click(panel.getByRole('tab', { name: '近90日' }));
    await expect(args.onSpanChange).toHaveBeenCalledWith(90);
    await userEvent.selectOptions(panel.getByRole('combobox', { name: '长度' }), '55-60cm');
    await expect(args.onLengthChange).toHaveBeenCalledWith('60');
  },
};

export const NoLastYear: Story = {
  args: { lastYear: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('去年同期暂无成交')).toBeVisible();
  },
};
