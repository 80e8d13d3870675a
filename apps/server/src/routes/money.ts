/**
 * /money keys 1 and 2 (issues 17 and 27): bills (§7 /pc/finance/detail), top-up (§7 /pc/pay-gate/recharge, by QR or
 * on the phone), its status and the pay ways on, the payment gateways' notify (/pay-gate/notify/<gateway>: the
 * sandbox, alipay, wechat), and — with PAY_GATEWAY=sandbox only (in development to a browser on this machine only) —
 * the sandbox's payer page (/pay-sandbox/<outTradeNo>): plain server-rendered HTML, no script, where 确认支付 sends
 * the signed notify. A phone payment opens that page with ?return=<our result page>; after 确认支付 (the notify sent
 * first) or 取消 it sends the payer back there with a 303, as a real gateway returns to its return_url.
 */
import { moneyEndpoints } from '@huashi/api/contracts';
import { formatYuan, PAY_WAY_NAMES, isPayWay, rechargeState, returnPathOf } from '@huashi/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { buyerOf } from '../plugins/auth';
import { serve } from '../http/serve';
import { area, loopbackGuard, publicGuard, scope } from '../plugins/scopes';
import { gatewayNamed, SANDBOX_RETURN_PARAM, sandboxOf } from '../payments';
import { listBills } from '../services/ledger';
import { acceptNotify, createRecharge, payWaysOn, rechargeByTradeNo, rechargeStatus, type NotifyLog } from '../services/recharges';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The sandbox's pages: our colours, one style block (the CSP allows our inline styles, never a script). */
function sandboxHtml(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - 沙箱支付</title><style>
body{margin:0;font-family:'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif;background:#f5f6f8;color:#22262b}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.badge{background:#fff4e5;color:#7a4a00;border:1px solid #f0c36d;border-radius:8px;padding:8px 12px;font-size:14px;margin:0 0 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px;font-size:15px}
dt{color:#5c636b}dd{margin:0;word-break:break-all}
.amount{font-size:24px;font-weight:700;color:#b02a4f}
form{margin:0 0 12px}
button{width:100%;min-height:44px;border-radius:8px;font-size:16px;border:1px solid #b02a4f;cursor:pointer}
.pay{background:#b02a4f;color:#fff}.cancel{background:#fff;color:#b02a4f}
.note{font-size:14px;color:#5c636b}
</style></head><body><main><p class="badge">沙箱支付：测试用的模拟支付，不会扣除任何真实资金</p><div class="card">${body}</div></main></body></html>`;
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return (reply as FastifyReply).code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

const notFoundPage = sandboxHtml('充值记录不存在', '<h1>充值记录不存在</h1><p class="note">请回到花市页面重新发起充值。</p>');

/** The browser's own origin (the Vite dev proxy keeps the Host header): where the QR's URL points. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Each notify's body exactly as it arrived (WeChat Pay signs the bytes, not the parsed JSON). */
const rawBodies = new WeakMap<object, string>();

/** A notify body's fields: a form's pairs or a JSON object's members; {} for anything else. */
function notifyFields(contentType: string, text: string): Record<string, unknown> {
  if (contentType.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  if (contentType.startsWith('application/json')) {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // not JSON: no fields, the signature check refuses it
    }
  }
  return {};
}

export const moneyRoutes = (ctx: AppContext): FastifyPluginAsync => {
  const sandbox = sandboxOf(ctx.config);
  const money = area(ctx, {
    buyer: (app) => {
      serve(app, moneyEndpoints.bills, async (request) => ok(await listBills(ctx, buyerOf(request).id, request.body)));
      serve(app, moneyEndpoints.recharge, async (request) => {
        const created = await createRecharge(
          ctx,
          buyerOf(request).id,
          request.body,
          { origin: originOf(request), ip: request.ip },
          (details, message) => request.log.error(details, message),
        );
        return ok(created, created.pattern === 'H5' ? '请在支付页完成付款' : '请扫码支付');
      });
      serve(app, moneyEndpoints.payWays, async () => ok(payWaysOn(ctx)));
      serve(app, moneyEndpoints.rechargeStatus, async (request) =>
        ok(await rechargeStatus(ctx, buyerOf(request).id, request.body.outTradeNo)),
      );
    },
    public: (app) => {
      // A gateway's notify: believed only when its signature verifies; answered as the gateway asks. Its own scope
      // reads every body as text first (kept for the signature), then as the form or JSON it is.
      void app.register(async (scope) => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, text, done) => {
          rawBodies.set(request, text as string);
          done(null, notifyFields(String(request.headers['content-type'] ?? '').toLowerCase(), text as string));
        });
        const notify = scope.withTypeProvider<ZodTypeProvider>();
        serve(notify, moneyEndpoints.notify, async (request, reply) => {
          reply.header('cache-control', 'no-store');
          const gateway = gatewayNamed(ctx.config, request.params.gateway);
          if (!gateway) return reply.code(404).type('text/plain; charset=utf-8').send('unknown gateway');
          const log: NotifyLog = (details, message) => request.log.warn(details, message);
          const outcome = await acceptNotify(
            ctx,
            gateway,
            { fields: request.body, headers: request.headers, rawBody: rawBodies.get(request) ?? '' },
            log,
          );
          ctx.metrics.paymentNotify(gateway.name, outcome.kind === 'refused' ? outcome.reason : outcome.kind);
          const answer = gateway.notifyAnswer(outcome.kind !== 'refused');
          return reply.code(answer.status).type(answer.contentType).send(answer.body);
        });
      });
    },
  });

  // The payer page pays without a gateway: in development only a browser on this machine may open it
  // (loopbackGuard), so a development server started on 0.0.0.0 lets nobody top up for free. A production
  // server runs the sandbox only when PAY_SANDBOX_IN_PRODUCTION says so (a demo, reached from phones). Either way
  // its endpoints are of the `sandbox` scope, registered here only.
  const sandboxPages =
    sandbox &&
    scope(
      ctx.config.production ? publicGuard : loopbackGuard,
      ctx,
      (pages) => {
        serve(pages, moneyEndpoints.sandboxPage, async (request, reply) => {
          const recharge = await rechargeByTradeNo(ctx, request.params.outTradeNo);
          if (!recharge) return sendHtml(reply, 404, notFoundPage);
          // A phone payment's way back: our own result page only (anything else is dropped, the page stays a QR's).
          const back = returnPathOf(request.query.return);
          const carried = back ? `<input type="hidden" name="${SANDBOX_RETURN_PARAM}" value="${escapeHtml(back)}">` : '';
          const no = escapeHtml(recharge.outTradeNo);
          const way = isPayWay(recharge.payWay) ? PAY_WAY_NAMES[recharge.payWay] : recharge.payWay;
          const state = rechargeState(recharge.status, recharge.expiresAt.getTime(), ctx.clock.now().getTime());
          const facts = `<dl><dt>支付金额</dt><dd class="amount">￥${formatYuan(recharge.payFeeFen)}</dd>
<dt>支付方式</dt><dd>${escapeHtml(way)}（模拟）</dd><dt>充值单号</dt><dd>${no}</dd></dl>`;
          if (state === 'paid') {
            const link = back ? `<p><a href="${escapeHtml(back)}">返回花市查看结果</a></p>` : '';
            return sendHtml(
              reply,
              200,
              sandboxHtml('已支付', `<h1>花市账户充值</h1>${facts}<p>该笔充值已支付，请回到花市页面查看余额。</p>${link}`),
            );
          }
          const late = state === 'expired' ? '<p class="note">二维码已过期。仍可确认支付：这模拟一条迟到的支付通知，只入账一次。</p>' : '';
          const action = (what: 'confirm' | 'cancel') => `/api/pay-sandbox/${encodeURIComponent(recharge.outTradeNo)}/${what}`;
          return sendHtml(
            reply,
            200,
            sandboxHtml(
              '确认支付',
              `<h1>花市账户充值</h1>${facts}${late}
<form method="post" action="${action('confirm')}"><input type="hidden" name="from" value="sandbox">${carried}<button class="pay" type="submit">确认支付</button></form>
<form method="post" action="${action('cancel')}"><input type="hidden" name="from" value="sandbox">${carried}<button class="cancel" type="submit">取消</button></form>`,
            ),
          );
        });

        serve(pages, moneyEndpoints.sandboxAction, async (request, reply) => {
          const recharge = await rechargeByTradeNo(ctx, request.params.outTradeNo);
          if (!recharge) return sendHtml(reply, 404, notFoundPage);
          const back = returnPathOf(request.body.return);
          if (request.params.action === 'cancel') {
            // A phone payment given up: back to our result page (it shows the recharge unpaid), as Alipay's quit_url.
            if (back) return reply.header('cache-control', 'no-store').redirect(back, 303);
            return sendHtml(reply, 200, sandboxHtml('已取消', '<h1>已取消支付</h1><p>没有扣款。可回到花市页面重新充值。</p>'));
          }
          // The payer confirmed: the sandbox sends its signed notify to the same handler a real gateway reaches.
          const notify = sandbox.notifyFor(recharge.outTradeNo, recharge.payFeeFen, ctx.clock.now());
          const log: NotifyLog = (details, message) => request.log.warn(details, message);
          const outcome = await acceptNotify(ctx, sandbox, { fields: notify, headers: {}, rawBody: '' }, log);
          // A phone payment returns to our result page, which asks the server (never this redirect) whether it was paid.
          if (back) return reply.header('cache-control', 'no-store').redirect(back, 303);
          const text =
            outcome.kind === 'refused'
              ? '<h1>支付未成功</h1><p>支付通知未被接受，请回到花市页面重新充值。</p>'
              : `<h1>支付成功</h1><p>已支付￥${formatYuan(recharge.payFeeFen)}，请回到花市页面查看余额。</p>`;
          return sendHtml(reply, 200, sandboxHtml('支付结果', text));
        });
      },
      'sandbox',
    );
  return async (app) => {
    await app.register(money);
    if (sandboxPages) await app.register(sandboxPages);
  };
};
