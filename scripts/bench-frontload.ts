/**
 * `npm run bench:frontload` — what a buyer's browser downloads on the first load of each page
 * (issue 12 §4; not part of `npm test`).
 *
 *   npm run build && npm run bench:frontload
 *
 * Measures the build in apps/{buyer,operator}/dist as it is (run `npm run build` after a change;
 * when there is no build at all it builds first). Starts the built server as its own process
 * (`tsx apps/server/src/main.ts`, free PORT and EMBEDDED_PG_PORT on 127.0.0.1, a throwaway
 * DATA_DIR under the system's temporary folder, stopped at the end even on error), then loads each
 * buyer route in Debian's Chromium with an empty cache: /login and /upNew logged out, the rest
 * logged in as the demo buyer. Per route it prints the compressed JavaScript transferred (the
 * encoded body sizes the browser received), the number of requests, and the Largest Contentful
 * Paint (median of 3 loads; `npm run bench:frontload -- --runs 5` for more). Exits non-zero when
 * /login or / needs more than 150 KB (150,000 bytes) of compressed JavaScript.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Request } from 'playwright';
import { ensureBuilt, ROOT, startBuiltServer, type BuiltServer } from './builtServer';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { displayWidth, padEndDisplay, padStartDisplay } from './textWidth';
/** The budget of issue 12: compressed JavaScript on the first load of these routes. */
const BUDGET_BYTES = 150_000;
const BUDGET_ROUTES = ['/login', '/'];
const DEMO = { phone: '13800000001', password: 'huashi123' };
/** Loads per route (`npm run bench:frontload -- --runs 5`); LCP is their median. */
const RUNS = (() => {
  const i = process.argv.indexOf('--runs');
  const n = i >= 0 ? Number(process.argv[i + 1]) : 3;
  if (!Number.isInteger(n) || n < 1) throw new Error('--runs must be a whole number ≥ 1');
  return n;
})();

type Route = { path: string; name: string; loggedIn: boolean };
const ROUTES: Route[] = [
  { path: '/login', name: '登录', loggedIn: false },
  { path: '/upNew', name: '注册', loggedIn: false },
  { path: '/', name: '首页', loggedIn: true },
  { path: '/message', name: '公告资讯', loggedIn: true },
  { path: '/presell', name: '商城', loggedIn: true },
  { path: '/superior', name: '优质到货', loggedIn: true },
  { path: '/shopcars', name: '购物车', loggedIn: true },
  { path: '/order', name: '我的订单', loggedIn: true },
  { path: '/address', name: '地址管理', loggedIn: true },
  { path: '/amend', name: '修改密码', loggedIn: true },
];

type Measure = {
  route: Route;
  jsBytes: number;
  jsFiles: number;
  jsDecoded: number;
  requests: number;
  transferred: number;
  encodings: Set<string>;
  lcpMs: number | null;
  landedOn: string;
};

/** Loads one route in a new page of the context with the cache off, as a first visit. */
async function measure(context: BrowserContext, base: string, route: Route): Promise<Measure> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const result: Measure = {
    route,
    jsBytes: 0,
    jsFiles: 0,
    jsDecoded: 0,
    requests: 0,
    transferred: 0,
    encodings: new Set(),
    lcpMs: null,
    landedOn: '',
  };
  const pending: Promise<void>[] = [];
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        result.requests += 1;
        result.transferred += sizes.responseBodySize + sizes.responseHeadersSize;
        if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) {
          result.jsFiles += 1;
          result.jsBytes += sizes.responseBodySize;
          const encoding = response ? await response.headerValue('content-encoding') : null;
          result.encodings.add(encoding ?? 'identity');
          result.jsDecoded += builtSize(new URL(request.url()).pathname);
        }
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  page.on('requestfailed', () => (result.requests += 1));
  await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  result.lcpMs = await page.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? null);
  result.landedOn = new URL(page.url()).pathname;
  await Promise.all(pending);
  await page.close();
  return result;
}

