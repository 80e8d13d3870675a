import { expect, purchaseSign, test, type APIRequestContext, DEMO, SECOND, signedIn } from '../support';
import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';

type Envelope<T> = { code: number; msg: string; data: T };

async function api<T>(
  request: APIRequestContext,
  token: string | null,
  path: string,
  data: Record<string, unknown> = {},
): Promise<Envelope<T>> {
  const res = await request.post(`/api${path}`, { data, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return (await res.json()) as Envelope<T>;
}

/**
 * A purchase as the pay page makes it (issue 7's calls): a lot with stock from the all-day zone, a fresh
 * purchase sign, batch-purchase with doWay nowPay. The /pay page is not wired yet, so the journey buys
 * through the same API calls the page will make.
 */
async function buyOneBundle(request: APIRequestContext, token: string): Promise<{ mainId: number; orderNo: string }> {
  const zone = await api<{ list: { flwName: string; items: { id: number }[] }[] }>(request, token, '/pc/buyer/presale', {
    tab: 'C',
    page: 1,
    limit: 15,
  });
  expect(zone.code, zone.msg).toBe(200);
  const lot = zone.data.list.find((p) => p.items.length > 0);
  if (!lot) throw new Error('no lot with stock in the all-day zone');
  const keyRes = await request.get('/api/v1/order/sign-key', { headers: { authorization: `Bearer ${token}` } });
  const keyBody = (await keyRes.json()) as Envelope<{ key: string }>;
  const health = (await (await request.get('/api/health')).json()) as Envelope<{ time: string }>;
  const sign = purchaseSign(keyBody.data.key, new Date(health.data.time));
  const bought = await api<{ mainId: number; orderNo: string }>(request, token, '/v1/order/batch-purchase', {
    doWay: 'nowPay',
    products: [{ huaId: lot.items[0]!.id, qty: 1 }],
    couponCode: '',
    version: '3.7.5',
    sign,
  });
  expect(bought.code, bought.msg).toBe(200);
  return bought.data;
}

const orderUrl = (code: string, index: number) => `/order?orderVal=${encodeURIComponent(JSON.stringify({ code, index }))}`;

test('after a purchase the order is under 新订单; remark, detail, export, shipped, confirm receipt → 已完成', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await signedIn(page, DEMO);
  const { mainId, orderNo } = await buyOneBundle(page.request, token);

  // 新订单: the order is there; no search box on this tab.
  await page.goto(orderUrl('new', 1));
  await expect(page.getByRole('tab', { name: '新订单' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('search', { name: '订单搜索' })).toHaveCount(0);
  const card = page.getByRole('article', { name: `订单 ${orderNo}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('订单配货中')).toBeVisible();
  await expect(card.getByText('备注：暂无备注')).toBeVisible();
  await expect(card.getByText('共 1 扎')).toBeVisible();

  // Remark.
  await card.getByRole('button', { name: '备注' }).click();
  const dialog = page.getByRole('dialog', { name: `订单备注 · ${orderNo}` });
  await dialog.getByLabel('备注').fill('请在明早八点前送到，谢谢');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('备注修改成功,可在详情查看')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('备注：请在明早八点前送到，谢谢')).toBeVisible();

  // Export: the page downloads the .xlsx itself — no new window, nothing copied — and the file matches the order.
  const clipboardBefore = '花市剪贴板原有内容';
  await page.evaluate((text) => navigator.clipboard.writeText(text), clipboardBefore);
  const popups: unknown[] = [];
  page.on('popup', (popup) => popups.push(popup));
  const downloadPromise = page.waitForEvent('download');
  await card.getByRole('button', { name: '导出' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`订单${orderNo}.xlsx`);
  await expect(page.getByText(`导出文件已开始下载：订单${orderNo}.xlsx`)).toBeVisible();
  const book = XLSX.read(await readFile(await download.path()), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets['商品明细']!, { header: 1 });
  expect(rows[0]?.slice(0, 4)).toEqual(['订单号', '下单时间', '品类', '品名']);
  expect(rows).toHaveLength(2);
  expect(rows[1]![0]).toBe(orderNo);
  expect(rows[1]![11]).toBe(1);
  const summary = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets['订单信息']!, { header: 1 });
  expect(summary).toContainEqual(['备注', '请在明早八点前送到，谢谢']);
  // No action handed the buyer a link: no window opened and the clipboard is as it was.
  expect(popups).toHaveLength(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clipboardBefore);
  // A second export is a fresh download that works too.
  const secondPromise = page.waitForEvent('download');
  await card.getByRole('button', { name: '导出' }).click();
  expect((await secondPromise).suggestedFilename()).toBe(`订单${orderNo}.xlsx`);
  await page.reload();

  // Detail.
  await card.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderdetail\\?codeId=${mainId}$`));
  const detail = page.getByRole('article', { name: `订单详情 ${orderNo}` });
  await expect(detail.getByText(orderNo)).toBeVisible();
  await expect(detail.getByText('请在明早八点前送到，谢谢')).toBeVisible();
  await expect(detail.getByText('订单配货中')).toBeVisible();
  await expect(detail.getByRole('region', { name: '费用明细' })).toBeVisible();
  await expect(page.getByRole('button', { name: '确认收货' })).toHaveCount(0);

  // The market ships it (dev helper), then the buyer confirms receipt.
  const moved = await api<{ status: number }>(page.request, null, '/dev/advance-order', { mainId, status: 4 });
  expect(moved.data.status).toBe(4);
  await page.reload();
  await expect(detail.getByText('订单已发货')).toBeVisible();
  await page.getByRole('button', { name: '确认收货' }).click();
  const prompt = page.getByRole('dialog', { name: '确认收货' });
  await expect(prompt).toContainText('确认收货后将无法申请售后，请仔细核对');
  await prompt.getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('已取消')).toBeVisible();
  await expect(detail.getByText('订单已发货')).toBeVisible();
  await page.getByRole('button', { name: '确认收货' }).click();
  await prompt.getByRole('button', { name: '确认收货' }).click();
  await expect(page.getByText('确认收货成功')).toBeVisible();
  await expect(detail.getByText('订单已完成')).toBeVisible();

  // 已完成 lists it.
  await page.goto(orderUrl('completed', 4));
  await expect(page.getByRole('article', { name: `订单 ${orderNo}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `订单 ${orderNo}` }).getByText('订单已完成')).toBeVisible();
});

test('search: empty keyword, an order number, nothing found; another buyer cannot open the order', async ({ page, browser }) => {
  await signedIn(page, DEMO);
  await page.goto(orderUrl('all', 0));
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  const label = (await first.getAttribute('aria-label')) ?? '';
  const orderNo = label.replace(/^订单 /, '');

  const searchForm = page.getByRole('search', { name: '订单搜索' });
  const box = searchForm.getByLabel('搜索订单');
  await searchForm.getByRole('button', { name: '搜索', exact: true }).click();
  // Said next to the box, and it stays until the text changes.
  await expect(box).toHaveAccessibleDescription('请输入搜索内容');
  await expect(box).toHaveAttribute('aria-invalid', 'true');

  await box.fill(orderNo.slice(-8));
  await box.press('Enter');
  await expect(page.getByText(/的搜索结果，共 \d+ 条/)).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(`^订单 ${orderNo} `) }).first()).toBeVisible();

  await box.fill('没有这种花');
  await searchForm.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText('暂无此订单数据').first()).toBeVisible();

  // The second buyer sees no orders and cannot open the demo buyer's order.
  const mainId = await (async () => {
    await page.goto(orderUrl('all', 0));
    await page
      .getByRole('article', { name: `订单 ${orderNo}` })
      .getByRole('button', { name: '详情' })
      .click();
    await expect(page).toHaveURL(/\/orderdetail\?codeId=\d+$/);
    return new URL(page.url()).searchParams.get('codeId');
  })();
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signedIn(otherPage, SECOND);
  await otherPage.goto(`/orderdetail?codeId=${mainId}`);
  await expect(otherPage.getByText('订单不存在')).toBeVisible();
  await otherPage.goto(orderUrl('all', 0));
  await expect(otherPage.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  await expect(otherPage.getByLabel('正在加载订单')).toHaveCount(0);
  await expect(otherPage.getByRole('article', { name: `订单 ${orderNo}` })).toHaveCount(0);
  await other.close();
});
