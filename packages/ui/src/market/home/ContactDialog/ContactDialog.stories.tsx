import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ContactDialog } from './ContactDialog';
import { theme } from '../../../theme/theme';

/** '#c8375d' → 'rgb(200, 55, 93)', as getComputedStyle writes a colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const meta = {
  title: 'Home/ContactDialog',
  component: ContactDialog,
  args: {
    open: true,
    onClose: fn(),
    managerName: '周敏',
    phone: '0871-67328888',
    hotline: '400-871-6688',
    chatUrl: 'https://huashi.example.com/chat/manager-12',
  },
} satisfies Meta<typeof ContactDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 26: the customer manager staff set — name and phone — the market's hotline, and the chat QR. */
export const WithChat: Story = {
  play: async () => {
    const body = within(document.body);
    await expect(body.getByText('客户经理')).toBeVisible();
    await expect(body.getByText('周敏')).toBeVisible();
    await expect(body.getByRole('link', { name: '0871-67328888' })).toBeVisible();
    await expect(body.getByRole('link', { name: '400-871-6688' })).toHaveAttribute('href', 'tel:400-871-6688');
    await expect(body.getByText('服务热线')).toBeVisible();
    await expect(body.getByRole('img', { name: '客服二维码' })).toBeInTheDocument();
    await expect(body.queryByText('暂无客服经理对接，请电话联系')).toBeNull();
  },
};

/** The phones are call links in the app's rose, not the browser's default blue underline (issue 14), 44 px tall. */
export const PhoneLink: Story = {
  play: async () => {
    for (const phone of ['0871-67328888', '400-871-6688']) {
      const link = within(document.body).getByRole('link', { name: phone });
      await expect(link).toHaveAttribute('href', `tel:${phone}`);
      const style = getComputedStyle(link);
      await expect(style.textDecorationLine).toBe('none');
      await expect(style.color).toBe(rgb(theme.color.primary));
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** A manager but no customer-service chat: no QR, and no "no manager" text. */
export const NoChat: Story = {
  args: { chatUrl: null },
  play: async () => {
    const body = within(document.body);
    await expect(body.getByText('周敏')).toBeVisible();
    await expect(body.queryByRole('img', { name: '客服二维码' })).toBeNull();
    await expect(body.queryByText('暂无客服经理对接，请电话联系')).toBeNull();
  },
};

/**
 * No customer manager (issue 26: it never said 客户经理电话：暂无 and left the buyer without a number): the spec's
 * 暂无客服经理对接，请电话联系, with the hotline to call right under it.
 */
export const NoCustomer: Story = {
  args: { managerName: '', phone: '', chatUrl: null },
  play: async () => {
    const body = within(document.body);
    await expect(body.getByText('暂无客服经理对接，请电话联系')).toBeVisible();
    await expect(body.getByRole('link', { name: '400-871-6688' })).toBeVisible();
    await expect(body.queryByText('客户经理')).toBeNull();
    await expect(body.queryByText(/暂无$/)).toBeNull();
  },
};

export const Loading: Story = { args: { phone: undefined, chatUrl: undefined } };
