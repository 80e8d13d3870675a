import { expect, test, loginAs, signedIn } from '../support';

test('an unknown address shows 页面不存在 with the way home and to both zones, never its raw path', async ({ page }) => {
  await signedIn(page);
  await page.goto('/nosuchpage');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(main).not.toContainText('/nosuchpage');
  await expect(main).not.toContainText('建设中');
  await expect(page).toHaveTitle('页面不存在 · 花市');
  await main.getByRole('link', { name: '全天专区' }).click();
  await expect(page).toHaveURL(/\/presell\?shops=/);
  await expect(page.getByRole('tab', { name: '全天专区' })).toHaveAttribute('aria-selected', 'true');
});

test('帮助中心 is our own pages, linked from the top bar and home, each section addressable', async ({ page }) => {
  await loginAs(page);
  await page.getByRole('banner').getByRole('link', { name: '帮助中心' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { name: '两个交易场次怎么买' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '11:30-13:00' })).toBeVisible();

  await page
    .getByRole('navigation', { name: '帮助目录' })
    .getByRole('button', { name: /售后规则/ })
    .click();
  await expect(page).toHaveURL(/\/help\?section=after-sales$/);
  const article = page.getByRole('article');
  await expect(article).toContainText('8 小时内');
  await expect(article).toContainText('72 小时内');
  await expect(article).toContainText('5% 正常损耗');
  await page.reload();
  await expect(page.getByRole('heading', { name: '售后规则' })).toBeVisible();

  await page
    .getByRole('navigation', { name: '帮助目录' })
    .getByRole('button', { name: /联系我们/ })
    .click();
  await page.getByRole('button', { name: '联系客服' }).click();
  await expect(page.getByRole('dialog')).toContainText('0871-67328888');
  await page.keyboard.press('Escape');

  // Home's 帮助中心 shortcut opens the same pages in the app, not another host.
  await page.goto('/');
  const pages = page.context().pages().length;
  await page.getByRole('button', { name: '帮助中心' }).click();
  await expect(page).toHaveURL(/\/help$/);
  expect(page.context().pages().length).toBe(pages);
});
