/**
 * Real-name verification (issue 17 slice B1): the buyer's get-certification / certification and the 财务 desk's
 * 实名审核 (/api/admin/identity): guards, ID numbers masked to the buyer and in full to staff, approve / reject with a
 * reason (one audit row each, deciding twice refused), resubmission after a rejection, photos only of one's own.
 */
import { adminIdentityApi, type IdentityRow } from '@huashi/api';
import { adminIdentityEndpoints, realNameEndpoints, uploadEndpoints } from '@huashi/api/contracts';
import { REAL_NAME_MESSAGES, STAFF_MESSAGES, UPLOAD_SIGN_SUFFIX, uploadSign } from '@huashi/domain';
import { and, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { issueOperatorSign } from '../src/operators/sign';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { verifiedRealName } from '../src/services/realName';
import { png, post } from './claimFixtures';
import { apiFor, settle } from './client';
import { createTestApp, type TestApp } from './harness';
import { auditCountOf, buyerIdOf } from './fixtures';

let h: TestApp;
let dataDir: string;
let buyer: string;
let second: string;
let caiwu: string;
let admin: string;
let peihuo: string;
let kefu: string;
const [ADMIN, PEIHUO, CAIWU, KEFU] = DEMO_STAFF;
const ID = '530102199003071238';
const MASKED = '530***********1238';

async function staffToken(loginName: string, password: string, ip: string): Promise<string> {
  return h.staffLogin({ loginName, password }, { ip });
}

/** Uploads `n` identity photos as the buyer; answers their keys. */
async function identityPhotos(token: string, n = 2, prefix = 'identity'): Promise<string[]> {
  const time = String(Math.floor(h.clock.now().getTime() / 1000));
  const form = new FormData();
  form.append('time', time);
  form.append('sign', uploadSign(time, UPLOAD_SIGN_SUFFIX));
  form.append('prefix', prefix);
  for (let i = 0; i < n; i++) form.append('images', new Blob([new Uint8Array(await png())], { type: 'image/png' }), `id${i}.png`);
  const request = new Response(form);
  const res = await h.app.inject({
    method: 'POST',
    url: `/api${uploadEndpoints.upload.path}`,
    headers: { 'content-type': request.headers.get('content-type')!, authorization: `Bearer ${token}` },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  const body = res.json() as { code: number; msg: string; data: { images: { key: string }[] } };
  expect(body.code, body.msg).toBe(200);
  return body.data.images.map((i) => i.key);
}

const form = (keys: string[], over: Record<string, unknown> = {}) => ({
  realName: '张三',
  realIdnumber: ID,
  startTime: '2020-01-01',
  expiredTime: '2040-01-01',
  frontImage: keys[0],
  behindImage: keys[1],
  ...over,
});

const desk = (token: string | null) => adminIdentityApi(apiFor(h.app, token).client);
const auditCount = (action?: string) => auditCountOf(h.db, action);
const buyerId = (phone: string) => buyerIdOf(h.db, phone);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'huashi-real-name-'));
  h = await createTestApp({ config: { dataDir } });
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  second = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  caiwu = await staffToken(CAIWU!.loginName, CAIWU!.password, '10.9.0.1');
  admin = await staffToken(ADMIN!.loginName, ADMIN!.password, '10.9.0.2');
  peihuo = await staffToken(PEIHUO!.loginName, PEIHUO!.password, '10.9.0.3');
  kefu = await staffToken(KEFU!.loginName, KEFU!.password, '10.9.0.4');
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('guards of the 实名审核 desk', () => {
  it('refuses a visitor, a buyer token and an operator sign with 401, 配货发货 and 客服 with 403; 财务 and 管理员 work', async () => {
    const before = await auditCount();
    const sign = await issueOperatorSign(h.db, h.clock, { label: '测试调配员', ttlHours: 2 });
    const calls = [
      { method: 'GET' as const, url: adminIdentityEndpoints.submissions.path, payload: undefined },
      { method: 'POST' as const, url: adminIdentityEndpoints.approve.path, payload: { id: 1 } },
      { method: 'POST' as const, url: adminIdentityEndpoints.reject.path, payload: { id: 1, reason: '不应成功' } },
    ];
    for (const call of calls) {
      const as = (headers: Record<string, string>, query = '') =>
        h.app.inject({ method: call.method, url: `/api${call.url}${query}`, headers, payload: call.payload });
      expect((await as({})).statusCode).toBe(401);
      expect((await as({ authorization: `Bearer ${buyer}` })).statusCode).toBe(401);
      expect((await as({}, `?sign=${encodeURIComponent(sign)}`)).statusCode).toBe(401);
      for (const token of [peihuo, kefu]) {
        const res = await as({ authorization: `Bearer ${token}` });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 403, msg: STAFF_MESSAGES.forbidden, data: null });
      }
    }
    expect(await auditCount()).toBe(before);
    expect((await settle(desk(caiwu).list())).code).toBe(200);
    expect((await settle(desk(admin).list())).code).toBe(200);
  });
});

