/** The back office's staff accounts (issue 15): 管理员 adds and stops a member, the audit trail shows both; roles see only their desks. */
import { expect, STAFF, staffLogin, staffSignedIn, test } from '../support';

test('管理员 adds a member, stops them, and finds both changes in the audit trail', async ({ page }) => {
  await staffLogin(page, STAFF.admin);
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await expect(menu.getByRole('link', { name: '员工' })).toBeVisible();
  await expect(page.getByText('王主管')).toBeVisible();

  await menu.getByRole('link', { name: '员工' }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole('grid', { name: '员工列表' }).getByText('李配货')).toBeVisible();

  const loginName = `e2e.${Date.now().toString(36)}`;
  await page.getByRole('button', { name: '新增员工' }).click();
  const dialog = page.getByRole('dialog', { name: '新增员工' });
  await dialog.getByLabel('账号').fill(loginName);
  await dialog.getByLabel('姓名').fill('周临时');
  await dialog.getByLabel('角色').selectOption({ label: '客服' });
  await dialog.getByLabel('初始密码').fill('weak');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('密码长度为10-64位')).toBeVisible();
  await dialog.getByLabel('初始密码').fill('kefu-zhou-2026');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText('已创建 客服 周临时')).toBeVisible();

  await page.getByRole('button', { name: '停用 周临时' }).click();
  await page.getByRole('dialog', { name: '停用员工' }).getByRole('button', { name: '停用' }).click();
  await expect(page.getByText('已停用 周临时')).toBeVisible();
  await expect(page.getByRole('button', { name: '启用 周临时' })).toBeVisible();

  await menu.getByRole('link', { name: '操作记录' }).click();
  const trail = page.getByRole('grid', { name: '操作记录' });
  await expect(trail.getByText('停用员工').first()).toBeVisible();
  await expect(trail.getByText('新增员工').first()).toBeVisible();
  // Other journeys write to the trail at the same time: filter to this kind of change, then open the newest.
  await page.getByLabel('操作', { exact: true }).selectOption({ label: '停用员工' });
  await page
    .getByRole('button', { name: /查看第 \d+ 条记录的变更/ })
    .first()
    .click();
  const entry = page.getByRole('dialog', { name: '停用员工 · 王主管（admin）' });
  // The change as a table of the fields that changed, in Chinese (not JSON); the object named in Chinese.
  await expect(entry.getByRole('row', { name: /已停用/ })).toContainText('否是');
  await expect(entry).toContainText('员工 #');
  await expect(entry).not.toContainText('"disabled"');
  await entry.getByRole('button', { name: '关闭' }).click();

  // Filters: by staff member and object kind (the server pages them).
  await page.getByLabel('对象').selectOption('调配签名');
  await expect(trail.getByText('停用员工')).toHaveCount(0);
  await page.getByLabel('对象').selectOption('员工');
  await page.getByLabel('员工', { exact: true }).selectOption({ label: '王主管（admin）' });
  await expect(trail.getByText('停用员工').first()).toBeVisible();
  await expect(trail.getByText('员工 #').first()).toBeVisible();

  // Ten more starts and stops: the trail holds more than one page of 20 whatever else ran before.
  await menu.getByRole('link', { name: '员工' }).click();
  for (let i = 0; i < 10; i++) {
    await page.getByRole('button', { name: '启用 周临时' }).click();
    await page.getByRole('button', { name: '停用 周临时' }).click();
    await page.getByRole('dialog', { name: '停用员工' }).getByRole('button', { name: '停用' }).click();
    await expect(page.getByRole('button', { name: '启用 周临时' })).toBeVisible();
  }
  // A link to page 2 of the trail opens page 2 (issue 26: it showed page 1), and reload keeps it.
  await page.goto('/admin/audit?page=2');
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(pager.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
});

test('配货发货 sees only its desks, is refused the staff desk, and logs out', async ({ page }) => {
  await staffLogin(page, STAFF.peihuo);
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await expect(menu.getByRole('link', { name: /订单履约/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: '员工' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '今日概览' })).toBeVisible();

  await page.goto('/admin/staff');
  await expect(page.getByText('您的角色（配货发货）无权使用「员工」')).toBeVisible();

  await page.getByRole('button', { name: '退出' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/orders');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
});

test('a wrong password is refused in the form', async ({ page }) => {
  await staffLogin(page, { loginName: 'admin', password: 'not-the-password-1' }, { expectMenu: false });
  await expect(page.getByText('账号或密码错误')).toBeVisible();
});

test('管理员 issues an operator sign whose link opens the operator tool, then revokes it and the link stops working', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await staffSignedIn(page, STAFF.admin);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '调配签名' }).click();
  const form = page.getByRole('form', { name: '签发调配签名' });
  await form.getByLabel('调配员').fill('调配员小周');
  await form.getByLabel('有效期').selectOption({ label: '7天' });
  await form.getByRole('button', { name: '签发' }).click();
  await expect(page.getByText('已为「调配员小周」签发签名')).toBeVisible();
  await page.getByRole('button', { name: '复制调配工具链接' }).click();
  await expect(page.getByText('链接已复制')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/goodTp\?sign=/);

  const operator = await context.newPage();
  await operator.goto(link);
  await expect(operator.getByText(/调配员小周/)).toBeVisible();

  await page.getByRole('button', { name: '撤销 调配员小周 的签名' }).first().click();
  await page.getByRole('dialog', { name: '撤销签名' }).getByRole('button', { name: '撤销' }).click();
  await expect(page.getByText('已撤销「调配员小周」的签名')).toBeVisible();
  await operator.reload();
  await expect(operator.getByText('签名无效或已过期，请重新获取链接')).toBeVisible();
});
