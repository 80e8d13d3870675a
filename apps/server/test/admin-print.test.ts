/**
 * The 订单履约 desk's printed papers (issue 31) through the API: who may fetch them (配货发货 and 管理员; not a buyer,
 * a visitor, 财务 or 客服), what the pick list holds (paid orders' standing items only, not an unpaid order, a
 * cancelled item or a shipped order), one order's slip and label and the refusals (unknown, unpaid), the desk
 * filter's labels, and the file's type and name. Read back with pdfjs-dist as a person reads the paper.
 */
import { adminOrderRoutes } from '@huashi/api';
import { FULFILMENT_MESSAGES, PRINT_MESSAGES, STAFF_MESSAGES } from '@huashi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { pdfText } from '../src/print/readPdf';
import { DEMO_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { copySeededOrder } from './fixtures';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let demo: string;
let demoId: number;
let peihuo: string;
let admin: string;
let caiwu: string;
let kefu: string;

/** A day no seeded order has. */
const DAY = '2026-12-03';
const [ADMIN, PEIHUO, CAIWU, KEFU] = DEMO_STAFF;

let serial = 0;
async function order(changes: Partial<typeof t.orders.$inferInsert> = {}) {
  serial += 1;
  const orderNo = `PRT${DAY.replace(/-/g, '')}${String(serial).padStart(5, '0')}`;
  const made = await copySeededOrder(h.db, demoId, {
    orderNo,
    status: 1,
    session: 'A',
    auctionDate: DAY,
    rcvUser: `收货人${serial}`,
    orderNotice: `备注${serial}`,
    createdAt: h.clock.now(),
    ...changes,
  });
  const [lot] = await h.db.select({ positionNo: t.stockLots.positionNo }).from(t.stockLots).where(eq(t.stockLots.id, made.item.stockId));
  return { ...made, orderNo, positionNo: lot!.positionNo };
}

const get = (path: string, query: string, token: string | null) =>
  h.app.inject({ method: 'GET', url: `/api${path}?${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Every text of the paper, joined by spaces. */
async function paperText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pages = await pdfText(bytes);
  return { pages: pages.length, text: pages.flatMap((page) => page.texts.map((run) => run.text)).join(' ') };
}

let paid: Awaited<ReturnType<typeof order>>;
let unpaid: Awaited<ReturnType<typeof order>>;
let cancelled: Awaited<ReturnType<typeof order>>;
let shipped: Awaited<ReturnType<typeof order>>;
let allDay: Awaited<ReturnType<typeof order>>;

beforeAll(async () => {
  h = await createTestApp();
  demo = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  const [buyer] = await h.db.select({ id: t.buyers.id }).from(t.buyers).where(eq(t.buyers.phone, DEMO_BUYER.phone));
  demoId = buyer!.id;
  peihuo = await h.staffLogin(PEIHUO, { ip: '10.3.0.1' });
  admin = await h.staffLogin(ADMIN, { ip: '10.3.0.2' });
  caiwu = await h.staffLogin(CAIWU, { ip: '10.3.0.3' });
  kefu = await h.staffLogin(KEFU, { ip: '10.3.0.4' });
  paid = await order();
  unpaid = await order({ paidAt: null, placedBy: 'operator:1' });
  cancelled = await order();
  await h.db.update(t.orderItems).set({ cancelledAt: h.clock.now() }).where(eq(t.orderItems.id, cancelled.item.id));
  shipped = await order({ status: 4 });
  allDay = await order({ session: 'C' });
});
afterAll(async () => {
  await h?.close();
});

describe('who may print', () => {
  it('refuses a visitor and a buyer (401), 财务 and 客服 (403); 配货发货 and 管理员 get the PDF', async () => {
    const papers: [string, string][] = [
      [adminOrderRoutes.printPickList.path, `auctionDate=${DAY}`],
      [adminOrderRoutes.printPackingSlips.path, `mainIds=${paid.order.id}`],
      [adminOrderRoutes.printLabels.path, `mainIds=${paid.order.id}`],
    ];
    for (const [path, query] of papers) {
      for (const token of [null, demo]) {
        const res = await get(path, query, token);
        expect(res.statusCode, path).toBe(401);
        expect(res.json()).toMatchObject({ code: 401 });
      }
      for (const token of [caiwu, kefu]) {
        const res = await get(path, query, token);
        expect(res.statusCode, path).toBe(403);
        expect(res.json()).toEqual({ code: 403, msg: STAFF_MESSAGES.forbidden, data: null });
      }
      for (const token of [peihuo, admin]) {
        const res = await get(path, query, token);
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });
});

describe('pick list', () => {
  it("lists the session's paid orders by lot position, never an unpaid order, a cancelled item or a shipped order", async () => {
    const res = await get(adminOrderRoutes.printPickList.path, `auctionDate=${DAY}&session=A`, peihuo);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="picklist-${DAY}-A.pdf"; filename*=UTF-8''${encodeURIComponent(`拣货单-${DAY}-A.pdf`)}`,
    );
    const { text } = await paperText(res.rawPayload);
    expect(text).toContain('拣货单');
    expect(text).toContain(`拍卖日期 ${DAY}`);
    expect(text).toContain(paid.orderNo);
    expect(text).toContain(paid.positionNo);
    expect(text).toContain(`${paid.item.buyQty} 扎`);
    for (const left of [unpaid, cancelled, shipped, allDay]) expect(text).not.toContain(left.orderNo);
    expect(text).toContain('订单 1');
  });

  it('covers both sessions when none is chosen', async () => {
    const res = await get(adminOrderRoutes.printPickList.path, `auctionDate=${DAY}`, admin);
    expect(res.headers['content-disposition']).toContain(`picklist-${DAY}-AC.pdf`);
    const { text } = await paperText(res.rawPayload);
    expect(text).toContain(paid.orderNo);
    expect(text).toContain(allDay.orderNo);
    expect(text).not.toContain(unpaid.orderNo);
  });
});

