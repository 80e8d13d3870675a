/**
 * Deterministic catalogue for the seed: styles (forms), categories, varieties, suppliers and
 * one auction day's stock lots, shaped like the 斗南 (Kunming) wholesale market.
 * Pure: no database, no clock, no Math.random. The catalogue (styles to suppliers) is the
 * same for every date; the lots depend on `auctionDate` only.
 */
import type { categories, stockLots, styles, suppliers, varieties } from '../db/schema';
import { activityRuleText as ruleTextOf, STOCK_GRADES } from '@huashi/domain';
import market from './data/market.json';
import { createRng, type Rng } from './random';

export type StyleRow = typeof styles.$inferInsert & { id: number };
export type CategoryRow = typeof categories.$inferInsert & { id: number };
export type VarietyRow = typeof varieties.$inferInsert;
export type SupplierRow = typeof suppliers.$inferInsert;
export type LotRow = typeof stockLots.$inferInsert;

export type Catalog = {
  styles: StyleRow[];
  categories: CategoryRow[];
  varieties: VarietyRow[];
  suppliers: SupplierRow[];
  lots: LotRow[];
};

/** Grades from best to worst, with how often each appears on the floor. */
export const LEVELS = STOCK_GRADES;
const LEVEL_WEIGHTS: readonly (readonly [number, number])[] = [
  [0, 6],
  [1, 20],
  [2, 14],
  [3, 12],
  [4, 16],
  [5, 10],
  [6, 7],
  [7, 6],
  [8, 5],
  [9, 4],
];

// ---------------------------------------------------------------- market data

/**
 * The market itself is data, in `data/market.json`: per style (form) its flwCode prefix, stems and grams of one bunch,
 * sale price per stem in fen of the worst and best lot, the length codes offered (cm, every 5 from `from` to `to`),
 * packages, merits, sale points (after the market's `commonDefects` where `commonDefects` is set) and its categories
 * of varieties (optional recommended flag, description, price factor, stems and grams when not the style's); then the
 * growers (A, with the styles they grow), agents (B) and floor-price suppliers (C).
 */
type VarietyDef = { name: string; rec?: boolean; desc?: string; price?: number; stems?: number; weight?: number };
type StyleDef = Omit<(typeof market.styles)[number], 'lengths' | 'categories'> & {
  /** Length codes offered, shortest to longest. */
  lengths: readonly string[];
  categories: readonly { name: string; varieties: readonly VarietyDef[] }[];
};

const lengthRange = ({ from, to }: { from: number; to: number }): string[] => {
  const out: string[] = [];
  for (let l = from; l <= to; l += 5) out.push(String(l));
  return out;
};

const STYLE_DEFS: readonly StyleDef[] = market.styles.map((style) => ({
  ...style,
  lengths: lengthRange(style.lengths),
  salepoints: style.commonDefects ? [...market.commonDefects, ...style.salepoints] : style.salepoints,
}));

// ---------------------------------------------------------------- fixed catalogue

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

type VarietyMeta = {
  row: VarietyRow;
  style: StyleDef;
  priceFactor: number;
};

type FixedCatalog = {
  styles: StyleRow[];
  categories: CategoryRow[];
  varieties: VarietyMeta[];
  suppliers: (SupplierRow & { grows: readonly string[] })[];
};

function buildFixedCatalog(): FixedCatalog {
  const rng = createRng('huashi-catalog-v1');
  const styleRows: StyleRow[] = [];
  const categoryRows: CategoryRow[] = [];
  const varietyMetas: VarietyMeta[] = [];
  let categoryId = 0;

  STYLE_DEFS.forEach((style, si) => {
    const styleId = si + 1;
    styleRows.push({ id: styleId, name: style.name, sort: si + 1 });
    let seq = 0;
    style.categories.forEach((category, ci) => {
      categoryId += 1;
      categoryRows.push({ id: categoryId, styleId, name: category.name, sort: ci + 1 });
      for (const { name, ...opts } of category.varieties) {
        seq += 1;
        const flwCode = `${style.code}-${pad(seq, 4)}`;
        const stems = opts.stems ?? style.stems;
        const baseWeight = opts.weight ?? Math.round((style.weight * stems) / style.stems);
        const weightGrams = Math.round((baseWeight * rng.float(0.92, 1.08)) / 10) * 10;
        const row: VarietyRow = {
          flwCode,
          name,
          categoryId,
          stemsPerBunch: stems,
          unitName: '扎',
          weightGrams,
          image: `/media/flowers/${flwCode}.svg`,
          recommended: opts.rec === true,
          description: opts.desc ?? null,
        };
        varietyMetas.push({ row, style, priceFactor: opts.price ?? 1 });
      }
    });
  });

  const supplierRows: FixedCatalog['suppliers'] = [
    ...market.growers.map(({ name, grows }, i) => ({ id: `A${1001 + i * 11 + (i % 3)}`, name, type: 'A', grows })),
    ...market.agents.map((name, i) => ({ id: `B${2003 + i * 9 + (i % 2)}`, name, type: 'B', grows: [] as string[] })),
    ...market.floorSuppliers.map((name, i) => ({ id: `C${3005 + i * 7 + (i % 4)}`, name, type: 'C', grows: [] as string[] })),
  ];

  return { styles: styleRows, categories: categoryRows, varieties: varietyMetas, suppliers: supplierRows };
}

