import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuyerConfirmDialog, type BuyerConfirmDialogProps, type BuyerLookupState } from './BuyerConfirmDialog';
import { OPERATOR_BUYER, OPERATOR_BUYER_MATCHES } from '../operatorFixtures';

const meta = {
  title: 'Operator/BuyerConfirmDialog',
  component: BuyerConfirmDialog,
  args: { open: true, onClose: fn(), onLookup: fn(), onConfirm: fn(), lookup: 'found', buyer: OPERATOR_BUYER },
} satisfies Meta<typeof BuyerConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '确认买家' }));

/**
 * Looks buyers up as the page does: the phone 13800138000, the account HS100086 or the id 10086 match one buyer (found
 * at once), 花语 matches two (the operator picks), anything else none.
 */
function LookingUp(props: BuyerConfirmDialogProps) {
  const [lookup, setLookup] = useState<BuyerLookupState>('idle');
  const [matches, setMatches] = useState(OPERATOR_BUYER_MATCHES.slice(0, 0));
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <BuyerConfirmDialog
      {...props}
      lookup={lookup}
      matches={matches}
      buyer={lookup === 'found' && picked === OPERATOR_BUYER.buyerId ? OPERATOR_BUYER : null}
      onLookup={(text) => {
        props.onLookup(text);
        const found = OPERATOR_BUYER_MATCHES.filter(
          (m) => [m.buyerId, m.userName, m.accountNo].includes(text) || m.buyerName.includes(text),
        );
        setMatches(found);
        setPicked(found.length === 1 ? found[0]!.buyerId : null);
        setLookup(found.length === 0 ? 'notFound' : found.length === 1 ? 'found' : 'choose');
      }}
      onChoose={(id) => {
        props.onChoose?.(id);
        setPicked(id);
        setLookup(id === OPERATOR_BUYER.buyerId ? 'found' : 'loading');
      }}
    />
  );
}

/**
 * A phone finds the buyer (issue 26: no more 买家ID应为数字): name and balance, the default address (王五, 航空物流) chosen;
 * 确认买家 sends the buyer's id.
 */
export const FindsByPhoneAndConfirms: Story = {
  args: { lookup: 'idle', buyer: null },
  render: (args) => <LookingUp {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: '确认买家' })).toBeDisabled();
    // 查询 with nothing typed: 请完善信息, nothing looked up.
    await userEvent.click(dialog.getByRole('button', { name: '查询' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('请完善信息');
    await expect(args.onLookup).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('买家'), '无');
    await userEvent.click(dialog.getByRole('button', { name: '查询' }));
    await expect(dialog.queryByText('请完善信息')).not.toBeInTheDocument();
    await expect(dialog.getByLabelText('买家')).toHaveAccessibleDescription('没有找到该买家，请核对买家ID、手机号、名称或账号');
    await userEvent.clear(dialog.getByLabelText('买家'));
    await userEvent.type(dialog.getByLabelText('买家'), '13800138000{Enter}');
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

/** The account number finds the buyer as well. */
export const FindsByAccountNumber: Story = {
  args: { lookup: 'idle', buyer: null },
  render: (args) => <LookingUp {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('买家'), 'HS100086{Enter}');
    await expect(await dialog.findByText('花语工作室（13800138000）')).toBeVisible();
  },
};

/** A name two buyers share part of: both listed with phone, account number and 买家ID; the pick is looked up. */
export const SeveralMatches: Story = {
  args: { lookup: 'idle', buyer: null, onChoose: fn() },
  render: (args) => <LookingUp {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('买家'), '花语{Enter}');
    await expect(dialog.getByText('找到 2 位买家，请选择')).toBeVisible();
    await expect(dialog.getByText('账号 HS100123 · 买家ID 10123')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '确认买家' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: '选择 花语工作室（13800138000）' }));
    await expect(args.onChoose).toHaveBeenCalledWith('10086');
    await expect(await dialog.findByRole('radio', { name: /王五/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: '已选择 花语工作室（13800138000）' })).toHaveAttribute('aria-pressed', 'true');
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

/**
 * An agent-collection address without a 物流方式: 请完善信息, which goes as soon as one is picked (before the next
 * 确认买家); the pick is kept for that address while another is looked at.
 */
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
    await userEvent.selectOptions(dialog.getByLabelText('物流方式'), '3');
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: /斗南花卉市场自提点/ }));
    await userEvent.click(dialog.getByRole('radio', { name: /王五/ }));
    await expect(dialog.getByLabelText('物流方式')).toHaveValue('3');
    await userEvent.click(dialog.getByRole('button', { name: '确认买家' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      { buyerId: '10086', receiverHash: '32', deliveryType: 2, receiverType: 3 },
      { ...OPERATOR_BUYER.addresses[1], receiverType: 0 },
    );
  },
};

export const Idle: Story = { args: { lookup: 'idle', buyer: null } };

export const LookingUpBuyer: Story = { args: { lookup: 'loading', buyer: null } };

export const NotFound: Story = { args: { lookup: 'notFound', buyer: null } };

export const ChooseAmongMatches: Story = { args: { lookup: 'choose', buyer: null, matches: OPERATOR_BUYER_MATCHES } };

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
