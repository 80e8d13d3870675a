/**
 * Response contracts (src/http/responses.ts): every route declares its answer, development and test check each
 * answer against it (test: a mismatch answers HTTP 500), production sends without checking. A small Fastify app
 * with the server's own error handling, serializer and scopes; the real routes are checked by every other test file.
 */
import { endpoint } from '@huashi/api';
import { answers, entity, file, whole, yuan } from '@huashi/api/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ResponseCheck } from '../src/config';
import type { AppContext } from '../src/context';
import { BusinessError, ok } from '../src/http/envelope';
import { registerErrorHandling } from '../src/http/errors';
import { registerContracts } from '../src/http/contracts';
import { registerResponseContracts } from '../src/http/responses';
import { serve } from '../src/http/serve';
import { publicGuard, scope, type Scope } from '../src/plugins/scopes';
import { DEMO_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { apiFor } from './client';
import { createTestApp, type TestApp } from './harness';

const line = entity({ id: whole, price: yuan });
const contract = { querystring: z.object({ answer: z.string().optional() }), response: answers(line) };

/** One route answering what the query asks for: right, a wrong type, an extra field, a refusal, or self-serialised JSON. */
function routes(app: Scope) {
  app.get('/line', { schema: contract }, async (request, reply) => {
    switch (request.query.answer) {
      case 'wrongType':
        return ok({ id: 1, price: 12.3 } as never);
      case 'extraField':
        return ok({ id: 1, price: '12.30', cost: '9.00' } as never);
      case 'refusal':
        throw new BusinessError(429, '操作太频繁', { secondsLeft: 30 });
      case 'preSerialised':
        return reply.type('application/json; charset=utf-8').send('{"code":200,"msg":"操作成功","data":{"id":"x"}}' as never);
      default:
        return ok({ id: 1, price: '12.30' });
    }
  });
  app.get('/file', { schema: { querystring: z.object({}), response: { 200: file('text/plain; charset=utf-8') } } }, async (_r, reply) =>
    reply.type('text/plain; charset=utf-8').send('plain text'),
  );
}

async function appWith(responseCheck: ResponseCheck) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  registerContracts(app);
  registerResponseContracts(app, { responseCheck });
  await app.register(scope(publicGuard, {} as AppContext, routes));
  await app.ready();
  return app;
}

const get = async (app: Awaited<ReturnType<typeof appWith>>, answer: string) => {
  const res = await app.inject({ method: 'GET', url: `/line?answer=${answer}` });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
};

describe('response contracts', () => {
  it('in test (fail), an answer outside its contract is a fault: HTTP 500, named on stderr', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const app = await appWith('fail');
    try {
      expect(await get(app, 'right')).toEqual({ status: 200, body: { code: 200, msg: '操作成功', data: { id: 1, price: '12.30' } } });
      for (const answer of ['wrongType', 'extraField', 'preSerialised']) {
        const res = await get(app, answer);
        expect(res.status, answer).toBe(500);
        expect(res.body.code, answer).toBe(500);
      }
      const named = stderr.mock.calls.map(([text]) => String(text)).join('');
      expect(named).toContain('GET /line (HTTP 200) answered outside its response contract — data.price');
      expect(named).toContain('data: Unrecognized key: "cost"');
    } finally {
      stderr.mockRestore();
      await app.close();
    }
  });

  it('a refusal keeps its own data (the contract checks data only on success)', async () => {
    const app = await appWith('fail');
    expect(await get(app, 'refusal')).toEqual({ status: 200, body: { code: 429, msg: '操作太频繁', data: { secondsLeft: 30 } } });
    await app.close();
  });

  it('in development (log) the mismatch is logged and the answer still goes out; in production (off) nothing is checked', async () => {
    for (const mode of ['log', 'off'] as const) {
      const app = await appWith(mode);
      expect(await get(app, 'wrongType'), mode).toEqual({
        status: 200,
        body: { code: 200, msg: '操作成功', data: { id: 1, price: 12.3 } },
      });
      expect((await get(app, 'extraField')).body.data, mode).toEqual({ id: 1, price: '12.30', cost: '9.00' });
      await app.close();
    }
  });

  it('a file answer is sent as it is', async () => {
    const app = await appWith('fail');
    const res = await app.inject({ method: 'GET', url: '/file' });
    expect([res.statusCode, res.body]).toEqual([200, 'plain text']);
    await app.close();
  });

  it('a route without a response contract stops the server at start, like one without a request contract', async () => {
    const app = Fastify({ logger: false });
    const start = async () => {
      await app.register(
        scope(publicGuard, {} as AppContext, (scoped) => {
          scoped.get('/bare', { schema: { querystring: z.object({}) } }, async () => ok(null));
        }),
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow('GET /bare has no response contract');
  });

  it('an endpoint registered in a scope other than its own stops the server at start', async () => {
    const buyerOnly = endpoint('POST', '/mine', 'buyer', { body: z.object({}), response: answers(line) });
    const app = Fastify({ logger: false });
    const start = async () => {
      await app.register(
        scope(publicGuard, {} as AppContext, (scoped) => serve(scoped, buyerOnly, async () => ok({ id: 1, price: '1.00' })), 'public'),
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow('POST /mine is a buyer endpoint registered in the public scope');
  });
});

/**
 * The real app answers within its contracts on the calls no other test file reads (every other route's answer is
 * checked by the test that calls it): a contract mismatch would answer HTTP 500 here.
 */
describe('the answers no other test reads', () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('public key, the second login path, the staff list and the development helpers', async () => {
    const { publicKey, serverTime } = await apiFor(h.app).account.publicKey();
    expect(publicKey).toContain('BEGIN PUBLIC KEY');
    expect(Number.isInteger(serverTime)).toBe(true);

    const password = h.encrypt(DEMO_BUYER.password);
    const login = await h.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { userName: DEMO_BUYER.phone, password } });
    expect([login.statusCode, login.json().code, login.json().data.user.nickName]).toEqual([200, 200, DEMO_BUYER.nickName]);

    const [admin] = DEMO_STAFF;
    const staffToken = await h.staffLogin(admin);
    expect((await apiFor(h.app, staffToken).staff.list()).map((member) => member.loginName)).toContain(admin.loginName);

    const sign = await h.app.inject({ method: 'GET', url: '/api/dev/demo-operator-sign' });
    expect([sign.statusCode, typeof sign.json().data.sign]).toEqual([200, 'string']);
    const notice = await h.app.inject({
      method: 'POST',
      url: '/api/dev/notice',
      payload: { title: '通知', content: '<p>内容</p>', type: 2 },
    });
    expect([notice.statusCode, notice.json().code]).toEqual([200, 200]);
  });
});
