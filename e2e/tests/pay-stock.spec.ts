import { DEMO, expect, signedIn, test } from '../support';

/**
 * The pay preview checks stock (issue 14): a buy-now link asking for far more batches than a lot holds previews the
 * asked quantity (nothing clamped silently), says 库存不足，仅剩N批 on the line, keeps 提交订单 off, and lets the
 * buyer lower the line to what is left — then the order can be submitted.
 */

type Envelope<T> = { code: number; msg: string; data: T };
type Lot = { stockId: number; flwName: string; session: 'A' | 'C'; maxPi: number };

test('a line above the stock says 库存不足，仅剩N批 and blocks 提交订单 until the buyer lowers it', async ({ page }) => {
  const token = await signedIn(page, DEMO);

  // An all-day lot with a few batches left (the market is open in both sessions at the journeys' clock).
  let lot: Lot | undefined;
  for (let id = 20; id < 400 && !lot; id += 1) {
    const res = await page.request.post('/api/v1/order/preview', {
      data: { doWay: 'nowPay', products: [{ huaId: id, qty: 1 }], couponCode: '' },
      headers: { authorization: `Bearer ${token}` },
    });
    const answer = (await res.json()) as Envelope<{ items: Lot[] }>;
    const found = answer.code === 200 ? answer.data.items[0] : undefined;
    if (found && found.session === 'C' && found.maxPi >= 2) lot = found;
  }
  expect(lot, 'an all-day lot with stock').toBeDefined();

  await page.goto(`/pay?codeType=nowPay&listZone=${encodeURIComponent(JSON.stringify([{ huaId: lot!.stockId, qty: 99999 }]))}`);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  const list = page.locator('tbody tr').filter({ hasText: lot!.flwName });
  // The asked quantity is kept and the line says how many batches are left.
  await expect(list.getByRole('textbox', { name: `${lot!.flwName} 批数` })).toHaveValue('99999');
  const shortage = list.getByText(/库存不足，仅剩\d+批/).first();
  await expect(shortage).toBeVisible();
  const left = Number(/仅剩(\d+)批/.exec((await shortage.textContent()) ?? '')![1]);
  expect(left).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();

  // The buyer lowers the line to what is left: the preview follows, the warning goes, 提交订单 can be pressed.
  await list.getByRole('button', { name: `改为${left}批` }).click();
  await expect(page).toHaveURL(new RegExp(`listZone=${encodeURIComponent(JSON.stringify([{ huaId: lot!.stockId, qty: left }]))}`));
  await expect(page.getByText(/库存不足，仅剩\d+批/)).toHaveCount(0);
  await expect(page.getByText(`${left}批`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '提交订单' })).toBeEnabled();
  await page.getByRole('button', { name: '提交订单' }).click();
  const dialog = page.getByRole('dialog', { name: '购买确认' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
});
