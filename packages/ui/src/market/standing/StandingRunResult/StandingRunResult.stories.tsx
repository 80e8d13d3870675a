import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StandingRunSummary } from '@huashi/domain';
import { expect, within } from 'storybook/test';
import { StandingRunResult } from './StandingRunResult';

const RUN: StandingRunSummary = {
  id: 1,
  standingOrderId: 3,
  name: '周二玫瑰',
  runAt: '2026-11-17 11:30:00',
  status: 'bought',
  orderNo: 'HS202611170001234',
  paidFen: 48_600,
  bought: [
    {
      flwName: '卡罗拉',
      levelName: 'A',
      lengthCode: '60',
      supplierName: '斗南花卉',
      bunches: 20,
      pricePerBunchFen: 2_000,
      goodsFen: 40_000,
    },
    {
      flwName: '黑魔术',
      levelName: 'B',
      lengthCode: '50',
      supplierName: '云南花农',
      bunches: 4,
      pricePerBunchFen: 2_000,
      goodsFen: 8_000,
    },
  ],
  shorts: [],
  attempts: [],
};

const meta = {
  title: 'Standing/StandingRunResult',
  component: StandingRunResult,
  args: { run: RUN },
} satisfies Meta<typeof StandingRunResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything bought: what, from whom, how many at what price per 扎, and what the balance paid. */
export const Bought: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已全部购买')).toBeVisible();
    await expect(canvas.getByText('卡罗拉 A级 55-60cm（斗南花卉）20扎 × ¥20.00/扎 = ¥400.00')).toBeVisible();
    await expect(canvas.getByText('订单 HS202611170001234，余额支付 ¥486.00')).toBeVisible();
  },
};

/** Part bought: the short lines say why (the share left to live buyers, the budget, the price cap). */
export const Partial: Story = {
  args: {
    run: {
      ...RUN,
      status: 'partial',
      bought: RUN.bought.slice(0, 1),
      shorts: ['黑魔术 差 10 扎：固定订单份额已用完（留给现场买家）', '满天星 差 5 扎：高于最高价（今日最低 ¥12.00/扎，最高价 ¥10.00/扎）'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('部分购买')).toBeVisible();
    await expect(canvas.getByText('黑魔术 差 10 扎：固定订单份额已用完（留给现场买家）')).toBeVisible();
  },
};

/** The order was refused as a whole: the refusal in words, nothing paid. */
export const Refused: Story = {
  args: {
    run: { ...RUN, status: 'refused', orderNo: '', paidFen: 0, bought: [], shorts: ['您的账户余额不足'] },
  },
};

/** The first attempt lost its race to live buyers (the stock was bought before it committed); the second bought. */
export const Retried: Story = {
  args: {
    run: {
      ...RUN,
      attempts: ['第1次下单时库存已被现场买家买走（卡罗拉（A1001 斗南花卉）：已售罄），已按最新库存重新下单'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已全部购买')).toBeVisible();
    const attempts = canvas.getByRole('list', { name: '重新下单' });
    await expect(within(attempts).getByText(/^第1次下单时库存已被现场买家买走/)).toBeVisible();
  },
};

/** Every attempt lost its race: 下单失败, each attempt said, nothing paid. */
export const GaveUp: Story = {
  args: {
    run: {
      ...RUN,
      status: 'refused',
      orderNo: '',
      paidFen: 0,
      bought: [],
      shorts: ['卡罗拉（A1001 斗南花卉）：库存不足，仅剩1批'],
      attempts: [
        '第1次下单时库存已被现场买家买走（卡罗拉（A1001 斗南花卉）：库存不足，仅剩2批），已按最新库存重新下单',
        '第2次下单时库存已被现场买家买走（卡罗拉（A1001 斗南花卉）：库存不足，仅剩1批），已按最新库存重新下单',
        '第3次下单时库存已被现场买家买走（卡罗拉（A1001 斗南花卉）：库存不足，仅剩1批），已试3次，不再重试',
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('下单失败')).toBeVisible();
    await expect(canvas.getByText(/已试3次，不再重试$/)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '已购买' })).toBeNull();
  },
};
