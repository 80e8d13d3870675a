/**
 * The allocation tool's goods (/goodTp, §7 /cp6/stock/*): page info, categories, the day's goods list and the price
 * coefficient. Read-only; every call is behind the operator scope's sign check.
 *
 * Where the numbers come from (stock_lots columns):
 * - sourcePrice = source_price_fen (settlement price per stem), differAmount = differ_amount_fen (the lot's product
 *   coefficient), salePrice = differAmount + sourcePrice (§5; domain operatorSalePriceFen) — the operator tool's sale
 *   price, computed, not the buyer-facing sale_price_fen.
 * - buyTemp = floor(now_stock ÷ stems_per_bunch) (domain defaultBundlesToBuy), the bundles a line starts with.
 * - Totals (totalNum lots, totalZa bundles, totalZhi stems) are counted in SQL over every matching lot, in the same
 *   statement as the page (the matches read once, narrow, for the totals and the page; the page's lots joined in full).
 */
import type { CategoryOption, GoodsList, OperatorPageInfo, OperatorStockItem, PriceCoefficient } from '@huashi/api';
import type { GoodsListFields, OperatorSort } from '@huashi/api/contracts';
import {
  auctionDate,
  AUTO_ALLOCATION_DEFAULT_CATEGORY,
  AUTO_ALLOCATION_DEFAULT_LEVEL,
  defaultBundlesToBuy,
  formatKg,
  formatYuan,
  lengthLabel,
  normalizeGoodsQuery,
  opennessLabel,
  operatorSalePriceFen,
  type OperatorSortField,
} from '@huashi/domain';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { categories, styles } from '../db/schema';
import { likePattern } from '../db/like';
import { lotImage } from './lots';

/** The SQL of each sortable field (the contract has already kept only these). */
const SORT_SQL: Record<OperatorSortField, SQL> = {
  id: sql`l.id`,
  flwCode: sql`l.flw_code`,
  flwName: sql`l.flw_name`,
  supplierId: sql`l.supplier_id`,
  levelName: sql`l.level_name`,
  lenthName: sql`l.length_code`,
  openName: sql`l.open_code`,
  salePrice: sql`(l.differ_amount_fen + l.source_price_fen)`,
  sourcePrice: sql`l.source_price_fen`,
  differAmount: sql`l.differ_amount_fen`,
  nowStock: sql`l.now_stock`,
  buyTemp: sql`(l.now_stock / nullif(l.stems_per_bunch, 0))`,
  positionNo: sql`l.position_no`,
};

/** The matching lots' filters, shared by the goods list and auto-allocation. */
export type LotFilters = {
  auctionDate: string;
  supplierType: string | null;
  styleId?: number | null;
  cateId: number | null;
  levelName: string;
  search: string;
  /** 1 transferred in only, 2 not transferred only, 0 all. */
  transferred?: 0 | 1 | 2;
};

/**
 * The WHERE conditions of the filters over `stock_lots l` and `varieties v` (its variety). The supplier's type and the
 * category's style are looked up in their small tables (a hash lookup per lot), so the matching needs no other join.
 */
export function lotConditions(f: LotFilters): SQL[] {
  const conds: SQL[] = [sql`l.auction_date = ${f.auctionDate}`];
  if (f.supplierType) conds.push(sql`l.supplier_id in (select ts.id from suppliers ts where ts.type = ${f.supplierType})`);
  if (f.styleId) conds.push(sql`v.category_id in (select sc.id from categories sc where sc.style_id = ${f.styleId})`);
  if (f.cateId) conds.push(sql`v.category_id = ${f.cateId}`);
  if (f.levelName) conds.push(sql`l.level_name = ${f.levelName}`);
  if (f.search) {
    // The keyword matches the variety's name or code, or the supplier's name or id. Matched in the two small tables
    // (about a hundred varieties, a few dozen suppliers), then each lot is a hash lookup: the same lots as an ilike
    // per lot (every listed lot joins its variety and supplier), several times faster at 10,000 lots.
    const like = likePattern(f.search);
    conds.push(sql`(l.flw_code in (select mv.flw_code from varieties mv where mv.name ilike ${like} or mv.flw_code ilike ${like})
      or l.supplier_id in (select ms.id from suppliers ms where ms.name ilike ${like} or ms.id ilike ${like}))`);
  }
  if (f.transferred === 1) conds.push(sql`l.from_stock_id > 0`);
  if (f.transferred === 2) conds.push(sql`l.from_stock_id <= 0`);
  return conds;
}

export const LOTS_FROM = sql`stock_lots l
  join suppliers s on s.id = l.supplier_id
  join varieties v on v.flw_code = l.flw_code
  join categories c on c.id = v.category_id
  left join styles st on st.id = c.style_id`;