describe('the buyer submits', () => {
  it('answers null before any submission, and refuses what §5 refuses with its texts', async () => {
    expect((await post(h, buyer, realNameEndpoints.myCertification.path, {})).body).toMatchObject({ code: 200, data: null });
    const keys = await identityPhotos(buyer);
    const cases: [Record<string, unknown>, string][] = [
      [{ realName: '' }, '请输入姓名'],
      [{ realIdnumber: '' }, '请输入身份证号'],
      [{ realIdnumber: '530102199003071239' }, '请输入正确的身份证号'], // wrong checksum
      [{ realIdnumber: '530102203001010011' }, '请输入正确的身份证号'], // born in 2030
      [{ realIdnumber: '990102199003071238' }, '请输入正确的身份证号'], // no such province
      [{ startTime: '' }, '选择日期'],
      [{ expiredTime: '2020-01-01', startTime: '2010-01-01' }, REAL_NAME_MESSAGES.expired],
      [{ frontImage: '' }, '请上传正面照片'],
      [{ behindImage: '' }, '请上传反面照片'],
      [{ behindImage: keys[0] }, REAL_NAME_MESSAGES.imageInvalid],
      [{ behindImage: 'identity/2026-11-17/none.png' }, REAL_NAME_MESSAGES.imageInvalid],
    ];
    for (const [over, msg] of cases) {
      const res = await post(h, buyer, realNameEndpoints.certify.path, form(keys, over));
      expect(res.body, JSON.stringify(over)).toMatchObject({ code: 400, msg });
    }
    expect(await h.db.select().from(t.realNameRecords)).toHaveLength(0);
  });

  it('refuses another buyer’s photos and answers 404 when one reads them; its own are served to it and to staff', async () => {
    const theirs = await identityPhotos(second);
    const res = await post(h, buyer, realNameEndpoints.certify.path, form(theirs));
    expect(res.body).toMatchObject({ code: 400, msg: REAL_NAME_MESSAGES.imageInvalid });
    const read = (token: string | null) =>
      h.app.inject({
        method: 'GET',
        url: `/api${uploadEndpoints.file.path}?key=${encodeURIComponent(theirs[0]!)}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await read(buyer)).statusCode).toBe(404);
    expect((await read(null)).statusCode).toBe(404);
    expect((await read(second)).statusCode).toBe(200);
    expect((await read(caiwu)).statusCode).toBe(200);
  });

  it('stores the submission 审核中 with the number masked, attaches the photos, refuses a second submission', async () => {
    const keys = await identityPhotos(buyer);
    const res = await post(
      h,
      buyer,
      realNameEndpoints.certify.path,
      form(keys, { realName: ' 张三 ', realIdnumber: '530102 19900307 1238' }),
    );
    expect(res.body).toMatchObject({ code: 200, msg: REAL_NAME_MESSAGES.submitted });
    expect(res.body.data).toMatchObject({ realName: '张三', realIdnumber: MASKED, status: 0, statusLabel: '审核中', rejectReason: '' });
    expect(JSON.stringify(res.body)).not.toContain(ID);
    const mine = await post(h, buyer, realNameEndpoints.myCertification.path, {});
    expect(mine.body.data).toMatchObject({ realIdnumber: MASKED, status: 0, frontImage: keys[0], behindImage: keys[1] });
    expect(JSON.stringify(mine.body)).not.toContain(ID);
    const attached = await h.db.select().from(t.uploads).where(eq(t.uploads.key, keys[0]!));
    expect(attached[0]!.attachedAt).not.toBeNull();
    const again = await post(h, buyer, realNameEndpoints.certify.path, form(await identityPhotos(buyer)));
    expect(again.body).toMatchObject({ code: 400, msg: REAL_NAME_MESSAGES.reviewing });
    expect(await verifiedRealName(h.db, await buyerId(DEMO_BUYER.phone))).toBeNull();
  });
});

describe('the 财务 desk decides', () => {
  it('lists 审核中 with the full number and both photos; approves once with one audit row; the buyer reads 已认证 masked', async () => {
    const page = await desk(caiwu).list({ status: '0' });
    const row = page.list.find((r: IdentityRow) => r.realName === '张三')!;
    expect(row).toMatchObject({ realIdnumber: ID, status: 0, statusLabel: '审核中', buyerPhone: DEMO_BUYER.phone });
    expect(page.total).toBeGreaterThanOrEqual(1);
    for (const url of [row.frontUrl, row.behindUrl]) {
      expect((await h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${caiwu}` } })).statusCode).toBe(200);
    }
    const before = await auditCount('identity.approve');
    const approved = await settle(desk(caiwu).approve({ id: row.id }));
    expect(approved).toMatchObject({ code: 200, data: { status: 1, statusLabel: '已认证' } });
    expect(await auditCount('identity.approve')).toBe(before + 1);
    for (const call of [() => desk(caiwu).approve({ id: row.id }), () => desk(admin).reject({ id: row.id, reason: '重复' })]) {
      expect(await settle(call())).toMatchObject({ code: 400, msg: REAL_NAME_MESSAGES.decided });
    }
    expect(await auditCount('identity.approve')).toBe(before + 1);
    expect(await auditCount('identity.reject')).toBe(0);
    const mine = await post(h, buyer, realNameEndpoints.myCertification.path, {});
    expect(mine.body.data).toMatchObject({ status: 1, statusLabel: '已认证', realIdnumber: MASKED });
    expect(mine.body.data.processTime).not.toBe('');
    expect(await verifiedRealName(h.db, await buyerId(DEMO_BUYER.phone))).toMatchObject({ realName: '张三', realIdNumber: ID });
    expect((await post(h, buyer, realNameEndpoints.certify.path, form(await identityPhotos(buyer)))).body).toMatchObject({
      code: 400,
      msg: REAL_NAME_MESSAGES.verified,
    });
    expect((await desk(caiwu).list({ status: '1' })).list.map((r) => r.id)).toContain(row.id);
  });

  it('rejects with a reason (required), the buyer sees it and may submit again; an unknown id is 404', async () => {
    const keys = await identityPhotos(second);
    const submitted = await post(
      h,
      second,
      realNameEndpoints.certify.path,
      form(keys, { realName: '李四', realIdnumber: '11010519491231002X', expiredTime: '2' }),
    );
    expect(submitted.body).toMatchObject({ code: 200, data: { realIdnumber: '110***********002X', expiredTime: '2' } });
    const row = (await desk(caiwu).list()).list.find((r) => r.realName === '李四')!;
    expect(await settle(desk(caiwu).reject({ id: row.id, reason: '  ' }))).toMatchObject({
      code: 400,
      msg: REAL_NAME_MESSAGES.reasonMissing,
    });
    expect(await settle(desk(caiwu).reject({ id: row.id, reason: '字'.repeat(101) }))).toMatchObject({
      code: 400,
      msg: REAL_NAME_MESSAGES.reasonLong,
    });
    expect(await settle(desk(caiwu).approve({ id: 999_999 }))).toMatchObject({ code: 404, msg: REAL_NAME_MESSAGES.notFound });
    const rejected = await settle(desk(caiwu).reject({ id: row.id, reason: '照片模糊，请重新拍摄' }));
    expect(rejected).toMatchObject({ code: 200, data: { status: 9, statusLabel: '驳回', rejectReason: '照片模糊，请重新拍摄' } });
    expect(await auditCount('identity.reject')).toBe(1);
    const [entry] = await h.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'identity.reject'));
    expect(entry).toMatchObject({
      entity: 'real_name_records',
      before: { status: 0 },
      after: { status: 9, reason: '照片模糊，请重新拍摄' },
    });
    const mine = await post(h, second, realNameEndpoints.myCertification.path, {});
    expect(mine.body.data).toMatchObject({
      status: 9,
      statusLabel: '驳回',
      rejectReason: '照片模糊，请重新拍摄',
      realIdnumber: '110***********002X',
    });
    expect(await verifiedRealName(h.db, await buyerId(SECOND_BUYER.phone))).toBeNull();
    const again = await post(
      h,
      second,
      realNameEndpoints.certify.path,
      form(await identityPhotos(second), { realName: '李四', realIdnumber: '11010519491231002X' }),
    );
    expect(again.body).toMatchObject({ code: 200, data: { status: 0 } });
    expect((await desk(caiwu).list({ status: 'all' })).total).toBe(3);
  });
});

