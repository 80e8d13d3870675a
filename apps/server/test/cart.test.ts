import { cartEndpoints } from '@huashi/api/contracts';
import { ACCOUNT_OPENED_STATUS, createPurchaseSign, parseSignKey, type SignKey } from '@huashi/domain';
import { and, eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password';
import { ConfigError, DEFAULT_PURCHASE_SIGN_KEY, loadConfig } from '../src/config';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { apiFor, endpointEnvelope } from './client';
import { cheapLots } from './claimFixtures';
import { createTestApp, MARKET_OPEN, type TestApp } from './harness';

let h: TestApp;
let demo: string;
let second: string;
/** A buyer whose account is open but who has saved no address (both demo buyers have theirs from the seed). */
let homeless: string;
let key: SignKey;

const random = () => randomInt(0, 1_000_000) / 1_000_000;

beforeAll(async () => {
  h = await createTestApp();
  demo = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  second = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  await h.db.insert(t.buyers).values({
    phone: '13700000031',
    accountNo: 'HS190031',
    nickName: '无地址花店',
    contactPhone: '13700000031',
    passwordHash: await hashPassword('no-address-31'),
    status: ACCOUNT_OPENED_STATUS,
  });
  homeless = await h.login('13700000031', 'no-address-31');
  key = h.ctx.config.purchaseSignKey;
});
afterAll(async () => {
  await h.close();
});

/**
 * The cart and checkout calls of the typed client as the buyer with `token`, answered with their envelopes (the pages
 * show a success's msg too: 加入购物车成功, 修改成功 …). Bodies are left open: many tests send what the pages never
 * would (unknown lots, zero or huge quantities, foreign ids, stale signs) to read the spec's refusals.
 */
function cartOf(token: string) {
  const { client } = apiFor(h.app, token);
  type Body = Record<string, unknown>;
  return {
    /** toCart adds to the cart (data null); nowPay places an order (data: the order). */
    batchPurchase: (body: Body) => endpointEnvelope(client, cartEndpoints.batchPurchase, body),
    cart: (body: Body = {}) => endpointEnvelope(client, cartEndpoints.shoppingCart, body),
    modify: (body: Body) => endpointEnvelope(client, cartEndpoints.modifyCart, body),
    remove: (body: Body) => endpointEnvelope(client, cartEndpoints.batchDelete, body),
    preview: (body: Body) => endpointEnvelope(client, cartEndpoints.preview, body),
    coupons: (body: Body) => endpointEnvelope(client, cartEndpoints.coupons, body),
    cartBuy: (body: Body) => endpointEnvelope(client, cartEndpoints.cartBuy, body),
    count: () => endpointEnvelope(client, cartEndpoints.count),
    checkLogistics: () => endpointEnvelope(client, cartEndpoints.checkLogistics),
    queryAccount: () => endpointEnvelope(client, cartEndpoints.queryAccount),
    signKey: () => endpointEnvelope(client, cartEndpoints.signKey),
  };
}

const sign = () => createPurchaseSign({ key, now: h.clock.now(), random });

/** Today's lots of a session with stock, cheapest first (so the demo balance covers them). */
const lots = (session: 'A' | 'C', n: number) => cheapLots(h, n, { session });

async function balanceOf(phone: string) {
  const [b] = await h.db.select().from(t.buyers).where(eq(t.buyers.phone, phone));
  return b!;
}

async function stockOf(id: number) {
  const [l] = await h.db.select().from(t.stockLots).where(eq(t.stockLots.id, id));
  return l!.nowStock;
}

describe('PURCHASE_SIGN_KEY', () => {
  it('has a development default and refuses a key of the wrong length', () => {
    expect(loadConfig({}).purchaseSignKey).toBe(DEFAULT_PURCHASE_SIGN_KEY);
    expect(loadConfig({ PURCHASE_SIGN_KEY: 'k'.repeat(32) }).purchaseSignKey).toBe('k'.repeat(32));
    expect(() => loadConfig({ PURCHASE_SIGN_KEY: 'short' })).toThrow(ConfigError);
    expect(parseSignKey(DEFAULT_PURCHASE_SIGN_KEY)).not.toBeNull();
  });

  it('is given to a logged-in client with the request version', async () => {
    const res = await cartOf(demo).signKey();
    expect(res).toMatchObject({ code: 200, data: { key: DEFAULT_PURCHASE_SIGN_KEY, version: '3.7.5', serverTime: MARKET_OPEN.getTime() } });
  });
});

describe('add to cart (batch-purchase toCart) and the cart', () => {
  it('adds lots with their batches, adds again to the same line, and lists them with totals', async () => {
    const [a, b] = await lots('C', 2);
    const res = await cartOf(second).batchPurchase({
      doWay: 'toCart',
      products: [
        { huaId: a!.id, qty: 1 },
        { huaId: b!.id, qty: 1 },
      ],
      version: '3.7.5',
    });
    expect(res).toMatchObject({ code: 200, msg: '加入购物车成功' });
    await cartOf(second).batchPurchase({ doWay: 'toCart', products: [{ huaId: a!.id, qty: 1 }] });
    const cart = await cartOf(second).cart();
    expect(cart.code).toBe(200);
    expect(cart.data.list).toHaveLength(2);
    const line = cart.data.list.find((i: { stockId: number }) => i.stockId === a!.id)!;
    expect(line).toMatchObject({
      buyPi: 2,
      basicQty: a!.basicSaleNo,
      buyQty: 2 * a!.basicSaleNo,
      buyQtyall: 2 * a!.basicSaleNo * a!.stemsPerBunch,
      problem: '',
    });
    expect(line.feeGoods).toBe(((a!.salePriceFen * line.buyQtyall) / 100).toFixed(2));
    expect(Object.keys(cart.data.totals).sort()).toEqual(['allFeeBox', 'allFeeGoods', 'allFeeLogis', 'allfeeDiscount', 'allfeePayment']);
    // nothing taken from stock by a cart
    expect(await stockOf(a!.id)).toBe(a!.nowStock);
  });

  it('refuses with the spec messages: unknown lot, below 1, above the stock, and nothing is added', async () => {
    const [a] = await lots('A', 1);
    const before = (await cartOf(demo).cart()).data.list.length;
    expect((await cartOf(demo).batchPurchase({ doWay: 'toCart', products: [{ huaId: 99999999, qty: 1 }] })).msg).toBe('商品不存在或已下架');
    expect((await cartOf(demo).batchPurchase({ doWay: 'toCart', products: [{ huaId: a!.id, qty: 0 }] })).msg).toBe('不能再少啦');
    const tooMany = await cartOf(demo).batchPurchase({ doWay: 'toCart', products: [{ huaId: a!.id, qty: 100000 }] });
    expect(tooMany.code).not.toBe(200);
    expect(tooMany.msg).toMatch(/^不能再多啦/);
    expect((await cartOf(demo).batchPurchase({ doWay: 'toCart', products: [] })).msg).toBe('请选择商品');
    expect((await cartOf(demo).cart()).data.list.length).toBe(before);
  });

  it('refuses a lot whose session is closed and a sold-out lot', async () => {
    const [a] = await lots('A', 1);
    h.clock.set(new Date('2026-11-17T14:00:00+08:00'));
    const closed = await cartOf(demo).batchPurchase({ doWay: 'toCart', products: [{ huaId: a!.id, qty: 1 }] });
    h.clock.set(MARKET_OPEN);
    expect(closed.code).toBe(400);
    expect(closed.msg).toContain('11:30-13:00');
    const [c] = await lots('C', 1);
    await h.db.update(t.stockLots).set({ nowStock: 0 }).where(eq(t.stockLots.id, c!.id));
    const sold = await cartOf(demo).batchPurchase({ doWay: 'toCart', products: [{ huaId: c!.id, qty: 1 }] });
    expect(sold.msg).toContain('已售罄');
    await h.db.update(t.stockLots).set({ nowStock: c!.nowStock }).where(eq(t.stockLots.id, c!.id));
  });

  it('modifies a line (0 → 数量不能为零, too many → 不能再多啦) and deletes lines; a foreign line is not found', async () => {
    const cart = await cartOf(second).cart();
    const line = cart.data.list[0]!;
    expect((await cartOf(second).modify({ itemId: line.itemId, buyPi: 0 })).msg).toBe('数量不能为零');
    expect((await cartOf(second).modify({ itemId: line.itemId, buyPi: line.maxPi + 1 })).msg).toMatch(/^不能再多啦/);
    const ok = await cartOf(second).modify({ itemId: line.itemId, buyPi: 1 });
    expect(ok.code).toBe(200);
    expect(ok.data.list.find((i: { itemId: number }) => i.itemId === line.itemId)!.buyPi).toBe(1);
    expect((await cartOf(demo).modify({ itemId: line.itemId, buyPi: 1 })).code).toBe(404);
    // A foreign line is not the demo buyer's to delete: refused (was answered 删除成功 while deleting nothing).
    expect(await cartOf(demo).remove({ ids: [line.itemId] })).toMatchObject({ code: 404, msg: '购物车中没有该商品' });
    expect((await cartOf(second).cart()).data.list).toHaveLength(2);
    const del = await cartOf(second).remove({ ids: [line.itemId] });
    expect(del).toMatchObject({ code: 200, msg: '删除成功' });
    expect(del.data.list).toHaveLength(1);
  });

  it('counts the cart lines for the badge (as many as shopping-cart lists), each buyer their own', async () => {
    for (const token of [demo, second]) {
      const listed = (await cartOf(token).cart()).data.list.length;
      expect(await cartOf(token).count()).toMatchObject({ code: 200, data: listed });
    }
    expect((await h.app.inject({ method: 'POST', url: '/api/v1/order/cart-count', payload: {} })).statusCode).toBe(401);
  });

  it('shows a line that shrank with how many are left', async () => {
    const cart = await cartOf(second).cart();
    const line = cart.data.list[0]!;
    const unit = line.basicQty * line.flwUnitno;
    await h.db
      .update(t.stockLots)
      .set({ nowStock: unit * 1 })
      .where(eq(t.stockLots.id, line.stockId));
    await cartOf(second).modify({ itemId: line.itemId, buyPi: 1 });
    await h.db.update(t.stockLots).set({ nowStock: 0 }).where(eq(t.stockLots.id, line.stockId));
    const after = await cartOf(second).cart();
    expect(after.data.list[0]).toMatchObject({ maxPi: 0 });
    expect(after.data.list[0]!.problem).toContain('已售罄');
    expect(after.data.totals.allfeePayment).toBe('0.00');
    await cartOf(second).remove({ ids: [line.itemId] });
  });
});

describe("ids and quantities beyond 32 bits, and deleting lines that are not the buyer's", () => {
  const HUGE = [2_147_483_648, 4_294_967_296, 9_007_199_254_740_991, '2147483648', '99999999999999999999'];

  it('batch-purchase refuses a huaId above 2³¹−1 as an unknown lot (no HTTP 500), for every doWay', async () => {
    const before = (await cartOf(second).cart()).data.list.length;
    for (const huaId of HUGE) {
      for (const doWay of ['toCart', 'nowPay']) {
        const res = await h.app.inject({
          method: 'POST',
          url: '/api/v1/order/batch-purchase',
          headers: { authorization: `Bearer ${second}` },
          payload: { doWay, products: [{ huaId, qty: 1 }], sign: sign() },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ code: 400, msg: '商品不存在或已下架' });
      }
    }
    const preview = await cartOf(second).preview({ doWay: 'nowPay', products: [{ huaId: 2_147_483_648, qty: 1 }] });
    expect(preview).toMatchObject({ code: 400, msg: '商品不存在或已下架' });
    expect((await cartOf(second).cart()).data.list).toHaveLength(before);
  });

  it('batch-purchase refuses a quantity above 2³¹−1 with 不能再多啦, and nothing is added', async () => {
    const [c] = await lots('C', 1);
    const before = (await cartOf(second).cart()).data.list.length;
    for (const qty of [2_147_483_648, '2147483648', 1e20]) {
      const res = await cartOf(second).batchPurchase({ doWay: 'toCart', products: [{ huaId: c!.id, qty }] });
      expect(res).toMatchObject({ code: 400, msg: '不能再多啦' });
    }
    // Two entries of one lot that add up beyond 32 bits are refused too.
    const twice = await cartOf(second).batchPurchase({
      doWay: 'toCart',
      products: [
        { huaId: c!.id, qty: 2_000_000_000 },
        { huaId: c!.id, qty: 2_000_000_000 },
      ],
    });
    expect(twice).toMatchObject({ code: 400, msg: '不能再多啦' });
    expect((await cartOf(second).cart()).data.list).toHaveLength(before);
  });

  it('modify-cart refuses an itemId above 2³¹−1 as 购物车中没有该商品 and a buyPi above it as 不能再多啦', async () => {
    const [c] = await lots('C', 1);
    await cartOf(second).batchPurchase({ doWay: 'toCart', products: [{ huaId: c!.id, qty: 1 }] });
    const line = (await cartOf(second).cart()).data.list.find((i: { stockId: number }) => i.stockId === c!.id)!;
    for (const itemId of HUGE) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/order/modify-cart',
        headers: { authorization: `Bearer ${second}` },
        payload: { itemId, buyPi: 1 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().msg).toBe('购物车中没有该商品');
      expect(res.json().code).not.toBe(200);
    }
    for (const buyPi of [2_147_483_648, '4294967296']) {
      expect(await cartOf(second).modify({ itemId: line.itemId, buyPi })).toMatchObject({ code: 400, msg: '不能再多啦' });
    }
    const after = (await cartOf(second).cart()).data.list.find((i: { itemId: number }) => i.itemId === line.itemId)!;
    expect(after.buyPi).toBe(line.buyPi);
    await cartOf(second).remove({ ids: [line.itemId] });
  });

  it("batchdel-item: ids that are none of the buyer's are refused; mixed ids delete only the buyer's own lines", async () => {
    const [x, y] = await lots('C', 2);
    await cartOf(demo).batchPurchase({ doWay: 'toCart', products: [{ huaId: x!.id, qty: 1 }] });
    await cartOf(second).batchPurchase({ doWay: 'toCart', products: [{ huaId: y!.id, qty: 1 }] });
    const mine = (await cartOf(demo).cart()).data.list.find((i: { stockId: number }) => i.stockId === x!.id)!;
    const theirs = (await cartOf(second).cart()).data.list.find((i: { stockId: number }) => i.stockId === y!.id)!;
    const secondBefore = (await cartOf(second).cart()).data.list.length;

    expect(await cartOf(demo).remove({ ids: [theirs.itemId] })).toMatchObject({ code: 404, msg: '购物车中没有该商品' });
    expect(await cartOf(demo).remove({ ids: [2_147_483_648, 999_999_999] })).toMatchObject({
      code: 404,
      msg: '购物车中没有该商品',
    });
    expect((await cartOf(second).cart()).data.list).toHaveLength(secondBefore);

    const mixed = await cartOf(demo).remove({ ids: `${theirs.itemId},${mine.itemId}` });
    expect(mixed).toMatchObject({ code: 200, msg: '删除成功' });
    expect(mixed.data.list.some((i: { itemId: number }) => i.itemId === mine.itemId)).toBe(false);
    const still = (await cartOf(second).cart()).data.list;
    expect(still).toHaveLength(secondBefore);
    expect(still.some((i: { itemId: number }) => i.itemId === theirs.itemId)).toBe(true);
    await cartOf(second).remove({ ids: [theirs.itemId] });
  });
});

