import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../../primitives/EmptyState';
import { Page } from '../../primitives/Page';
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

/**
 * A phone (390 px): the menu is closed behind 菜单 · (the current desk) in the header, not a sideways strip; it opens
 * as a column and closes on a choice. (The button shows at phone width only; the play checks its state.)
 */
export const PhoneMenu: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: '菜单 · 员工', hidden: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed: the list is not shown (nor in the accessibility tree) until 菜单 is pressed.
    await expect(canvas.queryByRole('navigation', { name: '后台菜单' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('收起菜单');
    await expect(canvas.getByRole('navigation', { name: '后台菜单' })).toHaveAttribute('data-open', 'true');
    await userEvent.click(canvas.getByRole('link', { name: '操作记录' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/audit');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: '后台菜单' })).toBeNull();
  },
};