/** Today's auction date by the injected clock. */
export function todayOf(ctx: AppContext): string {
  return auctionDate(ctx.clock.now()) ?? '';
}

export async function pageInfo(ctx: AppContext): Promise<OperatorPageInfo> {
  const today = todayOf(ctx);
  const [styleRows, levels] = await Promise.all([
    ctx.db.select({ styleId: styles.id, styleName: styles.name }).from(styles).orderBy(asc(styles.sort), asc(styles.id)),
    ctx.db.execute<{ level_name: string }>(
      sql`select distinct level_name from stock_lots where auction_date = ${today} order by level_name`,
    ),
  ]);
  const names = levels.rows.map((r) => r.level_name);
  return {
    auctions: { auctionDate: today },
    styles: styleRows,
    levels: names.map((name) => ({ name })),
    // The auto-allocation dialog's first grade and category (§3 auto.level, auto.cateId): none, so it asks
    // 未选择品类或等级, 是否继续? before allocating. §9's `temp A` is the supplier type auto-add takes from (the
    // dialog's 供应商类型), not a grade — see the domain's AUTO_ALLOCATION_DEFAULTS.
    auto: { level: AUTO_ALLOCATION_DEFAULT_LEVEL, cateId: AUTO_ALLOCATION_DEFAULT_CATEGORY },
  };
}

/**
 * The categories of a style; without a style (全部形态), every category, its name led by its style's (玫瑰 · 红色系):
 * several styles have a 红色系, and the filter bar and the auto-allocation dialog must tell them apart.
 */
export async function categoryOptions(ctx: AppContext, styleId: number | null): Promise<CategoryOption[]> {
  if (styleId) {
    return ctx.db
      .select({ cateId: categories.id, cateName: categories.name })
      .from(categories)
      .where(eq(categories.styleId, styleId))
      .orderBy(asc(categories.sort), asc(categories.id));
  }
  return ctx.db
    .select({ cateId: categories.id, cateName: sql<string>`coalesce(${styles.name} || ' · ', '') || ${categories.name}` })
    .from(categories)
    .leftJoin(styles, eq(styles.id, categories.styleId))
    .orderBy(asc(styles.sort), asc(styles.id), asc(categories.sort), asc(categories.id));
}

type LotRow = {
  id: number;
  from_stock_id: number;
  supplier_id: string;
  supplier_name: string;
  image: string;
  photo_key: string | null;
  flw_code: string;
  flw_name: string;
  cate_name: string;
  style_name: string | null;
  position_no: string;
  level_name: string;
  length_code: string;
  open_code: string;
  source_price_fen: number;
  differ_amount_fen: number;
  now_stock: number;
  stems_per_bunch: number;
  unit_name: string;
  package_name: string;
  salepoint_name: string | null;
  weight_grams: number;
};

/** The lot columns a stock item is made from (with the LOTS_FROM aliases). */
export const LOT_ITEM_COLUMNS = sql`l.id, l.from_stock_id, l.supplier_id, s.name as supplier_name, v.image, l.photo_key,
  l.flw_code, v.name as flw_name, c.name as cate_name, st.name as style_name, l.position_no, l.level_name, l.length_code,
  l.open_code, l.source_price_fen, l.differ_amount_fen, l.now_stock, l.stems_per_bunch, v.unit_name, l.package_name,
  l.salepoint_name, v.weight_grams`;

export function toStockItem(r: LotRow): OperatorStockItem {
  return {
    id: r.id,
    fromStockid: r.from_stock_id,
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
    productImage: lotImage(r.image, r.photo_key),
    flwCode: r.flw_code,
    flwName: r.flw_name,
    cateName: r.cate_name,
    styleName: r.style_name ?? '',
    positionNo: r.position_no,
    levelName: r.level_name,
    lenthName: lengthLabel(r.length_code),
    openName: opennessLabel(r.open_code),
    salePrice: formatYuan(operatorSalePriceFen(r.differ_amount_fen, r.source_price_fen)),
    sourcePrice: formatYuan(r.source_price_fen),
    nowStock: r.now_stock,
    flwUnitno: r.stems_per_bunch,
    flwUnitname: r.unit_name,
    packageName: r.package_name,
    salepointName: r.salepoint_name ?? '',
    differAmount: formatYuan(r.differ_amount_fen),
    buyTemp: defaultBundlesToBuy(r.now_stock, r.stems_per_bunch),
    flwWeight: formatKg(r.weight_grams),
  };
}

