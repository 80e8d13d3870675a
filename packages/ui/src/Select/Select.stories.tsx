import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import { afterSaleTypes, logisticsWays } from '../fixtures';
import { StyledStoryFrame, StyledStoryStack } from '../internal/StoryLayout';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: '物流方式', options: logisticsWays, placeholder: '请选择物流方式', onChange: fn() },
  decorators: [
    (Story) => (
      <StyledStoryFrame>
        <Story />
      </StyledStoryFrame>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('物流方式');
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, '航空物流');
    await expect(select).toHaveValue('2');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = { args: { defaultValue: '3' } };

export const WithError: Story = {
  args: { error: '请选择物流方式' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('物流方式');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('请选择物流方式');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '1' } };

export const Matrix: Story = {
  render: () => (
    <StyledStoryStack>
      <Select label="小号" size="sm" options={afterSaleTypes} placeholder="请选择售后类型" />
      <Select label="中号" options={afterSaleTypes} defaultValue="1" />
      <Select label="大号" size="lg" options={logisticsWays} defaultValue="4" />
      <Select label="提示" options={logisticsWays} placeholder="请选择物流方式" hint="自提无需选择物流" />
      <Select label="错误" options={afterSaleTypes} placeholder="请选择售后类型" error="请选择售后类型" />
      <Select label="禁用" options={logisticsWays} defaultValue="2" disabled />
    </StyledStoryStack>
  ),
};
