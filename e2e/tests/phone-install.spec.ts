/**
 * Issue 26: 下载APP on a phone offers adding the app to the home screen — the browser's install prompt where it gave
 * one, the two Safari steps on an iPhone — and never sends a logged-in buyer to the registration page.
 */
import { expect, loginAs, signedIn, test } from '../support';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.describe('an iPhone', () => {
  test.use({ ...PHONE, userAgent: IPHONE_SAFARI });

  test('下载APP shows the two Safari steps in place; the download page never asks a logged-in buyer to register', async ({ page }) => {
    await signedIn(page);
    await page.goto('/address');
    const nav = page.getByRole('navigation', { name: '顶部导航' });
    await nav.getByRole('button', { name: '菜单', exact: true }).tap();
    await page.getByRole('group', { name: '菜单', exact: true }).getByRole('button', { name: '下载APP' }).tap();
    const dialog = page.getByRole('dialog', { name: '下载APP' });
    const steps = dialog.getByRole('list', { name: '在 Safari 中添加到主屏幕' }).getByRole('listitem');
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(0)).toContainText('分享');
    await expect(steps.nth(1)).toContainText('添加到主屏幕');
    await expect(dialog).not.toContainText('电脑');
    await expect(page).toHaveURL(/\/address$/);
    await dialog.getByRole('button', { name: '关闭' }).tap();

    // The download QR's page (/upNew), opened logged in: no registration form, the same two steps.
    await page.goto('/upNew');
    await expect(page.getByRole('heading', { name: '您已登录' })).toBeVisible();
    await expect(page.getByRole('button', { name: /注册/ })).toHaveCount(0);
    await expect(page.getByRole('list', { name: '在 Safari 中添加到主屏幕' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('请使用电脑浏览器')).toHaveCount(0);
  });
});

test.describe('an Android phone whose browser offers its install prompt', () => {
  test.use(PHONE);

  test('下载APP → 添加到主屏幕 opens the browser’s install prompt', async ({ page }) => {
    await loginAs(page);
    // The browser offers the prompt (Chrome's beforeinstallprompt; headless Chromium never fires it by itself).
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as unknown as { prompted: number }).prompted = 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
    await page.getByRole('navigation', { name: '顶部导航' }).getByRole('button', { name: '菜单', exact: true }).tap();
    await page.getByRole('group', { name: '菜单', exact: true }).getByRole('button', { name: '下载APP' }).tap();
    await page.getByRole('dialog', { name: '下载APP' }).getByRole('button', { name: '添加到主屏幕' }).tap();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    await expect(page).toHaveURL(/\/$/);
  });
});
