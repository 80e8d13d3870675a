/**
 * Issue 31's acceptance: a market day from stock intake to settlement, as the people who do it, on suppliers, lots and
 * a buyer of the journey's own (it runs beside the other journeys on two workers and relies on no order of them).
 *
 * - 入库管理 (配货发货): a variety and two suppliers of the journey's own — a grower of session A (花农直供) given a login,
 *   an all-day supplier of session C — and their lots imported from the desk's CSV template as Excel saves it.
 * - A new buyer (the counter cash credited by 财务) buys in both sessions: 2 bundles of the grower's lot in A, 1 of the
 *   all-day lot in C.
 * - 订单履约: the session's pick list printed (the PDF's text names the lot, its position, the order and its bundles);
 *   the order's label printed, its Code128 decoded and typed into 扫码查单 as a USB scanner does; the opened order
 *   packed, shipped and delivered from its detail.
 * - The buyer claims 1 bundle; 售后理赔 (客服) accepts and pays it, then charges it back to the grower with a reason.
 * - 财务 generates the day's settlements: each supplier's figures are what the journey bought at the settlement price,
 *   less the charge-back for the grower; saves the grower's bank account; 确认结算 shows the 应付 and is refused while
 *   the day is not over (结算期间尚未结束).
 * - The grower logs in on a phone (390 px) at /supplier: the day's sales, the claim charged back to them (向您扣款 with
 *   the reason).
 * - The next morning — a 财务 whose requests carry the market time in the x-huashi-clock header (CLOCK_HEADER=on in
 *   e2e/env.mjs; the other journeys stay on the run's day) — generates again, confirms (应付 = bought − the
 *   charge-back), downloads the payout file (GBK CSV) holding the grower's 应付 and marks it paid with the bank's
 *   reference; the grower's phone shows the paid settlement in its 结算 tab.
 * Logins not under test go by the API; nothing sleeps: every wait is on what a person sees.
 */
import { readFileSync } from 'node:fs';
import { pdfCodes } from '../../apps/server/src/print/readPdf';
import { fileClaim, photo, type Lot } from '../claims';
import { savedPaper } from '../papers';
import { addVariety, codeOf, csvOf } from '../stock';
import {
  api,
  CLOCK_HEADER,
  type Envelope,
  expect,
  expectNoSidewaysScroll,
  figureValue,
  financeSignedInAt,
  freshPhone,
  newOpenedBuyer,
  type Page,
  STAFF,
  staffSignedIn,
  test,
  tokenOf,
} from '../support';

const DAY = '2026-11-17';
/** Per stem: what the supplier is paid, what the buyer pays; 20 stems a bundle. */
const SOURCE_PRICE = '1.10';
const SALE_PRICE = '1.40';
const STEMS = 20;
const fenOf = (yuan: string) => Math.round(Number(yuan) * 100);
const yuanOf = (fen: number) => `￥${(fen / 100).toFixed(2)}`;

type LotRow = { id: number; supplierId: string; flwName: string; levelName: string; positionNo: string; session: 'A' | 'C' };
type ListEntry = { main: { mainId: number; orderNo: string }; order: { list: { flwName: string }[] } };

const staffTokenOf = async (page: Page) => (await page.evaluate(() => window.sessionStorage.getItem('huashi.staff.token')))!;

