/**
 * After-sales claims (issue 16), the acceptance journey: a delivered order (the buyer orders on /pay, the market
 * delivers through the dev endpoint, which sets showTime on the server's pinned clock); the buyer files a claim with 2
 * photos (real PNGs made here) → it is listed on /afterlist and detailed on /afterdetail (photos enlarged); the buyer
 * cancels it. A second claim is accepted with its amount in one step and paid by 客服 staff at /admin/claims → the buyer reads 退款成功，已退款￥…,
 * the balance rose by exactly that amount with one bill line, and paying again is refused. At 390 × 844 the three
 * after-sales pages never scroll sideways.
 */
import { api, DEMO, expect, expectNoSidewaysScroll, loginAs, type Page, solidPng, STAFF, staffLogin, test, tokenOf } from '../support';

type Lot = { stockId: number; flwName: string; levelName: string; session: 'A' | 'C'; maxPi: number };
type ListEntry = { main: { mainId: number; orderNo: string } };
type OrderItem = { flwName: string; levelName: string; buyPrice: string; flwUnitno: number; buyQty: number };

const photo = async (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: await solidPng(rgb) });

async function newOrders(page: Page, token: string): Promise<ListEntry[]> {
  const res = await api<{ list: ListEntry[] }>(page.request, token, '/pc/main/main-order-list', { tab: 'new', page: 1, limit: 50 });
  expect(res.code, res.msg).toBe(200);
  return res.data.list;
}

/** `count` all-day lots with stock, each a different variety and grade (their item rows are told apart by name). */
async function lotsToBuy(page: Page, token: string, count: number, from: number): Promise<Lot[]> {
  const lots: Lot[] = [];
  for (let id = from; id > 100 && lots.length < count; id -= 7) {
    const res = await api<{ items: Lot[] }>(page.request, token, '/v1/order/preview', {
      doWay: 'nowPay',
      products: [{ huaId: id, qty: 1 }],
      couponCode: '',
    });
    const found = res.code === 200 ? res.data.items[0] : undefined;
    if (
      found &&
      found.session === 'C' &&
      found.maxPi >= 2 &&
      !lots.some((l) => `${l.flwName} ${l.levelName}` === `${found.flwName} ${found.levelName}`)
    )
      lots.push(found);
  }
  expect(lots, 'all-day lots with stock').toHaveLength(count);
  return lots;
}

/** The buyer orders one bundle of each lot on /pay; the market delivers the order at once (showTime = the server's now). */
async function deliveredOrder(page: Page, token: string, lots: Lot[]): Promise<{ mainId: number; orderNo: string }> {
  const before = new Set((await newOrders(page, token)).map((entry) => entry.main.mainId));
  const listZone = lots.map((lot) => ({ huaId: lot.stockId, qty: 1 }));
  await page.goto(`/pay?codeType=nowPay&listZone=${encodeURIComponent(JSON.stringify(listZone))}`);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByRole('dialog', { name: '购买确认' }).getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('heading', { name: '购买成功！关闭此页面继续购买' })).toBeVisible();
  const mine = (await newOrders(page, token)).filter((entry) => !before.has(entry.main.mainId));
  expect(mine).toHaveLength(1);
  const { mainId, orderNo } = mine[0]!.main;
  const moved = await api<{ status: number }>(page.request, token, '/dev/advance-order', { mainId, status: 4 });
  expect(moved.data.status, moved.msg).toBe(4);
  return { mainId, orderNo };
}

const shippedTab = `/order?orderVal=${encodeURIComponent(JSON.stringify({ code: 'shipped', index: 3 }))}`;

