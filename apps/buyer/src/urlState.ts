/**
 * A page's list state (tab, filters, sort, keyword, page, selection) kept in the query string (DESIGN: every
 * list's state lives in the URL), so reload, back/forward and a shared link restore the view.
 *
 * A page describes its state once as a codec: `read` turns any query string — hand-edited, old, broken — into a
 * whole state (bad or missing values fall back to defaults, it never throws), `write` turns a state back into
 * query parameters (defaults left out, so a plain link stays plain). Reusable by any buyer list (e.g. /order's
 * tab and search).
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

export type UrlCodec<T> = {
  /** The state a query string (without its leading `?`) stands for; total: never throws, defaults for bad values. */
  read: (search: string) => T;
  /** The query parameters of a state; undefined values are left out. */
  write: (state: T) => Record<string, string | undefined>;
};

/** The query string of a state (no leading `?`), parameters in the codec's order. */
export function urlSearch<T>(codec: UrlCodec<T>, state: T): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(codec.write(state))) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  return params.toString();
}

/** A path with a state's query string. */
export function urlFor<T>(path: string, codec: UrlCodec<T>, state: T): string {
  const search = urlSearch(codec, state);
  return search ? `${path}?${search}` : path;
}

export type SetUrlState<T> = (next: T | ((current: T) => T), options?: { replace?: boolean }) => void;

/**
 * The state in the current URL, and a setter that navigates to the new state's URL: a new history entry by
 * default (back returns to the previous view), `replace` for changes that are not a new view (pages loaded by
 * scrolling, a correction). Setting the state the URL already shows does nothing.
 */
export function useUrlState<T>(codec: UrlCodec<T>): [T, SetUrlState<T>] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => codec.read(search), [codec, search]);
  const set = useCallback<SetUrlState<T>>(
    (next, options) => {
      const value = typeof next === 'function' ? (next as (current: T) => T)(codec.read(search)) : next;
      const nextSearch = urlSearch(codec, value);
      if (nextSearch === urlSearch(codec, codec.read(search))) return;
      // The entry's history state (e.g. a page opened in the same tab, shared.ts) goes on with the view.
      navigate(nextSearch ? `${path}?${nextSearch}` : path, { replace: options?.replace ?? false, state: window.history.state });
    },
    [codec, search, path, navigate],
  );
  return [state, set];
}

/** Readers for codecs: each answers its default for anything it cannot read. */
export const readParam = {
  /** A whole number from `min` to `max`. */
  int(value: unknown, fallback: number, min = 1, max = 10_000): number {
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
  },
  /** A positive id, or null. */
  id(value: unknown): number | null {
    const n = readParam.int(value, 0, 1, 1_000_000_000);
    return n > 0 ? n : null;
  },
  /** Trimmed text of at most `max` characters, or undefined when empty. */
  text(value: unknown, max = 60): string | undefined {
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    const text = String(value).trim().slice(0, max);
    return text === '' ? undefined : text;
  },
  /** One of the listed values, or the fallback. */
  oneOf<V extends string>(value: unknown, values: readonly V[], fallback: V): V {
    return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as V) : fallback;
  },
  /** true for 1, '1', true; false otherwise. */
  flag(value: unknown): boolean {
    return value === true || value === 1 || value === '1';
  },
  /** A JSON object parameter, or an empty object when missing or not JSON. */
  json(search: string, key: string): Record<string, unknown> {
    const raw = new URLSearchParams(search).get(key);
    if (!raw) return {};
    try {
      const value: unknown = JSON.parse(raw);
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  },
};