describe('one ID number, one verified account', () => {
  it('refuses another account’s submission of a verified number; the desk warns of shared numbers; two approvals at once verify one', async () => {
    // 李四's pending submission (the test above) is decided first, so the second buyer may submit again.
    const pending = (await desk(caiwu).list({ status: '0' })).list.find((r) => r.realName === '李四')!;
    expect(pending).toMatchObject({ sameIdVerified: 0, sameIdReviewing: 0 });
    await desk(caiwu).reject({ id: pending.id, reason: '重新提交' });
    const taken = await post(
      h,
      second,
      realNameEndpoints.certify.path,
      form(await identityPhotos(second), { realName: '王五', realIdnumber: ID }),
    );
    expect(taken.body).toMatchObject({ code: 400, msg: REAL_NAME_MESSAGES.idTaken });

    // A submission of the same number made before the first was verified (as if both were sent the same day) …
    const secondId = await buyerId(SECOND_BUYER.phone);
    const [demoRecord] = await h.db.select().from(t.realNameRecords).where(eq(t.realNameRecords.status, 1));
    const [copy] = await h.db
      .insert(t.realNameRecords)
      .values({ ...demoRecord!, id: undefined, buyerId: secondId, realName: '王五', status: 0, processedAt: null })
      .returning();
    const row = (await desk(caiwu).list({ status: '0' })).list.find((r) => r.id === copy!.id)!;
    expect(row).toMatchObject({ sameIdVerified: 1, sameIdReviewing: 0 });
    expect(await settle(desk(caiwu).approve({ id: copy!.id }))).toMatchObject({ code: 400, msg: REAL_NAME_MESSAGES.idTaken });

    // … and two approvals racing for two waiting accounts: exactly one is verified.
    await h.db.update(t.realNameRecords).set({ status: 0, processedAt: null }).where(eq(t.realNameRecords.id, demoRecord!.id));
    const both = await Promise.all([demoRecord!.id, copy!.id].map((id) => settle(desk(caiwu).approve({ id }))));
    expect(both.map((r) => r.code).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.code === 400)).toMatchObject({ msg: REAL_NAME_MESSAGES.idTaken });
    const verified = await h.db
      .select()
      .from(t.realNameRecords)
      .where(and(eq(t.realNameRecords.realIdNumber, ID), eq(t.realNameRecords.status, 1)));
    expect(verified).toHaveLength(1);
  });
});
