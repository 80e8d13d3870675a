/**
 * Browsing goods: the zone list (/presell), arrived-goods picks (/superior), a product's supplier
 * rows (/shopdetails), follows and remaining stock. Everything reads today's auction date at the
 * server's clock; prices show the buyer's member price (domain's memberDiscountFen).
 * Lists are single SQL statements on the (auction_date, session, flw_code) index. The zone list and the supplier rows
 * are served from the read cache (services/catalogCache.ts: the part every buyer sees alike, kept fresh by the stock
 * change feed); the personal figures — followed flags, member prices, the buyer's logistics — are laid over it per
 * request from the buyer's own short-lived lookups, never from the shared part.
 */
import type {
  ActivityDiscount,
  ProductListing,
  ProductSuppliers,
  SessionState,
  StockLeft,
  SupplierRow,
  WellSortPage,
  ZonePage,
} from '@huashi/api';
import type { SupplierFilters, WellSortFilters, ZoneFilters } from '@huashi/api/contracts';
import {
  activityRuleText,
  auctionDate,
  bunchPriceFen,
  claimRateText,
  hasActivity,
  formatYuan,
  isSessionOpen,
  lengthLabel,
  maxBatches,
  memberDiscountFen,
  multiplyFen,
  opennessLabel,
  packingFeeFen,
  sessionView,
  type ActivityTerms,
  type SessionType,
} from '@huashi/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AuthedBuyer } from '../plugins/auth';
import type { AppContext } from '../context';
import { likePattern } from '../db/like';
import { addresses, follows, stockLots, varieties } from '../db/schema';
import { notFound } from '../http/envelope';
import type { StockChange } from '../live/stockFeed';
import { supplierClaimRates } from './claimRates';
import { buyable, readCachesOf, type Loaded } from './catalogCache';
import { lotImage } from './lots';

/** Who is looking: member prices need the level and discount. */
export type Viewer = Pick<AuthedBuyer, 'id' | 'memberLevel' | 'memberDiscountTenths'>;

/** A lot's activity as the API shows it: status and the rule text derived from its terms (满N扎享X折). */
export function activityDiscountOf(terms: ActivityTerms): ActivityDiscount {
  return hasActivity(terms) ? { status: 1, rule_text: activityRuleText(terms) } : { status: 0, rule_text: '' };
}

export function todayOf(ctx: AppContext): string {
  const date = auctionDate(ctx.clock.now());
  if (!date) throw new Error('the clock gave an invalid instant');
  return date;
}

/** One session at `now`: open or not, when it closes or opens, whether C is in stock preparation. */
export function sessionState(type: SessionType, now: Date): SessionState {
  return { ...sessionView(type, now), now: now.getTime() };
}

/** Per-stem price after the member discount (members only; rounding per stem, half up). */
export function memberStemPriceFen(priceFen: number, viewer: Viewer): number {
  return (
    priceFen - memberDiscountFen({ goods: priceFen, memberLevel: viewer.memberLevel, memberDiscount: viewer.memberDiscountTenths / 10 })
  );
}

// ---------------------------------------------------------------- helpers

/** A grade filter: "A" matches A+, A and A-; a full name ("B+") matches itself. */
function levelCondition(level: string): SQL | null {
  if (!level) return null;
  const upper = level.toUpperCase();
  return upper.length === 1 ? sql`upper(left(l.level_name, 1)) = ${upper}` : sql`upper(l.level_name) = ${upper}`;
}

/** Zone of a supplierType: A and B sell in session A, C in session C, 9 (search) in both. */
export function zoneOfSupplierType(supplierType: string): { sessions: SessionType[]; supplierType: 'A' | 'B' | 'C' | null } {
  switch (supplierType) {
    case 'A':
      return { sessions: ['A'], supplierType: null };
    case 'B':
      return { sessions: ['A'], supplierType: 'B' };
    case 'C':
      return { sessions: ['C'], supplierType: null };
    default:
      return { sessions: ['A', 'C'], supplierType: null };
  }
}

