import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ContactDialog } from './ContactDialog';
import { theme } from '../theme/theme';

/** '#c8375d' → 'rgb(200, 55, 93)', as getComputedStyle writes a colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

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

/** The phone is a call link in the app's rose, not the browser's default blue underline (issue 14). */
export const PhoneLink: Story = {
  play: async () => {
    const link = within(document.body).getByRole('link', { name: '0871-67328888' });
    await expect(link).toHaveAttribute('href', 'tel:0871-67328888');
    const style = getComputedStyle(link);
    await expect(style.textDecorationLine).toBe('none');
    await expect(style.color).toBe(rgb(theme.color.primary));
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
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
