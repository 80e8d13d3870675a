import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buyerLogin, newBuyer } from '../fixtures';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Account/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn(), onSendCode: fn(), onLogin: fn(), codeSecondsLeft: 0 },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Label = '手机号' | '验证码' | '新密码' | '确认密码';
async function fill(canvasElement: HTMLElement, values: Partial<Record<Label, string>>) {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries(values)) await userEvent.type(canvas.getByLabelText(label), value);
  await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
  return canvas;
}

export const Default: Story = {};

export const EmptyFieldsAreRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, {});
    await expect(await canvas.findByText('请输入验证码')).toBeVisible();
    await expect(canvas.getByText('请输入手机号')).toBeVisible();
    await expect(canvas.getByText('请输入新密码')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, {
      手机号: buyerLogin.phone,
      验证码: newBuyer.code,
      新密码: 'dounan2026',
      确认密码: 'dounan2027',
    });
    await expect(await canvas.findByText('两次密码不一样')).toBeVisible();
  },
};

export const PasswordLengthAndPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { 手机号: '10086', 验证码: newBuyer.code, 新密码: '123', 确认密码: '123' });
    await expect(await canvas.findByText('密码长度为6-16位')).toBeVisible();
    await expect(canvas.getByText('请输入正确手机号')).toBeVisible();
  },
};

export const SendCodeNeedsPhone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByText('请先输入手机号')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('手机号'), buyerLogin.phone);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).toHaveBeenCalledWith(buyerLogin.phone);
  },
};

export const CodeCountingDown: Story = {
  args: { codeSecondsLeft: 12, codeSent: true, defaultPhone: buyerLogin.phone },
};

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, { 手机号: buyerLogin.phone, 验证码: newBuyer.code, 新密码: 'dounan2026', 确认密码: 'dounan2026' });
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { phone: buyerLogin.phone, code: newBuyer.code, password: 'dounan2026', confirmPassword: 'dounan2026' },
      expect.anything(),
    );
  },
};

export const Pending: Story = { args: { pending: true, defaultPhone: buyerLogin.phone, codeSent: true } };

export const ServerRefused: Story = { args: { serverError: '验证码已过期，请重新获取', defaultPhone: buyerLogin.phone, codeSent: true } };
