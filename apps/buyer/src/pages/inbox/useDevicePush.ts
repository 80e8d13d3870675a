/**
 * This device's Web Push (issue 33): whether the browser can, whether the buyer allowed it, and whether this device is
 * subscribed; `enable` asks the browser's permission (only when the buyer presses 开启本设备推送, never on load), then
 * subscribes with the server's VAPID key and saves the subscription; `disable` unsubscribes and forgets it.
 * Push needs the service worker (src/sw.ts), which production builds register: under `npm run dev` it says unsupported.
 * iPhones get push only in the app added to the home screen (iOS 16.4+), where PushManager exists.
 */
import { DELIVERY_MESSAGES } from '@huashi/domain';
import type { DevicePushState } from '@huashi/ui';
import { useCallback, useEffect, useState } from 'react';

type Registration = ServiceWorkerRegistration;

/** The worker that holds push, or null (no worker: the dev server, a blocked origin). */
async function registration(): Promise<Registration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** base64url → the bytes PushManager.subscribe takes as applicationServerKey. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export type PushSubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string } };

export function useDevicePush(opts: {
  publicKey: string | null;
  save: (subscription: PushSubscriptionJson) => Promise<unknown>;
  forget: (endpoint: string) => Promise<unknown>;
}) {
  const { publicKey, save, forget } = opts;
  const [state, setState] = useState<DevicePushState>('busy');
  const [error, setError] = useState<string | undefined>();

  const read = useCallback(async () => {
    const reg = await registration();
    if (!reg) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('denied');
    setState((await reg.pushManager.getSubscription()) ? 'on' : 'off');
  }, []);

  useEffect(() => {
    void read().catch(() => setState('unsupported'));
  }, [read]);

  const enable = useCallback(async () => {
    setError(undefined);
    const reg = await registration();
    if (!reg || !publicKey) return setState('unsupported');
    setState('busy');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'off');
      const subscription =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const json = subscription.toJSON() as Partial<PushSubscriptionJson>;
      if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error(DELIVERY_MESSAGES.subscriptionInvalid);
      await save({ endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } });
      setState('on');
    } catch (e) {
      setError((e as Error).message || DELIVERY_MESSAGES.subscriptionInvalid);
      await read().catch(() => setState('off'));
    }
  }, [publicKey, read, save]);

  const disable = useCallback(async () => {
    setError(undefined);
    const reg = await registration();
    const subscription = await reg?.pushManager.getSubscription();
    setState('busy');
    try {
      if (subscription) {
        await forget(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
    } catch (e) {
      setError((e as Error).message);
      await read().catch(() => setState('off'));
    }
  }, [forget, read]);

  return { state, error, enable, disable };
}
