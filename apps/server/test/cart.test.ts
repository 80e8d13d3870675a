import { createPurchaseSign, parseSignKey, type SignKey } from '@huashi/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PURCHASE_SIGN_KEY, loadConfig } from '../src/config';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { createTestApp, MARKET_OPEN, type TestApp } from './harness';

let h: TestApp;
let demo: string;
let second: string;
let key: SignKey;

const random = () => randomInt(0, 1_000_000) / 1_000_000;

beforeAll(async () => {
  h = await createTestApp();
  demo = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  second = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  key = h.ctx.config.purchaseSignKey;
});
afterAll(async () => {
  await h.close();
});

async function call(token: string, url: string, payload: Record<string, unknown> = {}, method: 'POST' | 'GET' = 'POST') {
  const res = await h.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload: method === 'POST' ? payload : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked field by field
  return res.json() as { code: number; msg: string; data: any };
}

const sign = () => createPurchaseSign({ key, now: h.clock.now(), random });

/** Today's lots of a session with stock, cheapest first (so the demo balance covers them). */
async function lots(session: 'A' | 'C', n: number) {
  return h.db
    .select()
    .from(t.stockLots)
    .where(and(eq(t.stockLots.session, session), eq(t.stockLots.auctionDate, '2026-11-17'), gt(t.stockLots.nowStock, 0)))
    .orderBy(asc(t.stockLots.salePriceFen), asc(t.stockLots.id))
    .limit(n);
}

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
    const res = await call(demo, '/v1/order/sign-key', {}, 'GET');
    expect(res).toMatchObject({ code: 200, data: { key: DEFAULT_PURCHASE_SIGN_KEY, version: '3.7.5', serverTime: MARKET_OPEN.getTime() } });
  });
});

