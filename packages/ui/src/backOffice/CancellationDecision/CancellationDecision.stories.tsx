import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CancellationApproveDialog,
  CancellationDecision,
  CancellationRejectDialog,
  type CancellationRowData,
} from './CancellationDecision';
import { firstPageArgs } from '../../internal/storyArgs';

const AT = Date.UTC(2026, 10, 17, 3, 32, 0);
const FLOWERS = [
  ['卡罗拉', 'A', '斗南鲜花种植基地', 'A-12'],
  ['雪山', 'B', '呈贡花卉合作社', 'C-08'],
  ['粉荔枝', 'A+', '晋宁玫瑰园', 'A-03'],
  ['康乃馨 马斯特', 'B', '嵩明康乃馨基地', 'C-21'],
  ['白荔枝', 'A', '斗南鲜花种植基地', 'A-15'],
] as const;
const BUYERS = [
  ['花语工作室', '13800000001'],
  ['春城婚庆', '13800000002'],
  ['昆明花艺坊', '13912345678'],
] as const;

function request(i: number, overrides: Partial<CancellationRowData> = {}): CancellationRowData {
  const [flwName, levelName, supplierName, positionNo] = FLOWERS[i % FLOWERS.length]!;
  const [buyerName, buyerPhone] = BUYERS[i % BUYERS.length]!;
  const buyQty = 2 + (i % 5);
  return {
    itemId: 9100 + i,
    orderNo: `HS2026111700${String(1200 + i).padStart(5, '0')}`,
    orderStatusLabel: '订单配货中',
    auctionDate: '2026-11-17',
    session: i % 3 === 0 ? 'A' : 'C',
    buyerName,
    buyerPhone,
    flwName,
    levelName,
    supplierName,
    positionNo,
    buyQty,
    buyQtyAll: buyQty * 20,
    netFen: buyQty * 20 * 185,
    refundFen: buyQty * 20 * 185 - 37 * (i % 4),
    refundsFees: false,
    state: 'pending',
    reason: '',
    orderedAt: AT - i * 420_000,
    decidedAt: null,
    decidedBy: null,
    ...overrides,
  };
}

const ROWS = [request(0), request(1, { refundsFees: true, refundFen: 9_850 }), request(2)];
const MANY = Array.from({ length: 60 }, (_, i) => request(i));
const FILTERS = { state: 'pending', date: '2026-11-17', session: '', keyword: '' } as const;

const meta = {
  title: 'Admin/CancellationDecision',
  component: CancellationDecision,
  args: {
    ...firstPageArgs(ROWS),
    filters: FILTERS,
    onFiltersChange: fn(),
    onApprove: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof CancellationDecision>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requests waiting: 同意 and 驳回 on each; the refund each would get. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('含运费包装费')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `同意撤销 ${ROWS[0]!.orderNo} 卡罗拉` }));
    await expect(args.onApprove).toHaveBeenCalledWith(ROWS[0]);
    await userEvent.click(canvas.getByRole('button', { name: `驳回撤销 ${ROWS[2]!.orderNo} 粉荔枝` }));
    await expect(args.onReject).toHaveBeenCalledWith(ROWS[2]);
  },
};

/** Filters: the state tabs, date, session and keyword all report the whole filter set. */
export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '已驳回' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...FILTERS, state: 'rejected' });
    await userEvent.selectOptions(canvas.getByLabelText('专区'), 'C');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...FILTERS, session: 'C' });
    await userEvent.type(canvas.getByLabelText('关键词'), ' 13800000001 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...FILTERS, keyword: '13800000001' });
  },
};

export const Approved: Story = {
  args: {
    filters: { ...FILTERS, state: 'approved' },
    rows: ROWS.map((row, i) => ({ ...row, state: 'approved', decidedAt: AT + i * 60_000, decidedBy: '李配货（peihuo）' })),
  },
};

export const Rejected: Story = {
  args: {
    filters: { ...FILTERS, state: 'rejected' },
    rows: ROWS.map((row, i) => ({
      ...row,
      state: 'rejected',
      refundFen: 0,
      reason: ['该批次已配货装箱', '买家已电话确认不撤销', '已过撤销时限'][i]!,
      decidedAt: AT + i * 60_000,
      decidedBy: '王主管（admin）',
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('该批次已配货装箱')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /同意撤销/ })).toBeNull();
  },
};

/** 60 rows on the page (virtualised) of 245 in all, page 3. */
export const ManyRows: Story = { args: { rows: MANY, total: 245, page: 3, pageSize: 60 } };

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('没有待审核的撤销申请')).toBeVisible();
  },
};

export const Loading: Story = { args: { rows: [], total: 0, loading: true } };

export const LoadFailed: Story = {
  args: { rows: [], total: 0, error: '撤销申请加载失败，请稍后再试', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A role without the desk (财务, 客服): the server answers 403 and the list says so. */
export const ForbiddenRole: Story = { args: { rows: [], total: 0, error: '您的角色无权进行此操作' } };

/** 同意撤销: what happens and how much returns, before it is confirmed. */
export const ApproveConfirm: StoryObj<typeof CancellationApproveDialog> = {
  render: (args) => <CancellationApproveDialog {...args} />,
  args: { row: ROWS[0]!, onConfirm: fn(), onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(dialog.getByText('￥74.00')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '同意撤销' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const ApproveLastItem: StoryObj<typeof CancellationApproveDialog> = {
  render: (args) => <CancellationApproveDialog {...args} />,
  args: { row: ROWS[1]!, onConfirm: fn(), onCancel: fn() },
};

/** An operator's unpaid order (待付款): the stems go back, nothing is refunded, and the dialog says so. */
export const ApproveUnpaidOrder: StoryObj<typeof CancellationApproveDialog> = {
  render: (args) => <CancellationApproveDialog {...args} />,
  args: { row: request(3, { unpaid: true, refundFen: 0, orderStatusLabel: '待付款' }), onConfirm: fn(), onCancel: fn() },
  play: async () => {
    const dialog = within(document.body);
    await expect(dialog.getByText('无需退款（订单未付款）')).toBeVisible();
    await expect(dialog.getByText(/订单未付款，无需退款/)).toBeVisible();
    await expect(dialog.queryByText(/款项退回买家余额/)).toBeNull();
  },
};

export const ApproveRefused: StoryObj<typeof CancellationApproveDialog> = {
  render: (args) => <CancellationApproveDialog {...args} />,
  args: { row: ROWS[0]!, onConfirm: fn(), onCancel: fn(), serverError: '该撤销申请已同意，不能重复处理' },
};

/** 驳回: the reason is mandatory; without it the dialog says so next to the field and sends nothing. */
export const RejectDialog: StoryObj<typeof CancellationRejectDialog> = {
  render: (args) => <CancellationRejectDialog {...args} />,
  args: { row: ROWS[2]!, onSubmit: fn(), onClose: fn() },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: '确认驳回' }));
    await expect(await body.findByText('请填写驳回原因')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(body.getByLabelText('驳回原因'), '该批次已配货装箱');
    await userEvent.click(body.getByRole('button', { name: '确认驳回' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: '该批次已配货装箱' }, expect.anything());
  },
};

export const RejectRefused: StoryObj<typeof CancellationRejectDialog> = {
  render: (args) => <CancellationRejectDialog {...args} />,
  args: { row: ROWS[2]!, onSubmit: fn(), onClose: fn(), serverError: '订单已发货，不能撤销' },
};
