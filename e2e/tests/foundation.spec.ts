import { expect, test, DEMO, expectMessageShown, fillLogin, loginAs, recordMessages } from '../support';

test('a visitor is sent to /login, logs in as the demo buyer and lands home with the nickname', async ({ page }) => {
  await recordMessages(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, DEMO.phone, DEMO.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText(DEMO.nickName);
  await expectMessageShown(page, '登录成功');
  // A logged-in user who opens /login is sent home (§2).
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password is refused with a clear message and no session', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, DEMO.phone, 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('empty login fields show the spec messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入手机号')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
});

test('a revoked token sends the buyer back to /login with token已失效', async ({ page, request }) => {
  await recordMessages(page);
  await loginAs(page);
  const token = await page.evaluate(() => window.localStorage.getItem('huashi.token'));
  const res = await request.post('/api/v1/user/logout', { headers: { authorization: `Bearer ${token}` } });
  expect((await res.json()).code).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  // The app meets the 401 at the reload, or already before it in a request of its own (home polls): either way the
  // buyer was shown token已失效 — the record keeps it across the reload and past the bar's 2–3 s.
  await expectMessageShown(page, 'token已失效');
});

test('logging in again brings the buyer back to the page they were on (path and query), never to another site', async ({
  page,
  request,
}) => {
  await loginAs(page);
  const shipped = `/order?orderVal=${encodeURIComponent(JSON.stringify({ code: 'shipped', index: 3 }))}`;
  await page.goto(shipped);
  await expect(page.getByRole('tab', { name: '已发货' })).toHaveAttribute('aria-selected', 'true');
  // The session ends elsewhere (a revoked token): the next request meets 401 and the app goes to /login.
  const token = await page.evaluate(() => window.localStorage.getItem('huashi.token'));
  expect((await (await request.post('/api/v1/user/logout', { headers: { authorization: `Bearer ${token}` } })).json()).code).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?from=/);
  await fillLogin(page, DEMO.phone, DEMO.password);
  await expect(page).toHaveURL((url) => decodeURIComponent(`${url.pathname}${url.search}`) === decodeURIComponent(shipped));
  await expect(page.getByRole('tab', { name: '已发货' })).toHaveAttribute('aria-selected', 'true');

  // A from that names another site is ignored: home.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`/login?from=${encodeURIComponent('//evil.example/steal')}`);
  await fillLogin(page, DEMO.phone, DEMO.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('the operator link opens the operator app with a valid sign and refuses a bad one', async ({ page, request }) => {
  const { data } = await (await request.get('/api/dev/demo-operator-sign')).json();
  await page.goto(`/goodTp?sign=${encodeURIComponent(data.sign)}`);
  await expect(page.getByText('演示调配员')).toBeVisible();
  await page.goto('/goodTp?sign=forged.sign.value');
  await expect(page.getByText('签名无效或已过期，请重新获取链接')).toBeVisible();
  await page.goto('/cpsix');
  await expect(page.getByText(/缺少签名/)).toBeVisible();
});

test('unknown API paths answer 404 in the envelope; protected paths 401', async ({ request }) => {
  const missing = await request.post('/api/no/such/path');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  const protectedPath = await request.get('/api/v1/info/info');
  expect(protectedPath.status()).toBe(401);
  expect(await protectedPath.json()).toEqual({ code: 401, msg: 'token已失效', data: null });
});
