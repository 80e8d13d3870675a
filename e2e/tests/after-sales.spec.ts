/**
 * After-sales claims (issue 16), the acceptance journey: a delivered order (the buyer orders on /pay, the market
 * delivers through the dev endpoint, which sets showTime on the server's pinned clock); the buyer files a claim with 2
 * photos (real PNGs made here) → it is listed on /afterlist and detailed on /afterdetail (photos enlarged); the buyer
 * cancels it. A second claim is accepted with its amount in one step and paid by 客服 staff at /admin/claims, then charged back to
 * its supplier with a reason (向供应商扣款) → the buyer reads 退款成功，已退款￥…,
 * the balance rose by exactly that amount with one bill line, and paying again is refused. At 390 × 844 the three
 * after-sales pages never scroll sideways.
 */
import { deliveredOrder, fileClaim, type Lot, lotsToBuy, photo, shippedTab } from '../claims';
import { api, DEMO, expect, expectNoSidewaysScroll, signedIn, type Page, STAFF, staffSignedIn, test } from '../support';

const fenOf = (yuan: string) => Math.round(Number(yuan) * 100);

async function balanceFen(page: Page, token: string): Promise<number> {
  const res = await api<{ balance: string }>(page.request, token, '/v1/buyer/query-account');
  expect(res.code, res.msg).toBe(200);
  return fenOf(res.data.balance);
}

test('a claim with 2 photos is listed, detailed and cancelled; a second is accepted and paid once by 客服', async ({ page, context }) => {
  test.setTimeout(150_000);
  const token = await signedIn(page, DEMO);
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
  await staffSignedIn(desk, STAFF.kefu);
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

  // 向供应商扣款 (issue 31): from the 已赔付 tab, a reason required, the decision shown in the detail and the row.
  await desk.goto(`/admin/claims?state=paid&q=${orderNo}`);
  await grid.getByRole('button', { name: `查看 ${orderNo} ${second.flwName}` }).click();
  await expect(decision).toContainText('供应商扣款未决定');
  await decision.getByRole('button', { name: '向供应商扣款' }).click();
  await expect(decision.getByText('请输入扣款原因')).toBeVisible();
  await decision.getByLabel('扣款原因').fill('花头压伤，供应商包装不当');
  await decision.getByRole('button', { name: '向供应商扣款' }).click();
  await expect(desk.getByText('已记录扣款决定')).toBeVisible();
  await expect(decision).toContainText('已扣款给供应商（花头压伤，供应商包装不当）');
  await decision.getByRole('button', { name: '关闭' }).last().click();
  await expect(grid.getByRole('row').filter({ hasText: orderNo })).toContainText('已扣款给供应商');
  const charged = await desk.request.get(`/api/admin/claims?state=paid&keyword=${orderNo}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(((await charged.json()) as { data: { list: unknown[] } }).data.list).toMatchObject([
    { chargeBack: true, chargeBackReason: '花头压伤，供应商包装不当', chargeBackLocked: false },
  ]);

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
    const token = await signedIn(page, DEMO);
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
