/** Shared by the specs that visit every buyer route (a11y-routes, phone-routes): the seeded URL each route is shown with. */
import { expect, type APIRequestContext, type Envelope, type Page } from './support';

/** Posts to the API with the token the logged-in page holds; answers the data, after expecting code 200. */
export async function apiData<T>(page: Page, request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('huashi.token'));
  const body = (await (await request.post(`/api${path}`, { data, headers: { authorization: `Bearer ${token}` } })).json()) as Envelope<T>;
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/**
 * The URL each of `routes` is shown with: routes that show one record get a real one from the seed. Also answers
 * `lots`, two lots with stock to buy (the first of the first two products that have one).
 */
export async function seededUrls(page: Page, routes: readonly { path: string }[]): Promise<{ urls: Map<string, string>; lots: number[] }> {
  const zone = await apiData<{ list: { flwCode: string; items: { id: number }[] }[] }>(page, page.request, '/pc/buyer/presale', {
    tab: 'A',
    page: 1,
    limit: 15,
  });
  const product = zone.list.find((entry) => entry.items.length > 0);
  if (!product) throw new Error('no product with stock in the direct-supply zone');
  const orders = await apiData<{ list: { main: { mainId: number; orderNo: string } }[] }>(page, page.request, '/pc/main/main-order-list', {
    tab: 0,
    page: 1,
    limit: 15,
  });
  const order = orders.list[0]?.main;
  if (!order) throw new Error('the demo buyer has no order');
  const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const urls = new Map<string, string>(routes.map((route) => [route.path, route.path]));
  const lots = zone.list.flatMap((entry) => entry.items.slice(0, 1).map((item) => item.id)).slice(0, 2);
  urls.set('/shopdetails', `/shopdetails?listNow=${json({ flwCode: product.flwCode, supplierType: 'A' })}`);
  urls.set('/pay', `/pay?listZone=${json([{ huaId: product.items[0]!.id, qty: 1 }])}&codeType=nowPay`);
  urls.set('/orderdetail', `/orderdetail?codeId=${order.mainId}`);
  urls.set('/market/variety', `/market/variety?flw=${encodeURIComponent(product.flwCode)}`);
  urls.set('/elseWhite', `/elseWhite?orderNo=${order.orderNo}&pay=23.20`);
  return { urls, lots };
}
