import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../primitives/Button';
import { cartItems } from '../fixtures';
import { CartTable, type CartLine } from './CartTable';

const meta = {
  title: 'Checkout/CartTable',
  component: CartTable,
  args: {
    items: [cartItems.carola, cartItems.snow, cartItems.carnation],
    selected: [301, 302, 303],
    onSelectionChange: fn(),
    onQuantityChange: fn(),
    onInvalidQuantity: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof CartTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { items: [], selected: [], emptyAction: <Button variant="secondary">去逛逛</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('您当前还没有商品')).toBeInTheDocument();
  },
};

export const One: Story = {
  args: { items: [cartItems.carola], selected: [301] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '增加卡罗拉 批数' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(301, 4);
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(301);
  },
};

export const Many: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择雪山' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith([301, 303]);
    await expect(canvas.getByText('满10扎享9折')).toBeInTheDocument();
  },
};

/** 0 typed into a line: 数量不能为零; more than the stock: 不能再多啦 and the stepper shows the maximum. */
export const QuantityLimits: Story = {
  args: { items: [cartItems.snow], selected: [302] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '雪山 批数' });
    await userEvent.clear(box);
    await userEvent.type(box, '0{Enter}');
    await expect(args.onInvalidQuantity).toHaveBeenCalledWith('数量不能为零');
    await userEvent.clear(box);
    await userEvent.type(box, '7{Enter}');
    await expect(args.onInvalidQuantity).toHaveBeenCalledWith('不能再多啦');
    await expect(args.onQuantityChange).toHaveBeenCalledWith(302, 6);
  },
};

/** A lot sold out since it was added: the line says so and cannot be ticked. */
export const SoldOutItem: Story = {
  args: { items: [cartItems.carola, cartItems.soldOut], selected: [301] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('粉佳人（A1200 宜良花海农场）：已售罄')).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: '选择粉佳人' })).toBeDisabled();
  },
};

/** The pay page's list of what is being bought. */
export const ReadOnly: Story = {
  args: { readOnly: true, items: [cartItems.carola, cartItems.snow], onQuantityChange: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    await expect(canvas.getByText('3批')).toBeInTheDocument();
  },
};

/** The pay page: a line asking for more than its lot holds says 库存不足，仅剩N批; − or 改为N批 lowers it to what is left. */
export const PayShortStock: Story = {
  args: { readOnly: true, items: [cartItems.carola, cartItems.short] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('黑魔术（C3077 斗南清仓花行）：库存不足，仅剩16批')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '改为16批' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(1, 16);
    await userEvent.click(canvas.getByRole('button', { name: '减少黑魔术 批数' }));
    await expect(args.onInvalidQuantity).toHaveBeenCalledWith('不能再多啦');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1, 16);
    // A line that fits has no shortage and keeps its quantity.
    await expect(canvas.getByRole('textbox', { name: '卡罗拉 批数' })).toHaveValue('3');
  },
};

/** Without a way to change quantities the pay list only names the shortage. */
export const ReadOnlyShortStock: Story = {
  args: { readOnly: true, items: [cartItems.short], onQuantityChange: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/库存不足，仅剩16批/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '改为16批' })).not.toBeInTheDocument();
    await expect(canvas.getByText('99999批')).toBeVisible();
  },
};

/** The session closed and the line is above the stock: both are said, the shortage on its own line. */
export const ClosedAndShort: Story = {
  args: {
    readOnly: true,
    items: [{ ...cartItems.short, problem: '黑魔术（C3077 斗南清仓花行）：全天专区16:10-18:00备货中' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('黑魔术（C3077 斗南清仓花行）：全天专区16:10-18:00备货中')).toBeVisible();
    await expect(canvas.getByText('库存不足，仅剩16批')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { pendingIds: [302] },
};

/** The page's state around the table: ticking and changing quantities. */
export const Interactive: Story = {
  render: function Render(args) {
    const [items, setItems] = useState<CartLine[]>([cartItems.carola, cartItems.snow]);
    const [selected, setSelected] = useState<number[]>([301, 302]);
    return (
      <CartTable
        {...args}
        items={items}
        selected={selected}
        onSelectionChange={setSelected}
        onQuantityChange={(id, pi) => setItems((list) => list.map((i) => (i.itemId === id ? { ...i, buyPi: pi } : i)))}
        onDelete={(id) => setItems((list) => list.filter((i) => i.itemId !== id))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(canvas.getByRole('checkbox', { name: '选择卡罗拉' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '增加雪山 批数' }));
    await expect(canvas.getByRole('textbox', { name: '雪山 批数' })).toHaveValue('3');
  },
};
