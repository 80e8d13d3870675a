/**
 * A component whose code is its own chunk, fetched on first render or earlier by `preload`. Once its code is here
 * it renders at once: React.lazy alone suspends on every first render, even for code already fetched, and a
 * Suspense fallback that shows on the first screen holds the real page back for React's reveal throttle (300 ms),
 * which on a phone is the slowest part of opening home.
 */
import { createElement, lazy, useState, type ComponentType, type ReactNode } from 'react';

export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Starts fetching the code; resolves when the component can render without suspending. */
  preload: () => Promise<unknown>;
};

export function lazyPage<K extends string, P extends object = { children?: ReactNode }>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        // A failed fetch may be tried again (the page's error boundary offers 重新加载).
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    // Decided once per mount, so a page never switches from the lazy wrapper to its component (and loses state).
    const [Ready] = useState(() => loaded);
    return createElement((Ready ?? Lazy) as ComponentType<P>, props);
  }
  Page.displayName = `lazyPage(${name})`;
  return Object.assign(Page, { preload });
}
