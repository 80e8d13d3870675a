/**
 * A year of a busy market (issue 30, `npm run seed:year`): grown into the project's own schema by set-based SQL
 * (INSERT … SELECT over generate_series), never through the API and never row by row, so a year at scale 1 takes
 * minutes, not days. It runs on a database already migrated and seeded (the catalogue, the demo buyers and staff: the
 * ordinary seed), and adds the 365 auction days before and including `now`.
 *
 * Decisions:
 * - Proportions at scale 1 (everything multiplies by `scale`, the days stay 365): 20,000 buyers, 3,000 suppliers,
 *   1,500 lots a day, 3,000,000 orders of 1–5 items (about 9,000,000), 100,000 claims, 1,000,000 audit rows; the demo
 *   buyer (13800000001) places 5,000 of the orders and the demo staff do most of the desk work in the audit trail.
 * - The long tail: an order's buyer is the generated buyer at rank ⌊B·u³⌋ (u uniform), so the first 1.5 % of buyers
 *   (300) place about a quarter of all orders — several a day — while the median buyer orders one or two times a week.
 * - Lots copy the seed's lots of today (variety, grade, length, package, session, activity) onto every day with a
 *   seasonal price factor shared by all lots of a day, so the all-day zone stays cheaper than direct supply; each
 *   lot's supplier is one of the generated or seeded suppliers of the template's type.
 * - Statuses follow age: orders older than two days are completed (40 % by the buyer's 确认收货, the rest by the
 *   72-hour job); yesterday's are shipped or completed; today's are spread over every fulfilment state. 2 % of orders
 *   are cancelled whole (every item refunded, the order never picked) and 1 % of the other items singly.
 * - Money is the ledger: every purchase, refund, paid claim, top-up and withdrawal (freeze, payout or release) is a
 *   balance_ledger row, and the buyers' balance and frozen amount are set to the sums of their rows, so
 *   `npm run ledger:check` says OK. A buyer tops up, before the first order of each week they buy in, the week's
 *   purchases plus 10 % rounded up to ¥500, so no running balance ever goes below zero; a few buyer-weeks end with a
 *   withdrawal of 5 % of the week's purchases (paid a day later, 7 % rejected, the latest ones still pending).
 * - The ledger's notices follow the formats of the services that write them (purchase, cancellation, claim payment,
 *   top-up, withdrawal); the top-up's text comes from the domain's `rechargeNotice`.
 * - Speed: the session sets `session_replication_role = replica` when it may (a superuser, as the embedded
 *   PostgreSQL's user is), which skips the foreign-key triggers of the bulk inserts — every reference is made from
 *   rows inserted just before, and the test of the generator (apps/server/test/seed-year.test.ts) proves every
 *   foreign key holds; check constraints are never skipped. Rows get explicit ids (sequences moved past them after),
 *   order ids in time order as the server would give them.
 * - Rollups kept by triggers (the claim rate's supplier_claim_days, the price board's market_days) are skipped with
 *   them: the load ends by refilling each from what it made (supplier_claim_days_fill(true), market_days_fill(true)),
 *   one set-based statement each.
 * - Deterministic per scale and `now`: random() is seeded, the rest is arithmetic.
 * - It refuses a database that already holds more orders than a fresh seed (a year added twice is not a year): use
 *   a fresh DATA_DIR or database.
 */
import { auctionDate, PAY_WAY_NAMES, rechargeNotice, receiverTypeForWay, WITHDRAWAL_FEE_FEN, WITHDRAWAL_MIN_FEN } from '@huashi/domain';
import type { Db } from '../db/client';
import { hashPassword } from '../auth/password';
import { DEMO_BUYER, PICKUP_ADDRESS } from './index';
import { DEMO_STAFF } from './staff';

export type YearOptions = { now: Date; scale: number; log?: (line: string) => void };

/** The counts of scale 1 (issue 30). */
export const YEAR_AT_SCALE_1 = {
  buyers: 20_000,
  suppliers: 3_000,
  lotsPerDay: 1_500,
  orders: 3_000_000,
  demoOrders: 5_000,
  claims: 100_000,
  audit: 1_000_000,
} as const;
export const YEAR_DAYS = 365;
/** A fresh seed holds a dozen orders; more than this means the database already trades (or holds a year). */
const MOST_ORDERS_OF_A_SEED = 100;

export type YearCounts = Record<keyof typeof YEAR_AT_SCALE_1, number>;

export function yearCounts(scale: number): YearCounts {
  const n = (v: number, min: number) => Math.max(min, Math.round(v * scale));
  const s = YEAR_AT_SCALE_1;
  return {
    buyers: n(s.buyers, 20),
    suppliers: n(s.suppliers, 8),
    lotsPerDay: n(s.lotsPerDay, 10),
    orders: n(s.orders, 200),
    demoOrders: n(s.demoOrders, 20),
    claims: n(s.claims, 10),
    audit: n(s.audit, 100),
  };
}

