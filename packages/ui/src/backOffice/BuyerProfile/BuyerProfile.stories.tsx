import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUYER_DESK_MESSAGES } from '@huashi/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuyerOrderList, BuyerProfile, type BuyerOrderData } from './BuyerProfile';
import { BUYER_PROFILE as PROFILE, BUYER_PROFILE_AT as AT } from '../buyerFixtures';
import { expectNoSidewaysScroll } from '../../internal/storyChecks';

const meta = {
  title: 'Admin/BuyerProfile',
  component: BuyerProfile,
  args: { profile: PROFILE, canAdjust: true, onAdjust: fn() },
} satisfies Meta<typeof BuyerProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 财务: the figures and both buttons; the customer manager shows, but 财务 may not set it (issue 26). */
export const Finance: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('￥4900.00')).toBeVisible();
    await expect(canvas.getByText('周敏 0871-67328888')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '设置客户经理' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '增加余额' }));
    await expect(args.onAdjust).toHaveBeenCalledWith('credit');
    await userEvent.click(canvas.getByRole('button', { name: '扣减余额' }));
    await expect(args.onAdjust).toHaveBeenCalledWith('debit');
  },
};

/** 客服 looks at the money only: no buttons, and the reason; 客服 sets the customer manager (issue 26). */
export const ServiceRole: Story = {
  args: { canAdjust: false, adjustHint: BUYER_DESK_MESSAGES.adjustForbidden, onSetManager: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '增加余额' })).toBeNull();
    await expect(canvas.getByText(BUYER_DESK_MESSAGES.adjustForbidden)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '设置客户经理' }));
    await expect(args.onSetManager).toHaveBeenCalledTimes(1);
  },
};

/** Nothing usable: a debit cannot be started. */
export const NothingUsable: Story = {
  args: {
    profile: {
      ...PROFILE,
      nickName: '滇池花艺',
      accountNo: 'HS100003',
      statusName: '已注册（未开户）',
      memberLevelName: '普通会员',
      memberDiscount: '',
      balanceFen: 0,
      frozenFen: 0,
      addresses: [],
      region: '',
      buyerType: '',
      orderCount: 0,
      managerName: '',
      managerPhone: '',
    },
    onSetManager: fn(),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '扣减余额' })).toBeDisabled();
    // 管理员 (every button): no customer manager yet.
    await expect(within(canvasElement).getByText('未设置')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '设置客户经理' })).toBeVisible();
  },
};

export const NoneChosen: Story = { args: { profile: null } };

export const Loading: Story = { args: { profile: null, loading: true } };

export const LoadFailed: Story = { args: { profile: null, error: '买家信息加载失败，请稍后再试', onRetry: fn() } };

const ORDERS: BuyerOrderData[] = Array.from({ length: 10 }, (_, i) => ({
  id: 40 - i,
  orderNo: `HS20261117${String(40 - i).padStart(7, '0')}`,
  statusName: ['订单配货中', '订单待发货', '订单已发货', '订单已完成'][i % 4]!,
  session: i % 3 === 0 ? 'C' : 'A',
  auctionDate: '2026-11-17',
  paymentFen: 12_000 + i * 3_150,
  bunches: 4 + i,
  createdAt: AT - i * 3_600_000,
}));

export const Orders: StoryObj<typeof BuyerOrderList> = {
  render: () => <BuyerOrderList rows={ORDERS} total={36} page={1} pageSize={10} onPageChange={fn()} />,
};

export const OrdersEmpty: StoryObj<typeof BuyerOrderList> = {
  render: () => <BuyerOrderList rows={[]} total={0} page={1} pageSize={10} onPageChange={fn()} />,
};

export const OrdersLoading: StoryObj<typeof BuyerOrderList> = {
  render: () => <BuyerOrderList rows={[]} total={0} page={1} pageSize={10} onPageChange={fn()} loading />,
};

export const OrdersLoadFailed: StoryObj<typeof BuyerOrderList> = {
  render: () => (
    <BuyerOrderList rows={[]} total={0} page={1} pageSize={10} onPageChange={fn()} error="订单加载失败，请稍后再试" onRetry={fn()} />
  ),
};

const WITH_UNPAID: BuyerOrderData[] = [
  // The server's statusName of an unpaid order reads 待付款 (orderStatusLabel with unpaid).
  { ...ORDERS[0]!, id: 41, orderNo: 'HS202611170000041', statusName: '待付款', unpaid: true, placedByLabel: '代下单（调配员小李）' },
  { ...ORDERS[1]!, placedByLabel: '代下单（调配员小李）' },
  ...ORDERS.slice(2, 5),
];

/** Issue 18 (财务, 管理员): an operator's unpaid order says 待付款 and 代下单 with the sign, and offers 代扣付款. */
export const OrdersUnpaid: StoryObj<typeof BuyerOrderList> = {
  args: { onSettle: fn() },
  render: (args) => (
    <BuyerOrderList rows={WITH_UNPAID} total={WITH_UNPAID.length} page={1} pageSize={10} onPageChange={fn()} onSettle={args.onSettle} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('待付款')).toBeVisible();
    // Its row says 待付款 and 应付 only: nothing is picked before it is paid.
    const unpaidRow = canvas.getByText('待付款').closest<HTMLElement>('[role="row"]')!;
    await expect(unpaidRow).not.toHaveTextContent('配货中');
    await expect(within(unpaidRow).getByText(/^应付 /)).toBeVisible();
    await expect(canvas.getAllByText('代下单（调配员小李）')).toHaveLength(2);
    const buttons = canvas.getAllByRole('button', { name: '代扣付款' });
    await expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    await expect(args.onSettle).toHaveBeenCalledWith(expect.objectContaining({ id: 41, unpaid: true }));
  },
};

/** Issue 18: 客服 (no 代扣付款) sees 待付款 but no action. */
export const OrdersUnpaidServiceRole: StoryObj<typeof BuyerOrderList> = {
  render: () => <BuyerOrderList rows={WITH_UNPAID} total={WITH_UNPAID.length} page={1} pageSize={10} onPageChange={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('待付款')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '代扣付款' })).toBeNull();
  },
};

/** The profile names the buyer's numeric 买家ID; at 390 px nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('买家ID')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** At 390 px 代扣付款 sits beside the order number, in view without scrolling the table or the page sideways. */
export const UnpaidAtPhoneWidth: StoryObj<typeof BuyerOrderList> = {
  ...OrdersUnpaid,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const doc = await expectNoSidewaysScroll(canvasElement);
    const button = canvas.getByRole('button', { name: '代扣付款' });
    const box = button.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(doc.clientWidth);
    await userEvent.click(button);
    await expect(args.onSettle).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }));
  },
};
