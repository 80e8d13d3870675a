import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { newBuyer } from '../fixtures';
import { PasswordChangeForm } from './PasswordChangeForm';

const meta = {
  title: 'Account/PasswordChangeForm',
  component: PasswordChangeForm,
  args: { onSubmit: fn(), onSendCode: fn(), maskedPhone: newBuyer.maskedPhone, codeSecondsLeft: 0 },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Label = '新密码' | '验证码' | '确认密码';
async function fill(canvasElement: HTMLElement, values: Partial<Record<Label, string>>) {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries(values)) await userEvent.type(canvas.getByLabelText(label), value);
  await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
  return canvas;
}

export const Default: Story = {};

export const EmptyFieldsAreRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, {});
    await expect(await canvas.findByText('请输入新密码')).toBeVisible();
    await expect(canvas.getByText('请输入验证码')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Registration's rule (issue 26): 17 characters are refused with 密码长度为6-16位, 15 are accepted. */
export const PasswordLength: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, { 新密码: '12345678901234567', 验证码: newBuyer.code, 确认密码: '12345678901234567' });
    await expect(await canvas.findByText('密码长度为6-16位')).toBeVisible();
    await expect(canvas.getByLabelText('新密码')).toHaveAttribute('placeholder', '请输入6-16位新密码');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('新密码'));
    await userEvent.type(canvas.getByLabelText('新密码'), 'peony-garden-15');
    await userEvent.clear(canvas.getByLabelText('确认密码'));
    await userEvent.type(canvas.getByLabelText('确认密码'), 'peony-garden-15');
    await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ password: 'peony-garden-15' }), expect.anything());
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { 新密码: 'dounan26', 验证码: newBuyer.code, 确认密码: 'dounan27' });
    await expect(await canvas.findByText('两次密码不一样')).toBeVisible();
  },
};

export const SendsCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`验证码将发送至 ${newBuyer.maskedPhone}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
  },
};

export const CodeCountingDown: Story = { args: { codeSecondsLeft: 58, codeSent: true } };

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, { 新密码: 'dounan26', 验证码: newBuyer.code, 确认密码: 'dounan26' });
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { password: 'dounan26', code: newBuyer.code, confirmPassword: 'dounan26' },
      expect.anything(),
    );
  },
};

export const Pending: Story = { args: { pending: true, codeSent: true } };

export const ServerRefused: Story = { args: { serverError: '验证码错误', codeSent: true } };
