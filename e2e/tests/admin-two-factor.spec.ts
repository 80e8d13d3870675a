/**
 * Staff two-factor login (issue 29), as a new 财务 meets it at a 1024 px desk: the password leads to the enrolment (no
 * desk before it), a wrong first code is refused, the right one shows the ten recovery codes once, and then the desk;
 * the next login asks for the code, a recovery code stands in for it once, and the same recovery code is refused after.
 */
import { expect, STAFF, staffApiToken, staffCode, test } from '../support';

test.use({ viewport: { width: 1024, height: 768 } });

test('a new 财务 enrols at the first login, then logs in with a code or, once, a recovery code', async ({ page }) => {
  const admin = await staffApiToken(page.request, STAFF.admin);
  const loginName = `e2e.cw.${Date.now().toString(36)}`;
  const password = 'caiwu-new-2026';
  const created = (await (
    await page.request.post('/api/admin/staff/create', {
      headers: { authorization: `Bearer ${admin}` },
      data: { loginName, displayName: '钱新财务', role: 'finance', password },
    })
  ).json()) as { code: number; msg: string };
  expect(created.code, created.msg).toBe(200);

  const logIn = async () => {
    await page.goto('/admin/login');
    await page.getByLabel('账号').fill(loginName);
    await page.getByLabel('密码').fill(password);
    await page.getByRole('button', { name: '登录' }).click();
  };
  const menu = page.getByRole('navigation', { name: '后台菜单' });

  // First login: the enrolment, and no desk until it is done.
  await logIn();
  await expect(page.getByRole('img', { name: '动态验证码绑定二维码' })).toBeVisible();
  await expect(page.getByText(/管理员和财务须先开启两步验证/)).toBeVisible();
  await expect(menu).toHaveCount(0);
  const secret = ((await page.getByLabel('设置密钥').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const who = { loginName, password, totpSecret: secret };

  const right = await staffCode(page.request, who);
  const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
  await page.getByRole('textbox', { name: '动态验证码' }).fill(wrong);
  await page.getByRole('button', { name: '完成绑定' }).click();
  await expect(page.getByText('动态验证码错误')).toBeVisible();
  await expect(menu).toHaveCount(0);

  await page.getByRole('textbox', { name: '动态验证码' }).fill(right);
  await page.getByRole('button', { name: '完成绑定' }).click();
  const shown = page.getByLabel('恢复码');
  await expect(shown.getByRole('listitem')).toHaveCount(10);
  const recovery = ((await shown.getByRole('listitem').first().textContent()) ?? '').trim();
  expect(recovery).toMatch(/^\w+-\w+$/);
  await page.getByRole('button', { name: '我已保存恢复码，进入后台' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: '员工' })).toHaveCount(0);

  // The next login asks for the code: a recovery code stands in for it, once.
  await page.getByRole('button', { name: '退出' }).click();
  await logIn();
  await expect(page.getByRole('textbox', { name: '动态验证码' })).toBeVisible();
  await page.getByRole('button', { name: '手机不在身边？使用恢复码' }).click();
  await page.getByRole('textbox', { name: '恢复码' }).fill(recovery);
  await page.getByRole('button', { name: '验证并登录' }).click();
  await expect(menu).toBeVisible();

  await page.getByRole('button', { name: '退出' }).click();
  await logIn();
  await page.getByRole('button', { name: '手机不在身边？使用恢复码' }).click();
  await page.getByRole('textbox', { name: '恢复码' }).fill(recovery);
  await page.getByRole('button', { name: '验证并登录' }).click();
  await expect(page.getByText('恢复码错误或已使用')).toBeVisible();
  await expect(menu).toHaveCount(0);

  // The authenticator's code still works.
  await page.getByRole('button', { name: '使用动态验证码' }).click();
  await page.getByRole('textbox', { name: '动态验证码' }).fill(await staffCode(page.request, who));
  await page.getByRole('button', { name: '验证并登录' }).click();
  await expect(menu).toBeVisible();
});
