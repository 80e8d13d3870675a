/**
 * The 内容发布 desk (issue 15): 管理员 writes a notice with bold text and publishes it — the buyer's /message shows it,
 * bold; 管理员 uploads a banner picture with a link — the buyer's home shows it and it opens the link.
 */
import { expect, loginAs, signedIn, type Page, solidPng, STAFF, staffSignedIn, test } from '../support';

async function openContentDesk(page: Page) {
  await staffSignedIn(page, STAFF.admin);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '内容发布' }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
}

test('管理员 writes a notice with bold text and publishes it; the buyer reads it on /message', async ({ page, browser }) => {
  const title = `设备检修停市通知 ${Date.now().toString(36)}`;
  await openContentDesk(page);
  await page.getByRole('button', { name: '新增公告' }).click();
  const form = page.getByRole('form', { name: '新增公告' });

  // Nothing filled in: every field says what it needs, and nothing is sent.
  await form.getByRole('button', { name: '保存并发布' }).click();
  await expect(form.getByText('标题不能为空')).toBeVisible();
  await expect(form.getByText('内容不能为空')).toBeVisible();

  await form.getByLabel('类型').selectOption({ label: '公告' });
  await form.getByLabel('标题').fill(title);
  // The market's clock is pinned at 2026-11-17 11:45 (Kunming): 09:00 that morning has come.
  await form.getByLabel('发布时间').fill('2026-11-17T09:00');
  const content = form.getByRole('textbox', { name: '内容' });
  await content.click();
  await content.pressSequentially('各位花友：明日');
  await form.getByRole('button', { name: '加粗' }).click();
  await content.pressSequentially('全天停市');
  await form.getByRole('button', { name: '加粗' }).click();
  await content.pressSequentially('，请提前备货。');

  await form.getByRole('tab', { name: '预览' }).click();
  const preview = form.getByRole('tabpanel', { name: '预览' });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('全天停市');

  await form.getByRole('button', { name: '保存并发布' }).click();
  await expect(page.getByText(`「${title}」已发布`)).toBeVisible();
  const list = page.getByRole('grid', { name: '公告资讯' });
  await expect(list.getByText(title)).toBeVisible();
  await expect(page.getByRole('button', { name: `撤回「${title}」` })).toBeVisible();

  const buyer = await (await browser.newContext()).newPage();
  await signedIn(buyer);
  await buyer.goto('/message');
  await buyer.getByRole('button', { name: new RegExp(title) }).click();
  const article = buyer.getByRole('article', { name: '公告内容' });
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('全天停市');
  await expect(article).toContainText('各位花友：明日全天停市，请提前备货。');
  await buyer.context().close();
});

test('管理员 uploads a banner with a link; the buyer home shows it first and it opens the link', async ({ page, browser }) => {
  await openContentDesk(page);
  await page.getByRole('tab', { name: '首页横幅' }).click();
  await page.getByRole('button', { name: '新增横幅' }).click();
  const dialog = page.getByRole('dialog', { name: '新增横幅' });

  await dialog
    .getByLabel('横幅图片')
    .setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: await solidPng([200, 55, 93], 240, 72) });
  await expect(dialog.getByRole('img', { name: '横幅图片预览' })).toHaveAttribute('src', /\/api\/upload\/file\?key=banner%2F/);
  await dialog.getByLabel('标题').fill('春节备货专场');
  await dialog.getByLabel('链接').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('链接须以 http(s):// 或 / 开头')).toBeVisible();
  await dialog.getByLabel('链接').fill('/presell');
  await dialog.getByLabel('排序').fill('0');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('横幅「春节备货专场」已保存')).toBeVisible();
  const row = page.getByRole('grid', { name: '首页横幅' }).getByRole('row', { name: /春节备货专场/ });
  await expect(row).toContainText('/presell');
  const src = await row.getByRole('img', { name: '春节备货专场' }).getAttribute('src');
  expect(src).toMatch(/^\/api\/upload\/file\?key=banner%2F/);

  const buyer = await (await browser.newContext()).newPage();
  await loginAs(buyer);
  const carousel = buyer.getByRole('region', { name: '活动横幅' }).or(buyer.locator('[aria-label="活动横幅"]')).first();
  // Hovering pauses the carousel on its first slide: the new banner, sort 0.
  await carousel.hover();
  const slide = carousel.locator(`img[src="${src}"]`);
  await expect(slide).toBeVisible();
  // The picture is public: the buyer's browser loaded it.
  expect(await slide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  await slide.click();
  await expect(buyer).toHaveURL(/\/presell/);
  await buyer.context().close();
});
