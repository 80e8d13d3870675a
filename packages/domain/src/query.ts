/**
 * Routes carry their data in the query string (§2), often as JSON (e.g. /order?orderVal={…}).
 * These helpers read and write such values without ever throwing.
 */

/** The JSON value of query key `key` in `search` ("?a=1&b=…"), or null when absent or malformed. */
export function readQueryJson<T = unknown>(search: string, key: string): T | null {
  const raw = new URLSearchParams(search).get(key);
  if (raw === null || raw === '') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** A plain query value, or null. */
export function readQuery(search: string, key: string): string | null {
  const value = new URLSearchParams(search).get(key);
  return value === null || value === '' ? null : value;
}

/** "path?key=<encoded JSON>&…" for plain values and JSON-encoded objects. */
export function withQuery(path: string, params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
