import { PATHS } from '@huashi/api';
import { operatorContracts } from '@huashi/api/contracts';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { operatorOf } from '../plugins/operator';
import { area } from '../plugins/scopes';

export const operatorRoutes = (ctx: AppContext) =>
  area(ctx, {
    operator: (app) => {
      app.post(PATHS.operatorPermission, { schema: operatorContracts.permission }, async (request) => {
        const operator = operatorOf(request);
        return ok({ editDifferAmount: operator.editDifferAmount ? 1 : 0, label: operator.label });
      });
    },
  });
