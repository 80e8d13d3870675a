/**
 * Issue 32, standing orders (固定订单): on a phone (390 px) and at desktop width, the buyer creates a standing order on
 * /standing (a bad field said next to it first; the editor states the fairness rule of the time entered and finds the
 * variety's suppliers by name), lets it run at the pinned market clock (the development trigger
 * runs the due orders at an instant), and sees the run's result on /standing and the message on the home page.
 */
import type { Page } from '@playwright/test';
import { api, expect, expectNoSidewaysScroll, signedIn, SECOND, test } from '../support';

type PreviewItem = {
  stockId: number;
  session: 'A' | 'C';
  maxPi: number;
  flwCode: string;
  flwName: string;
  levelName: string;
  basicQty: number;
};

/** An all-day lot of today that sells at least two batches: its variety and grade are what the order asks for. */
async function allDayLot(page: Page, token: string, from: number): Promise<PreviewItem> {
  for (let id = from; id > from - 300; id -= 7) {
    const res = await api<{ items: PreviewItem[] }>(page.request, token, '/v1/order/preview', {
      doWay: 'nowPay',
      products: [{ huaId: id, qty: 1 }],
      couponCode: '',
    });
    const item = res.code === 200 ? res.data.items[0] : undefined;
    if (item && item.session === 'C' && item.maxPi >= 2) return item;
  }
  throw new Error('no all-day lot with stock');
}

async function createAndRun(page: Page, runTime: string, name: string, from: number) {
  const token = await signedIn(page, SECOND);
  const lot = await allDayLot(page, token, from);

  await page.goto('/standing');
  await expect(page.getByRole('heading', { name: '固定订单' })).toBeVisible();
  await expect(
    page.getByText(/公平规则：开场时（限时直供 11:30，全天专区 00:00 和 18:00），全部固定订单合计最多买走每个批次库存的 50%/),
  ).toBeVisible();
  await page.getByRole('button', { name: '新建固定订单' }).click();
  const form = page.getByRole('form', { name: '固定订单' });
  await form.getByLabel('名称', { exact: true }).fill(name);
  await form.getByLabel('专区').selectOption('C');
  await form.getByLabel('执行时间').fill('17:00');
  await form.getByLabel('品种', { exact: true }).selectOption(lot.flwCode);
  await form.getByLabel('等级', { exact: true }).fill(lot.levelName);
  await form.getByLabel('扎数', { exact: true }).fill(String(lot.basicQty));
  await form.getByRole('button', { name: '保存固定订单' }).click();
  await expect(form.getByText('全天专区的执行时间须在 00:00-16:10 或 18:00-24:00 之内')).toBeVisible();
  await form.getByLabel('执行时间').fill(runTime);
  await expect(form.getByText('全天专区的执行时间须在 00:00-16:10 或 18:00-24:00 之内')).toBeHidden();
  // The fairness rule of the run being entered: a 全天专区 time that is not an opening is not capped.
  await expect(
    form.getByText(`全天专区 ${runTime} 没有开场抢购：固定订单和现场买家一样按下单先后购买，不受份额限制`, { exact: false }),
  ).toBeVisible();
  // 优先供应商 by name: the supplier search of the variety lists today's suppliers; 不限 is kept (Esc closes it).
  await form.getByRole('button', { name: '选择供应商' }).click();
  const picker = page.getByRole('dialog', { name: `选择${lot.flwName}的优先供应商` });
  await expect(picker.getByRole('list', { name: '供应商' }).getByRole('button').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expectNoSidewaysScroll(page, 'the standing-order editor');
  await form.getByRole('button', { name: '保存固定订单' }).click();

  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toContainText(`周一、周二、周三、周四、周五 ${runTime} 全天专区 · 下次执行 2026-11-17 ${runTime}`);
  await expectNoSidewaysScroll(page, '/standing');

  // The market clock reaches the run: the server runs every due standing order at that instant.
  const run = await page.request.post('/api/dev/run-standing', { data: { at: `2026-11-17T${runTime}:00+08:00` } });
  expect((await run.json()).code).toBe(200);

  await page.reload();
  const result = page.getByRole('article', { name: `${name} 2026-11-17 ${runTime}:00` });
  await expect(result).toContainText('已全部购买');
  await expect(result).toContainText(`${lot.flwName} ${lot.levelName}级`);
  await expect(result).toContainText(/订单 HS20261117\d{7}，余额支付 ¥\d+\.\d{2}/);
  await expect(page.getByRole('article', { name, exact: true })).toContainText(`下次执行 2026-11-18 ${runTime}`);

  // The home page says so until the buyer has seen it.
  await page.goto('/');
  await expect(page.getByText(new RegExp(`固定订单「${name}」11-17 ${runTime} 已执行：已全部购买`))).toBeVisible();
  await page.getByRole('button', { name: '知道了' }).click();
  await expect(page.getByText(`固定订单「${name}」`, { exact: false })).toBeHidden();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('a standing order is created, runs at its time and shows what it bought', async ({ page }) => {
    await createAndRun(page, '12:10', `手机固定${Date.now().toString(36).slice(-4)}`, 620);
  });
});

test('at desktop width a standing order is created, runs at its time and shows what it bought', async ({ page }) => {
  await createAndRun(page, '12:20', `桌面固定${Date.now().toString(36).slice(-4)}`, 540);
});
