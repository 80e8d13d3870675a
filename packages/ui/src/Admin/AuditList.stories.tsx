import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuditEntryDialog, AuditList, type AuditRowData } from './AuditList';

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
];

const meta = {
  title: 'Admin/AuditList',
  component: AuditList,
  args: { rows: ROWS, total: ROWS.length, page: 1, pageSize: 20, onPageChange: fn(), action: '', onActionChange: fn(), onOpen: fn() },
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
    await expect(args.onActionChange).toHaveBeenCalledWith('staff.disable');
  },
};

export const Paged: Story = { args: { total: 95, page: 2 } };

export const Empty: Story = { args: { rows: [], total: 0, action: 'staff.enable' } };

export const Loading: Story = { args: { rows: [], total: 0, loading: true } };

export const LoadFailed: Story = { args: { rows: [], total: 0, error: '操作记录加载失败，请稍后再试', onRetry: fn() } };

export const BeforeAndAfter: StoryObj<typeof AuditEntryDialog> = {
  render: () => <AuditEntryDialog row={ROWS[0]!} onClose={fn()} />,
};
