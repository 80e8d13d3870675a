import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tableReadingProblems } from '../../primitives/DataTable/readingProblems';
import { AuditEntryDialog, AuditList, EMPTY_AUDIT_FILTERS, type AuditRowData } from './AuditList';
import { firstPageArgs } from '../../internal/storyArgs';

const AT = Date.UTC(2026, 10, 17, 3, 30, 0);
const ROWS: AuditRowData[] = [
  {
    id: 12,
    actor: '王主管（admin）',
    action: 'staff.disable',
    entity: 'staff',
    entityIds: [3],
    before: { loginName: 'caiwu', disabled: false },
    after: { loginName: 'caiwu', disabled: true },
    at: AT,
  },
  {
    id: 11,
    actor: '王主管（admin）',
    action: 'staff.create',
    entity: 'staff',
    entityIds: [5],
    before: null,
    after: { loginName: 'li.ming', role: 'finance' },
    at: AT - 600_000,
  },
  {
    id: 10,
    actor: '系统命令',
    action: 'staff.create',
    entity: 'staff',
    entityIds: [1],
    before: null,
    after: { loginName: 'admin' },
    at: AT - 86_400_000,
  },
  {
    id: 9,
    actor: '李配货（peihuo）',
    action: 'order.ship',
    entity: 'order',
    entityIds: [16],
    orderNos: ['HS202611170016'],
    before: { status: 3 },
    after: { status: 4, logisNumber: 'SF1234567890' },
    at: AT - 90_000_000,
  },
  {
    id: 8,
    actor: '赵财务（caiwu）',
    action: 'order.settle-payment',
    entity: 'order',
    // [order, buyer]: the buyer's id is recorded for searching, it is not an order.
    entityIds: [17, 2],
    orderNos: ['HS202611170017'],
    before: { paidAt: null, payment: '512.00' },
    after: { paidAt: '2026-11-16T02:00:00.000Z', payment: '512.00', balance: '5.00' },
    at: AT - 91_000_000,
  },
  {
    id: 7,
    actor: '张客服（kefu）',
    action: 'claim.pay',
    entity: 'after_sales',
    entityIds: [3, 41],
    orderNos: ['HS202611170016'],
    before: { status: 8 },
    after: { status: 10, amount: '38.00', buyerId: 2, balance: '4670.00' },
    at: AT - 92_000_000,
  },
];

const meta = {
  title: 'Admin/AuditList',
  component: AuditList,
  args: {
    ...firstPageArgs(ROWS),
    filters: EMPTY_AUDIT_FILTERS,
    onFiltersChange: fn(),
    staffOptions: [
      { id: 1, label: '王主管（admin）' },
      { id: 2, label: '李配货（peihuo）' },
    ],
    onOpen: fn(),
  },
} satisfies Meta<typeof AuditList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('新增员工')).not.toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: '查看第 12 条记录的变更' }));
    await expect(args.onOpen).toHaveBeenCalledWith(ROWS[0]);
    await userEvent.selectOptions(canvas.getByLabelText('操作'), '停用员工');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ action: 'staff.disable' }));
    // Who, what kind of object, and when.
    await userEvent.selectOptions(canvas.getByLabelText('员工'), '李配货（peihuo）');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ staffId: '2' }));
    await userEvent.selectOptions(canvas.getByLabelText('对象'), '调配签名');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ entity: 'operator_sign' }));
    await userEvent.type(canvas.getByLabelText('开始日期'), '2026-11-10');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2026-11-10' }));
    // The object column reads in Chinese; an order by its number, never its row id (issue 26).
    await expect(canvas.getAllByText('员工 #3')).not.toHaveLength(0);
    await expect(canvas.getByText('订单 HS202611170016')).toBeVisible();
    await expect(canvas.queryByText(/订单 #16/)).toBeNull();
    // An order's payment by its number alone (not #17, #2); a claim by its id and its order's number.
    await expect(canvas.getByText('订单 HS202611170017')).toBeVisible();
    await expect(canvas.getByText('售后申请 #3（订单 HS202611170016）')).toBeVisible();
    await expect(canvas.queryByText(/#2$|#41/)).toBeNull();
    // Every object whole at 1024 px.
    await canvasElement.ownerDocument.fonts.ready;
    await expect(tableReadingProblems(canvas.getByRole('grid', { name: '操作记录' }), ['时间', '操作人', '操作', '对象'])).toEqual([]);
    // Times in market time: 03:30 UTC is 11:30 in Kunming.
    await expect(canvas.getByText('2026-11-17 11:30:00')).toBeVisible();
  },
};

/** Issue 31: the entries about one order (its number, whole) or one buyer (name, phone or account), applied by 查询 or Enter. */
export const ByOrderAndBuyer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('订单号'), ' HS202611170016 ');
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...EMPTY_AUDIT_FILTERS, orderNo: 'HS202611170016' });
    await userEvent.type(canvas.getByLabelText('买家'), '13800001042{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...EMPTY_AUDIT_FILTERS,
      orderNo: 'HS202611170016',
      buyer: '13800001042',
    });
  },
};

