import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { dismissFirstVisit, expect, test, DEMO, loginAs, signedIn } from '../support';
import { E2E_PORT } from '../env.mjs';

const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? E2E_PORT - 18080 + 54339);

test('home shows the sessions, banners, membership and latest notices; an empty search asks for text', async ({ page }) => {
  await loginAs(page, DEMO);
  const sessions = page.getByRole('region', { name: '交易场次' }).or(page.getByLabel('交易场次'));
  await expect(sessions.getByRole('button', { name: /限时直供/ })).toContainText('进行中 · 13:00 结束');
  await expect(sessions.getByRole('button', { name: /全天专区/ })).toContainText('进行中');
  await expect(page.getByLabel('会员')).toContainText('VIP2');
  await expect(page.getByLabel('最新公告').getByRole('listitem')).toHaveCount(2);
  // This machine cannot reach the weather provider: the badge hides, the date stays (never an invented value).
  await expect(page.getByText('11月17日 星期二')).toBeVisible();
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText('请输入搜索内容')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The form menu opens a style's categories on hover.
  await page.getByRole('navigation', { name: '花材形态' }).getByRole('button', { name: /玫瑰/ }).hover();
  await expect(page.getByRole('region', { name: '玫瑰品类' })).toBeVisible();
});

test('search 卡罗拉 from home, open the product, the stepper refuses 0 and stock + 1, add to cart shows the server message and the cart dot', async ({
  page,
}) => {
  await loginAs(page, DEMO);
  const box = page.getByRole('searchbox', { name: '搜索品种或供应商' });
  await box.fill('卡罗拉');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/presell\?shops=/);
  await dismissFirstVisit(page);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const names = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain('卡罗拉');
  // The search text is kept for the session.
  await expect(box).toHaveValue('卡罗拉');

  const [details] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: '查看卡罗拉的供应商' }).first().click(),
  ]);
  await expect(details).toHaveURL(/\/shopdetails\?listNow=/);
  await expect(details.getByRole('heading', { name: '卡罗拉' })).toBeVisible();
  const rows = details.getByLabel('供应商', { exact: true }).getByRole('article');
  await expect(rows.first()).toBeVisible();
  // Pick the first supplier row with stock (rows with stock come first).
  const row = rows.first();
  const stockText = (await row.getByText(/^(库存|仅剩) \d+ 批$/).textContent()) ?? '';
  const batches = Number(/(\d+)/.exec(stockText)?.[1]);
  expect(batches).toBeGreaterThan(0);

  const qty = row.getByRole('textbox', { name: '购买批数' });
  await qty.fill('0');
  await qty.press('Enter');
  await expect(details.getByText('不能再少啦')).toBeVisible();
  await expect(qty).toHaveValue('1');
  await qty.fill(String(batches + 1));
  await qty.press('Enter');
  await expect(details.getByText('不能再多啦')).toBeVisible();
  await expect(qty).toHaveValue(String(batches));
  await qty.fill('1');
  await qty.press('Enter');

  const answer = details.waitForResponse((r) => r.url().includes('/api/v1/order/batch-purchase'));
  await row.getByRole('button', { name: '加入购物车' }).click();
  const body = (await (await answer).json()) as { code: number; msg: string };
  expect(body.code).toBe(200);
  await expect(details.getByText(body.msg).first()).toBeVisible();
  await expect(details.getByTestId('cart-dot')).toBeVisible();
});

test('a supplier code printed on all-day lots (C3061) searched from home opens 全天专区 with its goods, each tab showing its count', async ({
  page,
}) => {
  await loginAs(page, DEMO);
  const box = page.getByRole('searchbox', { name: '搜索品种或供应商' });
  await box.fill('C3061');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/presell\?shops=/);
  await dismissFirstVisit(page);
  const allDay = page.getByRole('tab', { name: /全天专区/ });
  await expect(allDay).toHaveAttribute('aria-selected', 'true');
  await expect(allDay).toHaveText(/^全天专区\(\d+\)$/);
  expect(Number(/\((\d+)\)/.exec((await allDay.textContent()) ?? '')?.[1])).toBeGreaterThan(0);
  await expect(page.getByRole('tab', { name: /限时直供/ })).toHaveText('限时直供(0)');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('没有更多啦')).toHaveCount(0);
  // The URL names the zone it opened: a reload shows the same tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: /全天专区/ })).toHaveAttribute('aria-selected', 'true');
});

test('the zone list switches to the all-day zone, filters by category behind 更多, and says 没有更多啦 when nothing matches', async ({
  page,
}) => {
  await signedIn(page, DEMO);
  await page.goto('/presell');
  await dismissFirstVisit(page);
  await page.getByRole('tab', { name: '全天专区' }).click();
  await expect(page.getByRole('status').filter({ hasText: '全天专区' })).toContainText('进行中');
  await page.getByRole('group', { name: '形态' }).getByRole('button', { name: '玫瑰' }).click();
  const cates = page.getByRole('group', { name: '品类' });
  await expect(cates.getByRole('button')).toHaveCount(12); // 全部 + 10 categories + 更多
  await cates.getByRole('button', { name: '更多' }).click();
  await expect(cates.getByRole('button', { name: '收起' })).toBeVisible();
  await page.goto('/presell?shops=' + encodeURIComponent(JSON.stringify({ keyword: '没有这种花' })));
  await expect(page.getByText('没有更多啦')).toBeVisible();
});

