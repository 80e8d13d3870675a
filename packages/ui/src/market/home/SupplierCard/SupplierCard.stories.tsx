import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupplierCard } from './SupplierCard';

const meta = {
  title: 'Home/SupplierCard',
  component: SupplierCard,
  args: { supplierId: 'A1024', supplierName: '呈贡斗南玫瑰种植基地', type: 'A', onOpen: fn() },
  decorators: [(Story) => <div style={{ width: 220 }}>{Story()}</div>],
} satisfies Meta<typeof SupplierCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grower: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const FloorPrice: Story = { args: { supplierId: 'C3007', supplierName: '斗南底价花行', type: 'C' } };
