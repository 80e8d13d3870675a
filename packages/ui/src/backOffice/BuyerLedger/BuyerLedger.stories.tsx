import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BuyerLedger, type LedgerRowData } from './BuyerLedger';

const AT = Date.UTC(2026, 10, 17, 3, 30, 0);
const ROWS: LedgerRowData[] = [
  { id: 14, at: AT, notice: '人工充值：柜台现金付款', deltaFen: 10_000, balanceAfterFen: 463_200, refType: 'staff-adjust' },
  {
    id: 13,
    at: AT - 3_600_000,
    notice: '商品撤销退款（订单HS202611170000012）',
    deltaFen: 4_200,
    balanceAfterFen: 453_200,
    refType: 'cancel',
  },
  {
    id: 12,
    at: AT - 7_200_000,
    notice: '购买商品（订单HS202611170000012）',
    deltaFen: -51_000,
    balanceAfterFen: 449_000,
    refType: 'order',
  },
  { id: 1, at: AT - 86_400_000 * 3, notice: '账户充值', deltaFen: 500_000, balanceAfterFen: 500_000, refType: 'seed' },
];

/** A withdrawal of 100.00 (fee 5.00): frozen, then paid out; another one frozen and released on rejection. */
const WITHDRAWAL_ROWS: LedgerRowData[] = [
  {
    id: 24,
    at: AT,
    notice: '提现被驳回，解冻15.00元',
    deltaFen: 0,
    frozenDeltaFen: -1_500,
    balanceAfterFen: 452_700,
    refType: 'withdrawal',
  },
  {
    id: 23,
    at: AT - 600_000,
    notice: '提现申请，冻结15.00元（含手续费5.00元），打款前不可使用',
    deltaFen: 0,
    frozenDeltaFen: 1_500,
    balanceAfterFen: 452_700,
    refType: 'withdrawal',
  },
  {
    id: 22,
    at: AT - 1_200_000,
    notice: '提现打款（到账100.00元，手续费5.00元）',
    deltaFen: -10_500,
    frozenDeltaFen: -10_500,
    balanceAfterFen: 452_700,
    refType: 'withdrawal',
  },
  {
    id: 21,
    at: AT - 1_800_000,
    notice: '提现申请，冻结105.00元（含手续费5.00元），打款前不可使用',
    deltaFen: 0,
    frozenDeltaFen: 10_500,
    balanceAfterFen: 463_200,
    refType: 'withdrawal',
  },
  ...ROWS,
];

const meta = {
  title: 'Admin/BuyerLedger',
  component: BuyerLedger,
  args: { rows: ROWS, total: ROWS.length, page: 1, pageSize: 20, onPageChange: fn() },
} satisfies Meta<typeof BuyerLedger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+￥100.00')).toBeVisible();
    await expect(canvas.getByText('-￥510.00')).toBeVisible();
    await expect(canvas.getByText('人工调整')).toBeVisible();
  },
};

/** A withdrawal's freeze and release read 冻结 / 解冻 with the amount, never ￥0.00; its payout reads -￥105.00. */
export const FrozenMovements: Story = {
  args: { rows: WITHDRAWAL_ROWS, total: WITHDRAWAL_ROWS.length },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('冻结 ￥105.00')).toBeVisible();
    await expect(canvas.getByText('冻结 ￥15.00')).toBeVisible();
    await expect(canvas.getByText('解冻 ￥15.00')).toBeVisible();
    await expect(canvas.getByText('-￥105.00')).toBeVisible();
    await expect(canvas.queryByText('￥0.00')).toBeNull();
    await expect(canvas.queryByText('+￥0.00')).toBeNull();
    // 来源 in words (issue 26: it read `withdrawal`).
    await expect(canvas.getAllByText('提现')).toHaveLength(4);
    await expect(canvas.queryByText('withdrawal')).toBeNull();
  },
};

/** Every kind of movement, each 来源 in Chinese from the domain's one table; a code it does not know reads 其他. */
const SOURCE_ROWS: LedgerRowData[] = [
  {
    id: 38,
    at: AT,
    notice: '售后赔付（订单HS202611170000012，红玫瑰 卡罗拉2扎）',
    deltaFen: 3_800,
    balanceAfterFen: 467_000,
    refType: 'after-sales',
  },
  { id: 37, at: AT - 600_000, notice: '在线充值（支付宝）', deltaFen: 100_000, balanceAfterFen: 463_200, refType: 'recharge' },
  {
    id: 36,
    at: AT - 1_200_000,
    notice: '提现打款（到账100.00元，手续费5.00元）',
    deltaFen: -10_500,
    frozenDeltaFen: -10_500,
    balanceAfterFen: 363_200,
    refType: 'withdrawal',
  },
  {
    id: 35,
    at: AT - 1_800_000,
    notice: '冻结金额（账本开始记录冻结时已冻结）',
    deltaFen: 0,
    frozenDeltaFen: 10_500,
    balanceAfterFen: 373_700,
    refType: 'frozen-opening',
  },
  { id: 34, at: AT - 2_400_000, notice: '旧系统迁入', deltaFen: 1_000, balanceAfterFen: 373_700, refType: 'legacy-import' },
  ...ROWS,
];

export const Sources: Story = {
  args: { rows: SOURCE_ROWS, total: SOURCE_ROWS.length },
  play: async ({ canvasElement }) => {
    const grid = within(within(canvasElement).getByRole('grid', { name: '资金流水' }));
    for (const name of ['售后赔付', '在线充值', '提现', '期初冻结', '其他', '人工调整', '撤销退款', '订单付款', '初始充值']) {
      await expect(grid.getByText(name)).toBeVisible();
    }
    for (const code of ['after-sales', 'recharge', 'withdrawal', 'frozen-opening', 'legacy-import', 'staff-adjust', 'cancel', 'seed']) {
      await expect(grid.queryByText(code)).toBeNull();
    }
  },
};

export const Empty: Story = { args: { rows: [], total: 0 } };

export const Loading: Story = { args: { rows: [], total: 0, loading: true } };

export const LoadFailed: Story = { args: { rows: [], total: 0, error: '资金流水加载失败，请稍后再试', onRetry: fn() } };

const MANY: LedgerRowData[] = Array.from({ length: 300 }, (_, i) => ({
  id: 300 - i,
  at: AT - i * 600_000,
  notice: i % 5 === 0 ? `人工扣款：冲正第${i}笔` : `购买商品（订单HS2026111700${String(300 - i).padStart(5, '0')}）`,
  deltaFen: i % 5 === 0 ? -1_000 : -(2_000 + i * 13),
  balanceAfterFen: 1_000_000 - i * 2_500,
  refType: i % 5 === 0 ? 'staff-adjust' : 'order',
}));

/** 300 rows on one page: only the visible ones are in the document (virtualised). */
export const ManyRows: Story = {
  args: { rows: MANY, total: 1_280, pageSize: 300 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: '资金流水' });
    const rendered = within(grid).getAllByRole('row').length;
    await expect(rendered).toBeGreaterThan(5);
    await expect(rendered).toBeLessThan(60);
    await expect(grid).toHaveAttribute('aria-rowcount', '301');
  },
};
