/**
 * The desks' Excel exports (/api/admin/exports…, issue 31; the mechanism: services/deskExport/jobs.ts). Each start
 * route sits in its desk's scope (orders and the pick list: 订单履约; claims: 售后理赔; payouts: 财务; a buyer's
 * ledger: 买家; 日报: 财务), so a role that cannot see a desk is refused its export as it is refused the desk; it takes the desk's
 * list filters with the desk's defaults. Progress and cancel answer any working staff member about their own job;
 * the file is a one-time link whose id is the secret (public scope).
 */
import { deskExportEndpoints, XLSX_TYPE } from '@huashi/api/contracts';
import { auctionDate, DESK_EXPORT_MESSAGES, exportRangeProblem } from '@huashi/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { attachment } from '../http/download';
import { badRequest, notFound, ok } from '../http/envelope';
import { serve } from '../http/serve';
import { staffOf } from '../plugins/staff';
import { staffArea } from '../plugins/scopes';
import { DeskExportJobs, type DeskSheet } from '../services/deskExport/jobs';
import { readDayReport, reportDayOf } from '../services/dayReport';
import { claimsSheet, dayReportSheet, ledgerSheet, ordersSheet, payoutsSheet, pickListSheet } from '../services/deskExport/sheets';

const goneHtml = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>导出</title></head>
<body style="font-family:'Noto Sans CJK SC',sans-serif;text-align:center;padding:64px;color:#22262b">
<p>${DESK_EXPORT_MESSAGES.gone}</p><p style="color:#8a9099">导出文件仅可下载一次，10分钟内有效。请回到后台再次导出。</p></body></html>`;

export function deskExportRoutes(ctx: AppContext): FastifyPluginAsync {
  const jobs = new DeskExportJobs(ctx.clock);
  const today = () => auctionDate(ctx.clock.now())!;

  /** Starts the staff member's export of a desk's sheet; refused before any reading when the server is busy. */
  async function start<R>(request: FastifyRequest, sheet: () => Promise<DeskSheet<R>>) {
    if (!jobs.hasRoom()) throw badRequest(DESK_EXPORT_MESSAGES.busy);
    const job = await jobs.start(staffOf(request).id, await sheet(), (error) => request.log.error({ err: error }, 'desk export failed'));
    return ok(job, '正在导出');
  }

  const desk = staffArea(ctx, {
    desks: {
      orders: (app) => {
        serve(app, deskExportEndpoints.orders, async (request) => {
          const filters = { ...request.body, auctionDate: request.body.auctionDate ?? today() };
          const problem = filters.until ? exportRangeProblem(filters.auctionDate, filters.until) : null;
          if (problem) throw badRequest(problem);
          return start(request, () => ordersSheet(ctx, filters));
        });
        serve(app, deskExportEndpoints.pickList, async (request) => {
          const { page: _page, limit: _limit, ...filters } = request.body;
          return start(request, () => pickListSheet(ctx, { ...filters, auctionDate: filters.auctionDate ?? today() }));
        });
      },
      claims: (app) => {
        serve(app, deskExportEndpoints.claims, async (request) =>
          start(request, () => claimsSheet(ctx, { state: request.body.state ?? 'pending', keyword: request.body.keyword })),
        );
      },
      finance: (app) => {
        serve(app, deskExportEndpoints.payouts, async (request) =>
          start(request, () => payoutsSheet(ctx, { state: request.body.state ?? 'pending', keyword: request.body.keyword })),
        );
        serve(app, deskExportEndpoints.dayReport, async (request) => {
          const day = reportDayOf(ctx, request.body.date);
          return start(request, async () => dayReportSheet(await readDayReport(ctx.db, day)));
        });
      },
      buyers: (app) => {
        serve(app, deskExportEndpoints.ledger, async (request) => start(request, () => ledgerSheet(ctx, request.body.buyerId)));
      },
    },
    any: (app) => {
      serve(app, deskExportEndpoints.progress, async (request) => {
        const job = jobs.progress(staffOf(request).id, request.query.id);
        if (!job) throw notFound(DESK_EXPORT_MESSAGES.gone);
        return ok(job);
      });
      serve(app, deskExportEndpoints.cancel, async (request) => {
        const job = jobs.cancel(staffOf(request).id, request.body.id);
        if (!job) throw notFound(DESK_EXPORT_MESSAGES.gone);
        return ok(job, DESK_EXPORT_MESSAGES.cancelled);
      });
    },
    public: (app) => {
      serve(app, deskExportEndpoints.file, async (request, reply) => {
        const file = jobs.take(request.query.id);
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        if (!file) return reply.code(410).type('text/html; charset=utf-8').send(goneHtml);
        return reply.type(XLSX_TYPE).header('content-disposition', attachment(file.fileName)).send(file.stream);
      });
    },
  });
  return async (app) => {
    app.addHook('onClose', async () => jobs.close());
    await app.register(desk);
  };
}