describe("one order's packing slip and label", () => {
  it('prints the slip with receiver, address, note, item position and the order number, named for the order', async () => {
    const res = await get(adminOrderRoutes.printPackingSlips.path, `mainIds=${paid.order.id}`, peihuo);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`装箱单-${paid.orderNo}.pdf`));
    const { pages, text } = await paperText(res.rawPayload);
    expect(pages).toBe(1);
    for (const shown of ['装箱单', paid.orderNo, paid.order.rcvUser, paid.order.rcvPhone, paid.order.rcvAddress, paid.positionNo, '备注'])
      expect(text).toContain(shown);
    expect(text).toContain(paid.order.orderNotice!);
  });

  it('prints one 100 × 150 mm label for the order', async () => {
    const res = await get(adminOrderRoutes.printLabels.path, `mainIds=${paid.order.id}`, peihuo);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`面单-${paid.orderNo}.pdf`));
    const pages = await pdfText(res.rawPayload);
    expect(pages.map(({ width, height }) => [width, height])).toEqual([[283.5, 425.2]]);
    expect(pages[0]!.texts.map((run) => run.text)).toContain(paid.orderNo);
  });

  it('refuses an unknown order, an unpaid one and one whose every item was cancelled, with the desk messages', async () => {
    for (const path of [adminOrderRoutes.printPackingSlips.path, adminOrderRoutes.printLabels.path]) {
      expect((await get(path, 'mainIds=999999', peihuo)).json()).toEqual({ code: 404, msg: FULFILMENT_MESSAGES.notFound, data: null });
      expect((await get(path, `mainIds=${unpaid.order.id}`, peihuo)).json()).toEqual({ code: 400, msg: PRINT_MESSAGES.unpaid, data: null });
      expect((await get(path, `mainIds=${cancelled.order.id}`, peihuo)).json()).toEqual({
        code: 400,
        msg: FULFILMENT_MESSAGES.cancelled,
        data: null,
      });
    }
  });
});

describe('several chosen orders', () => {
  it('prints a label for each chosen order, named for the day, and refuses all when one cannot be printed, naming it', async () => {
    const res = await get(adminOrderRoutes.printLabels.path, `mainIds=${paid.order.id},${allDay.order.id}`, peihuo);
    expect(res.headers['content-disposition']).toContain('labels-');
    const pages = await pdfText(res.rawPayload);
    expect(pages.map((page) => page.texts.find((run) => run.text.startsWith('PRT'))?.text)).toEqual([paid.orderNo, allDay.orderNo]);
    expect((await get(adminOrderRoutes.printPackingSlips.path, `mainIds=${paid.order.id},${unpaid.order.id}`, peihuo)).json()).toEqual({
      code: 400,
      msg: `${unpaid.orderNo} ${PRINT_MESSAGES.unpaid}`,
      data: null,
    });
    expect((await get(adminOrderRoutes.printLabels.path, `mainIds=${paid.order.id},x`, peihuo)).json()).toEqual({
      code: 404,
      msg: FULFILMENT_MESSAGES.notFound,
      data: null,
    });
  });
});

describe("the desk filter's labels and slips", () => {
  it('prints one label per paid order still to ship of the filter, and says when there is none', async () => {
    const res = await get(adminOrderRoutes.printLabels.path, `auctionDate=${DAY}&session=A`, peihuo);
    expect(res.headers['content-disposition']).toContain(`labels-${DAY}-A.pdf`);
    const pages = await pdfText(res.rawPayload);
    expect(pages.map((page) => page.texts.some((run) => run.text === paid.orderNo))).toEqual([true]);
    const slips = await paperText((await get(adminOrderRoutes.printPackingSlips.path, `auctionDate=${DAY}`, peihuo)).rawPayload);
    expect(slips.text).toContain(paid.orderNo);
    expect(slips.text).toContain(allDay.orderNo);
    expect(slips.text).not.toContain(unpaid.orderNo);
    expect((await get(adminOrderRoutes.printLabels.path, 'auctionDate=2026-12-30', peihuo)).json()).toEqual({
      code: 400,
      msg: PRINT_MESSAGES.nothing,
      data: null,
    });
  });
});
