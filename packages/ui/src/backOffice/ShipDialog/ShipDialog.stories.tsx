import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShipDialog, type ShipDialogProps, type ShipOrderData } from './ShipDialog';

const ORDERS: ShipOrderData[] = [
  { mainId: 11, orderNo: 'HS202611171030901', buyerName: '花语工作室', deliveryType: 2, logisName: '顺丰速运' },
  { mainId: 12, orderNo: 'HS202611171041902', buyerName: '春城婚庆', deliveryType: 2, logisName: '' },
  { mainId: 13, orderNo: 'HS202611171102903', buyerName: '滇池花坊', deliveryType: 1, logisName: '' },
];

const meta = {
  title: 'Admin/ShipDialog',
  component: ShipDialog,
  args: { open: true, orders: ORDERS, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof ShipDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};

/** Each agent-collection order says what is missing next to its field; self-pickup needs nothing. */
export const FieldsAreChecked: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '发货（3个订单）' }));
    const first = within(dialog.getByRole('group', { name: `订单 ${ORDERS[0]!.orderNo}` }));
    const second = within(dialog.getByRole('group', { name: `订单 ${ORDERS[1]!.orderNo}` }));
    await expect(first.getByLabelText('物流公司')).toHaveValue('SF');
    await userEvent.type(first.getByLabelText('物流单号'), '123');
    await userEvent.click(dialog.getByRole('button', { name: '确认发货' }));
    await expect(await first.findByText('物流单号为6-30位字母、数字或横线')).toBeVisible();
    await expect(second.getByLabelText('物流公司')).toHaveAccessibleDescription('请选择物流公司');
    await expect(second.getByText('请填写物流单号')).toBeVisible();
    await expect(dialog.getByText('自提订单，无需物流单号')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Ships: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '发货（3个订单）' }));
    const first = within(dialog.getByRole('group', { name: `订单 ${ORDERS[0]!.orderNo}` }));
    const second = within(dialog.getByRole('group', { name: `订单 ${ORDERS[1]!.orderNo}` }));
    await userEvent.type(first.getByLabelText('物流单号'), 'sf1234567890');
    await userEvent.selectOptions(second.getByLabelText('物流公司'), '昆明同城冷链');
    await userEvent.type(second.getByLabelText('物流单号'), 'KM-2611170002');
    await userEvent.click(dialog.getByRole('button', { name: '确认发货' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        lines: [
          { mainId: 11, deliveryType: 2, carrierCode: 'SF', trackingNumber: 'SF1234567890' },
          { mainId: 12, deliveryType: 2, carrierCode: 'KMCOLD', trackingNumber: 'KM-2611170002' },
          { mainId: 13, deliveryType: 1, carrierCode: '', trackingNumber: '' },
        ],
      },
      expect.anything(),
    );
  },
};

/** The desk refetches while the dialog is open: the same orders arrive as new objects, again and again. */
function Refetching(props: ShipDialogProps) {
  const [orders, setOrders] = useState(props.orders);
  const [refetches, setRefetches] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      setOrders((current) => current.map((order) => ({ ...order })));
      setRefetches((n) => n + 1);
    }, 50);
    return () => clearInterval(timer);
  }, []);
  return (
    <div data-refetches={refetches}>
      <ShipDialog {...props} orders={orders} />
    </div>
  );
}

/** A company and tracking number being typed survive the desk's refetches of the same orders. */
export const TypingSurvivesARefetch: Story = {
  render: (args) => <Refetching {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '发货（3个订单）' }));
    const second = within(dialog.getByRole('group', { name: `订单 ${ORDERS[1]!.orderNo}` }));
    await userEvent.selectOptions(second.getByLabelText('物流公司'), '昆明同城冷链');
    await userEvent.type(second.getByLabelText('物流单号'), 'KM-2611170002');
    const counter = canvasElement.querySelector<HTMLElement>('[data-refetches]')!;
    const before = Number(counter.dataset.refetches);
    await waitFor(() => expect(Number(counter.dataset.refetches)).toBeGreaterThan(before + 2));
    await expect(second.getByLabelText('物流公司')).toHaveValue('KMCOLD');
    await expect(second.getByLabelText('物流单号')).toHaveValue('KM-2611170002');
  },
};

export const Pending: Story = { args: { pending: true } };

export const Refused: Story = {
  args: { refusals: { 12: '订单状态已变化，请刷新' }, serverError: '1个订单未发货，请查看订单下方的原因' },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('请先在订单列表中勾选要发货的订单');
    await expect(within(dialog).getByRole('button', { name: '确认发货' })).toBeDisabled();
  },
};

export const ManyOrders: Story = {
  args: {
    orders: Array.from({ length: 30 }, (_, i) => ({
      mainId: 100 + i,
      orderNo: `HS2026111710${String(i).padStart(3, '0')}901`,
      buyerName: ['花语工作室', '春城婚庆', '滇池花坊'][i % 3]!,
      deliveryType: i % 4 === 0 ? 1 : 2,
      logisName: i % 2 === 0 ? '昆明同城冷链' : '',
    })),
  },
};
