import type { RegionSelection } from '@huashi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chenggongRegion, regionTree } from '../../../fixtures';
import { StoryRow, StyledStoryStack } from '../../../internal/StoryLayout';
import { RegionCascader, type RegionCascaderProps, type RegionCascaderValue } from './RegionCascader';

const meta = {
  title: 'Account/RegionCascader',
  component: RegionCascader,
  args: { regions: regionTree, value: {}, onChange: fn(), label: '所在地区' },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof RegionCascader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the value like a page would, and still reports every change to the story's spy. */
function Controlled(props: RegionCascaderProps) {
  const [value, setValue] = useState<RegionCascaderValue>(props.value);
  const onChange = (next: RegionSelection) => {
    setValue(next);
    props.onChange(next);
  };
  return <RegionCascader {...props} value={value} onChange={onChange} />;
}

export const Empty: Story = {};

export const Chosen: Story = {
  args: { value: chenggongRegion },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '省份' })).toHaveDisplayValue('云南省');
    await expect(canvas.getByRole('combobox', { name: '城市' })).toHaveDisplayValue('昆明市');
    await expect(canvas.getByRole('combobox', { name: '区县' })).toHaveDisplayValue('呈贡区');
  },
};

export const WithError: Story = {
  args: { error: '请选择地址' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('请选择地址');
  },
};

/** Self-pickup fixes the address: the three selects are locked. */
export const Disabled: Story = {
  args: { value: chenggongRegion, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['省份', '城市', '区县']) await expect(canvas.getByRole('combobox', { name })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { regions: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '省份' })).toBeDisabled();
  },
};

export const PicksDownTheTree: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('combobox', { name: '城市' });
    await expect(city).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '省份' }), '云南省');
    await expect(city).toBeEnabled();
    await userEvent.selectOptions(city, '昆明市');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '区县' }), '呈贡区');
    await expect(args.onChange).toHaveBeenLastCalledWith(chenggongRegion);
    // A new province clears the city and the district.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '省份' }), '广东省');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      provinceId: '44',
      province: '广东省',
      cityId: '',
      city: '',
      districtId: '',
      district: '',
    });
    await expect(city).toHaveDisplayValue('城市');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <StyledStoryStack>
      <StoryRow label="empty">
        <RegionCascader {...args} />
      </StoryRow>
      <StoryRow label="chosen">
        <RegionCascader {...args} value={chenggongRegion} />
      </StoryRow>
      <StoryRow label="error">
        <RegionCascader {...args} value={{ provinceId: '53' }} error="请选择地址" />
      </StoryRow>
      <StoryRow label="disabled">
        <RegionCascader {...args} value={chenggongRegion} disabled />
      </StoryRow>
      <StoryRow label="loading">
        <RegionCascader {...args} regions={[]} loading />
      </StoryRow>
    </StyledStoryStack>
  ),
};
