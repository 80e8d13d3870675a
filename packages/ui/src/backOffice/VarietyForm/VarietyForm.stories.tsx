import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VarietyForm, VarietyList } from './VarietyForm';
import { STOCK_CATEGORIES, STOCK_VARIETY_ROWS } from '../stockFixtures';

const meta = {
  title: 'Admin/VarietyForm',
  component: VarietyForm,
  args: { open: true, categories: STOCK_CATEGORIES, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof VarietyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const FieldsAreChecked: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '新增品种' }));
    await userEvent.type(dialog.getByLabelText('品种编号'), 'MG0100');
    await userEvent.type(dialog.getByLabelText('每扎重量（公斤）'), '1.2345');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('品种编号须为两个大写字母、横线和4位数字，如 MG-0001')).toBeVisible();
    await expect(dialog.getByText('请填写品种名称')).toBeVisible();
    await expect(dialog.getByLabelText('分类')).toHaveAccessibleDescription('请选择分类');
    await expect(dialog.getByText('每扎重量须为大于 0 的公斤数，最多三位小数，不超过 50 公斤')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Creates: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('品种编号'), 'MG-0100');
    await userEvent.type(dialog.getByLabelText('品种名称'), '红宝石');
    await userEvent.selectOptions(dialog.getByLabelText('分类'), '玫瑰 · 红色系');
    await userEvent.type(dialog.getByLabelText('每扎枝数'), '20');
    await userEvent.type(dialog.getByLabelText('每扎重量（公斤）'), '1.3');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ flwCode: 'MG-0100', name: '红宝石', categoryId: '1', stemsPerBunch: '20', weightKg: '1.3' }),
      expect.anything(),
    );
  },
};

export const Edit: Story = { args: { editing: STOCK_VARIETY_ROWS[0] } };

export const CodeTaken: Story = { args: { serverError: '该品种编号已存在' } };

const listArgs = { rows: STOCK_VARIETY_ROWS, total: 2, page: 1, pageSize: 20, onPageChange: fn(), onEdit: fn() };

export const List: StoryObj<typeof VarietyList> = { render: () => <VarietyList {...listArgs} /> };
export const ListEmpty: StoryObj<typeof VarietyList> = { render: () => <VarietyList {...listArgs} rows={[]} total={0} /> };
export const ListLoading: StoryObj<typeof VarietyList> = { render: () => <VarietyList {...listArgs} rows={[]} total={0} loading /> };
export const ListFailed: StoryObj<typeof VarietyList> = {
  render: () => <VarietyList {...listArgs} rows={[]} total={0} error="品种加载失败，请稍后再试" onRetry={fn()} />,
};
export const ListMany: StoryObj<typeof VarietyList> = {
  render: () => (
    <VarietyList
      {...listArgs}
      total={140}
      rows={Array.from({ length: 20 }, (_, i) => ({ ...STOCK_VARIETY_ROWS[i % 2]!, flwCode: `MG-${String(100 + i).padStart(4, '0')}` }))}
    />
  ),
};
