import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupplierSettlements } from './SupplierSettlements';
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

/** A confirmed week and a paid one: sales, charge-backs, commission and what the market owes; the paid one its bank reference. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const week = within(canvas.getByRole('listitem', { name: '结算 2026-11-10 至 2026-11-16' }));
    await expect(week.getByText('已确认')).toBeVisible();
    await expect(week.getByText('¥2989.30')).toBeVisible();
    const paid = within(canvas.getByRole('listitem', { name: '结算 2026-11-03 至 2026-11-09' }));
    await expect(paid.getByText(/银行流水 HX20261110001/)).toBeVisible();
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
