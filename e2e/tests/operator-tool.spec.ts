/**
 * The operator allocation tool /goodTp (issue 18): a sign issued in the back office opens the tool; the operator
 * filters, selects, adds to the allocation cart, raises the price by ¥1, auto-allocates 10 bundles of grade A 卡罗拉,
 * confirms a buyer of this journey's own and pays from the balance — the balance and the lots' stock move by exactly
 * that order and the buyer sees it (代下单) in /order. Then an unpaid order (pay 0) waits 待付款 until the buyer pays it,
 * and an order above the balance is refused with the message while list and preview are read again. At 390 px the
 * page never scrolls sideways.
 */
import {
  expect,
  expectNoSidewaysScroll,
  freshPhone,
  smsCode,
  STAFF,
  staffApiToken,
  staffSignedIn,
  test,
  tokenOf,
  type APIRequestContext,
  type Browser,
  type Page,
} from '../support';

type Cart = { list: { id: number; stockId: number; buyQty: number; buyQtyAll: number }[]; totalZa: number; totalPrice: string };
type Lot = { id: number; nowStock: number };

/** A new buyer with an opened account: its id, phone and token (no other journey touches them). */
async function newBuyer(page: Page): Promise<{ buyerId: number; phone: string; password: string }> {
  const phone = freshPhone();
  const password = 'peony2026';
  await page.goto('/login?key=2');
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await page.getByLabel('验证码').fill(await smsCode(page.request, phone));
  await page.getByLabel('密码').fill(password);
  await page.getByLabel('昵称').fill(`调配${phone.slice(-4)}`);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/dredge$/);
  await page.getByLabel('购买商类别').selectOption({ label: '花店' });
  await page.getByRole('combobox', { name: '省份' }).selectOption({ label: '云南省' });
  await page.getByRole('combobox', { name: '城市' }).selectOption({ label: '昆明市' });
  await page.getByRole('combobox', { name: '区县' }).selectOption({ label: '呈贡区' });
  await page.getByLabel('详细地址').fill('斗南花卉市场7栋2号');
  await page.getByRole('button', { name: '立即开通' }).click();
  await expect(page).toHaveURL(/\/$/);
  const res = await page.request.get('/api/v1/info/info', { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  const me = (await res.json()) as { data: { buyerId: number | string } };
  return { buyerId: Number(me.data.buyerId), phone, password };
}

/** Issues a sign at the back office's 调配签名 desk (as 管理员) and returns its /goodTp link. */
async function issueSign(page: Page, label: string): Promise<string> {
  await staffSignedIn(page, STAFF.admin);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '调配签名' }).click();
  const form = page.getByRole('form', { name: '签发调配签名' });
  await form.getByLabel('调配员').fill(label);
  await form.getByLabel('有效期').selectOption({ label: '7天' });
  await form.getByRole('button', { name: '签发' }).click();
  await expect(page.getByText(`已为「${label}」签发签名`)).toBeVisible();
  await page.getByRole('button', { name: '复制调配工具链接' }).click();
  await expect(page.getByText('链接已复制')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/goodTp\?sign=/);
  return link;
}

/** An operator call with the sign, answered as it came. */
async function cp6<T>(request: APIRequestContext, sign: string, path: string, data: Record<string, unknown> = {}) {
  const res = await request.post(`/api${path}?sign=${encodeURIComponent(sign)}`, { data });
  return (await res.json()) as { code: number; msg: string; data: T };
}

async function balanceFen(request: APIRequestContext, sign: string, buyerId: number): Promise<number> {
  const info = await cp6<{ balance: string }>(request, sign, '/cp6/order/user-info', { buyerId });
  return Math.round(Number(info.data.balance) * 100);
}

async function lotStocks(request: APIRequestContext, sign: string, ids: readonly number[]): Promise<Map<number, number>> {
  const stocks = new Map<number, number>();
  for (const supplierType of ['A', 'C']) {
    for (let page = 1; ; page++) {
      const list = await cp6<{ list: Lot[]; totalPage: number }>(request, sign, '/cp6/stock/get-goods-list', {
        supplierType,
        search: '卡罗拉',
        page,
        limit: 200,
      });
      for (const lot of list.data.list) if (ids.includes(lot.id)) stocks.set(lot.id, lot.nowStock);
      if (page >= list.data.totalPage) break;
    }
  }
  return stocks;
}

