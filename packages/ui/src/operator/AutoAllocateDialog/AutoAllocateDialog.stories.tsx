import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AutoAllocateDialog } from './AutoAllocateDialog';

const CATEGORIES = [
  { cateId: '11', cateName: '玫瑰' },
  { cateId: '12', cateName: '康乃馨' },
];
const LEVELS = ['A', 'B', 'C', 'D'];

const meta = {
  title: 'Operator/AutoAllocateDialog',
  component: AutoAllocateDialog,
  args: { open: true, onClose: fn(), onSubmit: fn(), onCancelled: fn(), categories: CATEGORIES, levels: LEVELS },
} satisfies Meta<typeof AutoAllocateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement, name = '自动调配') =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));

/** The defaults of §9: 1 bundle, 全部, 清空, supplier type A. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByLabelText('调配数量（扎）')).toHaveValue('1');
    await expect(dialog.getByLabelText('调配范围')).toHaveValue('0');
    await expect(dialog.getByLabelText('调配购物车')).toHaveValue('1');
    await expect(dialog.getByLabelText('供应商类型')).toHaveValue('A');
  },
};

/** 10 bundles of grade A roses: no question asked. */
export const Allocates: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.clear(dialog.getByLabelText('调配数量（扎）'));
    await userEvent.type(dialog.getByLabelText('调配数量（扎）'), '10');
    await userEvent.selectOptions(dialog.getByLabelText('调配范围'), '非调入');
    await userEvent.selectOptions(dialog.getByLabelText('品类'), '玫瑰');
    await userEvent.selectOptions(dialog.getByLabelText('等级'), 'A');
    await userEvent.click(dialog.getByRole('button', { name: '开始调配' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ num: 10, type: 2, clear: 1, temp: 'A', cateId: '11', levelName: 'A' });
  },
};

/** No quantity: 请输入调配数量. */
export const QuantityRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.clear(dialog.getByLabelText('调配数量（扎）'));
    await userEvent.click(dialog.getByRole('button', { name: '开始调配' }));
    await expect(await dialog.findByText('请输入调配数量')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 0 bundles is no quantity (it would allocate nothing, and with 清空 empty the cart): 请输入调配数量. */
export const ZeroIsNoQuantity: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.clear(dialog.getByLabelText('调配数量（扎）'));
    await userEvent.type(dialog.getByLabelText('调配数量（扎）'), '0');
    await userEvent.click(dialog.getByRole('button', { name: '开始调配' }));
    await expect(await dialog.findByText('请输入调配数量')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Opened while the goods list shows supplier type C: the dialog starts on C, not A. */
export const FollowsTheListsSupplierType: Story = {
  args: { defaults: { supplierType: 'C' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByLabelText('供应商类型')).toHaveValue('C');
  },
};

/** No category or grade: 未选择品类或等级, 是否继续? — 取消 calls nothing, 继续 allocates. */
export const AsksWithoutCategoryOrGrade: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    let dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '开始调配' }));
    await expect(await body.findByText('未选择品类或等级, 是否继续?')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: '取消' }));
    await expect(args.onCancelled).toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '开始调配' }));
    await userEvent.click(await body.findByRole('button', { name: '继续' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ num: 1, type: 0, clear: 1, temp: 'A', cateId: '', levelName: '' });
  },
};

/**
 * A grade and a category picked from the page info's defaults can be undone (全部等级 / 全部品类 are real choices), and
 * 供应商类型 is the supplier type sent as temp — a grade goes in levelName, never in temp.
 */
export const UndoChoices: Story = {
  args: { defaults: { cateId: '11', levelName: 'A' } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByLabelText('等级')).toHaveValue('A');
    await userEvent.selectOptions(dialog.getByLabelText('等级'), '全部等级');
    await userEvent.selectOptions(dialog.getByLabelText('品类'), '全部品类');
    await userEvent.selectOptions(dialog.getByLabelText('供应商类型'), 'C 底价供应');
    await userEvent.click(dialog.getByRole('button', { name: '开始调配' }));
    await userEvent.click(await body.findByRole('button', { name: '继续' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ num: 1, type: 0, clear: 1, temp: 'C', cateId: '', levelName: '' });
  },
};

/** The page info's auto defaults fill category and grade. */
export const PageDefaults: Story = { args: { defaults: { cateId: '11', levelName: 'A' } } };

export const Pending: Story = { args: { defaults: { cateId: '11', levelName: 'A' }, pending: true } };

export const RefusedByServer: Story = { args: { serverError: '没有可调配的库存' } };

export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

export const Closed: Story = { args: { open: false } };
