/**
 * Order and after-sales fixtures (issue 16), shared by every server test that needs an order: a buy-now as /pay sends
 * it, a placed order of cheap all-day lots (the best coupon applied when asked), a delivered order, claim photos
 * uploaded as a buyer.
 */
import type { ApiEnvelope, UploadResult } from '@huashi/api';
import { afterSalesEndpoints, cartEndpoints } from '@huashi/api/contracts';
import { createPurchaseSign, REQUEST_VERSION, UPLOAD_SIGN_SUFFIX, uploadSign } from '@huashi/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import * as t from '../src/db/schema';
import { advanceOrderTo } from '../src/services/fulfilment';
import { apiFor, endpointEnvelope } from './client';
import type { TestApp } from './harness';

const random = () => randomInt(0, 1_000_000) / 1_000_000;

/** What a buy-now uses as coupon: none (''), this code, or `true`: the one the checkout preview picks. */
export type CouponChoice = string | true;

/**
 * A buy-now (batch-purchase, doWay nowPay) as /pay sends it, with a fresh purchase sign: its envelope (the test reads
 * the refusals too). `more` adds or overrides fields (couponCode, addressId …).
 */
export function buyNow(h: TestApp, token: string, products: { huaId: number; qty: number }[], more: Record<string, unknown> = {}) {
  const sign = createPurchaseSign({ key: h.ctx.config.purchaseSignKey, now: h.clock.now(), random });
  return endpointEnvelope(apiFor(h.app, token).client, cartEndpoints.batchPurchase, {
    doWay: 'nowPay',
    products,
    couponCode: '',
    sign,
    version: REQUEST_VERSION,
    ...more,
  });
}

/** The market day's (2026-11-17) lots of a session (all-day C unless named) with more than `minStock` stems, cheapest first. */
export function cheapLots(
  h: TestApp,
  n: number,
  { session = 'C', minStock = 0, offset = 0 }: { session?: 'A' | 'C'; minStock?: number; offset?: number } = {},
) {
  return h.db
    .select()
    .from(t.stockLots)
    .where(and(eq(t.stockLots.session, session), eq(t.stockLots.auctionDate, '2026-11-17'), gt(t.stockLots.nowStock, minStock)))
    .orderBy(asc(t.stockLots.salePriceFen), asc(t.stockLots.id))
    .offset(offset)
    .limit(n);
}

/** Places a buy-now order of `qty` batches of each of `n` cheap all-day lots (from `offset`) as the buyer. */
export async function placeOrder(
  h: TestApp,
  token: string,
  n: number,
  offset = 0,
  qty = 1,
  coupon: CouponChoice = '',
): Promise<{ mainId: number; itemIds: number[] }> {
  const lots = await cheapLots(h, n, { minStock: 200, offset });
  return placeOrderOf(
    h,
    token,
    lots.map((lot) => lot.id),
    qty,
    coupon,
  );
}

/** Places a buy-now order of `qty` batches of each of these lots as the buyer; refused: the test fails with its msg. */
export async function placeOrderOf(
  h: TestApp,
  token: string,
  lotIds: readonly number[],
  qty = 1,
  coupon: CouponChoice = '',
): Promise<{ mainId: number; itemIds: number[] }> {
  const products = lotIds.map((huaId) => ({ huaId, qty }));
  const couponCode =
    coupon === true
      ? (await endpointEnvelope(apiFor(h.app, token).client, cartEndpoints.preview, { doWay: 'nowPay', products })).data.couponCode
      : coupon;
  const placed = await buyNow(h, token, products, { couponCode });
  expect(placed.code, placed.msg).toBe(200);
  const mainId = placed.data!.mainId;
  const items = await h.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, mainId)).orderBy(asc(t.orderItems.id));
  return { mainId, itemIds: items.map((i) => i.id) };
}

/** Moves the order to 4 delivered now (showTime = the clock's now), as /api/dev/advance-order does. */
export async function deliver(h: TestApp, mainId: number): Promise<Date> {
  await advanceOrderTo(h.db, h.clock, mainId, 4);
  const [order] = await h.db.select({ showTime: t.orders.showTime }).from(t.orders).where(eq(t.orders.id, mainId));
  return order!.showTime!;
}

export const png = (background = '#c8375d') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

/** Uploads PNG images with a valid upload sign under `prefix`, as a buyer or staff member (`token`); the envelope. */
export async function uploadImages(h: TestApp, token: string, prefix: string, images: Buffer[]): Promise<ApiEnvelope<UploadResult>> {
  const time = String(Math.floor(h.clock.now().getTime() / 1000));
  const form = new FormData();
  form.append('time', time);
  form.append('sign', uploadSign(time, UPLOAD_SIGN_SUFFIX));
  form.append('prefix', prefix);
  images.forEach((bytes, i) => form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `p${i}.png`));
  const request = new Response(form);
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': request.headers.get('content-type')!, authorization: `Bearer ${token}` },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return res.json() as ApiEnvelope<UploadResult>;
}

/** Uploads `n` claim photos as the buyer; answers their keys. */
export async function uploadPhotos(h: TestApp, token: string, n: number): Promise<string[]> {
  const body = await uploadImages(h, token, 'after-sales', await Promise.all(Array.from({ length: n }, () => png())));
  expect(body.code, body.msg).toBe(200);
  return body.data.images.map((i) => i.key);
}

/** A raw POST as a buyer (the envelope and HTTP status, whatever the answer). */
export async function post(h: TestApp, token: string | null, url: string, payload: unknown) {
  const res = await h.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as object,
  });
  // The tests read whatever shape each call answers (a page, a record list, an id) from the raw JSON.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

/** Files a 数量短缺 claim of `asQty` bundles on the order's first item with two photos, as the buyer; answers its id. */
export async function fileClaim(h: TestApp, token: string, order: { mainId: number; itemIds: number[] }, asQty = 1): Promise<number> {
  const claim = await post(h, token, afterSalesEndpoints.addAfter.path, {
    mainId: order.mainId,
    itemId: order.itemIds[0],
    asType: '2',
    asTypeName: '数量短缺',
    asQty,
    asReason: '少了一扎',
    asImages: await uploadPhotos(h, token, 2),
  });
  expect(claim.body.code, claim.body.msg).toBe(200);
  return claim.body.data.id as number;
}
