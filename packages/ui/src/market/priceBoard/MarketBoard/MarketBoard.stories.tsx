import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { marketForms, marketRows } from '../fixtures';
import { MarketBoard } from './MarketBoard';

const meta = {
  title: 'PriceBoard/MarketBoard',
  component: MarketBoard,
  args: {
    day: '2026-11-28',
    forms: marketForms,
    rows: marketRows,
    filter: { form: null, grade: '', q: '', sort: 'volume' },
    onFilterChange: fn(),
    onNavigate: fn(),
    hrefOf: (row) => `/market/${row.flwCode}?grade=${row.levelName}`,
  },
} satisfies Meta<typeof MarketBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A day's board: each row the average per 扎 large, lowest and highest, per 枝, the change against the day before and
 * the week before (▲ red up, ▼ green down, 持平, — with no trade then) and the bundles traded.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const board = within(canvasElement);
    const rows = board.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    const carola = within(rows[0]!);
    await expect(carola.getByText('¥24.60')).toBeVisible();
    await expect(carola.getByText('最低 ¥22.00 · 最高 ¥28.00')).toBeVisible();
    await expect(carola.getByText('成交 1,280 扎')).toBeVisible();
    await expect(carola.getByText(/较前日/)).toHaveTextContent('较前日 ▲+5.2%');
    await expect(within(rows[3]!).getByText(/较前日/)).toHaveTextContent('较前日 —');
    await userEvent.click(carola.getByRole('link', { name: '卡罗拉' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/market/MG0001?grade=A');
  },
};

/** Filters: a form, a grade, a search (sent with 搜索) and the sorts 成交量 / 涨幅 / 跌幅. */
export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const board = within(canvasElement);
    await userEvent.selectOptions(board.getByRole('combobox', { name: '花型' }), '玫瑰');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ form: 1, grade: '', q: '', sort: 'volume' });
    await userEvent.selectOptions(board.getByRole('combobox', { name: '等级' }), 'A级');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ form: null, grade: 'A', q: '', sort: 'volume' });
    await userEvent.type(board.getByRole('textbox', { name: '品种' }), '卡罗拉');
    await userEvent.click(board.getByRole('button', { name: '搜索' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ form: null, grade: '', q: '卡罗拉', sort: 'volume' });
    await userEvent.click(board.getByRole('tab', { name: '涨幅' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ form: null, grade: '', q: '', sort: 'rise' });
  },
};

/** Today has no trade yet: the latest day's board, saying so. */
export const NotToday: Story = {
  args: { notToday: true, rows: marketRows.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('今日暂无成交，显示 11月28日 的行情')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('当日暂无成交')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { rows: [], filter: { form: null, grade: 'D', q: '', sort: 'volume' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('没有符合条件的成交')).toBeVisible();
  },
};

export const Loading: Story = { args: { rows: undefined } };

export const LoadError: Story = {
  args: { rows: undefined, loadError: '网络异常，请稍后再试', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
