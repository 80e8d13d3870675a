/**
 * Issue 33, delivery beyond the page on a phone (390 × 844): the demo buyer opts in to SMS on /inbox's 消息提醒设置 and
 * chooses 短信 for 订单已发货; an order of theirs is shipped; the worker sends the notice through the SMS adapter (the
 * local outbox: its text names the order) and the settings list it as 已发送. The settings are put back at the end.
 * (Web Push needs a push service a browser reaches; it is tested on the server against a local one.)
 */
import { lotsToBuy } from '../claims';
import {
  api,
  DEMO,
  type Envelope,
  expect,
  expectMessageShown,
  expectNoSidewaysScroll,
  loginAs,
  recordMessages,
  test,
  tokenOf,
} from '../support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Message = { kind: string; body: string; link: string };
type Outbox = { purpose: string; text: string }[];

test('an SMS chosen for 订单已发货 reaches the phone when the order ships, and the settings say 已发送', async ({ page, context }) => {
  await recordMessages(page);
  await loginAs(page, DEMO);
  const token = await tokenOf(page);

  await page.goto('/inbox');
  const settings = page.getByRole('region', { name: '消息提醒设置' });
  await expect(settings).toBeVisible();
  const optIn = settings.getByRole('checkbox', { name: /接收短信通知（发送至 138\*{4}0001）/ });
  const shippedSms = settings.getByRole('checkbox', { name: '订单已发货 短信' });
  await optIn.check();
  await shippedSms.check();
  await settings.getByRole('button', { name: '保存' }).tap();
  await expectMessageShown(page, '已保存');
  await expectNoSidewaysScroll(page, '/inbox settings');

  // An order of the buyer's, bought in another tab.
  const shop = await context.newPage();
  const [lot] = await lotsToBuy(shop, token, 1, 380);
  await shop.goto(`/pay?codeType=nowPay&listZone=${encodeURIComponent(JSON.stringify([{ huaId: lot!.stockId, qty: 1 }]))}`);
  await shop.getByRole('button', { name: '提交订单' }).click();
  await shop.getByRole('dialog', { name: '购买确认' }).getByRole('button', { name: '确认支付' }).click();
  await expect(shop.getByRole('heading', { name: '购买成功！关闭此页面继续购买' })).toBeVisible();
  await shop.close();

  const messages = async () => {
    const res = await page.request.get('/api/v1/inbox', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as Envelope<{ list: Message[] }>).data.list;
  };
  let paid: Message | undefined;
  await expect.poll(async () => (paid = (await messages()).find((m) => m.kind === 'order.paid'))).toBeTruthy();
  const mainId = Number(/codeId=(\d+)/.exec(paid!.link)![1]);
  const orderNo = /订单(\S+?)已支付/.exec(paid!.body)![1]!;

  // The market ships it: the notice goes out by SMS within the worker's next rounds.
  const moved = await api<{ status: number }>(page.request, token, '/dev/advance-order', { mainId, status: 4 });
  expect(moved.code, moved.msg).toBe(200);
  const notices = async () => {
    const body = (await (await page.request.get(`/api/dev/sms-outbox?phone=${DEMO.phone}`)).json()) as Envelope<Outbox>;
    return body.data.filter((m) => m.purpose === 'notice:order.shipped' && m.text.includes(orderNo)).map((m) => m.text);
  };
  await expect
    .poll(notices, { timeout: 20_000 })
    .toEqual([expect.stringMatching(new RegExp(`^【花市】订单${orderNo}已发货.*请留意收货。$`))]);

  // The settings list it as sent (read afresh).
  await page.reload();
  const recent = settings.getByRole('listitem').filter({ hasText: '订单已发货' }).filter({ hasText: '短信' });
  await expect(recent.filter({ hasText: '已发送' }).first()).toBeVisible();

  // Put the demo buyer's settings back (other journeys ship its orders too).
  await shippedSms.uncheck();
  await optIn.uncheck();
  await settings.getByRole('button', { name: '保存' }).tap();
  await expectMessageShown(page, '已保存');
});
