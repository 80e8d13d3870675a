/**
 * A delivered order and a claim on it, as a buyer makes them (issue 16's journey): lots found through the checkout
 * preview, ordered on /pay, delivered through the dev endpoint (showTime = the server's now), and a claim filed from
 * /order's 已发货 tab with real PNG photos. Shared by the after-sales journey and the supplier's own view (issue 31).
 */
import { api, expect, type Page, solidPng, tokenOf } from './support';

export type Lot = {
  stockId: number;
  flwName: string;
  levelName: string;
  session: 'A' | 'C';
  maxPi: number;
  supplierId: string;
  supplierName: string;
};
type ListEntry = { main: { mainId: number; orderNo: string }; order: { list: { flwName: string; levelName: string }[] } };
type OrderItem = { flwName: string; levelName: string; buyPrice: string; flwUnitno: number; buyQty: number };

export const photo = async (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: await solidPng(rgb) });

async function newOrders(page: Page, token: string): Promise<ListEntry[]> {
  const res = await api<{ list: ListEntry[] }>(page.request, token, '/pc/main/main-order-list', { tab: 'new', page: 1, limit: 50 });
  expect(res.code, res.msg).toBe(200);
  return res.data.list;
}

/** `count` all-day lots with stock, each a different variety and grade (their item rows are told apart by name). */
export async function lotsToBuy(page: Page, token: string, count: number, from: number): Promise<Lot[]> {
  const lots: Lot[] = [];
  for (let id = from; id > 100 && lots.length < count; id -= 7) {
    const res = await api<{ items: Lot[] }>(page.request, token, '/v1/order/preview', {
      doWay: 'nowPay',
      products: [{ huaId: id, qty: 1 }],
      couponCode: '',
    });
    const found = res.code === 200 ? res.data.items[0] : undefined;
    if (
      found &&
      found.session === 'C' &&
      found.maxPi >= 2 &&
      !lots.some((l) => `${l.flwName} ${l.levelName}` === `${found.flwName} ${found.levelName}`)
    )
      lots.push(found);
  }
  expect(lots, 'all-day lots with stock').toHaveLength(count);
  return lots;
}

/** The buyer orders one bundle of each lot on /pay; the market delivers the order at once (showTime = the server's now). */
export async function deliveredOrder(page: Page, token: string, lots: Lot[]): Promise<{ mainId: number; orderNo: string }> {
  const before = new Set((await newOrders(page, token)).map((entry) => entry.main.mainId));
  const listZone = lots.map((lot) => ({ huaId: lot.stockId, qty: 1 }));
  await page.goto(`/pay?codeType=nowPay&listZone=${encodeURIComponent(JSON.stringify(listZone))}`);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByRole('dialog', { name: '购买确认' }).getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('heading', { name: '购买成功！关闭此页面继续购买' })).toBeVisible();
  // This journey's order: new since, and holding exactly these lots' items (another worker's journey may buy as the
  // same demo buyer meanwhile).
  const names = (items: readonly { flwName: string; levelName: string }[]) =>
    items
      .map((i) => `${i.flwName} ${i.levelName}`)
      .sort()
      .join('|');
  const mine = (await newOrders(page, token)).filter((entry) => !before.has(entry.main.mainId) && names(entry.order.list) === names(lots));
  expect(mine).toHaveLength(1);
  const { mainId, orderNo } = mine[0]!.main;
  const moved = await api<{ status: number }>(page.request, token, '/dev/advance-order', { mainId, status: 4 });
  expect(moved.data.status, moved.msg).toBe(4);
  return { mainId, orderNo };
}

export const shippedTab = `/order?orderVal=${encodeURIComponent(JSON.stringify({ code: 'shipped', index: 3 }))}`;

/** From /order's 已发货 tab: 申请售后 on the lot's row, then the form filled and sent; lands on /afterlist. */
export async function fileClaim(page: Page, orderNo: string, lot: Lot, photos: Awaited<ReturnType<typeof photo>>[], reason: string) {
  await page.goto(shippedTab);
  const card = page.getByRole('article', { name: `订单 ${orderNo}` });
  await card
    .getByRole('group', { name: `${lot.flwName} ${lot.levelName}` })
    .getByRole('button', { name: '申请售后' })
    .click();
  await expect(page).toHaveURL(/\/aftersale\?/);
  const form = page.getByRole('form', { name: '申请售后' });
  // The item as the form shows it: the price paid per stem, from the order's own detail.
  const mainId = Number(new URL(page.url()).searchParams.get('idCode'));
  const detail = await api<{ list: OrderItem[] }>(page.request, await tokenOf(page), '/v2/main/order-detail', { mainId });
  const item = detail.data.list.find((row) => row.flwName === lot.flwName && row.levelName === lot.levelName)!;
  await expect(form.getByText(`单价 ￥${item.buyPrice}/枝 · ${item.flwUnitno}枝/扎 · 购买 ${item.buyQty} 扎`)).toBeVisible();
  await form.getByLabel('售后类型').selectOption({ label: '数量短缺' });
  await form.getByLabel('售后数量（扎）').fill('1');
  await form.getByLabel('问题描述').fill(reason);
  await form.getByLabel('选择问题图片').setInputFiles(photos);
  await expect(form.getByRole('img', { name: `问题图片${photos.length}` })).toBeVisible();
  await expect(form.getByText(/上传中/)).toHaveCount(0);
  await expect(form.getByText(`（${photos.length}/3）`)).toBeVisible();
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('售后申请已提交')).toBeVisible();
  await expect(page).toHaveURL(/\/afterlist$/);
}
