/** The 内容发布 desk (issue 15): notices, banners and member levels — guards, sanitising, audit rows, what buyers see. */
import { adminContentApi, uploadApi } from '@huashi/api';
import { adminContentEndpoints } from '@huashi/api/contracts';
import { CONTENT_MESSAGES, STAFF_MESSAGES } from '@huashi/domain';
import { count, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { issueOperatorSign } from '../src/operators/sign';
import { DEMO_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { apiFor, settle } from './client';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let dataDir: string;
let buyer: string;
let adminToken: string;
let peihuoToken: string;
const [ADMIN, PEIHUO] = DEMO_STAFF;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'huashi-content-'));
  h = await createTestApp({ config: { dataDir } });
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  adminToken = await h.staffLogin(ADMIN, { ip: '10.7.0.1' });
  peihuoToken = await h.staffLogin(PEIHUO, { ip: '10.7.0.2' });
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const desk = (token: string | null = adminToken) => adminContentApi(apiFor(h.app, token).client);
const uploads = (token: string) => uploadApi(apiFor(h.app, token).client);
const buyerHome = () => apiFor(h.app, buyer).home;
const auditRows = async (action?: string) =>
  (
    await h.db
      .select({ n: count() })
      .from(t.auditLog)
      .where(action ? eq(t.auditLog.action, action) : undefined)
  )[0]!.n;
const png = () =>
  sharp({ create: { width: 200, height: 60, channels: 3, background: '#c8375d' } })
    .png()
    .toBuffer();
const bannerUpload = async () =>
  (await uploads(adminToken).images('banner', [new Blob([new Uint8Array(await png())], { type: 'image/png' })])).key;

/** Shanghai wall time of the test clock plus `minutes`, as a datetime field sends it. */
function wallTime(minutes: number): string {
  const at = new Date(h.clock.now().getTime() + minutes * 60_000 + 8 * 3_600_000);
  return at.toISOString().slice(0, 16);
}

const NOTICE = { type: 2, title: '明日停市通知', beginTime: '', contentHtml: '<p>因<strong>设备检修</strong>，明日停市一天。</p>' };

describe('content desk guards', () => {
  const calls = Object.values(adminContentEndpoints).map(({ method, path }) => ({ method, url: path }));

  it('refuses a visitor, a buyer token and an operator sign with 401 and 配货发货 with 403 on every endpoint, writing nothing', async () => {
    const sign = await issueOperatorSign(h.db, h.clock, { label: '内容测试调配员', ttlHours: 2 });
    const before = await auditRows();
    const notices = (await h.db.select({ n: count() }).from(t.notices))[0]!.n;
    const body = { id: 1, level: 1, published: true, ...NOTICE, beginTime: wallTime(0), cillText: 'x', discountText: 'x', couponText: 'x' };
    for (const call of calls) {
      const send = (headers: Record<string, string>, url = `/api${call.url}`) =>
        h.app.inject({ method: call.method, url, headers, ...(call.method === 'POST' ? { payload: body } : {}) });
      for (const res of [
        await send({}),
        await send({ authorization: `Bearer ${buyer}` }),
        await send({}, `/api${call.url}?sign=${encodeURIComponent(sign)}`),
      ]) {
        expect(res.statusCode, call.url).toBe(401);
        expect(res.json(), call.url).toMatchObject({ code: 401 });
      }
      const forbidden = await send({ authorization: `Bearer ${peihuoToken}` });
      expect(forbidden.statusCode, call.url).toBe(403);
      expect(forbidden.json()).toEqual({ code: 403, msg: STAFF_MESSAGES.forbidden, data: null });
    }
    expect(await auditRows()).toBe(before);
    expect((await h.db.select({ n: count() }).from(t.notices))[0]!.n).toBe(notices);
  });
});

