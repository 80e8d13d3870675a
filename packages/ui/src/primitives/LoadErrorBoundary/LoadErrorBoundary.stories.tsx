import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadErrorBoundary } from './LoadErrorBoundary';

/** A page whose code could not be fetched (what React.lazy throws then). */
function BrokenPage(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/OrderPage-x.js');
}

const meta = {
  title: 'Layout/LoadErrorBoundary',
  component: LoadErrorBoundary,
  args: { onReload: fn(), children: <p>我的订单</p> },
} satisfies Meta<typeof LoadErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing failed: the page shows as it is. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('我的订单')).toBeVisible();
  },
};

/** The page's code could not be loaded: an alert with 重新加载, never a blank page. */
export const PageFailedToLoad: Story = {
  args: { children: <BrokenPage /> },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('页面加载失败');
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
