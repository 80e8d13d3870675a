import AxeBuilder from '@axe-core/playwright';
import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { REQUEST_VERSION } from '../packages/domain/src/constants';
import { MARKET_REGION } from '../packages/domain/src/regions';
import { E2E_ENV } from './env.mjs';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';

export { expect };
export type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';

export const DEMO = { phone: '13800000001', password: 'huashi123', nickName: '花语工作室' } as const;
export const SECOND = { phone: '13800000002', password: 'huashi456', nickName: '春城婚庆' } as const;

/** The axe impacts a journey refuses (issue 14: 0 serious or critical on every page). */
const REFUSED_IMPACTS = new Set(['serious', 'critical']);
/** A page has settled when no request has been in flight for this long… */
const QUIET_MS = 400;
/** …or, at the latest, this long after it reached a new URL (a request that never ends must not hang the check). */
const SETTLE_CAP_MS = 5_000;

/** One element axe refused, on one page. */
export type AxeFinding = { url: string; viewport: string; rule: string; impact: string; help: string; target: string; html: string };

/** The serious and critical violations axe finds on the page as it is now, one row per element. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const size = page.viewportSize();
  const viewport = size ? `${size.width}×${size.height}` : '?';
  return results.violations
    .filter((violation) => REFUSED_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        url: pathOf(results.url),
        viewport,
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        target: node.target.map(String).join(' '),
        html: node.html.replace(/\s+/g, ' ').slice(0, 160),
      })),
    );
}

/** A readable list: per page, each refused element with its rule, impact, selector and markup. */
export function formatFindings(findings: readonly AxeFinding[]): string {
  const byPage = new Map<string, AxeFinding[]>();
  for (const finding of findings) {
    const key = `${finding.url} (${finding.viewport})`;
    byPage.set(key, [...(byPage.get(key) ?? []), finding]);
  }
  const lines = [`axe: ${findings.length} serious or critical violation(s)`];
  for (const [where, rows] of byPage) {
    lines.push(`  ${where}`);
    for (const row of rows) lines.push(`    ${row.rule} [${row.impact}] ${row.target}\n      ${row.html}\n      ${row.help}`);
  }
  return lines.join('\n');
}

function pathOf(url: string): string {
  const parsed = new URL(url);
  return decodeURIComponent(parsed.pathname + parsed.search);
}

const findingKey = (finding: AxeFinding) => `${finding.url}|${finding.viewport}|${finding.rule}|${finding.target}`;

/**
 * Watches one page of the app: each time its main frame reaches a new URL of our origin and the
 * network has gone quiet, axe looks at it (while the journey goes on). An element is recorded only
 * when a second look a moment later still refuses it, so a state caught mid-change is not blamed.
 */
class PageAxeWatch {
  private inFlight = 0;
  private lastActivity = Date.now();
  private readonly checked = new Set<string>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly page: Page,
    private readonly origin: string,
    private readonly record: (findings: AxeFinding[]) => void,
  ) {
    const touch = () => {
      this.lastActivity = Date.now();
    };
    // A live stock stream (EventSource, issue 19) stays open as long as the page: it never counts as in flight.
    const counted = new WeakSet<Request>();
    page.on('request', (request) => {
      if (request.resourceType() === 'eventsource') return;
      counted.add(request);
      this.inFlight += 1;
      touch();
    });
    const done = (request: Request) => {
      if (!counted.has(request)) return;
      this.inFlight = Math.max(0, this.inFlight - 1);
      touch();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      touch();
      this.schedule(frame.url(), true);
    });
  }

  private ours(url: string): boolean {
    return url.startsWith(this.origin);
  }

  private schedule(url: string, onlyNew: boolean) {
    if (!this.ours(url)) return;
    this.queue = this.queue.then(() => this.check(url, onlyNew));
  }

  private async settled(url: string): Promise<boolean> {
    const start = Date.now();
    for (;;) {
      if (this.page.isClosed() || this.page.url() !== url) return false;
      const quiet = this.inFlight === 0 && Date.now() - this.lastActivity >= QUIET_MS;
      if (quiet || Date.now() - start >= SETTLE_CAP_MS) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private async check(url: string, onlyNew: boolean): Promise<void> {
    const key = `${pathOf(url)}|${JSON.stringify(this.page.viewportSize())}`;
    if (onlyNew && this.checked.has(key)) return;
    if (!(await this.settled(url))) return;
    try {
      const first = await axeFindings(this.page);
      this.checked.add(key);
      if (first.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 300));
      const again = new Set((await axeFindings(this.page)).map(findingKey));
      this.record(first.filter((finding) => again.has(findingKey(finding))));
    } catch {
      // The page navigated or closed while axe ran: its next URL gets its own check.
    }
  }

  /** Waits for the checks under way, then looks at the page as the journey leaves it. */
  async finish(): Promise<void> {
    await this.queue;
    if (!this.page.isClosed()) this.schedule(this.page.url(), false);
    await this.queue;
  }
}

