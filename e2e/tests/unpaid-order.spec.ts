/**
 * The unpaid operator order (待付款, issue 18), for a buyer of this journey's own: an operator places it unpaid
 * (/cp6/order/submit pay 0); the buyer sees 待付款 and 代下单 in /order, and 去付款 with nothing in the balance says
 * 您的账户余额不足 with 去充值; 配货发货 cannot pack it; 财务 on the 买家 desk see it with the sign's label, are refused
 * 代扣付款 with the balance named, take the counter cash (增加余额), then settle it (代扣付款); the buyer sees it paid.
 * (The buyer paying it themself from /order is the allocation tool's journey, operator-tool.spec.ts.)
 */
import { type APIRequestContext, expect, newOpenedBuyer, STAFF, staffApiToken, staffSignedIn, test } from '../support';

type Envelope<T> = { code: number; msg: string; data: T };

const staffToken = staffApiToken;

async function staffPost<T>(request: APIRequestContext, token: string, path: string, data: Record<string, unknown>) {
  const res = await request.post(`/api${path}`, { data, headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as Envelope<T>;
}

async function cp6<T>(request: APIRequestContext, sign: string, path: string, data: Record<string, unknown> = {}) {
  const res = await request.post(`/api${path}?sign=${encodeURIComponent(sign)}`, { data });
  return (await res.json()) as Envelope<T>;
}

test('an operator’s unpaid order waits 待付款: short → 去充值, not packed, 财务 settle it after the counter cash', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const label = `待付调配${Date.now().toString(36).slice(-5)}`;

  // A sign of this journey's own, issued by 管理员.
  const admin = await staffToken(page.request, STAFF.admin);
  const issued = await staffPost<{ sign: string }>(page.request, admin, '/admin/signs/issue', { label, ttlHours: 24 });
  expect(issued.code, issued.msg).toBe(200);
  const sign = issued.data.sign;

  // The buyer (own browser context) and an address the operator saves for them.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const buyer = await newOpenedBuyer(buyerPage, '待付');
  const address = await cp6<{ id: number }>(page.request, sign, '/cp6/address/save', {
    buyerId: buyer.buyerId,
    receiverName: '待付收货',
    receiverMobile: buyer.phone,
    receiverProvinceId: '53',
    receiverProvince: '云南省',
    receiverCityId: '5301',
    receiverCity: '昆明市',
    receiverAreaId: '530114',
    receiverArea: '呈贡区',
    receiverAddress: '斗南花卉市场3栋6号',
    deliveryType: 2,
    receiverType: 3,
    logisName: '昆明同城冷链',
    isDefault: 1,
  });
  expect(address.code, address.msg).toBe(200);

  // The operator allocates 2 bundles and places the order unpaid (pay 0).
  const allocated = await cp6(page.request, sign, '/cp6/cart/auto-add', { num: 2, type: 0, clear: 1 });
  expect(allocated.code, allocated.msg).toBe(200);
  const placed = await cp6<{ mainId: number; orderNo: string; payPrice: string; paid: number }>(page.request, sign, '/cp6/order/submit', {
    type: 'all',
    buyerId: buyer.buyerId,
    receiverHash: String(address.data.id),
    pay: 0,
    requestKey: `unpaid-${label}`,
  });
  expect(placed.code, placed.msg).toBe(200);
  const { mainId, orderNo, payPrice } = placed.data;

  // The buyer: its status reads 待付款 (nothing is picked before it is paid: no 配货中), 代下单, 应付; /orderdetail says
  // 应付金额, not 实付金额; 去付款 with nothing in the balance → 您的账户余额不足 and 去充值.
  await buyerPage.goto(`/orderdetail?codeId=${mainId}`);
  const detail = buyerPage.getByRole('article', { name: `订单详情 ${orderNo}` });
  await expect(detail.getByText('待付款')).toBeVisible();
  await expect(detail.getByText(/配货中/)).toBeHidden();
  await expect(detail.getByLabel(`应付金额 ${payPrice}元`)).toBeVisible();
  await expect(detail.getByText('实付金额')).toBeHidden();
  await buyerPage.goto('/order');
  const card = buyerPage.getByRole('article', { name: `订单 ${orderNo}` });
  await expect(card.getByText('待付款')).toBeVisible();
  await expect(card.getByText(/配货中/)).toBeHidden();
  await expect(card.getByText('代下单')).toBeVisible();
  await expect(card.getByLabel(`应付 ${payPrice}元`)).toBeVisible();
  await card.getByRole('button', { name: '去付款' }).click();
  const payDialog = buyerPage.getByRole('dialog', { name: '付款确认' });
  await expect(payDialog.getByRole('alert')).toContainText('您的账户余额不足');
  await expect(payDialog.getByRole('button', { name: '确认付款' })).toBeDisabled();
  await payDialog.getByRole('button', { name: '去充值' }).click();
  // 去充值 carries the way back to /order (返回付款 after the top-up).
  await expect(buyerPage).toHaveURL(/\/money\?key=2&back=%2Forder$/);

  // 配货发货 cannot pack it while unpaid.
  const peihuo = await staffToken(page.request, STAFF.peihuo);
  const picking = await staffPost<{ results: { moved: boolean; msg: string }[] }>(page.request, peihuo, '/admin/orders/start-picking', {
    mainIds: [mainId],
  });
  expect(picking.data.results[0]).toMatchObject({ moved: false, msg: '该订单待付款，买家付款或财务代扣付款后才能配货发货' });

  // 财务 on the 买家 desk: 待付款 and 代下单（label）; 代扣付款 is refused with the balance named.
  await staffSignedIn(page, STAFF.caiwu);
  await page.goto(`/admin/buyers?buyer=${buyer.buyerId}`);
  const orders = page.getByRole('grid', { name: '买家订单' });
  await expect(orders.getByText(`代下单（${label}）`)).toBeVisible();
  await expect(orders.getByText('待付款')).toBeVisible();
  await expect(orders.getByText(/配货中/)).toBeHidden();
  const settle = async () => {
    await orders.getByRole('button', { name: '代扣付款' }).click();
    const confirm = page.getByRole('dialog', { name: '代扣付款' });
    await expect(confirm).toContainText(`应付 ￥${payPrice}`);
    await confirm.getByRole('button', { name: '代扣付款' }).click();
  };
  await settle();
  await expect(page.getByText(`您的账户余额不足：可用余额￥0.00，需付￥${payPrice}，请先现金充值`)).toBeVisible();

  // The counter cash goes in (增加余额), then 代扣付款 settles it.
  const caiwu = await staffToken(page.request, STAFF.caiwu);
  const credited = await staffPost(page.request, caiwu, '/admin/buyers/adjust', {
    buyerId: buyer.buyerId,
    direction: 'credit',
    amount: payPrice,
    reason: '柜台现金付款',
  });
  expect(credited.code, credited.msg).toBe(200);
  await page.reload();
  await settle();
  await expect(page.getByText('代扣付款成功，当前可用余额 ￥0.00')).toBeVisible();
  await expect(orders.getByText('待付款')).toBeHidden();
  await expect(orders.getByText('订单配货中')).toBeVisible();

  // The buyer sees it paid: 代下单 stays, 待付款 and 去付款 are gone, 订单配货中 and 实付.
  await buyerPage.goto('/order');
  await expect(card.getByText('代下单')).toBeVisible();
  await expect(card.getByText('待付款')).toBeHidden();
  await expect(card.getByText('订单配货中')).toBeVisible();
  await expect(card.getByRole('button', { name: '去付款' })).toBeHidden();
  await expect(card.getByLabel(`实付 ${payPrice}元`)).toBeVisible();
  await buyerContext.close();
});
