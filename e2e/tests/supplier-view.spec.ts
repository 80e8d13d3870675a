/**
 * A supplier's own view (issue 31): a buyer buys one of a supplier's lots and files a claim with a photo; staff at
 * 入库管理 give that supplier a login (phone and password); the supplier logs in on a phone (390 × 844) at /supplier
 * and sees today's lots with what sold at what price, then the claim with its photo — never scrolling sideways. The
 * tab lives in the URL (a reload keeps it), and 退出 ends the session.
 */
import { deliveredOrder, fileClaim, lotsToBuy, photo } from '../claims';
import { DEMO, expect, expectNoSidewaysScroll, signedIn, STAFF, staffSignedIn, test } from '../support';

const LOGIN = { phone: '13955550001', password: 'grower-e2e-2026' };

test('staff give a supplier a login at 入库管理; on a phone the supplier sees today’s sales and the claim with its photo', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await (await browser.newContext()).newPage();
  const token = await signedIn(buyer, DEMO);
  const [lot] = await lotsToBuy(buyer, token, 1, 650);
  const { orderNo } = await deliveredOrder(buyer, token, [lot!]);
  await fileClaim(buyer, orderNo, lot!, [await photo('black-heads.png', [90, 20, 40])], '花头发黑，外层花瓣有灰霉');

  // 配货发货 at 入库管理 › 供应商: 登录账号 for the lot's supplier.
  await staffSignedIn(page, STAFF.peihuo);
  await page.goto(`/admin/stock?tab=suppliers&q=${lot!.supplierId}`);
  await page.getByRole('button', { name: `登录账号 ${lot!.supplierId}` }).click();
  const dialog = page.getByRole('dialog', { name: `${lot!.supplierId} ${lot!.supplierName} 的登录账号` });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('首次开通登录请设置密码')).toBeVisible();
  await dialog.getByLabel('登录手机号').fill(LOGIN.phone);
  await dialog.getByLabel('登录密码').fill(LOGIN.password);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('grid', { name: '供应商列表' }).getByText(LOGIN.phone)).toBeVisible();

  // The supplier, on its phone.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await phone.goto('/supplier');
  await phone.getByLabel('手机号').fill(LOGIN.phone);
  await phone.getByLabel('密码').fill('not-the-password-1');
  await phone.getByRole('button', { name: '登录' }).click();
  await expect(phone.getByText('手机号或密码错误')).toBeVisible();
  await phone.getByLabel('密码').fill(LOGIN.password);
  await phone.getByRole('button', { name: '登录' }).click();

  await expect(phone.getByRole('heading', { name: new RegExp(lot!.supplierName) })).toBeVisible();
  await expect(phone.getByText(/今天 共售出/)).toBeVisible();
  const sold = phone
    .getByRole('list', { name: '批次' })
    .getByRole('listitem', { name: new RegExp(`^${lot!.flwName} ${lot!.levelName} `) })
    .filter({ has: phone.getByRole('list', { name: '成交价' }) });
  await expect(sold.first()).toBeVisible();
  await expect(
    sold
      .first()
      .getByText(/^成交 ¥\d+\.\d{2}\/枝 × \d+ 扎$/)
      .first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(phone, '/supplier');

  await phone.getByRole('tab', { name: '理赔' }).click();
  await expect(phone).toHaveURL(/\/supplier\?tab=claims$/);
  // This journey's claim: other journeys of the run file claims on the same seeded lots (newest first; a retry's is first).
  const claim = phone
    .getByRole('listitem', { name: new RegExp(`^理赔 ${lot!.flwName} `) })
    .filter({ hasText: '花头发黑，外层花瓣有灰霉' })
    .first();
  await expect(claim.getByText('花头发黑，外层花瓣有灰霉')).toBeVisible();
  await expect(claim.getByText('数量短缺 · 1 扎')).toBeVisible();
  const image = claim.getByRole('img', { name: '凭证照片 1' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSidewaysScroll(phone, '/supplier?tab=claims');

  await phone.reload();
  await expect(phone.getByRole('tab', { name: '理赔' })).toHaveAttribute('aria-selected', 'true');
  await phone.getByRole('button', { name: '退出' }).click();
  await expect(phone.getByRole('form', { name: '供应商登录' })).toBeVisible();
});
