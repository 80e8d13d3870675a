/**
 * The 入库管理 desk (issue 15): staff imports a CSV of 20 lots — a file with 2 bad rows shows both problems and writes
 * nothing; the fixed file puts 20 lots before buyers on /presell. Staff uploads a lot photo, and buyers see it there.
 */
import { readFileSync } from 'node:fs';
import { addVariety, codeOf, csvOf } from '../stock';
import { type Browser, DEMO, expect, loginAs, type Page, solidPng, STAFF, staffSignedIn, test } from '../support';

async function buyerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, DEMO);
  return page;
}

const presellOf = (keyword: string) => `/presell?shops=${encodeURIComponent(JSON.stringify({ keyword }))}`;

test('staff imports 20 lots: 2 bad rows are shown and nothing is written; the fixed file puts 20 lots on /presell', async ({
  page,
  browser,
}) => {
  const code = codeOf('QA');
  const name = `导入测试花${code.slice(-4)}`;
  await staffSignedIn(page, STAFF.admin);
  await addVariety(page, code, name);

  const rows = Array.from({ length: 20 }, (_, i) => [
    i % 2 ? 'B2003' : 'A1001',
    code,
    'A',
    '60',
    '3度',
    '',
    '20',
    '1',
    String(10 + i),
    '1.10',
    '1.40',
    `9-20-${String(i + 1).padStart(2, '0')}`,
    '纸箱',
  ]);
  const bad = rows.map((cells) => [...cells]);
  bad[4]![0] = 'A9999';
  bad[11]![10] = '0.90';

  await page.goto('/admin/stock?tab=import');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载模板' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('入库导入模板.csv');
  const template = readFileSync(await download.path(), 'utf8');
  expect(template.startsWith('\uFEFF供应商编号,品种编号,等级')).toBe(true);

  const chooser = page.getByLabel('选择 CSV 文件');
  // Saved by Excel on Chinese Windows as plain CSV (GBK): said plainly, not as 缺少列.
  const gbk = Buffer.from([0xb9, 0xa9, 0xd3, 0xa6, 0xc9, 0xcc, 0xb1, 0xe0, 0xba, 0xc5, 0x0d, 0x0a, 0x41, 0x31, 0x30, 0x30, 0x31]);
  await chooser.setInputFiles({ name: 'lots-gbk.csv', mimeType: 'text/csv', buffer: gbk });
  await expect(page.getByText('文件不是 UTF-8 编码，请在 Excel 中另存为「CSV UTF-8（逗号分隔）」后再导入')).toBeVisible();
  await chooser.setInputFiles({ name: 'lots-bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(template, bad)) });
  await expect(page.getByText('共20行，2行有问题，未写入任何数据。')).toBeVisible();
  const preview = page.getByRole('grid', { name: '导入预览' });
  await expect(preview.getByText('供应商「A9999」不存在')).toBeVisible();
  await expect(preview.getByRole('list', { name: '第13行的问题' })).toContainText('销售价不能低于结算价');
  await expect(page.getByRole('button', { name: /确认导入/ })).toBeDisabled();

  // Nothing was written: the date's lots of this variety are none.
  await page.goto(`/admin/stock?q=${code}`);
  await expect(page.getByText('该拍卖日还没有批次，可新增或导入 CSV')).toBeVisible();

  await page.goto('/admin/stock?tab=import');
  await page
    .getByLabel('选择 CSV 文件')
    .setInputFiles({ name: 'lots.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(template, rows)) });
  await expect(page.getByText('共20行，全部可导入。')).toBeVisible();
  await page.getByRole('button', { name: '确认导入（20个批次）' }).click();
  await expect(page.getByText('已导入20个批次到 2026-11-17')).toBeVisible();

  await page.goto(`/admin/stock?q=${code}`);
  await expect(page.getByRole('grid', { name: '批次列表' }).getByText('9-20-20')).toBeVisible();

  const buyer = await buyerPage(browser);
  await buyer.goto(presellOf(name));
  await expect(buyer.getByText(name).first()).toBeVisible();
  await buyer.goto(`/shopdetails?listNow=${encodeURIComponent(JSON.stringify({ flwCode: code, supplierType: 'A' }))}`);
  await expect(buyer.getByText(/位置 9-20-\d\d/)).toHaveCount(20);
  await buyer.context().close();
});

test('staff adds a lot by form and uploads its photo; the buyer’s /presell shows the photo instead of the illustration', async ({
  page,
  browser,
}) => {
  const code = codeOf('PH');
  const name = `图片测试花${code.slice(-4)}`;
  await staffSignedIn(page, STAFF.admin);
  await addVariety(page, code, name);

  await page.goto('/admin/stock');
  await page.getByRole('button', { name: '新增批次' }).click();
  const form = page.getByRole('dialog', { name: '新增批次（2026-11-17）' });
  await form.getByLabel('供应商').selectOption('A1001');
  await form.getByLabel('品种').selectOption(code);
  await form.getByLabel('等级').selectOption('A+');
  await form.getByLabel('长度').selectOption('60');
  await form.getByLabel('开放度').selectOption('3度');
  await form.getByLabel('扎数', { exact: true }).fill('15');
  await form.getByLabel('结算价(元/枝)').fill('1.30');
  await form.getByLabel('销售价(元/枝)').fill('1.20');
  await form.getByLabel('位置号').fill('9-01-01');
  await form.getByRole('button', { name: '入库' }).click();
  await expect(form.getByText('销售价不能低于结算价')).toBeVisible();
  await form.getByLabel('销售价(元/枝)').fill('1.60');
  await form.getByRole('button', { name: '入库' }).click();
  await expect(form).toBeHidden();

  const buyer = await buyerPage(browser);
  await buyer.goto(presellOf(name));
  await expect(buyer.locator(`img[src*="/media/flowers/${code}.svg"]`)).toBeVisible();

  await page.goto(`/admin/stock?q=${code}`);
  await page.getByRole('button', { name: `修改 ${name} A1001 9-01-01` }).click();
  const edit = page.getByRole('dialog', { name: '修改批次（2026-11-17）' });
  await expect(edit.getByText('暂无图片，买家看到的是品种插图')).toBeVisible();
  await edit.getByLabel('上传批次图片').setInputFiles({ name: 'lot.png', mimeType: 'image/png', buffer: await solidPng([200, 55, 93]) });
  const photo = edit.getByRole('img', { name: '批次图片' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /\/api\/upload\/file\?key=lot%2F/);
  // Chosen but not saved: buyers still see the illustration; 保存 attaches it.
  await expect(edit.getByRole('status')).toHaveText('新图片将在点击保存后生效，取消则不更换');
  await buyer.goto(presellOf(name));
  await expect(buyer.locator(`img[src*="/media/flowers/${code}.svg"]`)).toBeVisible();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();

  await buyer.goto(presellOf(name));
  const shown = buyer.locator('img[src*="/api/upload/file?key=lot%2F"]');
  await expect(shown).toBeVisible();
  // The photo really loads (not a broken image): waited for, as a busy machine may take a moment to fetch and decode it.
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(buyer.locator(`img[src*="/media/flowers/${code}.svg"]`)).toHaveCount(0);
  await buyer.context().close();
});