/** The varieties a buyer follows (read through a cache of a couple of seconds; toggleFollow clears it). */
export function followedCodes(ctx: AppContext, buyerId: number): Promise<ReadonlySet<string>> {
  return readCachesOf(ctx).follows.get(buyerId, async () => {
    const rows = await ctx.db.select({ code: follows.flwCode }).from(follows).where(eq(follows.buyerId, buyerId));
    return new Set(rows.map((r) => r.code));
  });
}

/** The logistics of the buyer's default address ('' without one), read through the same short cache. */
function defaultLogistics(ctx: AppContext, buyerId: number): Promise<string> {
  return readCachesOf(ctx).logistics.get(buyerId, async () => {
    const [row] = await ctx.db
      .select({ logisName: addresses.logisName })
      .from(addresses)
      .where(and(eq(addresses.buyerId, buyerId), eq(addresses.isDefault, true)))
      .limit(1);
    return row?.logisName ?? '';
  });
}

/** A buyer's address changed: the supplier rows show their new default logistics at once on this instance. */
export function logisticsChanged(ctx: AppContext, buyerId: number) {
  readCachesOf(ctx).logistics.delete(buyerId);
}

/** One listing row as the database ranks it: the same for every buyer (no personal figure). */
type ListingRow = {
  flw_code: string;
  flw_name: string;
  cate_name: string;
  image: string;
  stems: number;
  unit_name: string;
  weight_grams: number;
  session: 'A' | 'C';
  min_price: number | null;
  lot_count: number;
  discount: boolean;
  best_id: number | null;
  best_stock: number | null;
  best_stems: number | null;
  best_basic: number | null;
  best_price: number | null;
  /**
   * The photo of the best-ranked lot (rank 1: the one whose price, stock and 立即购买 the card shows), shown instead of
   * the illustration; null when that lot has none — another lot's photo would show goods the card does not sell.
   */
  photo_key: string | null;
  total: number;
};

function toListing(row: ListingRow, viewer: Viewer, followed: ReadonlySet<string>): ProductListing {
  const stems = Number(row.stems);
  const base = row.min_price ?? 0;
  const item =
    row.best_id !== null && row.best_price !== null
      ? (() => {
          const lot = { stock: Number(row.best_stock), stemsPerBunch: Number(row.best_stems), basicSaleQuantity: Number(row.best_basic) };
          const batches = maxBatches(lot);
          const batchStems = lot.stemsPerBunch * (lot.basicSaleQuantity || 1);
          return batches > 0
            ? [
                {
                  id: row.best_id,
                  myAcount: batches,
                  onceMoney: formatYuan(multiplyFen(memberStemPriceFen(row.best_price, viewer), batchStems)),
                },
              ]
            : [];
        })()
      : [];
  return {
    flwCode: row.flw_code,
    flwName: row.flw_name,
    sku: row.flw_code,
    productImage: lotImage(row.image, row.photo_key),
    newPrice: formatYuan(bunchPriceFen(memberStemPriceFen(base, viewer), stems)),
    originalPrice: formatYuan(bunchPriceFen(base, stems)),
    flwUnitno: stems,
    flwUnitname: row.unit_name,
    discount_flag: row.discount ? 1 : 0,
    collected: followed.has(row.flw_code) ? 1 : 0,
    cateName: row.cate_name,
    flwWeight: (Number(row.weight_grams) / 1000).toFixed(2),
    items: item,
    lotCount: Number(row.lot_count),
    session: row.session,
  };
}

type ListingPage = { rows: ListingRow[]; total: number };
type ListingOrder = 'price-asc' | 'price-desc' | 'default' | 'picks';

/**
 * Varieties of the lots matching `where`, one row per (variety, session), with the cheapest
 * buyable lot. `order` is 'price-asc' | 'price-desc' | 'default' | 'picks'.
 */
