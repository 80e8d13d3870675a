import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buyer, longNickName } from '../../../fixtures';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Account/UserMenu',
  component: UserMenu,
  args: { nickName: buyer.nickName, onNavigate: fn(), onLogout: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: 220, display: 'flex', alignItems: 'flex-start' }}>
        <div style={{ height: 32, display: 'flex' }}>{Story()}</div>
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `${buyer.nickName}的账户菜单` })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: '财务中心' })).toBeNull();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ['财务中心', '地址管理', '修改密码']) await expect(canvas.getByRole('link', { name })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '修改密码' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/amend');
    await expect(canvas.queryByRole('link', { name: '修改密码' })).toBeNull();
  },
};

export const LogsOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${buyer.nickName}的账户菜单` }));
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const OpensOnHoverClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: `${buyer.nickName}的账户菜单` });
    await userEvent.hover(trigger);
    await expect(canvas.getByRole('link', { name: '财务中心' })).toBeVisible();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('link', { name: '财务中心' })).toBeNull();
  },
};

export const FinanceAndAddressLinks: Story = {
  args: { defaultOpen: true, paths: { finance: '/money?key=1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '财务中心' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/money?key=1');
    await userEvent.click(canvas.getByRole('button', { name: `${buyer.nickName}的账户菜单` }));
    await userEvent.click(canvas.getByRole('link', { name: '地址管理' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/address');
  },
};

export const LongNickname: Story = { args: { nickName: longNickName, defaultOpen: true } };
