/**
 * Issue 14: a florist's phone (390 × 844, touch). A new buyer registers, opens the account, adds an address, buys a
 * lot from /presell (tapping 我知道了 on the first-visit dialog), is told the balance is short, pays cash at the
 * market's counter (财务 credits it at the back office's 买家 desk, on the counter's desktop), pays and finds the
 * order. After every step of the phone the page must be no wider than the screen.
 */
import { type Browser, expect, expectNoSidewaysScroll, freshPhone, type Page, smsCode, STAFF, staffSignedIn, test } from '../support';

const PHONE = { width: 390, height: 844 } as const;
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** Closes the first-visit explanation of the two sessions with a tap on 我知道了. */
async function tapAwayFirstVisit(page: Page) {
  const dialog = page.getByRole('dialog', { name: '两个交易场次' });
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page, 'the first-visit dialog', { soft: true });
  const ok = dialog.getByRole('button', { name: '我知道了' });
  // The dialog fits the screen: its button lies inside the viewport, where a finger can reach it.
  const box = await ok.boundingBox();
  expect(box, '我知道了 has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  await ok.tap();
  await expect(dialog).toBeHidden();
}

/** Taps 立即购买 on the last card of the list that can be bought (the last ones are the least shared with other journeys). */
async function tapBuyNow(page: Page): Promise<string> {
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let index = count - 1; index >= 0; index--) {
    const card = cards.nth(index);
    const buy = card.getByRole('button', { name: '立即购买' });
    if ((await buy.count()) === 1 && (await buy.isEnabled())) {
      const name = (await card.getAttribute('aria-label')) ?? '';
      await buy.tap();
      return name;
    }
  }
  throw new Error('no lot on /presell can be bought now');
}

/** 财务 at the market's counter (a desktop) credits cash the buyer paid, found by the buyer's phone number. */
async function counterCredits(browser: Browser, buyerPhone: string, nickName: string, amountYuan: string) {
  const counter = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await counter.newPage();
  await staffSignedIn(page, STAFF.caiwu);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '买家' }).click();
  await page.getByLabel('查找买家').fill(buyerPhone);
  await page.getByRole('button', { name: '搜索' }).click();
  await page
    .getByRole('grid', { name: '买家列表' })
    .getByRole('button', { name: new RegExp(`^查看 ${nickName}`) })
    .click();
  await page.getByRole('button', { name: '增加余额' }).click();
  const dialog = page.getByRole('dialog', { name: '调整余额' });
  await dialog.getByLabel('金额（元）').fill(amountYuan);
  await dialog.getByLabel('调整原因').fill('柜台现金充值');
  await dialog.getByRole('button', { name: '确认调整' }).click();
  await expect(page.getByText(/余额已调整/)).toBeVisible();
  await counter.close();
}

test('a new buyer on a phone registers, opens the account, adds an address, buys from /presell, pays and finds the order', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const phone = freshPhone();
  const nickName = `花艺${phone.slice(-4)}`;

  // Register with a code from the local SMS outbox.
  await page.goto('/login?key=2');
  await expectNoSidewaysScroll(page, 'register', { soft: true });
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).tap();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await page.getByLabel('验证码').fill(await smsCode(page.request, phone));
  await page.getByLabel('密码').fill('peony2026');
  await page.getByLabel('昵称').fill(nickName);
  await page.getByRole('button', { name: '注册', exact: true }).tap();
  await expect(page.getByText('注册成功')).toBeVisible();

  // Open the account.
  await expect(page).toHaveURL(/\/dredge$/);
  await expectNoSidewaysScroll(page, 'open the account', { soft: true });
  await page.getByLabel('购买商类别').selectOption({ label: '花店' });
  await page.getByRole('combobox', { name: '省份' }).selectOption({ label: '云南省' });
  await page.getByRole('combobox', { name: '城市' }).selectOption({ label: '昆明市' });
  await page.getByRole('combobox', { name: '区县' }).selectOption({ label: '呈贡区' });
  await page.getByLabel('详细地址').fill('斗南花卉市场5栋8号');
  await expectNoSidewaysScroll(page, 'the open-account form filled', { soft: true });
  await page.getByRole('button', { name: '立即开通' }).tap();
  await expect(page.getByText('开通成功')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectNoSidewaysScroll(page, 'home after opening the account', { soft: true });

  // Add a delivery address.
  await page.goto('/address');
  await expect(page.getByText('暂无收货地址')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the empty address book', { soft: true });
  await page.getByRole('button', { name: '新增收货地址' }).first().tap();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page, 'the new-address dialog', { soft: true });
  await dialog.getByLabel('物流类型').selectOption({ label: '代收' });
  await dialog.getByLabel('收货人').fill(nickName);
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByLabel('省份').selectOption({ label: '云南省' });
  await dialog.getByLabel('城市').selectOption({ label: '昆明市' });
  await dialog.getByLabel('区县').selectOption({ label: '官渡区' });
  await dialog.getByLabel('详细地址').fill('关上街道花城路18号');
  await dialog.getByLabel('物流方式').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: '保存' }).tap();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: '关上街道花城路18号' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the address book with one address', { soft: true });

  // The market: the first visit explains the two sessions; a tap on 我知道了 closes it. Then buy a lot.
  await page.goto('/presell');
  await tapAwayFirstVisit(page);
  await expectNoSidewaysScroll(page, '/presell', { soft: true });
  const lot = await tapBuyNow(page);
  await expect(page).toHaveURL(/\/pay\?/);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: '收货地址' }).getByText('关上街道花城路18号')).toBeVisible();
  await expectNoSidewaysScroll(page, '/pay', { soft: true });

  // No money yet: the confirmation says so and pays nothing.
  await page.getByRole('button', { name: '提交订单' }).tap();
  const confirm = page.getByRole('dialog', { name: '购买确认' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('alert')).toContainText('您的账户余额不足');
  await expectNoSidewaysScroll(page, 'the pay confirmation, balance short', { soft: true });
  await confirm.getByRole('button', { name: '取消' }).tap();
  await expect(confirm).toBeHidden();

  // The buyer pays cash at the counter; 财务 credits it. The phone pays from the balance now.
  await counterCredits(browser, phone, nickName, '5000.00');
  await page.reload();
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  const submit = page.getByRole('button', { name: '提交订单' });
  await expect(submit).toBeEnabled();
  await submit.tap();
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('alert')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the pay confirmation', { soft: true });
  await confirm.getByRole('button', { name: '确认支付' }).tap();

  await expect(page).toHaveURL(/\/elseWhite\?/);
  await expect(page.getByRole('heading', { name: '购买成功！关闭此页面继续购买' })).toBeVisible();
  const orderNo = new URL(page.url()).searchParams.get('orderNo');
  expect(orderNo, `the success page names the order (${lot})`).toMatch(/\S+/);
  await expectNoSidewaysScroll(page, '/elseWhite', { soft: true });

  await page.getByRole('button', { name: '查看订单' }).tap();
  await expect(page).toHaveURL(/\/order\?orderVal=/);
  await expect(page.getByLabel(`订单 ${orderNo}`)).toBeVisible();
  await expectNoSidewaysScroll(page, '/order', { soft: true });
});
