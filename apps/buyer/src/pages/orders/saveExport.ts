/**
 * The export's download, done by the page itself (issue 14): the one-time link the server answers is fetched at
 * once and the .xlsx saved under its file name. Nothing is copied or opened in a new window, so the buyer is never
 * handed a link that this download has already spent.
 */

/** Why the file could not be fetched (410: the link was spent or expired meanwhile; export again). */
export class ExportDownloadError extends Error {}

export const EXPORT_TEXTS = {
  saved: (fileName: string) => `导出文件已开始下载：${fileName}`,
  gone: '导出链接已失效，请重新导出',
  failed: '导出文件下载失败，请重新导出',
} as const;

/** Fetches the one-time link (same origin; the secret in it is the credential) and answers the file. */
export async function fetchExportFile(link: string, fetcher: typeof fetch = fetch): Promise<Blob> {
  let response: Response;
  try {
    response = await fetcher(link, { cache: 'no-store', credentials: 'omit' });
  } catch {
    throw new ExportDownloadError(EXPORT_TEXTS.failed);
  }
  if (response.status === 410) throw new ExportDownloadError(EXPORT_TEXTS.gone);
  if (!response.ok) throw new ExportDownloadError(EXPORT_TEXTS.failed);
  return response.blob();
}

/** Saves a file the page holds, as the browser's download of `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has its own copy once it started; keep the URL a little while for slow browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
