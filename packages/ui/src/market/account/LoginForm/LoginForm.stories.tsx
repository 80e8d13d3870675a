import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACCOUNT_MESSAGES } from '@huashi/domain';
import { buyerLogin } from '../fixtures';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn(), onRegister: fn(), onForgotPassword: fn() },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RememberedPhone: Story = {
  args: { defaultUserName: buyerLogin.phone, defaultRemember: true },
};

export const Pending: Story = {
  args: { defaultUserName: buyerLogin.phone, pending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('密码'), buyerLogin.password);
    await userEvent.click(canvas.getByRole('button', { name: /登录/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerRefused: Story = {
  args: { defaultUserName: buyerLogin.phone, serverError: '账号或密码错误' },
};

export const EmptyFieldsAreRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入手机号')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsPhoneAndPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('手机号'), buyerLogin.phone);
    await userEvent.type(canvas.getByLabelText('密码'), `${buyerLogin.password}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { userName: buyerLogin.phone, password: buyerLogin.password, remember: false, codeRequired: false, code: '' },
      expect.anything(),
    );
  },
};

/** The account had many failed logins: the server asks for the SMS code sent to the account's phone. */
export const CodeRequired: Story = {
  args: { defaultUserName: buyerLogin.phone, codeRequired: true, serverError: ACCOUNT_MESSAGES.loginCodeRequired, onSendCode: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ACCOUNT_MESSAGES.loginCodeRequired)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('密码'), buyerLogin.password);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入验证码')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).toHaveBeenCalledWith(buyerLogin.phone);
    await userEvent.type(canvas.getByLabelText('验证码'), '246810{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { userName: buyerLogin.phone, password: buyerLogin.password, remember: false, codeRequired: true, code: '246810' },
      expect.anything(),
    );
  },
};

/** Waiting to send the code again (the countdown), with the code field shown. */
export const CodeSent: Story = {
  args: { defaultUserName: buyerLogin.phone, codeRequired: true, codeSent: true, codeSecondsLeft: 42, onSendCode: fn() },
};
