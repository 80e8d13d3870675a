/**
 * The back office's 买家 desk (issue 15): 财务 finds the demo buyer by phone and credits cash paid at the counter; the
 * ledger shows the row and the new balance, and so does the buyer's own page. 客服 sees the buyer but cannot adjust.
 */
import { DEMO, expect, loginAs, type Page, SECOND, STAFF, staffLogin, test } from '../support';

/** Finds a buyer by phone and opens their account. */
async function openBuyer(page: Page, who: { phone: string; nickName: string } = DEMO) {
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '买家' }).click();
  await expect(page).toHaveURL(/\/admin\/buyers/);
  await page.getByLabel('查找买家').fill(who.phone);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${who.phone}`));
  const results = page.getByRole('grid', { name: '买家列表' });
  await expect(results.getByText(who.nickName)).toBeVisible();
  await results.getByRole('button', { name: new RegExp(`^查看 ${who.nickName}`) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${who.nickName}（HS\\d+）$`) })).toBeVisible();
}

/** The figure under a label of the profile (账户余额, 可用余额 …) in fen. */
async function figureFen(page: Page, label: string): Promise<number> {
  const text = await page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .first()
    .innerText();
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

test('财务 credits ¥100.00 paid at the counter; the ledger, the balance and the buyer’s own page show it', async ({ page, browser }) => {
  await staffLogin(page, STAFF.caiwu);
  // The second demo buyer: no other journey moves their balance, so the figures here are this test's alone.
  await openBuyer(page, SECOND);
  const before = await figureFen(page, '可用余额');
  const reason = `柜台现金付款 ${Date.now().toString(36)}`;

  await page.getByRole('button', { name: '增加余额' }).click();
  const dialog = page.getByRole('dialog', { name: '调整余额' });
  await dialog.getByRole('button', { name: '确认调整' }).click();
  await expect(dialog.getByText('请输入调整金额')).toBeVisible();
  await expect(dialog.getByText('请填写调整原因')).toBeVisible();
  await dialog.getByLabel('金额（元）').fill('100.00');
  await dialog.getByLabel('调整原因').fill(reason);
  await expect(dialog.getByText(`￥${yuan(before + 10_000)}`)).toBeVisible();
  await dialog.getByRole('button', { name: '确认调整' }).click();
  await expect(page.getByText(/余额已调整/)).toBeVisible();
  await expect(dialog).toBeHidden();

  const ledger = page.getByRole('grid', { name: '资金流水' });
  const row = ledger.getByRole('row').filter({ hasText: `人工充值：${reason}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('+￥100.00');
  await expect(row).toContainText('人工调整');
  await expect.poll(() => figureFen(page, '可用余额')).toBe(before + 10_000);

  // The buyer's own pages show it: the bill line and the new balance.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await loginAs(buyer, SECOND);
  await buyer.goto('/money?key=1');
  await expect(buyer.getByText(`人工充值：${reason}`)).toBeVisible();
  await buyer.goto('/money?key=2');
  await expect(buyer.getByText(`账户余额 ￥${yuan(before + 10_000)}`)).toBeVisible();
  await buyerContext.close();
});

test('客服 sees the buyer’s account and ledger but no adjust buttons, and is told why', async ({ page }) => {
  await staffLogin(page, STAFF.kefu);
  await openBuyer(page);
  await expect(page.getByRole('term').filter({ hasText: /^可用余额$/ })).toBeVisible();
  await expect(page.getByRole('grid', { name: '资金流水' })).toBeVisible();
  await expect(page.getByText('客服可查看买家信息，调整余额需财务或管理员操作')).toBeVisible();
  await expect(page.getByRole('button', { name: '增加余额' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '扣减余额' })).toHaveCount(0);
  // Reload restores the search and the open buyer from the URL.
  await page.reload();
  await expect(page.getByRole('heading', { name: new RegExp(`^${DEMO.nickName}（HS\\d+）$`) })).toBeVisible();
  await expect(page.getByLabel('查找买家')).toHaveValue(DEMO.phone);
});
