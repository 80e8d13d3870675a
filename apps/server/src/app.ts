import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { loadOrCreateRsaKeys } from './auth/rsa';
import { requestClock, type Clock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/client';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/errors';
import { registerClockHeader } from './http/clockHeader';
import { registerContracts } from './http/contracts';
import { Drain } from './http/drain';
import { registerInputGuard } from './http/inputGuard';
import { BODY_LIMIT_BYTES } from './http/limits';
import { registerResponseContracts } from './http/responses';
import { registerRequestIds, REQUEST_ID_LOG_LABEL, requestIdOf } from './http/requestId';
import { registerSecurityHeaders } from './http/security';
import { AppMetrics } from './metrics/metrics';
import { gatewaysFor } from './payments';
import { metricsGuard } from './plugins/metrics';
import { area, scope } from './plugins/scopes';
import { smsFor } from './sms';
import { accountRoutes } from './routes/account';
import { cartRoutes } from './routes/cart';
import { addressRoutes } from './routes/addresses';
import { savedListRoutes } from './routes/savedLists';
import { marketRoutes } from './routes/market';
import { inboxRoutes } from './routes/inbox';
import { inboxDeliveryRoutes } from './routes/inboxDelivery';
import { watchRoutes } from './routes/watch';
import { orderPadRoutes } from './routes/orderPad';
import { embeddedAddressRoutes } from './routes/cp6Addresses';
import { catalogRoutes } from './routes/catalog';
import { homeRoutes } from './routes/home';
import { devRoutes } from './routes/dev';
import { healthRoutes } from './routes/health';
import { mediaRoutes } from './routes/media';
import { staffRoutes } from './routes/staff';
import { adminCancellationRoutes } from './routes/adminCancellations';
import { adminOrderRoutes } from './routes/adminOrders';
import { dayReportRoutes } from './routes/dayReport';
import { deskExportRoutes } from './routes/deskExports';
import { adminContentRoutes } from './routes/adminContent';
import { adminBuyerRoutes } from './routes/adminBuyers';
import { adminSettlementRoutes } from './routes/adminSettlements';
import { adminStockRoutes } from './routes/adminStock';
import { adminClaimRoutes } from './routes/adminClaims';
import { adminDashboardRoutes } from './routes/adminDashboard';
import { afterSalesRoutes } from './routes/afterSales';
import { couponRoutes } from './routes/coupons';
import { standingRoutes } from './routes/standing';
import { uploadRoutes } from './routes/uploads';
import { supplierRoutes } from './routes/supplier';
import { operatorRoutes } from './routes/operator';
import { operatorToolRoutes } from './routes/operatorTool';
import { orderRoutes } from './routes/orders';
import { moneyRoutes } from './routes/money';
import { adminIdentityRoutes, realNameRoutes } from './routes/realName';
import { adminWithdrawalRoutes, withdrawRoutes } from './routes/withdrawals';
import { regionRoutes } from './routes/region';
import { liveRoutes } from './routes/live';
import { metricsRoutes, observeRequests } from './routes/metrics';
import { registerWeb } from './web';

export type BuildOptions = {
  db: Db;
  config: Config;
  clock: Clock;
  /** false: no log at all; `{stream}`: every line (JSON) written there at LOG_LEVEL (tests that read the log). */
  logger?: boolean | { stream: { write: (line: string) => void } };
};

/** The whole HTTP application on a database that is already migrated. */
export async function buildApp(opts: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    logger:
      opts.logger === false || opts.config.logLevel === 'silent'
        ? false
        : { level: opts.config.logLevel, ...(typeof opts.logger === 'object' ? { stream: opts.logger.stream } : {}) },
    bodyLimit: BODY_LIMIT_BYTES,
    // Forwarded headers only from the proxies named in TRUST_PROXY; by default the connection's address counts.
    trustProxy: opts.config.trustProxy,
    // A request (headers and body) must arrive within REQUEST_TIMEOUT_SECONDS; checked every second.
    requestTimeout: opts.config.requestTimeoutMs,
    http: {
      requestTimeout: opts.config.requestTimeoutMs,
      headersTimeout: Math.min(10_000, opts.config.requestTimeoutMs),
      connectionsCheckingInterval: 1000,
    },
    clientErrorHandler,
    frameworkErrors,
    // While the instance drains (http/drain.ts) a request that still arrives on an open connection is answered (with
    // Connection: close), not refused with a bare 503: it may be a purchase the client already sent.
    return503OnClosing: false,
    // X-Request-Id: a trusted proxy's (TRUST_PROXY) when valid, else made; named by every log line (http/requestId.ts).
    genReqId: requestIdOf(opts.config.trustProxy),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
  });
  // The embedded address managers post form-encoded bodies (§7).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const metrics = new AppMetrics({ pool: opts.db.$client, backupDir: opts.config.backup.dir });
  const ctx: AppContext = {
    db: opts.db,
    config: opts.config,
    // CLOCK_HEADER=on: a request may carry its own market time (clock.ts, http/clockHeader.ts).
    clock: opts.config.clockHeader ? requestClock(opts.clock) : opts.clock,
    rsa: await loadOrCreateRsaKeys(opts.db),
    drain: new Drain(),
    metrics,
  };
  ctx.drain.register(app);
  metrics.expectOutside('sms', [smsFor(ctx).name]);
  metrics.expectOutside(
    'payment',
    gatewaysFor(opts.config).map((gateway) => gateway.name),
  );
  registerRequestIds(app);
  if (opts.config.clockHeader) registerClockHeader(app);
  observeRequests(app, ctx);
  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  registerInputGuard(app);
  registerContracts(app);
  registerResponseContracts(app, opts.config);
  await app.register(
    async (api) => {
      // API answers over 1 KB go out gzip/br compressed when asked; only this scope (static files are precompressed, web.ts).
      // Answers up to 256 KB are compressed in one synchronous call (brotli's level 4 takes about 0.7 ms for the 100 KB
      // of a 200-row goods list) instead of through a zlib stream on the thread pool, which on two cores (the plugin's
      // default streams anything over 8 KB there) costs more in scheduling than the compression itself.
      await api.register(fastifyCompress, { threshold: 1024, syncThreshold: 262_144, globalDecompression: false });
      await api.register(area(ctx, { public: (app) => healthRoutes(app, ctx) }));
      await api.register(accountRoutes(ctx));
      await api.register(cartRoutes(ctx));
      await api.register(homeRoutes(ctx));
      await api.register(catalogRoutes(ctx));
      await api.register(regionRoutes(ctx));
      await api.register(operatorRoutes(ctx));
      await api.register(operatorToolRoutes(ctx));
      await api.register(addressRoutes(ctx));
      await api.register(embeddedAddressRoutes(ctx));
      await api.register(orderRoutes(ctx));
      await api.register(moneyRoutes(ctx));
      await api.register(realNameRoutes(ctx));
      await api.register(adminIdentityRoutes(ctx));
      await api.register(withdrawRoutes(ctx));
      await api.register(adminWithdrawalRoutes(ctx));
      await api.register(staffRoutes(ctx));
      await api.register(adminCancellationRoutes(ctx));
      await api.register(adminOrderRoutes(ctx));
      await api.register(adminContentRoutes(ctx));
      await api.register(adminBuyerRoutes(ctx));
      await api.register(adminStockRoutes(ctx));
      await api.register(afterSalesRoutes(ctx));
      await api.register(adminClaimRoutes(ctx));
      await api.register(adminSettlementRoutes(ctx));
      await api.register(couponRoutes(ctx));
      await api.register(savedListRoutes(ctx));
      await api.register(marketRoutes(ctx));
      await api.register(orderPadRoutes(ctx));
      await api.register(standingRoutes(ctx));
      await api.register(deskExportRoutes(ctx));
      await api.register(dayReportRoutes(ctx));
      await api.register(uploadRoutes(ctx));
      await api.register(supplierRoutes(ctx));
      await api.register(liveRoutes(ctx));
      await api.register(adminDashboardRoutes(ctx));
      await api.register(inboxRoutes(ctx));
      await api.register(inboxDeliveryRoutes(ctx));
      await api.register(watchRoutes(ctx));
      if (!ctx.config.production) await api.register(devRoutes(ctx));
    },
    { prefix: '/api' },
  );
  await app.register(area(ctx, { public: (scope) => mediaRoutes(scope, ctx) }));
  await app.register(scope(metricsGuard, ctx, (routes) => metricsRoutes(routes, ctx), 'metrics'));
  await registerWeb(app, opts.config.webDir, opts.config.embedOrigins);
  return { app, ctx };
}
