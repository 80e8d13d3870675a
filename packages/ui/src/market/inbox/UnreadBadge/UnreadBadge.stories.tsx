import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnreadBadge } from './UnreadBadge';

const meta = {
  title: 'Inbox/UnreadBadge',
  component: UnreadBadge,
  args: { count: 3 },
  render: (args) => (
    <span style={{ display: 'inline-flex', padding: 16, fontSize: 20 }}>
      <UnreadBadge {...args} />
    </span>
  ),
} satisfies Meta<typeof UnreadBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Some: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('unread-count')).toHaveTextContent('3');
    await expect(within(canvasElement).getByText('（3条未读）')).toBeInTheDocument();
  },
};

export const None: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('unread-count')).toBeNull();
  },
};

/** From 100 the server stops counting: 99+. */
export const Many: Story = {
  args: { count: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('unread-count')).toHaveTextContent('99+');
  },
};