export class YearRefused extends Error {
  override name = 'YearRefused';
}

/** Rows of a step and how long it took. */
export type YearStep = { step: string; rows: number; seconds: number };

export async function generateYear(db: Db, opts: YearOptions): Promise<YearStep[]> {
  const log = opts.log ?? (() => {});
  const today = auctionDate(opts.now);
  if (!today) throw new Error('invalid clock reading');
  if (!(opts.scale > 0)) throw new Error('the scale must be above 0');
  const c = yearCounts(opts.scale);
  const client = await db.$client.connect();
  const steps: YearStep[] = [];
  try {
    const one = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
      (await client.query<T>(text, values)).rows[0]!;
    const { orders } = await one<{ orders: number }>('select count(*)::int as orders from orders');
    if (orders > MOST_ORDERS_OF_A_SEED)
      throw new YearRefused(
        `the database already holds ${orders} orders; a year goes into a fresh database (a new DATA_DIR or DATABASE_URL)`,
      );
    const { lots } = await one<{ lots: number }>('select count(*)::int as lots from stock_lots where auction_date = $1', [today]);
    if (lots === 0) throw new YearRefused(`the database holds no lots of ${today} to copy (seed it first)`);
    const demo = (await client.query<{ id: number }>('select id from buyers where phone = $1', [DEMO_BUYER.phone])).rows[0];
    if (!demo) throw new YearRefused(`the demo buyer ${DEMO_BUYER.phone} is missing (a development seed is needed)`);

    const passwordHash = await hashPassword(DEMO_BUYER.password);
    const staffHash = await hashPassword(`year-${Math.random()}`);
    await client.query(`set synchronous_commit = off`);
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    await client.query(`set timezone = 'Asia/Shanghai'`);
    try {
      await client.query(`set session_replication_role = replica`);
    } catch {
      log('seed:year: not a superuser: foreign keys are checked row by row (slower)');
    }
    await client.query('select setseed(0.2026)');

    const run = async (step: string, text: string, values: unknown[] = []) => {
      const started = performance.now();
      const result = await client.query(text, values);
      const done: YearStep = { step, rows: result.rowCount ?? 0, seconds: (performance.now() - started) / 1000 };
      steps.push(done);
      log(`seed:year: ${step.padEnd(28)} ${String(done.rows).padStart(10)} rows ${done.seconds.toFixed(1).padStart(7)} s`);
      return done;
    };
    const base = async (table: string) => (await one<{ m: number }>(`select coalesce(max(id), 0)::int as m from ${table}`)).m;
    const [lotBase, buyerBase, orderBase, itemBase, claimBase, withdrawalBase] = [
      await base('stock_lots'),
      await base('buyers'),
      await base('orders'),
      await base('order_items'),
      await base('after_sales'),
      await base('withdrawals'),
    ];
    const now = opts.now.toISOString();
    const L = c.lotsPerDay;
    const B = c.buyers;

    // ---- suppliers and staff
    await run(
      'suppliers',
      `insert into suppliers (id, name, type, created_at)
       select t || (10000 + n)::text,
         (array['晋宁','呈贡','嵩明','宜良','通海','澄江','石林','安宁','富民','寻甸','斗南','玉溪'])[1 + n % 12]
           || (array['张氏','李家','王记','刘氏','陈家','杨记','赵氏','周家'])[1 + (n / 12) % 8]
           || case t when 'A' then (array['玫瑰园','花卉种植基地','鲜切花农场','康乃馨基地'])[1 + (n / 96) % 4]
                     when 'B' then (array['花卉经纪','鲜花代理','花卉商行'])[1 + (n / 96) % 3]
                     else (array['花卉批发','尾货花行','鲜花仓'])[1 + (n / 96) % 3] end,
         t, $1::timestamptz - interval '400 days'
       from generate_series(1, $2::int) n, lateral (select (array['A','A','B','C'])[1 + n % 4] as t) x
       on conflict do nothing`,
      [now, c.suppliers],
    );
    await run(
      'staff',
      `insert into staff (login_name, display_name, role, password_hash, created_at)
       select 'year' || n, (array['孙','吴','郑','冯','何','许','沈','韩'])[1 + n % 8] || (array['配货','财务','客服','主管'])[1 + n % 4],
         (array['fulfilment','finance','service','admin'])[1 + n % 4], $2, $1::timestamptz - interval '380 days'
       from generate_series(1, 12) n on conflict do nothing`,
      [now, staffHash],
    );
    await client.query(
      `create temp table y_staff as
       select id, role, login_name = any($1::text[]) as demo, row_number() over (partition by role order by id) - 1 as rn from staff`,
      [DEMO_STAFF.map((m) => m.loginName)],
    );
    await client.query(
      `create temp table y_staffn as select role, count(*)::int as n, min(id) filter (where demo) as demo_id from y_staff group by role`,
    );

    // ---- lots: the seed's lots of today as templates, on every day of the year
    await client.query(
      `create temp table y_tpl as
       select row_number() over (order by l.id)::int - 1 as k0, l.*, s.type as sup_type
       from stock_lots l join suppliers s on s.id = l.supplier_id where l.auction_date = $1`,
      [today],
    );
    const { T } = await one<{ T: number }>('select count(*)::int as "T" from y_tpl');
    await client.query(
      `create temp table y_sup as select id, type, row_number() over (partition by type order by id)::int - 1 as rn from suppliers`,
    );
    await client.query(`create temp table y_supn as select type, count(*)::int as n from y_sup group by type`);
    await client.query(
      `create temp table y_slot as
       select k, t.session, row_number() over (partition by t.session order by k)::int - 1 as rn
       from generate_series(0, $1::int - 1) k join y_tpl t on t.k0 = k % $2::int`,
      [L, T],
    );
    await client.query(`create temp table y_slotn as select session, count(*)::int as n from y_slot group by session`);
    await run(
      'stock_lots',
      `insert into stock_lots (id, auction_date, session, supplier_id, flw_code, level_name, length_code, open_code,
         stems_per_bunch, basic_sale_no, package_name, position_no, now_stock, sale_price_fen, source_price_fen,
         differ_amount_fen, merit_name, salepoint_name, fee_box_per_kg_fen, activity_percent, activity_min_bunches,
         activity_rule_text, created_at)
       select $1::int + d * $3::int + k + 1, day.date, t.session, sp.id, t.flw_code, t.level_name, t.length_code, t.open_code,
         t.stems_per_bunch, t.basic_sale_no, t.package_name, t.position_no,
         case when d = ${YEAR_DAYS - 1} then t.now_stock else (t.now_stock * ((d * 7 + k) % 4)) / 10 end,
         greatest(1, round(t.sale_price_fen * day.season))::int, greatest(1, round(t.source_price_fen * day.season))::int,
         t.differ_amount_fen, t.merit_name, t.salepoint_name, t.fee_box_per_kg_fen, t.activity_percent, t.activity_min_bunches,
         t.activity_rule_text, least($2::timestamptz, day.date + interval '5 hours')
       from generate_series(0, ${YEAR_DAYS - 1}) d
       cross join lateral (select ($4::date - (${YEAR_DAYS - 1} - d)) as date,
         (1 + 0.2 * cos(2 * pi() * (extract(doy from $4::date - (${YEAR_DAYS - 1} - d)) - 45) / 365.0))
           / (1 + 0.2 * cos(2 * pi() * (extract(doy from $4::date) - 45) / 365.0)) as season) day
       cross join generate_series(0, $3::int - 1) k
       join y_tpl t on t.k0 = k % $5::int
       join y_supn sn on sn.type = t.sup_type
       join y_sup sp on sp.type = t.sup_type and sp.rn = (d * 31 + k * 7) % sn.n
       order by 1`,
      [lotBase, now, L, today, T],
    );

    // ---- buyers and their addresses
    await run(
      'buyers',
      `insert into buyers (id, phone, account_no, nick_name, contact_phone, password_hash, status, member_level,
         member_discount_tenths, member_coupon, buyer_type, region_province_id, region_province, region_city_id, region_city,
         region_district_id, region_district, detail_address, create_os, created_at)
       select $1::int + n, '139' || lpad(n::text, 8, '0'), 'HS' || (300000 + n)::text,
         (array['花语','花漾','繁花','芳菲','花田','木棉','山茶','玉兰','春城','彩云','栀子','海棠'])[1 + n % 12]
           || (array['花店','花艺工作室','婚庆','鲜花批发','酒店花艺','花坊'])[1 + (n / 12) % 6] || (n % 1000)::text,
         '139' || lpad(n::text, 8, '0'), $2, 2,
         case when n % 10 = 0 then 2 when n % 10 < 3 then 1 else 0 end,
         case when n % 10 = 0 then 97 when n % 10 < 3 then 98 else 100 end,
         n % 10 < 3,
         (array['花店','婚庆公司','花艺工作室','酒店','批发商'])[1 + n % 5],
         r.pid, r.pname, r.cid, r.cname, r.did, r.dname, r.dname || (array['人民路','建设路','花园路','解放路','滨江路'])[1 + n % 5] || (1 + n % 300)::text || '号',
         (array['PC','H5','PC','APP'])[1 + n % 4],
         $3::timestamptz - make_interval(days => 366 + n % 700)
       from generate_series(1, $4::int) n
       cross join lateral (select * from (values
         (0, '53', '云南省', '5301', '昆明市', '530102', '五华区'), (1, '53', '云南省', '5301', '昆明市', '530103', '盘龙区'),
         (2, '51', '四川省', '5101', '成都市', '510104', '锦江区'), (3, '44', '广东省', '4401', '广州市', '440106', '天河区'),
         (4, '31', '上海市', '3101', '上海市', '310101', '黄浦区'), (5, '11', '北京市', '1101', '北京市', '110105', '朝阳区'),
         (6, '50', '重庆市', '5001', '重庆市', '500103', '渝中区'), (7, '33', '浙江省', '3301', '杭州市', '330106', '西湖区')
       ) v(i, pid, pname, cid, cname, did, dname) where v.i = n % 8) r
       order by n`,
      [buyerBase, passwordHash, now, B],
    );
    await run(
      'addresses',
      `insert into addresses (buyer_id, contact_user, contact_phone, province_id, province_name, city_id, city_name,
         district_id, district_name, address, is_default, logis_type, logis_name, logis_way, receiver_type, created_at, updated_at)
       select b.id, b.nick_name, b.phone,
         case when p then $2 else b.region_province_id end, case when p then $3 else b.region_province end,
         case when p then $4 else b.region_city_id end, case when p then $5 else b.region_city end,
         case when p then $6 else b.region_district_id end, case when p then $7 else b.region_district end,
         case when p then $8 else b.detail_address end, true,
         case when p then 1 else 2 end, case when p then null else '昆明同城冷链' end, case when p then null else 3 end,
         case when p then $9::int else $10::int end, b.created_at, b.created_at
       from buyers b cross join lateral (select (b.id - $1::int) % 3 = 0 as p) x
       where b.id > $1::int`,
      [
        buyerBase,
        PICKUP_ADDRESS.provinceId,
        PICKUP_ADDRESS.provinceName,
        PICKUP_ADDRESS.cityId,
        PICKUP_ADDRESS.cityName,
        PICKUP_ADDRESS.districtId,
        PICKUP_ADDRESS.districtName,
        PICKUP_ADDRESS.address,
        receiverTypeForWay(1, null),
        receiverTypeForWay(2, 3),
      ],
    );

    // ---- orders (planned in a temporary table: the totals come from their items)
    await run(
      '(plan) y_plan',
      `create temp table y_plan as
       select n, case when n <= $1::int then $2::int else $3::int + 1 + least($4::int - 1, floor($4::int * power(random(), 3))::int) end as buyer_id,
         floor(random() * ${YEAR_DAYS})::int as d, random() as r_s, random() as r_t, random() as r_st, random() as r_c, random() as r_b,
         1 + floor(random() * 5)::int as n_items
       from generate_series(1, $5::int) n`,
      [c.demoOrders, demo.id, buyerBase, B, c.orders],
    );
    await run(
      '(plan) y_orders',
      `create temp table y_orders as
       with timed as (
         select p.*, ds.day_start,
           case when p.d = ${YEAR_DAYS - 1} then ds.day_start + (($2::timestamptz - interval '1 minute') - ds.day_start) * p.r_t
                when p.r_s < 0.45 then ds.day_start + interval '11 hours 30 minutes' + interval '90 minutes' * p.r_t
                else ds.day_start + interval '6 hours' + interval '610 minutes' * p.r_t end as created_at
         from y_plan p cross join lateral (select ($3::date - (${YEAR_DAYS - 1} - p.d))::timestamp at time zone 'Asia/Shanghai' as day_start) ds
       ), placed as (
         select t.*, ${YEAR_DAYS - 1} - t.d as age,
           case when t.d < ${YEAR_DAYS - 1} then case when t.r_s < 0.45 then 'A' else 'C' end
                when t.r_s < 0.45 and t.created_at::time between '11:30' and '13:00' then 'A' else 'C' end as session,
           t.r_c < 0.02 as cancelled
         from timed t
       ), statused as (
         select p.*,
           case when p.cancelled then 1
                when p.age = 0 then case when p.r_st < 0.3 then 1 when p.r_st < 0.45 then 2 when p.r_st < 0.7 then 3 when p.r_st < 0.9 then 4 else 5 end
                when p.age = 1 then case when p.r_st < 0.2 then 3 when p.r_st < 0.7 then 4 else 5 end
                when p.age = 2 then case when p.r_st < 0.4 then 4 else 5 end
                else 5 end as status
         from placed p
       )
       select ($1::int + row_number() over (order by s.created_at, s.n))::int as id, s.n, s.buyer_id, s.d, s.age, s.session, s.cancelled,
         s.status, s.created_at, s.n_items, s.r_b,
         case when s.status >= 3 then greatest(s.created_at, least(s.created_at + interval '3 hours', $2::timestamptz)) end as check_time,
         case when s.status >= 4 then greatest(s.created_at, least(s.created_at + interval '18 hours', $2::timestamptz)) end as show_time
       from statused s`,
      [orderBase, now, today],
    );
    await client.query('create index on y_orders (id)');

    // ---- items (numbers only; texts are joined at the insert), their cancellations and claims
    const pClaim = Math.min(1, c.claims / (c.orders * 3 * 0.95));
    await run(
      '(plan) y_items',
      `create temp table y_items as
       with picked as (
         select $1::int + (o.id - $2::int - 1) * 5 + g.line as id, o.id as order_id, o.buyer_id, o.status, o.age, o.cancelled,
           o.created_at, o.show_time, $3::int + o.d * $4::int + sl.k + 1 as stock_id,
           1 + floor(power(random(), 2) * 12)::int as bundles, random() as r_x, random() as r_claim, random() as r_cs
         from y_orders o
         cross join lateral generate_series(1, o.n_items) g(line)
         join y_slotn sn on sn.session = o.session
         join y_slot sl on sl.session = o.session and sl.rn = (hashint8(o.id::bigint * 8 + g.line) & 2147483647) % sn.n
       )
       select p.*, l.sale_price_fen as price, l.stems_per_bunch, p.bundles * l.stems_per_bunch as stems,
         l.sale_price_fen::bigint * p.bundles * l.stems_per_bunch as fee_goods,
         case when l.activity_percent > 0 and p.bundles >= l.activity_min_bunches
              then round(l.sale_price_fen::numeric * p.bundles * l.stems_per_bunch * l.activity_percent / 100)::bigint else 0 end as fee_discount,
         p.bundles * v.weight_grams as weight,
         round(p.bundles * v.weight_grams * l.fee_box_per_kg_fen / 1000.0)::bigint as fee_box,
         (p.cancelled or (p.age > 0 and p.status >= 3 and p.r_x < 0.01)) as item_cancelled,
         case when not p.cancelled and p.status >= 4 and p.r_x >= 0.01 and p.r_claim < $5::float8 then
           case when p.age > 7 then case when p.r_cs < 0.8 then 10 else 2 end
                else (array[0, 1, 8, 10, 2])[1 + floor(p.r_cs * 5)::int] end end as claim_status
       from picked p join stock_lots l on l.id = p.stock_id join varieties v on v.flw_code = l.flw_code`,
      [itemBase, orderBase, lotBase, L, pClaim],
    );
    await run(
      '(plan) y_totals',
      `create temp table y_totals as
       select order_id, sum(fee_goods)::bigint as goods, sum(fee_discount)::bigint as discount, sum(weight)::int as weight,
         sum(fee_box)::bigint as box
       from y_items group by order_id`,
    );
    await run(
      'orders',
      `insert into orders (id, order_no, buyer_id, status, session, auction_date, rcv_user, rcv_phone, rcv_pname, rcv_cname,
         rcv_zname, rcv_address, delivery_type, delivery_name, logis_code, logis_name, logis_number, order_notice,
         pre_weight_grams, real_weight_grams, check_time, fee_goods, fee_logis, fee_box, fee_discount, fee_coupon, fee_member,
         fee_payment, commission, fee_delivery_real, show_time, confirmed_at, completed_at, completed_by, placed_by, paid_at, created_at)
       select o.id, 'HS' || to_char(o.created_at, 'YYYYMMDDHH24MI') || lpad((o.id % 10000000)::text, 7, '0'), o.buyer_id, o.status,
         o.session, o.created_at::date, a.contact_user, a.contact_phone, a.province_name, a.city_name, a.district_name, a.address,
         a.logis_type, case when a.logis_type = 2 then '公路冷链' end,
         case when a.logis_type = 2 and o.status >= 4 then 'KMCOLD' end, a.logis_name,
         case when a.logis_type = 2 and o.status >= 4 then 'KM' || lpad(o.id::text, 10, '0') end,
         case when o.r_b < 0.05 then (array['请用纸箱包装，明早8点前到店','婚礼用花，同一品种颜色请挑选一致','到货后请电话联系','量大请分两箱装'])[1 + o.id % 4] end,
         t.weight, case when o.status >= 3 then greatest(0, t.weight - (o.id % 3) * 40) end, o.check_time,
         t.goods, m.logis, t.box, t.discount, 0, m.member,
         greatest(0, t.goods + m.logis + t.box - t.discount - m.member), 0, case when o.status >= 3 then m.logis else 0 end,
         o.show_time,
         case when o.status = 5 and o.r_b < 0.4 then c.completed_at end,
         case when o.status = 5 then c.completed_at end,
         case when o.status = 5 then case when o.r_b < 0.4 then 'buyer' else 'auto' end end,
         'buyer', o.created_at, o.created_at
       from y_orders o
       join y_totals t on t.order_id = o.id
       join buyers b on b.id = o.buyer_id
       join addresses a on a.buyer_id = o.buyer_id and a.is_default
       cross join lateral (select case when a.logis_type = 2 then round(t.weight * 100 / 1000.0)::bigint else 0 end as logis,
         case when b.member_level > 0 and b.member_discount_tenths < 100 then round(t.goods * (100 - b.member_discount_tenths) / 100.0)::bigint else 0 end as member) m
       cross join lateral (select greatest(o.show_time, least(o.show_time + interval '30 hours', $1::timestamptz)) as completed_at) c
       order by o.id`,
      [now],
    );
    await run(
      'order_items',
      `insert into order_items (id, order_id, stock_id, flw_code, flw_name, cate_name, level_name, length_code, open_code,
         supplier_id, supplier_name, product_image, buy_price_fen, stems_per_bunch, buy_qty, buy_qty_all, fee_goods, fee_discount,
         weight_grams, back_status, after_sales_status, back_decided_at, back_decided_by, cancelled_at, refund_fen)
       select i.id, i.order_id, i.stock_id, l.flw_code, v.name, cat.name, l.level_name, l.length_code, l.open_code,
         l.supplier_id, s.name, v.image, i.price, i.stems_per_bunch, i.bundles, i.stems, i.fee_goods, i.fee_discount, i.weight,
         case when i.item_cancelled then 4 when i.status <= 2 then 1 else 0 end,
         coalesce(i.claim_status, -1),
         case when i.item_cancelled then least(i.created_at + interval '1 hour', $1::timestamptz) end,
         case when i.item_cancelled then $2::int end,
         case when i.item_cancelled then least(i.created_at + interval '1 hour', $1::timestamptz) end,
         case when i.item_cancelled then i.fee_goods - i.fee_discount end
       from y_items i join stock_lots l on l.id = i.stock_id join varieties v on v.flw_code = l.flw_code
       join categories cat on cat.id = v.category_id join suppliers s on s.id = l.supplier_id
       order by i.id`,
      [now, (await one<{ id: number }>(`select id from staff where login_name = 'kefu'`)).id],
    );
    await run(
      'after_sales',
      `insert into after_sales (id, buyer_id, order_id, item_id, as_type, as_type_name, as_qty, as_reason, as_images, status,
         as_notice, real_amount_fen, created_at, processed_at)
       select $1::int + row_number() over (order by i.id), i.buyer_id, i.order_id, i.id, x.t, x.tn, greatest(1, i.bundles / 3),
         (array['花头有压伤','花瓣边缘发黑','少发一扎','叶片发黄','花茎折断'])[1 + i.id % 5], '[]'::jsonb, i.claim_status,
         case when i.claim_status = 2 then '照片无法看出问题，请补充清晰照片' when i.claim_status >= 8 then '核实属实，按比例赔付' end,
         case when i.claim_status >= 8 then round(i.price::numeric * i.stems_per_bunch * greatest(1, i.bundles / 3) * 0.6)::bigint end,
         least(i.show_time + interval '2 hours', $2::timestamptz),
         case when i.claim_status in (2, 10) then least(i.show_time + interval '26 hours', $2::timestamptz) end
       from y_items i cross join lateral (select case when i.id % 4 = 0 then '2' else '1' end as t,
         case when i.id % 4 = 0 then '少发漏发' else '质量问题' end as tn) x
       where i.claim_status is not null order by i.id`,
      [claimBase, now],
    );

    // ---- money: the ledger of every movement, then balances = the sums
    await client.query(
      `create temp table y_ledger (buyer_id int, at timestamptz, seq int, io bigint, frozen bigint, notice text, ref_type text, ref_id text)`,
    );
    await run(
      'ledger: purchases',
      `insert into y_ledger select o.buyer_id, o.created_at, 2, -o.fee_payment, 0, '购买商品（订单' || o.order_no || '）', 'order', o.order_no
       from orders o where o.id > $1::int`,
      [orderBase],
    );
    await run(
      'ledger: refunds',
      `insert into y_ledger select o.buyer_id, i.cancelled_at, 3, i.refund_fen, 0,
         '撤销商品退款（订单' || o.order_no || '，' || i.flw_name || i.buy_qty || '扎）', 'cancel', i.id::text
       from order_items i join orders o on o.id = i.order_id where i.id > $1::int and i.cancelled_at is not null and i.refund_fen > 0`,
      [itemBase],
    );
    await run(
      'ledger: claim payments',
      `insert into y_ledger select a.buyer_id, a.processed_at, 3, a.real_amount_fen, 0,
         '售后赔付（订单' || o.order_no || '，' || i.flw_name || a.as_qty || '扎）', 'after-sales', a.id::text
       from after_sales a join orders o on o.id = a.order_id join order_items i on i.id = a.item_id
       where a.id > $1::int and a.status = 10`,
      [claimBase],
    );
    await run(
      '(plan) y_weeks',
      `create temp table y_weeks as
       select buyer_id, date_trunc('week', created_at) as week, min(created_at) as first_at, sum(fee_payment)::bigint as paid
       from orders where id > $1::int group by 1, 2`,
      [orderBase],
    );
    const notice = rechargeNotice(PAY_WAY_NAMES.ALIPAY, 'ALIPAY', '{no}');
    const noticeWechat = rechargeNotice(PAY_WAY_NAMES.WECHAT, 'WECHAT', '{no}');
    await run(
      'recharges',
      `insert into recharges (buyer_id, out_trade_no, pay_fee_fen, pay_way, status, expires_at, paid_at, created_at)
       select w.buyer_id, 'YR' || to_char(w.first_at, 'YYYYMMDD') || lpad((row_number() over (order by w.first_at, w.buyer_id))::text, 9, '0'),
         ceil(w.paid * 1.1 / 50000.0)::bigint * 50000, case when w.buyer_id % 3 = 0 then 'WECHAT' else 'ALIPAY' end, 'paid',
         w.first_at + interval '5 minutes', w.first_at - interval '10 minutes', w.first_at - interval '15 minutes'
       from y_weeks w order by w.first_at`,
    );
    await run(
      'ledger: top-ups',
      `insert into y_ledger select r.buyer_id, r.paid_at, 1, r.pay_fee_fen, 0,
         replace(case r.pay_way when 'WECHAT' then $2 else $1 end, '{no}', r.out_trade_no), 'recharge', r.out_trade_no
       from recharges r where r.out_trade_no like 'YR%'`,
      [notice, noticeWechat],
    );
    const caiwu = (await one<{ id: number }>(`select id from staff where login_name = 'caiwu'`)).id;
    await run(
      'withdrawals',
      `insert into withdrawals (id, buyer_id, amount_fen, fee_fen, status, reject_reason, processed_at, processed_by, created_at)
       select $1::int + row_number() over (order by x.at, x.buyer_id), x.buyer_id, x.amount, $3::int,
         case when x.at + interval '1 day' > $2::timestamptz then 'pending' when x.r < 0.07 then 'failed' else 'paid' end,
         case when x.at + interval '1 day' <= $2::timestamptz and x.r < 0.07 then '银行卡信息与实名不符，请核对后重新申请' end,
         case when x.at + interval '1 day' <= $2::timestamptz then x.at + interval '1 day' end,
         case when x.at + interval '1 day' <= $2::timestamptz then $4::int end, x.at
       from (select w.buyer_id, least(w.week + interval '7 days' - interval '1 hour', $2::timestamptz - interval '1 hour') as at,
               (floor(w.paid * 0.05 / 100) * 100)::bigint as amount, random() as r
             from y_weeks w
             where (hashint8(w.buyer_id::bigint * 1000 + extract(week from w.week)::bigint) & 2147483647) % 40 = 0
               and floor(w.paid * 0.05 / 100) * 100 >= $5::int) x
       order by 1`,
      [withdrawalBase, now, WITHDRAWAL_FEE_FEN, caiwu, WITHDRAWAL_MIN_FEN],
    );
    await client.query(
      `insert into bank_cards (buyer_id, card_name, card_number, bank_name, bank_code, province, city, area, bank_branch)
       select distinct on (w.buyer_id) w.buyer_id, b.nick_name, '62220219' || lpad(w.buyer_id::text, 11, '0'), '中国工商银行', 'ICBC',
         b.region_province, b.region_city, b.region_district, '中国工商银行' || b.region_city || '分行'
       from withdrawals w join buyers b on b.id = w.buyer_id where w.id > $1::int
       on conflict (buyer_id) do nothing`,
      [withdrawalBase],
    );
    const yuan = (col: string) => `to_char(${col} / 100.0, 'FM9999999990.00')`;
    await run(
      'ledger: withdrawals',
      `insert into y_ledger
       select w.buyer_id, w.created_at, 4, 0, w.amount_fen + w.fee_fen,
         '提现申请，冻结' || ${yuan('(w.amount_fen + w.fee_fen)')} || '元（含手续费' || ${yuan('w.fee_fen')} || '元），打款前不可使用', 'withdrawal', w.id::text
       from withdrawals w where w.id > $1::int
       union all
       select w.buyer_id, w.processed_at, 4, case when w.status = 'paid' then -(w.amount_fen + w.fee_fen) else 0 end, -(w.amount_fen + w.fee_fen),
         case when w.status = 'paid'
              then '提现到银行卡（尾号' || right(c.card_number, 4) || '），含手续费' || ${yuan('w.fee_fen')} || '元，到账' || ${yuan('w.amount_fen')} || '元'
              else '提现被驳回，解冻' || ${yuan('(w.amount_fen + w.fee_fen)')} || '元' end, 'withdrawal', w.id::text
       from withdrawals w join bank_cards c on c.buyer_id = w.buyer_id where w.id > $1::int and w.status in ('paid', 'failed')`,
      [withdrawalBase],
    );
    await run(
      'balance_ledger',
      `insert into balance_ledger (buyer_id, io_value_fen, frozen_delta_fen, io_notice, balance_after_fen, ref_type, ref_id, created_at)
       select buyer_id, io, frozen, notice, sum(io) over (partition by buyer_id order by at, seq rows unbounded preceding), ref_type, ref_id, at
       from y_ledger order by at, seq`,
    );
    await run(
      'buyers: balances',
      `update buyers b set balance_fen = b.balance_fen + s.io, frozen_fen = b.frozen_fen + s.frozen
       from (select buyer_id, sum(io)::bigint as io, sum(frozen)::bigint as frozen from y_ledger group by buyer_id) s
       where s.buyer_id = b.id`,
    );
    // The seed's opening top-up is dated at the seed's clock (now), after the year: its balance afterwards is today's.
    await client.query(
      `update balance_ledger l set balance_after_fen = b.balance_fen from buyers b where l.ref_type = 'seed' and b.id = l.buyer_id
       and not exists (select 1 from balance_ledger later where later.buyer_id = l.buyer_id and later.created_at > l.created_at)`,
    );

    // ---- the audit trail: the desks' work, most of it by the demo staff
    const claimRows = (
      await one<{ n: number }>(`select count(*)::int as n from after_sales where id > $1::int and status >= 1`, [claimBase])
    ).n;
    const cancelRows = (
      await one<{ n: number }>(`select count(*)::int as n from order_items where id > $1::int and cancelled_at is not null`, [itemBase])
    ).n;
    const payoutRows = (
      await one<{ n: number }>(`select count(*)::int as n from withdrawals where id > $1::int and status <> 'pending'`, [withdrawalBase])
    ).n;
    const orderShare = Math.max(0, Math.min(1, (c.audit - 2 * claimRows - cancelRows - payoutRows) / (c.orders * 2.6)));
    const staffOf = (role: string, salt: string) =>
      `(select case when (hashint8(${salt}) & 1023) < 700 then sn.demo_id else (select s.id from y_staff s where s.role = '${role}' and s.rn = (hashint8(${salt}) & 2147483647) % sn.n) end from y_staffn sn where sn.role = '${role}')`;
    await run(
      'audit_log',
      `insert into audit_log (staff_id, action, entity, entity_ids, before, after, created_at)
       select staff_id, action, entity, entity_ids, before, after, at from (
         select ${staffOf('fulfilment', 'o.id::bigint')} as staff_id, m.action, 'order' as entity, jsonb_build_array(o.id) as entity_ids,
           jsonb_build_object('status', m.before) as before, jsonb_build_object('status', m.after) as after, m.at
         from orders o
         cross join lateral (values ('order.start-picking', 2, 3, o.check_time), ('order.ship', 3, 4, o.show_time - interval '1 hour'),
           ('order.deliver', 4, 4, o.show_time)) m(action, before, after, at)
         where o.id > $1::int and (hashint8(o.id::bigint) & 2147483647) % 100000 < $2::int and m.at is not null
           and o.status >= m.after and (m.action <> 'order.ship' or o.delivery_type = 2)
         union all
         select ${staffOf('service', 'a.id::bigint')}, 'claim.' || x.verb, 'after_sales', jsonb_build_array(a.id, a.item_id),
           jsonb_build_object('status', x.before), jsonb_build_object('status', x.after), x.at
         from after_sales a cross join lateral (values ('accept', 0, 1, a.created_at + interval '1 hour'),
           (case a.status when 2 then 'reject' else 'pay' end, case a.status when 2 then 1 else 8 end, a.status, a.processed_at)) x(verb, before, after, at)
         where a.id > $3::int and a.status >= 1 and x.at is not null and (x.verb = 'accept' or a.status in (2, 10))
         union all
         select ${staffOf('admin', 'i.id::bigint')}, 'cancellation.approve', 'order_item', jsonb_build_array(i.id, i.order_id),
           jsonb_build_object('backStatus', 2), jsonb_build_object('backStatus', 4, 'refund', ${yuan('i.refund_fen')}), i.cancelled_at
         from order_items i where i.id > $4::int and i.cancelled_at is not null
         union all
         select w.processed_by, 'withdrawal.' || case w.status when 'paid' then 'pay' else 'reject' end, 'withdrawal',
           jsonb_build_array(w.id, w.buyer_id), jsonb_build_object('status', 'pending'), jsonb_build_object('status', w.status), w.processed_at
         from withdrawals w where w.id > $5::int and w.status <> 'pending'
       ) rows order by at`,
      [orderBase, Math.round(orderShare * 100_000), claimBase, itemBase, withdrawalBase],
    );

    // ---- the claim rate's rollup (drizzle/0015): its triggers were skipped with the foreign keys, so refill it
    await run('supplier_claim_days', 'select supplier_claim_days_fill(true)');
    // ---- the price board's rollup (drizzle/0025), skipped the same way
    await run('market_days', 'select market_days_fill(true)');

    // ---- sequences past the explicit ids, statistics for the planner
    for (const table of ['stock_lots', 'buyers', 'orders', 'order_items', 'after_sales', 'withdrawals'])
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest(1, (select max(id) from ${table})))`);
    const started = performance.now();
    await client.query('analyze');
    log(`seed:year: ${'analyze'.padEnd(28)} ${''.padStart(15)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`);
    for (const temp of [
      'y_staff',
      'y_staffn',
      'y_tpl',
      'y_sup',
      'y_supn',
      'y_slot',
      'y_slotn',
      'y_plan',
      'y_orders',
      'y_items',
      'y_totals',
      'y_ledger',
      'y_weeks',
    ])
      await client.query(`drop table if exists ${temp}`);
    return steps;
  } finally {
    await client.query('reset session_replication_role').catch(() => {});
    client.release(true);
  }
}