/** From /order's 已发货 tab: 申请售后 on the lot's row, then the form filled and sent; lands on /afterlist. */
async function fileClaim(page: Page, orderNo: string, lot: Lot, photos: Awaited<ReturnType<typeof photo>>[], reason: string) {
  await page.goto(shippedTab);
  const card = page.getByRole('article', { name: `订单 ${orderNo}` });
  await card
    .getByRole('group', { name: `${lot.flwName} ${lot.levelName}` })
    .getByRole('button', { name: '申请售后' })
    .click();
  await expect(page).toHaveURL(/\/aftersale\?/);
  const form = page.getByRole('form', { name: '申请售后' });
  // The item as the form shows it: the price paid per stem, from the order's own detail.
  const mainId = Number(new URL(page.url()).searchParams.get('idCode'));
  const detail = await api<{ list: OrderItem[] }>(page.request, await tokenOf(page), '/v2/main/order-detail', { mainId });
  const item = detail.data.list.find((row) => row.flwName === lot.flwName && row.levelName === lot.levelName)!;
  await expect(form.getByText(`单价 ￥${item.buyPrice}/枝 · ${item.flwUnitno}枝/扎 · 购买 ${item.buyQty} 扎`)).toBeVisible();
  await form.getByLabel('售后类型').selectOption({ label: '数量短缺' });
  await form.getByLabel('售后数量（扎）').fill('1');
  await form.getByLabel('问题描述').fill(reason);
  await form.getByLabel('选择问题图片').setInputFiles(photos);
  await expect(form.getByRole('img', { name: `问题图片${photos.length}` })).toBeVisible();
  await expect(form.getByText(/上传中/)).toHaveCount(0);
  await expect(form.getByText(`（${photos.length}/3）`)).toBeVisible();
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('售后申请已提交')).toBeVisible();
  await expect(page).toHaveURL(/\/afterlist$/);
}

const fenOf = (yuan: string) => Math.round(Number(yuan) * 100);

async function balanceFen(page: Page, token: string): Promise<number> {
  const res = await api<{ balance: string }>(page.request, token, '/v1/buyer/query-account');
  expect(res.code, res.msg).toBe(200);
  return fenOf(res.data.balance);
}

