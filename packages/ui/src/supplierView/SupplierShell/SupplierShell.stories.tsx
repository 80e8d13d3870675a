import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Fen } from '@huashi/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupplierShell } from './SupplierShell';
import { SupplierClaims } from '../SupplierClaims';
import { SupplierDay } from '../SupplierDay';
import { SupplierSettlements } from '../SupplierSettlements';
import { SUPPLIER_CLAIMS, SUPPLIER_LOTS, SUPPLIER_SELF, SUPPLIER_SETTLEMENTS, SUPPLIER_TODAY } from '../fixtures';
import { expectNoSidewaysScroll } from '../../internal/storyChecks';

const meta = {
  title: 'Supplier/SupplierShell',
  component: SupplierShell,
  parameters: { layout: 'fullscreen' },
  args: { supplier: SUPPLIER_SELF, tab: 'day', onTabChange: fn(), onLogout: fn(), children: null },
} satisfies Meta<typeof SupplierShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (
  <SupplierDay
    day={SUPPLIER_TODAY}
    today={SUPPLIER_TODAY}
    firstDay="2026-08-17"
    onDayChange={fn()}
    lots={SUPPLIER_LOTS}
    soldBundles={82}
    soldAmountFen={200_160 as Fen}
  />
);

/** The page a supplier opens on its phone: today's lots and sales. */
export const Today: Story = {
  args: { children: day },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /呈贡斗南花农合作社/ })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '批次与销售' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '理赔' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('claims');
    await userEvent.click(canvas.getByRole('button', { name: '退出' }));
    await expect(args.onLogout).toHaveBeenCalled();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Claims: Story = { args: { tab: 'claims', children: <SupplierClaims claims={SUPPLIER_CLAIMS} /> } };

export const Settlements: Story = {
  args: { tab: 'settlements', children: <SupplierSettlements settlements={SUPPLIER_SETTLEMENTS} /> },
};

export const LoggingOut: Story = { args: { children: day, loggingOut: true } };
