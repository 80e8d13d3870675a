/**
 * Development and test helpers; registered only when NODE_ENV is not production, and answered only to a client on
 * this machine (loopbackGuard: anyone else reads 404).
 */
import { devEndpoints } from '@huashi/api/contracts';
import type { AppContext } from '../context';
import { badRequest, ok } from '../http/envelope';
import { serve } from '../http/serve';
import { demoOperatorSign } from '../operators/sign';
import { loopbackGuard, scope } from '../plugins/scopes';
import { LocalOutboxSms, smsFor } from '../sms';
import { devAdvanceOrder } from './devOrders';

export const devRoutes = (ctx: AppContext) =>
  scope(
    loopbackGuard,
    ctx,
    (app) => {
      serve(app, devEndpoints.demoOperatorSign, async () =>
        ok({ sign: await demoOperatorSign(ctx.db, ctx.clock, ctx.config.operatorSignTtlHours) }),
      );
      // Orders: move an order through the market's fulfilment (issue 8; see devOrders.ts).
      devAdvanceOrder(app, ctx);

      /** The local SMS outbox: what was "sent" to ?phone=…, newest first (tests and demos read codes here). */
      serve(app, devEndpoints.smsOutbox, async (request) => {
        const phone = request.query.phone;
        if (!phone) throw badRequest('请输入手机号');
        const provider = smsFor(ctx);
        const list = provider instanceof LocalOutboxSms ? provider.list(phone) : [];
        return ok(list.map((m) => ({ phone: m.phone, purpose: m.purpose, code: m.code, text: m.text, sentAt: m.sentAt.toISOString() })));
      });
    },
    'loopback',
  );
