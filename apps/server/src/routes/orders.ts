/** A buyer's orders (§7): list, search, detail, remark, export, confirm receipt, cancellation request. */
import type { OrderExportLink } from '@huashi/api';
import { orderEndpoints, XLSX_TYPE } from '@huashi/api/contracts';
import { formatShanghaiDateTime, ORDER_PAYMENT_MESSAGES } from '@huashi/domain';
import type { AppContext } from '../context';
import { attachment } from '../http/download';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { buyerOf } from '../plugins/auth';
import { area } from '../plugins/scopes';
import { reorderSheet } from '../services/buySheet';
import { EXPORT_LINK_GONE, issueExportLink, redeemExportLink } from '../services/orderExport';
import { payOrder } from '../services/orderPayment';
import { backOrder, confirmReceipt, listOrders, modifyNotice, ORDER_MESSAGES, orderDetail, searchOrders } from '../services/orders';

/** What a spent or expired link shows when it is opened in a browser anyway (the page never hands it out). */
const goneHtml = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>导出订单</title></head>
<body style="font-family:'Noto Sans CJK SC',sans-serif;text-align:center;padding:64px;color:#22262b">
<p>${EXPORT_LINK_GONE}</p><p style="color:#8a9099">导出链接仅可下载一次，10分钟内有效。请回到“我的订单”再次点击“导出”。</p>
<p><a href="/order" style="color:#c8375d">回到我的订单</a></p></body></html>`;

export const orderRoutes = (ctx: AppContext) =>
  area(ctx, {
    buyer: (app) => {
      serve(app, orderEndpoints.list, async (request) => ok(await listOrders(ctx, buyerOf(request).id, request.body)));

      serve(app, orderEndpoints.search, async (request) => ok(await searchOrders(ctx, buyerOf(request).id, request.body)));

      serve(app, orderEndpoints.detail, async (request) => ok(await orderDetail(ctx, buyerOf(request).id, request.body.mainId)));

      // Ours (issue 32): 再来一单 — the order's lines matched to today's lots, as the review sheet.
      serve(app, orderEndpoints.reorder, async (request) => ok(await reorderSheet(ctx, buyerOf(request), request.body.mainId)));

      serve(app, orderEndpoints.modifyNotice, async (request) => {
        const orderNotice = await modifyNotice(ctx, buyerOf(request).id, request.body);
        return ok({ orderNotice }, ORDER_MESSAGES.remarkSaved);
      });

      serve(app, orderEndpoints.confirm, async (request) => {
        await confirmReceipt(ctx, buyerOf(request).id, request.body);
        return ok(null, ORDER_MESSAGES.confirmed);
      });

      serve(app, orderEndpoints.backOrder, async (request) => {
        await backOrder(ctx, buyerOf(request).id, request.body);
        return ok(null, ORDER_MESSAGES.backApplied);
      });

      // Ours, beyond the spec (issue 18): the buyer pays an unpaid operator order (待付款) from their balance.
      serve(app, orderEndpoints.payOrder, async (request) => {
        const result = await payOrder(ctx, { kind: 'buyer', buyerId: buyerOf(request).id }, request.body.mainId);
        return ok(result, result.paidNow ? ORDER_PAYMENT_MESSAGES.paid : ORDER_PAYMENT_MESSAGES.alreadyPaid);
      });

      serve(app, orderEndpoints.export, async (request) => {
        const { mainId, secret, expiresAt, fileName } = await issueExportLink(ctx, buyerOf(request).id, request.body.mainId);
        // An absolute link on the origin the browser used (the Vite dev proxy keeps the Host header).
        const query = new URLSearchParams({ mainId: String(mainId), token: secret });
        const link = `${request.protocol}://${request.host}/api${orderEndpoints.exportFile.path}?${query.toString()}`;
        const data: OrderExportLink = { link, expiresAt: formatShanghaiDateTime(expiresAt) ?? '', fileName };
        return ok(data, '导出链接已生成');
      });
    },
    // The link itself is the credential (one-time secret of the owner): the page fetches it once, without its token.
    public: (app) => {
      serve(app, orderEndpoints.exportFile, async (request, reply) => {
        const file = await redeemExportLink(ctx, request.query.mainId, request.query.token);
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        if (!file) return reply.code(410).type('text/html; charset=utf-8').send(goneHtml);
        return reply.type(XLSX_TYPE).header('content-disposition', attachment(file.fileName)).send(file.body);
      });
    },
  });