async function listingPage(ctx: AppContext, where: SQL, order: ListingOrder, page: number, limit: number): Promise<ListingPage> {
  const orderBy = {
    'price-asc': sql`g.min_price * g.stems asc nulls last, g.flw_code, g.session`,
    'price-desc': sql`g.min_price * g.stems desc nulls last, g.flw_code, g.session`,
    default: sql`g.recommended desc, g.style_sort, g.cate_sort, g.flw_code, g.session`,
    picks: sql`g.top_lots desc, g.stock_stems desc, g.flw_code, g.session`,
  }[order];
  const result = await ctx.db.execute<ListingRow>(sql`
    with lots as (
      select l.id, l.flw_code, l.session, l.now_stock, l.stems_per_bunch, l.basic_sale_no, l.sale_price_fen,
             l.activity_percent, l.level_name, l.photo_key,
             (l.now_stock >= l.stems_per_bunch * greatest(l.basic_sale_no, 1)) as buyable
      from stock_lots l
      join suppliers s on s.id = l.supplier_id
      join varieties v on v.flw_code = l.flw_code
      join categories c on c.id = v.category_id
      where ${where}
    ),
    ranked as (
      select lots.*, row_number() over (partition by flw_code, session order by buyable desc, sale_price_fen, id) as rk
      from lots
    ),
    g as (
      select r.flw_code, r.session, v.name as flw_name, v.image, v.stems_per_bunch as stems, v.unit_name, v.weight_grams,
             v.recommended, c.name as cate_name, c.sort as cate_sort, st.sort as style_sort,
             min(r.sale_price_fen) filter (where r.buyable) as min_price,
             count(*)::int as lot_count,
             bool_or(r.activity_percent > 0) as discount,
             count(*) filter (where r.buyable and left(r.level_name, 1) = 'A')::int as top_lots,
             sum(r.now_stock)::int as stock_stems,
             max(r.id) filter (where r.rk = 1 and r.buyable) as best_id,
             max(r.now_stock) filter (where r.rk = 1 and r.buyable) as best_stock,
             max(r.stems_per_bunch) filter (where r.rk = 1 and r.buyable) as best_stems,
             max(r.basic_sale_no) filter (where r.rk = 1 and r.buyable) as best_basic,
             max(r.sale_price_fen) filter (where r.rk = 1 and r.buyable) as best_price,
             max(r.photo_key) filter (where r.rk = 1) as photo_key
      from ranked r
      join varieties v on v.flw_code = r.flw_code
      join categories c on c.id = v.category_id
      join styles st on st.id = c.style_id
      group by r.flw_code, r.session, v.name, v.image, v.stems_per_bunch, v.unit_name, v.weight_grams, v.recommended,
               c.name, c.sort, st.sort
    )
    select g.*, count(*) over ()::int as total
    from g
    order by ${orderBy}
    limit ${limit} offset ${(page - 1) * limit}
  `);
  const rows = result.rows;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    // Past the end: the total still answers (the page shows 没有更多啦).
    const count = await ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select 1 from stock_lots l join suppliers s on s.id = l.supplier_id join varieties v on v.flw_code = l.flw_code
        join categories c on c.id = v.category_id where ${where} group by l.flw_code, l.session) x`);
    total = count.rows[0]?.n ?? 0;
  }
  return { rows, total: Number(total) };
}

/**
 * A listing page through the read cache: the lots matching `where` are read first (each one's buyable state: a lot
 * that turns buyable or not re-ranks the page, which drops the entry), then the page; a stock change of the lot a
 * card shows patches the card's figures.
 */
async function cachedListingPage(
  ctx: AppContext,
  key: string,
  where: SQL,
  order: ListingOrder,
  page: number,
  limit: number,
): Promise<ListingPage> {
  const load = async (): Promise<Loaded<ListingPage>> => {
    const lots = await ctx.db.execute<{ id: number; buyable: boolean }>(sql`
      select l.id, (l.now_stock >= l.stems_per_bunch * greatest(l.basic_sale_no, 1)) as buyable
      from stock_lots l join suppliers s on s.id = l.supplier_id join varieties v on v.flw_code = l.flw_code
      join categories c on c.id = v.category_id
      where ${where}`);
    const value = await listingPage(ctx, where, order, page, limit);
    return { value, lots: new Map(lots.rows.map((l) => [Number(l.id), l.buyable])), patch: patchListingPage };
  };
  const lists = readCachesOf(ctx).lists;
  return lists ? lists.get(key, load) : (await load()).value;
}

/** A lot's stock changed without turning buyable or not: the card showing it shows the new figures. */
function patchListingPage(page: ListingPage, change: StockChange): boolean {
  for (const row of page.rows) {
    if (row.best_id !== null && Number(row.best_id) === change.id) {
      row.best_stock = change.nowStock;
      row.best_stems = change.stems;
      row.best_basic = change.basic;
    }
  }
  return true;
}

async function listings(
  ctx: AppContext,
  viewer: Viewer,
  where: SQL,
  order: ListingOrder,
  page: number,
  limit: number,
  cacheKey?: string,
): Promise<{ list: ProductListing[]; total: number }> {
  const [shared, followed] = await Promise.all([
    cacheKey ? cachedListingPage(ctx, cacheKey, where, order, page, limit) : listingPage(ctx, where, order, page, limit),
    followedCodes(ctx, viewer.id),
  ]);
  return { list: shared.rows.map((r) => toListing(r, viewer, followed)), total: shared.total };
}

// ---------------------------------------------------------------- zone list

export async function zoneList(ctx: AppContext, viewer: Viewer, body: ZoneFilters): Promise<ZonePage> {
  const tab: SessionType = body.tab;
  const now = ctx.clock.now();
  const conds: SQL[] = [sql`l.auction_date = ${todayOf(ctx)}`, sql`l.session = ${tab}`];
  const supplierType = body.supplierType;
  if (supplierType === 'A' || supplierType === 'B' || supplierType === 'C') conds.push(sql`s.type = ${supplierType}`);
  if (body.styleId) conds.push(sql`c.style_id = ${body.styleId}`);
  if (body.cateId) conds.push(sql`v.category_id = ${body.cateId}`);
  const flwCode = body.flwCode;
  if (flwCode) conds.push(sql`l.flw_code = ${flwCode}`);
  const keyword = body.keyword;
  if (keyword) {
    const like = likePattern(keyword);
    conds.push(
      sql`(v.name ilike ${like} or l.flw_code ilike ${like} or s.id ilike ${like} or s.name ilike ${like} or c.name ilike ${like})`,
    );
  }
  if (body.recommended) conds.push(sql`v.recommended`);
  if (body.followed) conds.push(sql`exists(select 1 from follows f where f.buyer_id = ${viewer.id} and f.flw_code = l.flw_code)`);
  if (body.description === 'with') conds.push(sql`coalesce(v.description, '') <> ''`);
  if (body.description === 'without') conds.push(sql`coalesce(v.description, '') = ''`);
  const level = levelCondition(body.level);
  if (level) conds.push(level);
  const { page, limit } = body;
  const order = body.price === 'asc' ? 'price-asc' : body.price === 'desc' ? 'price-desc' : 'default';
  // Shared by every buyer unless it is the buyer's own follows (then it is read as it is).
  const { followed: _personal, ...shared } = body;
  const key = body.followed ? undefined : `zone|${todayOf(ctx)}|${JSON.stringify(shared)}`;
  const { list, total } = await listings(ctx, viewer, sql.join(conds, sql` and `), order, page, limit, key);
  return { list, pages: { total }, session: sessionState(tab, now) };
}

// ---------------------------------------------------------------- arrived-goods picks

/** /superior: picks among the lots of the sessions open now; nothing while the market is closed. */
export async function wellSort(ctx: AppContext, viewer: Viewer, body: WellSortFilters): Promise<WellSortPage> {
  const now = ctx.clock.now();
  const open = (['A', 'C'] as const).filter((s) => isSessionOpen(s, now));
  const session = sessionState(open[0] ?? 'A', now);
  if (open.length === 0) return { list: [], pages: { total: 0 }, open: '0', session: sessionState('A', now) };
  const conds: SQL[] = [
    sql`l.auction_date = ${todayOf(ctx)}`,
    sql`l.session in (${sql.join(
      open.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  ];
  const keyword = body.keyword;
  if (keyword) {
    const like = likePattern(keyword);
    conds.push(
      sql`(v.name ilike ${like} or l.flw_code ilike ${like} or s.id ilike ${like} or s.name ilike ${like} or c.name ilike ${like})`,
    );
  }
  const { page, limit } = body;
  const { list, total } = await listings(ctx, viewer, sql.join(conds, sql` and `), 'picks', page, limit);
  return { list, pages: { total }, open: '1', session };
}

// ---------------------------------------------------------------- supplier rows

const GRADE_ORDER = sql`case upper(left(l.level_name, 1)) when 'A' then 0 when 'B' then 1 when 'C' then 2 else 3 end,
  case right(l.level_name, 1) when '+' then 0 when '-' then 2 else 1 end`;

type SupplierLotRow = {
  id: number;
  session: 'A' | 'C';
  supplier_id: string;
  supplier_name: string;
  level_name: string;
  length_code: string;
  open_code: string;
  stems_per_bunch: number;
  basic_sale_no: number;
  package_name: string;
  position_no: string;
  now_stock: number;
  sale_price_fen: number;
  merit_name: string | null;
  salepoint_name: string | null;
  fee_box_per_kg_fen: number;
  activity_percent: number;
  activity_min_bunches: number;
};

type VarietyRow = {
  flw_code: string;
  name: string;
  cate_name: string;
  style_name: string;
  image: string;
  stems: number;
  unit_name: string;
  weight_grams: number;
  description: string | null;
};

/** What every buyer sees alike of a product's supplier rows (the lots, their facets and claim rates). */
type SharedSuppliers = {
  variety: VarietyRow;
  /** Every matching lot in order (the answer shows the first SUPPLIER_ROWS). */
  rows: SupplierLotRow[];
  salepoints: string[];
  levels: string[];
  claimRates: Map<string, string>;
};

/** Supplier rows shown at most. */
const SUPPLIER_ROWS = 200;

async function sharedSuppliers(ctx: AppContext, body: SupplierFilters, now: Date): Promise<SharedSuppliers> {
  const flwCode = body.flwCode;
  const [variety] = await ctx.db
    .execute<VarietyRow>(
      sql`
    select v.flw_code, v.name, c.name as cate_name, st.name as style_name, v.image, v.stems_per_bunch as stems, v.unit_name,
           v.weight_grams, v.description
    from varieties v join categories c on c.id = v.category_id join styles st on st.id = c.style_id
    where v.flw_code = ${flwCode}`,
    )
    .then((r) => r.rows);
  if (!variety) throw notFound('商品不存在');
  const zone = zoneOfSupplierType(body.supplierType);
  const base: SQL[] = [
    sql`l.auction_date = ${todayOf(ctx)}`,
    sql`l.flw_code = ${flwCode}`,
    sql`l.session in (${sql.join(
      zone.sessions.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  ];
  if (zone.supplierType) base.push(sql`s.type = ${zone.supplierType}`);
  const conds = [...base];
  const salepoint = body.salepoint;
  if (salepoint) conds.push(sql`l.salepoint_name = ${salepoint}`);
  const keyword = body.keyword;
  if (keyword) {
    const like = likePattern(keyword);
    conds.push(
      sql`(s.id ilike ${like} or s.name ilike ${like} or l.position_no ilike ${like} or coalesce(l.merit_name, '') ilike ${like})`,
    );
  }
  const level = body.level;
  const levelCond = levelCondition(level);
  if (levelCond) conds.push(levelCond);
  const orderBy =
    body.price === 'asc'
      ? sql`l.sale_price_fen asc, l.id`
      : body.price === 'desc'
        ? sql`l.sale_price_fen desc, l.id`
        : sql`(l.now_stock >= l.stems_per_bunch * greatest(l.basic_sale_no, 1)) desc, ${GRADE_ORDER}, l.sale_price_fen, l.id`;
  const [rows, facets] = await Promise.all([
    // Every matching lot (not only the rows shown): a lot that turns buyable or not may move into the shown rows.
    ctx.db
      .execute<SupplierLotRow>(
        sql`select l.id, l.session, l.supplier_id, s.name as supplier_name, l.level_name, l.length_code, l.open_code, l.stems_per_bunch,
                   l.basic_sale_no, l.package_name, l.position_no, l.now_stock, l.sale_price_fen, l.merit_name, l.salepoint_name,
                   l.fee_box_per_kg_fen, l.activity_percent, l.activity_min_bunches
            from stock_lots l join suppliers s on s.id = l.supplier_id
            where ${sql.join(conds, sql` and `)}
            order by ${orderBy}`,
      )
      .then((r) => r.rows),
    ctx.db
      .execute<{ salepoints: string[] | null; levels: string[] | null }>(
        sql`select array_agg(distinct l.salepoint_name) filter (where l.salepoint_name is not null) as salepoints,
                   array_agg(distinct l.level_name) as levels
            from stock_lots l join suppliers s on s.id = l.supplier_id
            where ${sql.join(base, sql` and `)}`,
      )
      .then((r) => r.rows[0]),
  ]);
  const claimRates = await supplierClaimRates(
    ctx.db,
    rows.slice(0, SUPPLIER_ROWS).map((r) => r.supplier_id),
    now,
  );
  const levelRank = (l: string) => 'ABCD'.indexOf(l.charAt(0).toUpperCase()) * 3 + (l.endsWith('+') ? 0 : l.endsWith('-') ? 2 : 1);
  return {
    variety,
    rows,
    salepoints: (facets?.salepoints ?? []).sort((a, b) => a.localeCompare(b, 'zh-CN')),
    levels: (facets?.levels ?? []).sort((a, b) => levelRank(a) - levelRank(b) || a.localeCompare(b)),
    claimRates,
  };
}

/** A lot's stock changed without turning buyable or not: its row shows the new figures. */
function patchSuppliers(shared: SharedSuppliers, change: StockChange): boolean {
  for (const row of shared.rows) {
    if (Number(row.id) === change.id) {
      row.now_stock = change.nowStock;
      row.stems_per_bunch = change.stems;
      row.basic_sale_no = change.basic;
    }
  }
  return true;
}

export async function productSuppliers(ctx: AppContext, viewer: Viewer, body: SupplierFilters): Promise<ProductSuppliers> {
  const now = ctx.clock.now();
  const zone = zoneOfSupplierType(body.supplierType);
  const load = async (): Promise<Loaded<SharedSuppliers>> => {
    const value = await sharedSuppliers(ctx, body, now);
    return { value, lots: new Map(value.rows.map((r) => [Number(r.id), buyable(lotStock(r))])), patch: patchSuppliers };
  };
  const lists = readCachesOf(ctx).lists;
  const key = `suppliers|${todayOf(ctx)}|${JSON.stringify(body)}`;
  const [shared, followed, logisWayname] = await Promise.all([
    lists ? lists.get(key, load) : load().then((l) => l.value),
    followedCodes(ctx, viewer.id),
    defaultLogistics(ctx, viewer.id),
  ]);
  const { variety, claimRates } = shared;
  const list: SupplierRow[] = shared.rows.slice(0, SUPPLIER_ROWS).map((r) => ({
    id: r.id,
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
    levelName: r.level_name,
    lenthName: lengthLabel(r.length_code),
    openName: opennessLabel(r.open_code),
    basicSaleno: Number(r.basic_sale_no),
    packageName: r.package_name,
    positionNo: r.position_no,
    nowStock: Number(r.now_stock),
    salePrice: formatYuan(r.sale_price_fen),
    memberPrice: formatYuan(memberStemPriceFen(r.sale_price_fen, viewer)),
    meritName: r.merit_name ?? '',
    salepointName: r.salepoint_name ?? '',
    // The rule text is derived from the lot's (满N扎 threshold, percent): it states exactly what cart and order apply.
    activity_discount: activityDiscountOf({ percent: Number(r.activity_percent), minBunches: Number(r.activity_min_bunches) }),
    logisWayname,
    feeBox: formatYuan(packingFeeFen(Number(variety.weight_grams) / 1000, r.fee_box_per_kg_fen)),
    flwUnitno: Number(r.stems_per_bunch),
    session: r.session,
    claimRate: claimRates.get(r.supplier_id) ?? claimRateText(0, 0),
  }));
  return {
    product: {
      flwCode: variety.flw_code,
      flwName: variety.name,
      cateName: variety.cate_name,
      styleName: variety.style_name,
      productImage: variety.image,
      flwUnitno: Number(variety.stems),
      flwUnitname: variety.unit_name,
      flwWeight: (Number(variety.weight_grams) / 1000).toFixed(2),
      description: variety.description ?? '',
      collected: followed.has(variety.flw_code) ? 1 : 0,
    },
    list,
    salepoints: shared.salepoints,
    levels: shared.levels,
    session: sessionState(zone.sessions.length === 1 ? zone.sessions[0]! : isSessionOpen('A', now) ? 'A' : 'C', now),
  };
}

/** A supplier row's stock as a change announces it. */
const lotStock = (r: SupplierLotRow) => ({
  nowStock: Number(r.now_stock),
  stems: Number(r.stems_per_bunch),
  basic: Number(r.basic_sale_no),
});

// ---------------------------------------------------------------- follow and stock

/** Toggles the follow of a variety: 1 followed, 0 unfollowed. One transaction, safe on double clicks. */
export async function toggleFollow(ctx: AppContext, buyerId: number, flwCode: string): Promise<0 | 1> {
  return ctx.db
    .transaction(async (tx) => {
      const [variety] = await tx.select({ code: varieties.flwCode }).from(varieties).where(eq(varieties.flwCode, flwCode)).limit(1);
      if (!variety) throw notFound('商品不存在');
      const removed = await tx
        .delete(follows)
        .where(and(eq(follows.buyerId, buyerId), eq(follows.flwCode, flwCode)))
        .returning({ code: follows.flwCode });
      if (removed.length > 0) return 0 as const;
      await tx.insert(follows).values({ buyerId, flwCode }).onConflictDoNothing();
      return 1 as const;
    })
    .finally(() => readCachesOf(ctx).follows.delete(buyerId));
}

export async function queryStock(ctx: AppContext, stockId: number): Promise<StockLeft> {
  const [lot] = await ctx.db
    .select({ id: stockLots.id, nowStock: stockLots.nowStock, stems: stockLots.stemsPerBunch, basic: stockLots.basicSaleNo })
    .from(stockLots)
    .where(eq(stockLots.id, stockId))
    .limit(1);
  if (!lot) throw notFound('商品不存在');
  return {
    stockId: lot.id,
    nowStock: lot.nowStock,
    batches: maxBatches({ stock: lot.nowStock, stemsPerBunch: lot.stems, basicSaleQuantity: lot.basic }),
  };
}
