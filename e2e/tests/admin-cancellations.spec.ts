/**
 * The 撤销审核 desk (issue 15): a buyer asks to cancel two items of an order; 配货发货 approves one — the buyer's balance
 * rises by exactly the refund the desk named and the lot gets the item's bundles back; approving it again is refused —
 * and rejects the other with a reason, which the buyer reads next to 撤销失败.
 */
import { api, type APIRequestContext, DEMO, expect, buyNow, signedIn, STAFF, staffSignedIn, test } from '../support';

type PreviewItem = { stockId: number; flwName: string; session: 'A' | 'C'; maxPi: number };
type OrderItem = { itemId: number; flwName: string; levelName: string; buyQty: number; buyQtyall: number; backStatus: string };

async function lotNow(request: APIRequestContext, token: string, stockId: number): Promise<PreviewItem | null> {
  const res = await api<{ items: PreviewItem[] }>(request, token, '/v1/order/preview', {
    doWay: 'nowPay',
    products: [{ huaId: stockId, qty: 1 }],
    couponCode: '',
  });
  return res.code === 200 ? (res.data.items[0] ?? null) : null;
}

async function stockOf(request: APIRequestContext, token: string, stockId: number) {
  const res = await api<{ nowStock: number; batches: number }>(request, token, '/v1/order/query-stock', { stockId });
  return res.data;
}

async function usableFen(request: APIRequestContext, token: string): Promise<number> {
  const res = await api<{ usable: string }>(request, token, '/v1/buyer/query-account');
  return Math.round(Number(res.data.usable) * 100);
}

const fenIn = (text: string | null) => Math.round(Number(/￥(\d+\.\d{2})/.exec(text ?? '')?.[1] ?? Number.NaN) * 100);

