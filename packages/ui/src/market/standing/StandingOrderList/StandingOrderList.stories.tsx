import type { Meta, StoryObj } from '@storybook/react-vite';
import { standingFairRuleText, STANDING_MESSAGES } from '@huashi/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StandingOrderList } from './StandingOrderList';

const ORDER = {
  id: 3,
  name: '周二周四玫瑰',
  scheduleText: '周二、周四 11:30 限时直供',
  paused: false,
  nextRunAt: '2026-11-19 11:30:00',
  lockedReason: '',
  budgetFen: 80_000,
  lines: [
    { flwName: '卡罗拉', levelName: 'A', lengthMin: 50, lengthMax: 70, bunches: 20, maxPricePerBunchFen: 2_500, allowAlternative: true },
    { flwName: '黑魔术', levelName: '', lengthMin: null, lengthMax: null, bunches: 10, maxPricePerBunchFen: null, allowAlternative: false },
  ],
};

const meta = {
  title: 'Standing/StandingOrderList',
  component: StandingOrderList,
  args: {
    orders: [
      ORDER,
      {
        ...ORDER,
        id: 4,
        name: '满天星补货',
        scheduleText: '每天 09:00 全天专区',
        paused: true,
        nextRunAt: '',
        budgetFen: null,
        lines: [ORDER.lines[1]!],
      },
    ],
    fairRule: standingFairRuleText(0.5),
    onCreate: fn(),
    onEdit: fn(),
    onSetPaused: fn(),
    onSkip: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof StandingOrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two orders, one paused; the fairness rule above them; each button says what it does to which order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(standingFairRuleText(0.5))).toBeVisible();
    await expect(canvas.getByText('卡罗拉 A级 50-70cm 20扎 ≤¥25.00/扎 可替代长度')).toBeVisible();
    const first = within(canvas.getByRole('article', { name: '周二周四玫瑰' }));
    await userEvent.click(first.getByRole('button', { name: '跳过下次' }));
    await expect(args.onSkip).toHaveBeenCalledWith(3);
    const paused = within(canvas.getByRole('article', { name: '满天星补货' }));
    await userEvent.click(paused.getByRole('button', { name: '恢复' }));
    await expect(args.onSetPaused).toHaveBeenCalledWith(4, false);
  },
};

/** 10 minutes before its run an order cannot be changed: said, and its buttons wait. */
export const Locked: Story = {
  args: { orders: [{ ...ORDER, lockedReason: STANDING_MESSAGES.editCutOff }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(STANDING_MESSAGES.editCutOff)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '编辑' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { orders: [] } };
