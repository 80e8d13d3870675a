/**
 * `npm run smoke:deploy` — the deployment of deploy/ brought up on this machine and checked through its proxy (issue 29).
 *
 * The topology of README "Deploying", on 127.0.0.1 and free ports, in a throwaway folder:
 * - one PostgreSQL (the embedded binaries, started by this process, as a market's own or managed one would be);
 * - one S3-compatible bucket (apps/server/test/fakeS3.ts: objects in memory, every request's signature checked);
 * - two server instances, each `tsx apps/server/src/main.ts` as `npm run serve` starts it, NODE_ENV=production with
 *   its production settings (own PURCHASE_SIGN_KEY, TRUST_PROXY=127.0.0.1, DATABASE_URL, UPLOAD_STORE=s3; the SMS
 *   outbox and the sandbox gateway allowed as on a staging server), started one after the other (the first migrates
 *   and seeds), each with its own DATA_DIR;
 * - Debian's nginx as a non-daemon child with its own prefix, temp and log folders, running deploy/nginx/huashi.conf
 *   itself (scripts/nginxSite.ts, shared with bench:frontload): only its ports, the certificate's and the logs' paths are substituted (each substitution must match, or
 *   the run fails saying the file changed), inside a minimal main nginx.conf; a throwaway self-signed certificate
 *   made by openssl.
 * First the systemd unit is checked as systemd reads it (`systemd-analyze verify`; no systemd runs here).
 * Every request goes through nginx over https, as HTTP/2 (undici with allowH2 and a CA trusting the throwaway
 * certificate; nginx's access log shows the protocol of each): health, security headers (the same values through the
 * proxy as straight from an instance, each once), compression (br and gzip of a built file and of an API answer),
 * the redirect from http, a buyer's login, an upload (read back through both instances; nginx's and the server's size
 * limits), a sandbox top-up (its payer page's address is the proxy's https origin: Host and X-Forwarded-Proto reach
 * the server), and purchases while a live-stock stream is open through the proxy: each sale's new stock reaches the
 * stream within 1 s, with purchases answered by both instances and one of them by the instance that does not hold
 * the stream. Which instance answered a request is read from nginx's access log (the shipped format names the
 * upstream), matched by the request's own User-Agent tag. Uploads go to an S3-compatible bucket (UPLOAD_STORE=s3) on a
 * local stand-in that checks every request's signature (apps/server/test/fakeS3.ts); the instances share nothing but
 * it and the database.
 * Everything started is stopped at the end, also on failure or Ctrl-C. Exit 1 when a check fails.
 */
import {
  accountApi,
  ApiError,
  cartApi,
  createApiClient,
  deskExportRoutes,
  DO_WAY_NOW_PAY,
  LIVE_STOCK_EVENT,
  liveApi,
  moneyApi,
  regionRoutes,
  systemRoutes,
  uploadApi,
  type LiveStockEvent,
} from '@huashi/api';
import { BARE_SECURITY_HEADERS } from '../apps/server/src/http/security';
import { rsaEncrypt } from '@huashi/server/auth';
import { connect, startEmbedded } from '@huashi/server/db';
import { ACCOUNT_MESSAGES, createPurchaseSign, LOGIN_LIMITS, parseSignKey, UPLOAD_LIMITS } from '@huashi/domain';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { Agent, fetch as undiciFetch } from 'undici';
import { startFakeS3 } from '../apps/server/test/fakeS3';
import * as bench from './benchShared';
import { ROOT, startBuiltServer } from './builtServer';
import { freePort } from './freePort';
import { readAccessLog, startSite } from './nginxSite';

const PASSWORD = 'smoke-deploy-1';
const STEMS = 10;
/** A sale must reach a stream opened through the proxy on another instance within this long. */
const LIVE_WITHIN_MS = 1000;
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
];

type Check = [label: string, ok: boolean, detail: string];
const checks: Check[] = [];
const line = bench.printer(44);
function check(label: string, ok: boolean, detail: string) {
  checks.push([label, ok, detail]);
  line(`${ok ? '✓' : '✗'} ${label}`, detail);
}

