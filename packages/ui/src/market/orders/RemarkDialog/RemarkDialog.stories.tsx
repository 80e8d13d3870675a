import { ORDER_NOTICE_MAX } from '@huashi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { remark } from '../../../fixtures';
import { longRemark, orderMain } from '../fixtures';
import { RemarkDialog } from './RemarkDialog';

const meta = {
  title: 'Orders/RemarkDialog',
  component: RemarkDialog,
  args: { open: true, orderNo: orderMain.orderNo, notice: '', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof RemarkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const field = body.getByLabelText('备注');
    await userEvent.type(field, remark);
    await userEvent.click(body.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(remark);
  },
};

/** The current note is prefilled; 取消 closes without saving. */
export const Prefilled: Story = {
  args: { notice: longRemark },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByLabelText('备注')).toHaveValue(longRemark);
    await userEvent.click(body.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Over the limit: the domain's message, nothing sent, the text kept. */
export const TooLong: Story = {
  args: { notice: '花'.repeat(ORDER_NOTICE_MAX + 5) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: '提交' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(`备注不能超过${ORDER_NOTICE_MAX}个字`);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { notice: remark, pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('button', { name: '提交' })).toBeDisabled();
  },
};

export const ServerError: Story = { args: { notice: remark, serverError: '请求错误，请稍后再试' } };
