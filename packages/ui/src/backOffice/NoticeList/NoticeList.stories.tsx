import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminNoticeList, type AdminNoticeRowData } from './NoticeList';

const AT = Date.UTC(2026, 10, 17, 1, 0, 0);
const ROWS: AdminNoticeRowData[] = [
  { id: 31, type: 2, title: '关于春节休市的公告', state: 'scheduled', beginMs: AT + 86_400_000 },
  { id: 30, type: 2, title: '关于调整直供场交易时间的公告', state: 'live', beginMs: AT },
  { id: 29, type: 1, title: '本周斗南玫瑰行情：红色系小幅上涨，白色系平稳', state: 'draft', beginMs: AT - 86_400_000 },
  { id: 28, type: 1, title: '绣球进入旺季，无尽夏到货量创新高', state: 'live', beginMs: AT - 3 * 86_400_000 },
];
const MANY: AdminNoticeRowData[] = Array.from({ length: 20 }, (_, i) => ({
  id: 100 - i,
  type: i % 3 === 0 ? 1 : 2,
  title: `${['物流调整通知', '售后规则说明', '行情快讯', '包装费标准'][i % 4]}（第${20 - i}期）`,
  state: (['live', 'draft', 'scheduled'] as const)[i % 3]!,
  beginMs: AT - i * 86_400_000,
}));

const meta = {
  title: 'Admin/NoticeList',
  component: AdminNoticeList,
  args: {
    rows: ROWS,
    total: ROWS.length,
    page: 1,
    pageSize: 20,
    type: '',
    keyword: '',
    onPageChange: fn(),
    onTypeChange: fn(),
    onKeywordChange: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onPublish: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AdminNoticeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发布「本周斗南玫瑰行情：红色系小幅上涨，白色系平稳」' }));
    await expect(args.onPublish).toHaveBeenCalledWith(ROWS[2], true);
    await userEvent.click(canvas.getByRole('button', { name: '撤回「关于调整直供场交易时间的公告」' }));
    await expect(args.onPublish).toHaveBeenCalledWith(ROWS[1], false);
    await userEvent.click(canvas.getByRole('button', { name: '编辑「关于春节休市的公告」' }));
    await expect(args.onEdit).toHaveBeenCalledWith(ROWS[0]);
    await userEvent.selectOptions(canvas.getByLabelText('类型'), '资讯');
    await expect(args.onTypeChange).toHaveBeenCalledWith('1');
    await userEvent.click(canvas.getByRole('button', { name: '新增公告' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const ManyRows: Story = { args: { rows: MANY, total: 57, page: 2 } };

export const Empty: Story = { args: { rows: [], total: 0, keyword: '停市' } };

export const Loading: Story = { args: { rows: [], total: 0, loading: true } };

export const Failed: Story = { args: { rows: [], total: 0, error: '公告加载失败，请稍后再试', onRetry: fn() } };

/** Publishing one: its button waits, the others are locked. */
export const Pending: Story = { args: { pendingId: 29 } };
