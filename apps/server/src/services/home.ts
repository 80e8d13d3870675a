/**
 * The home page's data: banners, notices, suppliers, discounts, recommended goods, membership,
 * the form map with the sessions' state, the customer manager, and the weather.
 */
import type { Adverts, DiscountItem, FormMap, HomeSuppliers, Membership, Notice, Paged, RecommendedFlower, SupplierRow } from '@huashi/api';
import type { DiscountProduct } from '@huashi/api';
import {
  activityRuleText,
  bunchPriceFen,
  discountProgressFromAmounts,
  formatDiscountProgress,
  memberDiscountText,
  formatYuan,
  isSessionOpen,
  memberLevelLabel,
  SESSION_TYPES,
} from '@huashi/domain';
import { asc, count, desc, eq, lte, and, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { adverts, categories, memberLevels, notices, orders, styles, varieties } from '../db/schema';
import { notFound } from '../http/envelope';
import type { NoticeFilters, RecommendedQuery } from '@huashi/api/contracts';
import { memberStemPriceFen, productSuppliers, sessionState, todayOf, type Viewer } from './catalog';
import type { AuthedBuyer } from '../plugins/auth';

export async function advertList(ctx: AppContext): Promise<Adverts> {
  // Published banners only, in the desk's order (sort, then id).
  const rows = await ctx.db
    .select()
    .from(adverts)
    .where(and(eq(adverts.position, 'top'), eq(adverts.published, true)))
    .orderBy(asc(adverts.sort), asc(adverts.id));
  return { top: { images: rows.map((r) => ({ url: r.imageUrl, pclink: r.pcLink ?? '', ...(r.title ? { alt: r.title } : {}) })) } };
}

/** Notices published (not drafts) whose begin time has come, newest first. type 1 news, 2 announcement; none → both. */
export async function noticeList(ctx: AppContext, query: NoticeFilters): Promise<Paged<Notice>> {
  const { page, limit, type } = query;
  const where = and(
    eq(notices.published, true),
    lte(notices.beginTime, ctx.clock.now()),
    type === null ? undefined : eq(notices.type, type),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.beginTime), desc(notices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ n: count() }).from(notices).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      type: r.type === 1 ? '1' : '2',
      title: r.title,
      begintime: Math.floor(r.beginTime.getTime() / 1000),
      // Sanitised on write (services/notices.ts): safe to render as it is.
      content: r.contentHtml,
    })),
    pages: { total: total?.n ?? 0 },
  };
}

/** Quality suppliers: growers (A) and floor-price suppliers (C) with most lots on sale today. */
export async function homeSuppliers(ctx: AppContext): Promise<HomeSuppliers> {
  const result = await ctx.db.execute<{ id: string; name: string; type: string }>(sql`
    select id, name, type from (
      select s.id, s.name, s.type, row_number() over (partition by s.type order by count(*) desc, s.id) as rk
      from stock_lots l join suppliers s on s.id = l.supplier_id
      where l.auction_date = ${todayOf(ctx)} and s.type in ('A', 'C') and l.now_stock > 0
      group by s.id, s.name, s.type
    ) x where rk <= 12 order by type, rk`);
  const pick = (type: string) => result.rows.filter((r) => r.type === type).map((r) => ({ supplierId: r.id, supplierName: r.name }));
  return { A: pick('A'), C: pick('C') };
}

export async function recommendedFlowers(ctx: AppContext, query: RecommendedQuery): Promise<Paged<RecommendedFlower>> {
  const { page, limit } = query;
  const where = eq(varieties.recommended, true);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ flwCode: varieties.flwCode, flwName: varieties.name, defaultImage1: varieties.image })
      .from(varieties)
      .where(where)
      .orderBy(asc(varieties.flwCode))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ n: count() }).from(varieties).where(where),
  ]);
  return { list: rows, pages: { total: total?.n ?? 0 } };
}

type DiscountRow = {
  flw_code: string;
  session: 'A' | 'C';
  flw_name: string;
  image: string;
  stems: number;
  levels: string[];
  min_price: number;
  min_percent: number;
  min_bunches: number;
  sold: number;
  left_stems: number;
};

async function discountRows(ctx: AppContext, flwCode: string | null): Promise<DiscountRow[]> {
  const result = await ctx.db.execute<DiscountRow>(sql`
    with d as (
      select l.id, l.flw_code, l.session, l.level_name, l.sale_price_fen, l.activity_percent, l.activity_min_bunches, l.now_stock, l.stems_per_bunch
      from stock_lots l
      where l.auction_date = ${todayOf(ctx)} and l.activity_percent > 0 ${flwCode ? sql`and l.flw_code = ${flwCode}` : sql``}
    ),
    sold as (
      select oi.stock_id, sum(oi.buy_qty_all)::int as stems from order_items oi where oi.stock_id in (select id from d) group by oi.stock_id
    )
    select d.flw_code, d.session, v.name as flw_name, v.image, v.stems_per_bunch as stems,
           array_agg(distinct d.level_name) as levels,
           min(d.sale_price_fen * (100 - d.activity_percent) / 100.0)::int as min_price,
           (array_agg(d.activity_percent order by d.sale_price_fen * (100 - d.activity_percent)))[1] as min_percent,
           (array_agg(d.activity_min_bunches order by d.sale_price_fen * (100 - d.activity_percent)))[1] as min_bunches,
           coalesce(sum(sold.stems), 0)::int as sold,
           sum(d.now_stock)::int as left_stems
    from d join varieties v on v.flw_code = d.flw_code left join sold on sold.stock_id = d.id
    group by d.flw_code, d.session, v.name, v.image, v.stems_per_bunch
    order by sum(d.now_stock) = 0, max(d.activity_percent) desc, d.flw_code, d.session
    limit 20`);
  return result.rows;
}

