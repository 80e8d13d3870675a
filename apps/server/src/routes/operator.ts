import { operatorToolEndpoints } from '@huashi/api/contracts';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { operatorOf } from '../plugins/operator';
import { area } from '../plugins/scopes';

export const operatorRoutes = (ctx: AppContext) =>
  area(ctx, {
    operator: (app) => {
      serve(app, operatorToolEndpoints.permission, async (request) => {
        const operator = operatorOf(request);
        return ok({ editDifferAmount: operator.editDifferAmount ? 1 : 0, label: operator.label });
      });
    },
  });
