import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffPasswordForm, StaffResetPasswordDialog } from './StaffPasswordForms';

const meta = {
  title: 'Admin/StaffPasswordForm',
  component: StaffPasswordForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof StaffPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OldPasswordWrong: Story = { args: { serverError: '原密码错误' } };

export const Changed: Story = { args: { done: true } };

export const ConfirmationMustMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('原密码'), 'old-pass-2025');
    await userEvent.type(canvas.getByLabelText('新密码'), 'new-pass-2026');
    await userEvent.type(canvas.getByLabelText('确认新密码'), 'new-pass-2027');
    await userEvent.click(canvas.getByRole('button', { name: '保存新密码' }));
    await expect(await canvas.findByText('两次输入的密码不一致')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('确认新密码'));
    await userEvent.type(canvas.getByLabelText('确认新密码'), 'new-pass-2026{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { oldPassword: 'old-pass-2025', newPassword: 'new-pass-2026', confirm: 'new-pass-2026' },
      expect.anything(),
    );
  },
};

export const ResetByAdministrator: StoryObj<typeof StaffResetPasswordDialog> = {
  render: (args) => <StaffResetPasswordDialog {...args} />,
  args: { member: { displayName: '陈客服' }, onClose: fn(), onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '重置 陈客服 的密码' }));
    await userEvent.type(dialog.getByLabelText('新密码'), 'short');
    await userEvent.click(dialog.getByRole('button', { name: '重置' }));
    await expect(await dialog.findByText('密码长度为10-64位')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('新密码'));
    await userEvent.type(dialog.getByLabelText('新密码'), 'kefu-chen-2026');
    await userEvent.click(dialog.getByRole('button', { name: '重置' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('kefu-chen-2026');
  },
};
