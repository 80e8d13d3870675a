import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeList } from './NoticeList';
import { notices } from '../fixtures';

const meta = {
  title: 'Home/NoticeList',
  component: NoticeList,
  args: { items: notices, selectedId: notices[0]!.id, onSelect: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof NoticeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /售后服务规则更新说明/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(13);
  },
};

/** The home page's latest two. */
export const Compact: Story = { args: { items: notices.slice(0, 2), variant: 'compact', selectedId: null, title: '最新公告' } };

export const Loading: Story = { args: { items: undefined } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无公告')).toBeInTheDocument();
  },
};
