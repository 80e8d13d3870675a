import { expect, test, type Page, DEMO, loginAs, newOpenedBuyer } from '../support';
import { createServer } from 'node:http';
import { E2E_EMBEDDER_PORT } from '../env.mjs';

/** Picks province, city and district in the dialog's region cascader. */
async function pickRegion(page: Page, province: string, city: string, district: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('省份').selectOption({ label: province });
  await dialog.getByLabel('城市').selectOption({ label: city });
  await dialog.getByLabel('区县').selectOption({ label: district });
}

async function addAgentAddress(page: Page, name: string, phone: string, detail: string, way: string) {
  await page.getByRole('button', { name: '新增收货地址' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  // An agent-collection address exists by now: the type is locked to 代收.
  await expect(dialog.getByLabel('物流类型')).toBeDisabled();
  await expect(dialog.getByLabel('物流类型')).toHaveValue('2');
  await dialog.getByLabel('收货人').fill(name);
  await dialog.getByLabel('手机号').fill(phone);
  await pickRegion(page, '云南省', '昆明市', '五华区');
  await dialog.getByLabel('详细地址').fill(detail);
  await dialog.getByLabel('物流方式').selectOption({ label: way });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a buyer manages addresses: self-pickup, three more, 展开, set default, delete', async ({ page }) => {
  // A new buyer of the journey's own starts with no address (the demo buyers have theirs from the seed).
  await newOpenedBuyer(page, '春城');
  await page.goto('/address');
  await expect(page.getByText('暂无收货地址')).toBeVisible();

  // Self-pickup fills the market's address and locks region, address and way.
  await page.getByRole('button', { name: '新增收货地址' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await dialog.getByLabel('物流类型').selectOption({ label: '自提' });
  await expect(dialog.getByLabel('详细地址')).toHaveValue(/斗南/);
  await expect(dialog.getByLabel('详细地址')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('省份')).toBeDisabled();
  await expect(dialog.getByLabel('区县')).toHaveValue('530114');
  await expect(dialog.getByLabel('物流方式')).toBeDisabled();
  // The first format's phone is digits only: letters never enter the field, and a number too short is not saved.
  await expect(dialog.getByLabel('手机号')).toHaveAttribute('placeholder', '手机号或区号+座机号，如08716543210');
  await dialog.getByLabel('收货人').fill('春城自提');
  await dialog.getByLabel('手机号').pressSequentially('13912abc345');
  await expect(dialog.getByLabel('手机号')).toHaveValue('13912345');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请填写正确的手机号,座机请加区号')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await dialog.getByLabel('收货人').fill('');
  // Saving with a missing name shows the spec's message and keeps what was typed.
  await dialog.getByLabel('手机号').fill('13800000002');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请填写姓名')).toBeVisible();
  await dialog.getByLabel('收货人').fill('春城自提');
  await expect(dialog.getByLabel('手机号')).toHaveValue('13800000002');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').first()).toContainText('默认');

  // A first agent-collection address (the type is still free).
  await page.getByRole('button', { name: '新增收货地址' }).first().click();
  await dialog.getByLabel('物流类型').selectOption({ label: '代收' });
  await dialog.getByLabel('收货人').fill('王婚庆');
  await dialog.getByLabel('手机号').fill('13698765432');
  await pickRegion(page, '云南省', '昆明市', '官渡区');
  await dialog.getByLabel('详细地址').fill('关上街道婚庆园1号');
  await dialog.getByLabel('物流方式').selectOption({ label: '公路冷链' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // Two more: the type selector is now locked to 代收.
  await addAgentAddress(page, '李酒店', '13912345678', '东风西路酒店花房', '航空物流');
  await addAgentAddress(page, '赵门店', '13700001111', '翠湖南路花店二号', '快递');

  // Default first, 3 shown, the fourth behind 展开.
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('春城自提');
  await expect(page.getByText('翠湖南路花店二号')).toHaveCount(0);
  await page.getByRole('button', { name: /展开/ }).click();
  await expect(cards).toHaveCount(4);
  await expect(page.getByText(/翠湖南路花店二号/)).toBeVisible();

  // Set default moves it first.
  const shop = cards.filter({ hasText: '翠湖南路花店二号' });
  await shop.getByRole('button', { name: '设为默认' }).click();
  await expect(page.getByText('默认地址更改成功')).toBeVisible();
  await expect(cards.first()).toContainText('翠湖南路花店二号');
  await expect(cards.first()).toContainText('默认');

  // Delete asks first; cancelling keeps it, confirming deletes.
  const hotel = cards.filter({ hasText: '东风西路酒店花房' });
  await hotel.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('dialog', { name: '删除地址' });
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(hotel).toHaveCount(1);
  await hotel.getByRole('button', { name: '删除' }).click();
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByText('东风西路酒店花房')).toHaveCount(0);

  // After a reload the list is the server's: default first, 3 left, no 展开.
  await page.reload();
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('翠湖南路花店二号');
  await expect(page.getByRole('button', { name: /展开/ })).toHaveCount(0);
});

test('/cpsixNew inside an iframe reports its height to the parent window', async ({ page, baseURL }) => {
  await loginAs(page, DEMO);
  const buyerId = await page.evaluate(() => (JSON.parse(localStorage.getItem('huashi.user') ?? '{}') as { buyerId?: number }).buyerId);
  expect(buyerId).toBeTruthy();
  const signAnswer = await page.request.get('/api/dev/demo-operator-sign');
  const { sign } = ((await signAnswer.json()) as { data: { sign: string } }).data;

  const src = `${baseURL}/cpsixNew?sign=${encodeURIComponent(sign)}&buyerId=${buyerId}`;
  // The embedding pages are served from other origins on this machine: the ERP's, which EMBED_ORIGINS allows to
  // frame the manager (e2e/env.mjs), and a stranger's, which the browser must refuse (CSP frame-ancestors).
  const stranger = await servePage(E2E_EMBEDDER_PORT + 1, `<h1>其他网站</h1><iframe id="manager" title="地址管理" src="${src}"></iframe>`);
  const erp = await servePage(
    E2E_EMBEDDER_PORT,
    `<h1>调配后台</h1>
    <iframe id="manager" title="地址管理" src="${src}" style="width: 760px; height: 300px; border: 0"></iframe>
    <script>
      window.heights = [];
      window.addEventListener('message', (event) => {
        if (event.data && event.data.type === 'huashi:height') {
          window.heights.push(event.data.height);
          document.getElementById('manager').style.height = event.data.height + 'px';
        }
      });
    </script>`,
  );
  try {
    await page.goto(stranger.url);
    await expect.poll(() => page.frames().map((f) => f.url())).toContainEqual(expect.stringMatching(/^chrome-error:/));
    await expect(page.frameLocator('#manager').getByText('篆塘路18号花语工作室')).toHaveCount(0);
    await page.goto(erp.url);
    await checkManagerInFrame(page);
  } finally {
    await Promise.all([stranger.close(), erp.close()]);
  }
});

/** Serves one HTML page on 127.0.0.1:port until closed (another site that embeds our page). */
async function servePage(port: number, body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><body>${body}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function checkManagerInFrame(page: Page) {
  const frame = page.frameLocator('#manager');
  await expect(frame.getByRole('article').first()).toBeVisible();
  await expect(frame.getByText('篆塘路18号花语工作室')).toBeVisible();
  // cp6 view of the seed: the agent address (公路冷链) has the receiver type its way maps to; self-pickup shows only 自提.
  await expect(frame.getByRole('article').filter({ hasText: '篆塘路18号花语工作室' })).toContainText('公路冷链 · 昆明同城冷链');
  const pickupCard = frame.getByRole('article').filter({ hasText: '到市场自提，无需物流' });
  await expect(pickupCard).toHaveCount(1);
  await expect(pickupCard).toContainText('自提');
  await expect(pickupCard).not.toContainText('冷链到店');

  // Within a second of the list showing, the frame says how tall it is: its content + 100.
  await expect.poll(() => page.evaluate(() => (window as unknown as { heights: number[] }).heights.length)).toBeGreaterThan(0);
  const contentHeight = await page
    .frame({ url: /cpsixNew/ })!
    .evaluate(() => Math.ceil(document.getElementById('root')!.getBoundingClientRect().bottom + window.scrollY));
  await expect.poll(() => page.evaluate(() => (window as unknown as { heights: number[] }).heights.at(-1))).toBe(contentHeight + 100);

  // Opening the add dialog is a render change: a new report follows (tall enough for the dialog).
  const before = await page.evaluate(() => (window as unknown as { heights: number[] }).heights.length);
  await frame.getByRole('button', { name: '新增收货地址' }).click();
  await expect(frame.getByRole('dialog', { name: '新增收货地址' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { heights: number[] }).heights.length)).toBeGreaterThan(before);
  const last = await page.evaluate(() => (window as unknown as { heights: number[] }).heights.at(-1)!);
  expect(last).toBeGreaterThan(300);
  await frame.getByRole('button', { name: '取消' }).click();
}

test('/cpsix asks for the buyer, shows its addresses in the first format, and never leaves for /login', async ({ page }) => {
  const signAnswer = await page.request.get('/api/dev/demo-operator-sign');
  const { sign } = ((await signAnswer.json()) as { data: { sign: string } }).data;
  await page.goto(`/cpsix?sign=${encodeURIComponent(sign)}`);
  await page.getByLabel('买家编号').fill('abc');
  await page.getByRole('button', { name: '管理地址' }).click();
  await expect(page.getByText('请输入买家编号（数字）')).toBeVisible();
  await page.getByLabel('买家编号').fill('999999');
  await page.getByRole('button', { name: '管理地址' }).click();
  await expect(page.getByText('买家不存在')).toBeVisible();

  // The demo buyer's addresses (read and saved unchanged: other journeys use them).
  await loginAs(page, DEMO);
  const buyerId = await page.evaluate(() => (JSON.parse(localStorage.getItem('huashi.user') ?? '{}') as { buyerId?: number }).buyerId);
  await page.goto(`/cpsix?sign=${encodeURIComponent(sign)}&buyerId=${buyerId}`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('默认');
  await expect(cards.first()).toContainText('篆塘路18号花语工作室');
  const pickup = cards.filter({ hasText: '自提' });
  await pickup.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑收货地址' });
  await expect(dialog.getByLabel('物流类型')).toHaveValue('1');
  await expect(dialog.getByLabel('详细地址')).toHaveValue(/斗南/);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(cards).toHaveCount(2);

  // A forged sign is refused plainly, without leaving the page for /login.
  await page.goto(`/cpsix?sign=forged.sign.value&buyerId=1`);
  await expect(page.getByText('签名无效或已过期，请重新获取链接')).toBeVisible();
  await expect(page).toHaveURL(/\/cpsix\?/);
});
