import type { Meta, StoryObj } from '@storybook/react-vite';
import { DELIVERY_MESSAGES, deliveryChoices } from '@huashi/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InboxDeliverySettings } from './InboxDeliverySettings';

const VALUES = {
  choices: deliveryChoices([
    { kind: 'order.shipped', push: true, sms: true },
    { kind: 'order.delivered', push: true, sms: false },
    { kind: 'claim.decided', push: true, sms: false },
    { kind: 'watch.price', push: true, sms: true },
  ]),
  smsOn: true,
  quietFrom: '22:00',
  quietTo: '07:00',
};

const meta = {
  title: 'Inbox/InboxDeliverySettings',
  component: InboxDeliverySettings,
  args: {
    values: VALUES,
    phone: '138****0001',
    pushAvailable: true,
    smsAvailable: true,
    pushDevices: 2,
    devicePush: 'on',
    recent: [
      {
        id: 31,
        kind: 'watch.price',
        title: '卡罗拉 A级 降到 ¥22.00/扎',
        channel: 'sms',
        state: 'queued',
        attempts: 0,
        lastError: null,
        createdAt: '2026-11-29T15:05:00+00:00',
        sentAt: null,
      },
      {
        id: 30,
        kind: 'order.shipped',
        title: '订单已发货',
        channel: 'push',
        state: 'sent',
        attempts: 1,
        lastError: null,
        createdAt: '2026-11-29T06:12:00+00:00',
        sentAt: '2026-11-29T06:12:02+00:00',
      },
      {
        id: 29,
        kind: 'order.shipped',
        title: '订单已发货',
        channel: 'sms',
        state: 'retry',
        attempts: 2,
        lastError: 'aliyun SMS not sent: isv.BUSINESS_LIMIT_CONTROL',
        createdAt: '2026-11-29T06:12:00+00:00',
        sentAt: null,
      },
      {
        id: 28,
        kind: 'claim.decided',
        title: '售后审核通过',
        channel: 'push',
        state: 'dropped',
        attempts: 1,
        lastError: '推送订阅已失效（HTTP 410）',
        createdAt: '2026-11-28T09:40:00+00:00',
        sentAt: null,
      },
    ],
    onSave: fn(),
    onPushOn: fn(),
    onPushOff: fn(),
  },
} satisfies Meta<typeof InboxDeliverySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Push on this device and one other, SMS with quiet hours, a few kinds chosen; the recent deliveries with their state. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('本设备已开启推送')).toBeVisible();
    await expect(canvas.getByText('已在 2 台设备开启推送')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '订单已发货 推送' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '订单已支付 短信' })).not.toBeChecked();
    await expect(canvas.getByText(/发送失败（已尝试 2 次），稍后自动重试/)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '订单已支付 短信' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    const saved = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0] as typeof VALUES;
    await expect(saved.choices.find((c) => c.kind === 'order.paid')).toEqual({ kind: 'order.paid', push: false, sms: true });
    await expect(saved).toMatchObject({ smsOn: true, quietFrom: '22:00', quietTo: '07:00' });
  },
};

/** Nothing chosen yet (a new buyer): push off on this device, SMS not opted in — its kinds wait for the opt-in. */
export const NothingChosen: Story = {
  args: { values: { ...VALUES, choices: deliveryChoices([]), smsOn: false }, devicePush: 'off', pushDevices: 0, recent: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('尚未在任何设备开启推送')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '订单已发货 短信' })).toBeDisabled();
    await expect(canvas.getByLabelText('免打扰开始')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '开启本设备推送' }));
    await expect(args.onPushOn).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('checkbox', { name: /接收短信通知/ }));
    await expect(canvas.getByRole('checkbox', { name: '订单已发货 短信' })).toBeEnabled();
  },
};

/** An iPhone in Safari (not a home-screen app): says how to get push there. */
export const PushUnsupported: Story = {
  args: { devicePush: 'unsupported' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(DELIVERY_MESSAGES.pushUnsupported)).toBeVisible();
  },
};

/** The buyer refused the browser's permission: said, with where to allow it. */
export const PushDenied: Story = { args: { devicePush: 'denied' } };

/** A server without VAPID keys or an SMS notice template: both said, their boxes disabled. */
export const Unavailable: Story = {
  args: { pushAvailable: false, smsAvailable: false, recent: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(DELIVERY_MESSAGES.pushUnavailable)).toBeVisible();
    await expect(canvas.getByText(DELIVERY_MESSAGES.smsUnavailable)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '订单已发货 推送' })).toBeDisabled();
  },
};
