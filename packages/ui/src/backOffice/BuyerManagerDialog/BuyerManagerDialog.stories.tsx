import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUYER_DESK_MESSAGES } from '@huashi/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuyerManagerDialog } from './BuyerManagerDialog';

const BUYER = { nickName: '春城婚庆', accountNo: 'HS100002', managerName: '', managerPhone: '' };

const meta = {
  title: 'Admin/BuyerManagerDialog',
  component: BuyerManagerDialog,
  args: { buyer: BUYER, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof BuyerManagerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '设置客户经理' }));

/** No manager yet: both fields empty; a name and a landline with its area code are saved as typed (trimmed). */
export const SetsManager: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByLabelText('客户经理姓名')).toHaveValue('');
    await userEvent.type(dialog.getByLabelText('客户经理姓名'), ' 陈晓梅 ');
    await userEvent.type(dialog.getByLabelText('客户经理电话'), '0871-65551234');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ managerName: '陈晓梅', managerPhone: '0871-65551234' }, expect.anything());
  },
};

/** The manager the buyer has now fills the form; both cleared takes the manager away. */
export const ChangesOrClears: Story = {
  args: { buyer: { ...BUYER, nickName: '花语工作室', accountNo: 'HS100001', managerName: '周敏', managerPhone: '0871-67328888' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByLabelText('客户经理姓名')).toHaveValue('周敏');
    await expect(dialog.getByLabelText('客户经理电话')).toHaveValue('0871-67328888');
    await userEvent.clear(dialog.getByLabelText('客户经理姓名'));
    await userEvent.clear(dialog.getByLabelText('客户经理电话'));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ managerName: '', managerPhone: '' }, expect.anything());
  },
};

/** A name without a phone, then a phone that is not one: each named next to its field, nothing sent. */
export const FieldsAreChecked: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('客户经理姓名'), '陈晓梅');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText(BUYER_DESK_MESSAGES.managerPhoneMissing)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('客户经理电话'), '6555123');
    await expect(await dialog.findByText(BUYER_DESK_MESSAGES.managerPhoneInvalid)).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('客户经理姓名'));
    await userEvent.clear(dialog.getByLabelText('客户经理电话'));
    await userEvent.type(dialog.getByLabelText('客户经理电话'), '13987123456');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText(BUYER_DESK_MESSAGES.managerNameMissing)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = { args: { pending: true } };

export const RefusedByServer: Story = {
  args: { buyer: { ...BUYER, managerName: '陈晓梅', managerPhone: '0871-65551234' }, serverError: '没有修改' },
};

export const Closed: Story = { args: { buyer: null } };
