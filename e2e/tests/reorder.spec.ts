/**
 * Issue 32, 再来一单: on a phone (390 px), the buyer reorders an earlier order one of whose lines is sold out today —
 * the review sheet says so and offers the other lots of that variety; the buyer picks one, adds the sheet to the cart
 * and sees both lines in the cart. At desktop width, a completed order of the demo seed's history (seed/orders.ts) is
 * reordered from /orderdetail: the sheet holds one row per line of the order, each matched, to choose, or not on sale
 * today with why.
 *
 * The phone journey's order is placed by the journey itself on lots of varieties of its own (added at 入库管理 as other
 * journeys do), so that "sold out today" is made by buying the last batches, and no lot another journey uses changes.
 */
import {
  type Envelope,
  expect,
  expectNoSidewaysScroll,
  loginAs,
  signedIn,
  type Page,
  SECOND,
  STAFF,
  staffApiToken,
  test,
  DEMO,
} from '../support';

type Own = { soldOut: string; other: string; alternative: string };

/**
 * Two varieties of the journey's own at the 花农直供 supplier A1001 (限时直供, open at the run's 11:45): the first with
 * a lot of grade A, 60cm, 2 batches (to be bought out) and one of grade B; the second with one lot of grade C, 50cm.
 */
async function varietiesOfOwn(page: Page): Promise<Own & { ids: { soldOut: number; other: number } }> {
  const token = await staffApiToken(page.request, STAFF.admin);
  const headers = { authorization: `Bearer ${token}` };
  const post = async <T>(url: string, data: Record<string, unknown>) => {
    const res = await page.request.post(`/api${url}`, { data, headers });
    const answer = (await res.json()) as Envelope<T>;
    expect(answer.code, `${url}: ${answer.msg}`).toBe(200);
    return answer.data;
  };
  const options = (await (await page.request.get('/api/admin/stock/options', { headers })).json()) as Envelope<{
    today: string;
    categories: { id: number }[];
  }>;
  const tag = String(Date.now() % 10_000).padStart(4, '0');
  const variety = async (code: string, name: string) =>
    post('/admin/stock/varieties/create', {
      flwCode: code,
      name,
      categoryId: String(options.data.categories[0]!.id),
      stemsPerBunch: '20',
      weightKg: '1.2',
      description: '',
    });
  const lot = (flwCode: string, levelName: string, lengthCode: string, bundles: string, salePrice: string) =>
    post<{ id: number }>('/admin/stock/lots/create', {
      auctionDate: options.data.today,
      supplierId: 'A1001',
      flwCode,
      levelName,
      lengthCode,
      openCode: '3度',
      salepointName: '',
      stemsPerBunch: '20',
      basicSaleNo: '1',
      bundles,
      sourcePrice: '0.50',
      salePrice,
      positionNo: '9-32-01',
      packageName: '纸箱',
    });
  const soldOut = `再来玫瑰${tag}`;
  const other = `再来桔梗${tag}`;
  await variety(`RO-${tag}`, soldOut);
  await variety(`RP-${tag}`, other);
  const first = await lot(`RO-${tag}`, 'A', '60', '2', '1.50');
  await lot(`RO-${tag}`, 'B', '60', '10', '1.20');
  const second = await lot(`RP-${tag}`, 'C', '50', '10', '0.80');
  return { soldOut, other, alternative: 'B', ids: { soldOut: first.id, other: second.id } };
}

/** Places and pays an order through /pay (the buy-now path): every batch of the first lot and one of the second. */
async function placeOrder(page: Page, ids: { soldOut: number; other: number }) {
  const listZone = JSON.stringify([
    { huaId: ids.soldOut, qty: 2 },
    { huaId: ids.other, qty: 1 },
  ]);
  await page.goto(`/pay?listZone=${encodeURIComponent(listZone)}&codeType=nowPay`);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByRole('dialog', { name: '购买确认' }).getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('heading', { name: '购买成功！关闭此页面继续购买' })).toBeVisible();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('再来一单 of an order with a line sold out today: pick an alternative, add to the cart, see the cart', async ({ page }) => {
    const own = await varietiesOfOwn(page);
    await loginAs(page, SECOND);
    await placeOrder(page, own.ids);

    // The order is the newest on /order: its card offers 再来一单.
    await page.goto('/order');
    const card = page.getByRole('article').filter({ hasText: own.soldOut }).first();
    await expect(card).toContainText(own.other);
    await card.getByRole('button', { name: '再来一单' }).click();

    const sheet = page.getByRole('dialog', { name: '再来一单' });
    const soldOutRow = sheet.getByRole('listitem', { name: own.soldOut });
    const otherRow = sheet.getByRole('listitem', { name: own.other });
    await expect(soldOutRow.getByText('原规格已售罄，请选择替代')).toBeVisible();
    await expect(soldOutRow.getByText('请选择', { exact: true })).toBeVisible();
    // The other line is on sale today at the price paid last time.
    await expect(otherRow.getByText('已匹配')).toBeVisible();
    await expect(otherRow.getByText('与上次同价')).toBeVisible();
    await expect(sheet.getByText('共1种 · 1扎')).toBeVisible();
    await expect(sheet.getByRole('button', { name: '立即购买' })).toBeEnabled();
    await expectNoSidewaysScroll(page, 'the review sheet');

    // The sold-out line: the grade-B lot of the same variety is offered; the buyer takes it.
    await soldOutRow.getByRole('radio', { name: / B 55-60cm ¥/ }).check();
    await expect(sheet.getByText('共2种 · 3扎')).toBeVisible();
    await sheet.getByRole('button', { name: '加入购物车' }).click();

    // Both lines are in the cart.
    await expect(page).toHaveURL(/\/shopcars/);
    await expect(page.getByText(own.soldOut).first()).toBeVisible();
    await expect(page.getByText(own.other).first()).toBeVisible();
    await expectNoSidewaysScroll(page, '/shopcars after 再来一单');
  });
});

test.describe('at desktop width', () => {
  test('再来一单 of a completed order of the seeded history, from /orderdetail: one row per line, each decided', async ({ page }) => {
    await signedIn(page, DEMO);
    await page.goto('/order');
    const card = page.getByRole('article').filter({ hasText: '订单已完成' }).first();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: '详情' }).first().click();
    await expect(page).toHaveURL(/\/orderdetail\?codeId=\d+/);

    await page.getByRole('button', { name: '再来一单' }).click();
    const sheet = page.getByRole('dialog', { name: '再来一单' });
    const rows = sheet.getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      await expect(rows.nth(i).getByText(/^(已匹配|请选择|今日无货)$/)).toBeVisible();
    }
    await expectNoSidewaysScroll(page, 'the review sheet at desktop width');
    await sheet.getByRole('button', { name: '关闭' }).click();
    await expect(sheet).toBeHidden();
  });
});
