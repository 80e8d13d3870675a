import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Countdown } from './Countdown';
import { Button } from '../Button';
import { StoryRow, StyledStoryStack } from '../../internal/StoryLayout';

const meta = {
  title: 'Primitives/Countdown',
  component: Countdown,
  args: { seconds: 59, template: '{seconds}秒后重新获取' },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §9: SMS resend is blocked for 60 s. */
export const SmsResend: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('59秒后重新获取');
  },
};

export const Expired: Story = {
  args: { seconds: 0, expiredText: '重新获取' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('重新获取');
  },
};

/** §4: the recharge QR code lives 60 s. */
export const QrExpiry: Story = { args: { seconds: 42, template: '二维码将在 {seconds} 秒后失效' } };

export const QrExpired: Story = {
  args: { seconds: 0, template: '二维码将在 {seconds} 秒后失效', expiredText: '二维码已过期，请点击刷新' },
};

export const MinutesAndSeconds: Story = {
  args: { seconds: 5399, template: '距限时直供结束 {mm}:{ss}' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('距限时直供结束 89:59');
  },
};

/** The parent drives the number; here a button stands in for the clock. */
export const DrivenByParent: Story = {
  render: function Driven(args) {
    const [seconds, setSeconds] = useState(3);
    return (
      <StoryRow label="send code">
        <Button variant="secondary" disabled={seconds > 0}>
          <Countdown {...args} seconds={seconds} template="{seconds}秒后重新获取" expiredText="获取验证码" />
        </Button>
        <Button variant="ghost" onClick={() => setSeconds((s) => Math.max(0, s - 1))}>
          过去一秒
        </Button>
      </StoryRow>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tick = canvas.getByRole('button', { name: '过去一秒' });
    await expect(canvas.getByRole('timer')).toHaveTextContent('3秒后重新获取');
    await userEvent.click(tick);
    await expect(canvas.getByRole('timer')).toHaveTextContent('2秒后重新获取');
    await userEvent.click(tick);
    await userEvent.click(tick);
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

export const Matrix: Story = {
  render: () => (
    <StyledStoryStack>
      <StoryRow label="seconds">
        <Countdown seconds={60} template="{seconds}秒后重新获取" />
        <Countdown seconds={1} template="{seconds}秒后重新获取" />
        <Countdown seconds={0} template="{seconds}秒后重新获取" expiredText="重新获取" />
      </StoryRow>
      <StoryRow label="mm:ss">
        <Countdown seconds={5399} template="{mm}:{ss}" />
        <Countdown seconds={65} template="剩余 {mm}:{ss}" />
      </StoryRow>
    </StyledStoryStack>
  ),
};
