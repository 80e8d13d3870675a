import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orderItems, orderMain } from '../fixtures';
import { inStoryFrame, StyledStoryStack } from '../../../internal/StoryLayout';
import { OrderSearchRow, type OrderSearchRowView } from './OrderSearchRow';

const row = (status: number, patch: Partial<OrderSearchRowView> = {}): OrderSearchRowView => ({
  mainId: orderMain.mainId,
  status,
  orderNotice: orderMain.orderNotice,
  orderNo: orderMain.orderNo,
  createTime: orderMain.createTime,
  paymentFen: 22858,
  item: { ...orderItems.carola, backStatus: status >= 3 ? '0' : '1' },
  ...patch,
});

const meta = {
  title: 'Orders/OrderSearchRow',
  component: OrderSearchRow,
  args: { row: row(1), onDetail: fn(), onConfirmReceipt: fn() },
  decorators: [inStoryFrame('page')],
} satisfies Meta<typeof OrderSearchRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row reads the order's one status text, as /order and the detail do (issue 26): 订单配货中, never a second 待收货. */
export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('订单配货中')).toBeVisible();
    await expect(c.queryByText('待收货')).toBeNull();
    await expect(c.queryByRole('button', { name: '确认收货' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '详情' }));
    await expect(args.onDetail).toHaveBeenCalledWith(orderMain.mainId);
  },
};

/** The row's order had every item cancelled: it reads 已撤销, not 订单配货中. */
export const WhollyCancelled: Story = {
  args: { row: row(1, { cancelled: true, paymentFen: 0, item: { ...orderItems.carola, backStatus: '4' } }) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByText('已撤销')[0]).toBeVisible();
    await expect(c.queryByText('订单配货中')).toBeNull();
  },
};

/** Status 4 (订单已发货): 确认收货. */
export const Shipped: Story = {
  args: { row: row(4) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('订单已发货')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '确认收货' }));
    await expect(args.onConfirmReceipt).toHaveBeenCalledWith(orderMain.mainId);
  },
};

export const Completed: Story = { args: { row: row(5, { orderNotice: '' }) } };

/** Issue 18: an operator's unpaid order: its status 待付款 (not 订单配货中), 代下单, 订单应付 and 去付款. */
export const UnpaidAgentOrder: Story = {
  args: { row: row(1, { unpaid: true, agentPlaced: true }), onPay: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('待付款')).toBeVisible();
    await expect(c.queryByText('订单配货中')).toBeNull();
    await expect(c.queryByText(/订单实付/)).toBeNull();
    await expect(c.getByText('代下单')).toBeVisible();
    await expect(c.getByLabelText('订单应付 228.58元')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '去付款' }));
    await expect(args.onPay).toHaveBeenCalledWith(expect.objectContaining({ mainId: orderMain.mainId }));
  },
};

export const Matrix: Story = {
  render: (args) => (
    <StyledStoryStack>
      <OrderSearchRow {...args} row={row(2)} />
      <OrderSearchRow {...args} row={row(4)} />
      <OrderSearchRow {...args} row={row(5, { orderNotice: '' })} />
    </StyledStoryStack>
  ),
};
