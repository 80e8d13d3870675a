/** Home page endpoints of spec §7 (/v2/home/*, /v2/activity/*, /v2/buyer/member, weather, customer manager, form map). */
import { HOME_PATHS, type CustomerService } from '@huashi/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { badRequest, ok } from '../http/envelope';
import { buyerOf, requireBuyer } from '../plugins/auth';
import {
  advertList,
  discountProduct,
  homeDiscounts,
  homeSuppliers,
  membership,
  noticeList,
  presaleMap,
  recommendedFlowers,
} from '../services/home';
import { insertNotices } from '../services/notices';
import { openMeteoWeather } from '../services/weather';
import { MESSAGES } from '@huashi/domain';

type Body = Record<string, unknown>;
const body = (request: { body: unknown }): Body => (request.body && typeof request.body === 'object' ? (request.body as Body) : {});

export function homeRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = requireBuyer(ctx);
  const weather = openMeteoWeather(ctx.config.weatherUrl);

  app.post(HOME_PATHS.advert, async () => ok(await advertList(ctx)));
  app.post(HOME_PATHS.noticeList, async (request) => ok(await noticeList(ctx, body(request))));
  app.post(HOME_PATHS.presaleMap, async () => ok(await presaleMap(ctx)));
  app.post(HOME_PATHS.weather, async () => {
    const now = await weather.current();
    return now ? ok(now) : ok(null, '天气暂不可用');
  });

  app.post(HOME_PATHS.supplier, { preHandler: auth }, async () => ok(await homeSuppliers(ctx)));
  app.post(HOME_PATHS.recommendFlower, { preHandler: auth }, async (request) => ok(await recommendedFlowers(ctx, body(request))));
  app.get(HOME_PATHS.homeDiscount, { preHandler: auth }, async (request) => ok(await homeDiscounts(ctx, buyerOf(request))));
  app.get<{ Querystring: { flwCode?: string } }>(HOME_PATHS.productDetail, { preHandler: auth }, async (request) =>
    ok(await discountProduct(ctx, buyerOf(request), request.query.flwCode)),
  );
  app.post(HOME_PATHS.member, { preHandler: auth }, async (request) => ok(await membership(ctx, buyerOf(request))));
  app.post(HOME_PATHS.managerPhone, { preHandler: auth }, async (request) => ok(buyerOf(request).managerPhone ?? ''));
  app.post(HOME_PATHS.customer, { preHandler: auth }, async (request) => {
    const buyer = buyerOf(request);
    const data: CustomerService = { qrUrl: buyer.customerQr ?? null, name: buyer.customerQr ? '客服经理' : null };
    return ok(data, buyer.customerQr ? '操作成功' : MESSAGES.noCustomerManager);
  });

  if (!ctx.config.production) {
    /**
     * Development and test only: publishes a notice as market staff would, through the same
     * sanitiser as every notice write (the e2e checks a hostile notice renders inert).
     */
    app.post('/dev/notice', async (request) => {
      const b = body(request);
      const title = typeof b.title === 'string' ? b.title.trim() : '';
      const content = typeof b.content === 'string' ? b.content : '';
      if (!title || !content) throw badRequest('请填写标题和内容');
      const [row] = await insertNotices(ctx.db, [
        { type: b.type === 1 || b.type === '1' ? 1 : 2, title, contentHtml: content, beginTime: ctx.clock.now() },
      ]);
      return ok({ id: row?.id ?? 0 });
    });
  }
}
