import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { firstFormatAddresses } from '../../../fixtures';
import { cp6Addresses, cp6SelfPickupAddress } from '../fixtures';
import { StyledStoryStack } from '../../../internal/StoryLayout';
import { AddressCard } from './AddressCard';
import { addressCardFromCp6, addressCardFromFirst } from './addressCardData';

const [pickup, shop, landline, air] = firstFormatAddresses;

const meta = {
  title: 'Address/AddressCard',
  component: AddressCard,
  args: { address: addressCardFromFirst(landline), onEdit: fn(), onDelete: fn(), onSetDefault: fn() },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AgentCollection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '设为默认' }));
    await expect(args.onSetDefault).toHaveBeenCalledWith(landline.id);
    await userEvent.click(canvas.getByRole('button', { name: '编辑' }));
    await expect(args.onEdit).toHaveBeenCalledWith(landline.id);
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(landline.id);
  },
};

export const Default: Story = {
  args: { address: addressCardFromFirst(shop) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('默认')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '设为默认' })).toBeNull();
    await expect(canvas.getByText('公路冷链 · 昆明同城冷链')).toBeVisible();
  },
};

export const SelfPickup: Story = {
  args: { address: addressCardFromFirst(pickup) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('自提')).toBeVisible();
    await expect(canvas.getByText('到市场自提，无需物流')).toBeVisible();
  },
};

export const Cp6CityAsDistrict: Story = {
  args: { address: addressCardFromCp6(cp6Addresses[1]) },
  play: async ({ canvasElement }) => {
    // 玉溪市 is its own district: shown once.
    await expect(within(canvasElement).getByText('云南省 玉溪市 红塔大道66号')).toBeVisible();
  },
};

/** cp6 self-pickup: receiverType is forced to 1 (§5), but it is no cold-chain delivery — only 自提 shows. */
export const Cp6SelfPickup: Story = {
  args: { address: addressCardFromCp6(cp6SelfPickupAddress) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('自提')).toBeVisible();
    await expect(canvas.getByText('到市场自提，无需物流')).toBeVisible();
    await expect(canvas.queryByText(/冷链到店/)).toBeNull();
  },
};

export const Deleting: Story = {
  args: { pending: 'delete' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '编辑' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /删除/ }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { onEdit: undefined, onDelete: undefined, onSetDefault: undefined, address: addressCardFromFirst(air) },
};

export const Matrix: Story = {
  render: (args) => (
    <StyledStoryStack>
      <AddressCard {...args} address={addressCardFromFirst(shop)} />
      <AddressCard {...args} address={addressCardFromFirst(pickup)} />
      <AddressCard {...args} address={addressCardFromFirst(air)} pending="default" />
      <AddressCard {...args} address={addressCardFromCp6(cp6Addresses[0])} />
      <AddressCard {...args} address={addressCardFromCp6(cp6Addresses[1])} pending="delete" />
    </StyledStoryStack>
  ),
};
