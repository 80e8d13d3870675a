/**
 * Issues 17 and 27: the real gateways — Alipay (alipay-sdk) and WeChat Pay APIv3 Native and H5
 * (wechatpay-axios-plugin) — through the server with PAY_GATEWAY=alipay,wechat and keys made in this test
 * (node:crypto, RSA 2048): the vendors' side is played by this file. Their notifies are signed here as the vendors sign
 * them (RSA2 over the sorted fields for Alipay; SHA256-RSA over `timestamp\nnonce\nbody\n` plus an AEAD_AES_256_GCM
 * resource for WeChat Pay) and posted to our notify URL. The outbound calls (precreate, native, h5) and the address a
 * phone opens for Alipay 手机网站支付 (gateway.do?method=alipay.trade.wap.pay…) cannot reach Alipay or WeChat from
 * here: they go to a stand-in HTTP endpoint on 127.0.0.1 started below, which checks each request as the vendor does
 * (WeChat Pay: the Authorization's SHA256-RSA signature by the merchant key over method, path, timestamp, nonce and
 * body, and the required fields; Alipay's cashier: the RSA2 signature by our application key over every parameter but
 * sign, and the required ones) and answers signed as the vendors answer (the SDKs check those signatures).
 */
import { moneyApi, type RechargeCreated } from '@huashi/api';
import { moneyEndpoints } from '@huashi/api/contracts';
import { formatShanghaiDateTime, TOP_UP_MESSAGES } from '@huashi/domain';
import { eq } from 'drizzle-orm';
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import * as t from '../src/db/schema';
import { DEMO_BUYER } from '../src/seed';
import { apiFor, settle } from './client';
import { createTestApp, type TestApp } from './harness';

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (key: KeyObject) =>
  key.type === 'private' ? key.export({ format: 'pem', type: 'pkcs8' }).toString() : key.export({ format: 'pem', type: 'spki' }).toString();
const sha256rsa = (text: string, key: KeyObject) => createSign('RSA-SHA256').update(text).sign(key, 'base64');

/** Our Alipay application's keys, Alipay's own, our WeChat Pay merchant keys and WeChat Pay's (platform) keys. */
const appKeys = pair();
const alipayKeys = pair();
const merchantKeys = pair();
const platformKeys = pair();
const stranger = pair();

const ALIPAY_APP_ID = '2021000100000001';
const MCHID = '1900000109';
const APPID = 'wxd678efh567hg6787';
const MERCHANT_SERIAL = '3775B6A45ACD588826D15E583A95F5DD12345678';
const PLATFORM_SERIAL = 'PUB_KEY_ID_0114232134912410000000000000001';
const APIV3_KEY = randomBytes(16).toString('hex');
/** The amount the stand-in refuses to make a QR or phone payment for (the gateway "down"). */
const REFUSED_YUAN = '999.99';
const REFUSED_FEN = 99_999;

/** A request the stand-in took: what it was, whether the vendor's check passed, what it answered. */
type Received = { path: string; body: Record<string, unknown>; authorization: string; verdict: string; answer: Record<string, unknown> };
const received: Received[] = [];
let vendor: Server;
let vendorOrigin = '';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * WeChat Pay's check of an APIv3 request: WECHATPAY2-SHA256-RSA2048 with our mchid and merchant serial, its signature
 * by the merchant key over `METHOD\nPATH\ntimestamp\nnonce\nbody\n`; 'signed' or why not.
 */
