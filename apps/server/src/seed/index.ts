/**
 * Seeds an empty database with a believable Kunming market (deterministic), and adds each new
 * auction day's arrivals when the day has no lots yet — a local simulation of the market's
 * daily stock feed, so a demo keeps trading on later days.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { hashPassword, verifyPassword } from '../auth/password';
import { generateCatalog } from './catalog';
import { insertChunked, insertDayLots } from './days';
import { generateContent } from './content';
import { seedDemoOrders, seedTopUp } from './orders';
import { demoStaffLoginsLeft, demoStaffRows, insertDemoStaff } from './staff';
import { DEFAULT_PICKUP_ADDRESS } from '../pickup';
import { insertNotices } from '../services/notices';
import { alertWatchers } from '../services/watchAlerts';
import { ACCOUNT_OPENED_STATUS, auctionDate, receiverTypeForWay } from '@huashi/domain';

export const DEMO_BUYER = { phone: '13800000001', password: 'huashi123', nickName: '花语工作室' } as const;
export const SECOND_BUYER = { phone: '13800000002', password: 'huashi456', nickName: '春城婚庆' } as const;
/**
 * The demo supplier's login (issue 31; development and tests only, the README lists it): the first grower of the
 * catalogue (呈贡斗南花卉种植专业合作社), whose lots sell in the morning session, so a new user sees the supplier page
 * with sales, claims and settlements. Production seeds no supplier login (staff set them at 入库管理).
 */
export const DEMO_SUPPLIER = { id: 'A1001', phone: '13900000001', password: 'huashi-grower-1' } as const;
/** The district of the demo addresses (昆明市五华区), as an address row stores it. */
export const DEMO_REGION = {
  provinceId: '53',
  provinceName: '云南省',
  cityId: '5301',
  cityName: '昆明市',
  districtId: '530102',
  districtName: '五华区',
} as const;

/** The second demo buyer's district (昆明市官渡区), as an address row stores it. */
export const SECOND_REGION = { ...DEMO_REGION, districtId: '530111', districtName: '官渡区' } as const;

/** The demo buyer's balance after its seeded history (what a new user sees on /money). */
export const DEMO_BALANCE_FEN = 500_000;

/** The market's fixed self-pickup address: the default of PICKUP_REGION / PICKUP_DETAIL (see ../pickup.ts). */
export const PICKUP_ADDRESS = {
  provinceId: DEFAULT_PICKUP_ADDRESS.provinceId,
  provinceName: DEFAULT_PICKUP_ADDRESS.province,
  cityId: DEFAULT_PICKUP_ADDRESS.cityId,
  cityName: DEFAULT_PICKUP_ADDRESS.city,
  districtId: DEFAULT_PICKUP_ADDRESS.districtId,
  districtName: DEFAULT_PICKUP_ADDRESS.district,
  address: DEFAULT_PICKUP_ADDRESS.address,
} as const;

const SEED_LOCK = 424242;

/**
 * Seeds the market (styles, varieties, suppliers, lots, membership levels, notices, banners) when the database has
 * none yet, and — unless `demoBuyers` is false, as in production — the two demo buyers with their money, addresses,
 * coupons and order history.
 */
