import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Message } from './Message';
import { messages } from '../fixtures';
import { StyledStoryStack } from '../../internal/StoryLayout';

const meta = {
  title: 'Feedback/Message',
  component: Message,
  args: { type: 'success', children: messages.success },
} satisfies Meta<typeof Message>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.success);
  },
};

export const Error: Story = {
  args: { type: 'error', children: messages.error },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.error);
  },
};

export const Info: Story = { args: { type: 'info', children: messages.info } };
export const Warning: Story = { args: { type: 'warning', children: messages.warning } };

export const LongText: Story = {
  args: {
    type: 'warning',
    children: '至少要6元才可提现，单笔提现最高20000元，每笔收取手续费5.00元，提现金额将在1-3个工作日内到账',
  },
};

export const Matrix: Story = {
  render: () => (
    <StyledStoryStack>
      <div>
        <Message type="success">{messages.success}</Message>
      </div>
      <div>
        <Message type="error">{messages.error}</Message>
      </div>
      <div>
        <Message type="info">{messages.info}</Message>
      </div>
      <div>
        <Message type="warning">{messages.warning}</Message>
      </div>
    </StyledStoryStack>
  ),
};