describe('notices', () => {
  it('stores a notice without <script> or onerror=, with one audit row; a draft stays hidden until published', async () => {
    const before = await auditRows();
    const created = await desk().createNotice({
      ...NOTICE,
      title: ' 停市通知（含脚本） ',
      beginTime: wallTime(-5),
      contentHtml:
        '<p>请<strong>注意</strong></p><script>alert(document.cookie)</script><img src="https://example.com/a.png" onerror="alert(1)">',
    });
    expect(await auditRows()).toBe(before + 1);
    expect(created).toMatchObject({ title: '停市通知（含脚本）', published: false, state: 'draft', type: 2 });
    const [stored] = await h.db.select().from(t.notices).where(eq(t.notices.id, created.id));
    expect(stored!.contentHtml).not.toMatch(/script|onerror|alert/i);
    expect(stored!.contentHtml).toContain('<strong>注意</strong>');
    expect(stored!.contentHtml).toContain('<img src="https://example.com/a.png"');
    const [row] = await h.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'notice.create'));
    expect(row).toMatchObject({ entity: 'notice', entityIds: [created.id], before: null });

    const titles = async () => (await buyerHome().notices({ page: 1, limit: 50 })).list.map((n) => n.title);
    expect(await titles()).not.toContain('停市通知（含脚本）');

    await desk().publishNotice({ id: created.id, published: true });
    expect(await auditRows()).toBe(before + 2);
    const shown = (await buyerHome().notices({ page: 1, limit: 50 })).list.find((n) => n.id === created.id);
    expect(shown).toMatchObject({ title: '停市通知（含脚本）', type: '2' });
    expect(shown!.content).not.toMatch(/script|onerror/i);

    // Publishing again is refused and leaves no trace.
    expect(await settle(desk().publishNotice({ id: created.id, published: true }))).toMatchObject({
      code: 400,
      msg: CONTENT_MESSAGES.alreadyPublished,
    });
    expect(await auditRows()).toBe(before + 2);

    await desk().publishNotice({ id: created.id, published: false });
    expect(await auditRows('notice.unpublish')).toBe(1);
    expect(await titles()).not.toContain('停市通知（含脚本）');
  });

  it('publishes a notice without 发布时间 now: it begins when saved and buyers see it at once', async () => {
    const created = await desk().createNotice({ ...NOTICE, title: '临时停电通知', beginTime: '', published: true });
    expect(created).toMatchObject({ published: true, state: 'live', beginTime: h.clock.now().toISOString() });
    const shown = (await buyerHome().notices({ page: 1, limit: 50 })).list.map((n) => n.id);
    expect(shown).toContain(created.id);
  });

  it('keeps a published notice whose begin time is to come from buyers until then', async () => {
    const created = await desk().createNotice({ ...NOTICE, title: '下周活动预告', beginTime: wallTime(60), published: true });
    expect(created).toMatchObject({ published: true, state: 'scheduled' });
    const ids = async () => (await buyerHome().notices({ page: 1, limit: 50 })).list.map((n) => n.id);
    expect(await ids()).not.toContain(created.id);
    h.clock.advance(61 * 60_000);
    try {
      expect(await ids()).toContain(created.id);
      expect((await desk().notices({ keyword: '下周活动' })).list[0]).toMatchObject({ id: created.id, state: 'live' });
    } finally {
      h.clock.advance(-61 * 60_000);
    }
  });

  it('refuses bad fields with the form messages and writes nothing', async () => {
    const before = await auditRows();
    const count0 = (await h.db.select({ n: count() }).from(t.notices))[0]!.n;
    const good = { ...NOTICE, beginTime: wallTime(0) };
    for (const [body, msg] of [
      [{ ...good, type: 3 }, CONTENT_MESSAGES.typeMissing],
      [{ ...good, title: '  ' }, CONTENT_MESSAGES.titleMissing],
      [{ ...good, beginTime: '2026-02-30T10:00' }, CONTENT_MESSAGES.beginTimeInvalid],
      [{ ...good, contentHtml: '<p></p>' }, CONTENT_MESSAGES.contentMissing],
      // Nothing readable is left once the script is gone.
      [{ ...good, contentHtml: '<script>alert(1)</script>' }, CONTENT_MESSAGES.contentMissing],
    ] as const) {
      expect(await settle(desk().createNotice(body)), msg).toMatchObject({ code: 400, msg });
    }
    expect(await settle(desk().updateNotice({ id: 999_999, ...good }))).toMatchObject({ msg: CONTENT_MESSAGES.noticeNotFound });
    expect(await auditRows()).toBe(before);
    expect((await h.db.select({ n: count() }).from(t.notices))[0]!.n).toBe(count0);
  });

  it('edits and deletes a notice with one audit row each; the list pages on the server', async () => {
    const created = await desk().createNotice({ ...NOTICE, title: '待修改的资讯', type: 1, beginTime: wallTime(-1) });
    const before = await auditRows();
    const edited = await desk().updateNotice({
      id: created.id,
      ...NOTICE,
      type: 1,
      title: '已修改的资讯',
      beginTime: wallTime(-1),
      contentHtml: '<h2>小标题</h2><ul><li>一</li></ul><a href="javascript:alert(1)">链接</a>',
    });
    expect(edited).toMatchObject({ title: '已修改的资讯', type: 1 });
    expect(edited.contentHtml).toContain('<h2>小标题</h2>');
    expect(edited.contentHtml).not.toContain('javascript');
    expect(edited.updatedAt).toEqual(expect.any(String));
    expect(await auditRows()).toBe(before + 1);
    const [audit] = await h.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'notice.update'));
    expect(audit!.before).toMatchObject({ title: '待修改的资讯' });
    expect(audit!.after).toMatchObject({ title: '已修改的资讯' });

    const page = await desk().notices({ page: 1, limit: 2 });
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect((await desk().notices({ type: 1, limit: 100 })).list.every((n) => n.type === 1)).toBe(true);

    await desk().deleteNotice(created.id);
    expect(await auditRows()).toBe(before + 2);
    expect(await h.db.select().from(t.notices).where(eq(t.notices.id, created.id))).toHaveLength(0);
    expect(await settle(desk().deleteNotice(created.id))).toMatchObject({ msg: CONTENT_MESSAGES.noticeNotFound });
    expect(await auditRows()).toBe(before + 2);
  });
});

