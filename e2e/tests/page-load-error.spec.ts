import { expect, test, DEMO, loginAs } from '../support';

test('a page whose code cannot be fetched says so with 重新加载, never a blank page', async ({ page }) => {
  await loginAs(page, DEMO);
  // The order page's chunk is gone (a lost connection, or a tab left open across a release).
  await page.route(/\/assets\/OrdersPage-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/order');
  const alert = page.getByRole('alert').filter({ hasText: '页面加载失败' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: '重新加载' })).toBeVisible();
  // The rest of the app still works: another page opens from the same tab.
  await page.unroute(/\/assets\/OrdersPage-[^/]+\.js$/);
  await page.goto('/address');
  await expect(page.getByRole('button', { name: '新增收货地址' }).first()).toBeVisible();
});
