/**
 * The 订单履约 desk (/api/admin/orders…, desk `orders`: 配货发货 and 管理员): the orders of an auction date and
 * session, the pick list, one order's detail (by id or scanned number), and the batch actions 开始配货, 发货 and 已送达/已提货 (services/fulfilment.ts). The
 * plugin also runs the 72-hour completion job (services/autoComplete.ts) on an interval while the app is up.
 */
import { adminOrderEndpoints } from '@huashi/api/contracts';
import { auctionDate, printFileName, printFileNameAscii, type PrintKind, type PrintScope } from '@huashi/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { staffOf } from '../plugins/staff';
import { staffArea } from '../plugins/scopes';
import { deskOrderDetail, listDeskOrders, pickList } from '../services/adminOrders';
import { runAutoComplete } from '../services/autoComplete';
import { printLabels, printPackingSlips, printPickList } from '../services/printing';
import { deliverOrders, shipOrders, startPicking } from '../services/fulfilment';
import { every } from '../metrics/every';

/** How often the completion job sweeps (each sweep asks the database what is due). */
export const AUTO_COMPLETE_EVERY_MS = 10 * 60 * 1000;

/** A printed paper (issue 31): a PDF saved under its name (UTF-8, with an ASCII fallback), never cached. */
function sendPdf(reply: FastifyReply, kind: PrintKind, scope: PrintScope, body: Buffer) {
  return reply
    .type('application/pdf')
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      `attachment; filename="${printFileNameAscii(kind, scope)}"; filename*=UTF-8''${encodeURIComponent(printFileName(kind, scope))}`,
    )
    .send(body);
}

const batchMessage = (moved: number, refused: number) => (refused === 0 ? `已处理${moved}个订单` : `已处理${moved}个，${refused}个未处理`);

export function adminOrderRoutes(ctx: AppContext): FastifyPluginAsync {
  /** The auction date of the server's clock (the desk's default day). */
  const today = () => auctionDate(ctx.clock.now())!;
  const desk = staffArea(ctx, {
    desks: {
      orders: (app) => {
        serve(app, adminOrderEndpoints.list, async (request) => {
          const { page, limit, ...filters } = request.query;
          return ok(await listDeskOrders(ctx, { ...filters, auctionDate: filters.auctionDate ?? today() }, page, limit));
        });
        serve(app, adminOrderEndpoints.pickList, async (request) => {
          const { page, limit, ...filters } = request.query;
          return ok(await pickList(ctx, { ...filters, auctionDate: filters.auctionDate ?? today() }, page, limit));
        });
        serve(app, adminOrderEndpoints.printPickList, async (request, reply) => {
          const filters = { ...request.query, auctionDate: request.query.auctionDate ?? today() };
          return sendPdf(reply, 'pickList', filters, await printPickList(ctx, filters));
        });
        serve(app, adminOrderEndpoints.printPackingSlips, async (request, reply) => {
          const { mainIds, ...query } = request.query;
          const filters = { ...query, auctionDate: query.auctionDate ?? today() };
          const paper = await printPackingSlips(ctx, { mainIds, filters });
          return sendPdf(reply, 'packingSlip', paper.orderNo === null ? filters : { orderNo: paper.orderNo }, paper.body);
        });
        serve(app, adminOrderEndpoints.printLabels, async (request, reply) => {
          const { mainIds, ...query } = request.query;
          const filters = { ...query, auctionDate: query.auctionDate ?? today() };
          const paper = await printLabels(ctx, { mainIds, filters });
          return sendPdf(reply, 'label', paper.orderNo === null ? filters : { orderNo: paper.orderNo }, paper.body);
        });
        serve(app, adminOrderEndpoints.detail, async (request) => ok(await deskOrderDetail(ctx, request.query)));
        serve(app, adminOrderEndpoints.startPicking, async (request) => {
          const result = await startPicking(ctx.db, ctx.clock, staffOf(request).id, request.body.mainIds);
          return ok(result, batchMessage(result.moved, result.refused));
        });
        serve(app, adminOrderEndpoints.ship, async (request) => {
          const result = await shipOrders(ctx.db, ctx.clock, staffOf(request).id, request.body.orders);
          return ok(result, batchMessage(result.moved, result.refused));
        });
        serve(app, adminOrderEndpoints.deliver, async (request) => {
          const result = await deliverOrders(ctx.db, ctx.clock, staffOf(request).id, request.body.mainIds);
          return ok(result, batchMessage(result.moved, result.refused));
        });
      },
    },
  });
  return async (app) => {
    every(app, ctx.metrics, AUTO_COMPLETE_EVERY_MS, {
      name: 'auto_complete',
      run: () => runAutoComplete(ctx.db, ctx.clock.now()),
      failure: 'auto completion failed',
    });
    await app.register(desk);
  };
}
