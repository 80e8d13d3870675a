/**
 * Coupons: the buyer's /disCard list (`/v1/invite/coupons-page`, §7), the back office's 优惠券 desk (管理员, 财务:
 * issue to a buyer, a member level or everyone), and the monthly member coupon job (services/coupons.ts), run on an
 * interval while the app is up; outside production `/api/dev/run-member-coupons {at?}` runs it now at an instant.
 */
import { couponEndpoints } from '@huashi/api/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { buyerOf } from '../plugins/auth';
import { area, staffArea } from '../plugins/scopes';
import { staffOf } from '../plugins/staff';
import { couponPage, issueCoupons, runMemberCoupons } from '../services/coupons';
import { every } from '../metrics/every';

/** How often the monthly member coupon job looks for members not yet given this month's coupons. */
export const MEMBER_COUPONS_EVERY_MS = 60 * 60 * 1000;

export function couponRoutes(ctx: AppContext): FastifyPluginAsync {
  const buyer = area(ctx, {
    public: (app) => {
      if (!ctx.config.production) {
        serve(app, couponEndpoints.runMemberCoupons, async (request) => {
          const at = request.body.at ? new Date(request.body.at) : ctx.clock.now();
          return ok({ issued: await runMemberCoupons(ctx.db, at), at: at.toISOString() });
        });
      }
    },
    buyer: (app) => {
      serve(app, couponEndpoints.page, async (request) => ok(await couponPage(ctx, buyerOf(request).id, request.body)));
    },
  });
  const desk = staffArea(ctx, {
    desks: {
      coupons: (app) => {
        serve(app, couponEndpoints.issue, async (request) => {
          const result = await issueCoupons(ctx, staffOf(request).id, {
            ...request.body,
            target: String(request.body.target ?? ''),
            value: String(request.body.value ?? ''),
            useLimit: request.body.useLimit ?? '',
            endTime: String(request.body.endTime ?? ''),
            phone: request.body.phone == null ? undefined : String(request.body.phone),
            minAmount: request.body.minAmount == null ? undefined : String(request.body.minAmount),
            flowerRule: request.body.flowerRule == null ? undefined : String(request.body.flowerRule),
            level: request.body.level ?? undefined,
          });
          return ok(result, `已发放${result.issued}张优惠券`);
        });
      },
    },
  });
  return async (app) => {
    every(app, ctx.metrics, MEMBER_COUPONS_EVERY_MS, {
      name: 'member_coupons',
      run: () => runMemberCoupons(ctx.db, ctx.clock.now()),
      failure: 'member coupons failed',
    });
    await app.register(buyer);
    await app.register(desk);
  };
}
