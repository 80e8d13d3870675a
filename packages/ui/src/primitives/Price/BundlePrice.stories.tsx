import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BundlePrice } from './BundlePrice';
import { StyledStoryStack } from '../../internal/StoryLayout';

const meta = {
  title: 'Primitives/BundlePrice',
  component: BundlePrice,
  args: { stemFen: 185, stems: 20 },
} satisfies Meta<typeof BundlePrice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bunch price first, the stem price beside it: the one way a unit price reads in lists and in the cart. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('¥37.00/扎¥1.85/枝');
  },
};

/** A member price: the tag and colour on the bunch price; the stem price is the same member price per stem. */
export const Member: Story = {
  args: { stemFen: 214, stems: 20, variant: 'member', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('会员价¥42.80/扎¥2.14/枝');
  },
};

/** A product listing's cheapest lot: 起 after the bunch. */
export const From: Story = {
  args: { from: true, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('/扎起')).toBeVisible();
  },
};

/** Where the column is narrow the stem price wraps under the bunch price instead of being cut. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 72 }}>
      <BundlePrice {...args} size="sm" variant="plain" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥1.85/枝')).toBeVisible();
  },
};

export const Matrix: Story = {
  render: () => (
    <StyledStoryStack>
      <BundlePrice stemFen={185} stems={20} size="sm" variant="plain" />
      <BundlePrice stemFen={185} stems={20} />
      <BundlePrice stemFen={214} stems={20} size="lg" variant="member" />
      <BundlePrice stemFen={350} stems={10} size="lg" from />
    </StyledStoryStack>
  ),
};
