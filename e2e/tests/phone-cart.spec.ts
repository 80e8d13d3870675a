import type { Page } from '@playwright/test';
import { api, DEMO, expect, expectNoSidewaysScroll, signedIn, test } from '../support';

/**
 * The cart on a florist's phone (issue 14): three lines, change a quantity, delete one, check out the other two,
 * pay, and find the order on /order. After every step the document is no wider than the screen. Other journeys share
 * the demo buyer's cart, so this one adds three lots of varieties no other line has and ticks only its own lines.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Lot = { stockId: number; flwName: string; supplierId: string; session: 'A' | 'C'; maxPi: number };

/** The element is fully on the screen as it is now (the sticky bar's primary action). */
async function expectOnScreen(page: Page, name: string) {
  const box = await page.getByRole('button', { name }).boundingBox();
  expect(box, `${name} has a box`).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

test('on a phone: three cart lines, change a quantity, delete one, check out two and see the order', async ({ page }) => {
  const token = await signedIn(page, DEMO);

  // Three all-day lots of varieties that are not in the cart yet, from a part of the list no other journey uses.
  const cart = await api<{ list: { flwName: string }[] }>(page.request, token, '/v1/order/shopping-cart');
  const taken = new Set(cart.data.list.map((line) => line.flwName));
  const lots: Lot[] = [];
  for (let id = 470; id > 200 && lots.length < 3; id -= 3) {
    const res = await api<{ items: Lot[] }>(page.request, token, '/v1/order/preview', {
      doWay: 'nowPay',
      products: [{ huaId: id, qty: 1 }],
      couponCode: '',
    });
    const lot = res.code === 200 ? res.data.items[0] : undefined;
    if (lot && lot.session === 'C' && lot.maxPi >= 4 && !taken.has(lot.flwName)) {
      lots.push(lot);
      taken.add(lot.flwName);
    }
  }
  expect(lots).toHaveLength(3);
  const [first, second, third] = lots as [Lot, Lot, Lot];
  for (const lot of lots) {
    const added = await api(page.request, token, '/v1/order/batch-purchase', {
      doWay: 'toCart',
      products: [{ huaId: lot.stockId, qty: 1 }],
      version: '3.7.5',
    });
    expect(added.msg).toBe('加入购物车成功');
  }

  await page.goto('/shopcars');
  await expect(page.getByRole('heading', { name: '购物车' })).toBeVisible();
  const lineOf = (lot: Lot) => page.locator('tbody tr').filter({ hasText: lot.flwName }).filter({ hasText: lot.supplierId });
  for (const lot of lots) await expect(lineOf(lot)).toBeVisible();
  // Each line is a card: the product name on one line, the stepper, the subtotal and 删除 all on the screen's width.
  const name = lineOf(first).getByText(first.flwName, { exact: true });
  const nameBox = await name.boundingBox();
  expect(nameBox!.height).toBeLessThan(30);
  for (const control of [
    lineOf(first).getByRole('button', { name: `增加${first.flwName} 批数` }),
    lineOf(first).getByRole('button', { name: '删除' }),
  ]) {
    const box = await control.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
  await expectOnScreen(page, '去结算');
  await expectNoSidewaysScroll(page);

  // Change a quantity: one more batch of the first lot.
  await lineOf(first)
    .getByRole('button', { name: `增加${first.flwName} 批数` })
    .tap();
  await expect(lineOf(first).getByRole('textbox', { name: `${first.flwName} 批数` })).toHaveValue('2');
  await expect(lineOf(first).getByRole('textbox', { name: `${first.flwName} 批数` })).toBeEnabled();
  await expectNoSidewaysScroll(page);

  // Delete the third line.
  await lineOf(third).getByRole('button', { name: '删除' }).tap();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).tap();
  await expect(lineOf(third)).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // Only this journey's two lines: untick everything, then tick ours, and check out from the sticky bar.
  const all = page.getByRole('checkbox', { name: '全选' });
  if (await all.isChecked()) await all.tap();
  await expect(page.getByText(/已选 0 \//)).toBeVisible();
  await lineOf(first).getByRole('checkbox').tap();
  await lineOf(second).getByRole('checkbox').tap();
  await expect(page.getByText(/已选 2 \//)).toBeVisible();
  await expectOnScreen(page, '去结算');
  await page.getByRole('button', { name: '去结算' }).tap();

  await expect(page).toHaveURL(/\/pay\?/);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await expect(page.getByRole('button', { name: '提交订单' })).toBeEnabled();
  await expectOnScreen(page, '提交订单');
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: '提交订单' }).tap();
  const dialog = page.getByRole('dialog', { name: '购买确认' });
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: '确认支付' }).tap();
  await expect(page).toHaveURL(/\/elseWhite/);
  await expect(page.getByRole('heading', { name: '购买成功！关闭此页面继续购买' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The order is on /order (新订单), with both lots and the changed quantity.
  await page.getByRole('button', { name: '查看订单' }).tap();
  await expect(page).toHaveURL(/\/order\?orderVal=/);
  const order = page
    .getByRole('article', { name: /^订单 / })
    .filter({ has: page.getByRole('group', { name: new RegExp(`^${first.flwName} `) }) })
    .filter({ has: page.getByRole('group', { name: new RegExp(`^${second.flwName} `) }) })
    .first();
  await expect(order).toBeVisible();
  await expect(order.getByText('订单配货中')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
