import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Toast } from './Toast';
import { messages } from '../fixtures';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { children: messages.toast },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.toast);
  },
};

export const TwoLines: Story = { args: { children: '自动调配成功，总数量【120】扎' } };
