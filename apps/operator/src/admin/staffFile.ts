/**
 * A file the back office fetches with the staff token and saves (the stock CSV template, the printed papers of
 * 订单履约): a file answer cannot go through window.open, which sends no token, so it is fetched and saved from a
 * blob under the name the server gave (content-disposition filename*, else `fallbackName`). A refusal answers the
 * JSON envelope instead of the file: it is thrown as the ApiError it is, so the page shows its message.
 */
import { ApiError } from '@huashi/api';
import { staffSession } from './staffSession';

/** The name in content-disposition: filename* (UTF-8) first, then filename. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]!);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

type FileQuery = Record<string, string | number | undefined>;

/** Fetches `path` (under the API base) with `query` and the staff token, and saves the file. */
export function saveStaffFile(path: string, query: FileQuery, fallbackName: string): Promise<void> {
  return saveFileWithToken(staffSession.token() ?? '', path, query, fallbackName);
}

/** The same with any session's token (the supplier page's 下载结算单 sends the supplier's). */
export async function saveFileWithToken(token: string, path: string, query: FileQuery, fallbackName: string): Promise<void> {
  const base = (import.meta.env.VITE_API_BASE as string | undefined) || '/api';
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])),
  ).toString();
  const response = await fetch(`${base}${path}${search ? `?${search}` : ''}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if ((response.headers.get('content-type') ?? '').startsWith('application/json')) {
    const answer = (await response.json()) as { code?: number; msg?: string; data?: unknown };
    throw new ApiError(answer.code ?? response.status, answer.msg ?? '', answer.data ?? null);
  }
  if (!response.ok) throw new ApiError(response.status, '');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionFileName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
