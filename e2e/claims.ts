/**
 * A delivered order and a claim on it, as a buyer makes them (issue 16's journey): lots found through the checkout
 * preview, ordered as /pay orders (through the API), delivered through the dev endpoint (showTime = the server's now), and a claim filed from
 * /order's 已发货 tab with real PNG photos. Shared by the after-sales journey and the supplier's own view (issue 31).
 */
import { api, buyNow, expect, type Page, solidPng, tokenOf } from './support';

export type Lot = {
  stockId: number;
  flwName: string;
  levelName: string;
  session: 'A' | 'C';
  maxPi: number;
  supplierId: string;
  supplierName: string;
};
type OrderItem = { flwName: string; levelName: string; buyPrice: string; flwUnitno: number; buyQty: number };

export const photo = async (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: await solidPng(rgb) });

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

/**
 * The buyer orders one bundle of each lot, paid from the balance (through the API as /pay does: `buyNow`); the market
 * delivers the order at once (showTime = the server's now).
 */
export async function deliveredOrder(page: Page, token: string, lots: Lot[]): Promise<{ mainId: number; orderNo: string }> {
  const { mainId, orderNo } = await buyNow(
    page.request,
    token,
    lots.map((lot) => ({ huaId: lot.stockId, qty: 1 })),
  );
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
