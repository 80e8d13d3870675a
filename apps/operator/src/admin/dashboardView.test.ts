import type { Dashboard } from '@huashi/api';
import { describe, expect, it } from 'vitest';
import { dashboardCards } from './dashboardView';
import { readOrdersSearch } from './useOrdersDesk';

const day: Dashboard = {
  auctionDate: '2026-11-17',
  now: '2026-11-17T03:45:00.000Z',
  orders: {
    total: 12,
    sessions: [
      { session: 'A', total: 2, byStatus: [{ status: 'packed', count: 2 }] },
      { session: 'C', total: 10, byStatus: [{ status: 'picking', count: 7 }] },
    ],
    picking: 7,
    packed: 2,
    bundles: 40,
    value: '1234.50',
    topVarieties: [{ name: '卡罗拉红玫瑰', bundles: 20 }],
  },
  claims: {
    byState: [
      { state: 'pending', count: 3 },
      { state: 'processing', count: 1 },
    ],
    overdue: 1,
    supplierRates: [{ supplierId: 'S1', supplierName: '斗南花卉合作社', rate: '30天售后率 5.0%（1/20）', delivered: 20, accepted: 1 }],
  },
  payouts: null,
};

describe('dashboardCards', () => {
  const cards = dashboardCards(day);
  const figure = (card: string, label: string) => {
    const c = cards.find((x) => x.key === card)!;
    return [...c.figures, ...(c.table?.rows.flatMap((r) => r.cells) ?? []), ...(c.lists?.flatMap((l) => l.items) ?? [])].find(
      (f) => f.label === label,
    )!;
  };

  it('gives the cards the answer holds, in order', () => {
    expect(cards.map((c) => c.key)).toEqual(['orders', 'claims']);
  });

  it('links each orders figure to 订单履约 with the filter it counts, as the desk reads its URL', () => {
    const packed = figure('orders', '待发货');
    expect(packed.value).toBe('2');
    const [path, search] = packed.href.split('?');
    expect(path).toBe('/admin/orders');
    expect(readOrdersSearch(`?${search}`).filters).toMatchObject({ auctionDate: '2026-11-17', status: 'packed', session: '' });
    const cell = figure('orders', '全天专区 待配货');
    expect(cell.value).toBe('7');
    expect(readOrdersSearch(`?${cell.href.split('?')[1]}`).filters).toMatchObject({ session: 'C', status: 'picking' });
    expect(figure('orders', '商品金额（优惠前）').value).toBe('￥1234.50');
    expect(readOrdersSearch(`?${figure('orders', '卡罗拉红玫瑰').href.split('?')[1]}`).filters.keyword).toBe('卡罗拉红玫瑰');
  });

  it('links claims to 售后理赔 by state; overdue is marked and leads to the desk’s 超时未回复 view', () => {
    expect(figure('claims', '处理中').href).toBe('/admin/claims?state=processing');
    expect(figure('claims', '超时未回复')).toMatchObject({ value: '1', href: '/admin/claims?state=overdue', tone: 'danger' });
    expect(figure('claims', '斗南花卉合作社').href).toBe(`/admin/claims?q=${encodeURIComponent('斗南花卉合作社').replace(/%20/g, '+')}`);
  });
});
