import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PadLineList } from './PadLineList';
import { padLines, padLinesNothingToBuy } from '../fixtures';

/**
 * 快速下单's lines after matching: each line as written with its state — 已匹配 (lot, price, bunches), 请选择, 今日无货 (why),
 * 看不懂 (why) — none dropped, then 核对并购买 opens the shared review sheet.
 */
const meta = {
  title: 'Market/OrderPad/PadLineList',
  component: PadLineList,
  args: { lines: padLines, onReview: fn() },
} satisfies Meta<typeof PadLineList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six lines: three matched, one to choose, one with nothing today, one unreadable — every line in its place. */
export const AllStates: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('6 行：3 行已匹配 · 1 行请选择 · 1 行今日无货 · 1 行看不懂');
    const lines = canvas.getAllByRole('listitem');
    await expect(lines).toHaveLength(6);
    await expect(canvas.getByRole('listitem', { name: '第 6 行 看不懂' })).toHaveTextContent('不认识品种「玫瑰」');
    await expect(canvas.getByRole('listitem', { name: '第 4 行 今日无货' })).toHaveTextContent('今日无此品种');
    await expect(canvas.getByRole('listitem', { name: '第 2 行 已匹配' })).toHaveTextContent('¥1.20/枝');
    await userEvent.click(within(canvas.getByRole('listitem', { name: '第 3 行 请选择' })).getByRole('button', { name: '去选择' }));
    await userEvent.click(canvas.getByRole('button', { name: '核对并购买' }));
    await expect(args.onReview).toHaveBeenCalledTimes(2);
  },
};

/** Nothing can be bought (unreadable lines, a session over): 核对并购买 is disabled; the reasons say what to fix. */
export const NothingToBuy: Story = {
  args: { lines: padLinesNothingToBuy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '核对并购买' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 行：1 行今日无货 · 2 行看不懂');
  },
};

/** Every line matched. */
export const AllMatched: Story = {
  args: { lines: padLines.filter((line) => line.state === 'matched') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '核对并购买' })).toBeEnabled();
  },
};
