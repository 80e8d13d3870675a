/**
 * Issue 14: every built buyer route, logged in as the demo buyer, at desktop width and on a phone
 * (390 × 844 with touch), shows no serious or critical axe violation. The routes come from the
 * buyer app's own table, so a page built later is checked without a change here.
 */
import { BUYER_ROUTES } from '../../apps/buyer/src/routes';
import { DEMO, axeFindings, expect, formatFindings, loginAs, test, type APIRequestContext, type Page } from '../support';

type Envelope<T> = { code: number; msg: string; data: T };

async function api<T>(page: Page, request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('huashi.token'));
  const body = (await (await request.post(`/api${path}`, { data, headers: { authorization: `Bearer ${token}` } })).json()) as Envelope<T>;
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** The URL each route is looked at with: routes that show one record get a real one from the seed. */
async function urlsOf(page: Page): Promise<Map<string, string>> {
  const zone = await api<{ list: { flwCode: string; items: { id: number }[] }[] }>(page, page.request, '/pc/buyer/presale', {
    tab: 'A',
    page: 1,
    limit: 15,
  });
  const product = zone.list.find((entry) => entry.items.length > 0);
  if (!product) throw new Error('no product with stock in the direct-supply zone');
  const orders = await api<{ list: { main: { mainId: number; orderNo: string } }[] }>(page, page.request, '/pc/main/main-order-list', {
    tab: 0,
    page: 1,
    limit: 15,
  });
  const order = orders.list[0]?.main;
  if (!order) throw new Error('the demo buyer has no order');
  const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const urls = new Map<string, string>();
  for (const route of BUYER_ROUTES) if (route.page) urls.set(route.path, route.path);
  urls.set('/shopdetails', `/shopdetails?listNow=${json({ flwCode: product.flwCode, supplierType: 'A' })}`);
  urls.set('/pay', `/pay?listZone=${json([{ huaId: product.items[0]!.id, qty: 1 }])}&codeType=nowPay`);
  urls.set('/orderdetail', `/orderdetail?codeId=${order.mainId}`);
  urls.set('/elseWhite', `/elseWhite?orderNo=${order.orderNo}&pay=23.20`);
  return urls;
}

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
      const urls = await urlsOf(page);
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
