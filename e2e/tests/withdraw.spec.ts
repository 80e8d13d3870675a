/**
 * Issue 17 slice B2, the acceptance journey: the demo buyer's withdrawal is refused before real name (/money?key=3
 * says 请您先完成实名认证 and links to /realname); then (set up through slice B1's calls: two identity photos
 * uploaded, the real name submitted and approved by 财务) the buyer binds a card on /money?key=4, withdraws 100 on
 * /money?key=3 with the SMS code → 105 frozen; 财务 pays it out at /admin/finance?tab=payouts → the bills show it and
 * the balance fell by 105. At 390 px /money keys 3 and 4 never scroll sideways.
 */
import { createHash } from 'node:crypto';
import {
  api,
  type APIRequestContext,
  DEMO,
  expect,
  expectNoSidewaysScroll,
  signedIn,
  type Page,
  smsCode,
  solidPng,
  STAFF,
  staffApiToken,
  staffSignedIn,
  test,
} from '../support';

/** One private identity photo through the upload endpoint (§7: time, sign = md5(time + suffix), prefix, images). */
async function uploadIdentityPhoto(request: APIRequestContext, token: string, rgb: [number, number, number]): Promise<string> {
  const health = (await (await request.get('/api/health')).json()) as { data: { time: string } };
  const time = String(Math.floor(Date.parse(health.data.time) / 1000));
  const sign = createHash('md5').update(`${time}huashi-upload-v1`).digest('hex');
  const res = await request.post('/api/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { time, sign, prefix: 'identity', images: { name: 'id.png', mimeType: 'image/png', buffer: await solidPng(rgb) } },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { key: string } };
  expect(body.code, body.msg).toBe(200);
  return body.data.key;
}

/** Setup through slice B1's calls: the buyer submits a real name, 财务 approves it. */
async function verifyRealName(page: Page, token: string, realName: string) {
  const frontImage = await uploadIdentityPhoto(page.request, token, [200, 40, 60]);
  const behindImage = await uploadIdentityPhoto(page.request, token, [40, 60, 200]);
  const submitted = await api(page.request, token, '/v1/info/certification', {
    realName,
    realIdnumber: '530102199003070016',
    startTime: '2020-01-01',
    expiredTime: '2',
    frontImage,
    behindImage,
  });
  expect(submitted.code, submitted.msg).toBe(200);
  const staff = { authorization: `Bearer ${await staffApiToken(page.request, STAFF.caiwu)}` };
  const list = (await (await page.request.get('/api/admin/identity?status=0', { headers: staff })).json()) as {
    data: { list: { id: number; realName: string }[] };
  };
  const row = list.data.list.find((r) => r.realName === realName);
  expect(row, 'the submission is on the 实名审核 desk').toBeTruthy();
  const approved = (await (await page.request.post('/api/admin/identity/approve', { data: { id: row!.id }, headers: staff })).json()) as {
    code: number;
    msg: string;
  };
  expect(approved.code, approved.msg).toBe(200);
}

async function balances(page: Page, token: string) {
  const res = await api<{ balance: string; frozen: string; usable: string }>(page.request, token, '/v1/buyer/query-account');
  return res.data;
}

test('withdrawal: refused before real name; card bound, 100 withdrawn (105 frozen), paid out by 财务, bills show it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const token = await signedIn(page, DEMO);

  // Before real name: refused, with the way to /realname.
  await page.goto('/money?key=3');
  const withdrawPanel = page.getByRole('region', { name: '提现' });
  await expect(withdrawPanel.getByText('请您先完成实名认证')).toBeVisible();
  await expect(withdrawPanel.getByRole('link', { name: '去实名认证' })).toHaveAttribute('href', '/realname');
  await page.goto('/money?key=4');
  await expect(page.getByRole('region', { name: '银行卡' }).getByText('请您先完成实名认证')).toBeVisible();

  await verifyRealName(page, token, '王小花');

  // Still no card: the withdraw tab says so.
  await page.goto('/money?key=3');
  await expect(withdrawPanel.getByText('您还没有绑定银行卡，绑定之后才可提现')).toBeVisible();

  // Bind a card: the holder is the verified name; the bank is recognised from the number.
  await page.goto('/money?key=4');
  const cardPanel = page.getByRole('region', { name: '银行卡' });
  await expect(cardPanel.getByLabel('持卡人姓名')).toHaveValue('王小花');
  await cardPanel.getByLabel('银行卡号').fill('6222 0212 3456 7890 123');
  await cardPanel.getByRole('button', { name: '确认绑定' }).click();
  await expect(cardPanel.getByText('请输入正确的银行卡号')).toBeVisible();
  await cardPanel.getByLabel('银行卡号').fill('6222 0212 3456 7890 128');
  await expect(cardPanel.getByLabel('开户银行')).toHaveValue('ICBC');
  await cardPanel.getByRole('combobox', { name: '省份' }).selectOption({ label: '云南省' });
  await cardPanel.getByRole('combobox', { name: '城市' }).selectOption({ label: '昆明市' });
  await cardPanel.getByRole('combobox', { name: '区县' }).selectOption({ label: '官渡区' });
  await cardPanel.getByLabel('开户支行').fill('昆明关上支行');
  await cardPanel.getByRole('button', { name: '确认绑定' }).click();
  await expect(cardPanel.getByText('6222 **** **** 0128')).toBeVisible();

  // Withdraw 100: the SMS code, then 105 frozen.
  const before = await balances(page, token);
  await page.goto('/money?key=3');
  await expect(withdrawPanel.getByText('中国工商银行 6222 **** **** 0128')).toBeVisible();
  await withdrawPanel.getByLabel('提现金额（元）').fill('5');
  await withdrawPanel.getByRole('button', { name: '确认提现' }).click();
  await expect(withdrawPanel.getByText('至少要6元才可提现')).toBeVisible();
  await withdrawPanel.getByLabel('提现金额（元）').fill('100');
  await withdrawPanel.getByRole('button', { name: '获取验证码' }).click();
  await expect(withdrawPanel.getByRole('button', { name: /秒后重新获取/ })).toBeVisible();
  await withdrawPanel.getByLabel('短信验证码').fill(await smsCode(page.request, DEMO.phone));
  await withdrawPanel.getByRole('button', { name: '确认提现' }).click();
  await expect(withdrawPanel.getByRole('status')).toContainText('共冻结￥105.00');
  const frozen = await balances(page, token);
  expect(frozen.balance).toBe(before.balance);
  expect(Math.round(Number(frozen.frozen) * 100) - Math.round(Number(before.frozen) * 100)).toBe(10_500);

  // 财务 pays it out.
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await staffSignedIn(desk, STAFF.caiwu);
  await desk.goto('/admin/finance?tab=payouts');
  const grid = desk.getByRole('grid', { name: '提现打款' });
  await expect(grid).toContainText('6222021234567890128');
  await grid.getByRole('button', { name: `打款 ${DEMO.nickName} ￥100.00` }).click();
  await desk.getByRole('dialog', { name: '确认打款' }).getByRole('button', { name: '已打款' }).click();
  await expect(desk.getByText('没有待打款的提现')).toBeVisible();
  // The buyer's ledger on the 买家 desk names the source 提现, never its code `withdrawal` (issue 26).
  await desk.goto(`/admin/buyers?q=${DEMO.phone}`);
  await desk
    .getByRole('grid', { name: '买家列表' })
    .getByRole('button', { name: new RegExp(`^查看 ${DEMO.nickName}`) })
    .click();
  const ledger = desk.getByRole('grid', { name: '资金流水' });
  await expect(ledger.getByRole('row').filter({ hasText: '提现到银行卡（尾号0128）' }).first()).toContainText('提现');
  await expect(ledger).not.toContainText('withdrawal');
  await deskContext.close();

  // The bills show it; the balance fell by 105.
  const after = await balances(page, token);
  expect(Math.round(Number(before.balance) * 100) - Math.round(Number(after.balance) * 100)).toBe(10_500);
  await page.goto('/money?key=1');
  const lines = page.getByRole('region', { name: '账单明细' }).getByRole('listitem');
  const line = lines.first();
  await expect(line).toContainText('提现到银行卡（尾号0128）');
  await expect(line).toContainText('-105.00');
  // The freeze before it moved only the frozen amount: 冻结 105.00, not a green +0.00.
  await expect(lines.nth(1)).toContainText('提现申请，冻结105.00元');
  await expect(lines.nth(1).getByLabel('冻结105.00元')).toHaveText('冻结 105.00');
  await expect(page.getByRole('region', { name: '账单明细' }).getByText('+0.00')).toHaveCount(0);

  // 390 px: keys 3 and 4 never scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const key of [3, 4]) {
    await page.goto(`/money?key=${key}`);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});
