/**
 * Live stock across two server instances (issue 19): two browsers open the same /shopdetails, one on the run's server,
 * the other on a second server process on the same PostgreSQL. The first buys batches of a lot; without reloading,
 * the second page's stepper — 3 typed, focused and not committed — clamps to what is left with 不能再多啦, and when the last batch is bought the lot shows
 * 已售罄 with its buttons off, on /shopdetails and on the /presell card alike — each within a second of the purchase
 * (the stock stream, fed by LISTEN/NOTIFY). The zone list also shows the session clock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ENV, E2E_PORT } from '../env.mjs';
import { DEMO, dismissFirstVisit, type Envelope, expect, loginAs, type Page, SECOND, STAFF, staffApiToken, test } from '../support';

/** The second instance's port: E2E_SECOND_PORT, else clear of the run's port and its two embedder ports. */
const SECOND_PORT = Number(process.env.E2E_SECOND_PORT ?? E2E_PORT + 3);
const secondBase = `http://127.0.0.1:${SECOND_PORT}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let second: ChildProcess | undefined;

test.beforeAll(async () => {
  // The same server code, started as `npm run serve` starts it, on the run's database (the embedded PostgreSQL of
  // the first instance, reached as any external database is).
  second = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...E2E_ENV,
      PORT: String(SECOND_PORT),
      DATABASE_URL: `postgres://huashi:huashi@127.0.0.1:${E2E_ENV.EMBEDDED_PG_PORT}/huashi`,
    },
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${secondBase}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || second.exitCode !== null) throw new Error('the second server instance did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (!second || second.exitCode !== null) return;
  const exited = new Promise((resolve) => second!.once('exit', resolve));
  second.kill('SIGTERM');
  await exited;
});

/** A variety of the journey's own with one lot of 3 batches (one bunch of 20 stems each) at the 花农直供 supplier A1001. */
async function lotOfOwn(page: Page): Promise<{ code: string; name: string }> {
  const token = await staffApiToken(page.request, STAFF.admin);
  const post = async <T>(url: string, data: Record<string, unknown>) => {
    const res = await page.request.post(`/api${url}`, { data, headers: { authorization: `Bearer ${token}` } });
    const answer = (await res.json()) as Envelope<T>;
    expect(answer.code, `${url}: ${answer.msg}`).toBe(200);
    return answer.data;
  };
  const options = (await (
    await page.request.get('/api/admin/stock/options', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Envelope<{ today: string; categories: { id: number }[] }>;
  const code = `LV-${String(Date.now() % 10_000).padStart(4, '0')}`;
  const name = `实时库存花${code.slice(-4)}`;
  await post('/admin/stock/varieties/create', {
    flwCode: code,
    name,
    categoryId: String(options.data.categories[0]!.id),
    stemsPerBunch: '20',
    weightKg: '1.2',
    description: '',
  });
  await post('/admin/stock/lots/create', {
    auctionDate: options.data.today,
    supplierId: 'A1001',
    flwCode: code,
    levelName: 'A',
    lengthCode: '60',
    openCode: '3度',
    salepointName: '',
    stemsPerBunch: '20',
    basicSaleNo: '1',
    bundles: '3',
    sourcePrice: '1.10',
    salePrice: '1.40',
    positionNo: '9-40-01',
    packageName: '纸箱',
  });
  return { code, name };
}

const detailsOf = (code: string) => `/shopdetails?listNow=${encodeURIComponent(JSON.stringify({ flwCode: code, supplierType: 'A' }))}`;

/** Buys `batches` of the page's only supplier row: 立即购买 → 提交订单 → 确认支付 → the success page. */
async function buy(page: Page, code: string, batches: number) {
  await page.goto(detailsOf(code));
  const row = page.getByLabel('供应商', { exact: true }).getByRole('article');
  const qty = row.getByRole('textbox', { name: '购买批数' });
  await qty.fill(String(batches));
  await qty.press('Enter');
  await expect(qty).toHaveValue(String(batches));
  await row.getByRole('button', { name: '立即购买' }).click();
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByRole('dialog', { name: '购买确认' }).getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('heading', { name: '购买成功！关闭此页面继续购买' })).toBeVisible();
}

test('a purchase on one instance reaches a /shopdetails open on the other within a second: the stepper clamps, then 已售罄', async ({
  page,
  browser,
}) => {
  const { code, name } = await lotOfOwn(page);
  await loginAs(page, DEMO);

  // The watcher: another buyer, another browser, the other server instance, with the zone list and the product open.
  const watcherContext = await browser.newContext({ baseURL: secondBase });
  const watcher = await watcherContext.newPage();
  await loginAs(watcher, SECOND);
  const list = await watcherContext.newPage();
  await list.goto(`/presell?shops=${encodeURIComponent(JSON.stringify({ keyword: name }))}`);
  await dismissFirstVisit(list);
  const card = list.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('库存 3 批')).toBeVisible();
  // The session clock at the market's 11:45: both countdowns, and an all-day order placed now ships today.
  const clock = list.getByRole('region', { name: '交易时钟' });
  await expect(clock.getByText(/^还有.+结束$/)).toBeVisible();
  await expect(clock.getByText(/^还有.+截单$/)).toBeVisible();
  await expect(clock.getByText('现在下单今日发货（16:10 前）')).toBeVisible();
  // The page opens its stock stream (after asking for a ticket) as soon as the rows are there.
  const streaming = watcher.waitForResponse((r) => r.url().includes('/api/live/stock') && r.status() === 200);
  await watcher.goto(detailsOf(code));
  await expect(watcher.getByRole('heading', { name })).toBeVisible();
  const row = watcher.getByLabel('供应商', { exact: true }).getByRole('article');
  await expect(row.getByText('仅剩 3 批')).toBeVisible();
  const qty = row.getByRole('textbox', { name: '购买批数' });
  // 3 typed and not committed: the box keeps its focus, no Enter or Tab.
  await qty.fill('3');
  await expect(qty).toHaveValue('3');
  await expect(qty).toBeFocused();
  await streaming;

  // Two batches bought on the first instance: the watcher's box — still focused, the 3 never committed — clamps at
  // once to the one left, saying 不能再多啦, so 立即购买 cannot take a quantity the buyer did not see.
  await buy(page, code, 2);
  await expect(row.getByText('仅剩 1 批')).toBeVisible({ timeout: 1000 });
  await expect(qty).toHaveValue('1', { timeout: 1000 });
  await expect(watcher.getByText('不能再多啦')).toBeVisible();
  await expect(qty).toBeFocused();
  await expect(card.getByText('库存 1 批')).toBeVisible({ timeout: 1000 });

  // The last batch: the watcher's row is sold out and its buttons are off, without a reload.
  await buy(page, code, 1);
  await expect(row.getByText('已售罄')).toBeVisible({ timeout: 1000 });
  await expect(row.getByRole('button', { name: '立即购买' })).toBeDisabled();
  await expect(row.getByRole('button', { name: '加入购物车' })).toBeDisabled();
  await expect(card.getByText('已售罄').first()).toBeVisible({ timeout: 1000 });
  await expect(card.getByRole('button', { name: '立即购买' })).toBeDisabled();
  await watcherContext.close();
});