function wechatVerdict(method: string, path: string, text: string, authorization: string): string {
  const scheme = 'WECHATPAY2-SHA256-RSA2048 ';
  if (!authorization.startsWith(scheme)) return 'no authorization';
  const parts = Object.fromEntries([...authorization.slice(scheme.length).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  if (parts.mchid !== MCHID || parts.serial_no !== MERCHANT_SERIAL) return 'another merchant';
  if (!parts.nonce_str || !parts.timestamp || !parts.signature) return 'incomplete authorization';
  const signed = `${method}\n${path}\n${parts.timestamp}\n${parts.nonce_str}\n${text}\n`;
  return createVerify('RSA-SHA256').update(signed).verify(merchantKeys.publicKey, parts.signature, 'base64') ? 'signed' : 'bad signature';
}

/** The fields WeChat Pay requires of a native or H5 transaction (H5 also its scene); the first missing one, or null. */
function wechatMissing(path: string, body: Record<string, unknown>): string | null {
  const amount = body.amount as { total?: unknown } | undefined;
  const scene = body.scene_info as { payer_client_ip?: unknown; h5_info?: { type?: unknown } } | undefined;
  const required: [string, boolean][] = [
    ['appid', body.appid === APPID],
    ['mchid', body.mchid === MCHID],
    ['description', typeof body.description === 'string' && body.description !== ''],
    ['out_trade_no', typeof body.out_trade_no === 'string' && /^[A-Za-z0-9_*-]{6,32}$/.test(body.out_trade_no)],
    ['notify_url', typeof body.notify_url === 'string' && body.notify_url.startsWith('https://')],
    ['amount.total', Number.isSafeInteger(amount?.total) && (amount!.total as number) > 0],
  ];
  if (path.endsWith('/h5')) {
    required.push(['scene_info.payer_client_ip', typeof scene?.payer_client_ip === 'string' && scene.payer_client_ip !== '']);
    required.push(['scene_info.h5_info.type', typeof scene?.h5_info?.type === 'string' && scene.h5_info.type !== '']);
  }
  return required.find(([, ok]) => !ok)?.[0] ?? null;
}

/**
 * Alipay's check of a page payment's address (gateway.do?…): signed RSA2 by our application key over every parameter
 * but sign, sorted as name=value joined by &; alipay.trade.wap.pay with its required parameters. 'signed' or why not.
 */
function alipayPageVerdict(query: URLSearchParams): string {
  const fields = Object.fromEntries(query);
  const content = Object.keys(fields)
    .filter((name) => name !== 'sign' && fields[name] !== '')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  const signed = Boolean(fields.sign) && createVerify('RSA-SHA256').update(content).verify(appKeys.publicKey, fields.sign!, 'base64');
  if (!signed) return 'invalid-signature';
  if (fields.app_id !== ALIPAY_APP_ID || fields.sign_type !== 'RSA2' || fields.charset !== 'utf-8' || fields.version !== '1.0') {
    return 'invalid-parameter';
  }
  if (fields.method !== 'alipay.trade.wap.pay' || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(fields.timestamp ?? '')) return 'invalid-method';
  let biz: Record<string, unknown>;
  try {
    biz = JSON.parse(fields.biz_content ?? '') as Record<string, unknown>;
  } catch {
    return 'missing-biz-content';
  }
  const ok =
    typeof biz.out_trade_no === 'string' &&
    typeof biz.subject === 'string' &&
    biz.product_code === 'QUICK_WAP_WAY' &&
    /^\d{1,8}(\.\d{1,2})?$/.test(String(biz.total_amount));
  return ok ? 'signed' : 'missing-required-arguments';
}

/** Alipay's and WeChat Pay's endpoints as they answer: JSON signed with the vendor's key in their headers. */
function startVendor(): Promise<void> {
  vendor = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = randomBytes(8).toString('hex');
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (request.method === 'GET' && url.pathname === '/gateway.do') {
        // Alipay's cashier for 手机网站支付: opened by the buyer's browser, it refuses an address it did not get signed.
        const verdict = alipayPageVerdict(url.searchParams);
        const biz = JSON.parse(url.searchParams.get('biz_content') ?? '{}') as Record<string, unknown>;
        received.push({ path: url.pathname, body: biz, authorization: '', verdict, answer: {} });
        if (verdict !== 'signed') {
          response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(`错误代码 ${verdict}`);
          return;
        }
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(`<h1>支付宝收银台</h1><p>${String(biz.out_trade_no)}</p>`);
        return;
      }
      const body = JSON.parse(text || '{}') as Record<string, unknown>;
      const authorization = String(request.headers.authorization ?? '');
      const entry: Received = { path: request.url ?? '', body, authorization, verdict: 'signed', answer: {} };
      received.push(entry);
      if (request.url === '/v3/alipay/trade/precreate') {
        if (body.total_amount === REFUSED_YUAN) {
          response
            .writeHead(400, { 'content-type': 'application/json' })
            .end(JSON.stringify({ code: 'INVALID_PARAMETER', message: '参数有误' }));
          return;
        }
        const answer = JSON.stringify({ out_trade_no: body.out_trade_no, qr_code: `https://qr.alipay.com/bax0${nonce}` });
        response.writeHead(200, {
          'content-type': 'application/json',
          'alipay-timestamp': timestamp,
          'alipay-nonce': nonce,
          'alipay-signature': sha256rsa(`${timestamp}\n${nonce}\n${answer}\n`, alipayKeys.privateKey),
        });
        response.end(answer);
        return;
      }
      if (request.url === '/v3/pay/transactions/native' || request.url === '/v3/pay/transactions/h5') {
        entry.verdict = wechatVerdict(request.method ?? '', request.url, text, authorization);
        if (entry.verdict !== 'signed') {
          response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'SIGN_ERROR', message: '签名错误' }));
          return;
        }
        const missing = wechatMissing(request.url, body);
        if (missing || (body.amount as { total?: number }).total === REFUSED_FEN) {
          entry.verdict = missing ? `missing ${missing}` : 'refused';
          response.writeHead(400, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              code: 'PARAM_ERROR',
              message: missing ? `输入源“/body/${missing}”映射到值字段“${missing}”必填性规则校验失败` : '参数错误',
            }),
          );
          return;
        }
        entry.answer =
          request.url === '/v3/pay/transactions/h5'
            ? {
                h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${nonce}&package=${randomBytes(4).readUInt32BE()}`,
              }
            : { code_url: `weixin://wxpay/bizpayurl?pr=${nonce}` };
        const answer = JSON.stringify(entry.answer);
        response.writeHead(200, {
          'content-type': 'application/json',
          'wechatpay-timestamp': timestamp,
          'wechatpay-nonce': nonce,
          'wechatpay-serial': PLATFORM_SERIAL,
          'wechatpay-signature': sha256rsa(`${timestamp}\n${nonce}\n${answer}\n`, platformKeys.privateKey),
        });
        response.end(answer);
        return;
      }
      response.writeHead(404).end();
    })();
  });
  return new Promise((resolve) =>
    vendor.listen(0, '127.0.0.1', () => {
      vendorOrigin = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

const realEnv = () => ({
  PAY_GATEWAY: 'alipay,wechat',
  ALIPAY_APP_ID,
  ALIPAY_PRIVATE_KEY: pem(appKeys.privateKey),
  ALIPAY_PUBLIC_KEY: alipayKeys.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  ALIPAY_ENDPOINT: vendorOrigin,
  WECHAT_MCHID: MCHID,
  WECHAT_APPID: APPID,
  WECHAT_SERIAL_NO: MERCHANT_SERIAL,
  WECHAT_PRIVATE_KEY: pem(merchantKeys.privateKey),
  WECHAT_APIV3_KEY: APIV3_KEY,
  WECHAT_PLATFORM_PUBLIC_KEY: pem(platformKeys.publicKey),
  WECHAT_PLATFORM_SERIAL: PLATFORM_SERIAL,
  WECHAT_BASE_URL: vendorOrigin,
  PAY_NOTIFY_ORIGIN: 'https://huashi.example.com',
});

let h: TestApp;
let buyer: string;

beforeAll(async () => {
  await startVendor();
  h = await createTestApp({ config: { payments: loadConfig({ NODE_ENV: 'test', ...realEnv() }).payments } });
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
});
afterAll(async () => {
  await h?.close();
  await new Promise((resolve) => vendor?.close(resolve));
});

const money = (token: string) => moneyApi(apiFor(h.app, token).client);
async function balance(): Promise<number> {
  const [row] = await h.db.select({ fen: t.buyers.balanceFen }).from(t.buyers).where(eq(t.buyers.phone, DEMO_BUYER.phone));
  return row!.fen;
}
const ledgerRows = (outTradeNo: string) => h.db.select().from(t.balanceLedger).where(eq(t.balanceLedger.refId, outTradeNo));
const topUp = (payFee: string, payWay: 'ALIPAY' | 'WECHAT'): Promise<RechargeCreated> => money(buyer).recharge({ payFee, payWay });
/** A top-up on the phone, from the buyer's address `ip`. */
const phoneTopUp = (payFee: string, payWay: 'ALIPAY' | 'WECHAT', ip = '203.0.113.7'): Promise<RechargeCreated> =>
  moneyApi(apiFor(h.app, buyer, { ip }).client).recharge({ payFee, payWay, pattern: 'H5' });
/** Our result page for a recharge, on the origin the (injected) request reached. */
const resultPage = (outTradeNo: string) => new RegExp(`^http://[^/]+/money/result\\?outTradeNo=${outTradeNo}$`);
/** The buyer's bill lines of one recharge. */
const billsOf = async (outTradeNo: string) =>
  (await money(buyer).bills({ page: 1, limit: 50 })).list.filter((line) => line.ioNotice.includes(outTradeNo));

// ---- Alipay's notify, signed as Alipay signs it: RSA2 over every field but sign and sign_type, sorted, name=value&…

function alipayNotify(outTradeNo: string, totalAmount: string, over: Record<string, string> = {}, key = alipayKeys.privateKey) {
  const fields: Record<string, string> = {
    notify_time: '2026-11-17 11:46:02',
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(12).toString('hex'),
    charset: 'utf-8',
    version: '1.0',
    app_id: ALIPAY_APP_ID,
    trade_no: `2026111722001${randomBytes(6).toString('hex')}`,
    out_trade_no: outTradeNo,
    trade_status: 'TRADE_SUCCESS',
    total_amount: totalAmount,
    receipt_amount: totalAmount,
    subject: '花市账户充值',
    gmt_payment: '2026-11-17 11:46:01',
    ...over,
  };
  const content = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return { ...fields, sign_type: 'RSA2', sign: sha256rsa(content, key) };
}

async function postAlipay(fields: Record<string, string>) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/pay-gate/notify/alipay',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

// ---- WeChat Pay's notify: the transaction encrypted with the APIv3 key, the body signed with the platform key.

type WechatOptions = {
  total?: number;
  mchid?: string;
  tradeState?: string;
  tradeType?: 'NATIVE' | 'MWEB';
  timestamp?: number;
  key?: KeyObject;
  apiV3Key?: string;
};

function wechatNotify(outTradeNo: string, amountFen: number, o: WechatOptions = {}) {
  const transaction = JSON.stringify({
    mchid: o.mchid ?? MCHID,
    appid: APPID,
    out_trade_no: outTradeNo,
    transaction_id: `4200001${randomBytes(8).toString('hex')}`,
    trade_type: o.tradeType ?? 'NATIVE',
    trade_state: o.tradeState ?? 'SUCCESS',
    trade_state_desc: '支付成功',
    success_time: '2026-11-17T11:46:01+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: o.total ?? amountFen, payer_total: o.total ?? amountFen, currency: 'CNY', payer_currency: 'CNY' },
  });
  const iv = randomBytes(6).toString('hex');
  const aad = 'transaction';
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(o.apiV3Key ?? APIV3_KEY), iv).setAAD(Buffer.from(aad));
  const ciphertext = Buffer.concat([cipher.update(transaction, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  const body = JSON.stringify({
    id: randomBytes(8).toString('hex'),
    create_time: '2026-11-17T11:46:02+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: aad, nonce: iv },
  });
  const timestamp = String(o.timestamp ?? Math.floor(h.clock.now().getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const headers = {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': PLATFORM_SERIAL,
    'wechatpay-signature': sha256rsa(`${timestamp}\n${nonce}\n${body}\n`, o.key ?? platformKeys.privateKey),
  };
  return { body, headers };
}

async function postWechat(notify: { body: string; headers: Record<string, string> }) {
  return h.app.inject({
    method: 'POST',
    url: '/api/pay-gate/notify/wechat',
    headers: { 'content-type': 'application/json', ...notify.headers },
    payload: notify.body,
  });
}

describe('the pay ways on', () => {
  it('names each way with its real gateway (no sandbox)', async () => {
    expect(await money(buyer).payWays()).toEqual({
      ways: [
        { payWay: 'ALIPAY', gateway: '支付宝', sandbox: false },
        { payWay: 'WECHAT', gateway: '微信支付', sandbox: false },
      ],
    });
    const sandboxPage = await h.app.inject({ method: 'GET', url: '/api/pay-sandbox/R20261117114500ABCDEF12' });
    expect(sandboxPage.statusCode).toBe(404);
    const sandboxNotify = await h.app.inject({ method: 'POST', url: '/api/pay-gate/notify/sandbox', payload: {} });
    expect(sandboxNotify.statusCode).toBe(404);
  });
});

describe('Alipay', () => {
  it('makes the QR by precreate (signed by us, its answer checked by the SDK) with our notify URL', async () => {
    const created = await topUp('1000', 'ALIPAY');
    expect(created).toMatchObject({ PayMethod: 'ALIPAY', gateway: '支付宝', payFee: '1000.00', expiresIn: 60 });
    expect(created.PayOrderInfo).toMatch(/^https:\/\/qr\.alipay\.com\//);
    const call = received.find((r) => r.path === '/v3/alipay/trade/precreate' && r.body.out_trade_no === created.outTradeNo)!;
    expect(call.body).toMatchObject({
      total_amount: '1000.00',
      subject: '花市账户充值',
      notify_url: 'https://huashi.example.com/api/pay-gate/notify/alipay',
      time_expire: '2026-11-17 11:46:00',
    });
    // The request carries our application's RSA2 signature (ALIPAY-SHA256withRSA …,sign=…).
    expect(call.authorization).toMatch(new RegExp(`^ALIPAY-SHA256withRSA app_id=${ALIPAY_APP_ID},nonce=.+,timestamp=\\d+,sign=.+`));
    const authString = call.authorization.slice('ALIPAY-SHA256withRSA '.length, call.authorization.indexOf(',sign='));
    const sign = call.authorization.slice(call.authorization.indexOf(',sign=') + 6);
    const signed = `${authString}\nPOST\n/v3/alipay/trade/precreate\n${JSON.stringify(call.body)}\n`;
    expect(createVerify('RSA-SHA256').update(signed).verify(appKeys.publicKey, sign, 'base64')).toBe(true);
  });

  it('credits a correctly signed notify sent 3 times once, and answers success each time', async () => {
    const before = await balance();
    const created = await topUp('1234.56', 'ALIPAY');
    const notify = alipayNotify(created.outTradeNo, '1234.56');
    expect(await Promise.all([postAlipay(notify), postAlipay(notify), postAlipay(notify)])).toEqual(['success', 'success', 'success']);
    expect(await balance()).toBe(before + 123_456);
    const rows = await ledgerRows(created.outTradeNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ioNotice).toBe(`账户充值（支付宝，充值单号${created.outTradeNo}）`);
    expect(await money(buyer).rechargeStatus(created.outTradeNo)).toMatchObject({ status: 'paid' });
  });

  it('refuses a wrong signature, a tampered amount, another app id, an unsigned or unpaid notify and a signed other amount', async () => {
    const before = await balance();
    const created = await topUp('500', 'ALIPAY');
    const good = alipayNotify(created.outTradeNo, '500.00');
    const refused = [
      alipayNotify(created.outTradeNo, '500.00', {}, stranger.privateKey),
      { ...good, total_amount: '5000.00' },
      alipayNotify(created.outTradeNo, '500.00', { app_id: '2021000199999999' }),
      Object.fromEntries(Object.entries(good).filter(([name]) => name !== 'sign')),
      alipayNotify(created.outTradeNo, '500.00', { trade_status: 'WAIT_BUYER_PAY' }),
      alipayNotify(created.outTradeNo, '5.00'),
    ];
    for (const fields of refused) expect(await postAlipay(fields)).toBe('fail');
    expect(await balance()).toBe(before);
    expect(await ledgerRows(created.outTradeNo)).toHaveLength(0);
    // The genuine one still credits (TRADE_FINISHED counts as paid too).
    expect(await postAlipay(alipayNotify(created.outTradeNo, '500', { trade_status: 'TRADE_FINISHED' }))).toBe('success');
    expect(await balance()).toBe(before + 50_000);
  });

  it('credits a late notify after the QR expired once', async () => {
    const before = await balance();
    const created = await topUp('20', 'ALIPAY');
    h.clock.advance(61_000);
    expect((await money(buyer).rechargeStatus(created.outTradeNo)).status).toBe('expired');
    const notify = alipayNotify(created.outTradeNo, '20.00');
    expect(await postAlipay(notify)).toBe('success');
    expect(await postAlipay(notify)).toBe('success');
    expect(await balance()).toBe(before + 2_000);
    expect(await ledgerRows(created.outTradeNo)).toHaveLength(1);
    expect((await money(buyer).rechargeStatus(created.outTradeNo)).status).toBe('paid');
  });

  it('says 支付通道暂时无法使用 when Alipay refuses to make the QR', async () => {
    expect(await settle(topUp(REFUSED_YUAN, 'ALIPAY'))).toMatchObject({ code: 400, msg: TOP_UP_MESSAGES.gatewayDown });
  });

  it("on a phone answers the signed 手机网站支付 address (alipay.trade.wap.pay) that Alipay's cashier takes", async () => {
    const created = await phoneTopUp('256', 'ALIPAY');
    const expires = formatShanghaiDateTime(new Date(h.clock.now().getTime() + 300_000));
    expect(created).toMatchObject({ PayMethod: 'ALIPAY', pattern: 'H5', gateway: '支付宝', payFee: '256.00', expiresIn: 300 });
    const address = new URL(created.redirectUrl!);
    expect(`${address.origin}${address.pathname}`).toBe(`${vendorOrigin}/gateway.do`);
    const query = Object.fromEntries(address.searchParams);
    expect(query).toMatchObject({
      app_id: ALIPAY_APP_ID,
      method: 'alipay.trade.wap.pay',
      sign_type: 'RSA2',
      notify_url: 'https://huashi.example.com/api/pay-gate/notify/alipay',
    });
    expect(query.return_url).toMatch(resultPage(created.outTradeNo));
    expect(JSON.parse(query.biz_content!)).toEqual({
      out_trade_no: created.outTradeNo,
      total_amount: '256.00',
      subject: '花市账户充值',
      product_code: 'QUICK_WAP_WAY',
      quit_url: query.return_url,
      time_expire: expires,
    });

    // The buyer's browser opens it: Alipay's cashier checks our signature and takes it.
    const cashier = await fetch(created.redirectUrl!);
    expect(cashier.status).toBe(200);
    expect(await cashier.text()).toContain(created.outTradeNo);
    // The same address with a smaller amount (or signed by another key) is refused by the cashier.
    const cheaper = new URL(created.redirectUrl!);
    cheaper.searchParams.set('biz_content', query.biz_content!.replace('"256.00"', '"0.01"'));
    expect(await (await fetch(cheaper)).text()).toBe('错误代码 invalid-signature');
    const forged = new URL(created.redirectUrl!);
    forged.searchParams.set('sign', sha256rsa('anything', stranger.privateKey));
    expect((await fetch(forged)).status).toBe(400);
  });

  it('credits a phone payment whose buyer never came back (the tab closed) when its late notify arrives, once', async () => {
    const before = await balance();
    const created = await phoneTopUp('75.5', 'ALIPAY');
    h.clock.advance(301_000);
    expect((await money(buyer).rechargeStatus(created.outTradeNo)).status).toBe('expired');
    const notify = alipayNotify(created.outTradeNo, '75.50');
    expect(await Promise.all([postAlipay(notify), postAlipay(notify)])).toEqual(['success', 'success']);
    expect(await postAlipay(alipayNotify(created.outTradeNo, '75.50'))).toBe('success');
    expect(await balance()).toBe(before + 7_550);
    expect(await billsOf(created.outTradeNo)).toMatchObject([{ ioValue: '75.50' }]);
    expect((await money(buyer).rechargeStatus(created.outTradeNo)).status).toBe('paid');
  });
});

describe('WeChat Pay', () => {
  it('makes the QR by /v3/pay/transactions/native (its signed answer checked by the SDK) with our notify URL', async () => {
    const created = await topUp('88.8', 'WECHAT');
    expect(created).toMatchObject({ PayMethod: 'WECHAT', gateway: '微信支付', payFee: '88.80' });
    expect(created.PayOrderInfo).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const call = received.find((r) => r.path === '/v3/pay/transactions/native' && r.body.out_trade_no === created.outTradeNo)!;
    expect(call.body).toMatchObject({
      appid: APPID,
      mchid: MCHID,
      description: '花市账户充值',
      notify_url: 'https://huashi.example.com/api/pay-gate/notify/wechat',
      amount: { total: 8_880, currency: 'CNY' },
    });
    expect(call.body.time_expire).toMatch(/^2026-11-17T\d\d:\d\d:\d\d\+08:00$/);
    expect(call.authorization).toMatch(new RegExp(`^WECHATPAY2-SHA256-RSA2048 mchid="${MCHID}",.*serial_no="${MERCHANT_SERIAL}"`));
  });

  it('credits a correctly signed notify sent 3 times once, answering 204 each time', async () => {
    const before = await balance();
    const created = await topUp('66', 'WECHAT');
    const notify = wechatNotify(created.outTradeNo, 6_600);
    const answers = await Promise.all([postWechat(notify), postWechat(notify), postWechat(notify)]);
    expect(answers.map((res) => res.statusCode)).toEqual([204, 204, 204]);
    expect(await balance()).toBe(before + 6_600);
    const rows = await ledgerRows(created.outTradeNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ioNotice).toBe(`账户充值（微信支付，充值单号${created.outTradeNo}）`);
  });

  it('refuses a wrong signature, a tampered body, another merchant, an unsigned, stale, unpaid or other-amount notify', async () => {
    const before = await balance();
    const created = await topUp('300', 'WECHAT');
    const no = created.outTradeNo;
    const good = wechatNotify(no, 30_000);
    const stale = Math.floor(h.clock.now().getTime() / 1000) - 301;
    const refused = [
      wechatNotify(no, 30_000, { key: stranger.privateKey }),
      { ...good, body: good.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') },
      wechatNotify(no, 30_000, { mchid: '1900000999' }),
      { body: good.body, headers: {} },
      wechatNotify(no, 30_000, { timestamp: stale }),
      wechatNotify(no, 30_000, { tradeState: 'NOTPAY' }),
      wechatNotify(no, 30_000, { apiV3Key: 'b'.repeat(32) }),
      wechatNotify(no, 30_000, { total: 3_000 }),
    ];
    for (const notify of refused) {
      const res = await postWechat(notify);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'FAIL', message: '失败' });
    }
    expect(await balance()).toBe(before);
    expect(await ledgerRows(no)).toHaveLength(0);
    expect((await postWechat(wechatNotify(no, 30_000))).statusCode).toBe(204);
    expect(await balance()).toBe(before + 30_000);
  });

  it('credits a late notify after the QR expired once', async () => {
    const before = await balance();
    const created = await topUp('10', 'WECHAT');
    h.clock.advance(90_000);
    expect((await money(buyer).rechargeStatus(created.outTradeNo)).status).toBe('expired');
    const notify = wechatNotify(created.outTradeNo, 1_000);
    expect((await postWechat(notify)).statusCode).toBe(204);
    expect((await postWechat(notify)).statusCode).toBe(204);
    expect(await balance()).toBe(before + 1_000);
    expect(await ledgerRows(created.outTradeNo)).toHaveLength(1);
  });

  it("on a phone asks /v3/pay/transactions/h5 with the payer's IP; the browser goes to h5_url with our result page as redirect_url", async () => {
    const created = await phoneTopUp('45.6', 'WECHAT', '198.51.100.23');
    expect(created).toMatchObject({ PayMethod: 'WECHAT', pattern: 'H5', gateway: '微信支付', payFee: '45.60', expiresIn: 300 });
    const call = received.find((r) => r.path === '/v3/pay/transactions/h5' && r.body.out_trade_no === created.outTradeNo)!;
    expect(call.verdict).toBe('signed');
    expect(call.body).toMatchObject({
      appid: APPID,
      mchid: MCHID,
      description: '花市账户充值',
      notify_url: 'https://huashi.example.com/api/pay-gate/notify/wechat',
      amount: { total: 4_560, currency: 'CNY' },
      scene_info: { payer_client_ip: '198.51.100.23', h5_info: { type: 'Wap' } },
    });
    const [h5Url, redirect] = created.redirectUrl!.split('&redirect_url=');
    expect(h5Url).toBe(call.answer.h5_url);
    expect(decodeURIComponent(redirect!)).toMatch(resultPage(created.outTradeNo));
  });

  it('the stand-in refuses what WeChat Pay refuses: another key, another merchant, a missing scene; so do we (支付通道暂时无法使用)', async () => {
    const body = JSON.stringify({
      appid: APPID,
      mchid: MCHID,
      description: '花市账户充值',
      out_trade_no: 'R20261117114500FFFF0001',
      notify_url: 'https://huashi.example.com/api/pay-gate/notify/wechat',
      amount: { total: 100, currency: 'CNY' },
    });
    const post = (key: KeyObject, mchid = MCHID) => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = randomBytes(16).toString('hex');
      const signature = sha256rsa(`POST\n/v3/pay/transactions/h5\n${timestamp}\n${nonce}\n${body}\n`, key);
      const authorization = `WECHATPAY2-SHA256-RSA2048 mchid="${mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${MERCHANT_SERIAL}"`;
      return fetch(`${vendorOrigin}/v3/pay/transactions/h5`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body,
      });
    };
    expect((await post(stranger.privateKey)).status).toBe(401);
    expect((await post(merchantKeys.privateKey, '1900000999')).status).toBe(401);
    const unscened = await post(merchantKeys.privateKey);
    expect(unscened.status).toBe(400);
    expect(((await unscened.json()) as { code: string }).code).toBe('PARAM_ERROR');
    expect(await settle(phoneTopUp(REFUSED_YUAN, 'WECHAT'))).toMatchObject({ code: 400, msg: TOP_UP_MESSAGES.gatewayDown });
  });

  it('credits an H5 payment whose buyer never came back when its late notify arrives, once, and shows it in the bills', async () => {
    const before = await balance();
    const created = await phoneTopUp('19.9', 'WECHAT');
    h.clock.advance(301_000);
    const notify = wechatNotify(created.outTradeNo, 1_990, { tradeType: 'MWEB' });
    expect((await Promise.all([postWechat(notify), postWechat(notify)])).map((res) => res.statusCode)).toEqual([204, 204]);
    expect(await balance()).toBe(before + 1_990);
    expect(await billsOf(created.outTradeNo)).toMatchObject([
      { ioValue: '19.90', ioNotice: `账户充值（微信支付，充值单号${created.outTradeNo}）` },
    ]);
  });

  it("refuses an Alipay-signed notify for a WeChat recharge (another gateway's pay way)", async () => {
    const created = await topUp('12', 'WECHAT');
    expect(await postAlipay(alipayNotify(created.outTradeNo, '12.00'))).toBe('fail');
    expect(await ledgerRows(created.outTradeNo)).toHaveLength(0);
  });
});

describe('only one real gateway configured', () => {
  let alone: TestApp;
  beforeAll(async () => {
    const env = { ...realEnv(), PAY_GATEWAY: 'alipay' };
    alone = await createTestApp({ config: { payments: loadConfig({ NODE_ENV: 'test', ...env }).payments } });
  });
  afterAll(async () => {
    await alone?.close();
  });

  it('offers only its way; the other is refused with 该支付方式暂未开通', async () => {
    const token = await alone.login(DEMO_BUYER.phone, DEMO_BUYER.password);
    const api = moneyApi(apiFor(alone.app, token).client);
    expect(await api.payWays()).toEqual({ ways: [{ payWay: 'ALIPAY', gateway: '支付宝', sandbox: false }] });
    expect(await settle(api.recharge({ payFee: '100', payWay: 'WECHAT' }))).toMatchObject({ code: 400, msg: TOP_UP_MESSAGES.payWayOff });
    const wechat = await alone.app.inject({
      method: 'POST',
      url: `/api${moneyEndpoints.notify.path.replace(':gateway', 'wechat')}`,
      payload: {},
    });
    expect(wechat.statusCode).toBe(404);
  });
});
