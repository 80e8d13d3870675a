import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input } from '../Input';
import { FormDialog } from './FormDialog';

const meta = {
  title: 'Primitives/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    title: '新增供应商',
    formId: 'story-form',
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onClose: fn(),
    children: <Input label="供应商名称" />,
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer's 保存 submits the form by its id; 取消 closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '新增供应商' }));
    await expect(dialog.getByRole('form', { name: '新增供应商' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A title that is not the form's name, and a submit button of its own words. */
export const OwnLabels: Story = {
  args: { title: '发货（3个订单）', formLabel: '发货', submitLabel: '确认发货', size: 'lg' },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '发货（3个订单）' }));
    await expect(dialog.getByRole('form', { name: '发货' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '确认发货' })).toBeEnabled();
  },
};

/** Saving: the submit button waits and 取消 is off. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: '取消' })).toBeDisabled();
  },
};

export const SubmitDisabled: Story = {
  args: { submitDisabled: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: '保存' })).toBeDisabled();
  },
};

/** The server's refusal stands under the fields. */
export const ServerError: Story = {
  args: { serverError: '该供应商编号已存在' },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText('该供应商编号已存在')).toBeVisible();
  },
};
