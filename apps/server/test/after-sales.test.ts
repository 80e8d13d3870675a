/**
 * A buyer's after-sales claims (issue 16): the 8-hour window on the injected clock, the grade rule, the bundles left,
 * another buyer's ids answering not found, the photo limit, and the photos' privacy.
 */
import { afterSalesRoutes } from '@huashi/api';
import { AFTER_SALES_MESSAGES, AFTER_SALES_TYPES, CLAIM_MESSAGES, COMPLAINT_WINDOW_MS } from '@huashi/domain';
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { deliver, placeOrder, post, uploadPhotos } from './claimFixtures';
import { createTestApp, MARKET_OPEN, type TestApp } from './harness';

let h: TestApp;
let dataDir: string;
let buyer: string;
let second: string;
/** Orders placed while the market is open; each test delivers its own. */
let orders: { mainId: number; itemIds: number[] }[];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'huashi-claims-'));
  h = await createTestApp({ config: { dataDir } });
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  second = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  orders = [];
  for (let i = 0; i < 5; i++) orders.push(await placeOrder(h, buyer, 2, i * 2, 1));
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const QUALITY = Object.entries(AFTER_SALES_TYPES).find(([, name]) => name === '质量问题')![0];
const SHORT = Object.entries(AFTER_SALES_TYPES).find(([, name]) => name === '数量短缺')![0];

const claim = (mainId: number, itemId: number, images: string[], over: Record<string, unknown> = {}) => ({
  mainId,
  itemId,
  asType: SHORT,
  asTypeName: '数量短缺',
  asQty: 1,
  asReason: '花头发黑',
  asImages: JSON.stringify(images),
  ...over,
});

async function bundlesOf(itemId: number) {
  const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.id, itemId));
  return item!;
}

describe('the 8-hour window (injected clock)', () => {
  it('takes a claim 7:59 after receipt and refuses one 8:01 after', async () => {
    h.clock.set(MARKET_OPEN);
    const [o] = orders;
    const shown = await deliver(h, o!.mainId);
    h.clock.set(new Date(shown.getTime() + 7 * 3600_000 + 59 * 60_000));
    const photos = await uploadPhotos(h, buyer, 1);
    const ok = await post(h, buyer, afterSalesRoutes.addAfter.path, claim(o!.mainId, o!.itemIds[0]!, photos));
    expect(ok.body.code, ok.body.msg).toBe(200);
    expect((await bundlesOf(o!.itemIds[0]!)).afterSalesStatus).toBe(0);

    h.clock.set(new Date(shown.getTime() + 8 * 3600_000 + 60_000));
    const late = await uploadPhotos(h, buyer, 1);
    const refused = await post(h, buyer, afterSalesRoutes.addAfter.path, claim(o!.mainId, o!.itemIds[1]!, late));
    expect(refused.body).toMatchObject({ code: 400, msg: CLAIM_MESSAGES.windowClosed });
    expect((await bundlesOf(o!.itemIds[1]!)).afterSalesStatus).toBe(-1);
    expect(COMPLAINT_WINDOW_MS).toBe(8 * 3600_000);
  });
});

