import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { orderSumData } from '../fixtures';
import { StoryRow, StyledStoryStack } from '../../../internal/StoryLayout';
import { CostBlock } from './CostBlock';

const meta = {
  title: 'Orders/CostBlock',
  component: CostBlock,
  args: { sumData: orderSumData },
} satisfies Meta<typeof CostBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Activity and member discounts, logistics and packing; no transaction fee. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('region', { name: '费用明细' });
    await expect(within(block).getByText('活动优惠')).toBeVisible();
    await expect(within(block).getByText('8扎')).toBeVisible();
    await expect(within(block).queryByText('交易手续费')).toBeNull();
    await expect(within(block).getByLabelText('实付金额 228.58元')).toBeVisible();
  },
};

/** Issue 18: an unpaid operator order (待付款): the total reads 应付金额, not 实付金额. */
export const Unpaid: Story = {
  args: { unpaid: true },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('region', { name: '费用明细' });
    await expect(within(block).getByLabelText('应付金额 228.58元')).toBeVisible();
    await expect(within(block).queryByText('实付金额')).toBeNull();
  },
};

/** A commission was charged: the fixed transaction fee 9.00 is shown (§9). */
export const WithTransactionFee: Story = {
  args: { sumData: { ...orderSumData, commission: 900, payment: 23758 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('交易手续费')).toBeVisible();
    await expect(within(canvasElement).getByText('¥9.00')).toBeVisible();
  },
};

/** No discounts at all (self-pickup, no member price): discount lines are hidden. */
export const NoDiscounts: Story = {
  args: {
    sumData: {
      ...orderSumData,
      activityDiscount: 0,
      memberDiscount: 0,
      coupon: 0,
      logistics: 0,
      payment: 23620,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('活动优惠')).toBeNull();
  },
};

export const WithCoupon: Story = { args: { sumData: { ...orderSumData, coupon: 2000, payment: 20858 } } };

export const Matrix: Story = {
  render: () => (
    <StyledStoryStack>
      <StoryRow label="默认">
        <CostBlock sumData={orderSumData} />
      </StoryRow>
      <StoryRow label="手续费">
        <CostBlock sumData={{ ...orderSumData, commission: 900, payment: 23758 }} />
      </StoryRow>
    </StyledStoryStack>
  ),
};
