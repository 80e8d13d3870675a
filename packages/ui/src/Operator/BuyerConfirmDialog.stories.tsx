import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuyerConfirmDialog, type BuyerConfirmDialogProps, type BuyerLookupState } from './BuyerConfirmDialog';
import { OPERATOR_BUYER } from './operatorFixtures';

const meta = {
  title: 'Operator/BuyerConfirmDialog',
  component: BuyerConfirmDialog,
  args: { open: true, onClose: fn(), onLookup: fn(), onConfirm: fn(), lookup: 'found', buyer: OPERATOR_BUYER },
} satisfies Meta<typeof BuyerConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '确认买家' }));

/** Looks buyers up as the page does: 10086 is found, anything else is not. */
function LookingUp(props: BuyerConfirmDialogProps) {
  const [lookup, setLookup] = useState<BuyerLookupState>('idle');
  return (
    <BuyerConfirmDialog
      {...props}
      lookup={lookup}
      buyer={lookup === 'found' ? OPERATOR_BUYER : null}
      onLookup={(id) => {
        props.onLookup(id);
        setLookup(id === OPERATOR_BUYER.buyerId ? 'found' : 'notFound');
      }}
    />
  );
}

/** Buyer 10086: name and balance, the default address (王五, 航空物流) chosen; 确认买家 sends it. */
export const FindsAndConfirms: Story = {
  args: { lookup: 'idle', buyer: null },
  render: (args) => <LookingUp {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: '确认买家' })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('买家ID'), '999');
    await userEvent.click(dialog.getByRole('button', { name: '查询' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('买家不存在');
    await userEvent.clear(dialog.getByLabelText('买家ID'));
    await userEvent.type(dialog.getByLabelText('买家ID'), '10086{Enter}');
    await expect(await dialog.findByText('花语工作室（13800138000）')).toBeVisible();
    await expect(dialog.getByText('￥1250.00')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /王五/ })).toBeChecked();
    await expect(dialog.getByLabelText('物流方式')).toHaveValue('2');
    await userEvent.click(dialog.getByRole('button', { name: '确认买家' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      { buyerId: '10086', receiverHash: '32', deliveryType: 2, receiverType: 2 },
      OPERATOR_BUYER.addresses[1],
    );
  },
};

/** An id that is not a number shows its message under the field at once: no lookup, no spinner. */
export const NotANumber: Story = {
  args: { lookup: 'idle', buyer: null },
  render: (args) => <LookingUp {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('买家ID'), 'HS100001');
    await expect(dialog.getByLabelText('买家ID')).toHaveAccessibleDescription('买家ID应为数字，请核对后重新输入');
    await userEvent.click(dialog.getByRole('button', { name: '查询' }));
    await expect(args.onLookup).not.toHaveBeenCalled();
    await expect(dialog.queryByLabelText('正在查询买家')).toBeNull();
    await expect(dialog.getByRole('button', { name: '确认买家' })).toBeDisabled();
  },
};

/** Self-pickup needs no 物流方式 (receiver type forced to 1). */
export const SelfPickup: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: /斗南花卉市场自提点/ }));
    await expect(dialog.queryByLabelText('物流方式')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: '确认买家' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      { buyerId: '10086', receiverHash: '33', deliveryType: 1, receiverType: 1 },
      OPERATOR_BUYER.addresses[2],
    );
  },
};

/** An agent-collection address without a 物流方式: 请完善信息. */
export const Incomplete: Story = {
  args: {
    buyer: {
      ...OPERATOR_BUYER,
      addresses: OPERATOR_BUYER.addresses.map((a) => (a.receiverHash === '32' ? { ...a, receiverType: 0 } : a)),
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '确认买家' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('请完善信息');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Idle: Story = { args: { lookup: 'idle', buyer: null } };

export const LookingUpBuyer: Story = { args: { lookup: 'loading', buyer: null } };

export const NotFound: Story = { args: { lookup: 'notFound', buyer: null } };

export const LookupFailed: Story = { args: { lookup: 'error', buyer: null, lookupError: '请求错误，请稍后再试' } };

export const NoAddresses: Story = {
  args: { buyer: { ...OPERATOR_BUYER, addresses: [] }, addAddressHref: `/cpsixNew?sign=demo&buyerId=${OPERATOR_BUYER.buyerId}` },
  play: async ({ canvasElement }) => {
    const link = await (await dialogOf(canvasElement)).findByRole('link', { name: '添加收货地址' });
    await expect(link).toHaveAttribute('href', `/cpsixNew?sign=demo&buyerId=${OPERATOR_BUYER.buyerId}`);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Pending: Story = { args: { pending: true } };

export const RefusedByServer: Story = { args: { serverError: '该买家账户已停用' } };

export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
