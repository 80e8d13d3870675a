/**
 * Issue 17, coupons: 财务 issues a coupon to the demo buyer at the back office's 优惠券 desk; the buyer finds it on
 * /disCard, pays an order with it through the pay page's coupon picker, and finds it on the 已失效 side marked 已使用.
 * /disCard on a phone (390 px) shows both tabs without sideways scrolling.
 */
import { api, DEMO, expect, expectNoSidewaysScroll, signedIn, STAFF, staffSignedIn, test, tokenOf } from '../support';

const PHONE = { width: 390, height: 844 } as const;

type PreviewItem = { stockId: number; session: 'A' | 'C'; maxPi: number };

test('财务 issues a coupon; the buyer sees it on /disCard, pays with it, and it moves to the used side', async ({ page, browser }) => {
  const rule = `e2e券${Date.now().toString(36)}`;

  // 财务 issues ¥1.00 without threshold to the demo buyer (the form refuses a bad phone first, next to the field).
  const desk = await browser.newPage();
  await staffSignedIn(desk, STAFF.caiwu);
  await desk.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '优惠券' }).click();
  await expect(desk).toHaveURL(/\/admin\/coupons$/);
  const form = desk.getByRole('form', { name: '发放优惠券' });
  await form.getByLabel('买家手机号').fill('1380000');
  await form.getByLabel('面额（元）').fill('1');
  await form.getByLabel('品种规则（选填）').fill(rule);
  await form.getByLabel('截止时间').fill('2026-12-31');
  await form.getByRole('button', { name: '发放' }).click();
  await expect(form.getByText('请输入正确的11位手机号')).toBeVisible();
  await form.getByLabel('买家手机号').fill(DEMO.phone);
  await form.getByRole('button', { name: '发放' }).click();
  await expect(desk.getByText('已发放1张优惠券')).toBeVisible();
  await desk.close();

  // The buyer's /disCard lists it with its value, threshold, scope, rule and end.
  await signedIn(page);
  await page.goto('/disCard');
  await expect(page.getByRole('heading', { name: '我的优惠券' })).toBeVisible();
  const coupon = page.getByRole('listitem').filter({ hasText: rule });
  await expect(coupon).toBeVisible();
  await expect(coupon).toContainText('无门槛');
  await expect(coupon).toContainText('全场通用');
  await expect(coupon).toContainText('有效期至 2026-12-31 23:59:59');
  const code = (await coupon.getAttribute('aria-label'))!.replace(/^.*优惠券 /, '');
  expect(code).toMatch(/^CP/);

  // Buy now one batch of an all-day lot from the end of the list, paying with this coupon.
  const token = await tokenOf(page);
  let lot: PreviewItem | null = null;
  for (let id = 600; id > 300 && !lot; id -= 11) {
    const res = await api<{ items: PreviewItem[] }>(page.request, token, '/v1/order/preview', {
      doWay: 'nowPay',
      products: [{ huaId: id, qty: 1 }],
      couponCode: '',
    });
    const item = res.code === 200 ? res.data.items[0] : undefined;
    if (item && item.session === 'C' && item.maxPi >= 2) lot = item;
  }
  expect(lot).not.toBeNull();
  await page.goto(`/pay?listZone=${encodeURIComponent(JSON.stringify([{ huaId: lot!.stockId, qty: 1 }]))}&codeType=nowPay`);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  const mine = page.getByRole('radiogroup', { name: '优惠券' }).getByRole('radio', { name: `¥1.00 优惠券 ${code}` });
  if (!(await mine.isChecked())) await mine.check();
  await expect(mine).toBeChecked();
  await expect(page.getByRole('button', { name: '提交订单' })).toBeEnabled();
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByRole('dialog', { name: '购买确认' }).getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/elseWhite/);

  // Gone from the usable tab; on the 已失效 side, marked 已使用 with its order.
  await page.goto('/disCard');
  await expect(page.getByRole('tab', { name: /可使用/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: rule })).toHaveCount(0);
  await page.getByRole('tab', { name: /已失效/ }).click();
  await expect(page).toHaveURL(/\/disCard\?type=2$/);
  const used = page.getByRole('listitem').filter({ hasText: rule });
  await expect(used).toContainText(/已使用（订单\w+）/);
  await expect(page.getByRole('listitem').filter({ hasText: '已过期' }).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('/disCard shows both tabs at 390 px without sideways scrolling', async ({ page }) => {
    await signedIn(page);
    await page.goto('/disCard');
    // Other journeys spend the demo buyer's coupons at the same time: a coupon or the empty state, whichever holds.
    await expect(page.getByRole('listitem').filter({ hasText: '有效期至' }).first().or(page.getByText('暂无可用优惠券'))).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('tab', { name: /已失效/ }).tap();
    await expect(page.getByRole('listitem').filter({ hasText: '已过期' }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
