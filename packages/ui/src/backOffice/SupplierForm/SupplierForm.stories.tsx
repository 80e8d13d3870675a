import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupplierAccountForm, SupplierForm, SupplierList } from './SupplierForm';
import { STOCK_SUPPLIER_ROWS } from '../stockFixtures';

const meta = {
  title: 'Admin/SupplierForm',
  component: SupplierForm,
  args: { open: true, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof SupplierForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const FieldsAreChecked: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '新增供应商' }));
    await userEvent.selectOptions(dialog.getByLabelText('类型'), 'C 底价供应');
    await userEvent.type(dialog.getByLabelText('供应商编号'), 'A1234');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('供应商编号的首字母须与类型一致')).toBeVisible();
    await expect(dialog.getByText('请填写供应商名称')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Rename: Story = {
  args: { editing: STOCK_SUPPLIER_ROWS[0] },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '修改供应商' }));
    const name = dialog.getByLabelText('供应商名称');
    await userEvent.clear(name);
    await userEvent.type(name, '呈贡斗南花农合作社（二社）');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ type: 'A', id: 'A1001', name: '呈贡斗南花农合作社（二社）' }, expect.anything());
  },
};

export const CodeTaken: Story = { args: { serverError: '该供应商编号已存在' } };

export const Pending: Story = { args: { pending: true } };

const listArgs = { rows: STOCK_SUPPLIER_ROWS, total: 4, page: 1, pageSize: 20, onPageChange: fn(), onEdit: fn(), onAccount: fn() };

export const List: StoryObj<typeof SupplierList> = { render: () => <SupplierList {...listArgs} /> };
export const ListEmpty: StoryObj<typeof SupplierList> = { render: () => <SupplierList {...listArgs} rows={[]} total={0} /> };
export const ListLoading: StoryObj<typeof SupplierList> = { render: () => <SupplierList {...listArgs} rows={[]} total={0} loading /> };
export const ListFailed: StoryObj<typeof SupplierList> = {
  render: () => <SupplierList {...listArgs} rows={[]} total={0} error="供应商加载失败，请稍后再试" onRetry={fn()} />,
};
export const ListMany: StoryObj<typeof SupplierList> = {
  render: () => (
    <SupplierList
      {...listArgs}
      total={260}
      page={3}
      rows={Array.from({ length: 20 }, (_, i) => ({
        id: `B${2100 + i}`,
        name: `斗南花卉经纪${i + 1}部`,
        type: 'B',
        lotCount: i * 3,
        phone: i % 2 ? `1391111${String(2100 + i)}` : '',
        hasPassword: i % 2 === 1,
      }))}
    />
  ),
};

/** 登录账号 opens the supplier's login dialog for that row. */
export const ListOpensLogin: StoryObj<typeof SupplierList> = {
  args: listArgs,
  render: (args) => <SupplierList {...listArgs} {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('13911110001')).toBeVisible();
    await expect(canvas.getAllByText('未开通')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '登录账号 A1013' }));
    await expect(args.onAccount).toHaveBeenCalledWith(STOCK_SUPPLIER_ROWS[1]);
  },
};

const accountArgs = { onSubmit: fn(), onClose: fn() };

/** A supplier without a login: phone and a first password, both required and checked. */
export const LoginFirstTime: StoryObj<typeof SupplierAccountForm> = {
  args: { ...accountArgs, supplier: STOCK_SUPPLIER_ROWS[1]! },
  render: (args) => <SupplierAccountForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /A1013 .* 的登录账号/ }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请输入手机号')).toBeVisible();
    await expect(dialog.getByText('首次开通登录请设置密码')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('登录手机号'), '1391111');
    await userEvent.type(dialog.getByLabelText('登录密码'), 'short1');
    await expect(await dialog.findByText('请输入正确手机号')).toBeVisible();
    await expect(dialog.getByText('密码长度为10-64位')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('登录手机号'), '0002');
    await userEvent.clear(dialog.getByLabelText('登录密码'));
    await userEvent.type(dialog.getByLabelText('登录密码'), 'grower-two-2026');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: '13911110002', password: 'grower-two-2026' }, expect.anything());
  },
};

/** A supplier that logs in already: its phone shown, the password never — empty keeps it. */
export const LoginReset: StoryObj<typeof SupplierAccountForm> = {
  args: { ...accountArgs, supplier: STOCK_SUPPLIER_ROWS[0]! },
  render: (args) => <SupplierAccountForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /A1001 .* 的登录账号/ }));
    await expect(dialog.getByLabelText('登录手机号')).toHaveValue('13911110001');
    await expect(dialog.getByLabelText('重置密码')).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: '13911110001', password: '' }, expect.anything());
  },
};

export const LoginPhoneTaken: StoryObj<typeof SupplierAccountForm> = {
  args: { ...accountArgs, supplier: STOCK_SUPPLIER_ROWS[0]!, serverError: '该手机号已被其他供应商使用' },
  render: (args) => <SupplierAccountForm {...args} />,
};
