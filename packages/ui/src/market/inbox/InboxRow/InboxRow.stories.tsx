import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inboxItems } from '../fixtures';
import { InboxRow } from './InboxRow';

const meta = {
  title: 'Inbox/InboxRow',
  component: InboxRow,
  args: { item: inboxItems.shipped, onOpen: fn() },
  render: (args) => (
    <ul style={{ margin: 0, padding: 0 }}>
      <InboxRow {...args} />
    </ul>
  ),
} satisfies Meta<typeof InboxRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread: bold title, red dot, said to screen readers; the tracking number in the text; a click opens it. */
export const Unread: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /订单已发货/ });
    await expect(link).toHaveAttribute('href', '/orderdetail?codeId=1024');
    await expect(link).toHaveAccessibleName(/（未读）/);
    await expect(canvas.getByText(/KM6170001024/)).toBeVisible();
    await expect(canvas.getByText('2026-11-17 14:10:00')).toBeVisible();
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith(inboxItems.shipped);
  },
};

/** Read: no dot, regular weight. */
export const Read: Story = {
  args: { item: inboxItems.claimPaid },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('unread-dot')).toBeNull();
    await expect(canvas.getByRole('link')).not.toHaveAccessibleName(/未读/);
  },
};

/** Delivered: the 8-hour after-sales deadline in the text. */
export const Delivered: Story = {
  args: { item: inboxItems.delivered },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/11-17 23:30 前申请售后/)).toBeVisible();
  },
};

/** Every group's icon and colour, and a long reason that wraps. */
export const Kinds: Story = {
  render: (args) => (
    <ul style={{ margin: 0, padding: 0 }}>
      {[inboxItems.paid, inboxItems.claimPaid, inboxItems.topUp, inboxItems.withdrawRejected, inboxItems.realName].map((item) => (
        <InboxRow key={item.id} {...args} item={item} />
      ))}
    </ul>
  ),
};