describe('account and logistics check', () => {
  it('query-account answers balance, frozen and usable in yuan', async () => {
    expect(await cartOf(demo).queryAccount()).toMatchObject({
      code: 200,
      data: { balance: '5000.00', frozen: '0.00', usable: '5000.00' },
    });
  });

  it('check-logistics passes with a default address in an open session, else names the reason', async () => {
    expect((await cartOf(demo).checkLogistics()).code).toBe(200);
    h.clock.set(new Date('2026-11-17T17:00:00+08:00'));
    const closed = await cartOf(demo).checkLogistics();
    expect(closed.code).not.toBe(200);
    expect(closed.msg).toContain('交易时间');
    h.clock.set(MARKET_OPEN);
    const none = await cartOf(homeless).checkLogistics();
    expect(none).toMatchObject({ code: 400, msg: '请先完善收货地址' });
  });
});

describe('preview and pay', () => {
  it('previews a buy-now order with fees, coupons and member discount; nothing is taken', async () => {
    const [a] = await lots('C', 1);
    const res = await cartOf(demo).preview({ doWay: 'nowPay', products: [{ huaId: a!.id, qty: 1 }] });
    expect(res.code).toBe(200);
    const p = res.data;
    expect(p.items).toHaveLength(1);
    expect(p.session).toBe('C');
    expect(p.address).toMatchObject({ default: 1, logisType: 2 });
    expect(p.memberDiscountText).toBe('9.7折（省3%）');
    expect(Number(p.totals.allFeeMember)).toBeGreaterThan(0);
    expect(Number(p.totals.allFeeLogis)).toBeGreaterThan(0);
    expect(p.problems).toEqual([]);
    const sum =
      Number(p.totals.allFeeGoods) +
      Number(p.totals.allFeeLogis) +
      Number(p.totals.allFeeBox) -
      Number(p.totals.allfeeDiscount) -
      Number(p.totals.allFeeCoupon) -
      Number(p.totals.allFeeMember);
    expect(Number(p.totals.allfeePayment)).toBeCloseTo(Math.max(0, sum), 2);
    expect(await stockOf(a!.id)).toBe(a!.nowStock);
  });

  it('picks the best usable coupon by itself, lists usable coupons, and names a missing address', async () => {
    const [c] = await lots('C', 1);
    const products = [{ huaId: c!.id, qty: c!.nowStock / (c!.stemsPerBunch * c!.basicSaleNo) >= 40 ? 40 : 1 }];
    const preview = (await cartOf(demo).preview({ doWay: 'nowPay', products })).data;
    const usable = await cartOf(demo).coupons({ doWay: 'nowPay', products });
    expect(usable.code).toBe(200);
    expect(usable.data.map((x: { couponCode: string }) => x.couponCode)).toEqual(
      preview.coupons.map((x: { couponCode: string }) => x.couponCode),
    );
    // Never the expired or the direct-supply-only coupon on an all-day order.
    expect(preview.coupons.map((x: { couponCode: string }) => x.couponCode)).not.toContain('HS-OLD-10');
    expect(preview.coupons.map((x: { couponCode: string }) => x.couponCode)).not.toContain('HS-DIRECT-50');
    if (preview.coupons.length > 0) expect(preview.couponCode).not.toBe('');
    const none = (await cartOf(homeless).preview({ doWay: 'nowPay', products: [{ huaId: c!.id, qty: 1 }] })).data;
    expect(none.address).toBeNull();
    expect(none.problems.map((p: { message: string }) => p.message)).toContain('请先完善收货地址');
    const foreign = await cartOf(second).preview({
      doWay: 'nowPay',
      products: [{ huaId: c!.id, qty: 1 }],
      addressId: preview.address!.id,
    });
    expect(foreign.code).toBe(404);
  });

  it('pays a buy-now order from the balance: stock, balance, ledger, coupon; the same sign again makes no second order', async () => {
    const [a] = await lots('C', 1);
    const before = await balanceOf(DEMO_BUYER.phone);
    const preview = (await cartOf(demo).preview({ doWay: 'nowPay', products: [{ huaId: a!.id, qty: 1 }], couponCode: '' })).data;
    const s = sign();
    const first = await cartOf(demo).batchPurchase({
      doWay: 'nowPay',
      products: [{ huaId: a!.id, qty: 1 }],
      couponCode: '',
      sign: s,
      version: '3.7.5',
    });
    expect(first.code).toBe(200);
    expect(first.msg).toBe(`下单成功，成功购买${a!.basicSaleNo}扎`);
    expect(first.data!.allfeePayment).toBe(preview.totals.allfeePayment);
    const again = await cartOf(demo).batchPurchase({
      doWay: 'nowPay',
      products: [{ huaId: a!.id, qty: 1 }],
      couponCode: '',
      sign: s,
      version: '3.7.5',
    });
    expect(again).toEqual(first);
    const after = await balanceOf(DEMO_BUYER.phone);
    const paidFen = Math.round(Number(first.data!.allfeePayment) * 100);
    expect(before.balanceFen - after.balanceFen).toBe(paidFen);
    expect(await stockOf(a!.id)).toBe(a!.nowStock - a!.basicSaleNo * a!.stemsPerBunch);
    const orders = await h.db.select().from(t.orders).where(eq(t.orders.orderNo, first.data!.orderNo));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 1, session: 'C', feePayment: paidFen, rcvUser: '李花语' });
    const items = await h.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, orders[0]!.id));
    expect(items).toMatchObject([{ backStatus: 1, afterSalesStatus: -1, stockId: a!.id }]);
    const ledger = await h.db.select().from(t.balanceLedger).where(eq(t.balanceLedger.refId, first.data!.orderNo));
    expect(ledger).toMatchObject([{ ioValueFen: -paidFen, balanceAfterFen: after.balanceFen }]);
  });

  it('orders the cart with a coupon and empties the ordered lines', async () => {
    const cheap = await lots('C', 3);
    for (const l of cheap) await cartOf(demo).batchPurchase({ doWay: 'toCart', products: [{ huaId: l.id, qty: 1 }] });
    // Make the goods reach the welcome coupon's minimum of ¥200.
    const cart = (await cartOf(demo).cart()).data;
    for (const line of cart.list) {
      const need = Math.min(line.maxPi, Math.ceil(20000 / Math.max(1, Math.round(Number(line.feeGoods) * 100))) + 1);
      await cartOf(demo).modify({ itemId: line.itemId, buyPi: Math.max(1, need) });
    }
    const preview = (await cartOf(demo).preview({ doWay: 'shopCode', couponCode: 'HS-WELCOME-20' })).data;
    expect(preview.problems).toEqual([]);
    expect(preview.couponCode).toBe('HS-WELCOME-20');
    expect(preview.totals.allFeeCoupon).toBe('20.00');
    const before = await balanceOf(DEMO_BUYER.phone);
    const res = await cartOf(demo).cartBuy({ couponCode: 'HS-WELCOME-20', sign: sign() });
    expect(res.code).toBe(200);
    expect(res.data!.allfeePayment).toBe(preview.totals.allfeePayment);
    const after = await balanceOf(DEMO_BUYER.phone);
    expect(before.balanceFen - after.balanceFen).toBe(Math.round(Number(preview.totals.allfeePayment) * 100));
    expect((await cartOf(demo).cart()).data.list).toHaveLength(0);
    const [coupon] = await h.db.select().from(t.coupons).where(eq(t.coupons.couponCode, 'HS-WELCOME-20'));
    expect(coupon!.usedAt).not.toBeNull();
    // used coupon cannot be used twice
    const [c] = await lots('C', 1);
    const again = await cartOf(demo).batchPurchase({
      doWay: 'nowPay',
      products: [{ huaId: c!.id, qty: 1 }],
      couponCode: 'HS-WELCOME-20',
      sign: sign(),
    });
    expect(again.msg).toBe('该优惠券已使用');
  });

  it('empty cart → 您当前还没有商品; mixing sessions is refused; a stale or forged sign is refused', async () => {
    expect((await cartOf(demo).cartBuy({ couponCode: '', sign: sign() })).msg).toBe('您当前还没有商品');
    const [a] = await lots('A', 1);
    const [c] = await lots('C', 1);
    const mixed = await cartOf(demo).batchPurchase({
      doWay: 'nowPay',
      products: [
        { huaId: a!.id, qty: 1 },
        { huaId: c!.id, qty: 1 },
      ],
      couponCode: '',
      sign: sign(),
    });
    expect(mixed.msg).toBe('限时直供与全天专区的商品请分开下单');
    const old = createPurchaseSign({ key, now: new Date(h.clock.now().getTime() - 301_000), random });
    expect(
      (await cartOf(demo).batchPurchase({ doWay: 'nowPay', products: [{ huaId: c!.id, qty: 1 }], couponCode: '', sign: old })).msg,
    ).toBe('购买请求已过期，请刷新页面后重试');
    const forged = createPurchaseSign({ key: parseSignKey('x'.repeat(16))!, now: h.clock.now(), random });
    expect(
      (
        await cartOf(demo).batchPurchase({
          doWay: 'nowPay',
          products: [{ huaId: c!.id, qty: 1 }],
          couponCode: '',
          sign: forged,
        })
      ).msg,
    ).toBe('购买签名无效，请刷新页面后重试');
  });

  it('411 您的账户余额不足 and nothing changes', async () => {
    const [c] = await lots('C', 1);
    // the second buyer (with the seeded address) holds less than the price
    await h.db.update(t.buyers).set({ balanceFen: 1 }).where(eq(t.buyers.phone, SECOND_BUYER.phone));
    const res = await cartOf(second).batchPurchase({
      doWay: 'nowPay',
      products: [{ huaId: c!.id, qty: 1 }],
      couponCode: '',
      sign: sign(),
    });
    expect(res).toMatchObject({ code: 411, msg: '您的账户余额不足' });
    expect(await stockOf(c!.id)).toBe(c!.nowStock);
    expect((await balanceOf(SECOND_BUYER.phone)).balanceFen).toBe(1);
  });

  it('a buyer who has not opened the account (/dredge) is refused at preview and payment, and nothing is taken', async () => {
    const [c] = await lots('C', 1);
    const { id, balanceFen } = await balanceOf(DEMO_BUYER.phone);
    await h.db.update(t.buyers).set({ status: 1 }).where(eq(t.buyers.id, id));
    try {
      // A fresh login: no earlier answer of the short buyer cache stands in for the row.
      const buyer = cartOf(await h.login(DEMO_BUYER.phone, DEMO_BUYER.password));
      const refused = { code: 400, msg: '账户尚未开通，请先开通账户' };
      const products = [{ huaId: c!.id, qty: 1 }];
      expect(await buyer.preview({ doWay: 'nowPay', products })).toMatchObject(refused);
      expect(await buyer.batchPurchase({ doWay: 'nowPay', products, couponCode: '', sign: sign() })).toMatchObject(refused);
      expect(await stockOf(c!.id)).toBe(c!.nowStock);
      expect((await balanceOf(DEMO_BUYER.phone)).balanceFen).toBe(balanceFen);
    } finally {
      await h.db.update(t.buyers).set({ status: 2 }).where(eq(t.buyers.id, id));
    }
  });

  it('a lot that shrank since the preview: submit names the item and what is left, and nothing is taken', async () => {
    const [c] = await lots('C', 1);
    const unit = c!.basicSaleNo * c!.stemsPerBunch;
    await h.db.update(t.stockLots).set({ nowStock: unit }).where(eq(t.stockLots.id, c!.id));
    const before = await balanceOf(DEMO_BUYER.phone);
    const preview = (await cartOf(demo).preview({ doWay: 'nowPay', products: [{ huaId: c!.id, qty: 2 }] })).data;
    expect(preview.problems[0]!.message).toContain('仅剩1批');
    const res = await cartOf(demo).batchPurchase({
      doWay: 'nowPay',
      products: [{ huaId: c!.id, qty: 2 }],
      couponCode: '',
      sign: sign(),
    });
    expect(res.code).not.toBe(200);
    expect(res.msg).toContain('仅剩1批');
    expect(await stockOf(c!.id)).toBe(unit);
    expect((await balanceOf(DEMO_BUYER.phone)).balanceFen).toBe(before.balanceFen);
  });

  it('the pay preview clamps nothing: a line above the stock keeps its quantity and says per line how many batches are left, open or closed', async () => {
    const batchesLeft = (lot: { nowStock: number; basicSaleNo: number; stemsPerBunch: number }) =>
      Math.floor(lot.nowStock / (lot.basicSaleNo * lot.stemsPerBunch));
    const a = (await lots('A', 20)).find((lot) => batchesLeft(lot) > 0);
    const left = batchesLeft(a!);
    const ask = { doWay: 'nowPay', products: [{ huaId: a!.id, qty: 99_999 }] } as const;

    const open = (await cartOf(demo).preview(ask)).data;
    const [line] = open.items;
    expect(line).toMatchObject({ buyPi: 99_999, maxPi: left, shortage: `库存不足，仅剩${left}批` });
    expect(line!.problem).toContain(`库存不足，仅剩${left}批`);
    // The figures are those of what was asked (nothing clamped silently), and the order cannot be placed.
    expect(line!.buyQtyall).toBe(99_999 * a!.basicSaleNo * a!.stemsPerBunch);
    expect(open.problems.map((p) => p.message)).toContain(line!.problem);

    // Once the session closes, the line still says how many batches are left (beside why it cannot be bought now).
    h.clock.set(new Date('2026-11-17T14:00:00+08:00'));
    try {
      const closed = (await cartOf(demo).preview(ask)).data;
      expect(closed.items[0]).toMatchObject({ maxPi: left, shortage: `库存不足，仅剩${left}批` });
      expect(closed.items[0]!.problem).not.toContain('库存不足');
    } finally {
      h.clock.set(MARKET_OPEN);
    }

    // Lowered to what is left, the line has no shortage and no problem.
    const fits = (await cartOf(demo).preview({ doWay: 'nowPay', products: [{ huaId: a!.id, qty: left }] })).data;
    expect(fits.items[0]).toMatchObject({ buyPi: left, shortage: '', problem: '' });
    expect(fits.problems.filter((p) => p.itemId !== 0)).toEqual([]);
  });
});

