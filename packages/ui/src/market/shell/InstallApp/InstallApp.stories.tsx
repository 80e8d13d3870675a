import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstallApp } from './InstallApp';

const meta = {
  title: 'Layout/InstallApp',
  component: InstallApp,
  args: { way: 'prompt', onInstall: fn() },
} satisfies Meta<typeof InstallApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser gave its install prompt: one button opens it. */
export const WithBrowserPrompt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加到主屏幕' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(/注册|电脑/)).toBeNull();
  },
};

/** iPhone Safari has no prompt: the two steps. */
export const IphoneSafari: Story = {
  args: { way: 'ios' },
  play: async ({ canvasElement }) => {
    const steps = within(within(canvasElement).getByRole('list', { name: '在 Safari 中添加到主屏幕' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(2);
    await expect(steps[0]).toHaveTextContent('分享');
    await expect(steps[1]).toHaveTextContent('添加到主屏幕');
  },
};

/** Another browser without a prompt: its menu. */
export const BrowserMenu: Story = {
  args: { way: 'menu' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/浏览器菜单/)).toBeInTheDocument();
  },
};

/** Opened from the home screen already. */
export const Installed: Story = {
  args: { way: 'installed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/已添加到主屏幕/)).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