test('a buyer asks to cancel two items; staff approves one (balance and stock return, once) and rejects the other with a reason the buyer reads', async ({
  page,
  request,
  context,
}) => {
  const token = await signedIn(page, DEMO);

  // Two all-day lots of different flowers with stock to spare.
  const picked: PreviewItem[] = [];
  for (let id = 30; id < 400 && picked.length < 2; id += 1) {
    const lot = await lotNow(request, token, id);
    if (lot && lot.session === 'C' && lot.maxPi >= 3 && !picked.some((p) => p.flwName === lot.flwName)) picked.push(lot);
  }
  expect(picked).toHaveLength(2);

  // The buyer orders one batch of each and pays from the balance (as /pay does; checkout.spec.ts clicks through it).
  const { mainId } = await buyNow(
    request,
    token,
    picked.map((l) => ({ huaId: l.stockId, qty: 1 })),
  );

  const orders = await api<{ list: { main: { mainId: number; orderNo: string }; order: { list: OrderItem[] } }[] }>(
    request,
    token,
    '/pc/main/main-order-list',
    { tab: 'all', page: 1 },
  );
  const placed = orders.data.list.find((entry) => entry.main.mainId === mainId)!;
  const orderNo = placed.main.orderNo;
  const [approved, rejected] = picked.map((lot) => placed.order.list.find((item) => item.flwName === lot.flwName)!) as [
    OrderItem,
    OrderItem,
  ];
  const approvedLot = picked.find((lot) => lot.flwName === approved.flwName)!;

  // 申请撤销 on both items, from /order.
  await page.goto('/order');
  const card = page.getByLabel(`订单 ${orderNo}`);
  for (const item of [approved, rejected]) {
    const row = card.getByRole('group', { name: `${item.flwName} ${item.levelName}` });
    await row.getByRole('button', { name: '申请撤销' }).click();
    await page.getByRole('dialog', { name: '申请撤销' }).getByRole('button', { name: '确定' }).click();
    await expect(row.getByText('审核中')).toBeVisible();
  }

  // 配货发货 opens the desk in another tab, finds the order's two requests.
  const desk = await context.newPage();
  await staffSignedIn(desk, STAFF.peihuo);
  await desk.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '撤销审核' }).click();
  await expect(desk).toHaveURL(/\/admin\/cancellations$/);
  await desk.getByLabel('关键词').fill(orderNo);
  await desk.getByRole('button', { name: '搜索' }).click();
  await expect(desk).toHaveURL(new RegExp(`q=${orderNo}`));
  const grid = desk.getByRole('grid', { name: '撤销申请列表' });
  await expect(grid.getByRole('button', { name: /同意撤销/ })).toHaveCount(2);

  const balanceBefore = await usableFen(request, token);
  const stockBefore = await stockOf(request, token, approvedLot.stockId);

  // 同意: the dialog names the refund; the buyer's balance rises by exactly it, the lot by the item's bundles.
  await grid.getByRole('button', { name: `同意撤销 ${orderNo} ${approved.flwName}` }).click();
  const confirm = desk.getByRole('dialog', { name: '同意撤销' });
  const refundFen = fenIn(await confirm.getByText(/^￥\d+\.\d{2}/).textContent());
  expect(refundFen).toBeGreaterThan(0);
  await confirm.getByRole('button', { name: '同意撤销' }).click();
  await expect(desk.getByText(/已同意撤销，￥\d+\.\d{2} 已退回买家余额/)).toBeVisible();
  await expect(grid.getByRole('button', { name: `同意撤销 ${orderNo} ${approved.flwName}` })).toHaveCount(0);

  expect((await usableFen(request, token)) - balanceBefore).toBe(refundFen);
  const stockAfter = await stockOf(request, token, approvedLot.stockId);
  expect(stockAfter.nowStock - stockBefore.nowStock).toBe(approved.buyQtyall);
  expect(stockAfter.batches - stockBefore.batches).toBe(1);

  // A second approval is refused, and pays nothing.
  const staffToken = await desk.evaluate(() => window.sessionStorage.getItem('huashi.staff.token'));
  const again = await request.post('/api/admin/cancellations/approve', {
    data: { itemId: approved.itemId },
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(await again.json()).toMatchObject({ code: 400, msg: '该撤销申请已同意，不能重复处理' });
  expect((await usableFen(request, token)) - balanceBefore).toBe(refundFen);

  // 驳回 needs a reason, then the request leaves the waiting list.
  await grid.getByRole('button', { name: `驳回撤销 ${orderNo} ${rejected.flwName}` }).click();
  const reject = desk.getByRole('dialog', { name: '驳回撤销申请' });
  await reject.getByRole('button', { name: '确认驳回' }).click();
  await expect(reject.getByText('请填写驳回原因')).toBeVisible();
  await reject.getByLabel('驳回原因').fill('该批次已配货装箱，无法撤销');
  await reject.getByRole('button', { name: '确认驳回' }).click();
  await expect(desk.getByText('已驳回撤销申请')).toBeVisible();
  await expect(grid.getByText('没有待审核的撤销申请')).toBeVisible();

  await desk.getByRole('tab', { name: '已驳回' }).click();
  await expect(desk).toHaveURL(/state=rejected/);
  await expect(grid.getByText('该批次已配货装箱，无法撤销')).toBeVisible();
  await desk.getByRole('tab', { name: '已同意' }).click();
  await expect(grid.getByText(approved.flwName)).toBeVisible();

  // The buyer's order: 已撤销 on one item, 撤销失败 with the reason on the other, the paid amount lowered by the refund.
  await page.goto('/order');
  await expect(card.getByRole('group', { name: `${approved.flwName} ${approved.levelName}` }).getByText('已撤销')).toBeVisible();
  const failed = card.getByRole('group', { name: `${rejected.flwName} ${rejected.levelName}` });
  await expect(failed.getByText('撤销失败')).toBeVisible();
  await expect(failed.getByText('原因：该批次已配货装箱，无法撤销')).toBeVisible();
  await expect(failed.getByRole('button', { name: '申请撤销' })).toHaveCount(0);
});
