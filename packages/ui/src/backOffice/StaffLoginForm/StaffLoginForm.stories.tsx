import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffLoginForm } from './StaffLoginForm';

const meta = {
  title: 'Admin/StaffLoginForm',
  component: StaffLoginForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof StaffLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ServerRefused: Story = { args: { serverError: '账号或密码错误' } };

export const Pending: Story = { args: { pending: true } };

/** On the back office's login page: 供应商登录 leads a supplier to its own login (issue 31). */
export const WithSupplierLogin: Story = {
  args: { supplierLoginHref: '/supplier' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '供应商登录' })).toHaveAttribute('href', '/supplier');
    // The staff form's own button is still the one 登录 (a link is no button).
    await expect(within(canvasElement).getAllByRole('button', { name: /登录/ })).toHaveLength(1);
  },
};

export const EmptyFieldsAreRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入账号')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsNameAndPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('账号'), ' peihuo ');
    await userEvent.type(canvas.getByLabelText('密码'), 'huashi-peihuo-1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ loginName: 'peihuo', password: 'huashi-peihuo-1' }, expect.anything());
  },
};