/** Server-Sent Events read from a fetch answer's body: waits for the next event of a name. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const queue: { event: string; data: string; at: number }[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = body.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = block.split('\n').filter((l) => !l.startsWith(':'));
          const event =
            fields
              .find((l) => l.startsWith('event:'))
              ?.slice(6)
              .trim() ?? 'message';
          const data = fields
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5).trimStart())
            .join('\n');
          if (data) queue.push({ event, data, at: performance.now() });
          wake?.();
        }
      }
    } catch {
      // aborted at the end
    }
    ended = true;
    wake?.();
  })();
  return async (name: string, withinMs: number) => {
    const until = performance.now() + withinMs;
    for (;;) {
      const i = queue.findIndex((e) => e.event === name);
      if (i >= 0) return queue.splice(i, 1)[0]!;
      const left = until - performance.now();
      if (ended || left <= 0) return undefined;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, left).unref();
      });
    }
  };
}

bench.runBench('huashi-smoke-deploy-', async (run) => {
  console.log('花市 deployment smoke test: nginx (deploy/nginx/huashi.conf) → 2 instances → 1 PostgreSQL, all on 127.0.0.1');
  const built = ['buyer', 'operator'].every((app) => existsSync(path.join(ROOT, 'apps', app, 'dist', 'index.html')));
  if (!built) throw new Error('the apps are not built: run `npm run build` first');

  // The systemd unit as systemd reads it (this machine runs no systemd to start it: the instances below are started as
  // its ExecStart does).
  const unitFile = path.join(run.dir, 'huashi@8081.service');
  writeFileSync(unitFile, readFileSync(path.join(ROOT, 'deploy', 'systemd', 'huashi@.service'), 'utf8'));
  const verify = spawnSync('systemd-analyze', ['verify', '--man=no', unitFile], { encoding: 'utf8' });
  check(
    'systemd unit verifies',
    verify.status === 0 && !verify.stderr.trim(),
    verify.error ? String(verify.error) : verify.stderr.trim() || 'systemd-analyze verify: no complaint',
  );

  // One PostgreSQL.
  const pgPort = await freePort();
  const pg = await startEmbedded({ dir: path.join(run.dir, 'pg'), port: pgPort, persistent: false, database: 'huashi' });
  run.atEnd(() => pg.stop());
  const databaseUrl = pg.url('huashi');

  // One S3-compatible bucket (a local stand-in that checks every request's signature as a store does).
  const bucket = { bucket: 'huashi-uploads', accessKey: 'SMOKEDEPLOYKEY', secret: 'smoke-deploy-s3-secret' };
  const s3 = await startFakeS3(bucket);
  run.atEnd(() => s3.close());

  // Two instances as `npm run serve` runs them in production, one after the other (the first migrates and seeds); each
  // has its own DATA_DIR: they share only the database and the bucket.
  const env = {
    UPLOAD_STORE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: bucket.bucket,
    S3_ACCESS_KEY_ID: bucket.accessKey,
    S3_SECRET_ACCESS_KEY: bucket.secret,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: '127.0.0.1',
    PURCHASE_SIGN_KEY: 'HuashiSmokeDeplo',
    SMS_OUTBOX_IN_PRODUCTION: '1',
    PAY_GATEWAY: 'sandbox',
    PAY_SANDBOX_IN_PRODUCTION: '1',
    PAY_SANDBOX_SECRET: 'smoke-deploy-sandbox-secret',
    BACKUP_AT: 'off',
    WEB_DIR: path.join(ROOT, 'apps'),
  };
  const instances = [];
  for (let i = 0; i < 2; i++) {
    const server = await startBuiltServer(path.join(run.dir, `i${i + 1}`), env);
    run.atEnd(() => server.stop());
    instances.push(server);
  }
  const ports = instances.map((s) => Number(new URL(s.base).port));
  const database = connect(databaseUrl, 2);
  run.atEnd(() => database.close());
  const db = database.db;

  // nginx on the shipped site, with a throwaway certificate.
  const site = await startSite(path.join(run.dir, 'nginx'), [ports[0]!, ports[1]!]);
  run.atEnd(() => site.stop());
  const { origin, httpPort, accessLog } = site;
  const cert = site.certificate.cert;
  const api = `${origin}/api`;
  line('topology', `nginx ${origin} (http ${httpPort}) → instances ${ports.join(', ')} → PostgreSQL ${pgPort}`);

  // The client: HTTP/2 when offered, trusting only the throwaway certificate; every request tagged in its User-Agent.
  const agent = new Agent({ allowH2: true, connect: { ca: readFileSync(cert, 'utf8') } });
  run.atEnd(() => agent.close());
  let seq = 0;
  let lastTag = '';
  const send = async (url: string | URL | Request, init: RequestInit = {}, tag = `smoke-deploy/${++seq}`, dispatcher = agent) => {
    lastTag = tag;
    const headers = new Headers(init.headers);
    headers.set('user-agent', tag);
    let body = init.body;
    if (body instanceof FormData) {
      // Node's own FormData is not undici's (the package): sent as the multipart bytes Node makes of it.
      const encoded = new Response(body);
      headers.set('content-type', encoded.headers.get('content-type')!);
      body = Buffer.from(await encoded.arrayBuffer());
    }
    const init2 = { ...(init as object), body, headers: Object.fromEntries(headers), dispatcher };
    return (await undiciFetch(url as string, init2 as Parameters<typeof undiciFetch>[1])) as unknown as Response;
  };
  /** The instance that answered a request (nginx logs a request once it has ended: waits up to 3 s for its line). */
  const loggedAs = async (tag: string) => {
    for (const until = Date.now() + 3000; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const found = readAccessLog(accessLog).find((entry) => entry.agent === tag);
      if (found || Date.now() > until) return found;
    }
  };
  const upstreamOf = async (tag: string) => (await loggedAs(tag))?.upstream;

  // Both instances ready, as nginx reaches them; the redirect from http.
  const readyFrom = new Map<string | undefined, number>();
  for (let i = 0; i < 2; i++) {
    const ready = await send(`${api}${systemRoutes.ready.path}`);
    readyFrom.set(await upstreamOf(lastTag), ready.status);
  }
  check(
    'both instances ready through nginx',
    readyFrom.size === 2 && [...readyFrom.values()].every((status) => status === 200),
    [...readyFrom].map(([upstream, status]) => `${upstream}: ${status}`).join(', '),
  );
  // A desk export's calls (start, progress, its one-time file) reach one instance: the job lives there.
  const exportFrom = new Set<string | undefined>();
  const exportCalls = [
    deskExportRoutes.progress.path,
    deskExportRoutes.file.path,
    deskExportRoutes.progress.path,
    deskExportRoutes.file.path,
  ];
  for (const exportPath of exportCalls) {
    const res = await send(`${api}${exportPath}?id=smoke`);
    await res.arrayBuffer();
    exportFrom.add(await upstreamOf(lastTag));
  }
  check('exports stick to one instance', exportFrom.size === 1 && !exportFrom.has(undefined), [...exportFrom].join(', '));
  // nginx's request id is the instance's: the answer's X-Request-Id is the access log's rid.
  const answered = await send(`${api}${systemRoutes.health.path}`);
  const rid = (await loggedAs(lastTag))?.rid;
  check(
    'request id: nginx = instance',
    rid !== undefined && answered.headers.get('x-request-id') === rid,
    `X-Request-Id ${answered.headers.get('x-request-id')}, log rid=${rid}`,
  );
  // /metrics: each instance answers its own scrape; through the site nobody reads it.
  const [metricsDirect, metricsProxied] = [await fetch(`${instances[0]!.base}/metrics`), await send(`${origin}/metrics`)];
  check(
    '/metrics not through nginx',
    metricsDirect.status === 200 && metricsProxied.status === 404,
    `on the instance ${metricsDirect.status}, through nginx ${metricsProxied.status}`,
  );
  const plain = await fetch(`http://127.0.0.1:${httpPort}/presell?x=1`, { redirect: 'manual' });
  check(
    'http sends to https',
    plain.status === 301 && plain.headers.get('location') === `https://127.0.0.1/presell?x=1`,
    `${plain.status} → ${plain.headers.get('location')}`,
  );

  // Security headers: the server's, once each, the same through nginx as straight from an instance.
  for (const page of ['/', `/api${systemRoutes.health.path}`]) {
    const proxied = await send(`${origin}${page}`);
    const direct = await fetch(`${instances[0]!.base}${page}`);
    const differ = SECURITY_HEADERS.filter((name) => !direct.headers.get(name) || proxied.headers.get(name) !== direct.headers.get(name));
    check(`security headers of ${page}`, differ.length === 0, differ.length ? `differ: ${differ.join(', ')}` : SECURITY_HEADERS.join(', '));
    check(`no nginx version on ${page}`, proxied.headers.get('server') === 'nginx', `server: ${proxied.headers.get('server')}`);
  }

  // Compression: a built file precompressed, an API answer over 1 KB compressed by the server.
  const assets = path.join(ROOT, 'apps', 'buyer', 'dist', 'assets');
  const script = readdirSync(assets).find((name) => name.endsWith('.js') && existsSync(path.join(assets, `${name}.br`)))!;
  for (const encoding of ['br', 'gzip']) {
    const file = await send(`${origin}/assets/${script}`, { headers: { 'accept-encoding': encoding } });
    const same = (await file.text()) === readFileSync(path.join(assets, script), 'utf8');
    check(
      `${encoding} of a built file`,
      file.headers.get('content-encoding') === encoding && same,
      `/assets/${script}: ${file.headers.get('content-encoding')}`,
    );
    const answer = await send(`${api}${regionRoutes.area.path}`, {
      method: regionRoutes.area.method,
      headers: { 'accept-encoding': encoding, 'content-type': 'application/json' },
      body: '{}',
    });
    const text = await answer.text();
    check(
      `${encoding} of an API answer`,
      answer.headers.get('content-encoding') === encoding && text.length > 1024 && JSON.parse(text).code === 200,
      `${regionRoutes.area.path}: ${answer.headers.get('content-encoding')}, ${text.length} characters decoded`,
    );
  }

  // A buyer (production seeds none), a lot on sale; login through the proxy as the app does.
  const [buyer, second] = await bench.addFundedBuyers(
    db,
    2,
    { phonePrefix: '1390000', account: 'SMOKE', nick: '部署测试', password: PASSWORD },
    () => ({
      balanceFen: 1_000_000,
    }),
  );
  const [lotId] = await bench.addHotLots(db, { count: 1, batches: 100, stems: STEMS, priceFen: 150 });
  let token = '';
  const client = createApiClient({ baseURL: api, getToken: () => token, fetch: send as typeof fetch });
  const account = accountApi(client);
  const cart = cartApi(client);
  const { publicKey } = await account.publicKey();
  token = (await account.login({ userName: buyer!.phone, password: rsaEncrypt(publicKey, PASSWORD), loginOS: 'PC' })).hxmToken;
  check('login', token.length > 0, `buyer ${buyer!.phone} logged in through nginx`);

  // The client's own address reaches the server, and no client can forge it: nginx passes the address it sees in
  // X-Forwarded-For, which the instances believe from nginx (TRUST_PROXY). Clients on 127.0.0.3 and 127.0.0.4: five
  // wrong passwords from .3 lock the account for .3 (LOGIN_LIMITS.perAccountAddress), even with a forged
  // X-Forwarded-For, while .4 logs in. Without TRUST_PROXY both would be nginx's 127.0.0.1, both locked.
  const loginFrom = async (address: string, password: string, forged?: string) => {
    const near = new Agent({ allowH2: true, localAddress: address, connect: { ca: readFileSync(cert, 'utf8') } });
    const fetchFrom = (url: string | URL | Request, init: RequestInit = {}) =>
      send(
        url,
        { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), ...(forged ? { 'x-forwarded-for': forged } : {}) } },
        undefined,
        near,
      );
    const from = accountApi(createApiClient({ baseURL: api, fetch: fetchFrom as typeof fetch }));
    try {
      await from.login({ userName: second!.phone, password: rsaEncrypt(publicKey, password), loginOS: 'PC' });
      return 'logged in';
    } catch (error) {
      return error instanceof ApiError ? error.msg : String(error);
    } finally {
      await near.close();
    }
  };
  const wrong = [];
  for (let i = 0; i < LOGIN_LIMITS.perAccountAddress; i++) wrong.push(await loginFrom('127.0.0.3', 'not-the-password'));
  const [locked, forgedAnswer, elsewhere] = [
    await loginFrom('127.0.0.3', PASSWORD),
    await loginFrom('127.0.0.3', PASSWORD, '127.0.0.9'),
    await loginFrom('127.0.0.4', PASSWORD),
  ];
  check(
    'the client address reaches the server',
    wrong.every((msg) => msg === ACCOUNT_MESSAGES.loginFailed) && locked === ACCOUNT_MESSAGES.loginLocked && elsewhere === 'logged in',
    `127.0.0.3 after ${wrong.length} wrong passwords: ${locked}; 127.0.0.4: ${elsewhere}`,
  );
  check(
    'a forged X-Forwarded-For is not believed',
    forgedAnswer === ACCOUNT_MESSAGES.loginLocked,
    `127.0.0.3 claiming 127.0.0.9: ${forgedAnswer}`,
  );

  // Purchases while a live-stock stream is open through the proxy.
  const live = liveApi(client, api);
  const { ticket } = await live.ticket();
  const stop = new AbortController();
  const stream = await send(
    live.stockUrl(ticket, [lotId!]),
    { headers: { accept: 'text/event-stream' }, signal: stop.signal },
    'smoke-deploy/stream',
  );
  const next = eventReader(stream.body!);
  const stockIn = (e: { data: string } | undefined) =>
    e ? (JSON.parse(e.data) as LiveStockEvent).lots.find((l) => l.id === lotId)?.nowStock : undefined;
  const first = await next(LIVE_STOCK_EVENT, 5000);
  check('live stream opened through nginx', stockIn(first) === 100 * STEMS, `first event: stock ${stockIn(first)}`);
  const { key: rawKey, serverTime } = await cart.signKey();
  const signKey = parseSignKey(rawKey)!;
  const offset = serverTime - Date.now();
  const sales: { tag: string; upstream?: string; ms?: number }[] = [];
  for (let i = 1; i <= 6; i++) {
    const sign = createPurchaseSign({ key: signKey, now: new Date(Date.now() + offset), random: Math.random });
    // A refusal throws (the client's call): the run ends there.
    await cart.submit({ doWay: DO_WAY_NOW_PAY, products: [{ huaId: lotId!, qty: 1 }], couponCode: '', sign });
    const answered = performance.now();
    const tag = lastTag;
    let event;
    while ((event = await next(LIVE_STOCK_EVENT, answered + LIVE_WITHIN_MS - performance.now())) && stockIn(event) !== (100 - i) * STEMS);
    sales.push({ tag, upstream: await upstreamOf(tag), ms: event ? Math.max(0, event.at - answered) : undefined });
    if (new Set(sales.map((s) => s.upstream)).size === 2 && i >= 2) break;
  }
  stop.abort();
  // The stream's log line is written when it ends.
  const streamUpstream = await upstreamOf('smoke-deploy/stream');
  const upstreams = new Set(sales.map((s) => s.upstream));
  check('a purchase on each instance', upstreams.size === 2, sales.map((s) => `${s.upstream}`).join(', '));
  const across = sales.filter((s) => s.upstream !== streamUpstream);
  check(
    `sales reach the stream ≤ ${LIVE_WITHIN_MS} ms`,
    sales.every((s) => s.ms !== undefined) && across.length > 0,
    `stream on ${streamUpstream}; ${sales.map((s) => `${s.upstream}: ${s.ms === undefined ? 'never' : `${s.ms.toFixed(0)} ms`}`).join(', ')}`,
  );

  // An upload, read back through both instances; nginx's limit and the server's.
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const uploaded = await uploadApi(client).images('after-sales', [new Blob([new Uint8Array(image)], { type: 'image/png' })]);
  const url = uploaded.images[0]?.url;
  const readers = new Set<string | undefined>();
  let readOk = url !== undefined;
  for (let i = 0; i < 4 && readOk; i++) {
    const res = await send(new URL(url!, origin).toString(), { headers: { authorization: `Bearer ${token}` } });
    readOk = res.status === 200 && (res.headers.get('content-type') ?? '').startsWith('image/');
    await res.arrayBuffer();
    readers.add(await upstreamOf(lastTag));
  }
  const stored = uploaded.images[0] ? s3.objects.has(uploaded.images[0].key) : false;
  check(
    'upload into the bucket, read through both',
    readOk && readers.size === 2 && stored && s3.refused.length === 0,
    `${s3.objects.size} objects in the bucket; read from ${[...readers].join(', ')}`,
  );
  // nginx answers a body over its limit before reading it, then resets the HTTP/2 stream the client is still sending
  // on, which undici reports as a failed fetch; over HTTP/1.1 the answer is read.
  const http1 = new Agent({ connect: { ca: readFileSync(cert, 'utf8') } });
  run.atEnd(() => http1.close());
  const oversized = async (bytes: number, dispatcher: Agent) => {
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'big.png');
    const res = await send(
      `${api}/upload`,
      { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } },
      undefined,
      dispatcher,
    );
    return { status: res.status, headers: res.headers, body: (await res.json()) as { code: number; msg: string } };
  };
  const serverLimit = await oversized(UPLOAD_LIMITS.maxImageBytes + 1024, agent);
  check(
    'a 3 MB+ image reaches the server',
    serverLimit.status === 200 && serverLimit.body.code !== 200,
    `${serverLimit.status} ${serverLimit.body.code} ${serverLimit.body.msg}`,
  );
  const nginxLimit = await oversized(11 * 1024 * 1024, http1);
  const bare = Object.entries(BARE_SECURITY_HEADERS).filter(([name, value]) => nginxLimit.headers.get(name) !== value);
  check(
    "nginx refuses 11 MB in the server's envelope",
    nginxLimit.status === 413 && nginxLimit.body.code === 413 && bare.length === 0,
    `${nginxLimit.status} ${JSON.stringify(nginxLimit.body)}${bare.length ? `; headers missing: ${bare.map(([n]) => n).join(', ')}` : ''}`,
  );

  // A sandbox top-up: the payer page lives at the proxy's https origin; its 确认支付 credits the balance.
  const money = moneyApi(client);
  const created = await money.recharge({ payFee: '100.00', payWay: 'ALIPAY' });
  const pageUrl = created.PayOrderInfo;
  const confirm = await send(`${pageUrl}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'from=sandbox',
  });
  const confirmed = (await confirm.text()).includes('支付成功');
  const status = await money.rechargeStatus(created.outTradeNo);
  check(
    'sandbox top-up',
    pageUrl.startsWith(`${origin}/api/pay-sandbox/`) && confirmed && status.status === 'paid',
    `payer page ${pageUrl.replace(created.outTradeNo, '…')}; ${status.status}, balance ¥${status.balance}`,
  );

  // Every request of ours crossed nginx as HTTP/2.
  const ours = readAccessLog(accessLog).filter(
    (entry) => entry.agent.startsWith('smoke-deploy/') && !(entry.status === 413 && entry.protocol === 'HTTP/1.1'),
  );
  const notH2 = ours.filter((entry) => entry.protocol !== 'HTTP/2.0');
  check('HTTP/2', ours.length > 0 && notH2.length === 0, `${ours.length} requests, ${notH2.length} not HTTP/2`);

  const failed = checks.filter(([, ok]) => !ok);
  console.log(
    failed.length === 0
      ? `\nsmoke:deploy: all ${checks.length} checks passed.`
      : `\nsmoke:deploy: ${failed.length} of ${checks.length} checks failed.`,
  );
  if (failed.length > 0) process.exitCode = 1;
});