/**
 * 去结算 → the buyer-confirm dialog: looks the buyer up by their phone (issue 26: a phone, name or account number finds
 * the buyer, no numeric 买家ID needed) and confirms with the default address (preselected).
 */
async function confirmBuyer(page: Page, buyer: { phone: string }) {
  await page.getByRole('region', { name: '调配购物车' }).getByRole('button', { name: '去结算' }).click();
  const dialog = page.getByRole('dialog', { name: '确认买家' });
  await dialog.getByLabel('买家', { exact: true }).fill('没有这个买家');
  await dialog.getByRole('button', { name: '查询', exact: true }).click();
  await expect(dialog.getByText('没有找到该买家，请核对买家ID、手机号、名称或账号')).toBeVisible();
  await dialog.getByLabel('买家', { exact: true }).fill(buyer.phone);
  await dialog.getByRole('button', { name: '查询', exact: true }).click();
  await expect(dialog.getByRole('radio', { name: /调配收货/ })).toBeChecked();
  await expect(dialog.getByText('默认', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '确认买家' }).click();
  await expect(page.getByLabel('订单预览')).toBeVisible();
}

/**
 * A grade-A lot of 卡罗拉 (MG-0001) of 20 bundles at the 花农直供 supplier A1001, entered at the 入库管理 desk: the
 * seeded day has grade-A 卡罗拉 only at a 底价供应 (C) supplier, so the journey brings the stock it allocates.
 */
async function gradeALotOfCarola(request: APIRequestContext): Promise<number> {
  const headers = { authorization: `Bearer ${await staffApiToken(request, STAFF.admin)}` };
  const options = (await (await request.get('/api/admin/stock/options', { headers })).json()) as { data: { today: string } };
  const res = await request.post('/api/admin/stock/lots/create', {
    headers,
    data: {
      auctionDate: options.data.today,
      supplierId: 'A1001',
      flwCode: 'MG-0001',
      levelName: 'A',
      lengthCode: '60',
      openCode: '3度',
      salepointName: '',
      stemsPerBunch: '20',
      basicSaleNo: '1',
      bundles: '20',
      sourcePrice: '1.00',
      salePrice: '1.20',
      positionNo: '9-41-01',
      packageName: '纸箱',
    },
  });
  const lot = (await res.json()) as { code: number; msg: string; data: { id: number } };
  expect(lot.code, lot.msg).toBe(200);
  return lot.data.id;
}

/** 自动调配 from the goods list: every category (so it asks first), the grade given (or all), keeping or clearing the cart. */
async function autoAllocate(page: Page, opts: { num: number; level?: string; keep: boolean }) {
  await page.getByRole('search', { name: '商品筛选' }).getByRole('button', { name: '自动调配' }).click();
  const dialog = page.getByRole('dialog', { name: '自动调配' });
  await dialog.getByLabel('调配数量（扎）').fill(String(opts.num));
  await dialog.getByLabel('调配购物车').selectOption(opts.keep ? '2' : '1');
  if (opts.level) await dialog.getByLabel('等级').selectOption(opts.level);
  await dialog.getByRole('button', { name: '开始调配' }).click();
  // No category is chosen, so it asks 未选择品类或等级, 是否继续? first.
  await expect(page.getByText('未选择品类或等级, 是否继续?')).toBeVisible();
  await page.getByRole('dialog', { name: '自动调配' }).getByRole('button', { name: '继续' }).click();
}

