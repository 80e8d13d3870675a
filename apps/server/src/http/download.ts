/** A file the browser saves: Content-Disposition with an ASCII fallback name and the real (Chinese) name in UTF-8. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
