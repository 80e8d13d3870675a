import { AppRoot, reloadOnceOnStaleChunk } from '@huashi/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadFirstRoute } from './App';
import { listenForInstallPrompt } from './installApp';
import { prefetchFirstRouteData } from './firstRouteData';
import { createQueryClient } from './queryClient';
import { session } from './session';

const queryClient = createQueryClient();

// The first page's data leaves now, beside its code (firstRouteData.ts), not once that code has run.
const firstRouteData = prefetchFirstRouteData(queryClient, window.location.pathname, window.location.search, Boolean(session.token()));
const firstRouteReady = loadFirstRoute();

reloadOnceOnStaleChunk();
// The install prompt comes once, early: kept for 下载APP (添加到主屏幕).
listenForInstallPrompt();

// The service worker (src/sw.ts: the app shell offline, never an API answer) in production builds only: in the dev
// server a cached shell would hide every change. Registered after load, so it never competes with the first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, a blocked origin): the app works as a plain website.
    });
  });
}

/** The longest the first render waits for the first page's code and reads; a slower network sees the loading state. */
const FIRST_ROUTE_WAIT_MS = 1500;

const firstRouteOrTimeout = Promise.race([
  Promise.all([firstRouteReady.catch(() => {}), firstRouteData]),
  new Promise<void>((resolve) => setTimeout(resolve, FIRST_ROUTE_WAIT_MS)),
]);

// The first render is a transition: React renders it in slices and lets the phone's main thread breathe between them
// (one long task of a whole page's first render would hold taps and scrolling back).
void firstRouteOrTimeout.then(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppRoot>
          <QueryClientProvider client={queryClient}>
            <App />
          </QueryClientProvider>
        </AppRoot>
      </StrictMode>,
    ),
  ),
);
