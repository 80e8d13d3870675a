/** Home page endpoints of spec §7 (/v2/home/*, /v2/activity/*, /v2/buyer/member, weather, customer manager, form map). */
import { type CustomerService } from '@huashi/api';
import { homeEndpoints } from '@huashi/api/contracts';
import { MESSAGES } from '@huashi/domain';
import type { AppContext } from '../context';
import { badRequest, ok } from '../http/envelope';
import { serve } from '../http/serve';
import { buyerOf } from '../plugins/auth';
import { area } from '../plugins/scopes';
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

export const homeRoutes = (ctx: AppContext) => {
  const weather = openMeteoWeather(ctx.config.weatherUrl);
  return area(ctx, {
    public: (app) => {
      serve(app, homeEndpoints.advert, async () => ok(await advertList(ctx)));
      serve(app, homeEndpoints.noticeList, async (request) => ok(await noticeList(ctx, request.body)));
      serve(app, homeEndpoints.presaleMap, async () => ok(await presaleMap(ctx)));
      serve(app, homeEndpoints.weather, async () => {
        const now = await weather.current();
        return now ? ok(now) : ok(null, '天气暂不可用');
      });

      if (!ctx.config.production) {
        /**
         * Development and test only: publishes a notice as market staff would, through the same
         * sanitiser as every notice write (the e2e checks a hostile notice renders inert).
         */
        serve(app, homeEndpoints.devNotice, async (request) => {
          const { title, content, type } = request.body;
          if (!title || !content) throw badRequest('请填写标题和内容');
          const [row] = await insertNotices(ctx.db, [
            { type: type === 1 ? 1 : 2, title, contentHtml: content, beginTime: ctx.clock.now() },
          ]);
          return ok({ id: row?.id ?? 0 });
        });
      }
    },
    buyer: (app) => {
      serve(app, homeEndpoints.supplier, async () => ok(await homeSuppliers(ctx)));
      serve(app, homeEndpoints.recommendFlower, async (request) => ok(await recommendedFlowers(ctx, request.body)));
      serve(app, homeEndpoints.homeDiscount, async (request) => ok(await homeDiscounts(ctx, buyerOf(request))));
      serve(app, homeEndpoints.productDetail, async (request) => ok(await discountProduct(ctx, buyerOf(request), request.query.flwCode)));
      serve(app, homeEndpoints.member, async (request) => ok(await membership(ctx, buyerOf(request))));
      serve(app, homeEndpoints.managerPhone, async (request) => ok(buyerOf(request).managerPhone ?? ''));
      serve(app, homeEndpoints.customer, async (request) => {
        const buyer = buyerOf(request);
        const data: CustomerService = {
          qrUrl: buyer.customerQr ?? null,
          name: buyer.customerQr ? '客服经理' : null,
          // Issue 26: the manager staff set on the 买家 desk (the phone is manager-phone's answer), the market's hotline.
          managerName: buyer.managerName ?? '',
          hotline: ctx.config.marketHotline,
        };
        return ok(data, buyer.customerQr ? '操作成功' : MESSAGES.noCustomerManager);
      });
    },
  });
};
