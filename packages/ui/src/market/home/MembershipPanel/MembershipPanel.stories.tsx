import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { memberRules } from '../fixtures';
import { MembershipPanel } from './MembershipPanel';

const meta = {
  title: 'Home/MembershipPanel',
  component: MembershipPanel,
  args: { rules: memberRules, currentLevel: 2 },
} satisfies Meta<typeof MembershipPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A VIP2: every level listed, VIP2 marked 当前. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(memberRules.length + 1);
    await expect(canvas.getByRole('rowheader', { name: 'VIP2（当前）' }).closest('tr')).toHaveAttribute('aria-current', 'true');
  },
};

export const Ordinary: Story = { args: { currentLevel: 0 } };

/** A visitor: the rules without a marked level. */
export const NoLevel: Story = {
  args: { currentLevel: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/当前/)).toBeNull();
  },
};

/** No levels configured: nothing shown. */
export const Empty: Story = {
  args: { rules: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** Long rule texts wrap inside a phone-wide card. */
export const LongTexts: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: {
    rules: memberRules.map((r) => ({ ...r, coupon_text: `${r.coupon_text}，另享节日专属优惠券与客户经理一对一服务` })),
  },
};
