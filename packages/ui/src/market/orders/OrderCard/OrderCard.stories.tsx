import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orderItems, orderMain, pickupReceiver, shippedLogistics } from '../fixtures';
import { inStoryFrame, StyledStoryStack } from '../../../internal/StoryLayout';
import { OrderCard } from './OrderCard';
import type { OrderEntryView } from './OrderCard';

const entry = (
  patch: Partial<OrderEntryView['main']> = {},
  items: OrderEntryView['items'] = [orderItems.carola, orderItems.snow],
): OrderEntryView => ({
  main: { ...orderMain, ...patch },
  items,
});
const packed = (list: OrderEntryView['items']) => list.map((item) => ({ ...item, backStatus: '0' as const }));
/** The server's clock an hour after shippedLogistics.showTime (inside the 8-hour after-sales window). */
const HOUR = 3_600_000;
const shownAt = Date.parse('2026-11-18T05:32:08+08:00');

const meta = {
  title: 'Orders/OrderCard',
  component: OrderCard,
  args: {
    entry: entry(),
    onDetail: fn(),
    onRemark: fn(),
    onExport: fn(),
    onBackOrder: fn(),
    onConfirmReceipt: fn(),
    onAfterSales: fn(),
    onPay: fn(),
    now: shownAt + HOUR,
  },
  decorators: [inStoryFrame('page')],
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status 1 (新订单, 订单配货中): note, activity discount, the first item's links, 申请撤销 per item. */
export const NewOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: `订单 ${orderMain.orderNo}` });
    const c = within(card);
    await expect(c.getByText('订单配货中')).toBeVisible();
    await expect(c.getByText(`备注：${orderMain.orderNotice}`)).toBeVisible();
    await expect(c.getByText('共 8 扎')).toBeVisible();
    await expect(c.getByLabelText('实付 228.58元')).toBeVisible();
    await expect(c.queryByText('交易手续费')).toBeNull();
    await expect(c.queryByRole('button', { name: '确认收货' })).toBeNull();
    await expect(c.getAllByRole('button', { name: '详情' })).toHaveLength(1);
    await userEvent.click(c.getByRole('button', { name: '详情' }));
    await expect(args.onDetail).toHaveBeenCalledWith(orderMain.mainId);
    await userEvent.click(c.getByRole('button', { name: '备注' }));
    await expect(args.onRemark).toHaveBeenCalledWith(expect.objectContaining({ mainId: orderMain.mainId }));
    await userEvent.click(c.getByRole('button', { name: '导出' }));
    await expect(args.onExport).toHaveBeenCalledWith(orderMain.mainId);
    await userEvent.click(c.getAllByRole('button', { name: '申请撤销' })[1]!);
    await expect(args.onBackOrder).toHaveBeenCalledWith(orderItems.snow, expect.objectContaining({ mainId: orderMain.mainId }));
  },
};

export const NoRemark: Story = {
  args: { entry: entry({ orderNotice: '' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('备注：暂无备注')).toBeVisible();
  },
};

/** Items in every cancellation state: 申请撤销, 审核中, 撤销失败. */
export const CancellationStates: Story = {
  args: {
    entry: entry({ status: 2 }, [orderItems.carola, { ...orderItems.snow, backStatus: '2' }, { ...orderItems.pink, backStatus: '3' }]),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('button', { name: '申请撤销' })).toHaveLength(1);
    await expect(c.getByText('审核中')).toBeVisible();
    await expect(c.getByText('撤销失败')).toBeVisible();
  },
};

/** Every item cancelled (已撤销 on the 撤销审核 desk): the order reads 已撤销, not 订单配货中; nothing left to pay. */
export const WhollyCancelled: Story = {
  args: {
    entry: entry({ cancelled: true, paymentFen: 0, discountFen: 0, bunches: 0 }, [
      { ...orderItems.carola, backStatus: '4' },
      { ...orderItems.snow, backStatus: '4' },
    ]),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('已撤销', { selector: 'header *' })).toBeVisible();
    await expect(c.queryByText('订单配货中')).toBeNull();
    await expect(c.queryByRole('button', { name: '申请撤销' })).toBeNull();
  },
};

/** Status 3 (订单待发货) with a transaction fee: the 9.00 line shows; not delivered, so no after-sales deadline. */
export const AwaitingShipmentWithFee: Story = {
  args: {
    entry: entry({ status: 3, commissionFen: 900, discountFen: 0 }, packed([orderItems.snow, orderItems.carnation])),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('订单待发货')).toBeVisible();
    await expect(within(canvasElement).queryByText(/截止/)).toBeNull();
    await expect(within(canvasElement).getByText('交易手续费')).toBeVisible();
  },
};

/**
 * Status 4 (订单已发货), delivered at 05:32 by the server's clock an hour ago: 确认收货 is offered, after-sales open, and
 * the card says until when (issue 26): 售后截止 11-18 13:32.
 */