test('a claim with 2 photos is listed, detailed and cancelled; a second is accepted and paid once by 客服', async ({ page, context }) => {
  test.setTimeout(150_000);
  await loginAs(page, DEMO);
  const token = await tokenOf(page);
  const lots = await lotsToBuy(page, token, 2, 700);
  const { mainId, orderNo } = await deliveredOrder(page, token, lots);
  const [first, second] = lots as [Lot, Lot];

  // The first claim, with 2 photos.
  await fileClaim(
    page,
    orderNo,
    first,
    await Promise.all([photo('p1.png', [200, 40, 60]), photo('p2.png', [40, 160, 80])]),
    '到货少了一扎，外箱完好',
  );
  const list = page.getByRole('list', { name: '售后记录' });
  await expect(list.getByRole('listitem').filter({ hasText: orderNo })).toContainText(`${first.flwName} ${first.levelName} · 数量短缺 1扎`);
  await list.getByRole('button', { name: `详情 ${first.flwName} ${orderNo}` }).click();
  await expect(page).toHaveURL(/\/afterdetail\?/);
  await expect(page.getByRole('status').filter({ hasText: '等待处理' })).toBeVisible();
  await expect(page.getByText('到货少了一扎，外箱完好')).toBeVisible();
  const photos = page.getByRole('list', { name: '问题图片' });
  await expect(photos.getByRole('button', { name: /^放大问题图片/ })).toHaveCount(2);
  await expect(photos.getByRole('img', { name: '问题图片2' })).toHaveJSProperty('complete', true);
  await photos.getByRole('button', { name: '放大问题图片2' }).click();
  const large = page.getByRole('dialog', { name: '问题图片2' });
  await expect(large.getByRole('img', { name: '问题图片2' })).toBeVisible();
  expect(await large.getByRole('img', { name: '问题图片2' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  await page.keyboard.press('Escape');
  await expect(large).toHaveCount(0);

  // The buyer cancels it (with a confirm; 取消 keeps it).
  await page.getByRole('button', { name: '撤销', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '撤销售后' });
  await expect(confirm).toContainText('确认撤销该售后申请吗？');
  await confirm.getByRole('button', { name: '确认撤销' }).click();
  await expect(page.getByText('售后申请已撤销')).toBeVisible();
  await expect(page).toHaveURL(/\/afterlist$/);
  await expect(list.getByRole('button', { name: `详情 ${first.flwName} ${orderNo}` })).toHaveCount(0);

  // The second claim, with 1 photo.
  await fileClaim(page, orderNo, second, [await photo('p3.png', [90, 90, 220])], '花头有压伤，一扎不能用');
  await expect(list.getByRole('button', { name: `详情 ${second.flwName} ${orderNo}` })).toBeVisible();
  // /order now offers 查看售后 on that item.
  await page.goto(shippedTab);
  const card = page.getByRole('article', { name: `订单 ${orderNo}` });
  const secondRow = card.getByRole('group', { name: `${second.flwName} ${second.levelName}` });
  await expect(secondRow.getByRole('button', { name: '查看售后' })).toBeVisible();
  await expect(secondRow.getByRole('button', { name: '申请售后' })).toHaveCount(0);

  // 客服 accepts it, keeps the formula's amount and pays it.
  const desk = await context.newPage();
  await staffLogin(desk, STAFF.kefu);
  await desk.goto(`/admin/claims?q=${orderNo}`);
  await expect(desk.getByRole('heading', { name: '售后理赔' })).toBeVisible();
  const grid = desk.getByRole('grid', { name: '售后申请列表' });
  await expect(grid.getByRole('row').filter({ hasText: orderNo })).toContainText(/剩余 \d+:\d\d:\d\d/);
  await grid.getByRole('button', { name: `处理 ${orderNo} ${second.flwName}` }).click();
  const decision = desk.getByRole('dialog', { name: /^售后处理/ });
  await expect(decision).toContainText('花头有压伤，一扎不能用');
  await expect(decision.getByRole('img', { name: '问题图片1' })).toBeVisible();
  // The formula's base is what the buyer paid for the bundles; 受理 and the amount are one step.
  await expect(decision).toContainText(/买家实付￥\d+\.\d\d/);
  const amount = await decision.getByLabel('赔付金额（元）').inputValue();
  expect(amount).toMatch(/^\d+\.\d\d$/);
  expect(fenOf(amount)).toBeGreaterThan(0);
  await decision.getByRole('button', { name: '受理并确定赔付金额' }).click();
  await expect(desk.getByRole('dialog', { name: '售后处理 · 待赔付' })).toBeVisible();
  await expect(desk.getByText('已确定赔付金额，待赔付')).toBeVisible();

  const before = await balanceFen(page, token);
  await decision.getByRole('button', { name: '赔付' }).click();
  const payConfirm = desk.getByRole('dialog', { name: '确认赔付' });
  await expect(payConfirm).toContainText(`￥${amount}`);
  await payConfirm.getByRole('button', { name: '确认赔付' }).click();
  await expect(desk.getByText(new RegExp(`已赔付 ￥${amount.replace('.', '\\.')}，买家余额`))).toBeVisible();
  expect(await balanceFen(page, token)).toBe(before + fenOf(amount));

  // Paying again is refused and moves nothing.
  const staffToken = await desk.evaluate(() => window.sessionStorage.getItem('huashi.staff.token'));
  const claims = await desk.request.get(`/api/admin/claims?state=paid&keyword=${orderNo}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  const paid = ((await claims.json()) as { data: { list: { id: number; itemId: number }[] } }).data.list;
  expect(paid).toHaveLength(1);
  const again = await api<null>(desk.request, staffToken!, '/admin/claims/pay', { id: paid[0]!.id });
  expect(again.code).not.toBe(200);
  expect(again.msg).toBe('该售后已赔付，不能重复赔付');
  expect(await balanceFen(page, token)).toBe(before + fenOf(amount));

  // The buyer reads it on /afterdetail, and the bills hold exactly one line for it.
  await page.goto(`/afterdetail?list=${encodeURIComponent(JSON.stringify({ mainId, itemId: paid[0]!.itemId }))}`);
  await expect(page.getByRole('status').filter({ hasText: `退款成功，已退款￥${amount}` })).toBeVisible();
  await expect(page.getByRole('button', { name: '撤销', exact: true })).toHaveCount(0);
  const bills = await api<{ list: { ioNotice: string; ioValue: string }[] }>(page.request, token, '/pc/finance/detail', {
    page: 1,
    limit: 50,
  });
  const lines = bills.data.list.filter((line) => line.ioNotice.includes(`售后赔付（订单${orderNo}`));
  expect(lines).toHaveLength(1);
  expect(fenOf(lines[0]!.ioValue)).toBe(fenOf(amount));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('/aftersale, /afterlist and /afterdetail never scroll sideways at 390 px', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, DEMO);
    const token = await tokenOf(page);
    const [lot] = await lotsToBuy(page, token, 1, 650);
    const { orderNo } = await deliveredOrder(page, token, [lot!]);

    await page.goto(shippedTab);
    const card = page.getByRole('article', { name: `订单 ${orderNo}` });
    await card
      .getByRole('group', { name: `${lot!.flwName} ${lot!.levelName}` })
      .getByRole('button', { name: '申请售后' })
      .click();
    await expect(page.getByRole('form', { name: '申请售后' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await fileClaim(page, orderNo, lot!, [await photo('phone.png', [250, 200, 30])], '手机上申请的售后');
    await expect(page.getByRole('list', { name: '售后记录' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: `详情 ${lot!.flwName} ${orderNo}` }).click();
    await expect(page.getByRole('img', { name: '问题图片1' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
