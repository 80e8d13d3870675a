import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { firstFormatAddresses } from '../../../fixtures';
import { AddressPicker } from './AddressPicker';

const defaultFirst = [...firstFormatAddresses].sort((a, b) => b.default - a.default);

const meta = {
  title: 'Checkout/AddressPicker',
  component: AddressPicker,
  args: { addresses: defaultFirst, selectedId: 102, onSelect: fn(), addHref: '/address' },
} satisfies Meta<typeof AddressPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radios = canvas.getAllByRole('radio');
    await expect(radios[0]).toBeChecked();
    await expect(canvas.getByText('默认')).toBeInTheDocument();
    await userEvent.click(radios[1]!);
    await expect(args.onSelect).toHaveBeenCalledWith(101);
  },
};

/** No address: 请先完善收货地址 with a link to add one (§2 /pay). */
export const NoAddress: Story = {
  args: { addresses: [], selectedId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('请先完善收货地址');
    await expect(canvas.getByRole('link', { name: '去添加地址' })).toHaveAttribute('href', '/address');
  },
};

export const SelfPickupChosen: Story = {
  args: { selectedId: 101 },
};

export const Disabled: Story = {
  args: { disabled: true },
};
