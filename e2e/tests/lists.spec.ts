import type { Page } from '@playwright/test';
import { api, DEMO, expect, expectNoSidewaysScroll, signedIn, test } from '../support';

/**
 * Saved lists (常购清单, issue 32), on a florist's phone and at desktop width. The demo buyer's other journeys never
 * touch lists; each list's name is this run's own.
 */
type OrderPage = { list: { main: { mainId: number }; order: { list: { flwName: string }[] } }[] };
type SavedList = { id: number; name: string; lines: { flwCode: string; flwName: string; bunches: number }[] };
type Sheet = { rows: { key: string; state: string; lot: { stockId: number; flwName: string; when: string } | null }[] };
type Cart = { list: { itemId: number; stockId: number }[] };
type Zone = { list: { flwCode: string; flwName: string; items: { id: number }[] }[] };

/** The buyer's saved lists as the server has them (GET /v1/lists). */
async function savedLists(page: Page, token: string): Promise<SavedList[]> {
  const res = await page.request.get('/api/v1/lists', { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; data: SavedList[] };
  expect(body.code).toBe(200);
  return body.data;
}

/**
 * On the phone: make a list from an order on /orderdetail, edit it on /lists (a stepper, 移除, 保存修改), rename it,
 * and buy it through the shared review sheet (加入购物车 → the cart). After every step the page is no wider than the
 * screen.
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('on a phone: a list from an order, edited, renamed and bought through the review sheet', async ({ page }) => {
    const token = await signedIn(page, DEMO);
    const orders = await api<OrderPage>(page.request, token, '/pc/main/main-order-list', { tab: 0, page: 1, limit: 10 });
    expect(orders.code, orders.msg).toBe(200);
    // An order of two lines or more (so one can be removed), else any.
    const order = orders.data.list.find((o) => o.order.list.length >= 2) ?? orders.data.list[0]!;
    const name = `手机清单${Date.now() % 100000}`;

    // /orderdetail → 存为常购清单 → the name → /lists with the new list.
    await page.goto(`/orderdetail?codeId=${order.main.mainId}`);
    await page.getByRole('button', { name: '存为常购清单' }).tap();
    const dialog = page.getByRole('dialog', { name: '存为常购清单' });
    await dialog.getByLabel('清单名称').fill(name);
    await dialog.getByRole('button', { name: '保存清单' }).tap();
    await expect(page).toHaveURL(/\/lists$/);
    const card = page.getByRole('region', { name });
    await expect(card).toBeVisible();
    await expectNoSidewaysScroll(page, 'list made');

    const before = await savedLists(page, token);
    const made = before.find((l) => l.name === name)!;
    expect(made.lines.length).toBeGreaterThan(0);
    const first = made.lines[0]!;

    // Edit on the phone: one more 扎 of the first line, the last line removed (when there are two), then 保存修改.
    const lines = card.getByRole('listitem');
    await lines.first().getByRole('button', { name: '增加' }).tap();
    await expect(lines.first().getByRole('textbox', { name: `${first.flwName}扎数` })).toHaveValue(String(first.bunches + 1));
    const removed = made.lines.length >= 2 ? made.lines[made.lines.length - 1]! : null;
    if (removed)
      await lines
        .last()
        .getByRole('button', { name: `移除${removed.flwName}` })
        .tap();
    await expect(card.getByText(/有未保存的修改/)).toBeVisible();
    const save = card.getByRole('button', { name: '保存修改' });
    const box = await save.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await save.tap();
    await expect(card.getByText(/有未保存的修改/)).toBeHidden();
    const saved = (await savedLists(page, token)).find((l) => l.id === made.id)!;
    expect(saved.lines[0]!.bunches).toBe(first.bunches + 1);
    expect(saved.lines).toHaveLength(made.lines.length - (removed ? 1 : 0));
    await expectNoSidewaysScroll(page, 'list edited');

    // Rename.
    const renamed = `${name}改`;
    await card.getByRole('button', { name: '重命名' }).tap();
    const renaming = page.getByRole('dialog', { name: '重命名清单' });
    await expect(renaming.getByLabel('清单名称')).toHaveValue(name);
    await renaming.getByLabel('清单名称').fill(renamed);
    await renaming.getByRole('button', { name: '保存' }).tap();
    const list = page.getByRole('region', { name: renamed });
    await expect(list).toBeVisible();

    // 买这张清单: the review sheet, one row per line, as the server matched them at this market time.
    const sheetAnswer = await api<Sheet>(page.request, token, '/v1/lists/match', { id: made.id });
    const onSale = sheetAnswer.data.rows.filter((r) => r.state === 'matched' && r.lot?.when === 'open');
    expect(onSale.length, 'a line of the order is on sale now').toBeGreaterThan(0);
    const cartBefore = await api<Cart>(page.request, token, '/v1/order/shopping-cart');
    await list.getByRole('button', { name: '买这张清单' }).tap();
    const sheet = page.getByRole('dialog', { name: '买这张清单' });
    await expect(sheet.getByRole('listitem').filter({ hasText: onSale[0]!.lot!.flwName }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'sheet');
    // 加入购物车: the lines on sale go to the cart, which opens.
    await sheet.getByRole('button', { name: '加入购物车' }).tap();
    await expect(page).toHaveURL(/\/shopcars$/);
    const cartAfter = await api<Cart>(page.request, token, '/v1/order/shopping-cart');
    const inCart = new Set(cartAfter.data.list.map((line) => line.stockId));
    for (const row of onSale) expect(inCart.has(row.lot!.stockId)).toBe(true);
    // Leave the demo buyer's cart as it was for the other journeys.
    const had = new Set(cartBefore.data.list.map((line) => line.itemId));
    const ours = cartAfter.data.list.filter((line) => !had.has(line.itemId)).map((line) => line.itemId);
    if (ours.length > 0) await api(page.request, token, '/v1/order/batchdel-item', { ids: ours });
  });
});

/** At desktop width: 加入常购清单 on a product page into a new list, then again into it (folds: 2 扎); 删除 with its confirm. */
test.describe('at desktop width', () => {
  test('at desktop width: a product into a new list twice, then the list deleted', async ({ page }) => {
    const token = await signedIn(page, DEMO);
    const zone = await api<Zone>(page.request, token, '/pc/buyer/presale', { tab: 'C', page: 1, limit: 15 });
    const product = zone.data.list.find((p) => p.items.length > 0)!;
    const name = `桌面清单${Date.now() % 100000}`;

    await page.goto(`/shopdetails?listNow=${encodeURIComponent(JSON.stringify({ flwCode: product.flwCode, supplierType: 'C' }))}`);
    await expect(page.getByRole('heading', { name: product.flwName })).toBeVisible();
    await page.getByRole('button', { name: '加入常购清单' }).click();
    await page.getByRole('dialog', { name: '加入常购清单' }).getByRole('button', { name: '新建清单' }).click();
    const naming = page.getByRole('dialog', { name: '新建清单' });
    await naming.getByLabel('清单名称').fill(name);
    await naming.getByRole('button', { name: '保存' }).click();
    await expect(naming).toBeHidden();

    // Again, into the list just made: the same variety and grade fold into one line of 2.
    await page.getByRole('button', { name: '加入常购清单' }).click();
    await page
      .getByRole('dialog', { name: '加入常购清单' })
      .getByRole('button', { name: `加入「${name}」（1 种）` })
      .click();
    await expect(page.getByRole('dialog', { name: '加入常购清单' })).toBeHidden();
    const lists = await savedLists(page, token);
    expect(lists.find((l) => l.name === name)!.lines).toEqual([expect.objectContaining({ flwCode: product.flwCode, bunches: 2 })]);

    await page.goto('/lists');
    const card = page.getByRole('region', { name });
    await expect(card.getByRole('textbox', { name: `${product.flwName}扎数` })).toHaveValue('2');
    await card.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog', { name: '删除清单' });
    await expect(confirm).toContainText(`确定删除「${name}」吗？`);
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(card).toBeHidden();
  });
});