describe('filing', () => {
  it('checks the fields in the spec order, the grade, the bundles and the same item once', async () => {
    h.clock.set(MARKET_OPEN);
    const o = orders[1]!;
    await deliver(h, o.mainId);
    h.clock.set(new Date(MARKET_OPEN.getTime() + 3600_000));
    const photos = await uploadPhotos(h, buyer, 2);
    const [itemA, itemB] = o.itemIds as [number, number];
    const send = (over: Record<string, unknown>) => post(h, buyer, afterSalesRoutes.addAfter.path, claim(o.mainId, itemA, photos, over));
    expect((await send({ asType: '' })).body.msg).toBe(AFTER_SALES_MESSAGES.typeRequired);
    expect((await send({ asType: '99' })).body.msg).toBe(AFTER_SALES_MESSAGES.typeInvalid);
    expect((await send({ asQty: '' })).body.msg).toBe(AFTER_SALES_MESSAGES.quantityRequired);
    expect((await send({ asReason: ' ' })).body.msg).toBe(AFTER_SALES_MESSAGES.reasonRequired);
    expect((await send({ asImages: '[]' })).body.msg).toBe(AFTER_SALES_MESSAGES.imagesRequired);

    // Grade D: 质量问题 refused, 数量短缺 allowed.
    await h.db.update(t.orderItems).set({ levelName: 'D' }).where(eq(t.orderItems.id, itemA));
    expect((await send({ asType: QUALITY })).body).toMatchObject({ code: 400, msg: CLAIM_MESSAGES.typeNotAllowed });
    // More bundles than bought.
    const bought = (await bundlesOf(itemA)).buyQty;
    expect((await send({ asType: SHORT, asQty: bought + 1 })).body).toMatchObject({ code: 400, msg: CLAIM_MESSAGES.quantityAboveLeft });
    const filed = await send({ asType: SHORT, asQty: bought });
    expect(filed.body.code, filed.body.msg).toBe(200);
    // The same item again (with fresh photos).
    const more = await uploadPhotos(h, buyer, 1);
    const again = await post(h, buyer, afterSalesRoutes.addAfter.path, claim(o.mainId, itemA, more));
    expect(again.body).toMatchObject({ code: 400, msg: CLAIM_MESSAGES.alreadyFiled });
    // The photos of a filed claim cannot be used for another.
    const reused = await post(h, buyer, afterSalesRoutes.addAfter.path, claim(o.mainId, itemB, photos));
    expect(reused.body).toMatchObject({ code: 400, msg: CLAIM_MESSAGES.imageInvalid });

    // Listed and fetched, with the type, quantity and photos.
    const list = await post(h, buyer, afterSalesRoutes.afterList.path, { page: 1, limit: 10 });
    expect(list.body.data.list.some((r: { itemId: number }) => r.itemId === itemA)).toBe(true);
    const fetched = await post(h, buyer, afterSalesRoutes.fetchAfter.path, { mainId: o.mainId, itemId: itemA });
    expect(fetched.body.data[0]).toMatchObject({
      itemId: itemA,
      asName: '数量短缺',
      asQty: bought,
      status: 0,
      statusText: '等待处理',
      canCancel: true,
    });
    expect(fetched.body.data[0].images).toHaveLength(2);
    const byType = await post(h, buyer, afterSalesRoutes.afterList.path, { asType: '5' });
    expect(byType.body.data.list.some((r: { itemId: number }) => r.itemId === itemA)).toBe(false);
  });

  it('refuses a 4th photo on one claim', async () => {
    h.clock.set(MARKET_OPEN);
    const o = orders[2]!;
    await deliver(h, o.mainId);
    const three = await uploadPhotos(h, buyer, 3);
    const fourth = await uploadPhotos(h, buyer, 1);
    const res = await post(h, buyer, afterSalesRoutes.addAfter.path, claim(o.mainId, o.itemIds[0]!, [...three, ...fourth]));
    expect(res.body).toMatchObject({ code: 400, msg: AFTER_SALES_MESSAGES.imagesTooMany });
    expect((await bundlesOf(o.itemIds[0]!)).afterSalesStatus).toBe(-1);
    const [row] = await h.db.select().from(t.uploads).where(eq(t.uploads.key, three[0]!));
    expect(row!.attachedAt).toBeNull();
  });

  it('refuses a confirmed-received order', async () => {
    h.clock.set(MARKET_OPEN);
    const o = orders[3]!;
    await deliver(h, o.mainId);
    await h.db.update(t.orders).set({ confirmedAt: MARKET_OPEN, status: 5 }).where(eq(t.orders.id, o.mainId));
    const photos = await uploadPhotos(h, buyer, 1);
    const res = await post(h, buyer, afterSalesRoutes.addAfter.path, claim(o.mainId, o.itemIds[0]!, photos));
    expect(res.body).toMatchObject({ code: 400, msg: CLAIM_MESSAGES.confirmed });
  });
});

describe('another buyer', () => {
  it("answers not found for another buyer's mainId, itemId and claim id, and 404 for their claim photo", async () => {
    h.clock.set(MARKET_OPEN);
    const o = orders[4]!;
    await deliver(h, o.mainId);
    const photos = await uploadPhotos(h, buyer, 1);
    const filed = await post(h, buyer, afterSalesRoutes.addAfter.path, claim(o.mainId, o.itemIds[0]!, photos));
    expect(filed.body.code, filed.body.msg).toBe(200);
    const id = filed.body.data.id as number;

    const theirPhotos = await uploadPhotos(h, second, 1);
    const file = await post(h, second, afterSalesRoutes.addAfter.path, claim(o.mainId, o.itemIds[1]!, theirPhotos));
    expect(file.body).toMatchObject({ code: 404, msg: CLAIM_MESSAGES.itemNotFound });
    const fetch = await post(h, second, afterSalesRoutes.fetchAfter.path, { mainId: o.mainId, itemId: o.itemIds[0] });
    expect(fetch.body).toMatchObject({ code: 404, msg: CLAIM_MESSAGES.claimNotFound });
    const cancel = await post(h, second, afterSalesRoutes.cancelAfter.path, { id });
    expect(cancel.body).toMatchObject({ code: 404, msg: CLAIM_MESSAGES.claimNotFound });
    const list = await post(h, second, afterSalesRoutes.afterList.path, {});
    expect(list.body.data.list).toEqual([]);
    // The buyer's own photo as the other buyer on their own item: refused as an invalid photo.
    const stolen = await post(h, buyer, afterSalesRoutes.addAfter.path, claim(o.mainId, o.itemIds[1]!, theirPhotos));
    expect(stolen.body).toMatchObject({ code: 400, msg: CLAIM_MESSAGES.imageInvalid });

    const url = `/api/upload/file?key=${encodeURIComponent(photos[0]!)}`;
    const as = (token: string) => h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect((await as(second)).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await as(buyer)).statusCode).toBe(200);

    // The owner cancels: the claim goes, the item may be filed again.
    const done = await post(h, buyer, afterSalesRoutes.cancelAfter.path, { id });
    expect(done.body).toMatchObject({ code: 200, msg: CLAIM_MESSAGES.cancelled });
    expect((await bundlesOf(o.itemIds[0]!)).afterSalesStatus).toBe(-1);
    const gone = await post(h, buyer, afterSalesRoutes.fetchAfter.path, { mainId: o.mainId, itemId: o.itemIds[0] });
    expect(gone.body.code).toBe(404);
  });

  it('lists the types and needs a token', async () => {
    const types = await post(h, buyer, afterSalesRoutes.afterItems.path, {});
    expect(types.body.data).toEqual(AFTER_SALES_TYPES);
    expect((await post(h, null, afterSalesRoutes.afterItems.path, {})).status).toBe(401);
  });
});
