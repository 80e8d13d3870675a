import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupplierSettlements } from './SupplierSettlements';
import type { Fen } from '@huashi/domain';
import { SUPPLIER_SETTLEMENTS } from '../fixtures';
import { inStoryFrame } from '../../internal/StoryLayout';
import { expectNoSidewaysScroll } from '../../internal/storyChecks';

const meta = {
  title: 'Supplier/SupplierSettlements',
  component: SupplierSettlements,
  args: { settlements: SUPPLIER_SETTLEMENTS },
  decorators: [inStoryFrame('panel')],
} satisfies Meta<typeof SupplierSettlements>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A confirmed week and a paid one: sales, charge-backs, commission and what the market owes; the paid one its bank
 * reference, and no 理赔扣款 or 佣金 line, as it had none.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const week = within(canvas.getByRole('listitem', { name: '结算 2026-11-10 至 2026-11-16' }));
    await expect(week.getByText('已确认')).toBeVisible();
    await expect(week.getByText('¥2989.30')).toBeVisible();
    const paid = within(canvas.getByRole('listitem', { name: '结算 2026-11-03 至 2026-11-09' }));
    await expect(paid.getByText(/银行流水 HX20261110001/)).toBeVisible();
    // A week without charge-backs or commission has no line for them (never -¥0.00); the week with them shows both.
    await expect(paid.queryByText('理赔扣款')).toBeNull();
    await expect(paid.queryByText('佣金')).toBeNull();
    await expect(paid.queryByText('-¥0.00')).toBeNull();
    await expect(week.getByText('理赔扣款')).toBeVisible();
    await expect(week.getByText('-¥34.00')).toBeVisible();
    await expect(week.getByText('-¥93.30')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * Why the amount is what it is: an earlier day's order paid late (往期补结), an item cancelled after it was paid taken
 * back (往期冲回) and an earlier shortfall (上期结欠); 下载结算单 on each card (the page gives it).
 */
export const LateLinesAndDownload: Story = {
  args: {
    settlements: [
      {
        ...SUPPLIER_SETTLEMENTS[0]!,
        salesFen: 311_600 as Fen,
        lateFen: 8_560 as Fen,
        reversedFen: -4_280 as Fen,
        carriedFen: -1_250 as Fen,
        owedFen: 297_620 as Fen,
      },
      SUPPLIER_SETTLEMENTS[1]!,
    ],
    onDownload: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const week = within(canvas.getByRole('listitem', { name: '结算 2026-11-10 至 2026-11-16' }));
    await expect(week.getByText('其中 往期补结')).toBeVisible();
    await expect(week.getByText('¥85.60')).toBeVisible();
    await expect(week.getByText('其中 往期冲回')).toBeVisible();
    await expect(week.getByText('-¥42.80')).toBeVisible();
    await expect(week.getByText('上期结欠')).toBeVisible();
    await expect(week.getByText('-¥12.50')).toBeVisible();
    await expect(week.getByText('¥2976.20')).toBeVisible();
    const paid = within(canvas.getByRole('listitem', { name: '结算 2026-11-03 至 2026-11-09' }));
    await expect(paid.queryByText('上期结欠')).toBeNull();
    await userEvent.click(paid.getByRole('button', { name: '下载结算单' }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 24 }));
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Empty: Story = {
  args: { settlements: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无已确认的结算单')).toBeVisible();
  },
};

export const Loading: Story = { args: { settlements: [], loading: true } };

export const Failed: Story = {
  args: { settlements: [], error: '加载失败，请稍后再试', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