function orderBy(sorts: readonly OperatorSort[]): SQL {
  const parts = sorts.map((s) => sql`${SORT_SQL[s.field]} ${s.dir === 'desc' ? sql`desc` : sql`asc`}`);
  return sql.join([...parts, sql`l.id asc`], sql`, `);
}

/**
 * The columns the goods list filters, counts and sorts by (SORT_SQL names them over alias `l`): the matching lots are
 * read narrow, and only the page's rows are joined for everything a stock item shows.
 */
const MATCH_COLUMNS = sql`l.id, l.flw_code, v.name as flw_name, l.supplier_id, l.level_name, l.length_code, l.open_code,
  l.source_price_fen, l.differ_amount_fen, l.now_stock, l.stems_per_bunch, l.position_no`;

/** The goods list statement (exported for the EXPLAIN check of the tests). */
export function goodsListSql(ctx: AppContext, fields: GoodsListFields): { statement: SQL; page: number; limit: number } {
  const q = normalizeGoodsQuery(
    {
      auctionDate: fields.auctionDate,
      supplierType: fields.supplierType,
      page: fields.page,
      limit: fields.limit,
      limitType: fields.limitType,
      minFen: fields.limitPrice?.minFen ?? null,
      maxFen: fields.limitPrice?.maxFen ?? null,
    },
    todayOf(ctx),
  );
  const conds = lotConditions({
    auctionDate: q.auctionDate,
    supplierType: q.supplierType,
    styleId: fields.styleId,
    cateId: fields.cateId,
    levelName: fields.levelName,
    search: fields.search,
  });
  const price = q.priceOf === 'sourcePrice' ? sql`l.source_price_fen` : sql`(l.differ_amount_fen + l.source_price_fen)`;
  conds.push(sql`${price} between ${q.price.minFen} and ${q.price.maxFen}`);
  const offset = (q.page - 1) * q.limit;
  // m: every match, narrow (the totals and the sort need no names or pictures); the page's ids in order (an array
  // keeps the order, `with ordinality` numbers it), then only those lots joined in full.
  const statement = sql`
    with m as materialized (
      select ${MATCH_COLUMNS} from stock_lots l join varieties v on v.flw_code = l.flw_code
      where ${sql.join(conds, sql` and `)}
    ),
    t as (
      select count(*)::int as total_num,
             coalesce(sum(now_stock / nullif(stems_per_bunch, 0)), 0)::bigint as total_za,
             coalesce(sum(now_stock), 0)::bigint as total_zhi
      from m
    )
    select t.total_num, t.total_za, t.total_zhi, p.*
    from t left join lateral (
      select ${LOT_ITEM_COLUMNS}, pg.ord
      from ${LOTS_FROM}
      join unnest(array(select l.id from m l order by ${orderBy(fields.orderBys)} limit ${q.limit} offset ${offset}))
        with ordinality pg(id, ord) on pg.id = l.id
    ) p on true
    order by p.ord`;
  return { statement, page: q.page, limit: q.limit };
}

export async function goodsList(ctx: AppContext, fields: GoodsListFields): Promise<GoodsList> {
  const { statement, limit } = goodsListSql(ctx, fields);
  const { rows } = await ctx.db.execute<
    { total_num: number; total_za: string | number; total_zhi: string | number } & { [K in keyof LotRow]: LotRow[K] | null }
  >(statement);
  const first = rows[0];
  const totalNum = Number(first?.total_num ?? 0);
  return {
    list: rows.filter((r) => r.id !== null).map((r) => toStockItem(r as LotRow)),
    totalNum,
    totalPage: Math.ceil(totalNum / limit),
    totalZa: Number(first?.total_za ?? 0),
    totalZhi: Number(first?.total_zhi ?? 0),
  };
}

/**
 * The coefficient (differAmount) of a variety at a settlement price (get-price-coefficient). Decision (ours): the
 * coefficient of today's lot of that variety whose settlement price is nearest the price asked (ties: the lower price,
 * then the older lot); 0 when the day has no lot of it. salePrice = price + that coefficient.
 */
export async function priceCoefficient(ctx: AppContext, flwCode: string, priceFen: number | null): Promise<PriceCoefficient> {
  const price = priceFen ?? 0;
  const { rows } = await ctx.db.execute<{ differ_amount_fen: number }>(sql`
    select differ_amount_fen from stock_lots
    where auction_date = ${todayOf(ctx)} and flw_code = ${flwCode}
    order by abs(source_price_fen - ${price}), source_price_fen, id
    limit 1`);
  const differ = rows[0]?.differ_amount_fen ?? 0;
  return { differAmount: formatYuan(differ), salePrice: formatYuan(operatorSalePriceFen(differ, price)) };
}
