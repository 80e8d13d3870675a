/**
 * Pages are chunks fetched on demand: after a new release an open tab may ask for one that is gone. Each app calls
 * this once at start: the tab then loads the new release, once per address (a second failure is a real error, which
 * LoadErrorBoundary shows as one).
 */
export function reloadOnceOnStaleChunk(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    const key = 'huashi.chunkReload';
    if (win.sessionStorage.getItem(key) === win.location.href) return;
    win.sessionStorage.setItem(key, win.location.href);
    event.preventDefault();
    win.location.reload();
  });
}
