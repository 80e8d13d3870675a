import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DiscountCard } from './DiscountCard';
import { flowerImage, prices } from '../../../fixtures';

const meta = {
  title: 'Home/DiscountCard',
  component: DiscountCard,
  args: {
    item: {
      flwCode: 'MG-0001',
      flwName: '卡罗拉',
      productImage: flowerImage,
      levelName: 'A+,A,B',
      progress: '45.68%',
      ruleText: '满10扎享9折',
      zhaPriceFen: prices.bunch,
    },
    onOpen: fn(),
  },
  decorators: [(Story) => <div style={{ width: 220 }}>{Story()}</div>],
} satisfies Meta<typeof DiscountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已售 45.68%')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const JustStarted: Story = {
  args: {
    item: {
      flwCode: 'XQ-0001',
      flwName: '无尽夏',
      productImage: flowerImage,
      levelName: 'B',
      progress: '0.00%',
      ruleText: '满5扎享8.5折',
      zhaPriceFen: 3200,
    },
  },
};

export const AlmostGone: Story = {
  args: {
    item: {
      flwCode: 'MG-0002',
      flwName: '雪山',
      productImage: flowerImage,
      levelName: 'A',
      progress: '96.50%',
      ruleText: '满20扎享8折',
      zhaPriceFen: 5200,
    },
  },
};
