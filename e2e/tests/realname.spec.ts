/**
 * Issue 17 slice B1: a new buyer submits their real name with both card photos → 审核中; 财务 approves it at
 * /admin/finance (实名审核) → the buyer sees 已认证 with the number masked. A second new buyer is rejected with a reason
 * and sees it with the form again. At 390 px /realname never scrolls sideways.
 */
import { type Browser, expect, expectNoSidewaysScroll, type Page, registerBuyer, STAFF, staffSignedIn, test } from '../support';

/** A 1×1 PNG: the server re-encodes whatever it is given. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function submitRealName(page: Page, name: string, idNumber: string) {
  await page.goto('/realname');
  const form = page.getByRole('form', { name: '实名认证' });
  await form.getByLabel('姓名', { exact: true }).fill(name);
  await form.getByLabel('身份证号').fill(idNumber);
  await form.getByLabel('有效期开始').fill('2020-01-01');
  await form.getByLabel('长期有效').check();
  const files = form.locator('input[type=file]');
  await files.nth(0).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await files.nth(1).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('status')).toHaveCount(0); // both uploads done
  await expect(form.getByRole('img', { name: '身份证正面（人像面）' })).toBeVisible();
  await form.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('实名认证审核中，请耐心等待财务人员审核。')).toBeVisible();
}

async function staffDesk(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await staffSignedIn(page, STAFF.caiwu);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '财务' }).click();
  await expect(page).toHaveURL(/\/admin\/finance/);
  await page.getByRole('tab', { name: '实名审核' }).click();
  return page;
}

async function submission(desk: Page, name: string, phone: string) {
  await desk.reload();
  const card = desk.getByRole('article', { name: `实名申请 ${name}` }).filter({ hasText: phone });
  await expect(card).toBeVisible();
  return card;
}

test('a buyer submits their real name, 财务 approves it and the buyer sees 已认证 with the number masked', async ({ page, browser }) => {
  const phone = await registerBuyer(page, `实名${Date.now() % 10_000}`);
  await submitRealName(page, '王小明', '530102199003071238');
  await expect(page.getByText('530***********1238')).toBeVisible();

  const desk = await staffDesk(browser);
  const card = await submission(desk, '王小明', phone);
  await expect(card.getByText('530102199003071238')).toBeVisible(); // staff see it in full
  await expect(card.getByRole('img', { name: '身份证正面' })).toBeVisible();
  await expect(card.getByRole('img', { name: '身份证反面' })).toBeVisible();
  await card.getByRole('button', { name: '通过' }).click();
  await expect(desk.getByText('已通过 王小明 的实名认证')).toBeVisible();
  await expect(card).toHaveCount(0);
  await desk.context().close();

  await page.goto('/realname');
  await expect(page.getByText('已认证', { exact: true })).toBeVisible();
  await expect(page.getByText('530***********1238')).toBeVisible();
  await expect(page.getByText('530102199003071238')).toHaveCount(0);
});

test('/realname flags every bad field at once, an ID number born in 2099 under the ID field', async ({ page }) => {
  await registerBuyer(page, `未来${Date.now() % 10_000}`);
  await page.goto('/realname');
  const form = page.getByRole('form', { name: '实名认证' });
  await form.getByLabel('姓名', { exact: true }).fill('张<b>三</b>');
  await form.getByLabel('身份证号').fill('530114209905121232');
  await form.getByRole('button', { name: '提交认证' }).click();
  await expect(form.getByLabel('姓名', { exact: true })).toHaveAccessibleDescription('请输入正确的姓名');
  await expect(form.getByLabel('身份证号')).toHaveAccessibleDescription('请输入正确的身份证号');
  await expect(form.getByText('请上传正面照片')).toBeVisible();
});

test('a rejected buyer sees the reason with the form again; /realname fits 390 px', async ({ page, browser }) => {
  const phone = await registerBuyer(page, `驳回${Date.now() % 10_000}`);
  await submitRealName(page, '李小红', '11010519491231002X');

  const desk = await staffDesk(browser);
  const card = await submission(desk, '李小红', phone);
  await card.getByRole('button', { name: '驳回' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByRole('button', { name: '确认驳回' }).click();
  await expect(dialog.getByText('请输入驳回原因')).toBeVisible();
  await dialog.getByLabel('驳回原因').fill('照片模糊，请重新拍摄');
  await dialog.getByRole('button', { name: '确认驳回' }).click();
  await expect(desk.getByText('已驳回 李小红 的实名申请')).toBeVisible();
  await desk.context().close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/realname');
  await expect(page.getByText(/照片模糊，请重新拍摄/)).toBeVisible();
  await expect(page.getByRole('button', { name: '提交认证' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/realname');
});
