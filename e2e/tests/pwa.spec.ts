/**
 * Issue 14: the buyer app installs to the home screen. The built app links a valid web app manifest (our name,
 * the token's theme colour, icons that load at their stated sizes), its service worker takes control, the app
 * shell opens with no network, API answers are never kept in a cache, and a page the shell cannot serve shows
 * the offline page. The other journeys block service workers (playwright.config.ts); this file lets them run.
 * Issue 33: a push delivered to the worker (Chromium's DevTools protocol stands in for the push service) shows the inbox
 * message as a notification carrying its link.
 */
import { expect, test, type APIRequestContext, type Page, loginAs } from '../support';

test.use({ serviceWorkers: 'allow' });

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function expectPngOfSize(request: APIRequestContext, src: string, size: string) {
  const res = await request.get(src);
  expect(res.status(), src).toBe(200);
  expect(res.headers()['content-type'], src).toBe('image/png');
  expect(pngSize(await res.body()), src).toBe(size);
}

/** Opens a page, waits until the service worker is active and controls it (a reload puts a first visit under it). */
async function underServiceWorker(page: Page, path: string) {
  await page.goto(path);
  // `ready` resolves once a worker is active; it has finished activating (precache complete) a moment later.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/** Every URL the page's origin holds in Cache Storage. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test('the manifest is linked and valid: our name, the theme colour of the tokens, standalone, icons that load at their sizes', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  // The tokens are on the page once the app has rendered.
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({ short_name: '花市', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.name).toContain('花市');

  // The theme colour is the design token the page itself uses (GlobalStyle's --hs-color-primary).
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--hs-color-primary').trim());
  expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.theme_color.toLowerCase()).toBe(primary.toLowerCase());
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

  // 192 and 512 px icons for launchers, one maskable; each loads and is as large as the manifest says.
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.filter((icon) => icon.purpose !== 'maskable').map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of pngs) await expectPngOfSize(request, icon.src, icon.sizes);
  for (const icon of manifest.icons.filter((entry) => entry.type !== 'image/png')) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type'], icon.src).toContain(icon.type);
  }
  // iOS takes its home-screen icon from the page.
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  await expectPngOfSize(request, apple!, '180x180');
});

test('the service worker controls the page after a reload; offline, the shell still opens every buyer page', async ({ page, context }) => {
  await underServiceWorker(page, '/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  // A buyer page never opened in this browser: the same shell, and the app's router draws its page.
  await page.goto('/upNew');
  await expect(page).toHaveTitle(/花市/);
  await expect(page.getByRole('button', { name: '注册', exact: true })).toBeVisible();
  await context.setOffline(false);
});

test('API answers (prices, balances, orders) are never kept in a cache: offline, an /api request fails', async ({ page, context }) => {
  await underServiceWorker(page, '/login');
  await loginAs(page);
  // Pages full of money, each answered through the service worker.
  for (const path of ['/order', '/presell', '/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const online = await page.evaluate(async () => (await fetch('/api/health')).status);
  expect(online).toBe(200);

  const cached = await cachedUrls(page);
  expect(cached).toContain('/index.html');
  expect(cached.filter((url) => url.startsWith('/api') || url.startsWith('/media'))).toEqual([]);

  await context.setOffline(true);
  const offline = await page.evaluate(async () => {
    const token = window.localStorage.getItem('huashi.token') ?? '';
    const tries = [
      () => fetch('/api/health'),
      () =>
        fetch('/api/v1/buyer/query-account', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        }),
    ];
    const outcomes: string[] = [];
    for (const attempt of tries) {
      try {
        outcomes.push(`answered ${(await attempt()).status}`);
      } catch (error) {
        outcomes.push(`failed ${(error as Error).name}`);
      }
    }
    return outcomes;
  });
  expect(offline).toEqual(['failed TypeError', 'failed TypeError']);
  await context.setOffline(false);
});

test('offline, a page the shell does not serve shows the offline page, which leads back to the app', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await underServiceWorker(page, '/login');
  await context.setOffline(true);
  // The operator's allocation tool is not part of the buyer shell and was never opened here.
  await page.goto('/goodTp?sign=never-opened');
  await expect(page.getByRole('heading', { name: '没有网络' })).toBeVisible();
  await expect(page.getByText('手机现在没有连上网络')).toBeVisible();
  await expect(page.getByText(/价格、库存、余额、下单和付款/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-page.png'), fullPage: true });
  // Back to the app, which the cached shell opens (a visitor lands on its login).
  await page.getByRole('link', { name: '回到花市首页' }).click();
  await expect(page).toHaveURL(/\/(login)?$/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await context.setOffline(false);
});

test('under the buyer app’s service worker, /supplier and /admin open the operator app’s pages, not the buyer shell', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await underServiceWorker(page, '/login');
  await page.goto('/supplier');
  await expect(page.getByRole('form', { name: '供应商登录' })).toBeVisible();
  await page.goto('/admin/login');
  await expect(page.getByRole('form', { name: '员工登录' })).toBeVisible();
});

test('a push (issue 33) shows the inbox message as a notification that opens its page; a foreign link opens the kind’s page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await underServiceWorker(page, '/login');
  await expect.poll(() => registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseURL}/`)?.registrationId).toBeTruthy();
  const registrationId = registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseURL}/`)!.registrationId;
  const push = (payload: unknown) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data: JSON.stringify(payload) });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      })),
    );

  await push({
    id: 41,
    kind: 'order.shipped',
    title: '订单已发货',
    body: '订单HS41已发货，顺丰运单号 SF41。',
    link: '/orderdetail?codeId=41',
  });
  await expect
    .poll(shown)
    .toEqual([
      { title: '订单已发货', body: '订单HS41已发货，顺丰运单号 SF41。', tag: 'inbox-41', data: { link: '/orderdetail?codeId=41' } },
    ]);
  // The same message again replaces it (its tag); a link to another site becomes the kind's own page.
  await push({ id: 41, kind: 'order.shipped', title: '订单已发货', body: '订单HS41已发货。', link: '/orderdetail?codeId=41' });
  await push({ id: 42, kind: 'claim.paid', title: '售后已退款', body: '退款￥12.00', link: 'https://evil.example/' });
  await expect
    .poll(async () => (await shown()).map((n) => `${n.tag} ${JSON.stringify(n.data)}`).sort())
    .toEqual(['inbox-41 {"link":"/orderdetail?codeId=41"}', 'inbox-42 {"link":"/afterlist"}']);
});
