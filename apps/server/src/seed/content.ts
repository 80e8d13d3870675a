/**
 * Seed content for the home page: notices and news, banners, membership levels.
 * Pure data: times are derived from the `now` passed in, never from the clock.
 */
import type { adverts, memberLevels, notices } from '../db/schema';
import news from './data/news.json';

/** The rows the seed inserts for the home page. */
export type Content = {
  notices: (typeof notices.$inferInsert)[];
  adverts: (typeof adverts.$inferInsert)[];
  memberLevels: (typeof memberLevels.$inferInsert)[];
};

/** The banners: picture n is `/media/banners/${n}.svg`, drawn from this title and subtitle. */
export const BANNERS = [
  { n: 1, title: '斗南鲜花 产地直供', subtitle: '每日 11:30 限时直供开抢，种植基地当天采收', pcLink: '/presell' },
  { n: 2, title: '会员专享 花材折上折', subtitle: '月采购满¥5,000 即享花材9.8折，最高9.3折', pcLink: '/message' },
  { n: 3, title: '全天专区 底价好花', subtitle: '00:00-16:10 随时下单，冷链次日到店', pcLink: '/presell' },
  { n: 4, title: '新手指南 帮助中心', subtitle: '两个场次怎么买 · 余额付款 · 售后规则', pcLink: '/help' },
] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type NoticeDef = { type: 1 | 2; daysAgo: number; hour: number; title: string; html: string };
type NewsText = { title: string; html: string };

/**
 * The texts are data, in `data/news.json`: the announcements (true in any month), the news true in any month
 * (`evergreen`) and the season's news for a month (1–12) of the Kunming market (`seasonal`): the festivals florists buy
 * for and what the weather does to the crop. Only what fits the month: no 母亲节备货 in November.
 */
const ANNOUNCEMENTS: readonly Omit<NoticeDef, 'type'>[] = news.announcements;
const EVERGREEN_NEWS: readonly NewsText[] = news.evergreen;
export const SEASONAL_NEWS: readonly (NewsText & { months: readonly number[] })[] = news.seasonal;

/** The weekly rose report for a month: the weather's effect on the crop as the season has it. */
export function roseReport(month: number): NewsText {
  const season =
    month === 12 || month <= 2
      ? { why: '受降温影响，昆明周边基地玫瑰产量略有下降', trend: '红色系小幅上涨，白色系平稳' }
      : month <= 5
        ? { why: '春季回暖，基地产量稳步回升', trend: '价格整体回落，品质稳定' }
        : month <= 8
          ? { why: '雨季来临，部分基地花头偏软', trend: 'A 级货偏紧，B 级货充足' }
          : { why: '秋季气候适宜，花头饱满', trend: '品质上佳，价格平稳' };
  return {
    title: `本周斗南玫瑰行情：${season.trend}`,
    html:
      `<p>${season.why}。本周<strong>卡罗拉A级</strong>与红袖、高原红成交活跃；雪山、坦尼克等白色系价格保持平稳。</p>` +
      '<p><img src="/media/flowers/MG-0001.svg" alt="卡罗拉"></p><p>建议婚庆花店提前锁定白色系货源，红色系可分批采购。</p>',
  };
}

/** When news is dated, days before the seed day, newest first. */
const NEWS_DAYS: readonly [daysAgo: number, hour: number][] = [
  [3, 15],
  [8, 14],
  [14, 16],
  [21, 11],
  [30, 15],
  [42, 14],
  [55, 16],
];

/**
 * The news of a seed day's month (1–12): the rose report, the season's news, then news true in any month, dated
 * over the weeks before it.
 */
export function newsForMonth(month: number): Omit<NoticeDef, 'type'>[] {
  const texts = [roseReport(month), ...SEASONAL_NEWS.filter((n) => n.months.includes(month)), ...EVERGREEN_NEWS];
  return NEWS_DAYS.map(([daysAgo, hour], i) => ({ daysAgo, hour, ...texts[i % texts.length]! })).filter(
    (n, i, all) => all.findIndex((o) => o.title === n.title) === i,
  );
}

/** Content for the home page, with notice times spread over the 60 days before `now`. */
export function generateContent(now: Date): Content {
  const base = now.getTime();
  // Anchor each notice at midnight UTC+8 of its day, then add the hour (Asia/Shanghai).
  const SHANGHAI = 8 * HOUR;
  const dayStart = Math.floor((base + SHANGHAI) / DAY) * DAY - SHANGHAI;
  const month = Number(new Date(base + SHANGHAI).toISOString().slice(5, 7));
  const defs: NoticeDef[] = [
    ...ANNOUNCEMENTS.map((d) => ({ ...d, type: 2 as const })),
    ...newsForMonth(month).map((d) => ({ ...d, type: 1 as const })),
  ];
  const noticeRows: Content['notices'] = defs.map((d) => {
    let at = dayStart - d.daysAgo * DAY + d.hour * HOUR;
    if (at > base) at = base - HOUR;
    return { type: d.type, title: d.title, contentHtml: d.html, beginTime: new Date(at) };
  });

  const advertRows: Content['adverts'] = BANNERS.map((b, i) => ({
    position: 'top',
    imageUrl: `/media/banners/${b.n}.svg`,
    pcLink: b.pcLink,
    title: b.title,
    sort: i + 1,
  }));

  const levels: Content['memberLevels'] = [
    { level: 0, cillText: '注册即可', discountText: '无折扣', couponText: '无', discountTenths: 100 },
    { level: 1, cillText: '月采购满¥5,000', discountText: '花材9.8折', couponText: '每月赠¥20优惠券1张', discountTenths: 98 },
    { level: 2, cillText: '月采购满¥20,000', discountText: '花材9.7折', couponText: '每月赠¥50优惠券2张', discountTenths: 97 },
    { level: 3, cillText: '月采购满¥50,000', discountText: '花材9.5折', couponText: '每月赠¥100优惠券2张', discountTenths: 95 },
    {
      level: 4,
      cillText: '月采购满¥100,000',
      discountText: '花材9.3折',
      couponText: '每月赠¥200优惠券3张，专属客户经理',
      discountTenths: 93,
    },
  ];

  return { notices: noticeRows, adverts: advertRows, memberLevels: levels };
}
