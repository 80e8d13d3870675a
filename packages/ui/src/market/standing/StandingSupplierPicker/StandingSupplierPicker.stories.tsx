import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StandingSupplierPicker, type StandingSupplierQuery } from './StandingSupplierPicker';

const DOUNAN = { supplierId: 'A1001', supplierName: '呈贡斗南花卉种植专业合作社' };
const JINNING = { supplierId: 'B2003', supplierName: '晋宁花农联合社' };

const meta = {
  title: 'Standing/StandingSupplierPicker',
  component: StandingSupplierPicker,
  args: {
    flwCode: 'KLL',
    flwName: '卡罗拉',
    value: null,
    onChange: fn(),
    findSuppliers: fn(async ({ keyword }: StandingSupplierQuery) =>
      [DOUNAN, JINNING].filter((s) => !keyword || s.supplierName.includes(keyword) || s.supplierId.includes(keyword)),
    ),
  },
} satisfies Meta<typeof StandingSupplierPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No preference (不限): 选择供应商 lists the variety's suppliers by name; a tap picks one. */
export const NoPreference: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('不限')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '选择供应商' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '选择卡罗拉的优先供应商' });
    await expect(args.findSuppliers).toHaveBeenCalledWith({ flwCode: 'KLL', keyword: '', session: null, levelName: '' });
    await userEvent.click(await within(dialog).findByRole('button', { name: '晋宁花农联合社（B2003）' }));
    await expect(args.onChange).toHaveBeenCalledWith(JINNING);
  },
};

/** A supplier preferred: its name and number; 更换 picks another, 不限 clears it. */
export const Chosen: Story = {
  args: { value: DOUNAN },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('呈贡斗南花卉种植专业合作社（A1001）')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '不限' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByRole('button', { name: '更换' })).toBeEnabled();
  },
};

/** The search open (a bottom sheet on the phone): the variety's suppliers by name, the preferred one marked. */
export const Searching: Story = {
  args: { value: JINNING, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '选择卡罗拉的优先供应商' });
    await expect(await within(dialog).findByRole('button', { name: '晋宁花农联合社（B2003）', pressed: true })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '呈贡斗南花卉种植专业合作社（A1001）', pressed: false })).toBeVisible();
  },
};

/** No variety chosen yet: nothing to look through, the button waits. */
export const NoVariety: Story = {
  args: { flwCode: '', flwName: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '选择供应商' })).toBeDisabled();
    await expect(canvas.getByText('先选择品种，再选供应商')).toBeVisible();
  },
};

/** The search failed (no network): said, with 重试. */
export const SearchFailed: Story = {
  args: {
    findSuppliers: fn(async (_query: StandingSupplierQuery): Promise<(typeof DOUNAN)[]> => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '选择供应商' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(await within(dialog).findByText(/查找失败，请重试/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '重试' }));
    await expect(args.findSuppliers).toHaveBeenCalledTimes(2);
  },
};
