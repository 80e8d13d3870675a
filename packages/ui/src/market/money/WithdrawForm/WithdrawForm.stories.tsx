import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WithdrawForm, type WithdrawFormInfo } from './WithdrawForm';

const INFO: WithdrawFormInfo = {
  usableFen: 500_000,
  frozenFen: 0,
  feeFen: 500,
  maxFen: 499_500,
  realNameState: 'verified',
  card: '中国工商银行 6222 **** **** 0128',
  recent: [],
};

const meta = {
  title: 'Money/WithdrawForm',
  component: WithdrawForm,
  args: { info: INFO, onSendCode: fn(), onSubmit: fn(), onRetry: fn(), onAgain: fn() },
} satisfies Meta<typeof WithdrawForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form: amount and code; the spec's texts next to the fields, each gone as soon as its field is corrected (before
 * 确认提现). Balance, fee and limit are fen, shown in yuan.
 */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('手续费￥5.00另收，最多可提￥4995.00；单笔最低6元，最高20000元')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('提现金额（元）'), '5');
    await userEvent.click(canvas.getByRole('button', { name: '确认提现' }));
    await expect(canvas.getByText('至少要6元才可提现')).toBeVisible();
    await expect(canvas.getByText('请输入验证码')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('提现金额（元）'));
    await userEvent.type(canvas.getByLabelText('提现金额（元）'), '4996');
    await expect(canvas.queryByText('至少要6元才可提现')).toBeNull();
    await expect(canvas.getByText('已超过您的最大余额')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('提现金额（元）'));
    await userEvent.type(canvas.getByLabelText('提现金额（元）'), '100');
    await expect(canvas.queryByText('已超过您的最大余额')).toBeNull();
    await userEvent.type(canvas.getByLabelText('短信验证码'), '123456');
    await expect(canvas.queryByText('请输入验证码')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '确认提现' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ withdrawValue: '100', smsCode: '123456' });
  },
};

/** A value that is not an amount says what is wrong (not 请输入提现金额, which asks for a missing one). */
export const BadAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText('提现金额（元）');
    await userEvent.type(amount, '100.123');
    await userEvent.click(canvas.getByRole('button', { name: '确认提现' }));
    await expect(canvas.getByText('提现金额最多两位小数')).toBeVisible();
    await expect(canvas.queryByText('请输入提现金额')).not.toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1e2');
    await userEvent.click(canvas.getByRole('button', { name: '确认提现' }));
    await expect(canvas.getByText('请输入正确的金额')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CodeCountdown: Story = { args: { codeSecondsLeft: 42, codeSent: true } };

export const NoRealName: Story = {
  args: { info: { ...INFO, realNameState: 'none', card: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('请您先完成实名认证')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去实名认证' })).toHaveAttribute('href', '/realname');
  },
};

/** Submitted, not yet decided: says so instead of asking for it again. */
export const RealNameReviewing: Story = {
  args: { info: { ...INFO, realNameState: 'reviewing', card: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('实名认证审核中');
    await expect(canvas.queryByText('请您先完成实名认证')).toBeNull();
  },
};

export const NoCard: Story = {
  args: { info: { ...INFO, card: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('您还没有绑定银行卡，绑定之后才可提现')).toBeVisible();
  },
};

export const Done: Story = {
  args: {
    done: { amountFen: 10_000, feeFen: 500, totalFen: 10_500 },
    info: {
      ...INFO,
      recent: [
        {
          id: 2,
          amountFen: 30_000,
          feeFen: 500,
          totalFen: 30_500,
          statusName: '已驳回',
          reason: '银行卡户名与实名不符',
          createTime: '2026-11-17 11:50:00',
        },
        { id: 1, amountFen: 10_000, feeFen: 500, totalFen: 10_500, statusName: '待打款', createTime: '2026-11-17 11:45:00' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('提现申请已提交：￥100.00，手续费￥5.00，共冻结￥105.00，财务打款后到账。');
    await expect(canvas.getByText('2026-11-17 11:45:00 提现￥100.00（手续费￥5.00）待打款')).toBeVisible();
  },
};

export const ServerRefused: Story = { args: { serverError: '验证码错误' } };
export const Loading: Story = { args: { loading: true, info: null } };
export const LoadError: Story = { args: { loadError: '加载失败，请重试', info: null } };