export const Shipped: Story = {
  args: { entry: entry({ status: 4, ...shippedLogistics }, packed([orderItems.carola, orderItems.snow])) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('订单已发货')).toBeVisible();
    await expect(c.getByText('售后截止 11-18 13:32')).toBeVisible();
    // The tracking number is on the card, not only on /orderdetail.
    await expect(c.getByText(/物流 昆明同城冷链/)).toBeVisible();
    await expect(c.getByText('KM1117113290')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '确认收货' }));
    await expect(args.onConfirmReceipt).toHaveBeenCalledWith(expect.objectContaining({ status: 4 }));
    await userEvent.click(c.getAllByRole('button', { name: '申请售后' })[0]!);
    await expect(args.onAfterSales).toHaveBeenCalledTimes(1);
  },
};

/**
 * Status 4, 8 hours and 1 minute after receipt by the server's clock: 售后已截止 (issue 26), no 申请售后; a claim filed
 * earlier reads 查看售后.
 */
export const AfterSalesWindowClosed: Story = {
  args: {
    entry: entry({ status: 4, ...shippedLogistics }, packed([orderItems.carola, { ...orderItems.snow, afterSalesStatus: '1' }])),
    now: shownAt + 8 * HOUR + 60_000,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('售后已截止')).toBeVisible();
    await expect(c.queryByText(/售后截止/)).toBeNull();
    await expect(c.queryByRole('button', { name: '申请售后' })).toBeNull();
    await expect(c.getByRole('button', { name: '查看售后' })).toBeVisible();
  },
};

/** Issue 32: 再来一单 beside 详情 / 备注 / 导出 hands out the order's id (the page opens the review sheet). */
export const Reorder: Story = {
  args: {
    entry: entry({ status: 5, ...shippedLogistics, confirmTime: '2026-11-18 09:10:00' }, packed([orderItems.carola, orderItems.snow])),
    onReorder: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '再来一单' }));
    await expect(args.onReorder).toHaveBeenCalledWith(orderMain.mainId);
  },
};

/** Status 5 confirmed by the buyer inside the 8 hours: 售后已截止 (确认收货 ends it), no new claim, no 确认收货. */
export const Completed: Story = {
  args: {
    entry: entry({ status: 5, ...shippedLogistics, confirmTime: '2026-11-18 09:10:00', ...pickupReceiver }, packed([orderItems.pink])),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('订单已完成')).toBeVisible();
    await expect(c.getByText('售后已截止')).toBeVisible();
    await expect(c.queryByRole('button', { name: '确认收货' })).toBeNull();
    await expect(c.queryByRole('button', { name: '申请售后' })).toBeNull();
  },
};

export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '导出' })).toBeDisabled();
  },
};

/** Issue 18: an operator placed it unpaid: its status reads 待付款 (not 订单配货中), 代下单, 应付 instead of 实付, and 去付款. */
export const UnpaidAgentOrder: Story = {
  args: { entry: entry({ unpaid: true, agentPlaced: true, orderNotice: '' }) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('待付款')).toBeVisible();
    await expect(c.queryByText(/配货中/)).toBeNull();
    await expect(c.getByText('代下单')).toBeVisible();
    await expect(c.getByLabelText('应付 228.58元')).toBeVisible();
    await expect(c.queryByLabelText('实付 228.58元')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '去付款' }));
    await expect(args.onPay).toHaveBeenCalledWith(expect.objectContaining({ mainId: orderMain.mainId, unpaid: true }));
  },
};

/** Issue 18: the payment is under way: 去付款 cannot be pressed twice. */
export const UnpaidPaying: Story = {
  args: { entry: entry({ unpaid: true, agentPlaced: true }), paying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '去付款' })).toBeDisabled();
  },
};

/** Issue 18: an operator's order once paid: 代下单 stays, 待付款 and 去付款 are gone. */
export const PaidAgentOrder: Story = {
  args: { entry: entry({ agentPlaced: true, unpaid: false }) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('代下单')).toBeVisible();
    await expect(c.queryByText('待付款')).toBeNull();
    await expect(c.getByText('订单配货中')).toBeVisible();
    await expect(c.queryByRole('button', { name: '去付款' })).toBeNull();
    await expect(c.getByLabelText('实付 228.58元')).toBeVisible();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <StyledStoryStack>
      <OrderCard {...args} entry={entry({ status: 1 }, [orderItems.carola])} />
      <OrderCard {...args} entry={entry({ status: 2, orderNotice: '' }, [{ ...orderItems.snow, backStatus: '2' }])} />
      <OrderCard {...args} entry={entry({ status: 3, commissionFen: 900 }, packed([orderItems.pink]))} />
      <OrderCard {...args} entry={entry({ status: 4, ...shippedLogistics }, packed([orderItems.carnation]))} />
      <OrderCard
        {...args}
        entry={entry({ status: 5, confirmTime: '2026-11-18 09:10:00' }, packed([{ ...orderItems.snow, backStatus: '3' }]))}
      />
    </StyledStoryStack>
  ),
};
