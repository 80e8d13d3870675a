/**
 * The buyer app's service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js; registered by
 * main.tsx in production builds only).
 *
 * - Precaches the app shell: index.html, the JS and CSS chunks, the Inter fonts, the icons, the manifest and
 *   offline.html (the list is written into `self.__WB_MANIFEST` at build time, each file with its revision).
 * - Navigations to buyer pages get the cached shell, so the app opens on a phone with no network.
 * - `/api/*` (prices, stock, balances, orders, money) and `/media/*` always go to the network and are never
 *   stored: an answer from a cache could show an old price or balance. Offline, they fail as without a worker.
 * - A navigation the shell does not serve (the operator pages, a file outside the shell) that fails for want
 *   of a network shows offline.html, which says so in Chinese.
 * - A new version takes over at once (skipWaiting + clientsClaim) without reloading open pages; a page left
 *   open across a release recovers through reloadOnceOnStaleChunk, as it did before the worker.
 * - Web Push (issue 33): a push carries an inbox message's JSON (services/inboxDelivery.ts); the worker shows it as a
 *   notification (domain inboxPushNotice: the message id as its tag, so a repeated push replaces it) and a click
 *   opens the message's page — in an open window of the app when there is one, else a new one. The link is always a
 *   path of this app.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { inboxPushNotice, isInboxLink } from '@huashi/domain';

/** The parts of ServiceWorkerGlobalScope used here (the WebWorker lib cannot share a program with the DOM lib). */
type WaitUntil = { waitUntil(promise: Promise<unknown>): void };
type WindowClientLike = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: { origin: string };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: () => void): void;
  addEventListener(type: 'push', listener: (event: WaitUntil & { data: { json(): unknown } | null }) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: WaitUntil & { notification: { data: unknown; close(): void } }) => void,
  ): void;
};

/**
 * Paths that are never the buyer shell: the API, uploads, the operator app (apps/server/src/web.ts isOperatorPage: its
 * routes, the back office under /admin and a supplier's page /supplier — a phone with the buyer app installed opens
 * those from the server, not as the buyer shell).
 * NavigationRoute tests them against the path and the query together, hence the `[/?]|$` ends.
 */
const NOT_THE_SHELL = [/^\/(api|media|op|assets)([/?]|$)/, /^\/(goodTp|cpsix|cpsixNew|admin|supplier)([/?]|$)/];
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', () => {
  void self.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();

precacheAndRoute(self.__WB_MANIFEST);

// Money, stock and every other server answer: the network only, never a cache.
registerRoute(({ url, sameOrigin }) => sameOrigin && /^\/(api|media)(\/|$)/.test(url.pathname), new NetworkOnly());

// Buyer pages: the precached shell (the router in the page picks the route).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_THE_SHELL }));

// Every other page: the network; when it fails, the catch handler below.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

// Web Push: show the message; a click opens its page.
self.addEventListener('push', (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json() ?? null;
  } catch {
    payload = null;
  }
  const notice = inboxPushNotice(payload);
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      lang: 'zh-CN',
      data: { link: notice.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { link?: unknown } | null;
  const link = typeof data?.link === 'string' && isInboxLink(data.link) ? data.link : '/';
  const url = `${self.location.origin}${link}`;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const app = open.find((client) => client.url.startsWith(self.location.origin));
      // navigate() works on a window this worker controls; any other (or a failure) gets a window of its own.
      const moved = app
        ? await app.navigate(url).then(
            () => app.focus().then(() => true),
            () => false,
          )
        : false;
      if (!moved) await self.clients.openWindow(url);
    })(),
  );
});