function toDiscountItem(r: DiscountRow, viewer: Viewer): DiscountItem {
  const levelRank = (l: string) => 'ABCD'.indexOf(l.charAt(0).toUpperCase()) * 3 + (l.endsWith('+') ? 0 : l.endsWith('-') ? 2 : 1);
  const sold = Number(r.sold);
  return {
    productImage: r.image,
    flwName: r.flw_name,
    flwCode: r.flw_code,
    levelName: [...r.levels].sort((a, b) => levelRank(a) - levelRank(b)).join(','),
    // Share of the discounted stock already sold today.
    progress: formatDiscountProgress(discountProgressFromAmounts(sold, sold + Number(r.left_stems))),
    // The text of the lot whose discounted price is shown, derived from its terms: zhaPrice is that lot's
    // price per bunch at 满N扎 (an offer to read with the rule, not what fewer bunches cost).
    rule_text: activityRuleText({ percent: Number(r.min_percent), minBunches: Number(r.min_bunches) }),
    zhaPrice: formatYuan(bunchPriceFen(memberStemPriceFen(Number(r.min_price), viewer), Number(r.stems))),
    session: r.session,
  };
}

export async function homeDiscounts(ctx: AppContext, viewer: Viewer): Promise<DiscountItem[]> {
  return (await discountRows(ctx, null)).map((r) => toDiscountItem(r, viewer));
}

export async function discountProduct(ctx: AppContext, viewer: Viewer, code: string): Promise<DiscountProduct> {
  const [row] = code ? await discountRows(ctx, code) : [];
  if (!row) throw notFound('该商品暂无折扣活动');
  const suppliers = await productSuppliers(ctx, viewer, {
    flwCode: code,
    supplierType: row.session,
    price: undefined,
    salepoint: '',
    keyword: '',
    level: '',
  });
  const rows: SupplierRow[] = suppliers.list.filter((r) => r.activity_discount.status === 1);
  return { ...toDiscountItem(row, viewer), rows };
}

/**
 * What membership has saved the buyer: the member discount (fee_member) of every order they paid. An operator's order
 * still waiting for payment (待付款, paid_at null, issue 18) has not saved anything yet; every other order was paid as
 * placed, and a cancellation is per item and never refunds the order, so all of them count. Read from the orders, not
 * kept as a running total, so seeded and operator-placed history is counted too.
 */
async function memberSavingsFen(ctx: AppContext, buyerId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ fen: sql<string>`coalesce(sum(${orders.feeMember}), 0)` })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), isNotNull(orders.paidAt)));
  return Number(row?.fen ?? 0);
}

export async function membership(ctx: AppContext, buyer: AuthedBuyer): Promise<Membership> {
  const [levels, savingsFen] = await Promise.all([
    ctx.db.select().from(memberLevels).orderBy(asc(memberLevels.level)),
    memberSavingsFen(ctx, buyer.id),
  ]);
  const discount = buyer.memberDiscountTenths / 10;
  const next = levels.find((l) => l.level === buyer.memberLevel + 1);
  const alert =
    buyer.memberLevel > 0
      ? `您是${memberLevelLabel(buyer.memberLevel)}会员，花材${memberDiscountText(discount)}${next ? `；${next.cillText}可升级${memberLevelLabel(next.level)}` : ''}`
      : `开通会员享花材折扣${next ? `：${next.cillText}即可成为${memberLevelLabel(next.level)}` : ''}`;
  return {
    memberLevel: buyer.memberLevel,
    memberDiscount: discount,
    memberCoupon: buyer.memberCoupon ? '1' : '0',
    savings: formatYuan(savingsFen),
    alert,
    rules: levels.map((l) => ({ level: l.level, cill_text: l.cillText, discount_text: l.discountText, coupon_text: l.couponText })),
  };
}

/** Styles → categories → varieties, with the open flag and the state of both sessions. */
export async function presaleMap(ctx: AppContext): Promise<FormMap> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({
      styleId: styles.id,
      styleName: styles.name,
      cateId: categories.id,
      cateName: categories.name,
      flwCode: varieties.flwCode,
      flwName: varieties.name,
    })
    .from(styles)
    .innerJoin(categories, eq(categories.styleId, styles.id))
    .innerJoin(varieties, eq(varieties.categoryId, categories.id))
    .orderBy(asc(styles.sort), asc(styles.id), asc(categories.sort), asc(categories.id), asc(varieties.flwCode));
  const data: FormMap['data'] = [];
  for (const r of rows) {
    let style = data[data.length - 1];
    if (!style || style.styleId !== r.styleId) {
      style = { styleId: r.styleId, styleName: r.styleName, cates: [] };
      data.push(style);
    }
    let cate = style.cates[style.cates.length - 1];
    if (!cate || cate.cateId !== r.cateId) {
      cate = { cateId: r.cateId, cateName: r.cateName, list: [] };
      style.cates.push(cate);
    }
    cate.list.push({ flwCode: r.flwCode, flwName: r.flwName });
  }
  const open = SESSION_TYPES.some((s) => isSessionOpen(s, now));
  return {
    open: open ? '1' : '0',
    data,
    sessions: { A: sessionState('A', now), C: sessionState('C', now), now: now.getTime(), auctionDate: todayOf(ctx) },
  };
}
