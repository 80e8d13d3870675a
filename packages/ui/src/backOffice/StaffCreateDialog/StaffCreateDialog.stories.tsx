import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffCreateDialog } from './StaffCreateDialog';

const meta = {
  title: 'Admin/StaffCreateDialog',
  component: StaffCreateDialog,
  args: { open: true, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof StaffCreateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const NameTaken: Story = { args: { serverError: '该账号已存在' } };

export const Pending: Story = { args: { pending: true } };

export const FieldsAreChecked: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '新增员工' });
    await userEvent.type(within(dialog).getByLabelText('账号'), '李明');
    await userEvent.type(within(dialog).getByLabelText('初始密码'), 'onlyletters');
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await expect(await within(dialog).findByText('账号为3-32位字母、数字、点、横线或下划线，以字母开头')).toBeVisible();
    await expect(within(dialog).getByText('请输入姓名')).toBeVisible();
    await expect(within(dialog).getByLabelText('角色')).toHaveAccessibleDescription('请选择角色');
    await expect(within(dialog).getByText('密码须同时包含字母和数字')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Creates: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '新增员工' }));
    await userEvent.type(dialog.getByLabelText('账号'), 'li.ming');
    await userEvent.type(dialog.getByLabelText('姓名'), '李明');
    await userEvent.selectOptions(dialog.getByLabelText('角色'), '财务');
    await userEvent.type(dialog.getByLabelText('初始密码'), 'finance-2026');
    await userEvent.click(dialog.getByRole('button', { name: '创建' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { loginName: 'li.ming', displayName: '李明', role: 'finance', password: 'finance-2026' },
      expect.anything(),
    );
  },
};
