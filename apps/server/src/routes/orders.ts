/** A buyer's orders (§7): list, search, detail, remark, export, confirm receipt, cancellation request. */
import { ORDER_PATHS, type OrderExportLink } from '@huashi/api';
import { formatShanghaiDateTime } from '@huashi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { buyerOf, requireBuyer } from '../plugins/auth';
import { EXPORT_LINK_GONE, issueExportLink, redeemExportLink } from '../services/orderExport';
import { backOrder, confirmReceipt, listOrders, modifyNotice, ORDER_MESSAGES, orderDetail, searchOrders } from '../services/orders';

type Body = Record<string, unknown>;
const bodyOf = (request: { body: unknown }): Body =>
  typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? (request.body as Body) : {};

/** A page for the new window the export link opens, when the link no longer works. */
const goneHtml = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>导出订单</title></head>
<body style="font-family:'Noto Sans CJK SC',sans-serif;text-align:center;padding:64px;color:#22262b">
<p>${EXPORT_LINK_GONE}</p><p style="color:#8a9099">导出链接仅可下载一次，10分钟内有效。请回到“我的订单”再次点击“导出”。</p>
<p><a href="/order" style="color:#c8375d">回到我的订单</a></p></body></html>`;

export function orderRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = { preHandler: requireBuyer(ctx) };

  app.post(ORDER_PATHS.list, auth, async (request) => ok(await listOrders(ctx, buyerOf(request).id, bodyOf(request))));

  app.post(ORDER_PATHS.search, auth, async (request) => ok(await searchOrders(ctx, buyerOf(request).id, bodyOf(request))));

  app.post(ORDER_PATHS.detail, auth, async (request) => ok(await orderDetail(ctx, buyerOf(request).id, bodyOf(request).mainId)));

  app.post(ORDER_PATHS.modifyNotice, auth, async (request) => {
    const orderNotice = await modifyNotice(ctx, buyerOf(request).id, bodyOf(request));
    return ok({ orderNotice }, ORDER_MESSAGES.remarkSaved);
  });

  app.post(ORDER_PATHS.confirm, auth, async (request) => {
    await confirmReceipt(ctx, buyerOf(request).id, bodyOf(request));
    return ok(null, ORDER_MESSAGES.confirmed);
  });

  app.post(ORDER_PATHS.backOrder, auth, async (request) => {
    await backOrder(ctx, buyerOf(request).id, bodyOf(request));
    return ok(null, ORDER_MESSAGES.backApplied);
  });

  app.post(ORDER_PATHS.export, auth, async (request) => {
    const { mainId, secret, expiresAt } = await issueExportLink(ctx, buyerOf(request).id, bodyOf(request).mainId);
    // An absolute link on the origin the browser used (the Vite dev proxy keeps the Host header).
    const query = new URLSearchParams({ mainId: String(mainId), token: secret });
    const link = `${request.protocol}://${request.host}/api${ORDER_PATHS.exportFile}?${query.toString()}`;
    const data: OrderExportLink = { link, expiresAt: formatShanghaiDateTime(expiresAt) ?? '' };
    return ok(data, '导出链接已生成');
  });

  app.get<{ Querystring: { mainId?: string; token?: string } }>(ORDER_PATHS.exportFile, async (request, reply) => {
    const file = await redeemExportLink(ctx, request.query.mainId, request.query.token);
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (!file) return reply.code(410).type('text/html; charset=utf-8').send(goneHtml);
    const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_');
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .send(file.body);
  });
}
