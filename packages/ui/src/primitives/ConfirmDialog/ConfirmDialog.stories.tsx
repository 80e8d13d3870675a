import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';
import { confirms } from '../fixtures';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: confirms.purchase.title,
    message: confirms.purchase.message,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: '购买确认' });
    await expect(dialog).toHaveAccessibleDescription(confirms.purchase.message);
    const confirm = body.getByRole('button', { name: '确定' });
    await expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(body.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const EscCancels: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Irreversible: red confirm button, focus starts on 取消. */
export const Danger: Story = {
  args: { ...confirms.deleteCartItem, tone: 'danger' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('button', { name: '取消' })).toHaveFocus();
  },
};

export const ConfirmReceipt: Story = {
  args: { ...confirms.confirmReceipt, confirmText: '确认收货' },
};

export const Loading: Story = {
  args: { confirmLoading: true },
  play: async ({ canvasElement, args }) => {
    const confirm = within(canvasElement.ownerDocument.body).getByRole('button', { name: '确定' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
