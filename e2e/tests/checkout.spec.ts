import { api, expect, signedIn, recordMessages, shownMessages, test, type APIRequestContext } from '../support';

/**
 * Cart → pay → success, as the demo buyer. Other journeys share the demo buyer, so this one works
 * only with lots from the end of today's list (no other journey touches them), ticks only its own
 * cart lines, and compares the balance and stock with what it saw itself.
 */

type PreviewItem = {
  stockId: number;
  flwName: string;
  supplierId: string;
  session: 'A' | 'C';
  maxPi: number;
  basicQty: number;
  feeGoods: string;
};

/** What the buyer could buy of a lot right now (nothing is taken by a preview). */
async function lotNow(request: APIRequestContext, token: string, stockId: number): Promise<PreviewItem | null> {
  const res = await api<{ items: PreviewItem[] }>(request, token, '/v1/order/preview', {
    doWay: 'nowPay',
    products: [{ huaId: stockId, qty: 1 }],
    couponCode: '',
  });
  return res.code === 200 ? (res.data.items[0] ?? null) : null;
}

async function usableBalance(request: APIRequestContext, token: string): Promise<number> {
  const res = await api<{ usable: string }>(request, token, '/v1/buyer/query-account');
  return Math.round(Number(res.data.usable) * 100);
}

const yuanText = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

