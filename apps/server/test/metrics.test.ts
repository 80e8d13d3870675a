/**
 * Seeing it (issue 29): GET /metrics in the Prometheus text format — who may read it (METRICS_ALLOW, METRICS_TOKEN,
 * everyone else 404), what it counts (requests by route pattern and status, purchase batches and refusals, the pool,
 * live streams, jobs, SMS and payment calls, the process) per app — and request ids: every answer's X-Request-Id, taken
 * from a trusted proxy only, named by the request's log lines and by the error envelope's. The Grafana dashboard and the
 * Prometheus alert rules in deploy/ name only metrics the app exposes. Real apps on the real database.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { accountRoutes, cartRoutes, liveRoutes, moneyRoutes } from '@huashi/api';
import { createPurchaseSign } from '@huashi/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { hmacSign, SandboxGateway } from '../src/payments';
import { runAutoComplete } from '../src/services/autoComplete';
import { DEMO_BUYER } from '../src/seed';
import { createTestApp, MARKET_OPEN, type TestApp } from './harness';

const TOKEN = 'scrape-secret-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let h: TestApp;
/** Another app: a scraper network, a token and nginx on loopback as the trusted proxy. */
let other: TestApp;
let logLines: Record<string, unknown>[] = [];
let buyer: string;

beforeAll(async () => {
  h = await createTestApp({ log: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) });
  other = await createTestApp({
    config: { metrics: { allow: ['10.1.0.0/16'], token: TOKEN }, trustProxy: '127.0.0.1' },
  });
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
}, 120_000);
afterAll(async () => {
  await other?.close();
  await h?.close();
});

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of an exposition text (`name{a="x",b="y"} value` lines). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

async function scrape(app: FastifyInstance = h.app): Promise<Sample[]> {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return samples(res.body);
}

/** The value of the one sample of `name` whose labels include `labels` (undefined: none). */
function valueOf(all: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = all.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} samples`);
  return found[0]?.value;
}

const buy = (token: string, products: { huaId: number; qty: number }[]) =>
  h.app.inject({
    method: 'POST',
    url: `/api${cartRoutes.batchPurchase.path}`,
    headers: { authorization: `Bearer ${token}` },
    payload: {
      doWay: 'nowPay',
      products,
      couponCode: '',
      version: '3.7.5',
      sign: createPurchaseSign({ key: h.ctx.config.purchaseSignKey, now: h.clock.now(), random: Math.random }),
    },
  });

/** Today's cheapest lot of the all-day session with stock. */
async function cheapLot() {
  const [lot] = await h.db
    .select()
    .from(t.stockLots)
    .where(and(eq(t.stockLots.session, 'C'), eq(t.stockLots.auctionDate, '2026-11-17'), gt(t.stockLots.nowStock, 0)))
    .orderBy(asc(t.stockLots.salePriceFen), asc(t.stockLots.id))
    .limit(1);
  return lot!;
}

describe('GET /metrics: who may read it', () => {
  it('answers a scraper on this machine (the default METRICS_ALLOW) in the Prometheus text format', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE huashi_http_request_duration_seconds histogram');
    const all = samples(res.body);
    // The process: memory and event-loop delay (prom-client's default metrics).
    expect(valueOf(all, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(all, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(all, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('answers 404 Not found to an address outside METRICS_ALLOW, to a request through an untrusted proxy and to a wrong token', async () => {
    for (const request of [
      { remoteAddress: '203.0.113.9' },
      // nginx on this machine without TRUST_PROXY: the connection is loopback but the client is not.
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
      { headers: { 'x-real-ip': '203.0.113.9' } },
      { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } },
    ]) {
      const res = await h.app.inject({ method: 'GET', url: '/metrics', ...request });
      expect(res.statusCode, JSON.stringify(request)).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toBe('Not found');
    }
  });

  it('lets in the addresses METRICS_ALLOW lists, the forwarded client of a trusted proxy, and METRICS_TOKEN from anywhere', async () => {
    const get = (request: { remoteAddress?: string; headers?: Record<string, string> }) =>
      other.app.inject({ method: 'GET', url: '/metrics', ...request }).then((res) => res.statusCode);
    expect(await get({ remoteAddress: '10.1.7.7' })).toBe(200);
    // METRICS_ALLOW replaces loopback: this machine is not listed any more.
    expect(await get({})).toBe(404);
    expect(await get({ remoteAddress: '10.2.0.1' })).toBe(404);
    // Through the trusted proxy (127.0.0.1): the forwarded client counts.
    expect(await get({ headers: { 'x-forwarded-for': '10.1.0.9' } })).toBe(200);
    expect(await get({ headers: { 'x-forwarded-for': '203.0.113.9' } })).toBe(404);
    expect(await get({ remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } })).toBe(200);
    expect(await get({ remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}x` } })).toBe(404);
  });
});