async function watchContext(context: BrowserContext, origin: string, testInfo: TestInfo, use: (context: BrowserContext) => Promise<void>) {
  const findings = new Map<string, AxeFinding>();
  const watches: PageAxeWatch[] = [];
  const attach = (page: Page) => {
    watches.push(
      new PageAxeWatch(page, origin, (found) => {
        for (const finding of found) findings.set(findingKey(finding), finding);
      }),
    );
  };
  context.pages().forEach(attach);
  context.on('page', attach);
  await use(context);
  context.off('page', attach);
  const passedSoFar = testInfo.status === testInfo.expectedStatus;
  if (passedSoFar) await Promise.all(watches.map((watch) => watch.finish()));
  const all = [...findings.values()];
  if (all.length === 0) return;
  await testInfo.attach('axe-violations.json', { body: JSON.stringify(all, null, 2), contentType: 'application/json' });
  if (passedSoFar) throw new Error(formatFindings(all));
}

/**
 * Playwright's test, whose pages are checked by axe: every page of the app a journey visits (each
 * new URL once it has settled, and every open page as the journey ends) must show no serious or
 * critical violation, or the test fails with the list. `test.use({ axe: false })` turns it off
 * for a file that breaks pages on purpose.
 */
export const test = base.extend<{ axe: boolean }>({
  axe: [true, { option: true }],
  context: async ({ context, axe, baseURL }, use, testInfo) => {
    if (!axe || !baseURL) return use(context);
    await watchContext(context, new URL(baseURL).origin, testInfo, use);
  },
});

/** The API's answer: a code (200 when it worked), a message and the data. */
export type Envelope<T> = { code: number; msg: string; data: T };

