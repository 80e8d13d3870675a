import type { Page } from '@playwright/test';
import { api, expect, expectNoSidewaysScroll, newOpenedBuyer, test, tokenOf } from '../support';

/**
 * 快速下单 (issue 32): a florist pastes the morning's six lines — one of them unreadable — on /quick, sees every line's
 * state (已匹配, 请选择, 看不懂 with why), picks an alternative for the line to choose on the review sheet and adds the
 * sheet to the cart. A buyer of the journey's own, so no other journey's cart is touched. At 390 px and at desktop width.
 */

type Match = { rows: { key: string; state: 'matched' | 'choose' | 'none'; line: { flwName: string } }[] };

/** Lines of today's market for the pad: one matched, one to choose (a spec not on sale), found through the same endpoint. */
async function padLines(page: Page): Promise<{ text: string; matched: string; choose: string }> {
  const token = await tokenOf(page);
  const names = ['卡罗拉', '红袖', '黑魔术', '戴安娜', '雪山', '粉佳人', '香槟', '坦尼克', '马斯特', '白桔梗'];
  const probe = await api<Match>(page.request, token, '/v1/order-pad/match', {
    text: names.flatMap((name) => [`${name} 1`, `${name} D 80cm 1`]).join('\n'),
  });
  expect(probe.code).toBe(200);
  const state = (key: number) => probe.data.rows.find((row) => row.key === String(key))?.state;
  const matched = names.find((_, i) => state(2 * i + 1) === 'matched')!;
  const choose = names.find((name, i) => name !== matched && state(2 * i + 2) === 'choose')!;
  expect(matched, 'a variety on sale now').toBeTruthy();
  expect(choose, 'a variety with lots but not of D 80cm').toBeTruthy();
  const others = names.filter((name) => name !== matched && name !== choose);
  const text = [`${matched} 2扎`, `${others[0]} A 60cm 3`, `${choose} D级 80cm 1`, '满天星 5', '牡丹 3', `${others[1]} b 10把`].join('\n');
  return { text, matched, choose };
}

async function padJourney(page: Page, phone: boolean) {
  await newOpenedBuyer(page, phone ? '快单手机' : '快单桌面');
  await page.goto('/shopcars');
  await page.getByRole('button', { name: '快速下单' }).click();
  await expect(page).toHaveURL(/\/quick$/);
  await expect(page.getByRole('heading', { name: '快速下单' })).toBeVisible();
  const { text, matched, choose } = await padLines(page);

  await page.getByRole('textbox', { name: '每行一种花：品种 等级 长度 数量' }).fill(text);
  await page.getByRole('button', { name: '识别并匹配' }).click();

  const results = page.getByRole('region', { name: '识别结果' });
  await expect(results.getByRole('listitem')).toHaveCount(6);
  await expect(results.getByRole('listitem', { name: '第 1 行 已匹配' })).toContainText(`识别为 ${matched} · 2扎`);
  await expect(results.getByRole('listitem', { name: '第 3 行 请选择' })).toContainText(`${choose} · D · 75-80cm · 1扎`);
  await expect(results.getByRole('listitem', { name: '第 5 行 看不懂' })).toContainText('不认识品种「牡丹」');
  await expect(results.getByRole('status')).toContainText('6 行：');
  if (phone) await expectNoSidewaysScroll(page, '/quick with its lines');

  // The review sheet: pick an alternative for the line to choose, then add the whole sheet to the cart.
  await results.getByRole('button', { name: '核对并购买' }).click();
  const sheet = page.getByRole('dialog', { name: '快速下单' });
  await expect(sheet).toBeVisible();
  const chooseRow = sheet.getByRole('listitem', { name: choose });
  await chooseRow.getByRole('radio').first().check();
  if (phone) await expectNoSidewaysScroll(page, 'the review sheet');
  await sheet.getByRole('button', { name: '加入购物车' }).click();

  await expect(page).toHaveURL(/\/shopcars$/);
  await expect(page.locator('tbody tr').filter({ hasText: choose }).first()).toBeVisible();
  await expect(page.locator('tbody tr').filter({ hasText: matched }).first()).toBeVisible();
}

test.describe('快速下单 on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('paste a 6-line pad with one unreadable line, see the states, pick an alternative, add to cart', async ({ page }) => {
    await padJourney(page, true);
  });
});

test.describe('快速下单 at desktop width', () => {
  test('the same pad on a desktop: states, an alternative picked, the sheet in the cart', async ({ page }) => {
    await padJourney(page, false);
  });
});
