import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orderItems, orderMain, orderSumData, pickupReceiver, shippedLogistics } from '../fixtures';
import { inStoryFrame } from '../../../internal/StoryLayout';
import { OrderDetail } from './OrderDetail';

const packed = [orderItems.carola, orderItems.snow].map((item) => ({ ...item, backStatus: '0' as const }));

const meta = {
  title: 'Orders/OrderDetail',
  component: OrderDetail,
  args: {
    main: orderMain,
    list: [orderItems.carola, orderItems.snow],
    sumData: orderSumData,
    onConfirmReceipt: fn(),
    onBackOrder: fn(),
    onAfterSales: fn(),
    /** The server's clock an hour after shippedLogistics.showTime (inside the 8-hour after-sales window). */
    now: Date.parse('2026-11-18T06:32:08+08:00'),
  },
  decorators: [inStoryFrame('page')],
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status 1, agent collection: the delivery method shows; no logistics number yet. */
export const Allocating: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('订单配货中')).toBeVisible();
    await expect(c.getByText('云南省昆明市五华区篆塘路18号花语工作室')).toBeVisible();
    await expect(c.getByText('配送方式')).toBeVisible();
    await expect(c.getByText('公路冷链')).toBeVisible();
    await expect(c.getByText('暂无')).toBeVisible();
    await expect(c.queryByRole('button', { name: '确认收货' })).toBeNull();
  },
};

/** Every item cancelled (已撤销 on the 撤销审核 desk): the status reads 已撤销, not 订单配货中. */
export const WhollyCancelled: Story = {
  args: {
    main: { ...orderMain, cancelled: true },
    list: [orderItems.carola, orderItems.snow].map((item) => ({ ...item, backStatus: '4' as const })),
    sumData: { ...orderSumData, payment: 0, goods: 0, logistics: 0, packing: 0, bunches: 0 },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('已撤销', { selector: 'strong' })).toBeVisible();
    await expect(c.queryByText('订单配货中')).toBeNull();
  },
};

/** Self-pickup (delivery type 1): no delivery method line. */
export const SelfPickup: Story = {
  args: { main: { ...orderMain, ...pickupReceiver, orderNotice: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('配送方式')).toBeNull();
    await expect(within(canvasElement).getByText('暂无备注')).toBeVisible();
  },
};

/** Status 4, delivered an hour ago: logistics company and number, 确认收货, and until when after-sales is open (issue 26). */
export const Shipped: Story = {
  args: { main: { ...orderMain, status: 4, ...shippedLogistics }, list: packed },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('订单已发货')).toBeVisible();
    await expect(c.getByText('售后截止 11-18 13:32')).toBeVisible();
    await expect(c.getByText(shippedLogistics.logisNumber)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '确认收货' }));
    await expect(args.onConfirmReceipt).toHaveBeenCalledTimes(1);
  },
};

/** Issue 26: delivered more than 8 hours ago by the server's clock: 售后已截止 and no 申请售后. */
export const AfterSalesClosed: Story = {
  args: { main: { ...orderMain, status: 4, ...shippedLogistics }, list: packed, now: Date.parse('2026-11-18T13:33:00+08:00') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('售后已截止')).toBeVisible();
    await expect(c.queryByText(/售后截止/)).toBeNull();
    await expect(c.queryByRole('button', { name: '申请售后' })).toBeNull();
  },
};

export const Confirming: Story = {
  args: { main: { ...orderMain, status: 4, ...shippedLogistics }, list: packed, confirmPending: true },
};

export const Completed: Story = {
  args: {
    main: { ...orderMain, status: 5, ...shippedLogistics, confirmTime: '2026-11-18 09:10:00' },
    list: packed,
    sumData: { ...orderSumData, commission: 900, payment: 23758 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('订单已完成')).toBeVisible();
    await expect(within(canvasElement).getByText('交易手续费')).toBeVisible();
    // Confirmed receipt ends after-sales (§4), inside the 8 hours too.
    await expect(within(canvasElement).getByText('售后已截止')).toBeVisible();
  },
};

/** Issue 32: a completed order offers 再来一单 (its lines matched to today's lots on the review sheet). */
export const Reorder: Story = {
  args: {
    main: { ...orderMain, status: 5, ...shippedLogistics, confirmTime: '2026-11-18 09:10:00' },
    list: packed,
    onReorder: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '再来一单' }));
    await expect(args.onReorder).toHaveBeenCalledTimes(1);
  },
};

/** Issue 18: an operator placed it unpaid: 代下单 by the title, the status 待付款 (not 订单配货中), 应付金额, and 去付款. */
export const UnpaidAgentOrder: Story = {
  args: { main: { ...orderMain, unpaid: true, agentPlaced: true }, onPay: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('待付款')).toBeVisible();
    await expect(c.queryByText(/配货中/)).toBeNull();
    await expect(c.getByText('代下单')).toBeVisible();
    await expect(c.getByLabelText('应付金额 228.58元')).toBeVisible();
    await expect(c.queryByText('实付金额')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '去付款' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** Issue 18: the payment is under way. */
export const UnpaidPaying: Story = {
  args: { main: { ...orderMain, unpaid: true, agentPlaced: true }, onPay: fn(), paying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '去付款' })).toBeDisabled();
  },
};

/** Issue 18: an operator's order once paid: 代下单 stays, no 去付款. */
export const PaidAgentOrder: Story = {
  args: { main: { ...orderMain, agentPlaced: true }, onPay: fn() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('代下单')).toBeVisible();
    await expect(c.queryByText('待付款')).toBeNull();
    await expect(c.getByText('订单配货中')).toBeVisible();
    await expect(c.getByLabelText('实付金额 228.58元')).toBeVisible();
    await expect(c.queryByRole('button', { name: '去付款' })).toBeNull();
  },
};
