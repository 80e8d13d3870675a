/**
 * The desks at the laptop widths they are used at (issue 26): /goodTp's 商品列表 and 调配购物车 at 1024 and 1366 px — no
 * header is cut or overlaps another, every column is on screen (the table does not scroll sideways), and the longest
 * supplier names and defects of the market are not cut — and the 买家 desk at 1024 × 768 and 1366 × 768, where the
 * buyer opened from a search shows their profile (heading, figures, 增加余额) within the first screen.
 */
import { tableReadingProblems } from '../../packages/ui/src/primitives/DataTable/readingProblems';
import { api, DEMO, expect, type Page, STAFF, staffApiToken, staffSignedIn, test } from '../support';

/** The seeded grower with the longest name (13 characters): its lots carry the longest defects too (花瓣边缘轻微焦边). */
const LONG_SUPPLIER = '呈贡斗南花卉种植专业合作社';

const WIDTHS = [1024, 1366] as const;

/**
 * Every row of the grid, window by window (it renders only the rows in view): the reading problems of each window
 * (tableReadingProblems: headers cut or overlapping, texts cut in `columns`), none expected; and every column on screen.
 * Answers the texts of the cells it met.
 */
async function expectReadable(page: Page, name: string, columns: readonly string[]): Promise<Set<string>> {
  const met = new Set<string>();
  const grid = page.getByRole('grid', { name });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const { scrollWidth, clientWidth } = await grid.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, `${name}: every column on screen`).toBeLessThanOrEqual(clientWidth);
  for (let top = 0, end = false; !end;) {
    await grid.evaluate((el, y) => el.scrollTo(0, y), top);
    // Two frames: the virtualiser renders the rows of the new window.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await grid.evaluate(tableReadingProblems, columns), `${name} scrolled to ${top}px`).toEqual([]);
    for (const text of await grid.getByRole('gridcell').allInnerTexts()) for (const line of text.split('\n')) met.add(line.trim());
    const box = await grid.evaluate((el) => ({ height: el.clientHeight, bottom: el.scrollHeight }));
    end = top + box.height >= box.bottom;
    top += box.height / 2;
  }
  return met;
}

/** A sign of this journey's own, issued by 管理员 through the API, with the long-named grower's lots in its cart. */
async function signWithCart(page: Page): Promise<string> {
  const adminToken = await staffApiToken(page.request, STAFF.admin);
  const issued = await api<{ sign: string }>(page.request, adminToken, '/admin/signs/issue', {
    label: `宽度${Date.now().toString(36).slice(-5)}`,
    ttlHours: 24,
  });
  expect(issued.code, issued.msg).toBe(200);
  const { sign } = issued.data;
  const cp6 = async <T>(path: string, data: Record<string, unknown>) =>
    (await (await page.request.post(`/api${path}?sign=${encodeURIComponent(sign)}`, { data })).json()) as {
      code: number;
      msg: string;
      data: T;
    };
  const lots = await cp6<{ list: { id: number; salepointName: string; buyTemp: number }[] }>('/cp6/stock/get-goods-list', {
    supplierType: 'A',
    search: LONG_SUPPLIER,
    page: 1,
    limit: 200,
  });
  expect(lots.code, lots.msg).toBe(200);
  // The seeded day holds the grower's longest defect: the check below meets it.
  expect(lots.data.list.map((lot) => lot.salepointName)).toContain('花瓣边缘轻微焦边');
  // A bundle of each lot that has one left.
  const buys = lots.data.list.filter((lot) => lot.buyTemp > 0).map((lot) => ({ id: lot.id, num: 1 }));
  const added = await cp6('/cp6/cart/batch-add', { buys: JSON.stringify(buys) });
  expect(added.code, added.msg).toBe(200);
  return sign;
}

for (const width of WIDTHS) {
  test(`/goodTp at ${width} px: headers apart and whole, every column on screen, supplier names and defects whole`, async ({ page }) => {
    const sign = await signWithCart(page);
    await page.setViewportSize({ width, height: 768 });
    await page.goto(`/goodTp?sign=${encodeURIComponent(sign)}&search=${encodeURIComponent(LONG_SUPPLIER)}`);
    await expect(page.locator(`[data-results-for="${LONG_SUPPLIER}"]`)).toBeVisible();
    const list = await expectReadable(page, '商品列表', ['商品名称', '供应商', '瑕疵', '长度', '销售价', '库存']);
    // The longest texts were among those read.
    expect(list).toContain('花瓣边缘轻微焦边');
    expect([...list].some((text) => text.endsWith(LONG_SUPPLIER))).toBe(true);

    await page.getByRole('tab', { name: /调配购物车/ }).click();
    const cart = await expectReadable(page, '调配购物车商品', ['商品名称', '供应商', '瑕疵', '长度', '销售价', '扎数', '小计']);
    expect([...cart].some((text) => text.endsWith(LONG_SUPPLIER))).toBe(true);
  });

  test(`the 买家 desk at ${width} × 768: the buyer opened from a search shows their profile within the first screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 768 });
    await staffSignedIn(page, STAFF.caiwu);
    await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '买家' }).click();
    const results = page.getByRole('grid', { name: '买家列表' });
    const profileInView = async (nickName: RegExp | string) => {
      const heading = page.getByRole('heading', { name: nickName });
      await expect(heading).toBeInViewport({ ratio: 1 });
      const usable = page.locator('dt', { hasText: /^可用余额$/ }).locator('xpath=following-sibling::dd[1]');
      await expect(usable).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: '增加余额' })).toBeInViewport({ ratio: 1 });
    };

    // One buyer found by phone.
    await page.getByLabel('查找买家').fill(DEMO.phone);
    await page.getByRole('button', { name: '搜索' }).click();
    await results.getByRole('button', { name: new RegExp(`^查看 ${DEMO.nickName}`) }).click();
    await profileInView(new RegExp(`^${DEMO.nickName}（HS\\d+）$`));

    // Every buyer listed, the last of the page opened: the list shrinks, their row stays in view inside it.
    await page.getByLabel('查找买家').fill('');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page).not.toHaveURL(/q=/);
    const open = results.getByRole('button', { name: /^查看 / });
    await expect.poll(() => open.count()).toBeGreaterThan(1);
    await results.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const last = open.last();
    const name = /^查看 (.+)（(HS\d+)）$/.exec((await last.getAttribute('aria-label')) ?? '')!;
    await last.click();
    await profileInView(`${name[1]}（${name[2]}）`);
    await expect(results.getByRole('row', { name: new RegExp(name[2]!) })).toHaveAttribute('aria-current', 'true');
    await expect(results.getByRole('row', { name: new RegExp(name[2]!) })).toBeInViewport({ ratio: 1 });
  });
}
