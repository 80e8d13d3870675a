import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AllocationTable, isSoldOut, type AllocationSort, type AllocationTableProps } from './AllocationTable';
import { LONG_TEXT_LOTS, ONE_LOT, allocationStockRows } from '../operatorFixtures';
import { tableReadingProblems } from '../../primitives/DataTable/readingProblems';
import { expectNoSidewaysScroll } from '../../internal/storyChecks';

const HUNDRED = allocationStockRows(100);
const TEN_THOUSAND = allocationStockRows(10_000);

const meta = {
  title: 'Operator/AllocationTable',
  component: AllocationTable,
  args: {
    rows: [ONE_LOT],
    sort: null,
    onSortChange: fn(),
    selected: [],
    onSelectionChange: fn(),
    bundles: {},
    onBundlesChange: fn(),
    canEditCoefficient: true,
    onCoefficientChange: fn(),
  },
} satisfies Meta<typeof AllocationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table with its sort, selection and bundles kept, as the page keeps them. */
function Keeping(props: AllocationTableProps) {
  const [sort, setSort] = useState<AllocationSort>(props.sort);
  const [selected, setSelected] = useState<number[]>([...props.selected]);
  const [bundles, setBundles] = useState<Record<number, number>>({ ...props.bundles });
  return (
    <AllocationTable
      {...props}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
      }}
      selected={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        props.onSelectionChange(ids);
      }}
      bundles={bundles}
      onBundlesChange={(id, n) => {
        setBundles((old) => ({ ...old, [id]: n }));
        props.onBundlesChange(id, n);
      }}
    />
  );
}

/** One lot: sale price ¥1.20 + ¥0.30 = 1.50, default 12 bundles (240 stems ÷ 20), 35-40cm … as the maps say. */
export const OneLot: Story = {
  render: (args) => <Keeping {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.50')).toBeVisible();
    await expect(canvas.getByText('55-60cm')).toBeVisible();
    await expect(canvas.getByText('1-2度')).toBeVisible();
    const bundles = canvas.getByLabelText('卡罗拉 A1001 购买扎数');
    await expect(bundles).toHaveValue('12');
    await userEvent.clear(bundles);
    await userEvent.type(bundles, '5');
    // Taken on Enter (or when the cell loses the focus), not key by key.
    await expect(args.onBundlesChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBundlesChange).toHaveBeenLastCalledWith(501, 5);
    await userEvent.type(bundles, '0');
    // 50 is above the 12 bundles in stock: shown as 12 with 不能再多啦, and 12 is what leaving the cell takes.
    await expect(canvas.getByRole('alert')).toHaveTextContent('不能再多啦');
    await expect(bundles).toHaveValue('12');
    await userEvent.tab();
    await expect(args.onBundlesChange).toHaveBeenLastCalledWith(501, 12);
    await expect(args.onBundlesChange).toHaveBeenCalledTimes(2);
    await expect(bundles).toHaveValue('12');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** With editDifferAmount the coefficient is an input; a new coefficient is reported in fen. */
export const EditCoefficient: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const coefficient = canvas.getByLabelText('卡罗拉 A1001 商品系数（元）');
    await userEvent.clear(coefficient);
    await userEvent.type(coefficient, '0.55{Enter}');
    await expect(args.onCoefficientChange).toHaveBeenCalledWith(501, 55);
    // Escape gives up a typed coefficient: the cell shows the lot's again and leaving it changes nothing.
    await userEvent.clear(coefficient);
    await userEvent.type(coefficient, '7{Escape}');
    await expect(coefficient).toHaveValue('0.30');
    await userEvent.tab();
    await expect(args.onCoefficientChange).toHaveBeenCalledTimes(1);
  },
};

const CHEAP_LOT = { ...ONE_LOT, sourcePriceFen: 78 };

/**
 * The sale price (settlement ¥0.78 + coefficient) is never below the settlement price (issue 26): −1 and −0.01 are
 * refused with 不能低于结算价¥0.78 under the input, text that is not a price with 请输入正确的价格; the lot keeps its
 * coefficient (0.30) and the sale price stays 1.08; 0 (→ 0.78, the settlement price) is taken and clears the message.
 */
