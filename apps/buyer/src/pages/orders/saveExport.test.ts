import { describe, expect, it } from 'vitest';
import { EXPORT_TEXTS, ExportDownloadError, fetchExportFile } from './saveExport';

const link = 'http://127.0.0.1/api/v2/order/export-file?mainId=7&token=abc';
const answering =
  (response: Response | Error): typeof fetch =>
  async () => {
    if (response instanceof Error) throw response;
    return response;
  };

describe('fetchExportFile', () => {
  it('answers the file of a working link', async () => {
    const file = await fetchExportFile(link, answering(new Response('xlsx-bytes', { status: 200 })));
    expect(await file.text()).toBe('xlsx-bytes');
  });

  it('a spent or expired link (410) asks the buyer to export again; any other failure says the download failed', async () => {
    await expect(fetchExportFile(link, answering(new Response('gone', { status: 410 })))).rejects.toThrow(
      new ExportDownloadError(EXPORT_TEXTS.gone),
    );
    await expect(fetchExportFile(link, answering(new Response('', { status: 500 })))).rejects.toThrow(EXPORT_TEXTS.failed);
    await expect(fetchExportFile(link, answering(new TypeError('network')))).rejects.toThrow(EXPORT_TEXTS.failed);
  });
});
