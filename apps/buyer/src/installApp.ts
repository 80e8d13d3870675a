/**
 * 添加到主屏幕 (issue 26): the browser's install prompt, kept from the moment it is offered (Chrome offers it once,
 * soon after load, before any page asks), and how this browser adds the app (domain installWay).
 */
import { installWay, type InstallWay } from '@huashi/domain';
import { useSyncExternalStore } from 'react';

/** Chrome's `beforeinstallprompt` event (not in TypeScript's DOM types). */
type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Starts listening (main.tsx calls it before the first render). */
export function listenForInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for 添加到主屏幕 instead of the browser's own mini-infobar.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    changed();
  });
}

const standalone = (): boolean =>
  installed ||
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

const snapshot = (): InstallWay =>
  installWay({
    hasPrompt: deferred !== null,
    standalone: standalone(),
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
  });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How this browser adds the app, and `install` to open the browser's prompt (once; it is spent after). */
export function useInstallApp(): { way: InstallWay; install: () => Promise<void> } {
  const way = useSyncExternalStore(subscribe, snapshot);
  const install = async () => {
    const event = deferred;
    if (!event) return;
    deferred = null;
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'accepted') installed = true;
    changed();
  };
  return { way, install };
}
