import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inboxMorning } from '../fixtures';
import { InboxList } from './InboxList';

const meta = {
  title: 'Inbox/InboxList',
  component: InboxList,
  args: {
    items: inboxMorning,
    unread: 3,
    filter: 'all',
    onFilterChange: fn(),
    onOpen: fn(),
    onReadAll: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof InboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A morning's inbox: three unread on top, 未读 (3), 全部已读, each row a link to its page. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(inboxMorning.length);
    await expect(canvas.getAllByTestId('unread-dot')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '全部已读' }));
    await expect(args.onReadAll).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: /未读/ }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('unread');
  },
};

/** More pages: 加载更多. */
export const MorePages: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '加载更多' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** Everything read: 全部已读 waits. */
export const AllRead: Story = {
  args: { items: inboxMorning.map((m) => ({ ...m, read: true })), unread: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '全部已读' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { items: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载消息' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [], unread: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无消息/)).toBeVisible();
  },
};

export const EmptyUnread: Story = {
  args: { items: [], unread: 0, filter: 'unread' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('没有未读消息')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { items: null, error: '网络异常，请稍后再试' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The settings slot under the list (notify33's 消息设置 goes here). */
export const WithSettingsSlot: Story = {
  args: {
    settings: (
      <section aria-label="消息设置">
        <h2 style={{ fontSize: 16, margin: 0 }}>消息设置</h2>
        <p style={{ margin: 0 }}>推送与短信提醒的设置在这里。</p>
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '消息设置' })).toBeVisible();
  },
};
