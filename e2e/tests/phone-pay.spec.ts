/**
 * Issue 27: paying a top-up on the phone, at 390 px with touch, through the sandbox gateway's phone flow — the page
 * goes to the sandbox's payer page (as to Alipay's 手机网站支付 or WeChat Pay's H5 cashier), 确认支付 there sends the
 * signed notify and returns to our result page (/money/result), which shows what the server says: 充值成功 with the
 * new balance, or 支付处理中 with 刷新 / 重新支付 — never what its address claims.
 *
 * The closed tab: the buyer leaves the payer page without coming back; the gateway's notify arrives afterwards, server
 * to server, twice as gateways retry — played here as the sandbox gateway sends it (HMAC-SHA256 with the e2e server's
 * PAY_SANDBOX_SECRET over the sorted fields, apps/server/src/payments/sandbox.ts). It is credited once: one bill line,
 * and the open result page turns to 充值成功 by itself.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { E2E_ENV } from '../env.mjs';
import { expect, expectNoSidewaysScroll, newOpenedBuyer, test, type Page } from '../support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The key the e2e server checks sandbox notifies with (e2e/env.mjs). */
function sandboxSecret(): string {
  const secret = E2E_ENV.PAY_SANDBOX_SECRET;
  if (!secret) throw new Error('e2e/env.mjs names no PAY_SANDBOX_SECRET for the server');
  return secret;
}

/** The sandbox gateway's notify of a payment of `fen`, signed as it signs (the server checks it as any gateway's). */
function sandboxNotify(outTradeNo: string, fen: number): Record<string, string> {
  const fields: Record<string, string> = {
    out_trade_no: outTradeNo,
    total_amount: (fen / 100).toFixed(2),
    trade_no: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
    trade_status: 'TRADE_SUCCESS',
    gmt_payment: new Date().toISOString(),
  };
  const signed = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return { ...fields, sign: createHmac('sha256', sandboxSecret()).update(signed).digest('hex') };
}

/** Top-up of `yuan` on the phone from /money?key=2: 手机支付 is the device's choice; answers the payer page's trade number. */
async function payOnPhone(page: Page, yuan: string): Promise<string> {
  await page.goto('/money?key=2');
  const panel = page.getByRole('region', { name: '账户充值' });
  await expect(panel.getByRole('radio', { name: '手机支付' })).toBeChecked();
  await panel.getByPlaceholder('请输入充值金额').fill(yuan);
  await panel.getByRole('button', { name: '立即充值' }).tap();
  await expect(page).toHaveURL(/\/api\/pay-sandbox\/R\w+\?return=%2Fmoney%2Fresult/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function billLines(page: Page, outTradeNo: string) {
  await page.goto('/money?key=1');
  const bills = page.getByRole('region', { name: '账单明细' });
  await expect(bills.getByRole('listitem').first()).toBeVisible();
  return bills.getByRole('listitem').filter({ hasText: outTradeNo });
}

test('a phone top-up goes to the payer page and back to the result page: 充值成功, the new balance, one bill line', async ({ page }) => {
  test.setTimeout(120_000);
  await newOpenedBuyer(page, '手机充值');
  const outTradeNo = await payOnPhone(page, '520');

  // The gateway's page (the sandbox's, named as such): the amount, then 确认支付.
  await expect(page.getByText('沙箱支付：测试用的模拟支付')).toBeVisible();
  await expect(page.getByText('￥520.00')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the sandbox payer page');
  await page.getByRole('button', { name: '确认支付' }).tap();

  await expect(page).toHaveURL(new RegExp(`/money/result\\?outTradeNo=${outTradeNo}$`));
  const result = page.getByRole('region', { name: '充值结果' });
  await expect(result.getByRole('status')).toHaveText('充值成功');
  await expect(result.getByText('已充值')).toContainText('￥520.00');
  await expect(result.getByText('当前余额')).toContainText('￥520.00');
  await expectNoSidewaysScroll(page, 'the result page');

  await result.getByRole('button', { name: '查看账单' }).tap();
  await expect(page).toHaveURL(/\/money\?key=1$/);
  const line = page.getByRole('region', { name: '账单明细' }).getByRole('listitem').filter({ hasText: outTradeNo });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('+520.00');
});

test('the result page believes the server, not its address: 取消 comes back 支付处理中; 重新支付 pays a new recharge', async ({ page }) => {
  test.setTimeout(120_000);
  await newOpenedBuyer(page, '手机充值');
  const first = await payOnPhone(page, '66');
  await page.getByRole('button', { name: '取消' }).tap();

  await expect(page).toHaveURL(new RegExp(`/money/result\\?outTradeNo=${first}$`));
  const result = page.getByRole('region', { name: '充值结果' });
  await expect(result.getByRole('status')).toHaveText('支付处理中');
  await expect(result.getByText(/未付款或已取消：点击“重新支付”/)).toBeVisible();
  await expectNoSidewaysScroll(page, 'the result page, pending');

  // An address claiming success (as a gateway appends its fields) changes nothing.
  await page.goto(`/money/result?outTradeNo=${first}&trade_status=TRADE_SUCCESS&total_amount=66.00&sign=forged`);
  await expect(result.getByRole('status')).toHaveText('支付处理中');
  await expect(result.getByText('充值成功')).toHaveCount(0);
  await result.getByRole('button', { name: '刷新' }).tap();
  await expect(result.getByRole('status')).toHaveText('支付处理中');

  // 重新支付: a new recharge of the same amount and way, on the payer page again.
  await result.getByRole('button', { name: '重新支付' }).tap();
  await expect(page).toHaveURL(/\/api\/pay-sandbox\/R\w+\?return=/);
  const second = new URL(page.url()).pathname.split('/').pop()!;
  expect(second).not.toBe(first);
  await expect(page.getByText('￥66.00')).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).tap();
  await expect(page).toHaveURL(new RegExp(`/money/result\\?outTradeNo=${second}$`));
  await expect(result.getByRole('status')).toHaveText('充值成功');
  await expect(result.getByText('当前余额')).toContainText('￥66.00');

  // Only the paid one is in the bills.
  await expect(await billLines(page, second)).toHaveCount(1);
  await expect(await billLines(page, first)).toHaveCount(0);
});

test('a tab closed on the payer page: the late notify credits it once; the bills and the result page show it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await newOpenedBuyer(page, '手机充值');

  // Another tab of the same phone browser starts the payment and is closed on the payer page, never coming back.
  const tab = await context.newPage();
  const outTradeNo = await payOnPhone(tab, '88.8');
  await tab.close();

  // Opened later (from the browser's history), it is not paid yet.
  await page.goto(`/money/result?outTradeNo=${outTradeNo}`);
  const result = page.getByRole('region', { name: '充值结果' });
  await expect(result.getByRole('status')).toHaveText('支付处理中');

  // The payer paid in the app: the gateway's notify comes afterwards, and again (gateways retry until answered).
  const notify = sandboxNotify(outTradeNo, 8_880);
  for (let i = 0; i < 2; i += 1) {
    const answer = await request.post('/api/pay-gate/notify/sandbox', { form: notify });
    expect(await answer.text()).toBe('success');
  }

  // The open result page notices by itself; the bills hold it once.
  await expect(result.getByRole('status')).toHaveText('充值成功', { timeout: 15_000 });
  await expect(result.getByText('当前余额')).toContainText('￥88.80');
  const lines = await billLines(page, outTradeNo);
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText('+88.80');
  await expect(lines).toContainText('余额 88.80');
  await expect(page.getByRole('region', { name: '账单明细' }).getByRole('listitem')).toHaveCount(1);
});
