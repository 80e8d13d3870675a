import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MemberLevelForm } from './MemberLevelForm';

const VIP1 = {
  level: 1,
  label: 'VIP1',
  cillText: '月采购满¥5,000',
  discountText: '花材9.8折',
  couponText: '每月赠¥20优惠券1张',
  discountTenths: 98,
};

const meta = {
  title: 'Admin/MemberLevelForm',
  component: MemberLevelForm,
  args: { level: VIP1, onSubmit: fn() },
} satisfies Meta<typeof MemberLevelForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('升级条件'));
    await userEvent.type(canvas.getByLabelText('升级条件'), '月采购满¥6,000');
    await userEvent.click(canvas.getByRole('button', { name: '保存VIP1规则' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        cillText: '月采购满¥6,000',
        discountText: '花材9.8折',
        couponText: '每月赠¥20优惠券1张',
      }),
    );
  },
};

/** Every text is asked for next to its field. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('升级条件'));
    await userEvent.clear(canvas.getByLabelText('优惠券说明'));
    await userEvent.click(canvas.getByRole('button', { name: '保存VIP1规则' }));
    await expect(await canvas.findByText('请填写升级条件')).toBeVisible();
    await expect(canvas.getByText('请填写优惠券说明')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Basic: Story = {
  args: { level: { level: 0, label: '普通会员', cillText: '注册即可', discountText: '无折扣', couponText: '无', discountTenths: 100 } },
};

export const Saving: Story = { args: { pending: true } };

export const Saved: Story = { args: { saved: true } };

export const Refused: Story = { args: { serverError: '会员等级不存在' } };
