import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price, type PriceSize } from './Price';
import { prices } from '../../fixtures';
import { StoryRow, StyledStoryStack } from '../../internal/StoryLayout';

const meta = {
  title: 'Primitives/Price',
  component: Price,
  args: { fen: prices.bunch },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥45.60')).toBeVisible();
  },
};

export const WithUnit: Story = { args: { unit: '/扎', size: 'lg' } };

/** The price before a discount, struck through. */
export const Original: Story = {
  args: { fen: prices.original, variant: 'original' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥52.00')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('原价¥52.00');
  },
};

export const Member: Story = {
  args: { fen: prices.member, variant: 'member', unit: '/扎' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('会员价¥42.80/扎');
  },
};

export const Plain: Story = { args: { fen: prices.balance, variant: 'plain', size: 'xl' } };

export const Zero: Story = { args: { fen: prices.free } };

/** Current price next to the original, as on a goods card. */
export const Discounted: Story = {
  render: () => (
    <StoryRow label="卡罗拉 A+">
      <Price fen={prices.bunch} size="lg" unit="/扎" />
      <Price fen={prices.original} variant="original" size="sm" />
    </StoryRow>
  ),
};

const sizes: readonly PriceSize[] = ['sm', 'md', 'lg', 'xl'];

export const Matrix: Story = {
  render: () => (
    <StyledStoryStack>
      {sizes.map((size) => (
        <StoryRow key={size} label={size}>
          <Price fen={prices.bunch} size={size} />
          <Price fen={prices.original} size={size} variant="original" />
          <Price fen={prices.member} size={size} variant="member" unit="/扎" />
          <Price fen={prices.balance} size={size} variant="plain" />
          <Price fen={prices.stem} size={size} unit="/枝" />
        </StoryRow>
      ))}
    </StyledStoryStack>
  ),
};
