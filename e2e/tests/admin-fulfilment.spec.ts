/**
 * The 订单履约 desk (issue 15), the acceptance journey: a buyer orders; a 配货发货 staff member picks and ships it with
 * a tracking number; the buyer sees 已发货 and the number; staff marks it delivered; the buyer files nothing and the
 * order completes when the 72-hour job runs with the clock moved on (the dev endpoint runs the job at a given
 * instant — nothing sleeps). Issue 31: the pick list and the order's label are printed on the way, and the saved
 * PDFs are read back (the list's text, the label's codes).
 */
import { pdfCodes } from '../../apps/server/src/print/readPdf';
import { savedPaper } from '../papers';
import { api, DEMO, expect, buyNow, signedIn, type Page, STAFF, staffLogin, staffSignedIn, test } from '../support';

type Envelope<T> = { code: number; msg: string; data: T };
type Lot = { stockId: number; flwName: string; session: 'A' | 'C'; maxPi: number };

const HOUR = 3_600_000;

async function serverNow(page: Page): Promise<number> {
  const health = (await (await page.request.get('/api/health')).json()) as Envelope<{ time: string }>;
  return Date.parse(health.data.time);
}

test('a buyer orders; 配货发货 picks, ships with a tracking number, marks it delivered; it completes 72 hours later', async ({
  page,
  context,
  browser,
}) => {
  // A long journey, and it reads back two printed PDFs (one rendered at 203 dpi to decode its codes).
  test.setTimeout(150_000);
  // The buyer orders one batch of an all-day lot (as the pay page does; checkout.spec.ts clicks through it).
  const token = await signedIn(page, DEMO);
  let lot: Lot | undefined;
  for (let id = 700; id > 300 && !lot; id -= 3) {
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

  // 配货发货 finds it on the desk (today's auction date by default) and starts picking.
  const desk = await context.newPage();
  await staffLogin(desk, STAFF.peihuo);
  // The login lands on 今日概览; the menu opens the desk.
  await expect(desk).toHaveURL(/\/admin\/dashboard$/);
  await desk.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '订单履约' }).click();
  await expect(desk).toHaveURL(/\/admin\/orders$/);
  await expect(desk.getByRole('heading', { name: '订单履约' })).toBeVisible();
  const filters = desk.getByRole('search', { name: '筛选订单' });
  await expect(filters.getByLabel('拍卖日期')).toHaveValue('2026-11-17');
  await filters.getByLabel('关键词').fill(orderNo);
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(desk).toHaveURL(new RegExp(`q=${orderNo}`));
  const grid = desk.getByRole('grid', { name: '订单列表' });
  const row = grid.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('待配货');
  const bar = desk.getByRole('toolbar', { name: '批量操作' });
  await expect(bar.getByRole('button', { name: '发货' })).toBeDisabled();
  await row.getByRole('checkbox', { name: `选择 订单 ${orderNo}` }).check();
  await bar.getByRole('button', { name: '开始配货（1）' }).click();
  await desk.getByRole('dialog', { name: '开始配货' }).getByRole('button', { name: '确认' }).click();
  await expect(desk.getByText('已开始配货：1个订单')).toBeVisible();
  await expect(row).toContainText('待发货');

  // The pick list names the lot's position and this buyer's bundles.
  await desk.getByRole('tab', { name: '配货单' }).click();
  const pick = desk.getByRole('grid', { name: '配货单' });
  await expect(pick.getByRole('row').filter({ hasText: orderNo })).toContainText(DEMO.nickName);

  // Issue 31: the printed pick list (the desk's filter) names the order under its lot's position, as the page does.
  const position = (await pick.getByRole('row').filter({ hasText: orderNo }).getByRole('gridcell').first().innerText()).trim();
  const pickPdf = await savedPaper(desk, '打印拣货单');
  expect(pickPdf.name).toBe('拣货单-2026-11-17-AC.pdf');
  expect(pickPdf.text).toContain(orderNo);
  expect(pickPdf.text).toContain(position);
  await desk.getByRole('tab', { name: '订单' }).click();

  // Its label: the order number in a Code128 barcode and a QR code, read back from the saved PDF at 203 dpi.
  await row.getByRole('checkbox', { name: `选择 订单 ${orderNo}` }).check();
  const label = await savedPaper(desk, '打印面单（已选1单）');
  expect(label.name).toBe(`面单-${orderNo}.pdf`);
  expect(await pdfCodes(label.bytes, 1)).toEqual(
    expect.arrayContaining([
      { format: 'Code128', text: orderNo },
      { format: 'QRCode', text: orderNo },
    ]),
  );
  await row.getByRole('checkbox', { name: `选择 订单 ${orderNo}` }).uncheck();

  // 发货: the company is the buyer's choice; the tracking number is asked for next to its field.
  await row.getByRole('checkbox', { name: `选择 订单 ${orderNo}` }).check();
  await bar.getByRole('button', { name: '发货（1）' }).click();
  const ship = desk.getByRole('dialog', { name: '发货（1个订单）' });
  const line = ship.getByRole('group', { name: `订单 ${orderNo}` });
  await expect(line.getByLabel('物流公司')).toHaveValue('KMCOLD');
  await ship.getByRole('button', { name: '确认发货' }).click();
  await expect(line.getByText('请填写物流单号')).toBeVisible();
  await line.getByLabel('物流公司').selectOption({ label: '顺丰速运' });
  const tracking = `SF${orderNo.slice(-10)}`;
  await line.getByLabel('物流单号').fill(tracking.toLowerCase());
  await ship.getByRole('button', { name: '确认发货' }).click();
  await expect(ship).toHaveCount(0);
  await expect(desk.getByText('已发货：1个订单')).toBeVisible();
  await expect(row).toContainText('已发货');
  await expect(row).toContainText(tracking);

  // The buyer sees 已发货 with the company and the number at once.
  await page.goto(`/orderdetail?codeId=${mainId}`);
  const detail = page.getByRole('article', { name: `订单详情 ${orderNo}` });
  await expect(detail.getByText('订单已发货')).toBeVisible();
  await expect(detail.getByText('顺丰速运')).toBeVisible();
  await expect(detail.getByText(tracking)).toBeVisible();

  // Staff marks it delivered: after-sales opens and the 72 hours start.
  await row.getByRole('checkbox', { name: `选择 订单 ${orderNo}` }).check();
  await bar.getByRole('button', { name: '已送达/已提货（1）' }).click();
  await desk.getByRole('dialog', { name: '已送达/已提货' }).getByRole('button', { name: '确认' }).click();
  await expect(desk.getByText('已标记送达/提货：1个订单')).toBeVisible();
  await expect(row).toContainText('已送达');
  const deliveredAt = await serverNow(page);

  // The buyer files nothing. 71 hours on, the job leaves it; 72 hours on, it completes it.
  const run = (hours: number) =>
    api<{ completed: number }>(page.request, token, '/dev/run-auto-complete', {
      at: new Date(deliveredAt + hours * HOUR).toISOString(),
      mainIds: [mainId],
    });
  expect((await run(71)).data.completed).toBe(0);
  await page.reload();
  await expect(detail.getByText('订单已发货')).toBeVisible();
  expect((await run(72)).data.completed).toBe(1);
  await page.reload();
  await expect(detail.getByText('订单已完成')).toBeVisible();
  await expect(page.getByRole('button', { name: '确认收货' })).toHaveCount(0);
  expect((await run(73)).data.completed).toBe(0);

  // The desk shows it completed.
  await filters.getByRole('button', { name: '查询' }).click();
  await desk.reload();
  await expect(desk.getByRole('grid', { name: '订单列表' }).getByRole('row').filter({ hasText: orderNo })).toContainText('已完成');

  // 管理员's 操作记录 names the order by its number, its status by its label and its times in market time
  // (issue 26: it read 订单 #16, 状态 3 → 4 and UTC times).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await staffSignedIn(admin, STAFF.admin);
  await admin.goto('/admin/audit?action=order.ship&entity=order');
  const entry = admin
    .getByRole('grid', { name: '操作记录' })
    .getByRole('row')
    .filter({ hasText: `订单 ${orderNo}` });
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: /查看第 \d+ 条记录的变更/ }).click();
  const changes = admin.getByRole('dialog').getByRole('table', { name: '变更的字段' });
  await expect(changes.getByRole('row', { name: /^状态/ })).toContainText('订单待发货订单已发货');
  await expect(changes).toContainText(tracking);
  await expect(changes).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}/);
  await adminContext.close();
});
