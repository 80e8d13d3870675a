import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { newBuyer } from '../fixtures';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Account/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: fn(), onSendCode: fn(), onLogin: fn(), codeSecondsLeft: 0 },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAll(canvasElement: HTMLElement, values: Partial<Record<'手机号' | '验证码' | '密码' | '昵称', string>>) {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries(values)) {
    const input = canvas.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
  await userEvent.click(canvas.getByRole('button', { name: '注册' }));
  return canvas;
}

export const Default: Story = {};

export const EmptyFieldsAreRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fillAll(canvasElement, {});
    await expect(await canvas.findByText('请输入验证码')).toBeVisible();
    await expect(canvas.getByText('请输入手机号')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(canvas.getByText('请输入昵称')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAll(canvasElement, { 手机号: '1398765432100' });
    await expect(await canvas.findByText('请输入正确手机号')).toBeVisible();
  },
};

export const PasswordLength: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAll(canvasElement, { 密码: '12345' });
    await expect(await canvas.findByText('密码长度为6-16位')).toBeVisible();
    await fillAll(canvasElement, { 密码: '12345678901234567' });
    await expect(await canvas.findByText('密码长度为6-16位')).toBeVisible();
  },
};

export const NicknameTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAll(canvasElement, { 昵称: '斗南花卉市场阳光花艺批发部二号店' + '分店' });
    await expect(await canvas.findByText('昵称不能超过十六个字符')).toBeVisible();
  },
};

export const SendCodeNeedsPhone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByText('请先输入手机号')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('手机号'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByText('请输入正确手机号')).toBeVisible();
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

export const SendsCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号'), newBuyer.phone);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).toHaveBeenCalledWith(newBuyer.phone);
  },
};

export const CodeCountingDown: Story = {
  args: { codeSecondsLeft: 37, codeSent: true, defaultPhone: newBuyer.phone },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '37秒后重新获取' })).toBeDisabled();
  },
};

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    await fillAll(canvasElement, { 手机号: newBuyer.phone, 验证码: newBuyer.code, 密码: newBuyer.password, 昵称: newBuyer.nickName });
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { phone: newBuyer.phone, code: newBuyer.code, password: newBuyer.password, userName: newBuyer.nickName, inviteCode: '' },
      expect.anything(),
    );
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    await fillAll(canvasElement, { 手机号: newBuyer.phone, 验证码: newBuyer.code, 密码: newBuyer.password, 昵称: newBuyer.nickName });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerRefused: Story = {
  args: { serverError: '验证码错误', defaultPhone: newBuyer.phone, codeSent: true },
};

/** /upNew: the password is shown as plain text and the invite code comes from the link. */
export const LandingPage: Story = {
  args: { passwordVisible: true, inviteCode: newBuyer.inviteCode, onLogin: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('密码')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('邀请码')).toHaveValue(newBuyer.inviteCode);
  },
};