test('the sessions popup shows once per browser; a search keeps the zone; unfollowing under 已关注 removes the card at once', async ({
  page,
  context,
}) => {
  await signedIn(page, DEMO);
  await page.goto('/presell');
  await dismissFirstVisit(page);
  // Another window of the app (details open in new windows) does not explain the sessions again.
  const other = await context.newPage();
  await other.goto('/presell');
  await expect(other.getByRole('article').first()).toBeVisible();
  await expect(other.getByRole('dialog', { name: '两个交易场次' })).toHaveCount(0);
  await other.close();

  // Searching from the top bar while on 全天专区 stays on 全天专区.
  await page.getByRole('tab', { name: '全天专区' }).click();
  const box = page.getByRole('searchbox', { name: '搜索品种或供应商' });
  await box.fill('玫瑰');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/presell\?shops=/);
  await expect(page.getByText('搜索：玫瑰')).toBeVisible();
  await expect(page.getByRole('tab', { name: '全天专区' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status').filter({ hasText: '全天专区' })).toBeVisible();

  // Follow a card, tick 已关注, unfollow it there: it leaves the list without a reload.
  const card = page.getByRole('article').first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  expect(name).not.toBe('');
  const target = page.getByRole('article', { name, exact: true });
  if ((await target.getByRole('button', { name: '★ 已关注' }).count()) === 0) {
    await target.getByRole('button', { name: '☆ 关注' }).click();
    await expect(target.getByRole('button', { name: '★ 已关注' })).toBeVisible();
  }
  await page.getByRole('checkbox', { name: '已关注' }).check();
  await expect(target).toBeVisible();
  await target.getByRole('button', { name: '★ 已关注' }).click();
  await expect(target).toHaveCount(0);
});

test('a hostile notice renders on /message without running its script or onerror handler', async ({ page, request }) => {
  const title = `安全测试公告 ${Date.now()}`;
  const res = await request.post('/api/dev/notice', {
    data: {
      type: 2,
      title,
      content:
        '<p>请勿点击陌生链接<script>window.__pwned = "script"</script></p>' +
        '<img src="/no-such-image.png" onerror="window.__pwned = \'onerror\'">' +
        '<a href="javascript:window.__pwned=\'link\'">查看详情</a>',
    },
  });
  expect((await res.json()).code).toBe(200);
  await signedIn(page, DEMO);
  await page.goto('/message');
  await page.getByRole('button', { name: new RegExp(title) }).click();
  const article = page.getByRole('article', { name: '公告内容' });
  await expect(article.getByRole('heading', { name: title })).toBeVisible();
  await expect(article.getByText('请勿点击陌生链接')).toBeVisible();
  await article.getByText('查看详情').click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(await article.locator('script, [onerror], iframe').count()).toBe(0);
});

/**
 * The market at 16:30 (a second server with its own port, database and clock): the direct-supply
 * session is closed and says when it opens; the all-day zone is closed for stock preparation.
 * (14:00, when only session A is closed, is covered by the server tests and the SessionEntries story.)
 */
test.describe('the market at 16:30', () => {
  test.describe.configure({ mode: 'serial' });
  const port = E2E_PORT + 7;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = spawn('node', ['e2e/start-server.mjs'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, E2E_PORT: String(port), E2E_PG_PORT: String(E2E_PG_PORT + 7), E2E_MARKET_NOW: '2026-11-17T16:30:00+08:00' },
      stdio: 'ignore',
      // Its own process group, so that the server under npx and tsx stops with it.
      detached: true,
    });
    const deadline = Date.now() + 220_000;
    for (;;) {
      const up = await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (up) break;
      if (Date.now() > deadline) throw new Error('the 16:30 server did not start');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  });

  test.afterAll(async () => {
    const pid = server?.pid;
    if (!server || pid === undefined) return;
    const exited = server.exitCode !== null ? Promise.resolve() : new Promise((resolve) => server!.once('exit', resolve));
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
    // Wait until the server has released its port (it stops its PostgreSQL first).
    for (
      let i = 0;
      i < 30 &&
      (await fetch(`${base}/api/health`).then(
        () => true,
        () => false,
      ));
      i += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test('home shows the closed notice with the trading times, A reopening tomorrow 11:30 and C preparing stock', async ({ page }) => {
    await page.goto(`${base}/login`);
    await page.getByLabel('手机号', { exact: true }).fill(DEMO.phone);
    await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(`${base}/`);
    const notice = page.getByRole('status').filter({ hasText: '当前休市' });
    await expect(notice).toContainText('限时直供 11:30-13:00');
    await expect(notice).toContainText('全天专区 00:00-16:10');
    await expect(notice).toContainText('18:00-00:00');
    await expect(notice).toContainText('限时直供：已休市 · 明日 11:30 开市');
    await expect(notice).toContainText('全天专区：备货中（16:10-18:00） · 今日 18:00 开市');

    await page.goto(`${base}/presell`);
    await dismissFirstVisit(page);
    await expect(page.getByRole('status').filter({ hasText: '限时直供' })).toContainText('已休市 · 明日 11:30 开市');
    await expect(page.getByRole('article').first().getByRole('button', { name: '加入购物车' })).toBeDisabled();
    await page.getByRole('tab', { name: '全天专区' }).click();
    await expect(page.getByRole('status').filter({ hasText: '全天专区' })).toContainText('备货中（16:10-18:00）');
    await expect(page.getByRole('article').first().getByRole('button', { name: '立即购买' })).toBeDisabled();

    await page.goto(`${base}/superior`);
    await expect(page.getByText('市场 11:30 开市')).toBeVisible();
  });
});
