import { MESSAGES } from '@huashi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from './EmptyState';
import { Button } from '../Button';
import { emptyTexts } from '../fixtures';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

export const NoOrders: Story = { args: { text: emptyTexts.orders } };

const onAddAddress = fn();

export const WithAction: Story = {
  args: {
    text: '请先完善收货地址',
    action: <Button onClick={onAddAddress}>新增收货地址</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新增收货地址' }));
    await expect(onAddAddress).toHaveBeenCalled();
  },
};

const onRetry = fn();

/** A page whose data failed to load: the error as the text and 重新加载, which asks again. */
export const LoadFailed: Story = {
  args: { text: MESSAGES.requestFailed, onRetry },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新加载' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const WithoutIllustration: Story = { args: { text: emptyTexts.zone, icon: null } };