async function setUp(browser: Browser, label: string) {
  const admin = await browser.newContext();
  await admin.grantPermissions(['clipboard-read', 'clipboard-write']);
  const link = await issueSign(await admin.newPage(), label);
  await admin.close();
  const sign = decodeURIComponent(/sign=([^&]+)/.exec(link)![1]!);

  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const buyer = await newBuyer(buyerPage);

  // ¥800.00 paid at the counter (财务's 增加余额) and one agent-collection address saved by the operator.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await staffSignedIn(staffPage, STAFF.caiwu);
  const staffToken = await staffPage.evaluate(() => window.sessionStorage.getItem('huashi.staff.token'));
  const credited = await staffPage.request.post('/api/admin/buyers/adjust', {
    data: { buyerId: buyer.buyerId, direction: 'credit', amount: '800.00', reason: `调配测试 ${label}` },
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(((await credited.json()) as { code: number }).code).toBe(200);
  await staff.close();
  const saved = await cp6(buyerPage.request, sign, '/cp6/address/save', {
    buyerId: buyer.buyerId,
    receiverName: '调配收货',
    receiverMobile: buyer.phone,
    receiverProvinceId: '53',
    receiverProvince: '云南省',
    receiverCityId: '5301',
    receiverCity: '昆明市',
    receiverAreaId: '530114',
    receiverArea: '呈贡区',
    receiverAddress: '斗南花卉市场7栋2号',
    deliveryType: 2,
    receiverType: 3,
    logisName: '昆明同城冷链',
    isDefault: 1,
  });
  expect(saved.code, saved.msg).toBe(200);
  return { link, sign, buyer, buyerContext, buyerPage };
}

test('an operator fills a buyer’s order from the day’s stock and pays it from the balance; unpaid, the buyer pays it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { link, sign, buyer, buyerContext, buyerPage } = await setUp(browser, `调配员${Date.now().toString(36)}`);
  const ownLot = await gradeALotOfCarola(page.request);

  // The tool opens from the sign; filter, select two lots, add them.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: '调配工具' })).toBeVisible();
  const filters = page.getByRole('search', { name: '商品筛选' });
  // Supplier type A trades 11:30–13:00 (限时直供): the filter says how the session stands (MARKET_NOW is 11:45).
  await expect(filters.getByText(/^限时直供 进行中/)).toBeVisible();
  // A grade filter can be undone: 全部等级 is a real choice.
  await filters.getByLabel('等级').selectOption('A');
  await expect(page).toHaveURL(/levelName=A/);
  await expect(filters.getByLabel('等级')).toHaveValue('A');
  await filters.getByLabel('等级').selectOption({ label: '全部等级' });
  await expect(filters.getByLabel('等级')).toHaveValue('');
  await expect(page).not.toHaveURL(/levelName=/);
  await filters.getByLabel('关键词').fill('卡罗拉');
  const table = page.getByRole('grid', { name: '商品列表' });
  await expect(page.locator('[data-results-for="卡罗拉"]')).toBeVisible();
  const boxes = table.getByRole('checkbox', { name: /^选择 卡罗拉/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  // One bundle each (the inline bundles input).
  const bundleInputs = table.getByLabel(/购买扎数$/);
  await bundleInputs.nth(0).fill('1');
  await bundleInputs.nth(1).fill('1');
  await filters.getByRole('button', { name: '加入订单' }).click();
  await page.getByRole('dialog', { name: '加入订单' }).getByRole('button', { name: '确认加入' }).click();
  await expect(page.getByText(/已加入调配购物车/)).toBeVisible();

  // 批量改价 +1 on the cart's rows. (The tab is a step of the browser's history: Back returns to 商品列表.)
  await page.getByRole('tab', { name: /调配购物车/ }).click();
  await page.goBack();
  await expect(page.getByRole('tab', { name: '商品列表' })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(page.getByRole('tab', { name: /调配购物车/ })).toHaveAttribute('aria-selected', 'true');
  const cartRegion = page.getByRole('region', { name: '调配购物车' });
  const before = (await cp6<Cart>(page.request, sign, '/cp6/cart/get-cart')).data;
  expect(before.list).toHaveLength(2);
  await cartRegion.getByRole('grid', { name: '调配购物车商品' }).getByRole('checkbox', { name: '全选' }).check();
  await cartRegion.getByRole('button', { name: '批量改价' }).click();
  const priceDialog = page.getByRole('dialog', { name: '批量改价' });
  await priceDialog.getByLabel('金额（元/枝）').fill('1');
  await priceDialog.getByRole('button', { name: '确认改价' }).click();
  await expect(page.getByText('改价成功')).toBeVisible();
  const raised = (await cp6<Cart>(page.request, sign, '/cp6/cart/get-cart')).data;
  const stems = before.list.reduce((n, row) => n + row.buyQtyAll, 0);
  expect(Math.round(Number(raised.totalPrice) * 100)).toBe(Math.round(Number(before.totalPrice) * 100) + stems * 100);

  // 自动调配 10 bundles of grade A 卡罗拉, keeping the cart.
  await page.getByRole('tab', { name: '商品列表' }).click();
  const zaBefore = (await cp6<Cart>(page.request, sign, '/cp6/cart/get-cart')).data.totalZa;
  await autoAllocate(page, { num: 10, level: 'A', keep: true });
  await expect(page.getByText('自动调配成功，总数量【10】扎').first()).toBeVisible();
  const count = 10;

  // Checkout: the buyer, the preview, 余额支付.
  await page.getByRole('tab', { name: /调配购物车/ }).click();
  const cart = (await cp6<Cart>(page.request, sign, '/cp6/cart/get-cart')).data;
  expect(cart.totalZa).toBe(zaBefore + count);
  expect(cart.list.map((row) => row.stockId)).toContain(ownLot);
  const lotIds = cart.list.map((row) => row.stockId);
  const stockBefore = await lotStocks(page.request, sign, lotIds);
  const balanceBefore = await balanceFen(page.request, sign, buyer.buyerId);
  await confirmBuyer(page, buyer);
  const payText = await page
    .getByLabel('订单预览')
    .locator('dt', { hasText: '应付金额' })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
  const payFen = Math.round(Number(payText.replace(/[^\d.]/g, '')) * 100);
  // After the order the preview is not asked for again (it would only answer 调配购物车为空).
  const previewsAfter: string[] = [];
  const onResponse = (r: { url(): string }) => {
    if (r.url().includes('/cp6/order/preview')) previewsAfter.push(r.url());
  };
  page.on('response', onResponse);
  const cartReread = page.waitForResponse((r) => r.url().includes('/cp6/cart/get-cart'));
  await page.getByRole('button', { name: '余额支付' }).click();
  // 余额支付 asks first, with the amount (issue 26).
  const ask = page.getByRole('dialog', { name: '余额支付' });
  await expect(ask).toContainText(payText);
  await ask.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText(`下单成功，成功购买${cart.totalZa}扎`)).toBeVisible();
  await expect(page.getByLabel('订单预览')).toBeHidden();
  await cartReread;
  page.off('response', onResponse);
  expect(previewsAfter).toEqual([]);

  expect(await balanceFen(page.request, sign, buyer.buyerId)).toBe(balanceBefore - payFen);
  const stockAfter = await lotStocks(page.request, sign, lotIds);
  for (const row of cart.list)
    expect(stockAfter.get(row.stockId), `lot ${row.stockId}`).toBe(stockBefore.get(row.stockId)! - row.buyQtyAll);
  expect((await cp6<Cart>(page.request, sign, '/cp6/cart/get-cart')).data.list).toHaveLength(0);

  // The buyer sees it as 代下单.
  await buyerPage.goto('/order');
  await expect(buyerPage.getByText('代下单').first()).toBeVisible();

  // pay 0: an unpaid order the buyer pays from /order.
  await page.getByRole('tab', { name: '商品列表' }).click();
  await autoAllocate(page, { num: 1, keep: false });
  await expect(page.getByText('自动调配成功，总数量【1】扎')).toBeVisible();
  await page.getByRole('tab', { name: /调配购物车/ }).click();
  const balanceUnpaid = await balanceFen(page.request, sign, buyer.buyerId);
  await confirmBuyer(page, buyer);
  await page.getByRole('button', { name: '不付款下单' }).click();
  await expect(page.getByText('下单成功，成功购买1扎')).toBeVisible();
  expect(await balanceFen(page.request, sign, buyer.buyerId)).toBe(balanceUnpaid);

  // 财务 finds the buyer's numeric id on the back office's 买家 desk, and at 390 px its 代扣付款 is in view and the
  // desk does not scroll sideways.
  const finance = await browser.newContext();
  const financePage = await finance.newPage();
  await staffSignedIn(financePage, STAFF.caiwu);
  await financePage.setViewportSize({ width: 390, height: 844 });
  await financePage.goto(`/admin/buyers?buyer=${buyer.buyerId}`);
  await expect(financePage.getByRole('heading', { name: '买家', exact: true })).toBeVisible();
  const facts = financePage.locator('dt', { hasText: '买家ID' }).locator('xpath=following-sibling::dd[1]');
  await expect(facts).toHaveText(String(buyer.buyerId));
  const settleButton = financePage.getByRole('grid', { name: '买家订单' }).getByRole('button', { name: '代扣付款' });
  // Scrolled down to it (the page only, not the table's own box): its whole width is on the 390 px screen.
  await settleButton.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200));
  await expect(settleButton).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(financePage, '/admin/buyers at 390 px');
  await finance.close();

  await buyerPage.goto('/order');
  await expect(buyerPage.getByText('待付款').first()).toBeVisible();
  await buyerPage.getByRole('button', { name: '去付款' }).first().click();
  await buyerPage.getByRole('dialog', { name: '付款确认' }).getByRole('button', { name: '确认付款' }).click();
  await expect(buyerPage.getByText('付款成功')).toBeVisible();
  await expect.poll(() => balanceFen(page.request, sign, buyer.buyerId)).toBeLessThan(balanceUnpaid);
  await buyerContext.close();
});

test('an order above the buyer’s balance is refused with the message; the list and the preview are read again', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { link, sign, buyer, buyerContext } = await setUp(browser, `调配员${Date.now().toString(36)}b`);
  await buyerContext.close();
  await page.goto(link);
  // 300 bundles cost far more than ¥800.00.
  await expect(page.getByRole('grid', { name: '商品列表' })).toBeVisible();
  await autoAllocate(page, { num: 300, keep: false });
  await expect(page.getByText(/自动调配成功/)).toBeVisible();
  await page.getByRole('tab', { name: /调配购物车/ }).click();
  await confirmBuyer(page, buyer);
  const balanceBefore = await balanceFen(page.request, sign, buyer.buyerId);
  const reread = page.waitForResponse((r) => r.url().includes('/cp6/order/preview'));
  const cartRead = page.waitForResponse((r) => r.url().includes('/cp6/cart/get-cart'));
  await page.getByRole('button', { name: '余额支付' }).click();
  await page.getByRole('dialog', { name: '余额支付' }).getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '您的账户余额不足' }).first()).toBeVisible();
  await reread;
  await cartRead;
  expect(await balanceFen(page.request, sign, buyer.buyerId)).toBe(balanceBefore);
  expect((await cp6<Cart>(page.request, sign, '/cp6/cart/get-cart')).data.list.length).toBeGreaterThan(0);

  // The cart emptied under the open checkout: the preview is read again and says 调配购物车为空 plainly in the panel.
  await page.getByRole('region', { name: '调配购物车' }).getByRole('button', { name: '清空' }).click();
  await page.getByRole('button', { name: '确定', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '调配购物车为空，请先添加商品' })).toBeVisible();
  await expect(page.getByLabel('正在计算订单金额')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '余额支付' })).toBeDisabled();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('/goodTp never scrolls sideways', async ({ page, browser }) => {
    const admin = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await admin.grantPermissions(['clipboard-read', 'clipboard-write']);
    const link = await issueSign(await admin.newPage(), `调配员${Date.now().toString(36)}p`);
    await admin.close();
    await page.goto(link);
    await expect(page.getByRole('grid', { name: '商品列表' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/goodTp 商品列表');
    await page.getByRole('tab', { name: /调配购物车/ }).click();
    await expect(page.getByRole('region', { name: '调配购物车' }).getByRole('button', { name: '去结算' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/goodTp 调配购物车');
  });
});
