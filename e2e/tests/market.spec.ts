import { DEMO, expect, expectNoSidewaysScroll, loginAs, test, tokenOf } from '../support';

/**
 * The price board (行情, issue 33) on a florist's phone: from the 菜单 sheet to /market with the trades of the seeded
 * history (the demo buyer's orders, kept in the market_days rollup), a variety's page with its chart and today's lots,
 * and 去购买 to the product page. The page is never wider than the screen.
 */
type Prices = { day: string; rows: { flwCode: string; name: string; levelName: string; bundles: number }[] };
type History = { name: string; points: { day: string }[]; lots: { id: number }[] };

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the board shows the seeded trades; a variety shows its chart and a lot to buy', async ({ page }) => {
    await loginAs(page, DEMO);
    const token = await tokenOf(page);
    const read = async <T>(path: string) => {
      const res = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { code: number; msg: string; data: T };
      expect(body.code, body.msg).toBe(200);
      return body.data;
    };
    const board = await read<Prices>('/v1/market/prices');
    expect(board.rows.length).toBeGreaterThan(0);

    // A first visit may explain the two sessions in a dialog: closed.
    const firstVisit = page.getByRole('dialog', { name: '两个交易场次' });
    if (await firstVisit.isVisible()) await firstVisit.getByRole('button', { name: '我知道了' }).tap();
    const menu = page.getByRole('navigation', { name: '顶部导航' }).getByRole('button', { name: '菜单', exact: true });
    await menu.tap();
    await page.getByRole('group', { name: '菜单', exact: true }).getByRole('link', { name: '行情' }).tap();
    await expect(page).toHaveURL(/\/market$/);
    await expect(page.getByRole('heading', { name: '行情', exact: true })).toBeVisible();
    const rows = page.getByRole('region', { name: /行情$/ }).getByRole('listitem');
    await expect(rows).toHaveCount(board.rows.length);
    await expect(rows.first()).toContainText(`成交 ${board.rows[0]!.bundles.toLocaleString('zh-CN')} 扎`);
    await expectNoSidewaysScroll(page, 'board');

    // A row whose variety has a lot open today (at 11:45 both sessions are): its page.
    let chosen: { row: Prices['rows'][number]; history: History } | null = null;
    for (const row of board.rows) {
      const history = await read<History>(`/v1/market/history?variety=${encodeURIComponent(row.flwCode)}`);
      if (history.lots.length > 0) {
        chosen = { row, history };
        break;
      }
    }
    expect(chosen, 'a traded variety with a lot today').not.toBeNull();
    const index = board.rows.indexOf(chosen!.row);
    await rows.nth(index).getByRole('link', { name: chosen!.row.name }).tap();
    await expect(page).toHaveURL(/\/market\/variety\?flw=/);
    await expect(page.getByRole('heading', { name: `${chosen!.history.name} 行情` })).toBeVisible();
    await expect(page.getByRole('img', { name: /价格走势/ })).toBeVisible();
    await expect(page.locator('canvas')).toBeVisible();
    const buy = page.getByRole('link', { name: /^去购买/ });
    await expect(buy.first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'variety');

    // 近90日 keeps the page and its chart.
    await page.getByRole('tab', { name: '近90日' }).tap();
    await expect(page).toHaveURL(/days=90/);
    await expect(page.getByRole('img', { name: /近90日价格走势/ })).toBeVisible();

    await buy.first().tap();
    await expect(page).toHaveURL(/\/shopdetails\?listNow=/);
  });
});
