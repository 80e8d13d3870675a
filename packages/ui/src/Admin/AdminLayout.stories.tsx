import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { Page } from '../Page';
import { AdminLayout, type AdminNavItem } from './AdminLayout';

const ADMIN_NAV: AdminNavItem[] = [
  { key: 'orders', label: '订单履约', href: '/admin/orders', soon: true },
  { key: 'cancellations', label: '撤销审核', href: '/admin/cancellations', soon: true },
  { key: 'stock', label: '入库管理', href: '/admin/stock', soon: true },
  { key: 'buyers', label: '买家', href: '/admin/buyers', soon: true },
  { key: 'staff', label: '员工', href: '/admin/staff' },
  { key: 'audit', label: '操作记录', href: '/admin/audit' },
];

const meta = {
  title: 'Admin/AdminLayout',
  component: AdminLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    staff: { displayName: '王主管', roleName: '管理员' },
    nav: ADMIN_NAV,
    active: 'staff',
    onNavigate: fn(),
    onLogout: fn(),
    children: (
      <Page title="员工" width="fill" gutter="lg">
        <EmptyState text="页面内容" />
      </Page>
    ),
  },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '员工' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: '操作记录' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/audit');
    await userEvent.click(canvas.getByRole('button', { name: '退出' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** 配货发货 sees only its desks. */
export const Fulfilment: Story = {
  args: {
    staff: { displayName: '李配货', roleName: '配货发货' },
    nav: ADMIN_NAV.slice(0, 3),
    active: 'orders',
  },
};

export const LoggingOut: Story = { args: { loggingOut: true } };