describe('GET /metrics: what it counts', () => {
  it('counts requests by route pattern (never the raw URL) and status, with their time', async () => {
    await h.app.inject({ method: 'GET', url: '/media/flowers/NO-SUCH-1.svg' });
    await h.app.inject({ method: 'GET', url: '/media/flowers/NO-SUCH-2.svg' });
    await h.app.inject({ method: 'GET', url: '/api/no/such/path' });
    const all = await scrape();
    const flowers = { method: 'GET', route: '/media/flowers/:file', status: '404' };
    expect(valueOf(all, 'huashi_http_request_duration_seconds_count', flowers)).toBe(2);
    expect(valueOf(all, 'huashi_http_request_duration_seconds_bucket', { ...flowers, le: '+Inf' })).toBe(2);
    expect(valueOf(all, 'huashi_http_request_duration_seconds_sum', flowers)).toBeGreaterThan(0);
    expect(valueOf(all, 'huashi_http_request_duration_seconds_count', { route: '(unmatched)', status: '404' })).toBe(1);
    expect(all.some((s) => s.labels.route?.includes('NO-SUCH'))).toBe(false);
  });

  it('keeps each app its own: what one app answered is not counted by another in the same process', async () => {
    await h.app.inject({ method: 'GET', url: '/media/banners/999.svg' });
    const mine = await scrape(h.app);
    const theirs = samples((await other.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.0.1' })).body);
    const banners = { route: '/media/banners/:file', status: '404' };
    expect(valueOf(mine, 'huashi_http_request_duration_seconds_count', banners)).toBe(1);
    expect(valueOf(theirs, 'huashi_http_request_duration_seconds_count', banners)).toBeUndefined();
  });

  it('counts purchase batches (size, time), placed orders and refusals by kind', async () => {
    const lot = await cheapLot();
    const placed = await buy(buyer, [{ huaId: lot.id, qty: 1 }]);
    expect(placed.json().code).toBe(200);
    const short = await buy(buyer, [{ huaId: lot.id, qty: lot.nowStock + 1 }]);
    expect(short.json().code).toBe(409);
    const all = await scrape();
    expect(valueOf(all, 'huashi_purchases_placed_total')).toBe(1);
    expect(valueOf(all, 'huashi_purchase_refusals_total', { kind: 'conflict' })).toBe(1);
    expect(valueOf(all, 'huashi_purchase_refusals_total', { kind: 'insufficientBalance' })).toBe(0);
    expect(valueOf(all, 'huashi_purchase_batch_size_count')).toBeGreaterThanOrEqual(1);
    expect(valueOf(all, 'huashi_purchase_batch_size_sum')).toBeGreaterThanOrEqual(1);
    expect(valueOf(all, 'huashi_purchase_batch_duration_seconds_count')).toBe(valueOf(all, 'huashi_purchase_batch_size_count'));
    expect(valueOf(all, 'huashi_purchase_batch_failures_total')).toBe(0);
    expect(
      valueOf(all, 'huashi_http_request_duration_seconds_count', { route: `/api${cartRoutes.batchPurchase.path}`, status: '200' }),
    ).toBe(2);
  });

  it('shows the database pool: its size, connections in use and idle, requests waiting', async () => {
    const all = await scrape();
    expect(valueOf(all, 'huashi_db_pool_max')).toBe(5);
    expect(valueOf(all, 'huashi_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    expect(valueOf(all, 'huashi_db_pool_idle')).toBeGreaterThanOrEqual(0);
    expect(valueOf(all, 'huashi_db_pool_waiting')).toBe(0);
    // Five connections checked out (transactions in progress): the sixth query waits for one.
    const held = await Promise.all(Array.from({ length: 5 }, () => h.pool.connect()));
    const waiting = h.pool.query('select 1');
    try {
      const busy = await scrape();
      expect(valueOf(busy, 'huashi_db_pool_in_use')).toBe(5);
      expect(valueOf(busy, 'huashi_db_pool_waiting')).toBe(1);
    } finally {
      held.forEach((client) => client.release());
      await waiting;
    }
  });

  it('counts the live-stock streams open on this instance', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const ticket = (
      await h.app.inject({
        method: 'POST',
        url: `/api${liveRoutes.ticket.path}`,
        headers: { authorization: `Bearer ${buyer}` },
        payload: {},
      })
    ).json().data.ticket as string;
    const lot = await cheapLot();
    const controller = new AbortController();
    const res = await fetch(
      `http://127.0.0.1:${address.port}/api${liveRoutes.stock.path}?ticket=${encodeURIComponent(ticket)}&ids=${lot.id}`,
      { headers: { accept: 'text/event-stream' }, signal: controller.signal },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(UUID);
    const reader = res.body!.getReader();
    await reader.read(); // the first snapshot: the stream is open
    expect(valueOf(await scrape(), 'huashi_live_streams_open')).toBe(1);
    controller.abort();
    await reader.read().catch(() => {});
    let open = 1;
    for (let tries = 0; tries < 200 && open !== 0; tries++) {
      await new Promise((resolve) => setImmediate(resolve));
      open = valueOf(await scrape(), 'huashi_live_streams_open') ?? -1;
    }
    expect(open).toBe(0);
  });

  it('counts SMS and payment gateway calls and their failures, by provider, and the gateways’ notifies by outcome', async () => {
    const sent = await h.app.inject({
      method: 'POST',
      url: `/api${accountRoutes.sendPasswordCode.path}`,
      headers: { authorization: `Bearer ${buyer}` },
      payload: {},
    });
    expect(sent.json().code).toBe(200);
    const recharge = await h.app.inject({
      method: 'POST',
      url: `/api${moneyRoutes.recharge.path}`,
      headers: { authorization: `Bearer ${buyer}` },
      payload: { payFee: '100', payWay: 'ALIPAY' },
    });
    expect(recharge.json().code).toBe(200);
    // The gateway's notify: credited, then a repeat, then a forged one.
    const { outTradeNo } = recharge.json().data as { outTradeNo: string };
    const notify = new SandboxGateway(h.ctx.config.payments.notifySecret).notifyFor(outTradeNo, 10_000, h.clock.now());
    for (const fields of [notify, notify, { ...notify, sign: hmacSign('not-the-secret-of-this-server', notify) }]) {
      await h.app.inject({
        method: 'POST',
        url: '/api/pay-gate/notify/sandbox',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    }
    const all = await scrape();
    for (const outcome of ['credited', 'already', 'signature']) {
      expect(valueOf(all, 'huashi_payment_notifies_total', { gateway: 'sandbox', outcome }), outcome).toBe(1);
    }
    expect(valueOf(all, 'huashi_outside_calls_total', { service: 'sms', provider: 'local-outbox' })).toBe(1);
    expect(valueOf(all, 'huashi_outside_call_failures_total', { service: 'sms', provider: 'local-outbox' })).toBe(0);
    expect(valueOf(all, 'huashi_outside_calls_total', { service: 'payment', provider: 'sandbox' })).toBe(1);
    expect(valueOf(all, 'huashi_outside_call_failures_total', { service: 'payment', provider: 'sandbox' })).toBe(0);
    expect(valueOf(all, 'huashi_outside_call_duration_seconds_count', { service: 'payment', provider: 'sandbox' })).toBe(1);
  });

  it('counts every scheduled job from the start (0), then its runs, failures and last success', async () => {
    const before = await scrape();
    for (const job of ['auto_complete', 'member_coupons', 'upload_cleanup', 'daily_backup', 'purchase_request_retention']) {
      expect(valueOf(before, 'huashi_job_runs_total', { job })).toBe(0);
      expect(valueOf(before, 'huashi_job_failures_total', { job })).toBe(0);
      expect(valueOf(before, 'huashi_job_last_success_timestamp_seconds', { job })).toBe(0);
    }
    // No backup in BACKUP_DIR yet: its age alert sees 0 (never).
    expect(valueOf(before, 'huashi_backup_last_success_timestamp_seconds')).toBe(0);
    const started = Date.now() / 1000;
    await h.ctx.metrics.job('auto_complete', () => runAutoComplete(h.db, MARKET_OPEN));
    await expect(h.ctx.metrics.job('auto_complete', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    const after = await scrape();
    expect(valueOf(after, 'huashi_job_runs_total', { job: 'auto_complete' })).toBe(2);
    expect(valueOf(after, 'huashi_job_failures_total', { job: 'auto_complete' })).toBe(1);
    expect(valueOf(after, 'huashi_job_last_success_timestamp_seconds', { job: 'auto_complete' })).toBeGreaterThanOrEqual(
      Math.floor(started),
    );
    expect(valueOf(after, 'huashi_job_duration_seconds_count', { job: 'auto_complete' })).toBe(2);
  });
});

describe('deploy/: the Grafana dashboard and the alert rules', () => {
  const deploy = (file: string) => fileURLToPath(new URL(`../../../deploy/${file}`, import.meta.url));
  /** Metric names in a PromQL expression: ours (huashi_), the process's (process_, nodejs_). */
  const metricNames = (expr: string) => [...expr.matchAll(/\b(?:huashi|process|nodejs)_[a-zA-Z0-9_]*/g)].map((m) => m[0]);
  /** route="…" matchers in a PromQL expression. */
  const routeLabels = (expr: string) => [...expr.matchAll(/\broute=~?"([^"]*)"/g)].map((m) => m[1]!);

  it('name only metrics the app exposes (after one request of each kind), and only routes it has', async () => {
    const dashboard = JSON.parse(await readFile(deploy('grafana/huashi.json'), 'utf8')) as {
      panels: { title: string; targets?: { expr: string }[] }[];
    };
    const rules = parseYaml(await readFile(deploy('prometheus/alerts.yml'), 'utf8')) as {
      groups: { rules: { alert: string; expr: string; labels?: Record<string, string>; annotations?: Record<string, string> }[] }[];
    };
    const exprs: [string, string][] = [
      ...dashboard.panels.flatMap((panel) =>
        (panel.targets ?? []).map((target): [string, string] => [`panel ${panel.title}`, target.expr]),
      ),
      ...rules.groups.flatMap((group) => group.rules.map((rule): [string, string] => [`alert ${rule.alert}`, rule.expr])),
    ];
    const alerts = rules.groups.flatMap((group) => group.rules.map((rule) => rule.alert));
    expect(alerts).toEqual(
      expect.arrayContaining(['HuashiErrorRate', 'HuashiPurchaseP99', 'HuashiDbPoolWaiting', 'HuashiJobFailures', 'HuashiBackupAge']),
    );
    for (const group of rules.groups) {
      for (const rule of group.rules) {
        expect(rule.labels?.severity, rule.alert).toMatch(/^(warning|critical)$/);
        expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      }
    }
    // The requests of the tests above went through h: every kind has been answered once at least.
    const all = await scrape();
    const names = new Set(all.map((s) => s.name));
    const routes = new Set(all.map((s) => s.labels.route).filter(Boolean));
    expect(exprs.length).toBeGreaterThan(10);
    for (const [where, expr] of exprs) {
      const used = metricNames(expr);
      // Each names one of ours at least; `up` (Prometheus' own: the scrape answered) is the one exception.
      expect(used.length > 0 || /\bup\{/.test(expr), `${where}: ${expr}`).toBe(true);
      for (const name of used) expect(names.has(name), `${where} names ${name}, which /metrics does not have`).toBe(true);
      for (const route of routeLabels(expr)) {
        const matches = [...routes].some((seen) => new RegExp(`^(?:${route})$`).test(seen!));
        expect(matches, `${where} names route ${route}, which no answered request has`).toBe(true);
      }
    }
  });
});

describe('X-Request-Id', () => {
  it('is made for every answer (a UUID), a new one each time, whatever the caller sent', async () => {
    const answers = await Promise.all([
      h.app.inject({ method: 'GET', url: '/api/health' }),
      h.app.inject({ method: 'GET', url: '/api/no/such/path' }),
      h.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' }),
      h.app.inject({ method: 'GET', url: '/api/v1/info/info' }),
      // Without a trusted proxy the caller's id is not taken.
      h.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'planted-by-client-0001' } }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 404, 401, 200]);
    const ids = answers.map((res) => res.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is the trusted proxy’s when it looks like an id (nginx’s $request_id), otherwise made', async () => {
    const viaProxy = (id: string) =>
      other.app
        .inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } })
        .then((res) => String(res.headers['x-request-id']));
    expect(await viaProxy('9f86d081884c7d659a2feaa0c55ad015')).toBe('9f86d081884c7d659a2feaa0c55ad015');
    expect(await viaProxy('short')).toMatch(UUID);
    expect(await viaProxy('<script>alert(1)</script>')).toMatch(UUID);
    expect(await viaProxy('x'.repeat(129))).toMatch(UUID);
    // Not through the proxy (another address): not taken.
    const direct = await other.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.9.9.9',
      headers: { 'x-request-id': '9f86d081884c7d659a2feaa0c55ad015' },
    });
    expect(direct.headers['x-request-id']).toMatch(UUID);
  });

  it('is named by every log line of its request, a refusal’s included', async () => {
    logLines = [];
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/info/info', headers: { authorization: 'Bearer not-a-token' } });
    expect(res.statusCode).toBe(401);
    const id = res.headers['x-request-id'];
    const lines = logLines.filter((line) => line.requestId === id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[1]).toMatchObject({ res: { statusCode: 401 } });
    expect(logLines.every((line) => typeof line.requestId === 'string')).toBe(true);
  });

  it('is named by the error envelope’s log line, so a fault a buyer saw is found in the log', async () => {
    await h.pool.end();
    logLines = [];
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/info/info', headers: { authorization: `Bearer ${buyer}` } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '服务器繁忙，请稍后再试', data: null });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const fault = logLines.find((line) => line.msg === 'request failed');
    expect(fault).toMatchObject({ requestId: id, level: 50 });
    expect(fault?.err).toBeTruthy();
  });
});
