import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard, type ProductCardData } from './ProductCard';
import { flowerImage, prices } from '../../../fixtures';

const carola: ProductCardData = {
  flwCode: 'MG-0001',
  flwName: '卡罗拉',
  cateName: '红色系',
  productImage: flowerImage,
  priceFen: prices.member,
  originalPriceFen: prices.original,
  flwUnitno: 20,
  flwUnitname: '扎',
  flwWeight: '1.30',
  discount: false,
  collected: false,
  lot: { id: 101, maxBatches: 12, batchPriceFen: prices.member },
};

const meta = {
  title: 'Catalog/ProductCard',
  component: ProductCard,
  args: { product: carola, onOpen: fn(), onToggleFollow: fn(), onAddToCart: fn(), onBuyNow: fn(), onRefuse: fn() },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemberPrice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('会员价')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '☆ 关注' }));
    await expect(args.onToggleFollow).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '加入购物车' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: '卡罗拉' }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const ListPrice: Story = { args: { product: { ...carola, priceFen: prices.original } } };

export const Followed: Story = {
  args: { product: { ...carola, collected: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '★ 已关注' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Discount: Story = { args: { product: { ...carola, discount: true, flwName: '雪山' } } };

export const SoldOut: Story = {
  args: { product: { ...carola, lot: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('已售罄').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: '立即购买' })).toBeDisabled();
  },
};

/** /superior mixes both sessions: the same variety can appear twice, each labelled with its session. */
export const WithSession: Story = {
  decorators: [(Story) => <div style={{ width: 540 }}>{Story()}</div>],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 16 }}>
      <ProductCard {...args} product={{ ...carola, sessionLabel: '限时直供' }} />
      <ProductCard {...args} product={{ ...carola, sessionLabel: '全天专区', priceFen: prices.original }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('限时直供')).toBeInTheDocument();
    await expect(canvas.getByText('全天专区')).toBeInTheDocument();
  },
};

export const SessionClosed: Story = { args: { disabledReason: '限时直供已休市 · 明日 11:30 开市' } };

export const Matrix: Story = {
  decorators: [(Story) => <div style={{ width: 820 }}>{Story()}</div>],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16 }}>
      <ProductCard {...args} product={carola} />
      <ProductCard {...args} product={{ ...carola, flwName: '雪山', collected: true, discount: true }} />
      <ProductCard {...args} product={{ ...carola, flwName: '戴安娜', lot: null }} />
    </div>
  ),
};
