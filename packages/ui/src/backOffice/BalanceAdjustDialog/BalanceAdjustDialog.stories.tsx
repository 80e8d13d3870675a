import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUYER_DESK_MESSAGES } from '@huashi/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BalanceAdjustDialog } from './BalanceAdjustDialog';

const BUYER = { nickName: '花语工作室', accountNo: 'HS100001', balanceFen: 50_000, frozenFen: 20_000 };

const meta = {
  title: 'Admin/BalanceAdjustDialog',
  component: BalanceAdjustDialog,
  args: { buyer: BUYER, direction: 'credit', onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof BalanceAdjustDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Credit: Story = {};

export const Debit: Story = { args: { direction: 'debit' } };

export const Pending: Story = { args: { pending: true } };

export const RefusedByServer: Story = { args: { direction: 'debit', serverError: BUYER_DESK_MESSAGES.overdraw } };

/** Credits ¥100.00 for cash paid at the counter: the balance after shows before it is confirmed. */
export const Credits: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '调整余额' }));
    await userEvent.type(dialog.getByLabelText('金额（元）'), '100');
    await userEvent.type(dialog.getByLabelText('调整原因'), '柜台现金付款');
    await expect(dialog.getByText('￥600.00')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确认调整' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ direction: 'credit', amount: '100', reason: '柜台现金付款' }, expect.anything());
  },
};

/** A missing reason, a bad amount and a debit beyond the usable balance are named next to their fields. */
export const FieldsAreChecked: Story = {
  args: { direction: 'debit' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '调整余额' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认调整' }));
    await expect(await dialog.findByText(BUYER_DESK_MESSAGES.amountMissing)).toBeVisible();
    await expect(dialog.getByText(BUYER_DESK_MESSAGES.reasonMissing)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('金额（元）'), '1.234');
    await userEvent.click(dialog.getByRole('button', { name: '确认调整' }));
    await expect(await dialog.findByText(BUYER_DESK_MESSAGES.amountFormat)).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('金额（元）'));
    await userEvent.type(dialog.getByLabelText('金额（元）'), '300.01');
    await userEvent.type(dialog.getByLabelText('调整原因'), '冲正');
    await userEvent.click(dialog.getByRole('button', { name: '确认调整' }));
    await expect(await dialog.findByText(BUYER_DESK_MESSAGES.overdraw)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Closed: Story = { args: { buyer: null } };
