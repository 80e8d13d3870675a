import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderScanField } from './OrderScanField';

const meta = {
  title: 'Admin/OrderScanField',
  component: OrderScanField,
  args: { onFind: fn(), onCamera: fn() },
  parameters: { visual: { wide: true } },
} satisfies Meta<typeof OrderScanField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A USB scanner types the label's number and Enter: the number is looked up and the field is empty for the next one. */
export const Scans: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('扫码查单');
    await userEvent.type(field, ' HS2026111700001042 {Enter}');
    await expect(args.onFind).toHaveBeenCalledWith('HS2026111700001042');
    await expect(field).toHaveValue('');
    // Enter on an empty field looks nothing up.
    await userEvent.type(field, '{Enter}');
    await expect(args.onFind).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '摄像头扫码' }));
    await expect(args.onCamera).toHaveBeenCalled();
  },
};

export const UnknownNumber: Story = {
  args: { error: '未找到订单 HS2026111799999999：订单不存在' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('扫码查单');
    await expect(field).toHaveAccessibleDescription('未找到订单 HS2026111799999999：订单不存在');
  },
};

export const LookingUp: Story = { args: { pending: true } };

/** A browser without a camera: the field only. */
export const NoCamera: Story = {
  args: { onCamera: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '摄像头扫码' })).toBeNull();
  },
};
