/** Realistic price-board data for the stories (行情 of 2026-11-28 and its history). Deterministic. */
import type { MarketLotView, MarketPointView, MarketRowView } from './types';

const up = (tenthsPercent: number) => ({ direction: 'up' as const, tenthsPercent });
const down = (tenthsPercent: number) => ({ direction: 'down' as const, tenthsPercent: -tenthsPercent });
const flat = { direction: 'flat' as const, tenthsPercent: 0 };

export const marketForms = [
  { id: 1, name: '玫瑰' },
  { id: 2, name: '康乃馨' },
  { id: 3, name: '百合' },
  { id: 4, name: '满天星' },
];

export const marketRows: MarketRowView[] = [
  {
    flwCode: 'MG0001',
    name: '卡罗拉',
    form: '玫瑰',
    levelName: 'A',
    lengthCode: '60',
    bundles: 1280,
    perBundle: { min: 2200, avg: 2460, max: 2800 },
    perStem: { min: 110, avg: 123, max: 140 },
    changeDay: up(52),
    changeWeek: up(128),
  },
  {
    flwCode: 'MG0002',
    name: '红袖',
    form: '玫瑰',
    levelName: 'B',
    lengthCode: '50',
    bundles: 860,
    perBundle: { min: 1400, avg: 1530, max: 1700 },
    perStem: { min: 70, avg: 77, max: 85 },
    changeDay: down(31),
    changeWeek: flat,
  },
  {
    flwCode: 'KN0001',
    name: '马斯特',
    form: '康乃馨',
    levelName: 'A',
    lengthCode: '55',
    bundles: 540,
    perBundle: { min: 1800, avg: 1920, max: 2000 },
    perStem: { min: 90, avg: 96, max: 100 },
    changeDay: flat,
    changeWeek: down(45),
  },
  {
    flwCode: 'MT0001',
    name: '满天星（云南白）',
    form: '满天星',
    levelName: 'C',
    lengthCode: '70',
    bundles: 96,
    perBundle: { min: 1500, avg: 1500, max: 1500 },
    perStem: { min: 150, avg: 150, max: 150 },
    changeDay: null,
    changeWeek: null,
  },
];

/** 30 days of 卡罗拉 A 级 ending 2026-11-28: a gentle rise into the weekend, a dip mid-month. */
export const marketPoints: MarketPointView[] = Array.from({ length: 30 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 9, 30 + i)).toISOString().slice(0, 10);
  const wave = [0, 60, 120, 140, 90, 20, -40][i % 7]!;
  const trend = i < 12 ? -i * 15 : (i - 12) * 25 - 180;
  const avg = 2300 + wave + trend;
  return { day, bundles: 600 + ((i * 137) % 500), perBundle: { min: avg - 220 - (i % 3) * 40, avg, max: avg + 260 + (i % 4) * 30 } };
});

export const marketLots: MarketLotView[] = [
  {
    id: 101,
    session: 'A',
    supplierName: '呈贡斗南花卉种植专业合作社',
    levelName: 'A',
    lengthCode: '60',
    bunchPriceFen: 2300,
    priceFen: 115,
    bundles: 42,
    href: '/shopdetails?lot=101',
  },
  {
    id: 102,
    session: 'C',
    supplierName: '晋宁花香园艺',
    levelName: 'B',
    lengthCode: '50',
    bunchPriceFen: 1600,
    priceFen: 80,
    bundles: 8,
    href: '/shopdetails?lot=102',
  },
];