describe('banners', () => {
  it('refuses a link that is not http(s) or a site path, and a picture that is not a banner upload, writing nothing', async () => {
    const key = await bannerUpload();
    const before = await auditRows();
    const banners = (await desk().banners()).length;
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example.com', 'presell']) {
      expect(await settle(desk().createBanner({ title: '坏链接', link, sort: 1, uploadKey: key })), link).toMatchObject({
        code: 400,
        msg: CONTENT_MESSAGES.linkInvalid,
      });
    }
    expect(await settle(desk().createBanner({ title: '无图', link: '/presell', sort: 1 }))).toMatchObject({
      msg: CONTENT_MESSAGES.bannerImageMissing,
    });
    expect(await settle(desk().createBanner({ title: '无图', link: '/presell', sort: 1, uploadKey: 'banner/x.png' }))).toMatchObject({
      msg: CONTENT_MESSAGES.bannerImageInvalid,
    });
    // A buyer's private claim photo is not a banner picture.
    const claim = await uploads(buyer).images('after-sales', [new Blob([new Uint8Array(await png())], { type: 'image/png' })]);
    expect(await settle(desk().createBanner({ title: '私图', link: '/presell', sort: 1, uploadKey: claim.key }))).toMatchObject({
      msg: CONTENT_MESSAGES.bannerImageInvalid,
    });
    expect(await auditRows()).toBe(before);
    expect(await desk().banners()).toHaveLength(banners);
  });

  it('uploads a public banner picture, shows the published banner on the buyer home in sort order, with one audit row each', async () => {
    const key = await bannerUpload();
    const before = await auditRows();
    const created = await desk().createBanner({ title: '春节备货专场', link: 'https://example.com/spring', sort: 0, uploadKey: key });
    expect(created).toMatchObject({ title: '春节备货专场', link: 'https://example.com/spring', sort: 0, published: true });
    expect(created.imageUrl).toBe(`/api/upload/file?key=${encodeURIComponent(key)}`);
    expect(await auditRows()).toBe(before + 1);
    const [upload] = await h.db.select().from(t.uploads).where(eq(t.uploads.key, key));
    expect(upload).toMatchObject({ private: false, attachedAt: expect.any(Date) });
    // Anyone may read it: it is on the buyer's home.
    expect((await h.app.inject({ method: 'GET', url: created.imageUrl })).statusCode).toBe(200);

    const home = async () => (await buyerHome().adverts()).top.images;
    expect((await home())[0]).toEqual({ url: created.imageUrl, pclink: 'https://example.com/spring', alt: '春节备货专场' });

    const hidden = await desk().updateBanner({ id: created.id, title: '春节备货专场', link: '/presell', sort: 5, published: false });
    expect(hidden).toMatchObject({ link: '/presell', sort: 5, published: false, imageUrl: created.imageUrl });
    expect((await home()).map((image) => image.url)).not.toContain(created.imageUrl);
    expect(await auditRows()).toBe(before + 2);

    await desk().updateBanner({ id: created.id, title: '春节备货专场', link: '/presell', sort: 2, published: true });
    const order = (await desk().banners()).filter((b) => b.published).map((b) => b.imageUrl);
    expect((await home()).map((image) => image.url)).toEqual(order);

    await desk().deleteBanner(created.id);
    expect(await auditRows('banner.delete')).toBe(1);
    expect((await home()).map((image) => image.url)).not.toContain(created.imageUrl);
  });
});

describe('member levels', () => {
  it('changes a level rules text with one audit row, shown on the buyer membership card; a missing text is refused', async () => {
    const levels = await desk().memberLevels();
    expect(levels.map((l) => l.label)).toEqual(['普通会员', 'VIP1', 'VIP2', 'VIP3', 'VIP4']);
    const before = await auditRows();
    const updated = await desk().updateMemberLevel({
      level: 1,
      cillText: '月采购满¥6,000',
      discountText: '花材9.8折',
      couponText: '每月赠¥30优惠券1张',
    });
    expect(updated).toMatchObject({ level: 1, label: 'VIP1', cillText: '月采购满¥6,000', discountTenths: 98 });
    expect(await auditRows()).toBe(before + 1);
    const member = await buyerHome().member();
    expect(member.rules.find((rule) => rule.level === 1)).toMatchObject({ cill_text: '月采购满¥6,000', coupon_text: '每月赠¥30优惠券1张' });

    expect(await settle(desk().updateMemberLevel({ level: 1, cillText: '', discountText: 'x', couponText: 'x' }))).toMatchObject({
      msg: CONTENT_MESSAGES.cillMissing,
    });
    expect(await settle(desk().updateMemberLevel({ level: 42, cillText: 'x', discountText: 'x', couponText: 'x' }))).toMatchObject({
      msg: CONTENT_MESSAGES.levelNotFound,
    });
    expect(await auditRows()).toBe(before + 1);
  });
});
