import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../primitives/Button';
import { orderItems } from '../fixtures';
import { inStoryFrame, StyledStoryStack } from '../../../internal/StoryLayout';
import { OrderItemRow } from './OrderItemRow';

const meta = {
  title: 'Orders/OrderItemRow',
  component: OrderItemRow,
  args: { item: orderItems.snow, onBackOrder: fn(), onAfterSales: fn() },
  decorators: [inStoryFrame('page')],
} satisfies Meta<typeof OrderItemRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** backStatus '1': 申请撤销 is offered. */
export const CanApplyCancellation: Story = {
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getByRole('group', { name: '雪山 B' });
    await expect(within(row).getByText('A1035')).toBeVisible();
    // The unit price as everywhere else: per 扎 first, per 枝 beside it (20 枝 a 扎 at ¥1.20).
    await expect(row).toHaveTextContent('单价¥24.00/扎¥1.20/枝');
    await expect(within(row).getByText('100枝')).toBeVisible();
    await expect(within(row).getByText('5扎')).toBeVisible();
    await expect(within(row).getByLabelText('小计 120.00元')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: '申请撤销' }));
    await expect(args.onBackOrder).toHaveBeenCalledWith(orderItems.snow);
  },
};

/** Activity discount: the subtotal is struck through and the discounted one shown. */
export const Discounted: Story = {
  args: { item: orderItems.carola },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('优惠后小计 99.90元')).toBeVisible();
  },
};

export const UnderReview: Story = {
  args: { item: { ...orderItems.snow, backStatus: '2' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('审核中')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: '申请撤销' })).toBeNull();
  },
};

export const CancellationFailed: Story = {
  args: { item: { ...orderItems.pink, backStatus: '3', backReason: '该批次已配货装箱，无法撤销' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('撤销失败')).toBeVisible();
    await expect(within(canvasElement).getByText('原因：该批次已配货装箱，无法撤销')).toBeVisible();
  },
};

/** backStatus '4' (ours): staff approved the request, the item is cancelled and refunded. */
export const Cancelled: Story = {
  args: { item: { ...orderItems.snow, backStatus: '4' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已撤销')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: '申请撤销' })).toBeNull();
  },
};

/** backStatus '0': no cancellation action (the order is packed). */
export const NoAction: Story = { args: { item: { ...orderItems.carnation, backStatus: '0' } } };

/** The first item of an order carries the order's links. */
export const WithOrderLinks: Story = {
  args: {
    item: orderItems.carola,
    links: (
      <>
        <Button variant="link" size="sm">
          详情
        </Button>
        <Button variant="link" size="sm">
          备注
        </Button>
        <Button variant="link" size="sm">
          导出
        </Button>
      </>
    ),
  },
};

export const AfterSalesApply: Story = {
  args: { item: { ...orderItems.snow, backStatus: '0' }, afterSales: 'apply' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '申请售后' }));
    await expect(args.onAfterSales).toHaveBeenCalledWith({ ...orderItems.snow, backStatus: '0' }, 'apply');
  },
};

export const AfterSalesView: Story = { args: { item: { ...orderItems.snow, backStatus: '0', afterSalesStatus: '1' }, afterSales: 'view' } };

export const Matrix: Story = {
  render: (args) => (
    <StyledStoryStack>
      <OrderItemRow {...args} item={orderItems.carola} />
      <OrderItemRow {...args} item={{ ...orderItems.snow, backStatus: '2' }} />
      <OrderItemRow {...args} item={{ ...orderItems.pink, backStatus: '3', backReason: '该批次已配货装箱，无法撤销' }} />
      <OrderItemRow {...args} item={{ ...orderItems.snow, backStatus: '4' }} />
      <OrderItemRow {...args} item={{ ...orderItems.carnation, backStatus: '0' }} afterSales="apply" />
    </StyledStoryStack>
  ),
};
