/**
 * Issue 33, the watchlist (关注与提醒) on a phone (390 × 844): a new buyer watches 卡罗拉 A 级 with a target price from
 * its product page; 配货发货 enters such a lot below the target at 入库管理 (through the desk's API); the top bar's
 * inbox count rises on the buyer's open /watch without a reload, and the 降价 message opens the lot on its product
 * page (its grade and supplier). The buyer is the journey's own, so no other journey's messages reach their count.
 */
import { type Envelope, expect, expectNoSidewaysScroll, newOpenedBuyer, type Page, STAFF, staffApiToken, test } from '../support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** 卡罗拉 of the seeded catalogue. */
const CAROLA = 'MG-0001';

/** The count on the visible (compact) top bar: 0 when no pill shows. */
async function badge(page: Page): Promise<number> {
  const pill = page.getByTestId('unread-count').filter({ visible: true });
  if ((await pill.count()) === 0) return 0;
  return Number((await pill.textContent())?.replace('+', '') ?? 0);
}

test('a buyer watches 卡罗拉 A级 with a target price; a lot below it arrives in the inbox live and opens the lot', async ({ page }) => {
  await newOpenedBuyer(page, '关注');

  // The product page: 到货提醒 → grade A, 降价提醒 at ¥30.00/扎 (到货提醒 off: only the price matters here).
  await page.goto(`/shopdetails?listNow=${encodeURIComponent(JSON.stringify({ flwCode: CAROLA, supplierType: 'A' }))}`);
  await expect(page.getByRole('heading', { name: '卡罗拉' })).toBeVisible();
  await page.getByRole('button', { name: '到货提醒' }).tap();
  const editor = page.getByRole('dialog', { name: '关注与提醒' });
  await editor.getByLabel('等级').selectOption('A');
  await editor.getByText('到货提醒', { exact: true }).tap();
  await editor.getByText('降价提醒', { exact: true }).tap();
  await editor.getByLabel('目标价（元/扎）').fill('30');
  await expectNoSidewaysScroll(page, 'the watch editor');
  await editor.getByRole('button', { name: '保存关注' }).tap();
  await expect(editor).toBeHidden();

  // /watch lists it; the inbox count is 0.
  await page.goto('/watch');
  const row = page.getByRole('listitem', { name: '卡罗拉 · A级' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('提醒：≤¥30.00/扎');
  await expectNoSidewaysScroll(page, '/watch');
  await expect.poll(() => badge(page)).toBe(0);

  // 配货发货 enters a 卡罗拉 A lot at ¥0.50 a stem, 20 stems: ¥10.00/扎, below the target.
  const token = await staffApiToken(page.request, STAFF.peihuo);
  const headers = { authorization: `Bearer ${token}` };
  const options = (await (await page.request.get('/api/admin/stock/options', { headers })).json()) as Envelope<{ today: string }>;
  const res = await page.request.post('/api/admin/stock/lots/create', {
    headers,
    data: {
      auctionDate: options.data.today,
      supplierId: 'A1001',
      flwCode: CAROLA,
      levelName: 'A',
      lengthCode: '60',
      openCode: '3度',
      salepointName: '',
      stemsPerBunch: '20',
      basicSaleNo: '1',
      bundles: '8',
      sourcePrice: '0.40',
      salePrice: '0.50',
      positionNo: '9-33-01',
      packageName: '纸箱',
    },
  });
  const created = (await res.json()) as Envelope<{ id: number }>;
  expect(created.code, created.msg).toBe(200);

  // The count rises on the open page, without a reload.
  await expect.poll(() => badge(page), { timeout: 15_000 }).toBe(1);

  // /inbox: the 降价 message opens the lot — 卡罗拉 filtered to grade A and supplier A1001, ¥10.00/扎.
  await page.goto('/inbox');
  const message = page.getByRole('list', { name: '消息列表' }).getByRole('link', { name: /降价：卡罗拉 · A级/ });
  await expect(message).toContainText('¥10.00/扎');
  await expectNoSidewaysScroll(page, '/inbox');
  await message.tap();
  await expect(page).toHaveURL(/\/shopdetails\?/);
  const url = new URL(page.url());
  expect(JSON.parse(url.searchParams.get('listNow')!)).toEqual({ flwCode: CAROLA, supplierType: 'A' });
  expect(url.searchParams.get('keyword')).toBe('A1001');
  const rows = page.getByRole('region', { name: '供应商' });
  await expect(rows).toContainText('呈贡斗南花卉种植专业合作社');
  await expect(rows).toContainText('9-33-01');
  await expect.poll(() => badge(page)).toBe(0);
});
