import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayoutDesk, type PayoutRowData } from './PayoutDesk';

const row = (id: number, over: Partial<PayoutRowData> = {}): PayoutRowData => ({
  id,
  buyerName: `花店${id}`,
  buyerPhone: `1380000${String(id).padStart(4, '0')}`,
  amountFen: 10_000,
  feeFen: 500,
  totalFen: 10_500,
  status: 'pending',
  cardName: '张三',
  cardNumber: '6222021234567890128',
  bankName: '中国工商银行',
  bankBranch: '昆明关上支行',
  region: '云南省 昆明市 官渡区',
  createdAt: '2026-11-17T03:45:00.000Z',
  ...over,
});

const meta = {
  title: 'Admin/PayoutDesk',
  component: PayoutDesk,
  args: {
    rows: [row(1), row(2, { amountFen: 2_000_000, totalFen: 2_000_500 })],
    total: 2,
    page: 1,
    pageSize: 20,
    state: 'pending',
    onPageChange: fn(),
    onStateChange: fn(),
    onPay: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof PayoutDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending: 打款 asks first; 驳回 needs a reason. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '驳回 花店1 ￥100.00' }));
    await userEvent.click(canvas.getByRole('button', { name: '确认驳回' }));
    await expect(canvas.getByText('请输入驳回原因')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/的原因/), '户名不符');
    await userEvent.click(canvas.getByRole('button', { name: '确认驳回' }));
    await expect(args.onReject).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), '户名不符');
  },
};

export const Paid: Story = { args: { state: 'paid', rows: [row(3, { status: 'paid' })], total: 1 } };
export const Rejected: Story = { args: { state: 'failed', rows: [row(4, { status: 'failed' })], total: 1 } };
export const Busy: Story = { args: { busyId: 1 } };
export const ActionError: Story = { args: { actionError: '该提现已处理' } };
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { rows: [], total: 0, loading: true } };
export const LoadError: Story = { args: { rows: [], total: 0, error: '加载失败' } };
export const ManyRows: Story = {
  args: { rows: Array.from({ length: 20 }, (_, i) => row(i + 1)), total: 65 },
};
