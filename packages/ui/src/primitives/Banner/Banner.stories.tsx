import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner } from './Banner';
import { Button } from '../Button';
import { messages } from '../fixtures';
import { StyledStoryStack } from '../../internal/StoryLayout';

const meta = {
  title: 'Layout/Banner',
  component: Banner,
  args: { tone: 'info', children: messages.info },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.info);
  },
};

export const Success: Story = { args: { tone: 'success', children: '限时直供进行中（11:30-13:00），直供商品现在可以下单。' } };

export const Warning: Story = { args: { tone: 'warning', children: '限时直供已结束，下一场 11:30 开始；全天专区仍可下单。' } };

/** An error is announced at once (role alert); several lines stack. */
export const ErrorTone: Story = {
  args: {
    tone: 'error',
    children: [
      <span key="1">粉佳人（A1200 宜良花海农场）：已售罄</span>,
      <span key="2">
        请调整后再提交，<a href="/shopcars">返回购物车</a>
      </span>,
    ],
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('已售罄');
    await expect(within(alert).getByRole('link', { name: '返回购物车' })).toHaveAttribute('href', '/shopcars');
  },
};

export const WithTitle: Story = { args: { tone: 'warning', title: '暂时无法下单', children: '您还没有收货地址，请先添加。' } };

export const WithAction: Story = {
  args: {
    tone: 'error',
    children: messages.error,
    action: (
      <Button size="sm" variant="secondary">
        去充值
      </Button>
    ),
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关闭' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const WithoutIcon: Story = { args: { hideIcon: true } };

export const Matrix: Story = {
  render: () => (
    <StyledStoryStack>
      <Banner tone="info">{messages.info}</Banner>
      <Banner tone="success" onDismiss={() => {}}>
        {messages.success}
      </Banner>
      <Banner tone="warning" title="暂时无法下单">
        限时直供已结束，下一场 11:30 开始。
      </Banner>
      <Banner
        tone="error"
        action={
          <Button size="sm" variant="secondary">
            去充值
          </Button>
        }
        onDismiss={() => {}}
      >
        {messages.error}
      </Banner>
    </StyledStoryStack>
  ),
};
