/**
 * 日报 (issue 31): 财务 opens the day's report at the 财务 desk, downloads its PDF (read back: the title, the sections
 * and the reconciliation's 平 / 不平 line) and exports its Excel sheet (saved under 日报-<day>.xlsx, a zip archive).
 */
import { readFile } from 'node:fs/promises';
import { savedPaper } from '../papers';
import { expect, STAFF, staffSignedIn, test } from '../support';

test('财务 downloads the day’s report as PDF and Excel', async ({ page }) => {
  test.setTimeout(120_000);
  await staffSignedIn(page, STAFF.caiwu);
  await page.goto('/admin/finance?tab=report');
  const report = page.getByRole('region', { name: '日报' });
  // Today on the market clock (the e2e server pins MARKET_NOW), as the server's /health tells it, in Kunming.
  const health = (await (await page.request.get('/api/health')).json()) as { data: { time: string } };
  const day = new Date(Date.parse(health.data.time) + 8 * 3_600_000).toISOString().slice(0, 10);
  await expect(report.getByLabel('日期')).toHaveValue(day);

  const pdf = await savedPaper(page, '下载 PDF', report);
  expect(pdf.name).toBe(`日报-${day}.pdf`);
  expect(pdf.text).toContain(`日报 ${day}`);
  for (const section of ['销售（按场次）', '销售（按花型）', '销售（按供应商）', '撤销', '售后理赔', '充值', '提现', '买家余额']) {
    expect(pdf.text).toContain(section);
  }
  expect(pdf.text).toMatch(/对账：(平|不平（差额 -?\d+\.\d{2} 元）)/);

  const exporter = report.getByRole('region', { name: '导出' });
  await exporter.getByRole('button', { name: '导出 Excel' }).click();
  const link = exporter.getByRole('link', { name: `下载 日报-${day}.xlsx` });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`日报-${day}.xlsx`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // A future day is said at the picker and asks for nothing.
  await report.getByLabel('日期').fill('2099-01-01');
  await expect(report.getByText('日报日期不能晚于今天')).toBeVisible();
  await expect(report.getByRole('button', { name: '下载 PDF' })).toBeDisabled();
});
