import { API_CODES } from '@huashi/api';
import { regionEndpoints } from '@huashi/api/contracts';
import type { AppContext } from '../context';
import { serve } from '../http/serve';
import { area } from '../plugins/scopes';
import { regionTreeJson } from '../services/regions';

/** POST /pc/home/area: the full region tree. Public (registration and /upNew need no login). */
export const regionRoutes = (ctx: AppContext) =>
  area(ctx, {
    public: (app) => {
      serve(app, regionEndpoints.area, async (_request, reply) => {
        // The envelope is written by hand around the pre-serialised tree (about 3,500 nodes) to avoid re-serialising it.
        // A JSON-typed string is sent as it is (not serialised again); its response contract is checked on the way out.
        const body = `{"code":${API_CODES.ok},"msg":"操作成功","data":${regionTreeJson()}}`;
        return reply.type('application/json; charset=utf-8').send(body as never);
      });
    },
  });
