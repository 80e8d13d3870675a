/**
 * Issue 17 slice A: a new buyer tops up through the sandbox gateway (沙箱支付). The QR's page is opened as the
 * payer's phone would (its link), 确认支付 there sends the signed notify, and /money notices the payment by itself:
 * success with the new balance, a bill line, the top bar's balance. At 390 px /money never scrolls sideways.
 *
 * The QR's expiry: the page counts its 60 s on the browser's clock, which Playwright's page.clock moves here (the
 * server's own expiry on its clock is asserted in apps/server/test/money.test.ts); 刷新 makes a new recharge whose QR pays.
 */
import { expect, newOpenedBuyer, type Page, test } from '../support';

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is ${scrollWidth - innerWidth}px wider than the screen`).toBeLessThanOrEqual(innerWidth);
}

test('a new buyer tops up 1000 through the sandbox QR: success, the new balance and a bill line', async ({ page, context }) => {
  test.setTimeout(120_000);
  await newOpenedBuyer(page, '充值');

  await page.goto('/money?key=2');
  const panel = page.getByRole('region', { name: '账户充值' });
  await expect(panel.getByText(/支付通道：沙箱支付/)).toBeVisible();
  await expect(panel.getByText('账户余额')).toContainText('￥0.00');
  await expect(panel.getByRole('button', { name: '1000元' })).toHaveAttribute('aria-pressed', 'true');
  await panel.getByRole('button', { name: '立即充值' }).click();

  await expect(panel.getByRole('img', { name: '支付宝支付二维码' })).toBeVisible();
  await expect(panel.getByRole('timer')).toContainText('秒后过期');

  // The payer's phone: the QR's page on our server, 确认支付.
  const [payer] = await Promise.all([context.waitForEvent('page'), panel.getByRole('link', { name: '在本机打开沙箱支付页' }).click()]);
  await expect(payer.getByText('沙箱支付：测试用的模拟支付')).toBeVisible();
  await expect(payer.getByText('￥1000.00')).toBeVisible();
  await payer.getByRole('button', { name: '确认支付' }).click();
  await expect(payer.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await payer.close();

  // /money noticed it by itself.
  await expect(panel.getByRole('status')).toHaveText('充值成功', { timeout: 15_000 });
  await expect(panel.getByText('当前余额')).toContainText('￥1000.00');

  await panel.getByRole('button', { name: '查看账单' }).click();
  await expect(page).toHaveURL(/\/money\?key=1$/);
  const bills = page.getByRole('region', { name: '账单明细' });
  const line = bills.getByRole('listitem').first();
  await expect(line).toContainText('账户充值（沙箱支付·支付宝');
  await expect(line).toContainText('+1000.00');
  await expect(line).toContainText('余额 1000.00');
  await expect(bills.getByRole('listitem')).toHaveCount(1);

  // 取消 on a second QR moves nothing.
  await page.goto('/money?key=2');
  await panel.getByPlaceholder('请输入充值金额').fill('12.5');
  await panel.getByRole('radio', { name: '微信支付' }).check();
  await panel.getByRole('button', { name: '立即充值' }).click();
  const [second] = await Promise.all([context.waitForEvent('page'), panel.getByRole('link', { name: '在本机打开沙箱支付页' }).click()]);
  await expect(second.getByText('￥12.50')).toBeVisible();
  await second.getByRole('button', { name: '取消' }).click();
  await expect(second.getByRole('heading', { name: '已取消支付' })).toBeVisible();
  await second.close();
  await expect(panel.getByRole('img', { name: '微信支付支付二维码' })).toBeVisible();
  await page.goto('/money?key=1');
  await expect(page.getByRole('region', { name: '账单明细' }).getByRole('listitem')).toHaveCount(1);
});

test('an expired QR shows 已过期; 刷新 makes a new recharge whose QR pays', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await newOpenedBuyer(page, '充值');

  await page.goto('/money?key=2');
  const panel = page.getByRole('region', { name: '账户充值' });
  await panel.getByPlaceholder('请输入充值金额').fill('88.8');
  await panel.getByRole('button', { name: '立即充值' }).click();
  await expect(panel.getByRole('img', { name: '支付宝支付二维码' })).toBeVisible();
  const sandboxLink = panel.getByRole('link', { name: '在本机打开沙箱支付页' });
  const first = await sandboxLink.getAttribute('href');

  // A minute later on the browser's clock: 已过期, the link to pay it gone.
  await page.clock.fastForward(61_000);
  await expect(panel.getByRole('status')).toHaveText('已过期');
  await expect(panel.getByText('二维码已过期。若已付款，到账后本页会自动显示；未付款请点击刷新后重新扫码')).toBeVisible();
  await expect(sandboxLink).toHaveCount(0);

  await panel.getByRole('button', { name: '刷新' }).click();
  await expect(panel.getByRole('timer')).toContainText('秒后过期');
  const second = await sandboxLink.getAttribute('href');
  expect(second).toMatch(/\/api\/pay-sandbox\/R\w+$/);
  expect(second).not.toBe(first);

  const [payer] = await Promise.all([context.waitForEvent('page'), sandboxLink.click()]);
  await expect(payer.getByText('￥88.80')).toBeVisible();
  await payer.getByRole('button', { name: '确认支付' }).click();
  await expect(payer.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await payer.close();
  await expect(panel.getByRole('status')).toHaveText('充值成功', { timeout: 15_000 });
  await expect(panel.getByText('当前余额')).toContainText('￥88.80');

  // One bill line: the new recharge's (the expired one was never paid).
  await page.goto('/money?key=1');
  const lines = page.getByRole('region', { name: '账单明细' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(second!.split('/').pop()!);
});

test('a QR paid after it expired: the page keeps watching it and shows 充值成功 with the new balance, once', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await newOpenedBuyer(page, '充值');

  await page.goto('/money?key=2');
  const panel = page.getByRole('region', { name: '账户充值' });
  await panel.getByPlaceholder('请输入充值金额').fill('66.6');
  await panel.getByRole('button', { name: '立即充值' }).click();
  const payUrl = await panel.getByRole('link', { name: '在本机打开沙箱支付页' }).getAttribute('href');

  // Expired on the page: it says a payment made now will still show, and offers 刷新 for the unpaid case.
  await page.clock.fastForward(61_000);
  await expect(panel.getByRole('status')).toHaveText('已过期');
  await expect(panel.getByText(/若已付款，到账后本页会自动显示/)).toBeVisible();

  // The payer scanned in time and confirms late: the server credits it; the page notices within its slower watch.
  const payer = await context.newPage();
  await payer.goto(payUrl!);
  await payer.getByRole('button', { name: '确认支付' }).click();
  await expect(payer.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await payer.close();
  await page.clock.fastForward(11_000);
  await expect(panel.getByRole('status')).toHaveText('充值成功', { timeout: 15_000 });
  await expect(panel.getByText('当前余额')).toContainText('￥66.60');
  await expect(panel.getByRole('button', { name: '刷新' })).toHaveCount(0);

  await page.goto('/money?key=1');
  const lines = page.getByRole('region', { name: '账单明细' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('+66.60');
});

test('去充值 from a payment: after 充值成功, 返回付款 goes back there (a path on this site only)', async ({ page, context }) => {
  test.setTimeout(120_000);
  await newOpenedBuyer(page, '充值');

  // A way back to another site is ignored: no 返回付款.
  await page.goto(`/money?key=2&back=${encodeURIComponent('//evil.example/pay')}`);
  const panel = page.getByRole('region', { name: '账户充值' });
  await panel.getByPlaceholder('请输入充值金额').fill('10');
  await panel.getByRole('button', { name: '立即充值' }).click();
  const [first] = await Promise.all([context.waitForEvent('page'), panel.getByRole('link', { name: '在本机打开沙箱支付页' }).click()]);
  await first.getByRole('button', { name: '确认支付' }).click();
  await expect(first.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await first.close();
  await expect(panel.getByRole('status')).toHaveText('充值成功', { timeout: 15_000 });
  await expect(panel.getByRole('button', { name: '查看账单' })).toBeVisible();
  await expect(panel.getByRole('button', { name: '返回付款' })).toHaveCount(0);

  await page.goto(`/money?key=2&back=${encodeURIComponent('/order?orderState=1')}`);
  await panel.getByPlaceholder('请输入充值金额').fill('20');
  await panel.getByRole('button', { name: '立即充值' }).click();
  const [payer] = await Promise.all([context.waitForEvent('page'), panel.getByRole('link', { name: '在本机打开沙箱支付页' }).click()]);
  await payer.getByRole('button', { name: '确认支付' }).click();
  await expect(payer.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await payer.close();
  await expect(panel.getByRole('status')).toHaveText('充值成功', { timeout: 15_000 });
  await panel.getByRole('button', { name: '返回付款' }).click();
  await expect(page).toHaveURL(/\/order\?orderState=1$/);
});

test('a typed amount that is not one is said next to the field; withdrawal and bank card ask for the real name first', async ({ page }) => {
  await newOpenedBuyer(page, '充值');
  await page.goto('/money?key=2');
  const panel = page.getByRole('region', { name: '账户充值' });
  await panel.getByPlaceholder('请输入充值金额').fill('');
  await panel.getByRole('button', { name: '立即充值' }).click();
  await expect(panel.getByText('请输入充值金额', { exact: true }).last()).toBeVisible();
  await panel.getByPlaceholder('请输入充值金额').fill('60000');
  await panel.getByRole('button', { name: '立即充值' }).click();
  await expect(panel.getByText('单次充值金额不能超过50000元')).toBeVisible();

  await page.getByRole('tab', { name: '提现' }).click();
  await expect(page).toHaveURL(/\/money\?key=3$/);
  await expect(page.getByRole('region', { name: '提现' }).getByText('请您先完成实名认证')).toBeVisible();
  await page.getByRole('tab', { name: '银行卡' }).click();
  await expect(page).toHaveURL(/\/money\?key=4$/);
  await expect(page.getByRole('region', { name: '银行卡' }).getByText('请您先完成实名认证')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('/money never scrolls sideways at 390 px: bills, top-up form and QR (switched to 扫码支付)', async ({ page }) => {
    await newOpenedBuyer(page, '充值');
    for (const key of [1, 2, 3, 4]) {
      await page.goto(`/money?key=${key}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    // A phone starts on 手机支付 (phone-pay.spec.ts); 扫码支付 is the switch away and shows the QR.
    await page.goto('/money?key=2');
    await expect(page.getByRole('radio', { name: '手机支付' })).toBeChecked();
    await page.getByRole('radio', { name: '扫码支付' }).tap();
    await page.getByRole('button', { name: '立即充值' }).tap();
    await expect(page.getByRole('img', { name: '支付宝支付二维码' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