export const CoefficientRefused: Story = {
  args: { rows: [CHEAP_LOT] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const coefficient = canvas.getByLabelText('卡罗拉 A1001 商品系数（元）');
    await userEvent.clear(coefficient);
    await userEvent.type(coefficient, '-1{Enter}');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('不能低于结算价¥0.78');
    await expect(coefficient).toHaveAttribute('aria-describedby', alert.id);
    await expect(coefficient).toHaveValue('0.30');
    await expect(canvas.getByText('1.08')).toBeVisible();
    await userEvent.clear(coefficient);
    await userEvent.type(coefficient, '-0.01{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('不能低于结算价¥0.78');
    await expect(args.onCoefficientChange).not.toHaveBeenCalled();

    await userEvent.clear(coefficient);
    await userEvent.type(coefficient, '1.2.3');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入正确的价格');
    await expect(coefficient).toHaveValue('0.30');
    await expect(args.onCoefficientChange).not.toHaveBeenCalled();

    await userEvent.clear(coefficient);
    await userEvent.type(coefficient, '0{Enter}');
    await expect(args.onCoefficientChange).toHaveBeenLastCalledWith(501, 0);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(coefficient).not.toHaveAttribute('aria-describedby');
  },
};

/** The refusal as it stays beside the input after the cell lost the focus. */
export const CoefficientRefusedMessage: Story = {
  args: { rows: [CHEAP_LOT] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const coefficient = canvas.getByLabelText('卡罗拉 A1001 商品系数（元）');
    await userEvent.clear(coefficient);
    await userEvent.type(coefficient, '-1');
    await userEvent.tab();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('不能低于结算价¥0.78');
    // The whole message shows under the input (not cut by the column's width), both inside the row.
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
    const row = alert.closest('[role="row"]')!.getBoundingClientRect();
    const input = coefficient.getBoundingClientRect();
    const message = alert.getBoundingClientRect();
    await expect(input.top).toBeGreaterThanOrEqual(row.top);
    await expect(message.top).toBeGreaterThanOrEqual(input.bottom);
    await expect(message.bottom).toBeLessThanOrEqual(row.bottom);
  },
};

/** Without the permission the coefficient is plain text. */
export const NoPermission: Story = {
  args: { canEditCoefficient: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('卡罗拉 A1001 商品系数（元）')).toBeNull();
    await expect(canvas.getByText('0.30')).toBeVisible();
  },
};

/**
 * Types `text` key by key into 卡罗拉's 购买扎数: `message` shows, tied to the input (aria-invalid, aria-describedby);
 * leaving the cell shows the lot's 12 again, without the message, and nothing was reported.
 */
const refusedBundles =
  (text: string, message: string): Story['play'] =>
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bundles = canvas.getByLabelText('卡罗拉 A1001 购买扎数');
    await expect(bundles).toHaveValue('12');
    await userEvent.clear(bundles);
    await userEvent.type(bundles, text);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(message);
    await expect(bundles).toHaveAttribute('aria-invalid', 'true');
    await expect(bundles).toHaveAttribute('aria-describedby', alert.id);
    await userEvent.tab();
    await expect(args.onBundlesChange).not.toHaveBeenCalled();
    await expect(bundles).toHaveValue('12');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(bundles).not.toHaveAttribute('aria-describedby');
  };

/**
 * 购买扎数 holds whole bundles: "2.5" typed key by key is refused with 购买扎数须为整数 (never read as 25, nor 2 taken on
 * the way); the lot keeps its 12, which the cell shows again once it loses the focus.
 */
export const NotWholeBundles: Story = { render: (args) => <Keeping {...args} />, play: refusedBundles('2.5', '购买扎数须为整数') };

/** A negative number of bundles ("-1") is below the minimum: 不能再少啦; the lot keeps its bundles. */
export const NegativeBundles: Story = { render: (args) => <Keeping {...args} />, play: refusedBundles('-1', '不能再少啦') };

