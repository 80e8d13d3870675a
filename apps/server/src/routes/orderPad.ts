/** 快速下单 (issue 32), ours: the /quick page's match of pasted lines to today's lots (services/orderPad.ts). */
import { orderPadEndpoints } from '@huashi/api/contracts';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { buyerOf } from '../plugins/auth';
import { area } from '../plugins/scopes';
import { matchOrderPad } from '../services/orderPad';

export const orderPadRoutes = (ctx: AppContext) =>
  area(ctx, {
    buyer: (app) => {
      serve(app, orderPadEndpoints.match, async (request) => ok(await matchOrderPad(ctx, buyerOf(request), request.body.text)));
    },
  });
