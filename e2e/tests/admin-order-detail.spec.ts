/**
 * Issue 31 at 1366 px: 配货发货 opens an order from the 订单履约 desk and sees its address, items with their lots and
 * the buyer's remark (the open order is in the URL: a reload opens it again, Back closes it), prints its label from the
 * detail (the PDF's codes read back), packs and ships it from the detail itself; then types (as a USB scanner does) the order's number into 扫码查单 and lands on the same order; an unknown
 * number is said beside the field.
 */
import { pdfCodes } from '../../apps/server/src/print/readPdf';
import { savedPaper } from '../papers';
import { api, DEMO, expect, buyNow, signedIn, STAFF, staffSignedIn, test } from '../support';

type Lot = { stockId: number; flwName: string; session: 'A' | 'C'; maxPi: number };

test.use({ viewport: { width: 1366, height: 900 } });

test('open an order from the desk, ship it from its detail, and find it again by scanning its number', async ({ page, context }) => {
  const token = await signedIn(page, DEMO);
  let lot: Lot | undefined;
  for (let id = 690; id > 300 && !lot; id -= 7) {
    const res = await api<{ items: Lot[] }>(page.request, token, '/v1/order/preview', {
      doWay: 'nowPay',
      products: [{ huaId: id, qty: 1 }],
      couponCode: '',
    });
    const found = res.code === 200 ? res.data.items[0] : undefined;
    if (found && found.session === 'C' && found.maxPi >= 2) lot = found;
  }
  expect(lot, 'an all-day lot with stock').toBeDefined();
  const { mainId, orderNo } = await buyNow(page.request, token, [{ huaId: lot!.stockId, qty: 1 }]);
  expect((await api(page.request, token, '/v2/main/modify-notice', { mainId, notice: '请下午两点后送到' })).code).toBe(200);

  const desk = await context.newPage();
  await staffSignedIn(desk, STAFF.peihuo);
  // The login lands on 今日概览; the menu opens the desk.
  await desk.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '订单履约' }).click();
  const filters = desk.getByRole('search', { name: '筛选订单' });
  await filters.getByLabel('关键词').fill(orderNo);
  await filters.getByRole('button', { name: '查询' }).click();
  const opener = desk.getByRole('button', { name: `订单 ${orderNo} 详情` });
  await opener.click();
  const detail = desk.getByRole('dialog', { name: `订单 ${orderNo}` });
  await expect(detail.getByText('买家备注：请下午两点后送到')).toBeVisible();
  await expect(detail.getByText('云南省', { exact: false }).first()).toBeVisible();
  await expect(detail.getByRole('table').getByText(lot!.flwName, { exact: false })).toBeVisible();
  await expect(detail.getByRole('list', { name: '记录' })).toContainText('下单');

  // The open order is in the URL: a reload opens it again, Back closes it (the desk's filter stays).
  await expect(desk).toHaveURL(new RegExp(`[?&]order=${mainId}(&|$)`));
  await desk.reload();
  await expect(detail.getByText('买家备注：请下午两点后送到')).toBeVisible();
  await desk.goBack();
  await expect(detail).toHaveCount(0);
  await expect(desk).not.toHaveURL(/[?&]order=/);
  await expect(opener).toBeVisible();
  await opener.click();
  await expect(detail.getByText('买家备注：请下午两点后送到')).toBeVisible();

  // The open order's own label, printed from the detail: the saved PDF's codes read back as its number.
  const label = await savedPaper(desk, '打印面单', detail);
  expect(label.name).toBe(`面单-${orderNo}.pdf`);
  expect(await pdfCodes(label.bytes, 1)).toEqual(expect.arrayContaining([{ format: 'Code128', text: orderNo }]));

  // Packed and shipped from the detail, with the desk's own dialogs.
  await detail.getByRole('button', { name: '开始配货' }).click();
  await desk.getByRole('dialog', { name: '开始配货' }).getByRole('button', { name: '确认' }).click();
  await expect(detail.getByText('已开始配货：1个订单')).toBeVisible();
  await detail.getByRole('button', { name: '发货' }).click();
  const ship = desk.getByRole('dialog', { name: '发货（1个订单）' });
  await ship.getByLabel('物流公司').selectOption({ label: '顺丰速运' });
  await ship.getByLabel('物流单号').fill(`SF${orderNo.slice(-10)}`);
  await ship.getByRole('button', { name: '确认发货' }).click();
  await expect(detail.getByText('已发货：1个订单')).toBeVisible();
  await expect(detail).toContainText('已发货');
  await expect(detail.getByRole('list', { name: '记录' })).toContainText('李配货（peihuo）');
  await desk.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  await expect(opener).toBeFocused();

  // 扫码查单: the number and Enter, as a USB scanner types it.
  const scan = desk.getByLabel('扫码查单');
  await scan.fill('HS0000000000NONE');
  await scan.press('Enter');
  await expect(desk.getByText('未找到订单 HS0000000000NONE：订单不存在')).toBeVisible();
  await scan.fill(orderNo);
  await scan.press('Enter');
  await expect(desk.getByRole('dialog', { name: `订单 ${orderNo}` })).toContainText('已发货');
});