/** The size of a built buyer file as it lies in dist (what the browser gets once decoded). */
function builtSize(urlPath: string): number {
  const file = urlPath.startsWith('/op/')
    ? path.join(ROOT, 'apps', 'operator', 'dist', urlPath.slice('/op/'.length))
    : path.join(ROOT, 'apps', 'buyer', 'dist', urlPath);
  return existsSync(file) ? statSync(file).size : 0;
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

async function main() {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'huashi-frontload-'));
  // As root the embedded PostgreSQL runs as its own user, which must reach the folder.
  chmodSync(dataDir, 0o755);
  let server: BuiltServer | undefined;
  const onSignal = () => {
    void (server?.stop() ?? Promise.resolve()).finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(130);
    });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: Measure[] = [];
  try {
    server = await startBuiltServer(dataDir);
    const newContext = async () => {
      // No service worker: once installed it would answer the next runs from its precache, never a first visit.
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN', serviceWorkers: 'block' });
      // The last largest-contentful-paint entry before the read is the page's LCP.
      await context.addInitScript(() => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          if (last) (window as unknown as { __lcp?: number }).__lcp = last.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      return context;
    };

    const visitor = await newContext();
    const buyer = await newContext();
    // Log the demo buyer in as the journeys do (e2e/support.ts), then measure every page from cold.
    const login = await buyer.newPage();
    await login.goto(`${server.base}/login`);
    await login.getByLabel('手机号', { exact: true }).fill(DEMO.phone);
    await login.getByLabel('密码', { exact: true }).fill(DEMO.password);
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await login.waitForURL(`${server.base}/`);
    await login.close();

    for (const route of ROUTES) {
      // Bytes and requests are the same every time; LCP varies with the machine, so its median is kept.
      const runs: Measure[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(route.loggedIn ? buyer : visitor, server.base, route));
      const lcps = runs
        .map((m) => m.lcpMs)
        .filter((v): v is number => v !== null)
        .sort((a, b) => a - b);
      results.push({ ...runs[0]!, lcpMs: lcps.length > 0 ? lcps[Math.floor(lcps.length / 2)]! : null });
    }
  } finally {
    await browser.close().catch(() => {});
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\nFirst load per buyer route (empty cache, 127.0.0.1, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}):\n`);
  const header = [
    'route',
    'JS compressed',
    'JS files',
    'JS uncompressed',
    'encoding',
    'requests',
    'all transferred',
    `LCP (median of ${RUNS})`,
  ];
  const rows = results.map((m) => [
    `${m.route.path} ${m.route.name}${m.landedOn !== m.route.path ? ` (→ ${m.landedOn})` : ''}`,
    kb(m.jsBytes),
    String(m.jsFiles),
    kb(m.jsDecoded),
    [...m.encodings].join('/'),
    String(m.requests),
    kb(m.transferred),
    m.lcpMs === null ? '—' : `${Math.round(m.lcpMs)} ms`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => displayWidth(r[i]!))));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? padEndDisplay(c, widths[i]!) : padStartDisplay(c, widths[i]!))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));

  const over = results.filter((m) => BUDGET_ROUTES.includes(m.route.path) && m.jsBytes > BUDGET_BYTES);
  const wrong = results.filter((m) => m.landedOn !== m.route.path);
  if (wrong.length > 0) console.log(`\nWarning: ${wrong.map((m) => `${m.route.path} landed on ${m.landedOn}`).join(', ')}.`);
  if (over.length > 0) {
    console.error(
      `\nOver budget: ${over.map((m) => `${m.route.path} ${kb(m.jsBytes)}`).join(', ')} (budget ${kb(BUDGET_BYTES)} of compressed JS).`,
    );
    process.exit(1);
  }
  console.log(`\n/login and / are within the budget of ${kb(BUDGET_BYTES)} of compressed JavaScript.`);
}

main().catch((error: unknown) => {
  console.error(`bench:frontload failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
