/**
 * The day's report (日报, issue 31) as a PDF (/api/admin/reports/day.pdf), behind the finance desk (财务, 管理员): the
 * day's sums (services/dayReport.ts) laid out by the domain and drawn by print/dayReportPaper.ts, saved under
 * 日报-<day>.pdf and never cached. Its Excel sheet is a desk export job (routes/deskExports.ts dayReport).
 */
import { dayReportEndpoints } from '@huashi/api/contracts';
import { dayReportFileName } from '@huashi/domain';
import type { AppContext } from '../context';
import { attachment } from '../http/download';
import { serve } from '../http/serve';
import { staffArea } from '../plugins/scopes';
import { dayReportPdf } from '../print/dayReportPaper';
import { readDayReport, reportDayOf } from '../services/dayReport';

export function dayReportRoutes(ctx: AppContext) {
  return staffArea(ctx, {
    desks: {
      finance: (app) => {
        serve(app, dayReportEndpoints.pdf, async (request, reply) => {
          const day = reportDayOf(ctx, request.query.date);
          const body = await dayReportPdf(await readDayReport(ctx.db, day));
          return reply
            .type('application/pdf')
            .header('cache-control', 'no-store')
            .header('content-disposition', attachment(dayReportFileName(day, 'pdf')))
            .send(body);
        });
      },
    },
  });
}