describe('add to cart (batch-purchase toCart) and the cart', () => {
  it('adds lots with their batches, adds again to the same line, and lists them with totals', async () => {
    const [a, b] = await lots('C', 2);
    const res = await call(second, '/v1/order/batch-purchase', {
      doWay: 'toCart',
      products: [
        { huaId: a!.id, qty: 1 },
        { huaId: b!.id, qty: 1 },
      ],
      version: '3.7.5',
    });
    expect(res).toMatchObject({ code: 200, msg: '加入购物车成功' });
    await call(second, '/v1/order/batch-purchase', { doWay: 'toCart', products: [{ huaId: a!.id, qty: 1 }] });
    const cart = await call(second, '/v1/order/shopping-cart');
    expect(cart.code).toBe(200);
    expect(cart.data.list).toHaveLength(2);
    const line = cart.data.list.find((i: { stockId: number }) => i.stockId === a!.id);
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
    const before = (await call(demo, '/v1/order/shopping-cart')).data.list.length;
    expect((await call(demo, '/v1/order/batch-purchase', { doWay: 'toCart', products: [{ huaId: 99999999, qty: 1 }] })).msg).toBe(
      '商品不存在或已下架',
    );
    expect((await call(demo, '/v1/order/batch-purchase', { doWay: 'toCart', products: [{ huaId: a!.id, qty: 0 }] })).msg).toBe(
      '不能再少啦',
    );
    const tooMany = await call(demo, '/v1/order/batch-purchase', { doWay: 'toCart', products: [{ huaId: a!.id, qty: 100000 }] });
    expect(tooMany.code).not.toBe(200);
    expect(tooMany.msg).toMatch(/^不能再多啦/);
    expect((await call(demo, '/v1/order/batch-purchase', { doWay: 'toCart', products: [] })).msg).toBe('请选择商品');
    expect((await call(demo, '/v1/order/shopping-cart')).data.list.length).toBe(before);
  });

  it('refuses a lot whose session is closed and a sold-out lot', async () => {
    const [a] = await lots('A', 1);
    h.clock.set(new Date('2026-11-17T14:00:00+08:00'));
    const closed = await call(demo, '/v1/order/batch-purchase', { doWay: 'toCart', products: [{ huaId: a!.id, qty: 1 }] });
    h.clock.set(MARKET_OPEN);
    expect(closed.code).toBe(400);
    expect(closed.msg).toContain('11:30-13:00');
    const [c] = await lots('C', 1);
    await h.db.update(t.stockLots).set({ nowStock: 0 }).where(eq(t.stockLots.id, c!.id));
    const sold = await call(demo, '/v1/order/batch-purchase', { doWay: 'toCart', products: [{ huaId: c!.id, qty: 1 }] });
    expect(sold.msg).toContain('已售罄');
    await h.db.update(t.stockLots).set({ nowStock: c!.nowStock }).where(eq(t.stockLots.id, c!.id));
  });

  it('modifies a line (0 → 数量不能为零, too many → 不能再多啦) and deletes lines; a foreign line is not found', async () => {
    const cart = await call(second, '/v1/order/shopping-cart');
    const line = cart.data.list[0];
    expect((await call(second, '/v1/order/modify-cart', { itemId: line.itemId, buyPi: 0 })).msg).toBe('数量不能为零');
    expect((await call(second, '/v1/order/modify-cart', { itemId: line.itemId, buyPi: line.maxPi + 1 })).msg).toMatch(/^不能再多啦/);
    const ok = await call(second, '/v1/order/modify-cart', { itemId: line.itemId, buyPi: 1 });
    expect(ok.code).toBe(200);
    expect(ok.data.list.find((i: { itemId: number }) => i.itemId === line.itemId).buyPi).toBe(1);
    expect((await call(demo, '/v1/order/modify-cart', { itemId: line.itemId, buyPi: 1 })).code).toBe(404);
    expect((await call(demo, '/v1/order/batchdel-item', { ids: [line.itemId] })).code).toBe(200);
    expect((await call(second, '/v1/order/shopping-cart')).data.list).toHaveLength(2);
    const del = await call(second, '/v1/order/batchdel-item', { ids: [line.itemId] });
    expect(del).toMatchObject({ code: 200, msg: '删除成功' });
    expect(del.data.list).toHaveLength(1);
  });

  it('shows a line that shrank with how many are left', async () => {
    const cart = await call(second, '/v1/order/shopping-cart');
    const line = cart.data.list[0];
    const unit = line.basicQty * line.flwUnitno;
    await h.db
      .update(t.stockLots)
      .set({ nowStock: unit * 1 })
      .where(eq(t.stockLots.id, line.stockId));
    await call(second, '/v1/order/modify-cart', { itemId: line.itemId, buyPi: 1 });
    await h.db.update(t.stockLots).set({ nowStock: 0 }).where(eq(t.stockLots.id, line.stockId));
    const after = await call(second, '/v1/order/shopping-cart');
    expect(after.data.list[0]).toMatchObject({ maxPi: 0 });
    expect(after.data.list[0].problem).toContain('已售罄');
    expect(after.data.totals.allfeePayment).toBe('0.00');
    await call(second, '/v1/order/batchdel-item', { ids: [line.itemId] });
  });
});

describe('account and logistics check', () => {
  it('query-account answers balance, frozen and usable in yuan', async () => {
    expect(await call(demo, '/v1/buyer/query-account')).toMatchObject({
      code: 200,
      data: { balance: '5000.00', frozen: '0.00', usable: '5000.00' },
    });
  });

  it('check-logistics passes with a default address in an open session, else names the reason', async () => {
    expect((await call(demo, '/v1/buyer/check-logistics', {}, 'GET')).code).toBe(200);
    h.clock.set(new Date('2026-11-17T17:00:00+08:00'));
    const closed = await call(demo, '/v1/buyer/check-logistics', {}, 'GET');
    expect(closed.code).not.toBe(200);
    expect(closed.msg).toContain('交易时间');
    h.clock.set(MARKET_OPEN);
    const none = await call(second, '/v1/buyer/check-logistics', {}, 'GET');
    expect(none).toMatchObject({ code: 400, msg: '请先完善收货地址' });
  });
});

