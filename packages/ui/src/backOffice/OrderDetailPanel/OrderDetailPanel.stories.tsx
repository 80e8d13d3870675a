import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import type { DeskOrderRowData } from '../OrdersDesk';
import { OrderDetailPanel, type OrderDetailData, type OrderDetailItemData, type OrderDetailPanelProps } from './OrderDetailPanel';

const AT = Date.UTC(2026, 10, 17, 1, 12, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PEIHUO = '李配货（peihuo）';

const ROW: DeskOrderRowData = {
  mainId: 1042,
  orderNo: 'HS2026111700001042',
  buyerName: '花语工作室',
  buyerPhone: '13800001042',
  status: 1,
  statusLabel: '待配货',
  deliveryType: 2,
  deliveryTypeLabel: '代收',
  rcvPlace: '云南省昆明市',
  varieties: '卡罗拉、白荔枝',
  bundles: 12,
  logisName: '顺丰速运',
  logisNumber: '',
  showTime: null,
  autoCompleteAt: null,
};

const item = (i: number, over: Partial<OrderDetailItemData> = {}): OrderDetailItemData => ({
  itemId: 5000 + i,
  flwName: ['卡罗拉', '白荔枝', '戴安娜', '洛神', '雪山', '粉佳人'][i % 6]!,
  levelName: ['A', 'B', 'A', 'C'][i % 4]!,
  lengthName: ['50-55cm', '45-50cm', '55-60cm'][i % 3]!,
  openName: ['1-2度', '2-3度'][i % 2]!,
  stockId: 880 + i,
  positionNo: `B${String(3 + (i % 9)).padStart(2, '0')}-${String(11 + i).padStart(2, '0')}`,
  supplierId: `GYS${String(101 + (i % 5)).padStart(4, '0')}`,
  supplierName: ['呈贡斗南花卉基地', '晋宁玫瑰园', '嵩明花农合作社', '宜良鲜切花场', '澄江花田'][i % 5]!,
  bundles: 2 + (i % 5),
  stems: (2 + (i % 5)) * 20,
  goodsFen: (2 + (i % 5)) * 20 * (85 + i * 3),
  cancelled: false,
  backReason: '',
  ...over,
});

const PLACED = [{ at: AT, what: '下单', actor: '买家' }];

const DETAIL: OrderDetailData = {
  row: ROW,
  rcvUser: '张丽',
  rcvPhone: '13900002211',
  rcvAddress: '云南省 昆明市 呈贡区 斗南街道花卉大道88号 花语工作室（后门冷库）',
  orderNotice: '请下午两点后送到，卡罗拉分开打包',
  paidAt: AT,
  paymentFen: 24_860,
  items: [item(0, { bundles: 8, stems: 160, goodsFen: 13_600 }), item(1, { bundles: 4, stems: 80, goodsFen: 7_040 })],
  history: [...PLACED, { at: AT, what: '付款', actor: '买家' }],
};

const SHIPPED_ROW: DeskOrderRowData = { ...ROW, status: 4, statusLabel: '已发货', logisNumber: 'SF1234567890' };
const SHIPPED_HISTORY = [
  ...DETAIL.history,
  { at: AT + 2 * HOUR, what: '开始配货', actor: PEIHUO },
  { at: AT + 3 * HOUR + 20 * MINUTE, what: '订单发货', actor: PEIHUO },
];

const meta = {
  title: 'Admin/OrderDetailPanel',
  component: OrderDetailPanel,
  args: { open: true, detail: DETAIL, onClose: fn(), onAction: fn() },
  parameters: { visual: { wide: true } },
} satisfies Meta<typeof OrderDetailPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: `订单 ${ROW.orderNo}` }));

/** 待配货: buyer, address with the delivery way, the remark, the items with their lots, payment and history; 开始配货 is offered. */
export const ToPick: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await panel(canvasElement);
    await expect(dialog.getByText(DETAIL.rcvAddress)).toBeVisible();
    await expect(dialog.getByText('代收')).toBeVisible();
    await expect(dialog.getByText(`买家备注：${DETAIL.orderNotice}`)).toBeVisible();
    const items = within(dialog.getByRole('table', { name: '商品（2项，12扎）' }));
    await expect(items.getByText('B03-11')).toBeVisible();
    await expect(items.getByText('呈贡斗南花卉基地')).toBeVisible();
    await expect(dialog.getByText('¥248.60')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: '发货' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: '开始配货' }));
    await expect(args.onAction).toHaveBeenCalledWith('startPicking', [ROW]);
  },
};

/** 待付款 (an operator's order): said in red, no 开始配货 until paid. */
export const Unpaid: Story = {
  args: {
    detail: {
      ...DETAIL,
      row: { ...ROW, statusLabel: '待付款', unpaid: true, placedByLabel: '代下单（调配员小李）' },
      paidAt: null,
      orderNotice: '',
      history: [{ at: AT, what: '下单', actor: '代下单（调配员小李）' }],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement);
    await expect(dialog.getAllByText('待付款')).toHaveLength(2);
    await expect(dialog.getByText('买家未留备注')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: '开始配货' })).toBeNull();
  },
};

