import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { StoryRow, StyledStoryStack } from '../../internal/StoryLayout';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: '记住密码', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '记住密码' });
    await expect(box).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('记住密码'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Checked: Story = { args: { label: '卡罗拉 A+ 12扎', defaultChecked: true } };

export const Indeterminate: Story = {
  args: { label: '全选', indeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: '全选' })).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { label: '雪山 B 已售罄', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const Matrix: Story = {
  render: () => (
    <StyledStoryStack>
      <StoryRow label="enabled">
        <Checkbox label="未选" />
        <Checkbox label="已选" defaultChecked />
        <Checkbox label="部分选中" indeterminate />
      </StoryRow>
      <StoryRow label="disabled">
        <Checkbox label="未选" disabled />
        <Checkbox label="已选" disabled defaultChecked />
        <Checkbox label="部分选中" disabled indeterminate />
      </StoryRow>
      <StoryRow label="no label">
        <Checkbox aria-label="选择 卡罗拉" />
        <Checkbox aria-label="选择 雪山" defaultChecked />
      </StoryRow>
    </StyledStoryStack>
  ),
};