/** 0 bundles: 数量不能为零, and the lot keeps its last whole number (a cleared cell changes nothing). */
export const ZeroBundles: Story = { render: (args) => <Keeping {...args} />, play: refusedBundles('0', '数量不能为零') };

/**
 * A value set at once, as Playwright's `fill` and a paste do (select the cell's text, insert the new text: one input
 * event, no keystroke by keystroke) — the same messages and outcome as typing it: "2.5" → 购买扎数须为整数, the lot keeps
 * its bundles (12); "9999" → 不能再多啦 and the cell shows its 12 in stock; "0" → 数量不能为零. The message stays while
 * the cell has the focus; leaving the cell shows the lot's bundles again (as after typing).
 */
export const FilledAtOnce: Story = {
  render: (args) => <Keeping {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bundles = canvas.getByLabelText<HTMLInputElement>('卡罗拉 A1001 购买扎数');
    /** Playwright's fill: focus, select all, insert the text (Chromium's insertText: one beforeinput and one input). */
    const fillAtOnce = (text: string) => {
      bundles.focus();
      bundles.select();
      canvasElement.ownerDocument.execCommand('insertText', false, text);
    };

    fillAtOnce('2.5');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('购买扎数须为整数'));
    await expect(bundles).toHaveValue('2.5');
    await expect(bundles).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onBundlesChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(bundles).toHaveValue('12');
    await expect(canvas.queryByRole('alert')).toBeNull();

    fillAtOnce('9999');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('不能再多啦'));
    await expect(bundles).toHaveValue('12');
    await expect(args.onBundlesChange).not.toHaveBeenCalledWith(501, 9999);

    fillAtOnce('0');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('数量不能为零'));
    await expect(args.onBundlesChange).not.toHaveBeenCalledWith(501, 0);

    // A paste into the selected text: the same.
    bundles.select();
    await userEvent.paste('3.5');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('购买扎数须为整数'));
    await expect(bundles).toHaveValue('3.5');
    fillAtOnce('7');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await userEvent.tab();
    await expect(args.onBundlesChange).toHaveBeenLastCalledWith(501, 7);
    await expect(bundles).toHaveValue('7');

    // Escape leaves the lot's number as it was.
    fillAtOnce('3');
    await userEvent.keyboard('{Escape}');
    await expect(bundles).toHaveValue('7');
    await userEvent.tab();
    await expect(args.onBundlesChange).not.toHaveBeenCalledWith(501, 3);
  },
};

const SOLD_OUT = { ...ONE_LOT, id: 502, supplierId: 'A1002', supplierName: '斗南花农李四', nowStock: 0 };

/** A sold-out lot (stock 0) is greyed out: its checkbox and bundles are disabled, and select-all leaves it out. */
export const SoldOut: Story = {
  args: { rows: [ONE_LOT, SOLD_OUT] },
  render: (args) => <Keeping {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: '选择 卡罗拉 A1002 3-12-05' });
    await expect(box).toBeDisabled();
    await expect(box.closest('[role="row"]')).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByLabelText('卡罗拉 A1002 购买扎数')).toBeDisabled();
    // With the coefficient permission, the sold-out lot's coefficient is shown, not editable; the other lot's is.
    await expect(canvas.queryByLabelText('卡罗拉 A1002 商品系数（元）')).toBeNull();
    await expect(canvas.getByLabelText('卡罗拉 A1001 商品系数（元）')).toBeEnabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([501]);
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBeChecked();
  },
};

/**
 * Issue 26: the market's longest names and defects read whole — the supplier (code, then name) and the defect wrap onto
 * a second line rather than being cut, 编码 · 位置 sit under the name, 开度 under 长度, 结算价 under 销售价, 枝/扎 under
 * 库存 — and no header is cut or overlaps another: at 1024 px (here) and at 1366 px (the visual walker's wide shot).
 */