test('add two lots, change a quantity, pay with the default address and a coupon; balance and stock drop by exactly what was shown', async ({
  page,
  request,
}) => {
  const token = await signedIn(page);

  // Two all-day lots of different varieties with stock for a few batches, from the end of the list.
  const picked: PreviewItem[] = [];
  for (let id = 640; id > 300 && picked.length < 2; id -= 7) {
    const lot = await lotNow(request, token, id);
    if (lot && lot.session === 'C' && lot.maxPi >= 6 && !picked.some((p) => p.flwName === lot.flwName)) picked.push(lot);
  }
  expect(picked).toHaveLength(2);
  const [first, second] = picked as [PreviewItem, PreviewItem];

  // Enough batches of the first lot to reach a coupon's minimum (¥200 for the welcome coupon).
  const firstBatch = yuanText(first.feeGoods);
  const firstQty = Math.min(first.maxPi - 2, Math.max(1, Math.ceil(25_000 / firstBatch)));

  // The buyer adds both lots to the cart from the market (batch-purchase toCart, as the listing does).
  for (const [lot, qty] of [
    [first, firstQty],
    [second, 1],
  ] as const) {
    const added = await api(request, token, '/v1/order/batch-purchase', {
      doWay: 'toCart',
      products: [{ huaId: lot.stockId, qty }],
      version: '3.7.5',
    });
    expect(added.msg).toBe('加入购物车成功');
  }

  await page.goto('/shopcars');
  await expect(page.getByRole('heading', { name: '购物车' })).toBeVisible();
  const rowOf = (lot: PreviewItem) => page.getByRole('row').filter({ hasText: lot.flwName }).filter({ hasText: lot.supplierId });
  await expect(rowOf(first)).toBeVisible();
  await expect(rowOf(second)).toBeVisible();

  // Only this journey's two lines: untick everything, then tick ours.
  const all = page.getByRole('checkbox', { name: '全选' });
  if (await all.isChecked()) await all.click();
  await expect(page.getByText(/已选 0 \//)).toBeVisible();
  await rowOf(first).getByRole('checkbox').check();
  await rowOf(second).getByRole('checkbox').check();
  await expect(page.getByText(/已选 2 \//)).toBeVisible();

  // Change a quantity: one more batch of the second lot.
  await rowOf(second).getByRole('button', { name: /^增加/ }).click();
  await expect(rowOf(second).getByRole('textbox')).toHaveValue('2');
  await expect(rowOf(second).getByRole('textbox')).toBeEnabled();
  const wanted = new Map([
    [first.stockId, firstQty],
    [second.stockId, 2],
  ]);

  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/pay\?/);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();

  // Default address chosen; a coupon applied (the best usable one, or the first offered).
  const addressGroup = page.getByRole('radiogroup', { name: '收货地址' });
  await expect(addressGroup.getByRole('radio').first()).toBeChecked();
  await expect(addressGroup.getByText('默认')).toBeVisible();
  const coupons = page.getByRole('radiogroup', { name: '优惠券' });
  const couponRadios = coupons.getByRole('radio', { name: /优惠券 HS-/ });
  expect(await couponRadios.count()).toBeGreaterThan(0);
  if (!(await couponRadios.first().isChecked())) await couponRadios.first().check();
  const fees = page.getByRole('region', { name: '费用明细' }).or(page.getByLabel('费用明细'));
  await expect(fees.getByText('优惠券')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交订单' })).toBeEnabled();
  const totalShown = yuanText(await page.getByLabel('应付金额').first().textContent());
  expect(totalShown).toBeGreaterThan(0);

  const balanceBefore = await usableBalance(request, token);
  const stockBefore = new Map<number, number>();
  for (const lot of picked) stockBefore.set(lot.stockId, (await lotNow(request, token, lot.stockId))!.maxPi);

  await page.getByRole('button', { name: '提交订单' }).click();
  const dialog = page.getByRole('dialog', { name: '购买确认' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确认支付' }).click();

  await expect(page).toHaveURL(/\/elseWhite/);
  await expect(page.getByRole('heading', { name: '购买成功！关闭此页面继续购买' })).toBeVisible();

  expect(balanceBefore - (await usableBalance(request, token))).toBe(totalShown);
  for (const lot of picked) {
    const now = await lotNow(request, token, lot.stockId);
    expect((stockBefore.get(lot.stockId) ?? 0) - (now?.maxPi ?? 0)).toBe(wanted.get(lot.stockId));
  }

  // 查看订单 opens /order on the 新订单 tab (index 1).
  await page.getByRole('button', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/\/order\?orderVal=/);
  expect(decodeURIComponent(page.url())).toContain('"index":1');
});

test('继续购买 on a success page the browser will not close goes back to the market', async ({ page }) => {
  await signedIn(page);
  await page.goto('/elseWhite');
  await expect(page.getByText('购买成功！关闭此页面继续购买')).toBeVisible();
  await page.getByRole('button', { name: '继续购买' }).click();
  await expect(page).toHaveURL(/\/presell/);
});

test('a double click on 确认支付 pays once, and the success page says nothing else (no 购物车已变化)', async ({ page, request }) => {
  await recordMessages(page);
  const token = await signedIn(page);
  // One all-day lot of its own (ids no other journey walks), one batch of it in the cart.
  let lot: PreviewItem | null = null;
  for (let id = 654; id > 400 && !lot; id -= 13) {
    const found = await lotNow(request, token, id);
    if (found && found.session === 'C' && found.maxPi >= 2) lot = found;
  }
  expect(lot, 'an all-day lot with stock').not.toBeNull();
  const added = await api(request, token, '/v1/order/batch-purchase', { doWay: 'toCart', products: [{ huaId: lot!.stockId, qty: 1 }] });
  expect(added.msg).toBe('加入购物车成功');
  const cart = await api<{ list: { itemId: number; stockId: number }[] }>(request, token, '/v1/order/shopping-cart');
  const line = cart.data.list.find((l) => l.stockId === lot!.stockId)!;
  const ordersOfLot = async () => {
    const res = await api<{ list: { main: { orderNo: string }; order: { list: { flwName: string; supplierId: string }[] } }[] }>(
      request,
      token,
      '/pc/main/main-order-list',
      { tab: 'new', page: 1, limit: 50 },
    );
    return res.data.list.filter((e) => e.order.list.some((i) => i.flwName === lot!.flwName && i.supplierId === lot!.supplierId));
  };
  const before = new Set((await ordersOfLot()).map((e) => e.main.orderNo));

  // Every submit the page sends, until each has its answer.
  let submitting = 0;
  let submits = 0;
  const isSubmit = (url: string) => url.includes('/api/v1/order/cart-buy');
  page.on('request', (req) => {
    if (!isSubmit(req.url())) return;
    submits += 1;
    submitting += 1;
  });
  const settled = (req: { url: () => string }) => {
    if (isSubmit(req.url())) submitting -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);

  await page.goto(`/pay?codeType=shopCode&listZone=${encodeURIComponent(JSON.stringify([line.itemId]))}`);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();
  const confirm = page.getByRole('dialog', { name: '购买确认' }).getByRole('button', { name: '确认支付' });
  await expect(confirm).toBeEnabled();
  // The fastest double click: both clicks in one task, before the page can re-render with the first one pending.
  await confirm.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByRole('heading', { name: '购买成功！关闭此页面继续购买' })).toBeVisible();
  await expect.poll(() => submitting).toBe(0);
  expect(submits).toBeGreaterThan(0);

  const shown = await shownMessages(page);
  expect(shown.filter((text) => text.includes('购物车已变化'))).toEqual([]);
  await expect(page.getByText('购物车已变化，请刷新后重试')).toHaveCount(0);
  const placed = (await ordersOfLot()).filter((e) => !before.has(e.main.orderNo));
  expect(placed.map((e) => e.main.orderNo)).toEqual([new URL(page.url()).searchParams.get('orderNo')]);
});
