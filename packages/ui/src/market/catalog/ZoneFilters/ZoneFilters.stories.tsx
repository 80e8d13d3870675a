import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMPTY_ZONE_FILTERS, ZoneFilters, type ZoneFiltersProps } from './ZoneFilters';
import { formMap } from '../../../fixtures';

function Stateful(args: ZoneFiltersProps) {
  const [value, setValue] = useState(args.value);
  return (
    <ZoneFilters
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Catalog/ZoneFilters',
  component: ZoneFilters,
  args: { styles: formMap, value: EMPTY_ZONE_FILTERS, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ZoneFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** 玫瑰 has 12 categories: 10 show, the rest behind 更多. */
export const CategoriesBehindMore: Story = {
  args: { value: { ...EMPTY_ZONE_FILTERS, styleId: 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cates = within(canvas.getByRole('group', { name: '品类' }));
    await expect(cates.queryByRole('button', { name: '进口品种' })).toBeNull();
    await userEvent.click(cates.getByRole('button', { name: '更多' }));
    await expect(cates.getByRole('button', { name: '进口品种' })).toBeInTheDocument();
    await userEvent.click(cates.getByRole('button', { name: '喷泉玫瑰' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ styleId: 1, cateId: 110 }));
  },
};

export const EveryFilterSet: Story = {
  args: { value: { styleId: 1, cateId: 100, recommended: true, followed: true, description: 'with', level: 'A', price: 'asc' } },
};

export const PriceSortCycles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '价格排序' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ price: 'asc' }));
    await userEvent.click(canvas.getByRole('button', { name: '价格 ↑' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ price: 'desc' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '已关注' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ followed: true }));
  },
};

/** On a phone the filters are one 筛选 bar naming what is chosen; here it is open (the filters under it). */
export const PhoneBarOpen: Story = {
  args: { ...EveryFilterSet.args, defaultExpanded: true },
};
