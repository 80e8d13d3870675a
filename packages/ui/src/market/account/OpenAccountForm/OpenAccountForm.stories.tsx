import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addressForm, chenggong, regionTree } from '../../../fixtures';
import { buyerTypes } from '../fixtures';
import { OpenAccountForm } from './OpenAccountForm';

const meta = {
  title: 'Account/OpenAccountForm',
  component: OpenAccountForm,
  args: { onSubmit: fn(), buyerTypes, regions: regionTree },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof OpenAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { loading: true, regions: [], buyerTypes: [] } };

export const EmptyFieldsAreRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '立即开通' }));
    await canvas.findAllByRole('alert');
    const alerts = canvas.getAllByRole('alert').map((alert) => alert.textContent);
    await expect(alerts).toEqual(['请选择购买商类别', '请选择收货地址', '请输入详细地址']);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CityStillMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('购买商类别'), '花店');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '省份' }), '云南省');
    await userEvent.type(canvas.getByLabelText('详细地址'), addressForm.address);
    await userEvent.click(canvas.getByRole('button', { name: '立即开通' }));
    await expect(await canvas.findByText('请选择收货地址')).toBeVisible();
  },
};

export const AddressTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('详细地址'));
    await userEvent.paste('花'.repeat(121));
    await userEvent.click(canvas.getByRole('button', { name: '立即开通' }));
    await expect(await canvas.findByText('您的地址过长，请简化')).toBeVisible();
  },
};

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('购买商类别'), '婚庆公司');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '省份' }), '云南省');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '城市' }), '昆明市');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '区县' }), '呈贡区');
    await userEvent.type(canvas.getByLabelText('详细地址'), addressForm.address);
    await userEvent.click(canvas.getByRole('button', { name: '立即开通' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        buyerType: '2',
        ...chenggong,
        address: addressForm.address,
      },
      expect.anything(),
    );
  },
};

export const Filled: Story = {
  args: {
    defaultValues: { buyerType: '1', addrPid: '53', addrCid: '5301', addrZid: '530114', address: addressForm.address },
  },
};

export const Pending: Story = { args: { ...Filled.args, pending: true } };

export const ServerRefused: Story = { args: { ...Filled.args, serverError: '账户已开通' } };