/** A fresh all-day lot of today cloned from a seeded one: its own stock and price, no packing fee, no activity. */
async function freshLot(over: Partial<typeof t.stockLots.$inferInsert>) {
  const [model] = await h.db
    .select()
    .from(t.stockLots)
    .where(and(eq(t.stockLots.session, 'C'), eq(t.stockLots.auctionDate, '2026-11-17')))
    .limit(1);
  const [row] = await h.db
    .insert(t.stockLots)
    .values({
      ...model!,
      id: undefined,
      positionNo: 'TEST-LOT',
      stemsPerBunch: 10,
      basicSaleNo: 1,
      nowStock: 10 * 60,
      salePriceFen: 100,
      feeBoxPerKgFen: 0,
      activityPercent: 0,
      activityMinBunches: 0,
      createdAt: undefined,
      ...over,
    })
    .returning();
  return row!;
}

describe('one cart ordered twice at once', () => {
  it('two concurrent cart-buy with different signs: exactly one order, balance and stock debited once, ledger consistent', async () => {
    h.clock.set(MARKET_OPEN);
    const me = await balanceOf(DEMO_BUYER.phone);
    await h.db.delete(t.cartItems).where(eq(t.cartItems.buyerId, me.id));
    const lot = await freshLot({ nowStock: 10 * 20 });
    await cartOf(demo).batchPurchase({ doWay: 'toCart', products: [{ huaId: lot.id, qty: 3 }] });
    const ordersBefore = await h.db.select().from(t.orders).where(eq(t.orders.buyerId, me.id));
    const ledgerBefore = await h.db.select().from(t.balanceLedger).where(eq(t.balanceLedger.buyerId, me.id));
    const before = await balanceOf(DEMO_BUYER.phone);

    const [a, b] = await Promise.all([
      cartOf(demo).cartBuy({ couponCode: '', sign: sign() }),
      cartOf(demo).cartBuy({ couponCode: '', sign: sign() }),
    ]);
    const answers = [a!, b!];
    const won = answers.filter((r) => r.code === 200);
    const lost = answers.filter((r) => r.code !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    // The loser is told the cart changed (it lost the claim) or that it is empty (it read the cart after the commit).
    expect(['购物车已变化，请刷新后重试', '您当前还没有商品']).toContain(lost[0]!.msg);
    expect(lost[0]!.code).not.toBe(500);

    const paidFen = Math.round(Number(won[0]!.data.allfeePayment) * 100);
    expect(paidFen).toBeGreaterThan(0);
    const after = await balanceOf(DEMO_BUYER.phone);
    expect(before.balanceFen - after.balanceFen).toBe(paidFen);
    expect(await stockOf(lot.id)).toBe(10 * 20 - 3 * 10);
    const ordersAfter = await h.db.select().from(t.orders).where(eq(t.orders.buyerId, me.id));
    expect(ordersAfter).toHaveLength(ordersBefore.length + 1);
    const items = await h.db.select().from(t.orderItems).where(eq(t.orderItems.stockId, lot.id));
    expect(items).toHaveLength(1);
    const ledgerAfter = await h.db.select().from(t.balanceLedger).where(eq(t.balanceLedger.buyerId, me.id));
    const added = ledgerAfter.filter((l) => !ledgerBefore.some((o) => o.id === l.id));
    expect(added).toMatchObject([{ ioValueFen: -paidFen, balanceAfterFen: after.balanceFen, refId: won[0]!.data.orderNo }]);
    expect((await cartOf(demo).cart()).data.list).toHaveLength(0);
  });

  it('the claim refuses a cart line whose quantity changed after it was priced, and rolls everything back', async () => {
    const me = await balanceOf(DEMO_BUYER.phone);
    const lot = await freshLot({});
    await cartOf(demo).batchPurchase({ doWay: 'toCart', products: [{ huaId: lot.id, qty: 2 }] });
    const line = (await cartOf(demo).cart()).data.list[0]!;
    // Many concurrent pairs of cart-buy + modify-cart: whatever interleaving, an order is placed only for the
    // quantity it priced and charged, and the cart and stock agree with it.
    const before = await balanceOf(DEMO_BUYER.phone);
    const [buy] = await Promise.all([
      cartOf(demo).cartBuy({ couponCode: '', sign: sign() }),
      cartOf(demo).modify({ itemId: line.itemId, buyPi: 5 }),
    ]);
    const after = await balanceOf(DEMO_BUYER.phone);
    const items = await h.db.select().from(t.orderItems).where(eq(t.orderItems.stockId, lot.id));
    if (buy!.code === 200) {
      expect(items).toHaveLength(1);
      const paid = Math.round(Number(buy!.data.allfeePayment) * 100);
      expect(before.balanceFen - after.balanceFen).toBe(paid);
      expect(await stockOf(lot.id)).toBe(10 * 60 - items[0]!.buyQtyAll);
    } else {
      expect(items).toHaveLength(0);
      expect(after.balanceFen).toBe(before.balanceFen);
      expect(await stockOf(lot.id)).toBe(10 * 60);
    }
    await h.db.delete(t.cartItems).where(eq(t.cartItems.buyerId, me.id));
  });
});

describe('activity discount threshold (满N扎)', () => {
  it('a 1-batch purchase on a 满50扎享9折 lot pays full price; 50 bunches get the discount; the text is derived', async () => {
    const me = await balanceOf(DEMO_BUYER.phone);
    await h.db.delete(t.cartItems).where(eq(t.cartItems.buyerId, me.id));
    // A stale stored text must not be what the buyer reads: the text comes from (minBunches, percent).
    const lot = await freshLot({ activityPercent: 10, activityMinBunches: 50, activityRuleText: '满5扎享9折' });

    await cartOf(demo).batchPurchase({ doWay: 'toCart', products: [{ huaId: lot.id, qty: 1 }] });
    let cart = (await cartOf(demo).cart()).data;
    expect(cart.list[0]).toMatchObject({ stockId: lot.id, buyQty: 1, feeGoods: '10.00', feeDiscount: '0.00', rule_text: '满50扎享9折' });
    expect(cart.totals.allFeeGoods).toBe('10.00');

    // 49 bunches: still below the threshold; 50: the discount applies.
    await cartOf(demo).modify({ itemId: cart.list[0]!.itemId, buyPi: 49 });
    cart = (await cartOf(demo).cart()).data;
    expect(cart.list[0]).toMatchObject({ feeGoods: '490.00', feeDiscount: '0.00' });
    await cartOf(demo).modify({ itemId: cart.list[0]!.itemId, buyPi: 50 });
    cart = (await cartOf(demo).cart()).data;
    expect(cart.list[0]).toMatchObject({ feeGoods: '500.00', feeDiscount: '50.00' });
    const big = (await cartOf(demo).preview({ doWay: 'shopCode', couponCode: '' })).data;
    expect(big.totals.allfeeDiscount).toBe('50.00');
    await h.db.delete(t.cartItems).where(eq(t.cartItems.buyerId, me.id));

    const preview = (await cartOf(demo).preview({ doWay: 'nowPay', products: [{ huaId: lot.id, qty: 1 }], couponCode: '' })).data;
    expect(preview.totals).toMatchObject({ allFeeGoods: '10.00', allfeeDiscount: '0.00' });
    expect(preview.items[0]!.rule_text).toBe('满50扎享9折');
    const before = await balanceOf(DEMO_BUYER.phone);
    const res = await cartOf(demo).batchPurchase({
      doWay: 'nowPay',
      products: [{ huaId: lot.id, qty: 1 }],
      couponCode: '',
      sign: sign(),
    });
    expect(res.code).toBe(200);
    expect(res.data!.allfeePayment).toBe(preview.totals.allfeePayment);
    const [order] = await h.db.select().from(t.orders).where(eq(t.orders.orderNo, res.data!.orderNo));
    expect(order!.feeGoods).toBe(1000);
    expect(order!.feeDiscount).toBe(0);
    const [item] = await h.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order!.id));
    expect(item).toMatchObject({ feeGoods: 1000, feeDiscount: 0, buyQty: 1 });
    expect(before.balanceFen - (await balanceOf(DEMO_BUYER.phone)).balanceFen).toBe(order!.feePayment);
  });
});
