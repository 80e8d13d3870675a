import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addressCardFromCp6, addressCardFromFirst } from '../AddressCard';
import { firstFormatAddresses } from '../../../fixtures';
import { cp6Addresses } from '../fixtures';
import { AddressList } from './AddressList';

const four = firstFormatAddresses.map(addressCardFromFirst);

const meta = {
  title: 'Address/AddressList',
  component: AddressList,
  args: { addresses: four, onEdit: fn(), onDelete: fn(), onSetDefault: fn(), onAdd: fn() },
  decorators: [(Story) => <div style={{ width: 600 }}>{Story()}</div>],
} satisfies Meta<typeof AddressList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default first, 3 shown, the fourth behind 展开. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveTextContent('篆塘路18号花语工作室');
    await expect(canvas.queryByText(/芳村花卉博览园/)).toBeNull();
    await expect(canvas.getByRole('button', { name: '展开（共4个）' })).toBeVisible();
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const ExpandsAndCollapses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /展开/ }));
    await expect(canvas.getByText(/芳村花卉博览园/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '收起' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const ThreeOrFewer: Story = {
  args: { addresses: four.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /展开/ })).toBeNull();
  },
};

/** The embedded managers show every address. */
export const NotCollapsible: Story = {
  args: { collapsible: false, addresses: [...four, ...cp6Addresses.map(addressCardFromCp6)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(6);
  },
};

export const SettingDefault: Story = {
  args: { pendingId: 103, pendingAction: 'default' },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无收货地址')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '新增收货地址' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
};
