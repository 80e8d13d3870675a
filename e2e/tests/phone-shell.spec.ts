/**
 * Issue 14: the buyer app's shell on a phone (390 × 844 with touch) and on a desktop. On a phone the top bar is one
 * compact row whose 菜单 sheet holds the other links, every control of that row is a 44 px target, and home stacks
 * its columns in the order the issue names; on a desktop the full top bar and the three home columns stay.
 */
import { DEMO, expect, loginAs, signedIn, test, type Page } from '../support';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The top edge of each home block, in the order the issue stacks them on a phone. */
async function homeBlockTops(page: Page): Promise<Record<string, { x: number; y: number }>> {
  const blocks = {
    sessions: page.getByRole('region', { name: '交易场次' }),
    forms: page.getByRole('navigation', { name: '花材形态' }),
    banner: page.getByRole('region', { name: '活动横幅' }),
    membership: page.getByRole('region', { name: '会员' }),
    shortcuts: page.getByRole('navigation', { name: '快捷入口' }),
    notices: page.getByRole('region', { name: '最新公告' }),
  };
  const tops: Record<string, { x: number; y: number }> = {};
  for (const [name, locator] of Object.entries(blocks)) {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${name} is not shown`);
    tops[name] = { x: box.x, y: box.y };
  }
  return tops;
}

test.describe('phone 390 × 844', () => {
  test.use(PHONE);

  test('the compact top bar: 44 px controls, and its 菜单 sheet leads to the account pages and order tabs', async ({ page }) => {
    await signedIn(page, DEMO);
    await page.goto('/presell');
    const firstVisit = page.getByRole('dialog', { name: '两个交易场次' });
    // The first-visit dialog fits the screen: both its close and its confirm can be tapped.
    for (const control of [firstVisit.getByRole('button', { name: '关闭' }), firstVisit.getByRole('button', { name: '我知道了' })]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    }
    await firstVisit.getByRole('button', { name: '我知道了' }).tap();
    await expect(firstVisit).toBeHidden();

    const nav = page.getByRole('navigation', { name: '顶部导航' });
    // The desktop bar's links are not shown on a phone.
    await expect(page.getByRole('button', { name: '我的订单' })).toBeHidden();
    const menu = nav.getByRole('button', { name: '菜单', exact: true });
    for (const control of [menu, nav.getByRole('link', { name: /购物车/ }), nav.getByRole('button', { name: '返回上一页' })]) {
      const box = await control.boundingBox();
      expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
    }

    await menu.tap();
    const sheet = page.getByRole('group', { name: '菜单', exact: true });
    await expect(sheet.getByText(`您好，${DEMO.nickName}`)).toBeVisible();
    await sheet.getByRole('link', { name: '地址管理' }).tap();
    await expect(page).toHaveURL(/\/address$/);
    await expect(sheet).toBeHidden();

    await menu.tap();
    await sheet.getByRole('link', { name: '已完成' }).tap();
    await expect(page).toHaveURL(/\/order\?orderVal=/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('home stacks: sessions, the compact session clock and the form menu, then banner, membership, shortcuts and notices', async ({
    page,
  }) => {
    await loginAs(page, DEMO);
    const tops = await homeBlockTops(page);
    const order = ['sessions', 'forms', 'banner', 'membership', 'shortcuts', 'notices'];
    for (let i = 1; i < order.length; i += 1)
      expect(tops[order[i]!]!.y, `${order[i]} below ${order[i - 1]}`).toBeGreaterThan(tops[order[i - 1]!]!.y);
    // The session clock, compact, right under the session entries (issue 19): both countdowns and when an all-day order
    // ships, in a few short lines that keep the form menu near the top and the page no wider than the screen.
    const clock = page.getByRole('region', { name: '交易时钟' });
    await expect(clock).toBeVisible();
    await expect(clock.getByText(/^还有.+(开市|结束|截单)$/)).toHaveCount(2);
    await expect(clock.getByText(/发货/)).toBeVisible();
    const clockBox = (await clock.boundingBox())!;
    expect(clockBox.y).toBeGreaterThan(tops.sessions!.y);
    expect(clockBox.y + clockBox.height).toBeLessThanOrEqual(tops.forms!.y);
    expect(clockBox.height).toBeLessThan(140);
    expect(clockBox.x + clockBox.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('desktop 1280 × 800', () => {
  test('the full top bar and three home columns, with the session clock under the promo tiles', async ({ page }) => {
    await loginAs(page, DEMO);
    await expect(page.getByRole('button', { name: '我的订单' })).toBeVisible();
    await expect(page.getByRole('button', { name: '菜单', exact: true })).toBeHidden();
    const tops = await homeBlockTops(page);
    expect(tops.banner!.x).toBeGreaterThan(tops.sessions!.x);
    expect(tops.membership!.x).toBeGreaterThan(tops.banner!.x);
    const clock = page.getByRole('region', { name: '交易时钟' });
    await expect(clock).toBeVisible();
    await expect(clock.getByText(/^还有.+(开市|结束|截单)$/)).toHaveCount(2);
    const tiles = await page
      .getByRole('button', { name: /优质供应商/ })
      .first()
      .boundingBox();
    const clockBox = await clock.boundingBox();
    expect(clockBox!.y).toBeGreaterThan(tiles!.y);
    expect(clockBox!.x).toBeLessThan(tops.membership!.x);
  });
});
