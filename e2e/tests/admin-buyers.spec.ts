/**
 * The back office's 买家 desk (issue 15): 财务 finds the demo buyer by phone and credits cash paid at the counter; the
 * ledger shows the row and the new balance, and so does the buyer's own page. 客服 sees the buyer but cannot adjust.
 * Issue 26: 客服 sets a buyer's customer manager; the buyer's 联系我们 shows the name, the phone and the market hotline,
 * and the buyer's delivered order says until when after-sales is open (售后截止), then 售后已截止 once received.
 */
import {
  api,
  DEMO,
  expect,
  signedIn,
  newOpenedBuyer,
  type Page,
  SECOND,
  STAFF,
  staffApiToken,
  staffSignedIn,
  test,
  tokenOf,
} from '../support';

/** Finds a buyer by phone and opens their account. */
async function openBuyer(page: Page, who: { phone: string; nickName: string } = DEMO) {
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '买家' }).click();
  await expect(page).toHaveURL(/\/admin\/buyers/);
  await page.getByLabel('查找买家').fill(who.phone);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${who.phone}`));
  const results = page.getByRole('grid', { name: '买家列表' });
  await expect(results.getByText(who.nickName)).toBeVisible();
  await results.getByRole('button', { name: new RegExp(`^查看 ${who.nickName}`) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${who.nickName}（HS\\d+）$`) })).toBeVisible();
}