/** The token the logged-in page holds (it must hold one). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('huashi.token'));
  expect(token).toBeTruthy();
  return token!;
}

/** Posts to the API with a buyer's token ('' for a public endpoint); answers the envelope as it came (a refusal too). */
export async function api<T>(request: APIRequestContext, token: string, path: string, data: Record<string, unknown> = {}) {
  const res = await request.post(`/api${path}`, { data, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return (await res.json()) as Envelope<T>;
}

/**
 * The purchase sign of §9 as the browser makes it (AES-ECB/PKCS7 over a 16-character nonce and the epoch seconds of
 * the *market* clock `now`), written with node:crypto because the domain's crypto-js submodules do not load in
 * Playwright's Node loader.
 */
export function purchaseSign(key: string, now: Date): string {
  const keyBytes = Buffer.from(key, 'utf8');
  const nonce = randomBytes(12)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 16);
  const plain = `${nonce}${String(Math.floor(now.getTime() / 1000)).padStart(10, '0')}`;
  const cipher = createCipheriv(`aes-${keyBytes.length * 8}-ecb`, keyBytes, null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/**
 * Buys `products` at once, paid from the balance, through the API as /pay's 提交订单 → 确认支付 does
 * (apps/buyer/src/pages/checkout/usePlaceOrder.ts): the preview (the server picks the best usable coupon and the
 * default address), a fresh purchase sign at the server's time, batch-purchase with what the preview showed. For a
 * journey about what follows an order; checkout.spec.ts clicks through /pay itself. Answers the order.
 */
export async function buyNow(
  request: APIRequestContext,
  token: string,
  products: readonly { huaId: number; qty: number }[],
): Promise<{ mainId: number; orderNo: string }> {
  const preview = await api<{ couponCode: string; address: { id: number } | null }>(request, token, '/v1/order/preview', {
    doWay: 'nowPay',
    products,
    version: REQUEST_VERSION,
  });
  expect(preview.code, preview.msg).toBe(200);
  const signer = (await (
    await request.get('/api/v1/order/sign-key', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Envelope<{
    key: string;
    serverTime: number;
  }>;
  const bought = await api<{ mainId: number; orderNo: string }>(request, token, '/v1/order/batch-purchase', {
    doWay: 'nowPay',
    products,
    couponCode: preview.data.couponCode,
    ...(preview.data.address ? { addressId: preview.data.address.id } : {}),
    version: REQUEST_VERSION,
    sign: purchaseSign(signer.data.key, new Date(signer.data.serverTime)),
  });
  expect(bought.code, bought.msg).toBe(200);
  return { mainId: bought.data.mainId, orderNo: bought.data.orderNo };
}

/** Fills the /login form as a buyer would (the page must be on /login). */
export async function fillLogin(page: Page, phone: string, password: string) {
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * The demo buyer (or `who`) logged in, on home: the tab starts with a session from the API (`signedIn`), then opens
 * home. A journey whose subject is the login form types it with `fillLogin` (foundation.spec.ts, accounts.spec.ts).
 */
export async function loginAs(page: Page, who: { phone: string; password: string } = DEMO) {
  await signedIn(page, who);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
}

/**
 * The tab logged in as the demo buyer (or `who`) from its next page load on, no page opened: the login the form sends
 * (the password RSA-encrypted with the server's key), through the API, and the session put in the tab as the form
 * leaves it (`startSignedIn`). For a journey about something else than logging in: the form cost each of them a page,
 * its axe check and a redirect (issue 28). Answers the session's token.
 */
export async function signedIn(page: Page, who: { phone: string; password: string } = DEMO): Promise<string> {
  const login = await api<BuyerSession>(page.request, '', '/v1/web/login', {
    userName: who.phone,
    password: await serverEncrypt(page.request, who.password),
    loginOS: 'PC',
  });
  expect(login.code, login.msg).toBe(200);
  await startSignedIn(page, login.data);
  return login.data.hxmToken;
}

/** A buyer's session as the login and registration answer it. */
type BuyerSession = { hxmToken: string; user: { buyerId: number | string } & Record<string, unknown> };

/**
 * A text encrypted with the server's RSA public key as the apps encrypt passwords and the phone stamp (§9: PKCS#1 v1.5,
 * base64, as jsencrypt writes it); `stamp` encrypts "text|server's epoch seconds" (send-reg-code's phone).
 */
async function serverEncrypt(request: APIRequestContext, text: string, opts: { stamp?: boolean } = {}): Promise<string> {
  const key = (await (await request.get('/api/v1/user/public-key')).json()) as Envelope<{ publicKey: string; serverTime: number }>;
  const plain = opts.stamp ? `${text}|${key.data.serverTime}` : text;
  return publicEncrypt({ key: key.data.publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(plain)).toString('base64');
}

/**
 * The tab starts with `session` as the buyer app keeps a login without remember me (apps/buyer/src/session.ts: token
 * and user in localStorage, the browser session's marker cookie) from its next page load on. Put in once per tab and
 * session: a logout, or a 401 that clears it, stays.
 */
async function startSignedIn(page: Page, session: BuyerSession) {
  await page.addInitScript(
    ({ token, user }) => {
      const key = 'e2e.buyerSessions';
      const put = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[];
      if (put.includes(token)) return;
      window.sessionStorage.setItem(key, JSON.stringify([...put, token]));
      window.localStorage.setItem('huashi.token', token);
      window.localStorage.setItem('huashi.user', JSON.stringify(user));
      window.localStorage.removeItem('huashi.remember');
      document.cookie = 'huashi.live=1; path=/; SameSite=Lax';
    },
    { token: session.hxmToken, user: session.user },
  );
}

/** Where recordMessages keeps its record: the tab's sessionStorage, so that it outlives a reload. */
const SHOWN_MESSAGES_KEY = 'e2e.shownMessages';

/**
 * Records the text of every message bar the page shows (role alert or status) from the next page load on, across
 * reloads and navigations of the tab. A bar lasts 2–3 s (§9) and a reload removes it: a journey that checks one after
 * something slow (a reload, a redirect) or that cannot know whether it came before or after a reload (a 401 that a
 * background request of the app may meet first) asks this record instead.
 */
export async function recordMessages(page: Page) {
  await page.addInitScript((key) => {
    const note = (node: Node) => {
      if (!(node instanceof Element)) return;
      const bars = [node, ...node.querySelectorAll('[role="alert"], [role="status"]')].filter((el) =>
        ['alert', 'status'].includes(el.getAttribute('role') ?? ''),
      );
      if (bars.length === 0) return;
      const shown = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[];
      window.sessionStorage.setItem(key, JSON.stringify([...shown, ...bars.map((bar) => bar.textContent ?? '')]));
    };
    new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(note))).observe(document, {
      childList: true,
      subtree: true,
    });
  }, SHOWN_MESSAGES_KEY);
}

/** The texts of the message bars shown in the tab since recordMessages (see there), oldest first. */
export async function shownMessages(page: Page): Promise<string[]> {
  return page.evaluate((key) => JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[], SHOWN_MESSAGES_KEY);
}

/** Waits until a message bar with this text has been shown in the tab since recordMessages (see there). */
export async function expectMessageShown(page: Page, text: string) {
  await expect.poll(() => shownMessages(page)).toContainEqual(expect.stringContaining(text));
}

/** Closes the first-visit explanation of the two sessions (/presell shows it once per browser). */
export async function dismissFirstVisit(page: Page) {
  const dialog = page.getByRole('dialog', { name: '两个交易场次' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();
}

/** A phone no other journey uses (mainland mobile, 139 + 8 random digits). */
export function freshPhone(): string {
  return `139${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
}

/** The newest code the local SMS outbox holds for a phone (the dev server exposes it). */
export async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const body = (await (await request.get(`/api/dev/sms-outbox?phone=${phone}`)).json()) as { data: { code: string }[] };
      // The newest code (an inbox notice, issue 33, carries none).
      code = body.data.find((m) => m.code !== '')?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A real PNG of one colour (width × height), made with sharp so a journey needs no file on disk. */
export async function solidPng(rgb: readonly [number, number, number], width = 8, height = width): Promise<Buffer> {
  const [r, g, b] = rgb;
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/**
 * The demo staff of the development seed (README), one per role. 管理员 and 财务 are seeded enrolled in the second
 * factor with these published demo secrets (apps/server/src/seed/staff.ts): their logins need the code too.
 */
export const STAFF = {
  admin: { loginName: 'admin', password: 'huashi-admin-1', totpSecret: 'HUASHIADMINDEMOTOTPSECRETKEY2345' },
  caiwu: { loginName: 'caiwu', password: 'huashi-caiwu-1', totpSecret: 'HUASHICAIWUDEMOTOTPSECRETKEY2345' },
  kefu: { loginName: 'kefu', password: 'huashi-kefu-1', totpSecret: null },
  peihuo: { loginName: 'peihuo', password: 'huashi-peihuo-1', totpSecret: null },
} as const;

export type StaffWho = { loginName: string; password: string; totpSecret?: string | null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const STEP_MS = 30_000;
/** The server's answer to a code whose step it has already accepted (domain TWO_FACTOR_MESSAGES.codeUsed). */
const CODE_USED = '该动态验证码已使用，请等待验证器显示下一个验证码';
/** Shared by the run's workers (one file per server): the last code step each account used. */
const STEPS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', E2E_ENV.DATA_DIR + '-totp-steps.json');

/**
 * A fresh one-time code of `who` at the server's clock (MARKET_NOW runs on from its start: /api/health tells its
 * time). The server refuses a code whose 30-second step was already used (replay) and counts a refused code against
 * the account, so the workers share the last step used per account (a file under a mkdir lock) and take the first
 * step after it: now's, the next one (accepted: ±1 step), or they wait for the server's clock to reach it.
 */
export async function staffCode(request: APIRequestContext, who: StaffWho): Promise<string> {
  if (!who.totpSecret) throw new Error(`${who.loginName} has no demo TOTP secret`);
  const totp = new TOTP({ secret: Secret.fromBase32(who.totpSecret), digits: 6, period: 30, algorithm: 'SHA1' });
  const lock = `${STEPS_FILE}.lock`;
  for (let tries = 0; ; tries += 1) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (tries > 600) throw new Error('the e2e TOTP step lock is stuck');
      await sleep(50);
    }
  }
  try {
    const steps = (() => {
      try {
        return JSON.parse(readFileSync(STEPS_FILE, 'utf8')) as Record<string, number>;
      } catch {
        return {} as Record<string, number>;
      }
    })();
    const serverNow = async () => {
      const health = (await (await request.get('/api/health')).json()) as { data: { time: string } };
      return Date.parse(health.data.time);
    };
    let now = await serverNow();
    const current = Math.floor(now / STEP_MS);
    const last = steps[who.loginName] ?? -1;
    // A step far ahead of the server is a previous run's (its clock started again at MARKET_NOW): forgotten.
    const step = Math.max(current, last > current + 1 ? -1 : last + 1);
    // A step more than one ahead is not accepted yet: wait for the server's clock.
    while (step > Math.floor(now / STEP_MS) + 1) {
      const wait = step * STEP_MS - STEP_MS - now + 200;
      // Waiting for the authenticator's next code is no slowness of the journey: its time limit grows by the wait.
      const info = base.info();
      info.setTimeout(info.timeout + wait);
      await sleep(wait);
      now = await serverNow();
    }
    steps[who.loginName] = step;
    writeFileSync(STEPS_FILE, JSON.stringify(steps));
    return totp.generate({ timestamp: step * STEP_MS });
  } finally {
    rmdirSync(lock);
  }
}

/**
 * The full sessions of enrolled staff (管理员, 财务) this run has already opened, by login name, shared by the workers
 * (one file per server, wiped with it by start-server.mjs). Each login of theirs costs an unused 30-second code
 * step, so the run's ~25 logins of the two had the journeys waiting for the next step (up to 30 s each); a session
 * opened once serves every journey whose subject is a desk, not the login (the login form and its code step are
 * admin-staff.spec.ts's and the server's staff-two-factor test's). A token is asked /admin/me before it is lent, so
 * one that ended (a logout, a reset) is replaced by a new login.
 */
const SESSIONS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', E2E_ENV.DATA_DIR + '-staff-sessions.json');

type StaffMemberView = { id: number; loginName: string; role: string } & Record<string, unknown>;

function savedSessions(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(SESSIONS_FILE, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Who `token` belongs to, or null when the server no longer takes it. */
async function staffMemberOf(request: APIRequestContext, token: string): Promise<StaffMemberView | null> {
  const res = await request.get('/api/admin/me', { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; data: StaffMemberView };
  return res.ok() && body.code === 200 ? body.data : null;
}

/**
 * A full staff session's token through the API: the password, then — enrolled — the code; for an enrolled member, the
 * run's open session when it still holds (SESSIONS_FILE).
 */
export async function staffApiToken(request: APIRequestContext, who: StaffWho): Promise<string> {
  if (!who.totpSecret) return staffPasswordLogin(request, who);
  const open = savedSessions()[who.loginName];
  if (open && (await staffMemberOf(request, open))) return open;
  const token = await staffPasswordLogin(request, who);
  writeFileSync(SESSIONS_FILE, JSON.stringify({ ...savedSessions(), [who.loginName]: token }));
  return token;
}

/**
 * Opens the back office as `who` on `page` without the login form, for a journey about a desk: the tab starts with
 * the session of staffApiToken, as the form leaves it (sessionStorage, see apps/operator/src/admin/staffSession.ts),
 * and lands on the role's first desk as after a login. The session is put in once per tab: a logout stays a logout.
 */
export async function staffSignedIn(page: Page, who: StaffWho) {
  const token = await staffApiToken(page.request, who);
  const member = await staffMemberOf(page.request, token);
  expect(member, `${who.loginName}'s session`).not.toBeNull();
  await openDeskAs(page, token, member!);
}

/** The number a 今日概览 figure link shows: its accessible name is "<label> <value>". */
export async function figureValue(link: Locator): Promise<number> {
  const name = (await link.getAttribute('aria-label')) ?? '';
  return Number(name.split(' ').pop());
}

/** The server's header that sets a request's market time (CLOCK_HEADER=on, e2e/env.mjs; apps/server/src/clock.ts). */
export const CLOCK_HEADER = 'x-huashi-clock';

/**
 * A 财务 of the journey's own, signed in on `page` whose context sends `at` in CLOCK_HEADER (a later market time, e.g.
 * the next morning): 管理员 (through `adminRequest`, on the run's clock) adds the member; their first login enrols the
 * second factor with the code of `at`. Not the demo 财务 (caiwu): its sessions of the run's day have ended by the next
 * morning, and a code of that later step would make every code of caiwu the other journeys use today a replay.
 */
export async function financeSignedInAt(page: Page, adminRequest: APIRequestContext, at: Date, tag: string) {
  const who = { loginName: `caiwu.${tag}.${Date.now().toString(36)}`, password: `caiwu-${tag}-next-day` };
  const created = await api(adminRequest, await staffApiToken(adminRequest, STAFF.admin), '/admin/staff/create', {
    ...who,
    displayName: `次日财务${tag}`,
    role: 'finance',
  });
  expect(created.code, created.msg).toBe(200);
  const login = (await (await page.request.post('/api/admin/login', { data: who })).json()) as Envelope<{
    staffToken: string;
    stage: string;
  }>;
  expect(login.data.stage, login.msg).toBe('enrol');
  const setup = await api<{ secret: string }>(page.request, login.data.staffToken, '/admin/two-factor/setup');
  expect(setup.code, setup.msg).toBe(200);
  const totp = new TOTP({ secret: Secret.fromBase32(setup.data.secret), digits: 6, period: 30, algorithm: 'SHA1' });
  const enrolled = await api<{ staffToken: string; staff: StaffMemberView }>(
    page.request,
    login.data.staffToken,
    '/admin/two-factor/confirm',
    {
      code: totp.generate({ timestamp: at.getTime() }),
    },
  );
  expect(enrolled.code, enrolled.msg).toBe(200);
  await openDeskAs(page, enrolled.data.staffToken, enrolled.data.staff);
}

/** The tab starts with the session `token` of `member`, as the login form leaves it, and lands on their first desk. */
async function openDeskAs(page: Page, token: string, member: StaffMemberView) {
  await page.addInitScript(
    ({ token, member }) => {
      if (window.location.pathname.startsWith('/admin') && !window.sessionStorage.getItem('e2e.staffSession')) {
        window.sessionStorage.setItem('e2e.staffSession', '1');
        window.sessionStorage.setItem('huashi.staff.token', token);
        window.sessionStorage.setItem('huashi.staff.member', JSON.stringify(member));
      }
    },
    { token, member },
  );
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: '后台菜单' })).toBeVisible();
}

/** A login through the API: the password, then — enrolled — a fresh code. */
async function staffPasswordLogin(request: APIRequestContext, who: StaffWho): Promise<string> {
  const login = (await (await request.post('/api/admin/login', { data: { loginName: who.loginName, password: who.password } })).json()) as {
    code: number;
    msg: string;
    data: { staffToken: string; stage: 'full' | 'code' | 'enrol' };
  };
  expect(login.code, login.msg).toBe(200);
  if (login.data.stage === 'full') return login.data.staffToken;
  const headers = { authorization: `Bearer ${login.data.staffToken}` };
  for (let attempt = 1; ; attempt++) {
    const done = (await (
      await request.post('/api/admin/login/code', { headers, data: { code: await staffCode(request, who) } })
    ).json()) as {
      code: number;
      msg: string;
      data: { staffToken: string };
    };
    // The other worker's login with a later step can reach the server first: this code is then refused as used, as it
    // would be for a person, who types the authenticator's next one.
    if (done.msg === CODE_USED && attempt < 3) continue;
    expect(done.code, done.msg).toBe(200);
    return done.data.staffToken;
  }
}

/**
 * Logs a member of staff in at /admin/login — the password and, for an enrolled member, the code from their demo
 * secret — and unless told otherwise waits for the back office's menu.
 */
export async function staffLogin(page: Page, who: StaffWho, opts: { expectMenu?: boolean } = {}) {
  await page.goto('/admin/login');
  await page.getByLabel('账号').fill(who.loginName);
  await page.getByLabel('密码').fill(who.password);
  await page.getByRole('button', { name: '登录' }).click();
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  if (who.totpSecret) {
    const used = page.getByText(CODE_USED);
    for (let attempt = 1; ; attempt++) {
      await page.getByLabel('动态验证码').fill(await staffCode(page.request, who));
      await page.getByRole('button', { name: '验证并登录' }).click();
      if (opts.expectMenu === false || attempt === 3) break;
      // As in staffApiToken: a code overtaken by the other worker's later step is refused as used; type the next one.
      await expect(menu.or(used)).toBeVisible();
      if (!(await used.isVisible())) break;
    }
  }
  if (opts.expectMenu !== false) await expect(menu).toBeVisible();
}

/** The document is never wider than the screen (no sideways scrolling); `soft` lets a journey go on and report every step. */
export async function expectNoSidewaysScroll(page: Page, step: string = page.url(), opts: { soft?: boolean } = {}) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  const check = opts.soft ? expect.soft : expect;
  check(scrollWidth, `${step} is ${scrollWidth - innerWidth}px wider than the ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}

/**
 * A new buyer (fresh phone, the SMS code from the dev outbox), registered through the API as the /login?key=2 form
 * registers (accounts.spec.ts types that form); the tab starts logged in as them, not opened yet (home sends them to
 * /dredge), from its next page load on. Answers the phone.
 */
export async function registerBuyer(page: Page, nickName: string | ((phone: string) => string), password = 'peony2026'): Promise<string> {
  const registered = await registeredBuyer(page.request, nickName, password);
  await startSignedIn(page, registered);
  return registered.phone;
}

async function registeredBuyer(
  request: APIRequestContext,
  nickName: string | ((phone: string) => string),
  password: string,
): Promise<BuyerSession & { phone: string }> {
  const phone = freshPhone();
  const sent = await api(request, '', '/v1/user/send-reg-code', { phone: await serverEncrypt(request, phone, { stamp: true }) });
  expect(sent.code, sent.msg).toBe(200);
  const registered = await api<BuyerSession>(request, '', '/v1/web/reg', {
    phone,
    code: await smsCode(request, phone),
    userName: typeof nickName === 'string' ? nickName : nickName(phone),
    password: await serverEncrypt(request, password),
    userType: 'buyer',
    createOS: 'PC',
  });
  expect(registered.code, registered.msg).toBe(200);
  return { ...registered.data, phone };
}

/**
 * A new buyer of the journey's own (no other journey touches their balance or cart): registered, the account opened
 * as a 花店 in 昆明市呈贡区 (MARKET_REGION, as the /dredge form offers it), through the API as the forms do
 * (accounts.spec.ts types them); the tab logged in as them, on home. The nickname is `prefix` + the phone's last four
 * digits.
 */
export async function newOpenedBuyer(page: Page, prefix: string): Promise<{ phone: string; buyerId: number }> {
  const registered = await registeredBuyer(page.request, (fresh) => `${prefix}${fresh.slice(-4)}`, 'peony2026');
  const types = await api<{ code: string; name: string }[]>(page.request, '', '/v1/user/get-type-list', { key: 42 });
  const florist = types.data.find((type) => type.name === '花店');
  expect(florist, '购买商类别 花店').toBeTruthy();
  const opened = await api<BuyerSession['user']>(page.request, registered.hxmToken, '/v1/info/active-buyer-user', {
    buyerType: florist!.code,
    addrPid: MARKET_REGION.provinceId,
    addrPname: MARKET_REGION.province,
    addrCid: MARKET_REGION.cityId,
    addrCname: MARKET_REGION.city,
    addrZid: MARKET_REGION.districtId,
    addrZname: MARKET_REGION.district,
    address: '斗南花卉市场5栋8号',
  });
  expect(opened.code, opened.msg).toBe(200);
  await startSignedIn(page, { hxmToken: registered.hxmToken, user: opened.data });
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  return { phone: registered.phone, buyerId: Number(opened.data.buyerId) };
}