describe('preview and pay', () => {
  it('previews a buy-now order with fees, coupons and member discount; nothing is taken', async () => {
    const [a] = await lots('C', 1);
    const res = await call(demo, '/v1/order/preview', { doWay: 'nowPay', products: [{ huaId: a!.id, qty: 1 }] });
    expect(res.code).toBe(200);
    const p = res.data;
    expect(p.items).toHaveLength(1);
    expect(p.session).toBe('C');
    expect(p.address).toMatchObject({ default: 1, logisType: 2 });
    expect(p.memberDiscountRate).toBe('0.03');
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
    const preview = (await call(demo, '/v1/order/preview', { doWay: 'nowPay', products })).data;
    const usable = await call(demo, '/v1/order/coupons', { doWay: 'nowPay', products });
    expect(usable.code).toBe(200);
    expect(usable.data.map((x: { couponCode: string }) => x.couponCode)).toEqual(
      preview.coupons.map((x: { couponCode: string }) => x.couponCode),
    );
    // Never the expired or the direct-supply-only coupon on an all-day order.
    expect(preview.coupons.map((x: { couponCode: string }) => x.couponCode)).not.toContain('HS-OLD-10');
    expect(preview.coupons.map((x: { couponCode: string }) => x.couponCode)).not.toContain('HS-DIRECT-50');
    if (preview.coupons.length > 0) expect(preview.couponCode).not.toBe('');
    const none = (await call(second, '/v1/order/preview', { doWay: 'nowPay', products: [{ huaId: c!.id, qty: 1 }] })).data;
    expect(none.address).toBeNull();
    expect(none.problems.map((p: { message: string }) => p.message)).toContain('请先完善收货地址');
    const foreign = await call(second, '/v1/order/preview', {
      doWay: 'nowPay',
      products: [{ huaId: c!.id, qty: 1 }],
      addressId: preview.address.id,
    });
    expect(foreign.code).toBe(404);
  });

  it('pays a buy-now order from the balance: stock, balance, ledger, coupon; the same sign again makes no second order', async () => {
    const [a] = await lots('C', 1);
    const before = await balanceOf(DEMO_BUYER.phone);
    const preview = (await call(demo, '/v1/order/preview', { doWay: 'nowPay', products: [{ huaId: a!.id, qty: 1 }], couponCode: '' })).data;
    const s = sign();
    const first = await call(demo, '/v1/order/batch-purchase', {
      doWay: 'nowPay',
      products: [{ huaId: a!.id, qty: 1 }],
      couponCode: '',
      sign: s,
      version: '3.7.5',
    });
    expect(first.code).toBe(200);
    expect(first.msg).toBe(`下单成功，成功购买${a!.basicSaleNo}扎`);
    expect(first.data.allfeePayment).toBe(preview.totals.allfeePayment);
    const again = await call(demo, '/v1/order/batch-purchase', {
      doWay: 'nowPay',
      products: [{ huaId: a!.id, qty: 1 }],
      couponCode: '',
      sign: s,
      version: '3.7.5',
    });
    expect(again).toEqual(first);
    const after = await balanceOf(DEMO_BUYER.phone);
    const paidFen = Math.round(Number(first.data.allfeePayment) * 100);
    expect(before.balanceFen - after.balanceFen).toBe(paidFen);
    expect(await stockOf(a!.id)).toBe(a!.nowStock - a!.basicSaleNo * a!.stemsPerBunch);
    const orders = await h.db.select().from(t.orders).where(eq(t.orders.orderNo, first.data.orderNo));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 1, session: 'C', feePayment: paidFen, rcvUser: '李花语' });
    const items = await h.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, orders[0]!.id));
    expect(items).toMatchObject([{ backStatus: 1, afterSalesStatus: -1, stockId: a!.id }]);
    const ledger = await h.db.select().from(t.balanceLedger).where(eq(t.balanceLedger.refId, first.data.orderNo));
    expect(ledger).toMatchObject([{ ioValueFen: -paidFen, balanceAfterFen: after.balanceFen }]);
  });

  it('orders the cart with a coupon and empties the ordered lines', async () => {
    const cheap = await lots('C', 3);
    for (const l of cheap) await call(demo, '/v1/order/batch-purchase', { doWay: 'toCart', products: [{ huaId: l.id, qty: 1 }] });
    // Make the goods reach the welcome coupon's minimum of ¥200.
    const cart = (await call(demo, '/v1/order/shopping-cart')).data;
    for (const line of cart.list) {
      const need = Math.min(line.maxPi, Math.ceil(20000 / Math.max(1, Math.round(Number(line.feeGoods) * 100))) + 1);
      await call(demo, '/v1/order/modify-cart', { itemId: line.itemId, buyPi: Math.max(1, need) });
    }
    const preview = (await call(demo, '/v1/order/preview', { doWay: 'shopCode', couponCode: 'HS-WELCOME-20' })).data;
    expect(preview.problems).toEqual([]);
    expect(preview.couponCode).toBe('HS-WELCOME-20');
    expect(preview.totals.allFeeCoupon).toBe('20.00');
    const before = await balanceOf(DEMO_BUYER.phone);
    const res = await call(demo, '/v1/order/cart-buy', { couponCode: 'HS-WELCOME-20', sign: sign() });
    expect(res.code).toBe(200);
    expect(res.data.allfeePayment).toBe(preview.totals.allfeePayment);
    const after = await balanceOf(DEMO_BUYER.phone);
    expect(before.balanceFen - after.balanceFen).toBe(Math.round(Number(preview.totals.allfeePayment) * 100));
    expect((await call(demo, '/v1/order/shopping-cart')).data.list).toHaveLength(0);
    const [coupon] = await h.db.select().from(t.coupons).where(eq(t.coupons.couponCode, 'HS-WELCOME-20'));
    expect(coupon!.usedAt).not.toBeNull();
    // used coupon cannot be used twice
    const [c] = await lots('C', 1);
    const again = await call(demo, '/v1/order/batch-purchase', {
      doWay: 'nowPay',
      products: [{ huaId: c!.id, qty: 1 }],
      couponCode: 'HS-WELCOME-20',
      sign: sign(),
    });
    expect(again.msg).toBe('该优惠券已使用');
  });

  it('empty cart → 您当前还没有商品; mixing sessions is refused; a stale or forged sign is refused', async () => {
    expect((await call(demo, '/v1/order/cart-buy', { couponCode: '', sign: sign() })).msg).toBe('您当前还没有商品');
    const [a] = await lots('A', 1);
    const [c] = await lots('C', 1);
    const mixed = await call(demo, '/v1/order/batch-purchase', {
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
      (await call(demo, '/v1/order/batch-purchase', { doWay: 'nowPay', products: [{ huaId: c!.id, qty: 1 }], couponCode: '', sign: old }))
        .msg,
    ).toBe('购买请求已过期，请刷新页面后重试');
    const forged = createPurchaseSign({ key: parseSignKey('x'.repeat(16))!, now: h.clock.now(), random });
    expect(
      (
        await call(demo, '/v1/order/batch-purchase', {
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
    // the second buyer has no address: give one, then drain the balance below the price
    await h.db.insert(t.addresses).values({
      buyerId: (await balanceOf(SECOND_BUYER.phone)).id,
      contactUser: '王婚庆',
      contactPhone: SECOND_BUYER.phone,
      provinceId: '53',
      provinceName: '云南省',
      cityId: '5301',
      cityName: '昆明市',
      districtId: '530102',
      districtName: '五华区',
      address: '人民中路1号',
      isDefault: true,
      logisType: 1,
      logisName: '自提',
    });
    await h.db.update(t.buyers).set({ balanceFen: 1 }).where(eq(t.buyers.phone, SECOND_BUYER.phone));
    const res = await call(second, '/v1/order/batch-purchase', {
      doWay: 'nowPay',
      products: [{ huaId: c!.id, qty: 1 }],
      couponCode: '',
      sign: sign(),
    });
    expect(res).toMatchObject({ code: 411, msg: '您的账户余额不足' });
    expect(await stockOf(c!.id)).toBe(c!.nowStock);
    expect((await balanceOf(SECOND_BUYER.phone)).balanceFen).toBe(1);
  });

  it('a lot that shrank since the preview: submit names the item and what is left, and nothing is taken', async () => {
    const [c] = await lots('C', 1);
    const unit = c!.basicSaleNo * c!.stemsPerBunch;
    await h.db.update(t.stockLots).set({ nowStock: unit }).where(eq(t.stockLots.id, c!.id));
    const before = await balanceOf(DEMO_BUYER.phone);
    const preview = (await call(demo, '/v1/order/preview', { doWay: 'nowPay', products: [{ huaId: c!.id, qty: 2 }] })).data;
    expect(preview.problems[0].message).toContain('仅剩1批');
    const res = await call(demo, '/v1/order/batch-purchase', {
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
});
