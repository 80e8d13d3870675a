/**
 * 今日概览 (issue 31): a staff login lands on the dashboard; a figure is a link named by its label and value that opens
 * its desk filtered to what it counts, whose total is that value; and the figures follow a change made elsewhere
 * (the fulfilment moving an order) without a reload. Other journeys run beside this one and move the day's counts:
 * each comparison is retried until the two reads agree.
 */
import { expect, figureValue, STAFF, staffApiToken, staffLogin, test } from '../support';

test('配货发货 lands on 今日概览; 待配货 opens 订单履约 filtered to 待配货 with the same total; figures follow a change live', async ({
  page,
  request,
}) => {
  await staffLogin(page, STAFF.peihuo);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: '今日概览' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '实时更新' })).toHaveText(/● 实时更新/);
  // 配货发货's cards: 订单 only.
  await expect(page.getByRole('region', { name: '订单' })).toBeVisible();
  await expect(page.getByRole('region', { name: '售后' })).toHaveCount(0);

  // A figure and the desk it links to agree (retried: other journeys may buy in between).
  await expect(async () => {
    await page.goto('/admin/dashboard');
    const picking = page.getByRole('link', { name: /^待配货 \d+$/ });
    const shown = await figureValue(picking);
    await picking.click();
    await expect(page).toHaveURL(/\/admin\/orders\?date=\d{4}-\d{2}-\d{2}&status=picking$/);
    await expect(page.getByRole('heading', { name: '订单履约' })).toBeVisible();
    // The batch bar says the desk's total: 已选 0 个订单，共 N 个.
    await expect(page.getByRole('toolbar', { name: '批量操作' })).toContainText(`共 ${shown} 个`, { timeout: 3000 });
  }).toPass({ timeout: 60_000 });

  // Live: an order of the day moves from 待配货 to 待发货 through the fulfilment (another connection); the open page
  // shows the desk's new counts without reloading.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('status').filter({ hasText: '实时更新' })).toHaveText(/● 实时更新/);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const before = await figureValue(page.getByRole('link', { name: /^待发货 \d+$/ }));
  const token = await staffApiToken(request, STAFF.peihuo);
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await request.get('/api/admin/orders?status=picking&limit=1', { headers })).json()) as {
    data: { list: { mainId: number }[] };
  };
  const mainId = list.data.list[0]?.mainId;
  expect(mainId, 'an order of the day waits for picking').toBeTruthy();
  const moved = (await (await request.post('/api/dev/advance-order', { data: { mainId, status: 3 } })).json()) as {
    code: number;
    msg: string;
  };
  expect(moved.code, moved.msg).toBe(200);
  await expect(async () => {
    const desk = (await (await request.get('/api/admin/orders?status=packed&limit=1', { headers })).json()) as { data: { total: number } };
    const shown = await figureValue(page.getByRole('link', { name: /^待发货 \d+$/ }));
    expect(shown).not.toBe(before);
    expect(shown).toBe(desk.data.total);
  }).toPass({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
