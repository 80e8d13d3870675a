/**
 * Issue 26: a florist's phone (390 × 844, touch) on the zone list. The first lot shows on the first screen, under the
 * session banner and clock, because the filters fold into one 筛选 bar that sticks under the top bar; a product's
 * supplier rows open in the same tab, whose top bar then leads back to the list.
 */
import { dismissFirstVisit, expect, expectNoSidewaysScroll, signedIn, test } from '../support';

const PHONE = { width: 390, height: 844 } as const;
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('on a phone the first lot is on the first screen, the filters are a sticky 筛选 bar, and supplier rows open in the same tab with a way back', async ({
  page,
}) => {
  await signedIn(page);
  await page.goto('/presell');
  await dismissFirstVisit(page);

  // The filters are one bar; tapping it opens them, a 形态 is picked and the bar names it.
  const bar = page.getByRole('button', { name: /^筛选/ });
  await expect(bar).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('group', { name: '形态' })).toBeHidden();
  await bar.tap();
  await page.getByRole('group', { name: '形态' }).getByRole('button', { name: '玫瑰' }).tap();
  await expect(page.getByRole('group', { name: '品类' })).toBeVisible();
  await bar.tap();
  await expect(bar).toHaveAttribute('aria-expanded', 'false');
  await expect(bar).toContainText('玫瑰');

  // The first screen of the list as it loads (a reload keeps the 形态 in the URL): banner, clock, the bar, then the first lot
  // with its price and buttons, without scrolling.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: '限时直供' })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first.getByRole('button', { name: '立即购买' })).toBeInViewport({ ratio: 1 });
  await expect(first.getByRole('button', { name: '加入购物车' })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoSidewaysScroll(page, 'the zone list on a phone');

  // Scrolled down the list, the bar stays under the compact top bar.
  await page.getByRole('article').nth(4).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(bar).toBeInViewport({ ratio: 1 });
  const box = await bar.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(44);
  expect(box?.y ?? 999).toBeLessThan(60);

  // A product's supplier rows open in this tab (no new window), and 返回上一页 leads back to the list.
  const name = (await first.getAttribute('aria-label')) ?? '';
  let popups = 0;
  page.on('popup', () => (popups += 1));
  await page.getByRole('button', { name: `查看${name}的供应商` }).tap();
  await expect(page).toHaveURL(/\/shopdetails\?listNow=/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  expect(popups).toBe(0);
  await page.getByRole('button', { name: '返回上一页' }).tap();
  await expect(page).toHaveURL(/\/presell/);
  await expect(bar).toContainText('玫瑰');
});
