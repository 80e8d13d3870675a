import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sheetLots, sheetPricing, sheetRows } from '../fixtures';
import { BuyReviewSheet, type BuyReviewSheetProps, type BuySheetPick } from './BuyReviewSheet';

/**
 * The review sheet (issue 32): what 再来一单, the order pad and a saved list show before anything is bought. Each story is
 * one state the buyer can meet; the play functions are the sheet's spec.
 */
const meta = {
  title: 'Buying/BuyReviewSheet',
  component: BuyReviewSheet,
  args: {
    open: true,
    onClose: fn(),
    rows: sheetRows,
    pricing: sheetPricing,
    onAddToCart: fn(),
    onBuyNow: fn(),
    onRefuse: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BuyReviewSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheet = () => within(document.body.querySelector<HTMLElement>('[role="dialog"]')!);
const row = (name: string) => within(sheet().getByRole('listitem', { name }));

/**
 * Every state of a row: 卡罗拉 matched (today's price against last time's), 黑魔术 sold out in its grade (pick an
 * alternative), 满天星 clipped to the stock, 洋桔梗 not on sale today. Picking 黑魔术's alternative and 加入购物车 hands
 * out the three lines to buy.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const carola = row('卡罗拉');
    await expect(carola.getByText('已匹配')).toBeVisible();
    await expect(carola.getByText('比上次贵¥0.05/枝')).toBeVisible();
    const blackMagic = row('黑魔术');
    await expect(blackMagic.getByText('原规格已售罄，请选择替代')).toBeVisible();
    await expect(row('满天星').getByText('库存不足，仅可买8扎')).toBeVisible();
    await expect(row('洋桔梗').getByText('今日无此品种')).toBeVisible();
    // Member prices say so, as on the product page.
    await expect(carola.getAllByText('会员价')[0]).toBeVisible();
    // Before 黑魔术 is picked the totals hold 卡罗拉 (20 扎) and 满天星 (8 扎), reckoned as the cart will: goods at the
    // list price ¥450.40, less 9.5折 ¥22.52, plus road delivery of 14 kg ¥14.00 and packing ¥14.00.
    await expect(sheet().getByText('共2种 · 28扎')).toBeVisible();
    await expect(sheet().getByText('¥455.88')).toBeVisible();
    await expect(
      sheet().getByText('货款¥450.40 − 优惠¥22.52 + 配送费¥14.00 + 包装费¥14.00；购物车中已有的商品和优惠券在结算时另计'),
    ).toBeVisible();
    await userEvent.click(blackMagic.getByRole('radio', { name: /嵩明花农合作社/ }));
    await expect(sheet().getByText('共3种 · 38扎')).toBeVisible();
    await userEvent.click(sheet().getByRole('button', { name: '加入购物车' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith([
      { key: '9101', stockId: 301, batches: 20, session: 'C' },
      { key: '9102', stockId: 312, batches: 10, session: 'C' },
      { key: '9103', stockId: 321, batches: 4, session: 'C' },
    ]);
  },
};

/**
 * A lot with a volume activity says it on the row, as the cart and /pay do for the same line (trial 2 of issue 32: the
 * sheet said 会员价 ¥13.00/扎 alone, the cart ¥13.40/扎 满20扎享8折).
 */
export const VolumeActivity: Story = {
  args: { rows: [{ ...sheetRows[0]!, lot: sheetLots.carolaActivity, alternatives: [] }] },
  play: async () => {
    await expect(row('卡罗拉').getByText('满20扎享8折')).toBeVisible();
  },
};

/** A matched line can change lot (其他货源), quantity (the stepper) or be removed; 立即购买 hands out what is left. */
export const EditLines: Story = {
  args: { rows: [sheetRows[0]!, sheetRows[2]!] },
  play: async ({ args }) => {
    const carola = row('卡罗拉');
    await userEvent.click(carola.getByRole('button', { name: '其他货源（1）' }));
    await userEvent.click(carola.getByRole('radio', { name: /呈贡玫瑰园/ }));
    await userEvent.click(carola.getByRole('button', { name: '增加' }));
    await userEvent.click(row('满天星').getByRole('button', { name: '移除' }));
    await expect(row('满天星').getByText('已移除')).toBeVisible();
    await userEvent.click(sheet().getByRole('button', { name: '立即购买' }));
    await expect(args.onBuyNow).toHaveBeenCalledWith([{ key: '9101', stockId: 302, batches: 21, session: 'C' }]);
  },
};

/** A buyer without a default address: no delivery fee yet, and the sheet says it comes at checkout. */
export const NoDefaultAddress: Story = {
  args: { rows: [sheetRows[0]!], pricing: { ...sheetPricing, address: null } },
  play: async () => {
    await expect(
      sheet().getByText('货款¥400.00 − 优惠¥20.00 + 包装费¥10.00；未设默认收货地址，配送费在结算时计算；优惠券在结算时选'),
    ).toBeVisible();
    await expect(sheet().getByText('¥390.00')).toBeVisible();
  },
};

/** A line of 限时直供 before 11:30: shown with its opening, left out of both actions, and 立即购买 says why. */
export const OpensLater: Story = {
  args: {
    rows: [
      sheetRows[0]!,
      { ...sheetRows[0]!, key: '9105', line: { ...sheetRows[0]!.line, flwName: '红袖' }, lot: sheetLots.redA, alternatives: [] },
    ],
  },
  play: async ({ args }) => {
    await expect(row('红袖').getByText('11:30开场后可购买，本次不加入')).toBeVisible();
    await expect(sheet().getByText('所选货品的场次未开放，开场后可购买')).toBeVisible();
    await expect(sheet().getByRole('button', { name: '立即购买' })).toBeDisabled();
    await userEvent.click(sheet().getByRole('button', { name: '加入购物车' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith([{ key: '9101', stockId: 301, batches: 20, session: 'C' }]);
  },
};

/** 限时直供 and 全天专区 lots open together: an order is one session, so they go to the cart. */
export const MixedSessions: Story = {
  args: {
    rows: [
      sheetRows[0]!,
      {
        ...sheetRows[0]!,
        key: '9105',
        line: { ...sheetRows[0]!.line, flwName: '红袖' },
        lot: { ...sheetLots.redA, when: 'open', opensAt: null },
        alternatives: [],
      },
    ],
  },
  play: async () => {
    await expect(sheet().getByText('限时直供和全天专区的货需分开下单，请加入购物车')).toBeVisible();
    await expect(sheet().getByRole('button', { name: '立即购买' })).toBeDisabled();
    await expect(sheet().getByRole('button', { name: '加入购物车' })).toBeEnabled();
  },
};

/** After 加入购物车: the lines the server refused stay on the sheet with its reason; the page says the rest went in. */
export const SomeLinesFailed: Story = {
  args: {
    rows: [sheetRows[1]!],
    rowErrors: { '9102': '黑魔术（C3088 嵩明花农合作社）：已售罄' },
  },
  play: async () => {
    await expect(row('黑魔术').getByRole('alert')).toHaveTextContent('黑魔术（C3088 嵩明花农合作社）：已售罄');
  },
};

/** Adding line by line: the progress shows and nothing can be pressed twice. */
export const Adding: Story = {
  args: { busy: 'cart', progress: { done: 1, total: 3 } },
  play: async () => {
    await expect(sheet().getByText('正在加入购物车 1/3')).toBeVisible();
    await expect(sheet().getByRole('button', { name: '立即购买' })).toBeDisabled();
  },
};

/** While the server matches the lines. */
export const Loading: Story = {
  args: { rows: undefined },
  play: async () => {
    await expect(sheet().getByLabelText('正在匹配今日货源')).toBeVisible();
    await expect(sheet().queryByRole('button', { name: '加入购物车' })).toBeNull();
  },
};

/** Nothing to buy again (every line of the order cancelled). */
export const Empty: Story = {
  args: { rows: [], emptyText: '这笔订单没有可再买的商品' },
  play: async () => {
    await expect(sheet().getByText('这笔订单没有可再买的商品')).toBeVisible();
  },
};

/** The sheet could not be loaded: the message and 重新加载. */
export const LoadError: Story = {
  args: { rows: undefined, error: '网络异常，请稍后再试' },
  play: async ({ args }) => {
    await expect(sheet().getByText('网络异常，请稍后再试')).toBeVisible();
    await userEvent.click(sheet().getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * The app after a partial 加入购物车, as apps/buyer's ReviewSheet does it: the lines the cart took leave the sheet (new
 * rows), the refused ones stay with the reason (here every line but 满天星).
 */
function PartlyAddingPage(props: BuyReviewSheetProps) {
  const [rows, setRows] = useState(props.rows);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const addToCart = (picks: BuySheetPick[]) => {
    props.onAddToCart(picks);
    const refused = picks.filter((p) => p.key !== '9103');
    setRows((all) => all?.filter((r) => r.key !== '9103'));
    setRowErrors(Object.fromEntries(refused.map((p) => [p.key, '库存已变化，请稍后再试'])));
  };
  return <BuyReviewSheet {...props} rows={rows} rowErrors={rowErrors} onAddToCart={addToCart} />;
}

/**
 * Some lines refused (trial of issue 32): the lines that stay keep the buyer's choices — 卡罗拉's other lot and its 21
 * batches, 黑魔术's alternative — and 加入购物车 again hands those out, not the first proposal.
 */
export const ChoicesKeptAfterPartialAdd: Story = {
  args: { rows: sheetRows.slice(0, 3) },
  render: (args) => <PartlyAddingPage {...args} />,
  play: async ({ args }) => {
    const carola = row('卡罗拉');
    await userEvent.click(carola.getByRole('button', { name: '其他货源（1）' }));
    await userEvent.click(carola.getByRole('radio', { name: /呈贡玫瑰园/ }));
    await userEvent.click(carola.getByRole('button', { name: '增加' }));
    await userEvent.click(row('黑魔术').getByRole('radio', { name: /嵩明花农合作社/ }));
    await userEvent.click(sheet().getByRole('button', { name: '加入购物车' }));
    await expect(sheet().queryByRole('listitem', { name: '满天星' })).toBeNull();
    await expect(row('黑魔术').getByRole('alert')).toHaveTextContent('库存已变化，请稍后再试');
    await expect(row('卡罗拉').getByRole('radio', { name: /呈贡玫瑰园/ })).toBeChecked();
    await expect(row('黑魔术').getByRole('radio', { name: /嵩明花农合作社/ })).toBeChecked();
    await userEvent.click(sheet().getByRole('button', { name: '加入购物车' }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith([
      { key: '9101', stockId: 302, batches: 21, session: 'C' },
      { key: '9102', stockId: 312, batches: 10, session: 'C' },
    ]);
  },
};
