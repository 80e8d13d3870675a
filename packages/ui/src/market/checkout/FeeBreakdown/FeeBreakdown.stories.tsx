import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { previewTotals } from '../fixtures';
import { StyledStoryStack } from '../../../internal/StoryLayout';
import { FeeBreakdown } from './FeeBreakdown';

const meta = {
  title: 'Checkout/FeeBreakdown',
  component: FeeBreakdown,
  args: { totals: previewTotals, memberLevel: 2, memberDiscountText: '9.7折（省3%）', preWeight: '18.60' },
} satisfies Meta<typeof FeeBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMemberDiscount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('会员折扣')).toBeInTheDocument();
    await expect(canvas.getByText('VIP2 花材9.7折（省3%）')).toBeInTheDocument();
    await expect(canvas.queryByText('交易手续费')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('应付金额')).toHaveTextContent('¥437.42');
  },
};

export const WithoutMemberDiscount: Story = {
  args: { memberLevel: 0, memberDiscountText: '', totals: { ...previewTotals, memberDiscount: 0, payment: 45070 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('会员折扣')).not.toBeInTheDocument();
  },
};

/** allCommission above 0: the fixed ¥9.00 transaction fee line shows (§9). */
export const WithTransactionFee: Story = {
  args: { totals: { ...previewTotals, commission: 900, payment: 44642 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('交易手续费')).toBeInTheDocument();
    await expect(canvas.getByText('¥9.00')).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <StyledStoryStack>
      <FeeBreakdown {...args} />
      <FeeBreakdown {...args} memberLevel={0} memberDiscountText="" totals={{ ...previewTotals, memberDiscount: 0, commission: 900 }} />
    </StyledStoryStack>
  ),
};
