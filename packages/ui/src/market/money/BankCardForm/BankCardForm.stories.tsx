import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { regionTree } from '../../../fixtures';
import { BankCardForm } from './BankCardForm';

const BANKS = [
  { code: 'ICBC', name: '中国工商银行' },
  { code: 'CCB', name: '中国建设银行' },
  { code: 'CMB', name: '招商银行' },
];

const meta = {
  title: 'Money/BankCardForm',
  component: BankCardForm,
  args: { realNameState: 'verified', realName: '张三', banks: BANKS, regions: regionTree, onSubmit: fn(), onRetry: fn() },
} satisfies Meta<typeof BankCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Verified, no card yet: the holder filled in; a known prefix picks the bank; empty fields say what is missing. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('持卡人姓名')).toHaveValue('张三');
    await userEvent.click(canvas.getByRole('button', { name: '确认绑定' }));
    await expect(canvas.getByText('请输入银行卡号')).toBeVisible();
    await expect(canvas.getByText('请输入开户支行')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('银行卡号'), '6222 0212 3456 7890 128');
    await expect(canvas.getByLabelText('开户银行')).toHaveValue('ICBC');
    await expect(canvas.queryByText('请输入银行卡号')).toBeNull();
    await userEvent.type(canvas.getByLabelText('开户支行'), '昆明关上支行');
    await expect(canvas.queryByText('请输入开户支行')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A bad card number and a holder who is not the verified name; the number's message goes once it is corrected. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('持卡人姓名'));
    await userEvent.type(canvas.getByLabelText('持卡人姓名'), '李四');
    await userEvent.type(canvas.getByLabelText('银行卡号'), '6222021234567890123');
    await userEvent.click(canvas.getByRole('button', { name: '确认绑定' }));
    await expect(canvas.getByText('请输入正确的银行卡号')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('银行卡号'));
    await userEvent.type(canvas.getByLabelText('银行卡号'), '6222021234567890128');
    await expect(canvas.queryByText('请输入正确的银行卡号')).toBeNull();
  },
};

export const NotVerified: Story = {
  args: { realNameState: 'none', realName: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('请您先完成实名认证')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去实名认证' })).toHaveAttribute('href', '/realname');
  },
};

/** Submitted, not yet decided: says so instead of asking for it again. */
export const RealNameReviewing: Story = {
  args: { realNameState: 'reviewing', realName: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('实名认证审核中');
    await expect(canvas.queryByText('请您先完成实名认证')).toBeNull();
  },
};

export const Bound: Story = {
  args: {
    card: {
      cardName: '张三',
      cardNumber: '6222 **** **** 0128',
      bankName: '中国工商银行',
      province: '云南省',
      city: '昆明市',
      area: '官渡区',
      bankBranch: '昆明关上支行',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('6222 **** **** 0128')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '更换银行卡' }));
    await expect(canvas.getByRole('button', { name: '确认绑定' })).toBeVisible();
  },
};

export const ServerRefused: Story = { args: { serverError: '请选择开户地区' } };
export const Submitting: Story = { args: { submitting: true } };
export const Loading: Story = { args: { loading: true } };
export const LoadError: Story = { args: { loadError: '加载失败，请重试' } };