/** 待发货: 发货 is the action, and the page's own (printing) sit beside it. */
export const ToShip: Story = {
  args: {
    detail: { ...DETAIL, row: { ...ROW, status: 3, statusLabel: '待发货' }, history: SHIPPED_HISTORY.slice(0, 3) },
    extraActions: (
      <>
        <Button variant="secondary">打印装箱单</Button>
        <Button variant="secondary">打印面单</Button>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await panel(canvasElement);
    await expect(dialog.getByRole('button', { name: '打印面单' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '发货' }));
    await expect(args.onAction).toHaveBeenCalledWith('ship', [args.detail!.row]);
  },
};

export const Shipping: Story = {
  args: { ...ToShip.args, pendingAction: 'ship' },
};

/** 已发货: the carrier and number; 已送达/已提货 is offered; the history says who packed and shipped it. */
export const Shipped: Story = {
  args: { detail: { ...DETAIL, row: SHIPPED_ROW, history: SHIPPED_HISTORY } },
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement);
    await expect(dialog.getByText('SF1234567890')).toBeVisible();
    const history = within(dialog.getByRole('list', { name: '记录' }));
    await expect(history.getAllByText(PEIHUO)).toHaveLength(2);
    await expect(dialog.getByRole('button', { name: '已送达/已提货' })).toBeEnabled();
  },
};

export const Delivered: Story = {
  args: {
    detail: {
      ...DETAIL,
      row: { ...SHIPPED_ROW, statusLabel: '已送达', showTime: AT + 6 * HOUR, autoCompleteAt: AT + 78 * HOUR },
      history: [...SHIPPED_HISTORY, { at: AT + 6 * HOUR, what: '标记送达/提货', actor: PEIHUO }],
    },
    notice: { tone: 'success', text: '已标记送达/提货：1个订单' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement);
    await expect(dialog.queryByRole('button', { name: '已送达/已提货' })).toBeNull();
    await expect(dialog.getByRole('button', { name: '关闭' })).toBeVisible();
    await expect(dialog.getByText('已标记送达/提货：1个订单')).toBeVisible();
  },
};

export const Completed: Story = {
  args: {
    detail: {
      ...DETAIL,
      row: { ...SHIPPED_ROW, status: 5, statusLabel: '已完成', showTime: AT + 6 * HOUR },
      history: [
        ...SHIPPED_HISTORY,
        { at: AT + 6 * HOUR, what: '标记送达/提货', actor: PEIHUO },
        { at: AT + 9 * HOUR, what: '确认收货', actor: '买家' },
      ],
    },
  },
};

/** An item cancelled (已撤销) stays, struck through and out of the counts; a refused cancellation says why. */
export const CancelledItems: Story = {
  args: {
    detail: {
      ...DETAIL,
      items: [item(0, { bundles: 8, stems: 160 }), item(1, { cancelled: true }), item(2, { backReason: '已开始配货，不能撤销' })],
      history: [...DETAIL.history, { at: AT + HOUR, what: '同意撤销申请', actor: '周客服（kefu）' }],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement);
    await expect(dialog.getByText('已撤销')).toBeVisible();
    await expect(dialog.getByRole('table', { name: '商品（2项，12扎）' })).toBeVisible();
    await expect(dialog.getByText(/撤销失败：已开始配货，不能撤销/)).toBeVisible();
  },
};

/** Every item cancelled: nothing to fulfil, no action offered. */
export const WhollyCancelled: Story = {
  args: { detail: { ...DETAIL, items: DETAIL.items.map((it) => ({ ...it, cancelled: true })) } },
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement);
    await expect(dialog.getByText('（商品已全部撤销）')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: '开始配货' })).toBeNull();
  },
};

/** A big florist's order: the list scrolls inside the panel; the title and actions stay in view. */
export const LongItemList: Story = {
  args: {
    detail: { ...DETAIL, items: Array.from({ length: 24 }, (_, i) => item(i)), history: SHIPPED_HISTORY.slice(0, 3) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement);
    await expect(within(dialog.getByRole('table')).getAllByRole('row')).toHaveLength(25);
    await expect(dialog.getByRole('button', { name: '开始配货' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { detail: null, loading: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: '订单详情' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { detail: null, error: '订单加载失败，请稍后再试', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '订单详情' }));
    await userEvent.click(dialog.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A scanned or typed number the market has no order for. */
export const NotFound: Story = {
  args: { detail: null, error: '订单不存在' },
};

/** The desk's row opens it; Esc closes it and the focus is back on that row's 详情. */
function Opener(props: OrderDetailPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>
        详情
      </Button>
      <OrderDetailPanel
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

export const Keyboard: Story = {
  args: { open: false },
  render: (args) => <Opener {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: '详情' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await panel(canvasElement);
    // The focus starts inside, not on 开始配货: the Enter that opened it never packs the order.
    await expect(dialog.getByRole('button', { name: '开始配货' })).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(opener).toHaveFocus();
  },
};
