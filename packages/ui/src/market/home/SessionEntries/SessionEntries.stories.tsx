import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionEntries } from './SessionEntries';
import { marketTimes as t } from '../fixtures';

const openA = { type: 'A' as const, open: true, opensAt: null, closesAt: t.close1300, preparing: false };
const openC = { type: 'C' as const, open: true, opensAt: null, closesAt: t.close1610, preparing: false };
const closedA = { type: 'A' as const, open: false, opensAt: t.open1130Tomorrow, closesAt: null, preparing: false };
const preparingC = { type: 'C' as const, open: false, opensAt: t.open1800, closesAt: null, preparing: true };

const meta = {
  title: 'Home/SessionEntries',
  component: SessionEntries,
  args: { open: true, sessions: { A: openA, C: openC }, now: t.at1145, onEnter: fn() },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof SessionEntries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 11:45: both sessions open. */
export const BothOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('进行中 · 13:00 结束')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /全天专区/ }));
    await expect(args.onEnter).toHaveBeenCalledWith('C');
  },
};

/** 14:00: the direct-supply session is closed and says when it opens. */
export const DirectSupplyClosed: Story = {
  args: { sessions: { A: closedA, C: openC }, now: t.at1400 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已休市 · 明日 11:30 开市')).toBeInTheDocument();
  },
};

/** 16:30: open flag 0 — the closed notice with the trading times; the all-day zone is preparing stock. */
export const Closed: Story = {
  args: { open: false, sessions: { A: closedA, C: preparingC }, now: t.at1630 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('限时直供 11:30-13:00')).toBeInTheDocument();
    await expect(canvas.getByText('全天专区 00:00-16:10')).toBeInTheDocument();
    await expect(canvas.getByText('18:00-00:00')).toBeInTheDocument();
    await expect(canvas.getByText('全天专区：备货中（16:10-18:00） · 今日 18:00 开市')).toBeInTheDocument();
  },
};
