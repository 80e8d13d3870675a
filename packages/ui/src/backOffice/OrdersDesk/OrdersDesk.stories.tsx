import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrdersDesk, type DeskOrderRowData, type OrdersDeskFilters, type OrdersDeskProps } from './OrdersDesk';
import { firstPageArgs } from '../../internal/storyArgs';

const AT = Date.UTC(2026, 10, 17, 3, 45, 0);
const HOUR = 3_600_000;
const FILTERS: OrdersDeskFilters = { auctionDate: '2026-11-17', session: 'A', status: '', buyer: '', keyword: '' };

const row = (i: number, over: Partial<DeskOrderRowData> = {}): DeskOrderRowData => ({
  mainId: 1000 + i,
  orderNo: `HS20261117${String(1000 + i).padStart(8, '0')}`,
  buyerName: ['花语工作室', '春城婚庆', '滇池花坊', '翠湖花艺'][i % 4]!,
  buyerPhone: `1380000${String(1000 + i).padStart(4, '0')}`,
  status: 1,
  statusLabel: '待配货',
  deliveryType: i % 3 === 0 ? 1 : 2,
  deliveryTypeLabel: i % 3 === 0 ? '自提' : '代收',
  rcvPlace: '云南省昆明市',
  varieties: ['卡罗拉、白荔枝', '戴安娜', '洛神、雪山', '粉佳人'][i % 4]!,
  bundles: 2 + (i % 9),
  logisName: '',
  logisNumber: '',
  showTime: null,
  autoCompleteAt: null,
  ...over,
});

const ROWS: DeskOrderRowData[] = [
  row(0),
  row(1, { status: 2 }),
  row(2, { status: 3, statusLabel: '待发货' }),
  row(4, { status: 4, statusLabel: '已发货', logisName: '顺丰速运', logisNumber: 'SF1234567890' }),
  row(3, { status: 4, statusLabel: '已提货', showTime: AT, autoCompleteAt: AT + 72 * HOUR }),
  row(5, { status: 5, statusLabel: '已完成', logisName: '昆明同城冷链', logisNumber: 'KM2611170005', showTime: AT - 80 * HOUR }),
];

const meta = {
  title: 'Admin/OrdersDesk',
  component: OrdersDesk,
  args: {
    filters: FILTERS,
    onFiltersChange: fn(),
    ...firstPageArgs(ROWS, 50),
    selected: [],
    onSelectionChange: fn(),
    onAction: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof OrdersDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The desk with its selection kept, as the page keeps it. */
function Selecting(props: OrdersDeskProps) {
  const [selected, setSelected] = useState<number[]>([...props.selected]);
  return (
    <OrdersDesk
      {...props}
      selected={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        props.onSelectionChange(ids);
      }}
    />
  );
}

/** Every state of an order; each batch action counts only the selected orders it can move. */
export const Orders: Story = {
  render: (args) => <Selecting {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '开始配货' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: `选择 订单 ${ROWS[0]!.orderNo}` }));
    await userEvent.click(canvas.getByRole('checkbox', { name: `选择 订单 ${ROWS[2]!.orderNo}` }));
    await expect(canvas.getByText('已选 2 个订单，共 6 个')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '已送达/已提货' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '开始配货（1）' }));
    await expect(args.onAction).toHaveBeenCalledWith('startPicking', [ROWS[0]]);
    await userEvent.click(canvas.getByRole('button', { name: '发货（1）' }));
    await expect(args.onAction).toHaveBeenCalledWith('ship', [ROWS[2]]);
  },
};

const UNPAID: DeskOrderRowData[] = [
  row(6, { statusLabel: '待付款', unpaid: true, placedByLabel: '代下单（调配员小李）' }),
  row(7, { placedByLabel: '代下单（调配员小李）' }),
  row(8),
];

/** Issue 18: an operator's unpaid order says 待付款 and 代下单 with the sign's label; 开始配货 leaves it out until paid. */
export const UnpaidAgentOrders: Story = {
  args: { rows: UNPAID, total: UNPAID.length },
  render: (args) => <Selecting {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('待付款', { selector: ':not(option)' })).toBeVisible();
    await expect(canvas.getAllByText('代下单（调配员小李）')).toHaveLength(2);
    for (const r of UNPAID) await userEvent.click(canvas.getByRole('checkbox', { name: `选择 订单 ${r.orderNo}` }));
    await userEvent.click(canvas.getByRole('button', { name: '开始配货（2）' }));
    await expect(args.onAction).toHaveBeenCalledWith('startPicking', [UNPAID[1], UNPAID[2]]);
  },
};

export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('状态'), '待发货');
    await userEvent.type(canvas.getByLabelText('关键词'), ' 卡罗拉 ');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...FILTERS, status: 'packed', keyword: '卡罗拉' });
  },
};

/** The desk as it opens: the day is not known until the server answers; the page then fills it in from outside. */
function DayArrives(props: OrdersDeskProps) {
  const [filters, setFilters] = useState<OrdersDeskFilters>({ ...props.filters, auctionDate: '', session: '' });
  return (
    <div onChangeCapture={() => setFilters((f) => ({ ...f, auctionDate: FILTERS.auctionDate }))}>
      <OrdersDesk {...props} filters={filters} />
    </div>
  );
}

/** A 场次 chosen while the desk still waits for its day is kept when the day arrives (only the date field changes). */
export const ChoiceSurvivesTheDay: Story = {
  render: (args) => <DayArrives {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('场次'), 'A');
    await expect(canvas.getByLabelText('拍卖日期')).toHaveValue(FILTERS.auctionDate);
    await expect(canvas.getByLabelText('场次')).toHaveValue('A');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...FILTERS, session: 'A' });
  },
};

export const ActionUnderWay: Story = {
  args: { selected: [ROWS[0]!.mainId, ROWS[1]!.mainId], pendingAction: 'startPicking' },
};

export const BatchOutcome: Story = {
  args: { notice: { tone: 'warning', text: '已处理1个，1个未处理：HS2026111700001001 订单状态已变化，请刷新' } },
};

export const Empty: Story = { args: { rows: [], total: 0 } };

export const Loading: Story = { args: { rows: [], total: 0, loading: true } };

export const LoadFailed: Story = { args: { rows: [], total: 0, error: '订单加载失败，请稍后再试', onRetry: fn() } };

export const ManyOrders: Story = {
  args: {
    rows: Array.from({ length: 200 }, (_, i) =>
      row(i, i % 5 === 4 ? { status: 4, statusLabel: '已发货', logisName: '顺丰速运', logisNumber: `SF${String(9_000_000 + i)}` } : {}),
    ),
    total: 1240,
    pageSize: 200,
    page: 2,
  },
};

/** Issue 31: a row's 详情, or a click anywhere on the row but its checkbox, opens the order; the open row is marked. */
export const OpensAnOrder: Story = {
  args: { openId: ROWS[2]!.mainId },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `订单 ${ROWS[2]!.orderNo} 详情` })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: `订单 ${ROWS[3]!.orderNo} 详情` }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledWith(ROWS[3]);
    // The row itself (its order number's cell) opens it too; its checkbox only selects.
    await userEvent.click(canvas.getByText(ROWS[1]!.orderNo));
    await expect(args.onOpen).toHaveBeenLastCalledWith(ROWS[1]);
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};