export const Paged: Story = { args: { total: 95, page: 2 } };

export const Empty: Story = { args: { rows: [], total: 0, filters: { ...EMPTY_AUDIT_FILTERS, action: 'staff.enable' } } };

export const Loading: Story = { args: { rows: [], total: 0, loading: true } };

export const LoadFailed: Story = { args: { rows: [], total: 0, error: '操作记录加载失败，请稍后再试', onRetry: fn() } };

/** 查看: the fields that changed, in Chinese, before → after (not two JSON dumps). */
export const BeforeAndAfter: StoryObj<typeof AuditEntryDialog> = {
  render: () => <AuditEntryDialog row={ROWS[0]!} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    const table = dialog.getByRole('table', { name: '变更的字段' });
    const row = within(table).getByRole('row', { name: /已停用/ });
    await expect(row).toHaveTextContent('已停用否是');
    await expect(within(table).queryByText('账号')).toBeNull();
  },
};

/** A lot's edit: Chinese field names from the lot form. */
export const LotChange: StoryObj<typeof AuditEntryDialog> = {
  render: () => (
    <AuditEntryDialog
      row={{
        id: 30,
        actor: '李配货（peihuo）',
        action: 'stock.update',
        entity: 'stock_lot',
        entityIds: [858],
        before: { salePrice: '1.20', positionNo: '9-03-06', photoUrl: null },
        after: { salePrice: '1.60', positionNo: '9-03-06', photoUrl: '/api/upload/file?key=lot%2Fa.png' },
        at: AT,
      }}
      onClose={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText('批次 #858', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('row', { name: /销售价\(元\/枝\)/ })).toHaveTextContent('￥1.20￥1.60');
    await expect(dialog.queryByRole('row', { name: /位置号/ })).toBeNull();
  },
};

/**
 * Issue 26: no code on the screen. A claim paid after an adjusted proposal reads 状态 待赔付 → 已赔付 (not 9 → 10),
 * its buyer 买家ID (not buyerId), and its times in market time (the audit stores UTC).
 */
export const CodesAsLabels: StoryObj<typeof AuditEntryDialog> = {
  render: () => (
    <AuditEntryDialog
      row={{
        id: 31,
        actor: '赵财务（caiwu）',
        action: 'claim.pay',
        entity: 'after_sales',
        entityIds: [7, 41],
        orderNos: ['HS202611170016'],
        before: { status: 9 },
        after: { status: 10, amount: '38.00', buyerId: 2, ledgerId: 118, paidAt: '2026-11-17T04:05:00.000Z' },
        at: AT,
      }}
      onClose={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    const table = within(dialog.getByRole('table', { name: '变更的字段' }));
    await expect(table.getByRole('row', { name: /状态/ })).toHaveTextContent('状态待赔付已赔付');
    await expect(table.getByRole('row', { name: /买家ID/ })).toHaveTextContent('买家ID—2');
    await expect(table.getByRole('row', { name: /流水号/ })).toHaveTextContent('流水号—118');
    await expect(table.getByRole('row', { name: /付款时间/ })).toHaveTextContent('付款时间—2026-11-17 12:05:00');
    await expect(dialog.queryByText(/buyerId|ledgerId|paidAt|T04:05/)).toBeNull();
    // Money as ￥; the claim named by its own id and its order's number (not by the item's id).
    await expect(table.getByRole('row', { name: /金额/ })).toHaveTextContent('金额—￥38.00');
    await expect(dialog.getByText('售后申请 #7（订单 HS202611170016）', { exact: false })).toBeVisible();
  },
};

/** A sign issued: 允许修改差价 允许 (not editDifferAmount true), its state and times in words and market time (issue 26). */
export const SignIssued: StoryObj<typeof AuditEntryDialog> = {
  render: () => (
    <AuditEntryDialog
      row={{
        id: 40,
        actor: '王主管（admin）',
        action: 'sign.issue',
        entity: 'operator_sign',
        entityIds: [6],
        before: null,
        after: {
          id: 6,
          label: '调配员小周',
          editDifferAmount: true,
          state: 'active',
          expiresAt: '2026-11-24T03:30:00.000Z',
          createdAt: '2026-11-17T03:30:00.000Z',
          revokedAt: null,
        },
        at: AT,
      }}
      onClose={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    const table = within(dialog.getByRole('table', { name: '变更的字段' }));
    await expect(table.getByRole('row', { name: /允许改价/ })).toHaveTextContent('允许改价—允许');
    await expect(table.getByRole('row', { name: /状态/ })).toHaveTextContent('状态—有效');
    await expect(table.getByRole('row', { name: /有效期至/ })).toHaveTextContent('有效期至—2026-11-24 11:30:00');
    await expect(table.getByRole('row', { name: /创建时间/ })).toHaveTextContent('创建时间—2026-11-17 11:30:00');
    await expect(dialog.queryByText(/editDifferAmount|true|active|T03:30/)).toBeNull();
  },
};
