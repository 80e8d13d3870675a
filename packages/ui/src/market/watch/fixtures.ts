/** Story data of market/watch/ (a Kunming florist's watchlist). */
import { orderImages } from '../orders/fixtures';
import type { WatchView } from './WatchRow';

const watch = (over: Partial<WatchView> & Pick<WatchView, 'id' | 'subject'>): WatchView => ({
  target: 'variety',
  image: orderImages.rose,
  link: '/shopdetails',
  alerts: { arrived: true, restock: false, targetPriceFen: null },
  todayPriceFen: null,
  ...over,
});

export const watchViews = {
  carolaTarget: watch({
    id: 1,
    subject: '卡罗拉 · A级 · 55-60cm',
    alerts: { arrived: true, restock: false, targetPriceFen: 25_00 },
    todayPriceFen: 28_00,
  }),
  carolaReached: watch({
    id: 2,
    subject: '卡罗拉 · A级',
    alerts: { arrived: false, restock: false, targetPriceFen: 25_00 },
    todayPriceFen: 22_50,
  }),
  supplier: watch({
    id: 3,
    target: 'supplier',
    subject: '呈贡斗南花卉种植专业合作社（A1001）',
    image: null,
    alerts: { arrived: true, restock: false, targetPriceFen: null },
    todayPriceFen: 12_00,
  }),
  lot: watch({
    id: 4,
    target: 'lot',
    subject: '黑魔术 B级 55-60cm · 斗南鲜花种植基地 · 批次1024',
    image: orderImages.white,
    alerts: { arrived: false, restock: true, targetPriceFen: 30_00 },
    todayPriceFen: null,
  }),
} satisfies Record<string, WatchView>;
