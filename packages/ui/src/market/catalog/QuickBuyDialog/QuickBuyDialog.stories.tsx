import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickBuyDialog } from './QuickBuyDialog';
import type { SupplierRowData } from '../SupplierRow';
import { prices } from '../../../fixtures';
import { supplierRows } from '../fixtures';

const rows: SupplierRowData[] = supplierRows.map((r) => ({
  ...r,
  salePriceFen: r.salePrice,
  memberPriceFen: r.memberPrice,
  activityRuleText: r.activity,
  feeBoxFen: r.feeBox,
}));

const meta = {
  title: 'Catalog/QuickBuyDialog',
  component: QuickBuyDialog,
  args: {
    open: true,
    onClose: fn(),
    productName: '卡罗拉',
    rows,
    balanceFen: prices.balance,
    onBuyNow: fn(),
    onAddToCart: fn(),
    onRefuse: fn(),
  },
} satisfies Meta<typeof QuickBuyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const row = within(body.getByRole('article', { name: 'B2031 晋宁花卉经纪·老张' }));
    await userEvent.click(row.getByRole('button', { name: '立即购买' }));
    await expect(args.onBuyNow).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), 1);
  },
};

export const Loading: Story = { args: { rows: undefined, balanceFen: undefined } };

export const Empty: Story = { args: { rows: [] } };