export async function seedIfEmpty(db: Db, clock: Clock, opts: { demoBuyers?: boolean; lots?: number } = {}): Promise<boolean> {
  // A database already seeded (every start but the first, every instance but the first) pays for no password hashes:
  // scrypt costs ~0.3 s each, and a rolling restart waits on the start.
  if ((await db.select({ n: count() }).from(t.styles))[0]!.n > 0) return false;
  const now = clock.now();
  const today = marketDateOf(now);
  const demoBuyers = opts.demoBuyers !== false;
  const demoHash = demoBuyers ? await hashPassword(DEMO_BUYER.password) : '';
  const secondHash = demoBuyers ? await hashPassword(SECOND_BUYER.password) : '';
  const supplierHash = demoBuyers ? await hashPassword(DEMO_SUPPLIER.password) : '';
  const staffRows = demoBuyers ? await demoStaffRows() : [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(t.styles);
    if (n > 0) return false;

    const catalog = generateCatalog(today, { lots: opts.lots });
    const content = generateContent(now);
    await tx.insert(t.styles).values(catalog.styles);
    await tx.insert(t.categories).values(catalog.categories);
    // Explicit ids were given: move the sequences past them.
    await tx.execute(sql`select setval(pg_get_serial_sequence('styles','id'), (select max(id) from styles))`);
    await tx.execute(sql`select setval(pg_get_serial_sequence('categories','id'), (select max(id) from categories))`);
    await tx.insert(t.suppliers).values(catalog.suppliers);
    await tx.insert(t.varieties).values(catalog.varieties);
    await insertChunked((rows) => tx.insert(t.stockLots).values(rows), catalog.lots);
    await tx.insert(t.memberLevels).values(content.memberLevels);
    await insertNotices(tx, content.notices);
    await tx.insert(t.adverts).values(content.adverts);
    if (!demoBuyers) return true;
    await insertDemoStaff(tx, staffRows);
    await tx
      .update(t.suppliers)
      .set({ phone: DEMO_SUPPLIER.phone, passwordHash: supplierHash })
      .where(eq(t.suppliers.id, DEMO_SUPPLIER.id));

    const [demo] = await tx
      .insert(t.buyers)
      .values({
        phone: DEMO_BUYER.phone,
        accountNo: 'HS100001',
        nickName: DEMO_BUYER.nickName,
        contactPhone: DEMO_BUYER.phone,
        passwordHash: demoHash,
        status: ACCOUNT_OPENED_STATUS,
        memberLevel: 2,
        memberDiscountTenths: 97,
        memberCoupon: true,
        buyerType: '花店',
        regionProvinceId: PICKUP_ADDRESS.provinceId,
        regionProvince: PICKUP_ADDRESS.provinceName,
        regionCityId: '5301',
        regionCity: '昆明市',
        regionDistrictId: '530102',
        regionDistrict: '五华区',
        detailAddress: '篆塘路18号花语工作室',
        createOs: 'PC',
        // Credited by its top-up below, less what its order history spent.
        balanceFen: 0,
        managerName: '周敏',
        managerPhone: '0871-67328888',
      })
      .returning();
    const [agentAddress, pickupAddress] = await tx
      .insert(t.addresses)
      .values([
        {
          buyerId: demo!.id,
          contactUser: '李花语',
          contactPhone: DEMO_BUYER.phone,
          ...DEMO_REGION,
          address: '篆塘路18号花语工作室',
          isDefault: true,
          logisType: 2,
          logisName: '昆明同城冷链',
          logisWay: 3,
          // The cp6 receiver type follows from the way, as the server derives it for an address saved through the API.
          receiverType: receiverTypeForWay(2, 3),
        },
        {
          buyerId: demo!.id,
          contactUser: '李花语',
          contactPhone: DEMO_BUYER.phone,
          ...PICKUP_ADDRESS,
          isDefault: false,
          logisType: 1,
          // As the server stores a self-pickup address saved through the API: no logistics company, no way.
          logisName: null,
          logisWay: null,
          receiverType: receiverTypeForWay(1, null),
        },
      ])
      .returning({ id: t.addresses.id });
    const day = 24 * 3600_000;
    await tx.insert(t.coupons).values([
      {
        couponCode: 'HS-WELCOME-20',
        buyerId: demo!.id,
        setValueFen: 2_000,
        minAmountFen: 20_000,
        useLimit: 1,
        flowerRule: '全场通用',
        endTime: new Date(now.getTime() + 30 * day),
      },
      {
        couponCode: 'HS-DIRECT-50',
        buyerId: demo!.id,
        setValueFen: 5_000,
        minAmountFen: 50_000,
        useLimit: 2,
        flowerRule: '限时直供专区可用',
        endTime: new Date(now.getTime() + 14 * day),
      },
      {
        couponCode: 'HS-ALLDAY-30',
        buyerId: demo!.id,
        setValueFen: 3_000,
        minAmountFen: 30_000,
        useLimit: 3,
        flowerRule: '全天专区可用',
        endTime: new Date(now.getTime() + 14 * day),
      },
      {
        couponCode: 'HS-OLD-10',
        buyerId: demo!.id,
        setValueFen: 1_000,
        minAmountFen: 0,
        useLimit: 1,
        flowerRule: '全场通用',
        endTime: new Date(now.getTime() - 2 * day),
      },
    ]);
    // The demo buyer's order history in every status, made by the product's own services on the market clock (see
    // orders.ts): a top-up, then orders paid from it, their stock taken; ¥5,000.00 left.
    const staffIds = new Map(
      (await tx.select({ id: t.staff.id, loginName: t.staff.loginName }).from(t.staff)).map((row) => [row.loginName, row.id]),
    );
    await seedDemoOrders(tx as unknown as Db, {
      buyerId: demo!.id,
      addressIds: { agent: agentAddress!.id, pickup: pickupAddress!.id },
      closingFen: DEMO_BALANCE_FEN,
      staff: { fulfilment: staffIds.get('peihuo')!, service: staffIds.get('kefu')! },
      supplierId: DEMO_SUPPLIER.id,
      now,
    });

    const [second] = await tx
      .insert(t.buyers)
      .values({
        phone: SECOND_BUYER.phone,
        accountNo: 'HS100002',
        nickName: SECOND_BUYER.nickName,
        contactPhone: SECOND_BUYER.phone,
        passwordHash: secondHash,
        status: ACCOUNT_OPENED_STATUS,
        buyerType: '婚庆公司',
        createOs: 'PC',
        balanceFen: 0,
      })
      .returning();
    // An address to deliver to (without one no order can be placed: 请先添加收货地址), and money topped up yesterday.
    await tx.insert(t.addresses).values({
      buyerId: second!.id,
      contactUser: '周春城',
      contactPhone: SECOND_BUYER.phone,
      ...SECOND_REGION,
      address: '春城路219号春城婚庆',
      isDefault: true,
      logisType: 2,
      logisName: '昆明同城冷链',
      logisWay: 3,
      receiverType: receiverTypeForWay(2, 3),
    });
    await seedTopUp(tx as unknown as Db, second!.id, 120_000, new Date(now.getTime() - 24 * 3600_000 - 2 * 3600_000));
    return true;
  });
}