// ---------------------------------------------------------------- lots

function makeLot(
  rng: Rng,
  auctionDate: string,
  session: 'A' | 'C',
  supplier: SupplierRow,
  meta: VarietyMeta,
  position: { zone: number; row: number },
): LotRow {
  const { style, row } = meta;
  const levelIndex = rng.weighted(LEVEL_WEIGHTS);
  const levelName = LEVELS[levelIndex] ?? 'B';
  // Better grades tend to come with longer stems.
  const gradeScore = 1 - levelIndex / (LEVELS.length - 1);
  const lengthPos = Math.min(1, Math.max(0, gradeScore * 0.6 + rng.next() * 0.55 - 0.1));
  const lengthIndex = Math.round(lengthPos * (style.lengths.length - 1));
  const lengthCode = style.lengths[lengthIndex] ?? style.lengths[0] ?? '40';
  const lengthScore = style.lengths.length > 1 ? lengthIndex / (style.lengths.length - 1) : 0.5;
  const openCode = `${rng.weighted([
    [1, 8],
    [2, 30],
    [3, 35],
    [4, 20],
    [5, 7],
  ] as const)}度`;
  const basicSaleNo = rng.chance(0.15) ? 2 : 1;
  const batchUnit = row.stemsPerBunch * basicSaleNo;
  const roll = rng.next();
  const batches = roll < 0.03 ? 0 : roll < 0.13 ? rng.int(1, 3) : rng.int(4, 60);

  const quality = gradeScore * 0.78 + lengthScore * 0.22;
  // The all-day zone is the floor-price suppliers' (底价): the same quality costs less than in direct supply.
  const floorDiscount = session === 'C' ? C_FLOOR_FACTOR : 1;
  // Convex in quality: top grades pull away; only premium varieties reach the style's maximum.
  const raw =
    (style.priceMin + (style.priceMax - style.priceMin) * 0.75 * quality ** 1.6 * meta.priceFactor) * floorDiscount * rng.float(0.97, 1.03);
  const salePriceFen = Math.max(lowestPriceFen(style), Math.min(style.priceMax, Math.round(raw)));
  const sourcePriceFen = Math.min(salePriceFen, Math.round(salePriceFen * rng.float(0.8, 0.92)));

  const onActivity = rng.chance(0.08);
  const activityPercent = onActivity ? rng.pick([5, 8, 10, 12, 15, 20] as const) : 0;
  // The threshold is data (满N扎: bunches of one line); the text is derived from it, never written by hand.
  const activityMinBunches = onActivity ? rng.pick([5, 10, 20, 30, 50] as const) : 0;
  const activityRuleText = onActivity ? ruleTextOf({ percent: activityPercent, minBunches: activityMinBunches }) : null;

  return {
    auctionDate,
    session,
    supplierId: supplier.id,
    flwCode: row.flwCode,
    levelName,
    lengthCode,
    openCode,
    stemsPerBunch: row.stemsPerBunch,
    basicSaleNo,
    packageName: rng.pick(style.packages),
    positionNo: `${position.zone}-${pad(position.row, 2)}-${pad(rng.int(1, 20), 2)}`,
    nowStock: batchUnit * batches,
    salePriceFen,
    sourcePriceFen,
    differAmountFen: salePriceFen - sourcePriceFen,
    meritName: rng.chance(0.7) ? rng.pick(style.merits) : null,
    salepointName: rng.chance(0.75) ? rng.pick(style.salepoints) : null,
    feeBoxPerKgFen: rng.int(30, 60),
    activityPercent,
    activityMinBunches,
    activityRuleText,
    fromStockId: 0,
  };
}

/** The lowest a stem of a style sells for, in fen. */
const lowestPriceFen = (style: { priceMin: number }) => Math.round(style.priceMin * 0.9);

/** The all-day zone's price for a quality, against direct supply's. */
const C_FLOOR_FACTOR = 0.85;

const buyable = (lot: LotRow) => (lot.nowStock ?? 0) >= lot.stemsPerBunch * Math.max(lot.basicSaleNo ?? 1, 1);

