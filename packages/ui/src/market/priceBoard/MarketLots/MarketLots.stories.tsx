import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { marketLots } from '../fixtures';
import { MarketLots } from './MarketLots';

const meta = {
  title: 'PriceBoard/MarketLots',
  component: MarketLots,
  args: { lots: marketLots, onNavigate: fn() },
} satisfies Meta<typeof MarketLots>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's open lots of the variety, cheapest first, each with 去购买. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const lots = within(canvasElement);
    await expect(lots.getByText('¥23.00/扎')).toBeVisible();
    await userEvent.click(lots.getAllByRole('link', { name: /去购买/ })[0]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('/shopdetails?lot=101');
  },
};

export const None: Story = {
  args: { lots: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('今日暂无可买的货')).toBeVisible();
  },
};
