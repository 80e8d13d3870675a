/** Development and test helpers; registered only when NODE_ENV is not production. */
import { ACCOUNT_PATHS, type SmsOutboxMessage } from '@huashi/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { badRequest, ok } from '../http/envelope';
import { demoOperatorSign } from '../operators/sign';
import { devAdvanceOrder } from './devOrders';
import { LocalOutboxSms, smsFor } from '../sms';

export function devRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/dev/demo-operator-sign', async () => ok({ sign: await demoOperatorSign(ctx.db, ctx.clock, ctx.config.operatorSignTtlHours) }));
  // Orders: move an order through the market's fulfilment (issue 8; see devOrders.ts).
  devAdvanceOrder(app, ctx);

  /** The local SMS outbox: what was "sent" to ?phone=…, newest first (tests and demos read codes here). */
  app.get(ACCOUNT_PATHS.smsOutbox, async (request) => {
    const phone = String((request.query as Record<string, unknown>).phone ?? '').trim();
    if (!phone) throw badRequest('请输入手机号');
    const provider = smsFor(ctx);
    const list = provider instanceof LocalOutboxSms ? provider.list(phone) : [];
    return ok<SmsOutboxMessage[]>(
      list.map((m) => ({ phone: m.phone, purpose: m.purpose, code: m.code, text: m.text, sentAt: m.sentAt.toISOString() })),
    );
  });
}
