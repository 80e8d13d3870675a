import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupplierLoginForm } from './SupplierLoginForm';
import { inStoryFrame } from '../../internal/StoryLayout';
import { expectNoSidewaysScroll } from '../../internal/storyChecks';

const meta = {
  title: 'Supplier/SupplierLoginForm',
  component: SupplierLoginForm,
  args: { onSubmit: fn() },
  decorators: [inStoryFrame('form')],
} satisfies Meta<typeof SupplierLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const WrongPassword: Story = { args: { serverError: '手机号或密码错误' } };

export const Pending: Story = { args: { pending: true } };

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
    await userEvent.type(canvas.getByLabelText('手机号'), ' 13911110001 ');
    await userEvent.type(canvas.getByLabelText('密码'), 'grower-one-2026{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: '13911110001', password: 'grower-one-2026' }, expect.anything());
  },
};