/**
 * The all-day zone undercuts direct supply where a buyer compares them — each session's cheapest lot on sale: when
 * a variety's cheapest C lot on sale costs more than its cheapest A lot on sale (C drew better grades), that C lot
 * is marked down to A's price less the floor margin (never under the style's lowest price, `lowestFen`, and never
 * over A's). Lots are changed in place; no random draw is used.
 */
export function undercutDirectSupply(lotsA: readonly LotRow[], lotsC: LotRow[], lowestFen: number): void {
  const cheapest = (lots: readonly LotRow[]) =>
    lots.filter(buyable).reduce<LotRow | null>((best, lot) => (best === null || lot.salePriceFen < best.salePriceFen ? lot : best), null);
  const a = cheapest(lotsA);
  const c = cheapest(lotsC);
  if (!a || !c || c.salePriceFen <= a.salePriceFen) return;
  const index = lotsC.indexOf(c);
  const salePriceFen = Math.min(a.salePriceFen, Math.max(lowestFen, Math.floor(a.salePriceFen * C_FLOOR_FACTOR)));
  const sourcePriceFen = Math.min(c.sourcePriceFen, salePriceFen);
  lotsC[index] = { ...c, salePriceFen, sourcePriceFen, differAmountFen: salePriceFen - sourcePriceFen };
}

/**
 * The catalogue and the lots of one auction date (YYYY-MM-DD). Same input, same output.
 * `lots` (SEED_LOTS, e.g. 10,000 for `npm run bench:operator`) tops the day up to at least that many lots: further lots
 * of every variety in turn, 60 % direct supply (A) and 40 % all-day (C), drawn from their own generator so the first
 * lots stay the same as without it.
 */
export function generateCatalog(auctionDate: string, opts: { lots?: number } = {}): Catalog {
  const fixed = buildFixedCatalog();
  const rng = createRng(`huashi-lots:${auctionDate}`);

  // Each supplier stands at a fixed zone and row of the market floor.
  const positions = new Map<string, { zone: number; row: number }>();
  const posRng = createRng('huashi-positions-v1');
  for (const s of fixed.suppliers) positions.set(s.id, { zone: posRng.int(1, 9), row: posRng.int(1, 30) });

  const growers = fixed.suppliers.filter((s) => s.type === 'A');
  const agents = fixed.suppliers.filter((s) => s.type === 'B');
  const floor = fixed.suppliers.filter((s) => s.type === 'C');

  const lots: LotRow[] = [];
  for (const meta of fixed.varieties) {
    const styleName = meta.style.name;
    const ownGrowers = growers.filter((g) => g.grows.includes(styleName));
    const sessionA = [...(ownGrowers.length > 0 ? ownGrowers : growers), ...agents];
    const nA = rng.int(3, 6);
    const lotsA: LotRow[] = [];
    for (let i = 0; i < nA; i++) {
      // Growers of the style first in the draw, agents fill in.
      const supplier = rng.chance(0.6) && ownGrowers.length > 0 ? rng.pick(ownGrowers) : rng.pick(sessionA);
      lotsA.push(makeLot(rng, auctionDate, 'A', supplier, meta, positions.get(supplier.id) ?? { zone: 1, row: 1 }));
    }
    const nC = rng.int(2, 5);
    const lotsC: LotRow[] = [];
    for (let i = 0; i < nC; i++) {
      const supplier = rng.pick(floor);
      lotsC.push(makeLot(rng, auctionDate, 'C', supplier, meta, positions.get(supplier.id) ?? { zone: 1, row: 1 }));
    }
    undercutDirectSupply(lotsA, lotsC, lowestPriceFen(meta.style));
    lots.push(...lotsA, ...lotsC);
  }

  const target = opts.lots ?? 0;
  if (lots.length < target && fixed.varieties.length > 0) {
    const extra = createRng(`huashi-lots-extra:${auctionDate}`);
    for (let i = 0; lots.length < target; i++) {
      const meta = fixed.varieties[i % fixed.varieties.length]!;
      const ownGrowers = growers.filter((g) => g.grows.includes(meta.style.name));
      const supplier = extra.chance(0.6) ? extra.pick([...(ownGrowers.length > 0 ? ownGrowers : growers), ...agents]) : extra.pick(floor);
      const session = supplier.type === 'C' ? 'C' : 'A';
      lots.push(makeLot(extra, auctionDate, session, supplier, meta, positions.get(supplier.id) ?? { zone: 1, row: 1 }));
    }
  }

  return {
    styles: fixed.styles,
    categories: fixed.categories,
    varieties: fixed.varieties.map((m) => m.row),
    suppliers: fixed.suppliers.map(({ id, name, type }) => ({ id, name, type })),
    lots,
  };
}
