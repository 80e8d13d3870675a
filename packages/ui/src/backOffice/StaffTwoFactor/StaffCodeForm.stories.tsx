import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffCodeForm } from './StaffCodeForm';
import { expectNoSidewaysScroll } from '../../internal/storyChecks';

/**
 * The staff login's second step (issue 29): after a right password an enrolled member types the authenticator's
 * six digits, or — phone lost — one of their recovery codes.
 */
const meta = {
  title: 'Admin/StaffCodeForm',
  component: StaffCodeForm,
  args: { onSubmitCode: fn(), onSubmitRecovery: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof StaffCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The server refused the code: its message shows above the button. */
export const WrongCode: Story = {
  args: { serverError: '动态验证码错误' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('动态验证码错误');
  },
};

export const Pending: Story = { args: { pending: true } };

export const RefusesWhatIsNoCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '验证并登录' }));
    await expect(await canvas.findByText('请输入动态验证码')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('动态验证码'), '12a45');
    await expect(await canvas.findByText('动态验证码为6位数字')).toBeVisible();
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
  },
};

export const SubmitsTheCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('动态验证码'), '123456{Enter}');
    await expect(args.onSubmitCode).toHaveBeenCalledWith({ code: '123456' }, expect.anything());
  },
};

/** 使用恢复码 swaps the field for a recovery code; 使用动态验证码 swaps back. */
export const RecoveryCodeLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '手机不在身边？使用恢复码' }));
    await userEvent.type(canvas.getByLabelText('恢复码'), 'nope{Enter}');
    await expect(await canvas.findByText('恢复码错误或已使用')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('恢复码'));
    await userEvent.type(canvas.getByLabelText('恢复码'), 'K7M2P-X9QRT{Enter}');
    await expect(args.onSubmitRecovery).toHaveBeenCalledWith({ recoveryCode: 'K7M2P-X9QRT' }, expect.anything());
    await userEvent.click(canvas.getByRole('button', { name: '使用动态验证码' }));
    await expect(canvas.getByLabelText('动态验证码')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回账号密码登录' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** On a 390 px phone nothing scrolls sideways and the button is a full-width tap target. */
export const Phone: Story = {
  decorators: [(Story) => <div>{Story()}</div>],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: '验证并登录' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** At a 1024 px desk the form keeps its narrow column. */
export const Desk1024: Story = {
  globals: { viewport: { value: 'desk1024', isRotated: false } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('动态验证码');
    await expect(field.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(field).toBeVisible();
  },
};
