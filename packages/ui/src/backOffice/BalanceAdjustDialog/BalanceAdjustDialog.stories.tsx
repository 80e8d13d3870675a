import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUYER_DESK_MESSAGES } from '@huashi/domain';
import { startTransition, useLayoutEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { setNativeValue } from '../../internal/setNativeValue';
import { BalanceAdjustDialog, type BalanceAdjustDialogProps } from './BalanceAdjustDialog';

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

/**
 * A page whose opening commit outlasts React's time slice (5 ms), as a desk does on a busy machine: React then hands
 * the browser a turn (paint, input) before it runs the passive effects (useEffect).
 */
function SlowCommit() {
  useLayoutEffect(() => {
    const end = performance.now() + 20;
    while (performance.now() < end) {
      // busy, as a heavy page is
    }
  }, []);
  return null;
}

/**
 * An amount typed the moment the dialog appears is kept, also when it opened without a click (here in a transition,
 * as when the buyer's account arrives) on a busy page: the form starts over before the dialog is painted, not in a
 * passive effect after (that wiped the amount, and 确认调整 said 请输入调整金额). The play types in that moment: as
 * soon as the field is in the page, before React's next task.
 */
export const TypedAtOnceIsKept: Story = {
  args: { buyer: null },
  render: function OpenedInATransition(args) {
    const [buyer, setBuyer] = useState<BalanceAdjustDialogProps['buyer']>(null);
    return (
      <>
        <Button onClick={() => startTransition(() => setBuyer(BUYER))}>增加余额</Button>
        <BalanceAdjustDialog {...args} buyer={buyer} />
        {buyer ? <SlowCommit /> : null}
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const page = canvasElement.ownerDocument.body;
    const typed = new Promise<void>((resolve) => {
      // Called in the microtask after the commit that added the field, before any later task.
      const observer = new MutationObserver(() => {
        const amount = within(page).queryByLabelText('金额（元）');
        if (!(amount instanceof HTMLInputElement)) return;
        observer.disconnect();
        setNativeValue(amount, '100');
        resolve();
      });
      observer.observe(page, { childList: true, subtree: true });
    });
    within(canvasElement).getByRole('button', { name: '增加余额' }).click();
    await typed;
    const dialog = within(await within(page).findByRole('dialog', { name: '调整余额' }));
    await userEvent.type(dialog.getByLabelText('调整原因'), '柜台现金付款');
    await expect(dialog.getByLabelText('金额（元）')).toHaveValue('100');
    await expect(dialog.getByText('￥600.00')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确认调整' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ direction: 'credit', amount: '100', reason: '柜台现金付款' }, expect.anything());
  },
};

export const Closed: Story = { args: { buyer: null } };
