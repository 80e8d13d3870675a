import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MembershipCard, type MembershipData } from './MembershipCard';
import { buyer } from '../../../fixtures';
import { memberRules } from '../fixtures';

const vip: MembershipData = {
  memberLevel: 2,
  memberDiscount: 9.7,
  memberCoupon: '1',
  savingsFen: 128_640,
  alert: '您是VIP2会员，花材9.7折（省3%）；月采购满¥50,000可升级VIP3',
  rules: memberRules,
};
const ordinary: MembershipData = {
  ...vip,
  memberLevel: 0,
  memberDiscount: 10,
  memberCoupon: '0',
  savingsFen: 0,
  alert: '开通会员享花材折扣：月采购满¥5,000即可成为VIP1',
};

const meta = {
  title: 'Home/MembershipCard',
  component: MembershipCard,
  args: { nickName: buyer.nickName, membership: vip, onLogin: fn(), onRegister: fn() },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
} satisfies Meta<typeof MembershipCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('VIP2')).toBeInTheDocument();
    // 9.7折 and what it saves, as the level table writes it (issue 26: never the rate 0.03), explained on hover and to screen readers.
    await expect(canvas.getByText(/花材9\.7折（省3%）/)).toBeVisible();
    await expect(canvas.queryByText(/0\.03/)).toBeNull();
    const zhe = canvas.getByText('9.7折（省3%）');
    await expect(zhe).toHaveAttribute('title', '9.7折：花材按原价的97%结算，每¥100可省¥3');
    await expect(zhe).toHaveAccessibleDescription('9.7折：花材按原价的97%结算，每¥100可省¥3');
    await expect(canvas.getByText(/已为您节省/)).toHaveTextContent('¥1286.40');
    await userEvent.click(canvas.getByRole('button', { name: '会员权益' }));
    await expect(canvas.getByText('花材9.5折')).toBeInTheDocument();
  },
};

export const Ordinary: Story = {
  args: { membership: ordinary },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('普通会员')).toBeInTheDocument();
  },
};

export const Visitor: Story = {
  args: { nickName: null, membership: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '登录' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { membership: undefined } };
