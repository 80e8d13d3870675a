/**
 * Saved lists (常购清单, issue 32), ours: the buyer's /lists. Every change lives in services/savedLists.ts; a list id
 * that is not the buyer's answers as a missing one.
 */
import { savedListEndpoints } from '@huashi/api/contracts';
import { SAVED_LIST_MESSAGES } from '@huashi/domain';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { buyerOf } from '../plugins/auth';
import { area } from '../plugins/scopes';
import {
  addSavedListLine,
  createSavedList,
  deleteSavedList,
  listSavedLists,
  renameSavedList,
  replaceSavedListLines,
  savedListSheet,
} from '../services/savedLists';

export const savedListRoutes = (ctx: AppContext) =>
  area(ctx, {
    buyer: (app) => {
      serve(app, savedListEndpoints.list, async (request) => ok(await listSavedLists(ctx.db, buyerOf(request).id)));

      serve(app, savedListEndpoints.create, async (request) => {
        const { name, lines, fromCart, fromOrder } = request.body;
        const list = await createSavedList(ctx.db, ctx.clock.now(), buyerOf(request).id, name, { lines, fromCart, fromOrder });
        return ok(list, SAVED_LIST_MESSAGES.created);
      });

      serve(app, savedListEndpoints.rename, async (request) => {
        const list = await renameSavedList(ctx.db, ctx.clock.now(), buyerOf(request).id, request.body.id, request.body.name);
        return ok(list, SAVED_LIST_MESSAGES.renamed);
      });

      serve(app, savedListEndpoints.remove, async (request) => {
        await deleteSavedList(ctx.db, buyerOf(request).id, request.body.id);
        return ok(null, SAVED_LIST_MESSAGES.deleted);
      });

      serve(app, savedListEndpoints.replaceLines, async (request) => {
        const list = await replaceSavedListLines(ctx.db, ctx.clock.now(), buyerOf(request).id, request.body.id, request.body.lines);
        return ok(list, SAVED_LIST_MESSAGES.saved);
      });

      serve(app, savedListEndpoints.addLine, async (request) => {
        const list = await addSavedListLine(ctx.db, ctx.clock.now(), buyerOf(request).id, request.body.id, request.body.line);
        return ok(list, SAVED_LIST_MESSAGES.lineAdded);
      });

      serve(app, savedListEndpoints.match, async (request) => ok(await savedListSheet(ctx, buyerOf(request), request.body.id)));
    },
  });
