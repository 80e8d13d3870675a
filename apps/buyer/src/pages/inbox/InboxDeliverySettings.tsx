/**
 * 消息提醒设置, the settings section of /inbox (issue 33, notify33): InboxPage renders it under the list. The
 * buyer's choices from GET /v1/inbox/delivery, saved with POST; this device's push through useDevicePush (the browser's
 * permission asked only when the buyer turns it on). Saving a kind's 推送 while this device is off turns it on too.
 */
import { Banner, InboxDeliverySettings as SettingsView, Skeleton, useMessage } from '@huashi/ui';
import { DELIVERY_MESSAGES, type DeliveryFormValues } from '@huashi/domain';
import { useDevicePush } from './useDevicePush';
import { useInboxDelivery } from './useInboxDelivery';

export function InboxDeliverySettings() {
  const delivery = useInboxDelivery();
  const message = useMessage();
  const device = useDevicePush({
    publicKey: delivery.settings?.push.publicKey ?? null,
    save: delivery.subscribe,
    forget: delivery.unsubscribe,
  });
  const settings = delivery.settings;
  if (delivery.loading) return <Skeleton />;
  if (!settings) return <Banner tone="error">{delivery.loadError}</Banner>;

  const onSave = async (values: DeliveryFormValues) => {
    await delivery.save(values);
    message.success(DELIVERY_MESSAGES.saved);
    if (values.choices.some((c) => c.push) && device.state === 'off' && settings.push.available) await device.enable();
  };

  return (
    <>
      {delivery.saveError || device.error ? <Banner tone="error">{delivery.saveError ?? device.error}</Banner> : null}
      <SettingsView
        values={{ choices: settings.choices, smsOn: settings.smsOn, quietFrom: settings.quietFrom, quietTo: settings.quietTo }}
        phone={settings.phone}
        pushAvailable={settings.push.available}
        smsAvailable={settings.smsAvailable}
        pushDevices={settings.push.devices}
        devicePush={device.state}
        recent={settings.recent}
        saving={delivery.saving}
        onSave={(values) => void onSave(values).catch(() => {})}
        onPushOn={() => void device.enable()}
        onPushOff={() => void device.disable()}
      />
    </>
  );
}