/**
 * The demo buyers (phones), demo staff (login names) and the demo supplier (phone) that still log in with their
 * published passwords (a database first started in development).
 * Production refuses to start on such a database.
 */
export async function demoLoginsLeft(db: Db): Promise<string[]> {
  const left: string[] = [];
  for (const demo of [DEMO_BUYER, SECOND_BUYER]) {
    const [row] = await db.select({ passwordHash: t.buyers.passwordHash }).from(t.buyers).where(eq(t.buyers.phone, demo.phone)).limit(1);
    if (row && (await verifyPassword(demo.password, row.passwordHash))) left.push(demo.phone);
  }
  const [supplier] = await db
    .select({ passwordHash: t.suppliers.passwordHash })
    .from(t.suppliers)
    .where(eq(t.suppliers.phone, DEMO_SUPPLIER.phone))
    .limit(1);
  if (supplier?.passwordHash && (await verifyPassword(DEMO_SUPPLIER.password, supplier.passwordHash))) left.push(DEMO_SUPPLIER.phone);
  return [...left, ...(await demoStaffLoginsLeft(db))];
}

/**
 * Adds today's arrivals when the auction date has no lots yet (simulated daily stock feed); `lots` as in generateCatalog.
 * Their watchers are alerted in the same transaction.
 */
export async function ensureDailyLots(db: Db, clock: Clock, opts: { lots?: number } = {}): Promise<number> {
  const today = marketDateOf(clock.now());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ s } = { s: 0 }] = await tx.select({ s: count() }).from(t.suppliers);
    if (s === 0) return 0;
    const added = await insertDayLots(tx, today, opts);
    // The morning's lots landed: their watchers hear of them as of any intake (issue 33, services/watchAlerts.ts).
    if (added > 0) {
      const lots = await tx.select({ id: t.stockLots.id }).from(t.stockLots).where(eq(t.stockLots.auctionDate, today));
      await alertWatchers(
        tx,
        clock.now(),
        lots.map((lot) => ({ lotId: lot.id, arrived: true, wasBuyable: false })),
      );
    }
    return added;
  });
}

function marketDateOf(now: Date): string {
  const date = auctionDate(now);
  if (!date) throw new Error(`invalid clock reading: ${String(now)}`);
  return date;
}
