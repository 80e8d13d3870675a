/**
 * Printed papers in journeys (issue 31): click a print button and read back the PDF the page saved — its name, bytes
 * and text (apps/server/src/print/readPdf.ts, the golden files' reader). Shared by the fulfilment and order-detail
 * journeys.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { pdfText } from '../apps/server/src/print/readPdf';

/** Clicks `button` within `scope` (the page, or a dialog of it) and reads the saved PDF. */
export async function savedPaper(
  page: Page,
  button: string,
  scope: Page | Locator = page,
): Promise<{ name: string; bytes: Buffer; text: string }> {
  const downloading = page.waitForEvent('download');
  await scope.getByRole('button', { name: button }).click();
  const download = await downloading;
  const bytes = readFileSync(await download.path());
  const text = (await pdfText(bytes)).flatMap((p) => p.texts.map((run) => run.text)).join(' ');
  return { name: download.suggestedFilename(), bytes, text };
}
