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
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

/** The parts of ServiceWorkerGlobalScope used here (the WebWorker lib cannot share a program with the DOM lib). */
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: () => void): void;
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