/** The figure under a label of the profile (账户余额, 可用余额 …) in fen. */
async function figureFen(page: Page, label: string): Promise<number> {
  const text = await page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .first()
    .innerText();
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

test('财务 credits ¥100.00 paid at the counter; the ledger, the balance and the buyer’s own page show it', async ({ page, browser }) => {
  await staffSignedIn(page, STAFF.caiwu);
  // The second demo buyer: no other journey moves their balance, so the figures here are this test's alone.
  await openBuyer(page, SECOND);
  const before = await figureFen(page, '可用余额');
  const reason = `柜台现金付款 ${Date.now().toString(36)}`;

  await page.getByRole('button', { name: '增加余额' }).click();
  const dialog = page.getByRole('dialog', { name: '调整余额' });
  await dialog.getByRole('button', { name: '确认调整' }).click();
  await expect(dialog.getByText('请输入调整金额')).toBeVisible();
  await expect(dialog.getByText('请填写调整原因')).toBeVisible();
  await dialog.getByLabel('金额（元）').fill('100.00');
  await dialog.getByLabel('调整原因').fill(reason);
  await expect(dialog.getByText(`￥${yuan(before + 10_000)}`)).toBeVisible();
  await dialog.getByRole('button', { name: '确认调整' }).click();
  await expect(page.getByText(/余额已调整/)).toBeVisible();
  await expect(dialog).toBeHidden();

  const ledger = page.getByRole('grid', { name: '资金流水' });
  const row = ledger.getByRole('row').filter({ hasText: `人工充值：${reason}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('+￥100.00');
  await expect(row).toContainText('人工调整');
  await expect.poll(() => figureFen(page, '可用余额')).toBe(before + 10_000);

  // The buyer's own pages show it: the bill line and the new balance.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signedIn(buyer, SECOND);
  await buyer.goto('/money?key=1');
  await expect(buyer.getByText(`人工充值：${reason}`)).toBeVisible();
  await buyer.goto('/money?key=2');
  await expect(buyer.getByText(`账户余额 ￥${yuan(before + 10_000)}`)).toBeVisible();
  await buyerContext.close();
});

test('客服 sees the buyer’s account and ledger but no adjust buttons, and is told why', async ({ page }) => {
  await staffSignedIn(page, STAFF.kefu);
  await openBuyer(page);
  await expect(page.getByRole('term').filter({ hasText: /^可用余额$/ })).toBeVisible();
  await expect(page.getByRole('grid', { name: '资金流水' })).toBeVisible();
  await expect(page.getByText('客服可查看买家信息，调整余额需财务或管理员操作')).toBeVisible();
  await expect(page.getByRole('button', { name: '增加余额' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '扣减余额' })).toHaveCount(0);
  // Reload restores the search and the open buyer from the URL.
  await page.reload();
  await expect(page.getByRole('heading', { name: new RegExp(`^${DEMO.nickName}（HS\\d+）$`) })).toBeVisible();
  await expect(page.getByLabel('查找买家')).toHaveValue(DEMO.phone);
});

/** MARKET_HOTLINE's default: the e2e server sets none. */
const HOTLINE = '400-871-6688';

/** "2026-11-17 11:47:03" (Beijing time) + 8 hours as the order says it: "11-17 19:47". */
function deadlineOf(showTime: string): string {
  const HOUR = 3_600_000;
  const endsAt = Date.parse(`${showTime.replace(' ', 'T')}+08:00`) + 8 * HOUR;
  // Read in UTC fields, an instant 8 hours on gives the Beijing wall time.
  const end = new Date(endsAt + 8 * HOUR);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(end.getUTCMonth() + 1)}-${pad(end.getUTCDate())} ${pad(end.getUTCHours())}:${pad(end.getUTCMinutes())}`;
}

/** Home's 联系我们: the dialog, once its answers are in. */
async function openContact(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /联系我们/ }).click();
  const dialog = page.getByRole('dialog', { name: '联系我们' });
  await expect(dialog.getByRole('link', { name: HOTLINE })).toBeVisible();
  return dialog;
}

test('客服 sets a buyer’s customer manager: 联系我们 shows name, phone and hotline; a delivered order shows 售后截止', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A buyer of this journey's own (own browser context), with cash from the counter and a delivered order that a market
  // operator placed and paid from the balance (the allocation tool's calls), delivered now by the market's clock.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const buyer = await newOpenedBuyer(buyerPage, '经理');
  const adminToken = await staffApiToken(page.request, STAFF.admin);
  const credited = await api(page.request, adminToken, '/admin/buyers/adjust', {
    buyerId: buyer.buyerId,
    direction: 'credit',
    amount: '5000.00',
    reason: '柜台现金付款',
  });
  expect(credited.code, credited.msg).toBe(200);
  const label = `经理调配${Date.now().toString(36).slice(-5)}`;
  const issued = await api<{ sign: string }>(page.request, adminToken, '/admin/signs/issue', { label, ttlHours: 24 });
  expect(issued.code, issued.msg).toBe(200);
  const cp6 = async <T>(path: string, data: Record<string, unknown>) =>
    (await (await page.request.post(`/api${path}?sign=${encodeURIComponent(issued.data.sign)}`, { data })).json()) as {
      code: number;
      msg: string;
      data: T;
    };
  const address = await cp6<{ id: number }>('/cp6/address/save', {
    buyerId: buyer.buyerId,
    receiverName: '经理收货',
    receiverMobile: buyer.phone,
    receiverProvinceId: '53',
    receiverProvince: '云南省',
    receiverCityId: '5301',
    receiverCity: '昆明市',
    receiverAreaId: '530114',
    receiverArea: '呈贡区',
    receiverAddress: '斗南花卉市场5栋8号',
    deliveryType: 2,
    receiverType: 3,
    logisName: '昆明同城冷链',
    isDefault: 1,
  });
  expect(address.code, address.msg).toBe(200);
  expect((await cp6('/cp6/cart/auto-add', { num: 1, type: 0, clear: 1 })).code).toBe(200);
  const placed = await cp6<{ mainId: number; orderNo: string }>('/cp6/order/submit', {
    type: 'all',
    buyerId: buyer.buyerId,
    receiverHash: String(address.data.id),
    pay: 1,
    requestKey: `manager-${label}`,
  });
  expect(placed.code, placed.msg).toBe(200);
  const { mainId, orderNo } = placed.data;
  const delivered = await api<{ status: number }>(page.request, adminToken, '/dev/advance-order', { mainId, status: 4 });
  expect(delivered.data.status, delivered.msg).toBe(4);

  // No manager yet: the spec's 暂无客服经理对接，请电话联系, and the hotline to call.
  let contact = await openContact(buyerPage);
  await expect(contact).toContainText('暂无客服经理对接，请电话联系');
  await expect(contact).not.toContainText('客户经理');

  // 客服 sets the manager on the 买家 desk: a phone that is not one is named next to its field.
  await staffSignedIn(page, STAFF.kefu);
  await page.goto(`/admin/buyers?buyer=${buyer.buyerId}`);
  const manager = page.locator('dt', { hasText: /^客户经理$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(manager).toContainText('未设置');
  await manager.getByRole('button', { name: '设置客户经理' }).click();
  const dialog = page.getByRole('dialog', { name: '设置客户经理' });
  await dialog.getByLabel('客户经理姓名').fill('陈晓梅');
  await dialog.getByLabel('客户经理电话').fill('6555123');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请填写正确的手机号,座机请加区号')).toBeVisible();
  await dialog.getByLabel('客户经理电话').fill('0871-65551234');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('客户经理已保存')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(manager).toContainText('陈晓梅 0871-65551234');

  // The buyer's 联系我们: the manager's name and phone (a call link) and the market hotline.
  contact = await openContact(buyerPage);
  await expect(contact.getByText('陈晓梅')).toBeVisible();
  await expect(contact.getByRole('link', { name: '0871-65551234' })).toHaveAttribute('href', 'tel:0871-65551234');
  await expect(contact).not.toContainText('暂无');
  await buyerPage.keyboard.press('Escape');

  // The delivered order says until when after-sales is open: 8 hours after delivery, Beijing time.
  const detail = await api<{ main: { showTime: string } }>(buyerPage.request, await tokenOf(buyerPage), '/v2/main/order-detail', {
    mainId,
  });
  const deadline = `售后截止 ${deadlineOf(detail.data.main.showTime)}`;
  await buyerPage.goto(`/order?orderVal=${encodeURIComponent(JSON.stringify({ code: 'shipped', index: 3 }))}`);
  const card = buyerPage.getByRole('article', { name: `订单 ${orderNo}` });
  await expect(card.getByText(deadline)).toBeVisible();
  await expect(card.getByRole('button', { name: '申请售后' }).first()).toBeVisible();
  await card.getByRole('button', { name: '详情' }).click();
  const orderDetail = buyerPage.getByRole('article', { name: `订单详情 ${orderNo}` });
  await expect(orderDetail.getByText(deadline)).toBeVisible();
  // Confirming receipt ends after-sales (§4): 售后已截止.
  await buyerPage.getByRole('button', { name: '确认收货' }).click();
  await buyerPage.getByRole('dialog', { name: '确认收货' }).getByRole('button', { name: '确认收货' }).click();
  await expect(orderDetail.getByText('售后已截止')).toBeVisible();
  await expect(orderDetail.getByText(/售后截止/)).toBeHidden();
  await buyerContext.close();
});
