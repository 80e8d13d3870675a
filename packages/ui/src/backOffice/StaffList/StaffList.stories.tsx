import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffList, type StaffRowData } from './StaffList';

const AT = Date.UTC(2026, 10, 17, 2, 0, 0);
const ROWS: StaffRowData[] = [
  { id: 1, loginName: 'admin', displayName: '王主管', roleName: '管理员', disabled: false, createdAt: AT, self: true },
  { id: 2, loginName: 'peihuo', displayName: '李配货', roleName: '配货发货', disabled: false, createdAt: AT + 60_000 },
  { id: 3, loginName: 'caiwu', displayName: '赵财务', roleName: '财务', disabled: true, createdAt: AT + 120_000 },
  { id: 4, loginName: 'kefu', displayName: '陈客服', roleName: '客服', disabled: false, createdAt: AT + 180_000 },
];

const meta = {
  title: 'Admin/StaffList',
  component: StaffList,
  args: { rows: ROWS, onToggleDisabled: fn(), onResetPassword: fn() },
} satisfies Meta<typeof StaffList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One's own account cannot be stopped; a stopped one can be started again. */
export const Accounts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // One's own row offers no 停用; it says why instead.
    await expect(canvas.queryByRole('button', { name: '停用 王主管' })).toBeNull();
    await expect(canvas.getByTitle('当前登录账号，不能停用')).toHaveTextContent('当前账号，不能停用');
    await userEvent.click(canvas.getByRole('button', { name: '启用 赵财务' }));
    await expect(args.onToggleDisabled).toHaveBeenCalledWith(ROWS[2]);
    await userEvent.click(canvas.getByRole('button', { name: '重置密码 陈客服' }));
    await expect(args.onResetPassword).toHaveBeenCalledWith(ROWS[3]);
  },
};

export const ActionUnderWay: Story = { args: { pendingId: 2 } };

export const Empty: Story = { args: { rows: [] } };

export const Loading: Story = { args: { rows: [], loading: true } };

export const LoadFailed: Story = { args: { rows: [], error: '员工列表加载失败，请稍后再试', onRetry: fn() } };

export const ManyAccounts: Story = {
  args: {
    rows: Array.from({ length: 120 }, (_, i) => ({
      id: i + 1,
      loginName: `staff${String(i + 1).padStart(3, '0')}`,
      displayName: `员工${i + 1}`,
      roleName: ['管理员', '配货发货', '财务', '客服'][i % 4]!,
      disabled: i % 7 === 0,
      createdAt: AT + i * 60_000,
    })),
  },
};

/**
 * Issue 29: 管理员 resets the second factor of a member who enrolled (lost phone) — 重置两步验证 on their row only, never
 * on one's own nor on a member without one.
 */
export const ResetsTwoFactor: Story = {
  args: {
    rows: ROWS.map((row) => ({ ...row, twoFactor: row.loginName === 'admin' || row.loginName === 'caiwu' })),
    onResetTwoFactor: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^重置两步验证/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: '重置两步验证 赵财务' }));
    await expect(args.onResetTwoFactor).toHaveBeenCalledWith(expect.objectContaining({ loginName: 'caiwu' }));
  },
};
