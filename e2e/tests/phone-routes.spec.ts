/**
 * Issue 14 acceptance: every buyer route of spec §2 (the buyer app's own route table, so a page built later is
 * covered with no change here) on a phone — 390 × 844 with touch — logged in as the demo buyer. Each route gets a
 * full-page screenshot, attached to the test and saved in its output folder (test-results/…/phone-<route>.png)
 * to be looked at for overlapping controls, and the document must be no wider than the screen.
 * Accessibility of the same routes is a11y-routes.spec.ts's; this file only looks at the layout.
 */
import { DEMO, expect, loginAs, test, type Page } from '../support';
import { apiData, seededUrls } from '../routes';
import { BUYER_ROUTES } from '../../apps/buyer/src/routes';

const PHONE = { width: 390, height: 844 } as const;
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

type CartList = { list: { itemId: number }[] };

/**
 * Puts one batch of each lot in the demo buyer's cart, so /shopcars shows its line cards and totals bar rather than
 * the empty cart; answers the new lines' ids (removeLines takes them out again). Other journeys tick only their own
 * lines, so two more lines for a moment change nothing for them.
 */
async function addLines(page: Page, lotIds: number[]): Promise<number[]> {
  const before = new Set((await apiData<CartList>(page, page.request, '/v1/order/shopping-cart', {})).list.map((line) => line.itemId));
  for (const huaId of lotIds) {
    await apiData(page, page.request, '/v1/order/batch-purchase', { doWay: 'toCart', products: [{ huaId, qty: 1 }], version: '3.7.5' });
  }
  const after = await apiData<CartList>(page, page.request, '/v1/order/shopping-cart', {});
  return after.list.map((line) => line.itemId).filter((id) => !before.has(id));
}

async function removeLines(page: Page, itemIds: number[]) {
  if (itemIds.length > 0) await apiData(page, page.request, '/v1/order/batchdel-item', { ids: itemIds });
}

/** Waits until the page has drawn its content (no loading skeleton or spinner left). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** How many CSS pixels the document is wider than the screen (0: no sideways scrolling), and what sticks out. */
async function overflowOf(page: Page): Promise<{ overflow: number; widest: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    // The outermost elements whose right edge passes the screen's, to say where the width comes from.
    const widest: string[] = [];
    if (overflow > 0) {
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        const right = element.getBoundingClientRect().right;
        if (right <= width + 1 || (element.parentElement && element.parentElement.getBoundingClientRect().right > width + 1)) continue;
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 24) ?? '';
        widest.push(`<${element.tagName.toLowerCase()}> right edge ${Math.round(right)}px "${name}"`);
        if (widest.length >= 5) break;
      }
    }
    return { overflow, widest };
  });
}

const fileNameOf = (path: string) => `phone-${path === '/' ? 'home' : path.slice(1)}.png`;

test('every buyer route at 390 × 844 with touch: a full-page screenshot, and no horizontal overflow', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await loginAs(page, DEMO);
  const { urls, lots } = await seededUrls(page, BUYER_ROUTES);
  const report: string[] = [];
  const added = await addLines(page, lots);
  try {
    for (const [path, url] of urls) {
      await page.goto(url);
      await settled(page);
      const file = testInfo.outputPath(fileNameOf(path));
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(fileNameOf(path), { path: file, contentType: 'image/png' });
      const { overflow, widest } = await overflowOf(page);
      report.push(overflow > 0 ? `${path}: ${overflow}px too wide\n    ${widest.join('\n    ')}` : `${path}: fits`);
      expect
        .soft(overflow, `${path} (${url}) is ${overflow}px wider than the ${PHONE.width}px screen: ${widest.join('; ')}`)
        .toBeLessThanOrEqual(0);
      // A first visit to the zones explains the two sessions in a dialog (shot above, with the page under it).
      const firstVisit = page.getByRole('dialog', { name: '两个交易场次' });
      if (await firstVisit.isVisible()) await firstVisit.getByRole('button', { name: '我知道了' }).tap();
    }
  } finally {
    await removeLines(page, added);
  }
  await testInfo.attach('phone-overflow.txt', { body: report.join('\n'), contentType: 'text/plain' });
  console.log(`phone routes at ${PHONE.width}×${PHONE.height}:\n  ${report.join('\n  ')}`);
});
