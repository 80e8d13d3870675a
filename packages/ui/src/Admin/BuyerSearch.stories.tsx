import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuyerSearch, type BuyerRowData } from './BuyerSearch';

const ROWS: BuyerRowData[] = [
  {
    id: 1,
    accountNo: 'HS100001',
    phone: '13800000001',
    nickName: '花语工作室',
    statusName: '已开户',
    memberLevelName: 'VIP2',
    balanceFen: 500_000,
    usableFen: 500_000,
  },
  {
    id: 2,
    accountNo: 'HS100002',
    phone: '13800000002',
    nickName: '春城婚庆',
    statusName: '已开户',
    memberLevelName: '普通会员',
    balanceFen: 120_000,
    usableFen: 100_000,
  },
  {
    id: 3,
    accountNo: 'HS100003',
    phone: '13912345678',
    nickName: '滇池花艺',
    statusName: '已注册（未开户）',
    memberLevelName: '普通会员',
    balanceFen: 0,
    usableFen: 0,
  },
];

const meta = {
  title: 'Admin/BuyerSearch',
  component: BuyerSearch,
  args: { query: '', onSearch: fn(), rows: ROWS, total: ROWS.length, page: 1, pageSize: 20, onPageChange: fn(), onOpen: fn() },
} satisfies Meta<typeof BuyerSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every buyer, newest first; a search and 查看 go to the page. */
export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('查找买家'), ' 13800000001 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('13800000001');
    await userEvent.click(canvas.getByRole('button', { name: '查看 春城婚庆（HS100002）' }));
    await expect(args.onOpen).toHaveBeenCalledWith(ROWS[1]);
    await expect(canvas.getByText('￥1000.00')).toBeVisible();
  },
};

/** The buyer open beside the table: their row is highlighted and marked current. */
export const Selected: Story = {
  args: { query: '1380000', rows: ROWS.slice(0, 2), total: 2, selectedId: 2 },
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('[role="row"][aria-current="true"]');
    await expect(current).not.toBeNull();
    await expect(current).toHaveTextContent(ROWS[1]!.nickName);
  },
};

export const NothingFound: Story = { args: { query: '13999999999', rows: [], total: 0 } };

export const Loading: Story = { args: { query: '春城', rows: [], total: 0, loading: true } };

export const LoadFailed: Story = { args: { rows: [], total: 0, error: '买家列表加载失败，请稍后再试', onRetry: fn() } };

export const ManyPages: Story = {
  args: {
    rows: Array.from({ length: 20 }, (_, i) => ({
      id: i + 10,
      accountNo: `HS${100010 + i}`,
      phone: `1390000${String(i).padStart(4, '0')}`,
      nickName: `花店${i + 1}`,
      statusName: i % 3 === 0 ? '已注册（未开户）' : '已开户',
      memberLevelName: i % 4 === 0 ? 'VIP1' : '普通会员',
      balanceFen: i * 12_345,
      usableFen: i * 12_345,
    })),
    total: 235,
    page: 3,
  },
};

/** Each buyer's numeric 买家ID (what an operator types in /goodTp) shows beside the account number. */
export const ShowsBuyerId: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '买家ID' })).toBeVisible();
    const row = canvas.getByText('HS100002').closest<HTMLElement>('[role="row"]')!;
    await expect(within(row).getByText('2')).toBeVisible();
  },
};

/** At 390 px the desk does not scroll sideways (the table scrolls inside its own box). */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
