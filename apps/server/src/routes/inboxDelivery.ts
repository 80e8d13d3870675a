/**
 * Delivery beyond the page (issue 33, notify33): the buyer's settings section of /inbox and this device's push
 * subscription (services/inboxDelivery.ts), and the worker that sends queued pushes and SMS, every DELIVERY_EVERY_MS on
 * the market clock while the app is up; outside production `/api/dev/run-deliveries {at?}` runs it now (journeys).
 */
import { inboxDeliveryEndpoints } from '@huashi/api/contracts';
import { DELIVERY_MESSAGES } from '@huashi/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { every } from '../metrics/every';
import { buyerOf } from '../plugins/auth';
import { area } from '../plugins/scopes';
import {
  DELIVERY_EVERY_MS,
  deliverySettings,
  saveDeliverySettings,
  sendDueDeliveries,
  subscribePush,
  unsubscribePush,
} from '../services/inboxDelivery';

export function inboxDeliveryRoutes(ctx: AppContext): FastifyPluginAsync {
  const routes = area(ctx, {
    buyer: (app) => {
      serve(app, inboxDeliveryEndpoints.settings, async (request) => ok(await deliverySettings(ctx, buyerOf(request).id)));
      serve(app, inboxDeliveryEndpoints.save, async (request) =>
        ok(await saveDeliverySettings(ctx, buyerOf(request).id, request.body), DELIVERY_MESSAGES.saved),
      );
      serve(app, inboxDeliveryEndpoints.subscribe, async (request) =>
        ok(await subscribePush(ctx, buyerOf(request).id, request.body), DELIVERY_MESSAGES.pushSubscribed),
      );
      serve(app, inboxDeliveryEndpoints.unsubscribe, async (request) =>
        ok(await unsubscribePush(ctx, buyerOf(request).id, request.body.endpoint), DELIVERY_MESSAGES.pushUnsubscribed),
      );
    },
  });
  return async (app) => {
    every(app, ctx.metrics, DELIVERY_EVERY_MS, {
      name: 'inbox_deliveries',
      run: () => sendDueDeliveries(ctx, ctx.clock.now()),
      failure: 'inbox deliveries failed',
    });
    await app.register(routes);
  };
}
