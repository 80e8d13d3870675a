import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryRow, StyledStoryStack } from '../../../internal/StoryLayout';
import { OrderTabs } from './OrderTabs';

const meta = {
  title: 'Orders/OrderTabs',
  component: OrderTabs,
  args: { active: 'all', onChange: fn() },
} satisfies Meta<typeof OrderTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement, args }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual(['全部', '新订单', '处理中', '已发货', '已完成']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(canvasElement).getByRole('tab', { name: '已完成' }));
    await expect(args.onChange).toHaveBeenCalledWith('completed');
  },
};

export const NewOrders: Story = {
  args: { active: 'new' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: '新订单' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <StyledStoryStack>
      {(['all', 'new', 'processing', 'shipped', 'completed'] as const).map((code) => (
        <StoryRow key={code} label={code}>
          <OrderTabs {...args} active={code} />
        </StoryRow>
      ))}
    </StyledStoryStack>
  ),
};
