import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ContactDialog } from './ContactDialog';

const meta = {
  title: 'Home/ContactDialog',
  component: ContactDialog,
  args: { open: true, onClose: fn(), phone: '0871-67328888', chatUrl: 'https://huashi.example.com/chat/manager-12' },
} satisfies Meta<typeof ContactDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithChat: Story = {
  play: async () => {
    const body = within(document.body);
    await expect(body.getByText('0871-67328888')).toBeInTheDocument();
    await expect(body.getByRole('img', { name: '客服二维码' })).toBeInTheDocument();
  },
};

/** No customer-service chat: the spec's text. */
export const NoCustomer: Story = {
  args: { chatUrl: null },
  play: async () => {
    await expect(within(document.body).getByText('暂无客服经理对接，请电话联系')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { phone: undefined, chatUrl: undefined } };