async function staffGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${await staffTokenOf(page)}` } });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** 新增供应商 at 入库管理 › 供应商. */
async function addSupplier(desk: Page, type: string, id: string, name: string) {
  await desk.goto('/admin/stock?tab=suppliers');
  await desk.getByRole('button', { name: '新增供应商' }).click();
  const dialog = desk.getByRole('dialog', { name: '新增供应商' });
  await dialog.getByLabel('类型').selectOption(type);
  await dialog.getByLabel('供应商编号').fill(id);
  await dialog.getByLabel('供应商名称').fill(name);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
}

/** The buyer orders on /pay as a buyer does (one session per order); answers the new order. */
async function buy(page: Page, token: string, lines: { huaId: number; qty: number }[]): Promise<{ mainId: number; orderNo: string }> {
  const list = async () =>
    (await api<{ list: ListEntry[] }>(page.request, token, '/pc/main/main-order-list', { tab: 'new', page: 1, limit: 50 })).data.list;
  const before = new Set((await list()).map((entry) => entry.main.mainId));
  await page.goto(`/pay?codeType=nowPay&listZone=${encodeURIComponent(JSON.stringify(lines))}`);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByRole('dialog', { name: '购买确认' }).getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('heading', { name: '购买成功！关闭此页面继续购买' })).toBeVisible();
  const fresh = (await list()).filter((entry) => !before.has(entry.main.mainId));
  expect(fresh).toHaveLength(1);
  return fresh[0]!.main;
}

test('a market day: lots imported, sold in both sessions, picked, shipped by scanning, a claim paid and charged back, settled the next morning and seen by the grower', async ({
  page: desk,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = String(Math.floor(Math.random() * 9000) + 1000);
  const code = codeOf('MD');
  const flwName = `市集日花${code.slice(-4)}`;
  const grower = { id: `A${tag}`, name: `市集花农${tag}` };
  const allDay = { id: `C${tag}`, name: `市集底价${tag}` };
  const login = { phone: freshPhone(), password: `grower-${tag}-day` };
  const positions = { A: `7-${tag.slice(0, 2)}-01`, C: `7-${tag.slice(0, 2)}-02` };

  // ---- 入库管理 (配货发货): the variety, the two suppliers, the grower's login, the lots by CSV.
  await staffSignedIn(desk, STAFF.peihuo);
  // Staff land on 今日概览.
  await expect(desk).toHaveURL(/\/admin\/dashboard$/);
  await expect(desk.getByRole('heading', { name: '今日概览' })).toBeVisible();
  await addVariety(desk, code, flwName);
  await addSupplier(desk, 'A', grower.id, grower.name);
  await addSupplier(desk, 'C', allDay.id, allDay.name);
  await desk.goto(`/admin/stock?tab=suppliers&q=${grower.id}`);
  await desk.getByRole('button', { name: `登录账号 ${grower.id}` }).click();
  const account = desk.getByRole('dialog', { name: `${grower.id} ${grower.name} 的登录账号` });
  await account.getByLabel('登录手机号').fill(login.phone);
  await account.getByLabel('登录密码').fill(login.password);
  await account.getByRole('button', { name: '保存' }).click();
  await expect(account).toBeHidden();
  await expect(desk.getByRole('grid', { name: '供应商列表' }).getByText(login.phone)).toBeVisible();

  await desk.goto('/admin/stock?tab=import');
  const downloading = desk.waitForEvent('download');
  await desk.getByRole('button', { name: '下载模板' }).click();
  const template = readFileSync(await (await downloading).path(), 'utf8');
  const row = (supplierId: string, position: string) => [
    supplierId,
    code,
    'A',
    '60',
    '3度',
    '',
    String(STEMS),
    '1',
    '10',
    SOURCE_PRICE,
    SALE_PRICE,
    position,
    '纸箱',
  ];
  await desk.getByLabel('选择 CSV 文件').setInputFiles({
    name: 'market-day.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvOf(template, [row(grower.id, positions.A), row(allDay.id, positions.C)])),
  });
  await expect(desk.getByText('共2行，全部可导入。')).toBeVisible();
  await desk.getByRole('button', { name: '确认导入（2个批次）' }).click();
  await expect(desk.getByText(`已导入2个批次到 ${DAY}`)).toBeVisible();
  const lots = (await staffGet<{ list: LotRow[] }>(desk, `/admin/stock/lots?date=${DAY}&keyword=${code}&page=1&limit=20`)).list;
  const lotA = lots.find((lot) => lot.supplierId === grower.id)!;
  const lotC = lots.find((lot) => lot.supplierId === allDay.id)!;
  expect([lotA.session, lotC.session]).toEqual(['A', 'C']);

  // ---- A buyer of the journey's own, the counter cash credited by 财务 (who settles later in this tab).
  const buyer = await (await browser.newContext()).newPage();
  const { buyerId, phone: buyerPhone } = await newOpenedBuyer(buyer, '市集');
  const buyerName = `市集${buyerPhone.slice(-4)}`;
  // Its delivery address (the address book is another journey's).
  const address = await api(buyer.request, await tokenOf(buyer), '/v1/order/add-my-address', {
    contactUser: '市集收货',
    contactPhone: buyerPhone,
    addrPid: '53',
    addrCid: '5301',
    addrZid: '530114',
    address: '斗南花卉市场5栋8号',
    logisType: 2,
    logisWay: 2,
    default: 1,
  });
  expect(address.code, address.msg).toBe(200);
  const finance = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await staffSignedIn(finance, STAFF.caiwu);
  const credited = await api(finance.request, await staffTokenOf(finance), '/admin/buyers/adjust', {
    buyerId,
    direction: 'credit',
    amount: '500.00',
    reason: '柜台现金充值',
  });
  expect(credited.code, credited.msg).toBe(200);

  // ---- The buyer buys in both sessions.
  const token = await tokenOf(buyer);
  const orderA = await buy(buyer, token, [{ huaId: lotA.id, qty: 2 }]);
  const orderC = await buy(buyer, token, [{ huaId: lotC.id, qty: 1 }]);

  // ---- 今日概览: 待配货 N opens 订单履约 filtered to 待配货 with 共 N 个 (the two read at the same moment, retried: other
  // journeys buy beside this one); there the journey's variety finds its two orders waiting.
  const filters = desk.getByRole('search', { name: '筛选订单' });
  const batchBar = desk.getByRole('toolbar', { name: '批量操作' });
  await expect(async () => {
    await desk.goto('/admin/dashboard');
    const picking = desk.getByRole('link', { name: /^待配货 \d+$/ });
    const shown = await figureValue(picking);
    expect(shown).toBeGreaterThanOrEqual(2);
    await picking.click();
    await expect(desk).toHaveURL(/\/admin\/orders\?date=\d{4}-\d{2}-\d{2}&status=picking$/);
    await expect(batchBar).toContainText(`共 ${shown} 个`, { timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  await filters.getByLabel('关键词').fill(flwName);
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(batchBar).toContainText('共 2 个');

  // ---- 订单履约: the pick list of session A, printed.
  await desk.goto('/admin/orders');
  // The desk puts its filter in the URL as it opens (the day): a filter set meanwhile is set again, as a person would.
  await expect(async () => {
    await filters.getByLabel('场次').selectOption('A');
    await filters.getByRole('button', { name: '查询' }).click();
    await expect(desk).toHaveURL(/session=A/, { timeout: 2_000 });
  }).toPass();
  const pickList = await savedPaper(desk, '打印拣货单');
  expect(pickList.name).toBe(`拣货单-${DAY}-A.pdf`);
  expect(pickList.text).toContain(positions.A);
  expect(pickList.text).toContain(flwName);
  expect(pickList.text).toContain(grower.name);
  expect(pickList.text).toMatch(new RegExp(`${orderA.orderNo} ${buyerName} 2 扎`));
  expect(pickList.text).not.toContain(orderC.orderNo);

  // Its label: the Code128 read from the PDF is what the scanner types into 扫码查单 (and Enter).
  await filters.getByLabel('关键词').fill(orderA.orderNo);
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(desk).toHaveURL(new RegExp(`q=${orderA.orderNo}`));
  const grid = desk.getByRole('grid', { name: '订单列表' });
  await grid.getByRole('checkbox', { name: `选择 订单 ${orderA.orderNo}` }).check();
  const label = await savedPaper(desk, '打印面单（已选1单）');
  const scanned = (await pdfCodes(label.bytes, 1)).find((found) => found.format === 'Code128');
  expect(scanned?.text).toBe(orderA.orderNo);
  await grid.getByRole('checkbox', { name: `选择 订单 ${orderA.orderNo}` }).uncheck();
  const scan = desk.getByLabel('扫码查单');
  await scan.fill(scanned!.text);
  await scan.press('Enter');
  const detail = desk.getByRole('dialog', { name: `订单 ${orderA.orderNo}` });
  await expect(detail.getByRole('table').getByText(flwName, { exact: false })).toBeVisible();

  // Packed, shipped and delivered from the opened order.
  await detail.getByRole('button', { name: '开始配货' }).click();
  await desk.getByRole('dialog', { name: '开始配货' }).getByRole('button', { name: '确认' }).click();
  await expect(detail.getByText('已开始配货：1个订单')).toBeVisible();
  await detail.getByRole('button', { name: '发货' }).click();
  const ship = desk.getByRole('dialog', { name: '发货（1个订单）' });
  const company = ship.getByLabel('物流公司');
  // The dialog fills its fields as it opens: the company is chosen once it holds (as a person sees it stay chosen).
  await expect(async () => {
    await company.selectOption({ label: '顺丰速运' });
    await expect(company.locator('option:checked')).toHaveText('顺丰速运', { timeout: 1_000 });
  }).toPass();
  await ship.getByLabel('物流单号').fill(`SF${orderA.orderNo.slice(-10)}`);
  await ship.getByRole('button', { name: '确认发货' }).click();
  await expect(detail.getByText('已发货：1个订单')).toBeVisible();
  await detail.getByRole('button', { name: '已送达/已提货' }).click();
  await desk.getByRole('dialog', { name: '已送达/已提货' }).getByRole('button', { name: '确认' }).click();
  await expect(detail.getByText('已标记送达/提货：1个订单')).toBeVisible();
  await expect(detail).toContainText('已送达');

  // ---- The buyer claims 1 bundle of the delivered order; 客服 accepts and pays it.
  const reason = `市集日到货少一扎${tag}`;
  const claimedLot = { flwName, levelName: lotA.levelName } as Lot;
  await fileClaim(buyer, orderA.orderNo, claimedLot, [await photo('short.png', [180, 60, 90])], reason);
  const service = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await staffSignedIn(service, STAFF.kefu);
  await service.goto(`/admin/claims?q=${orderA.orderNo}`);
  const claims = service.getByRole('grid', { name: '售后申请列表' });
  await claims.getByRole('button', { name: `处理 ${orderA.orderNo} ${flwName}` }).click();
  const decision = service.getByRole('dialog', { name: /^售后处理/ });
  await expect(decision).toContainText(reason);
  const claimYuan = await decision.getByLabel('赔付金额（元）').inputValue();
  await decision.getByRole('button', { name: '受理并确定赔付金额' }).click();
  await expect(service.getByText('已确定赔付金额，待赔付')).toBeVisible();
  await decision.getByRole('button', { name: '赔付' }).click();
  await service.getByRole('dialog', { name: '确认赔付' }).getByRole('button', { name: '确认赔付' }).click();
  await expect(service.getByText(new RegExp(`已赔付 ￥${claimYuan.replace('.', '\\.')}，买家余额`))).toBeVisible();
  // …and charges it back to the grower, with the reason (向供应商扣款).
  const chargeReason = `包装不当，花头压伤${tag}`;
  await service.goto(`/admin/claims?state=paid&q=${orderA.orderNo}`);
  await claims.getByRole('button', { name: `查看 ${orderA.orderNo} ${flwName}` }).click();
  await expect(decision).toContainText('供应商扣款未决定');
  await decision.getByLabel('扣款原因').fill(chargeReason);
  await decision.getByRole('button', { name: '向供应商扣款' }).click();
  await expect(service.getByText('已记录扣款决定')).toBeVisible();
  await expect(decision).toContainText(`已扣款给供应商（${chargeReason}）`);
  await service.context().close();

  // ---- 财务: the day's settlements, each supplier's figures what the journey bought at the settlement price.
  const bundleFen = fenOf(SOURCE_PRICE) * STEMS;
  const growerSales = 2 * bundleFen;
  const claimFen = fenOf(claimYuan);
  const growerOwed = growerSales - claimFen;
  await finance.goto(`/admin/settlements?from=${DAY}&to=${DAY}`);
  await finance.getByRole('button', { name: '生成结算单' }).click();
  await expect(finance.getByText(/^已生成 \d+ 张结算单$/)).toBeVisible();
  const settlements = finance.getByRole('grid', { name: '供应商结算单' });
  const growerRow = settlements.getByRole('row').filter({ hasText: grower.id });
  await expect(growerRow).toContainText(
    `${grower.id} ${grower.name}2${yuanOf(growerSales)}${yuanOf(claimFen)}￥0.00${yuanOf(growerOwed)}待确认`,
  );
  await expect(settlements.getByRole('row').filter({ hasText: allDay.id })).toContainText(
    `${allDay.id} ${allDay.name}1${yuanOf(bundleFen)}￥0.00￥0.00${yuanOf(bundleFen)}待确认`,
  );

  await finance.getByRole('button', { name: `处理 ${grower.name} 的结算单` }).click();
  const sheet = finance.getByRole('region', { name: `${grower.name} 的结算单` });
  await expect(sheet.getByRole('grid', { name: '销售明细' })).toContainText(orderA.orderNo);
  await expect(sheet.getByRole('grid', { name: '理赔扣款' })).toContainText(
    `${orderA.orderNo}${flwName} 1扎${chargeReason}${yuanOf(claimFen)}`,
  );
  const payee = sheet.getByRole('form', { name: '收款账户' });
  await payee.getByLabel('开户银行').fill('中国农业银行昆明斗南支行');
  await payee.getByLabel('收款户名').fill(grower.name);
  await payee.getByLabel('收款账号').fill(`62284800${tag}1234567`);
  await payee.getByRole('button', { name: '保存收款账户' }).click();
  await expect(finance.getByText('收款账户已保存')).toBeVisible();
  await sheet.getByRole('button', { name: '确认结算' }).click();
  const confirm = finance.getByRole('dialog', { name: '确认结算' });
  await expect(confirm).toContainText(`应付 ${yuanOf(growerOwed)}`);
  // The day is not over on the market's clock (the run stays on its auction day): the desk says so and the draft
  // stays open (issue 31's settlefix: only a period that is over is confirmed). The payout file and 标记已付款 need a
  // past period, which a one-day run cannot reach (see the header).
  await confirm.getByRole('button', { name: '确认结算' }).click();
  await expect(finance.getByRole('alert').filter({ hasText: '结算期间尚未结束，结束日期须早于今天' })).toBeVisible();
  await expect(growerRow).toContainText('待确认');

  // ---- The grower, on a phone: the day's sales, the claim.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await phone.goto('/supplier');
  await phone.getByLabel('手机号').fill(login.phone);
  await phone.getByLabel('密码').fill(login.password);
  await phone.getByRole('button', { name: '登录' }).click();
  await expect(phone.getByRole('heading', { name: new RegExp(grower.name) })).toBeVisible();
  await expect(phone.getByText(/今天 共售出/)).toContainText(`今天 共售出 2 扎`);
  await expect(phone.getByRole('list', { name: '批次' }).getByRole('listitem', { name: new RegExp(`^${flwName} `) })).toContainText(
    `成交 ¥${SALE_PRICE}/枝 × 2 扎`,
  );
  await expectNoSidewaysScroll(phone, '/supplier');
  await phone.getByRole('tab', { name: '理赔' }).click();
  const claim = phone.getByRole('listitem', { name: new RegExp(`^理赔 ${flwName} `) });
  await expect(claim).toContainText(reason);
  await expect(claim).toContainText(`已赔付¥${claimYuan}`);
  await expect(claim).toContainText(`供应商扣款向您扣款 ¥${claimYuan}（从结算中扣除）扣款说明${chargeReason}`);
  await expectNoSidewaysScroll(phone, '/supplier?tab=claims');

  // ---- The next morning (the day is over): 财务 confirms, downloads the payout file, marks it paid.
  const nextMorning = '2026-11-18T09:00:00+08:00';
  const morning = await (
    await browser.newContext({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: { [CLOCK_HEADER]: nextMorning } })
  ).newPage();
  await financeSignedInAt(morning, desk.request, new Date(nextMorning), tag);
  await morning.goto(`/admin/settlements?from=${DAY}&to=${DAY}`);
  await morning.getByRole('button', { name: '生成结算单' }).click();
  await expect(morning.getByText(/^已生成 \d+ 张结算单$/)).toBeVisible();
  const nextRow = morning.getByRole('grid', { name: '供应商结算单' }).getByRole('row').filter({ hasText: grower.id });
  await expect(nextRow).toContainText(`${yuanOf(growerOwed)}待确认`);
  await morning.getByRole('button', { name: `处理 ${grower.name} 的结算单` }).click();
  const nextSheet = morning.getByRole('region', { name: `${grower.name} 的结算单` });
  await nextSheet.getByRole('button', { name: '确认结算' }).click();
  const nextConfirm = morning.getByRole('dialog', { name: '确认结算' });
  await expect(nextConfirm).toContainText(`应付 ${yuanOf(growerOwed)}`);
  await nextConfirm.getByRole('button', { name: '确认结算' }).click();
  await expect(morning.getByText(`已确认 ${grower.name} 的结算单`)).toBeVisible();
  await expect(nextRow).toContainText('已确认');

  // The payout file for the bank (GBK CSV) holds the grower's 应付.
  const payout = morning.waitForEvent('download');
  await morning.getByRole('button', { name: '下载付款文件' }).click();
  const file = await payout;
  const csv = new TextDecoder('gbk').decode(readFileSync(await file.path()));
  const payoutLine = csv.split(/\r?\n/).find((line) => line.includes(`62284800${tag}1234567`));
  expect(payoutLine).toContain(grower.name);
  expect(payoutLine).toContain((growerOwed / 100).toFixed(2));

  const bankReference = `NH${tag}20261118`;
  await nextSheet.getByLabel('银行流水号').fill(bankReference);
  await nextSheet.getByRole('button', { name: '标记已付款' }).click();
  await expect(morning.getByText(`已标记付款 ${yuanOf(growerOwed)}（${grower.name}）`)).toBeVisible();
  await expect(nextRow).toContainText('已付款');
  await morning.context().close();

  // ---- The grower's phone: the paid settlement, the charge-back taken off.
  await phone.getByRole('tab', { name: '结算' }).click();
  const settled = phone.getByRole('listitem', { name: `结算 ${DAY}` });
  await expect(settled).toContainText(`理赔扣款-¥${claimYuan}`);
  await expect(settled).toContainText(`应付¥${(growerOwed / 100).toFixed(2)}`);
  await expect(settled).toContainText(bankReference);
  await expectNoSidewaysScroll(phone, '/supplier?tab=settlements');

  // The grower downloads the settlement's PDF (结算单): the order, the charge-back and what was paid, with the reference.
  const paper = await savedPaper(phone, '下载结算单', settled);
  expect(paper.name).toMatch(/^结算单-.*\.pdf$/);
  expect(paper.text).toContain(`供应商 ${grower.name}（${grower.id}）`);
  expect(paper.text).toContain(orderA.orderNo);
  expect(paper.text).toContain(chargeReason);
  expect(paper.text).toContain(`应付供应商 ${(growerOwed / 100).toFixed(2)}`);
  expect(paper.text).toContain(`银行流水号 ${bankReference}`);
});
