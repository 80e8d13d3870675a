/**
 * The desks' Excel exports (issue 31): 配货发货 exports the 订单履约 desk's current view — the page shows the job's
 * progress, then a one-time download link — and the browser saves the .xlsx under its Chinese name; the link works
 * once; the desk stays usable meanwhile.
 */
import { readFile } from 'node:fs/promises';
import { expect, STAFF, staffSignedIn, test } from '../support';

test('配货发货 exports the orders of the day to Excel and downloads the file once', async ({ page }) => {
  await staffSignedIn(page, STAFF.peihuo);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '订单履约' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const exporter = page.getByRole('region', { name: '导出' });
  await exporter.getByRole('button', { name: '导出 Excel' }).click();

  const link = exporter.getByRole('link', { name: /^下载 订单履约_\d{4}-\d{2}-\d{2}\.xlsx$/ });
  await expect(link).toBeVisible();
  await expect(exporter.getByText(/导出完成，共 [\d,]+ 行/)).toBeVisible();
  const href = await link.getAttribute('href');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^订单履约_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await readFile((await download.path())!);
  // An .xlsx is a zip archive.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  // The buttons come back; the link has been spent.
  await expect(exporter.getByRole('button', { name: '导出 Excel' })).toBeVisible();
  await expect(link).toHaveCount(0);
  const again = await page.request.get(href!);
  expect(again.status()).toBe(410);

  // 导出本月 covers the month of the shown day: its file says so.
  await exporter.getByRole('button', { name: '导出本月' }).click();
  await expect(exporter.getByRole('link', { name: /^下载 订单履约_\d{4}-\d{2}-01至\d{4}-\d{2}-\d{2}\.xlsx$/ })).toBeVisible();
});
