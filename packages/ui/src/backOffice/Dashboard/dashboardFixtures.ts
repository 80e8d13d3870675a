/** 今日概览 stories' data: a busy market day (2026-11-17) and an empty one, as the operator app builds them. */
import type { DashboardCardView, DashboardFigure } from './Dashboard';

const DAY = '2026-11-17';
const orders = (query: string) => `/admin/orders?date=${DAY}${query}`;
const STATUSES = [
  ['unpaid', '待付款'],
  ['picking', '待配货'],
  ['packed', '待发货'],
  ['shipped', '已发货'],
  ['delivered', '已送达/已提货'],
  ['completed', '已完成'],
] as const;

function sessionRow(session: 'A' | 'C', name: string, counts: readonly number[]) {
  const cells: DashboardFigure[] = [
    { label: `${name} 全部`, value: String(counts.reduce((a, b) => a + b, 0)), href: orders(`&session=${session}`) },
    ...STATUSES.map(([status, label], i) => ({
      label: `${name} ${label}`,
      value: String(counts[i] ?? 0),
      href: orders(`&session=${session}&status=${status}`),
    })),
  ];
  return { label: name, cells };
}

function ordersCard(
  a: readonly number[],
  c: readonly number[],
  varieties: [string, number][],
  bundles: number,
  value: string,
): DashboardCardView {
  const total = [...a, ...c].reduce((x, y) => x + y, 0);
  return {
    key: 'orders',
    title: '订单',
    figures: [
      { label: '今日订单', value: String(total), href: orders('') },
      { label: '待配货', value: String((a[1] ?? 0) + (c[1] ?? 0)), href: orders('&status=picking') },
      { label: '待发货', value: String((a[2] ?? 0) + (c[2] ?? 0)), href: orders('&status=packed') },
      { label: '成交扎数', value: String(bundles), href: orders('') },
      { label: '商品金额（优惠前）', value: `￥${value}`, href: orders('') },
    ],
    table: {
      caption: '各场次订单',
      columns: ['全部', ...STATUSES.map(([, label]) => label)],
      rows: [sessionRow('A', '限时直供', a), sessionRow('C', '全天专区', c)],
    },
    lists: [
      {
        title: '热销品种',
        empty: '今天还没有成交',
        items: varieties.map(([name, n]) => ({ label: name, value: `${n}扎`, href: orders(`&q=${encodeURIComponent(name)}`) })),
      },
    ],
  };
}

function claimsCard(counts: [number, number, number], overdue: number, suppliers: [string, string][]): DashboardCardView {
  return {
    key: 'claims',
    title: '售后',
    figures: [
      { label: '待处理', value: String(counts[0]), href: '/admin/claims' },
      { label: '处理中', value: String(counts[1]), href: '/admin/claims?state=processing' },
      { label: '待赔付', value: String(counts[2]), href: '/admin/claims?state=toPay' },
      { label: '超时未回复', value: String(overdue), href: '/admin/claims?state=overdue', tone: overdue > 0 ? 'danger' : 'default' },
    ],
    lists: [
      {
        title: '今日供应商售后率',
        empty: '今天还没有成交',
        items: suppliers.map(([name, rate]) => ({ label: name, value: rate, href: `/admin/claims?q=${encodeURIComponent(name)}` })),
      },
    ],
  };
}

const payoutsCard = (pending: number, amount: string): DashboardCardView => ({
  key: 'payouts',
  title: '提现',
  figures: [
    { label: '待打款', value: String(pending), href: '/admin/finance?tab=payouts' },
    { label: '待打款金额', value: `￥${amount}`, href: '/admin/finance?tab=payouts' },
  ],
});

export const DASHBOARD_DAY = DAY;

export const BUSY_CARDS = {
  orders: ordersCard(
    [3, 41, 12, 6, 2, 0],
    [5, 318, 96, 240, 187, 64],
    [
      ['卡罗拉红玫瑰', 1260],
      ['白雪山玫瑰', 984],
      ['粉佳人康乃馨', 720],
      ['香槟洋桔梗', 436],
      ['蓝色满天星', 312],
    ],
    5_842,
    '186420.50',
  ),
  claims: claimsCard([7, 4, 2], 2, [
    ['斗南花卉合作社', '30天售后率 6.3%（5/80）'],
    ['呈贡鲜切花基地', '30天售后率 2.1%（3/143）'],
    ['晋宁玫瑰园', '30天售后率 0.0%（0/57）'],
    ['嵩明花农李师傅', '30天售后率 暂无'],
  ]),
  payouts: payoutsCard(6, '18240.00'),
} as const;

export const EMPTY_CARDS = {
  orders: ordersCard([0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [], 0, '0.00'),
  claims: claimsCard([0, 0, 0], 0, []),
  payouts: payoutsCard(0, '0.00'),
} as const;
