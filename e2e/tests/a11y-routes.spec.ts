/**
 * Issue 14: every built buyer route, logged in as the demo buyer, at desktop width and on a phone
 * (390 × 844 with touch), shows no serious or critical axe violation. The routes come from the
 * buyer app's own table, so a page built later is checked without a change here.
 */
import { BUYER_ROUTES } from '../../apps/buyer/src/routes';
import { DEMO, axeFindings, expect, formatFindings, loginAs, test, type Page } from '../support';
import { seededUrls } from '../routes';

/** Waits until the page has drawn its content (no loading skeleton or spinner left). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const VIEWPORTS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

for (const { name, use } of VIEWPORTS) {
  test.describe(`${name} ${use.viewport.width}×${use.viewport.height}`, () => {
    // This file checks each page itself, and reports every route at once.
    test.use({ ...use, axe: false });

    test(`every built buyer route has no serious or critical axe violation (${name})`, async ({ page }) => {
      test.setTimeout(180_000);
      await loginAs(page, DEMO);
      const { urls } = await seededUrls(
        page,
        BUYER_ROUTES.filter((route) => route.page),
      );
      const findings = [];
      const counts: string[] = [];
      for (const [path, url] of urls) {
        await page.goto(url);
        await settled(page);
        // A first visit to the zones explains the two sessions in a dialog: it is checked, then closed.
        const found = await axeFindings(page);
        findings.push(...found);
        counts.push(`${path} ${found.length}`);
        const firstVisit = page.getByRole('dialog', { name: '两个交易场次' });
        // (By keyboard: this file is about what axe finds; the journeys tap it.)
        if (await firstVisit.isVisible()) await firstVisit.getByRole('button', { name: '我知道了' }).press('Enter');
      }
      await test.info().attach('axe-counts.txt', { body: counts.join('\n'), contentType: 'text/plain' });
      console.log(`axe ${name}: ${counts.join(', ')}`);
      expect(findings, formatFindings(findings)).toEqual([]);
    });
  });
}
