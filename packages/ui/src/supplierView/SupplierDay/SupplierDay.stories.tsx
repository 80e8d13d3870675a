import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Fen } from '@huashi/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupplierDay } from './SupplierDay';
import { SUPPLIER_LOTS, SUPPLIER_TODAY } from '../fixtures';
import { inStoryFrame } from '../../internal/StoryLayout';
import { expectNoSidewaysScroll } from '../../internal/storyChecks';

const meta = {
  title: 'Supplier/SupplierDay',
  component: SupplierDay,
  args: {
    day: SUPPLIER_TODAY,
    today: SUPPLIER_TODAY,
    firstDay: '2026-08-17',
    onDayChange: fn(),
    lots: SUPPLIER_LOTS,
    soldBundles: 82,
    soldAmountFen: 200_160 as Fen,
  },
  decorators: [inStoryFrame('panel')],
} satisfies Meta<typeof SupplierDay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today: each lot with stock, sold and the prices it sold at; a lot without sales says so. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/今天 共售出/)).toBeVisible();
    const carola = within(canvas.getByRole('listitem', { name: '卡罗拉 A 55-60cm' }));
    await expect(carola.getByText('28 扎')).toBeVisible();
    await expect(carola.getByText('52 扎')).toBeVisible();
    await expect(carola.getByText('成交 ¥1.20/枝 × 40 扎')).toBeVisible();
    await expect(carola.getByText('成交 ¥1.14/枝 × 12 扎')).toBeVisible();
    await expect(within(canvas.getByRole('listitem', { name: '雪山 B 45-50cm' })).getByText('暂无成交')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** The date picker asks for another day; 今天 comes back. */
export const PastDay: Story = {
  args: { day: '2026-11-16' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/2026-11-16 共售出/)).toBeVisible();
    await expect(canvas.getByLabelText('日期')).toHaveAttribute('max', SUPPLIER_TODAY);
    await userEvent.click(canvas.getByRole('button', { name: '今天' }));
    await expect(args.onDayChange).toHaveBeenCalledWith(SUPPLIER_TODAY);
  },
};

export const Empty: Story = {
  args: { lots: [], soldBundles: 0, soldAmountFen: 0 as Fen },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('今天没有您的批次')).toBeVisible();
  },
};

export const Loading: Story = { args: { lots: [], loading: true } };

export const Failed: Story = {
  args: { lots: [], error: '加载失败，请稍后再试', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const DayRefused: Story = { args: { day: '2026-11-16', lots: [], error: '只能查看最近92天', onRetry: fn() } };
