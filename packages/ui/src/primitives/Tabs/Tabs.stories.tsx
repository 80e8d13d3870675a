import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';
import { homeTabs, orderTabs, zoneTabs } from '../fixtures';
import { StyledStoryStack } from '../../internal/StoryLayout';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { items: orderTabs, active: 0, onChange: fn(), 'aria-label': '订单状态' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: '订单状态' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '已发货' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const SecondActive: Story = { args: { active: 1 } };

export const WithCounts: Story = {
  args: {
    items: [{ label: '全部' }, { label: '新订单', count: 3 }, { label: '处理中', count: 12 }, { label: '已发货' }, { label: '已完成' }],
    active: 1,
  },
};

export const WithDisabled: Story = {
  args: { items: [{ label: '可用' }, { label: '已过期', disabled: true }], active: 0, 'aria-label': '优惠券' },
};

export const Card: Story = {
  args: { items: zoneTabs, variant: 'card', 'aria-label': '专区' },
};

/** Arrow keys move the selection (roving focus). */
export const KeyboardNavigation: Story = {
  args: { items: homeTabs, 'aria-label': '首页推荐' },
  render: function KeyboardTabs(args) {
    const [active, setActive] = useState(0);
    return (
      <Tabs
        {...args}
        active={active}
        onChange={(index) => {
          args.onChange(index);
          setActive(index);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '限时优惠' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '优质供应商' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '优质供应商' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '推荐商品' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <StyledStoryStack>
      <Tabs {...args} items={orderTabs} active={2} />
      <Tabs {...args} items={homeTabs} active={0} aria-label="首页推荐" />
      <Tabs {...args} items={zoneTabs} active={1} variant="card" aria-label="专区" />
    </StyledStoryStack>
  ),
};
