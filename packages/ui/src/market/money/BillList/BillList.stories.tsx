import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BillList, type BillLineView } from './BillList';

const LINES: BillLineView[] = [
  {
    id: 9,
    ioNotice: '账户充值（沙箱支付·支付宝，充值单号R20261117114500A1B2C3D4）',
    ioFen: 100000,
    balanceAfterFen: 556258,
    createTime: '2026-11-17 11:52:10',
  },
  { id: 8, ioNotice: '购买商品（订单HS202611170000123）', ioFen: -43742, balanceAfterFen: 456258, createTime: '2026-11-17 11:47:03' },
  {
    id: 7,
    ioNotice: '撤销商品退款（订单HS202611160000098，卡罗拉红玫瑰2扎）',
    ioFen: 8640,
    balanceAfterFen: 500000,
    createTime: '2026-11-16 15:20:44',
  },
  { id: 6, ioNotice: '人工充值：柜台现金付款', ioFen: 20000, balanceAfterFen: 491360, createTime: '2026-11-16 09:02:00' },
];

const many = (n: number): BillLineView[] =>
  Array.from({ length: n }, (_, i) => ({
    id: 100 - i,
    ioNotice: i % 2 ? `购买商品（订单HS2026111700001${String(i).padStart(2, '0')}）` : '账户充值（沙箱支付·微信支付）',
    ioFen: i % 2 ? -(120 + i) * 100 : 100000,
    balanceAfterFen: (5000 - i * 10) * 100,
    createTime: `2026-11-17 ${String(11 - (i % 10)).padStart(2, '0')}:${String(50 - i).padStart(2, '0')}:00`,
  }));

const meta = {
  title: 'Money/BillList',
  component: BillList,
  args: {
    rows: LINES,
    total: LINES.length,
    page: 1,
    pageSize: 10,
    start: '',
    end: '',
    onPageChange: fn(),
    onRangeChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BillList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+1000.00')).toBeVisible();
    await expect(canvas.getByText('-437.42')).toBeVisible();
    await expect(canvas.getByText('2026-11-17 11:47:03')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/**
 * A withdrawal: its freeze and a rejected one's release move only the frozen amount (冻结 / 解冻 in grey, not a green
 * +0.00); the payout takes the money (−105.00).
 */
export const Withdrawal: Story = {
  args: {
    rows: [
      {
        id: 14,
        ioNotice: '提现到银行卡（尾号0128），含手续费5.00元，到账100.00元',
        ioFen: -10500,
        frozenFen: -10500,
        balanceAfterFen: 96500,
        createTime: '2026-11-25 00:29:14',
      },
      {
        id: 13,
        ioNotice: '提现被驳回，解冻15.00元',
        ioFen: 0,
        frozenFen: -1500,
        balanceAfterFen: 107000,
        createTime: '2026-11-25 00:29:12',
      },
      {
        id: 12,
        ioNotice: '提现申请，冻结105.00元（含手续费5.00元），打款前不可使用',
        ioFen: 0,
        frozenFen: 10500,
        balanceAfterFen: 107000,
        createTime: '2026-11-25 00:29:10',
      },
      {
        id: 11,
        ioNotice: '提现申请，冻结15.00元（含手续费5.00元），打款前不可使用',
        ioFen: 0,
        frozenFen: 1500,
        balanceAfterFen: 107000,
        createTime: '2026-11-25 00:28:40',
      },
      { ...LINES[0]!, frozenFen: 0, balanceAfterFen: 107000 },
    ],
    total: 5,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-105.00')).toBeVisible();
    await expect(canvas.getByText('冻结 105.00')).toBeVisible();
    await expect(canvas.getByLabelText('冻结15.00元')).toHaveTextContent('冻结 15.00');
    await expect(canvas.getByLabelText('解冻15.00元')).toHaveTextContent('解冻 15.00');
    await expect(canvas.queryByText('+0.00')).not.toBeInTheDocument();
    // Neutral: the frozen movement is not coloured as money in.
    const freeze = getComputedStyle(canvas.getByText('冻结 105.00')).color;
    await expect(freeze).not.toBe(getComputedStyle(canvas.getByText('+1000.00')).color);
  },
};

/** More than a page: the pager. */
export const ManyRows: Story = {
  args: { rows: many(10), total: 37, page: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(10);
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无账单')).toBeVisible();
  },
};

/** A date range asked: the range is sent as typed. */
export const DateRange: Story = {
  args: { rows: [], total: 0, start: '2026-11-01', end: '2026-11-10' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('该日期范围内暂无账单')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith({ start: '2026-11-01', end: '2026-11-10' });
    await userEvent.click(canvas.getByRole('button', { name: '全部日期' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ start: '', end: '' });
  },
};

export const RangeRefused: Story = {
  args: { rows: [], total: 0, start: '2026-11-18', end: '2026-11-17', rangeError: '开始日期不能晚于结束日期' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('开始日期不能晚于结束日期')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('正在加载账单')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { rows: [], total: 0, error: '请求错误' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('请求错误');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
