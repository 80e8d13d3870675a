/**
 * Issue 33, one inbox (消息中心) on a phone (390 × 844): the second demo buyer keeps /inbox open in one tab and buys in
 * another; the order's whole life — paid (the purchase), shipped with its tracking number and delivered with the
 * after-sales deadline (the market's fulfilment, moved through the development endpoint as staff would) — reaches the
 * open inbox and the top bar's count without a reload; a message opens its order; 全部已读 clears the count.
 */
import { lotsToBuy } from '../claims';
import { api, type Envelope, expect, expectNoSidewaysScroll, loginAs, type Page, SECOND, test, tokenOf } from '../support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type InboxPage = { list: { kind: string; title: string; body: string; link: string; read: boolean }[]; unread: number };

/** The count on the visible (compact) top bar: 0 when no pill shows. */
async function badge(page: Page): Promise<number> {
  const pill = page.getByTestId('unread-count').filter({ visible: true });
  if ((await pill.count()) === 0) return 0;
  return Number((await pill.textContent())?.replace('+', '') ?? 0);
}

async function inboxOf(page: Page, token: string): Promise<InboxPage> {
  const res = await page.request.get('/api/v1/inbox', { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as Envelope<InboxPage>;
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

test('the inbox after an order’s whole life: paid, shipped, delivered arrive live; a message opens its order', async ({ page, context }) => {
  await loginAs(page, SECOND);
  const token = await tokenOf(page);
  // Start from a read inbox, so the count below is this journey's.
  expect((await api<{ unread: number }>(page.request, token, '/v1/inbox/read-all')).code).toBe(200);

  await page.goto('/inbox');
  await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();
  await expect.poll(() => badge(page)).toBe(0);
  await expectNoSidewaysScroll(page, '/inbox');

  // Another tab buys one bundle on /pay.
  const shop = await context.newPage();
  const [lot] = await lotsToBuy(shop, token, 1, 400);
  await shop.goto(`/pay?codeType=nowPay&listZone=${encodeURIComponent(JSON.stringify([{ huaId: lot!.stockId, qty: 1 }]))}`);
  await shop.getByRole('button', { name: '提交订单' }).click();
  await shop.getByRole('dialog', { name: '购买确认' }).getByRole('button', { name: '确认支付' }).click();
  await expect(shop.getByRole('heading', { name: '购买成功！关闭此页面继续购买' })).toBeVisible();
  await shop.close();

  // The open inbox: 订单已支付 and the count, without a reload.
  const list = page.getByRole('list', { name: '消息列表' });
  await expect(list.getByRole('link', { name: /订单已支付/ })).toBeVisible();
  await expect.poll(() => badge(page)).toBe(1);
  const paid = (await inboxOf(page, token)).list.find((m) => m.kind === 'order.paid')!;
  const mainId = Number(/codeId=(\d+)/.exec(paid.link)![1]);

  // The market ships and delivers it (the simulated carrier delivers at once).
  const moved = await api<{ status: number }>(page.request, token, '/dev/advance-order', { mainId, status: 4 });
  expect(moved.code, moved.msg).toBe(200);
  await expect(list.getByRole('link', { name: /订单已发货/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /订单已送达/ })).toBeVisible();
  await expect.poll(() => badge(page)).toBe(3);
  await expect(list.getByRole('link', { name: /订单已发货/ })).toContainText(/运单号 KM\d+/);
  await expect(list.getByRole('link', { name: /订单已送达/ })).toContainText(/前申请售后（收货后8小时内）/);
  await expectNoSidewaysScroll(page, '/inbox with messages');

  // A message opens its order, and is read on the way.
  await list.getByRole('link', { name: /订单已送达/ }).tap();
  await expect(page).toHaveURL(new RegExp(`/orderdetail\\?codeId=${mainId}$`));
  await expect.poll(() => badge(page)).toBe(2);

  // Back on /inbox: 未读 keeps the two others; 全部已读 clears them and the count.
  await page.goto('/inbox?view=unread');
  await expect(list.getByRole('link')).toHaveCount(2);
  await page.getByRole('button', { name: '全部已读' }).tap();
  await expect(page.getByText('没有未读消息')).toBeVisible();
  await expect.poll(() => badge(page)).toBe(0);
});
