import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponIssueForm } from './CouponIssueForm';

const now = new Date('2026-11-20T11:45:00+08:00').getTime();

const meta = {
  title: 'Admin/CouponIssueForm',
  component: CouponIssueForm,
  args: { levels: [1, 2, 3, 4], onSubmit: fn(), now: () => now },
} satisfies Meta<typeof CouponIssueForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A good form is sent as typed. */
export const ToOneBuyer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('买家手机号'), '13800000001');
    await userEvent.type(canvas.getByLabelText('面额（元）'), '20');
    await userEvent.type(canvas.getByLabelText('使用门槛（元）'), '200');
    await userEvent.type(canvas.getByLabelText('截止时间'), '2026-12-31');
    await userEvent.click(canvas.getByRole('button', { name: '发放' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        target: 'buyer',
        phone: '13800000001',
        value: '20',
        minAmount: '200',
        useLimit: '1',
        endTime: '2026-12-31',
      }),
    );
  },
};

/** Every bad field says why, next to it; nothing is sent. A corrected field's message goes before the next 发放. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('买家手机号'), '138');
    await userEvent.type(canvas.getByLabelText('面额（元）'), '0');
    await userEvent.type(canvas.getByLabelText('截止时间'), '2026-01-01');
    await userEvent.click(canvas.getByRole('button', { name: '发放' }));
    await expect(canvas.getByText('请输入正确的11位手机号')).toBeInTheDocument();
    await expect(canvas.getByText('面额须大于0')).toBeInTheDocument();
    await expect(canvas.getByText('截止时间须晚于当前时间')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('买家手机号'), '00000001');
    await expect(canvas.queryByText('请输入正确的11位手机号')).toBeNull();
    await userEvent.clear(canvas.getByLabelText('截止时间'));
    await userEvent.type(canvas.getByLabelText('截止时间'), '2026-12-31');
    await expect(canvas.queryByText('截止时间须晚于当前时间')).toBeNull();
    await expect(canvas.getByText('面额须大于0')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ToALevel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('发放对象'), 'level');
    await userEvent.click(canvas.getByRole('button', { name: '发放' }));
    await expect(canvas.getByText('请选择会员等级')).toBeInTheDocument();
  },
};

export const Pending: Story = { args: { pending: true } };

export const Issued: Story = {
  args: { issued: 128 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('已发放128张优惠券');
  },
};

/** The server's refusal of a field shows under it until the field is changed to a valid value. */
export const ServerRefused: Story = {
  args: { serverError: '该手机号没有买家账户', serverErrors: { phone: '该手机号没有买家账户' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('买家手机号')).toHaveAccessibleDescription('该手机号没有买家账户');
  },
};

export const Forbidden: Story = { args: { forbidden: true } };