export const LongTexts: Story = {
  args: { rows: [...LONG_TEXT_LOTS, ...HUNDRED.slice(0, 6)] },
  globals: { viewport: { value: 'desk1024', isRotated: false } },
  parameters: { visual: { wide: true } },
  play: async ({ canvasElement }) => {
    await canvasElement.ownerDocument.fonts.ready;
    const grid = within(canvasElement).getByRole('grid', { name: '商品列表' });
    await expect(tableReadingProblems(grid, ['商品名称', '供应商', '瑕疵', '长度', '销售价', '库存'])).toEqual([]);
    // The page does not scroll sideways, nor does the table inside its box: every column is on screen.
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    const row = within(grid).getByRole('row', { name: /呈贡斗南花卉种植专业合作社/ });
    await expect(within(row).getByText('花瓣边缘轻微焦边')).toBeVisible();
    await expect(within(row).getByText('MX-0086 · 9-28-08')).toBeVisible();
  },
};

/** A page of 100 lots: select-all takes every lot of the page (but the sold-out ones); a header sorts by its field. */
export const HundredRows: Story = {
  args: { rows: HUNDRED },
  parameters: { visual: { wide: true } },
  render: (args) => <Keeping {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(HUNDRED.filter((r) => !isSoldOut(r)).map((r) => r.id));
    await userEvent.click(canvas.getByRole('button', { name: '销售价' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'salePrice', direction: 'asc' });
    await userEvent.click(canvas.getByRole('button', { name: '销售价' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'salePrice', direction: 'desc' });
  },
};

/**
 * A value typed in a cell whose row then scrolls out of the virtual window (its cell unmounts, focus and all) is given
 * as leaving the cell would: 购买扎数 and 商品系数 alike.
 */
export const TypedThenScrolledAway: Story = {
  args: { rows: HUNDRED },
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: '商品列表' });
    const index = HUNDRED.findIndex((row) => !isSoldOut(row) && row.buyTemp !== 1);
    const first = HUNDRED[index]!;
    /** The cell of the lot's row (labels repeat: several lots share a variety and supplier). */
    const cell = (label: string) => {
      const row = grid.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
      if (!row) throw new Error('row not rendered');
      return within(row).getByLabelText(`${first.flwName} ${first.supplierId} ${label}`);
    };
    /** Types into the cell, scrolls its row out of the window and back: the report comes only then. */
    const typeThenScrollAway = async (label: string, text: string, report: unknown) => {
      const input = cell(label);
      await userEvent.clear(input);
      await userEvent.type(input, text);
      await expect(report).not.toHaveBeenCalled();
      grid.scrollTop = grid.scrollHeight;
      await waitFor(() => expect(input.isConnected).toBe(false));
      grid.scrollTop = 0;
      await waitFor(() => expect(grid.querySelector(`[data-row-index="${index}"]`)).not.toBeNull());
    };
    await typeThenScrollAway('购买扎数', '1', args.onBundlesChange);
    await expect(args.onBundlesChange).toHaveBeenCalledWith(first.id, 1);
    await typeThenScrollAway('商品系数（元）', '0.5', args.onCoefficientChange);
    await expect(args.onCoefficientChange).toHaveBeenCalledWith(first.id, 50);
  },
};

/** Some lots selected and some bundles changed. */
export const Selection: Story = {
  args: { rows: HUNDRED, selected: [HUNDRED[1]!.id, HUNDRED[2]!.id, HUNDRED[4]!.id], bundles: { [HUNDRED[1]!.id]: 3 } },
};

/** 10,000 lots: only the visible rows are in the page. */
export const TenThousandRows: Story = {
  args: { rows: TEN_THOUSAND, sort: { field: 'nowStock', direction: 'desc' } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: '商品列表' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
  },
};

export const Empty: Story = { args: { rows: [] } };

export const Loading: Story = { args: { rows: [], loading: true } };

export const LoadFailed: Story = { args: { rows: [], error: '商品加载失败，请稍后再试', onRetry: fn() } };

/** At phone width the table scrolls sideways inside its own box; the page does not. */
export const Phone: Story = {
  args: { rows: HUNDRED },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};
