import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { SavedListNameDialog, type SavedListNameDialogProps } from './SavedListNameDialog';

const meta = {
  title: 'Lists/SavedListNameDialog',
  component: SavedListNameDialog,
  args: { open: true, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof SavedListNameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 新建清单: the name typed is handed over trimmed. */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(body.getByLabelText('清单名称'), ' 每日玫瑰 ');
    await userEvent.click(body.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('每日玫瑰');
  },
};

/** A name is required, and at most 20 characters: the domain's messages, nothing sent. */
export const Refused: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: '保存' }));
    await expect(await body.findByText('请输入清单名称')).toBeVisible();
    await userEvent.type(body.getByLabelText('清单名称'), '花'.repeat(21));
    await expect(await body.findByText('清单名称不可超过20个字')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 重命名清单 starts from the list's name. */
export const Rename: Story = {
  args: { title: '重命名清单', name: '每日玫瑰' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByLabelText('清单名称')).toHaveValue('每日玫瑰');
  },
};

/** From the cart: what the list will hold under the field. */
export const FromCart: Story = {
  args: { title: '存为常购清单', hint: '购物车中的 4 种商品', submitLabel: '保存清单' },
};

/** The server's refusal under the field; the name typed is kept. */
export const ServerError: Story = {
  args: { name: '每日玫瑰', serverError: '已有同名清单，请换一个名称' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('已有同名清单，请换一个名称')).toBeVisible();
    await expect(body.getByLabelText('清单名称')).toHaveValue('每日玫瑰');
  },
};

export const Saving: Story = {
  args: { name: '每日玫瑰', pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('button', { name: '保存' })).toBeDisabled();
  },
};

/** A page whose server refuses the names in `refusals`, one answer per submit, as /lists feeds the dialog. */
function RefusingPage({ refusals, ...props }: SavedListNameDialogProps & { refusals: Record<string, string> }) {
  const [serverError, setServerError] = useState<string | undefined>();
  return (
    <SavedListNameDialog
      {...props}
      serverError={serverError}
      onSubmit={(name) => {
        setServerError(undefined);
        props.onSubmit(name);
        setServerError(refusals[name]);
      }}
    />
  );
}

/**
 * Errors in a row (trial of issue 32): each refusal shows alone — the server's, then the field's for a name too long,
 * then the server's second one — and a valid name clears them.
 */
export const ErrorsInARow: Story = {
  args: { title: '重命名清单', name: '每日玫瑰' },
  render: (args) => <RefusingPage {...args} refusals={{ 周末婚礼: '已有同名清单，请换一个名称', 店庆: '清单不存在' }} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const field = body.getByLabelText('清单名称');
    const save = body.getByRole('button', { name: '保存' });
    await userEvent.clear(field);
    await userEvent.type(field, '周末婚礼');
    await userEvent.click(save);
    await expect(await body.findByText('已有同名清单，请换一个名称')).toBeVisible();

    await userEvent.type(field, '花'.repeat(20));
    await expect(await body.findByText('清单名称不可超过20个字')).toBeVisible();
    await expect(body.queryByText('已有同名清单，请换一个名称')).toBeNull();

    await userEvent.clear(field);
    await userEvent.type(field, '店庆');
    await expect(body.queryByText('清单名称不可超过20个字')).toBeNull();
    await expect(body.queryByRole('alert')).toBeNull();
    await userEvent.click(save);
    await expect(await body.findByText('清单不存在')).toBeVisible();
    await expect(body.queryByText('已有同名清单，请换一个名称')).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};
