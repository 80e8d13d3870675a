import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Layout/NotFound',
  component: NotFound,
  args: {
    links: [
      { label: '返回首页', href: '/' },
      { label: '限时直供', href: '/presell?shops=%7B%22supplierType%22%3A%22A%22%7D' },
      { label: '全天专区', href: '/presell?shops=%7B%22supplierType%22%3A%22C%22%7D' },
    ],
    onNavigate: fn(),
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(canvas.queryByText(/建设中/)).toBeNull();
    const home = canvas.getByRole('link', { name: '返回首页' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: '全天专区' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '限时直供' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/presell?shops=%7B%22supplierType%22%3A%22A%22%7D');
  },
};

/** Only the way home (e.g. before the zones load). */
export const HomeOnly: Story = { args: { links: [{ label: '返回首页', href: '/' }] } };
