/**
 * Seed content for the home page: notices and news, banners, membership levels.
 * Pure data: times are derived from the `now` passed in, never from the clock.
 */
import type { adverts, memberLevels, notices } from '../db/schema';

export type NoticeRow = typeof notices.$inferInsert;
export type AdvertRow = typeof adverts.$inferInsert;
export type MemberLevelRow = typeof memberLevels.$inferInsert;

export type Content = {
  notices: NoticeRow[];
  adverts: AdvertRow[];
  memberLevels: MemberLevelRow[];
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

/** Announcements: true in any month. */
const ANNOUNCEMENTS: readonly Omit<NoticeDef, 'type'>[] = [
  {
    daysAgo: 1,
    hour: 9,
    title: '关于调整限时直供交易时间的公告',
    html:
      '<p>各位花友：</p><p>自本周一起，<strong>限时直供交易时间调整为每日 11:30-13:00</strong>，全天专区交易时间为 00:00-16:10，16:10-18:00 为备货时间，期间暂停下单。</p>' +
      '<ul><li>限时直供货品由种植基地当天采收、当天上架；</li><li>全天专区为底价供货商货品，全天可下单；</li><li>18:00-24:00 为晚场预览，可加入购物车。</li></ul><p>请合理安排采购时间，感谢支持！</p>',
  },
  {
    daysAgo: 5,
    hour: 10,
    title: '售后服务规则更新说明',
    html:
      '<p>为保障买卖双方权益，售后规则更新如下：</p>' +
      '<ul><li>收货后 <strong>8 小时内</strong>凭照片或视频申请售后；</li><li>平台将在 72 小时内处理并回复；</li><li>赔付金额 = 购买当日单价 × 问题数量 − 5% 正常损耗，赔付至账户余额；</li><li>D 级及以下花材不参与质量售后。</li></ul>' +
      '<p>所有订单一经成交概不退款，请下单前仔细核对等级、长度与开放度。</p>',
  },
  {
    daysAgo: 11,
    hour: 8,
    title: '物流调整通知：西南片区冷链发车时间变更',
    html:
      '<p>因合作物流线路调整，<strong>成都、重庆、贵阳</strong>方向冷链车发车时间由 19:00 调整为 20:30，次日到货时间相应顺延约 1.5 小时。</p>' +
      '<p>航空物流与快递不受影响。预收的物流费与包装费将于次日按实际重量结算，多退少补。</p>',
  },
  {
    daysAgo: 17,
    hour: 9,
    title: '鲜切花等级标准说明（玫瑰、康乃馨）',
    html:
      '<p>平台等级分为 A+、A、A-、B+、B、B-、C+、C、C-、D，按花头大小、杆长、杆直度、叶片完整度综合评定。</p>' +
      '<ul><li><strong>A 级</strong>：花头饱满无损伤，杆直，叶片完整；</li><li><strong>B 级</strong>：允许轻微弯头或少量叶片损伤；</li><li><strong>C 级</strong>：花头偏小或有轻微瑕疵，适合散卖与花篮；</li><li><strong>D 级</strong>：处理货，不参与售后。</li></ul>' +
      '<p>长度以 5 厘米为一档，如“40”表示 35-40cm；开放度 1-5 度，数字越大开得越大。</p>',
  },
  {
    daysAgo: 25,
    hour: 10,
    title: '账户充值与提现规则提醒',
    html:
      '<p>平台采用预存余额付款，支持支付宝、微信扫码充值，常用金额 1000、2000、5000 元。</p>' +
      '<ul><li>提现至绑定银行卡，每笔手续费 <strong>5.00 元</strong>；</li><li>单笔提现上限 20000 元；</li><li>提现前需完成实名认证。</li></ul>',
  },
  {
    daysAgo: 36,
    hour: 9,
    title: '包装费标准调整公告',
    html: '<p>受纸箱、保鲜材料成本上涨影响，自下月起包装费按<strong>每公斤 0.30-0.60 元</strong>收取，具体以商品页显示为准。</p><p>保鲜桶包装的绣球、百合等花材需押桶，回收后退还。</p>',
  },
  {
    daysAgo: 48,
    hour: 10,
    title: '防范诈骗提醒：平台不会私下索要验证码',
    html:
      '<p>近期有不法分子冒充平台客服，以“账户异常”“退款”为由索要短信验证码。</p>' +
      '<p><strong>平台工作人员不会以任何理由索要验证码或密码</strong>，如遇可疑情况请联系您的客户经理核实。</p>',
  },
];

/** News true in any month. */
const EVERGREEN_NEWS: readonly NewsText[] = [
  {
    title: '满天星、洋桔梗配花采购小贴士',
    html:
      '<p>满天星以<strong>1公斤一扎</strong>为主，挑选时看花朵密度与分枝数；洋桔梗以头数与重瓣程度定级。</p>' +
      '<ul><li>绿桔梗、紫边桔梗适合婚礼与花束配色；</li><li>染色满天星颜色易沾手，建议单独包装。</li></ul>' +
      '<p><img src="/media/banners/3.svg" alt="全天专区"></p>',
  },
  {
    title: '到货醒花小技巧：延长瓶插期的三个步骤',
    html:
      '<p>鲜切花经过冷链运输，到店后先醒花再上架，瓶插期可延长 2-3 天。</p>' +
      '<ol><li>去掉外包装，斜剪根部 2-3 厘米；</li><li>深水浸泡 2 小时以上，水中可加少量保鲜剂；</li><li>放在阴凉通风处，避免阳光直射和空调直吹。</li></ol>',
  },
  {
    title: '限时直供与全天专区怎么选：一张表看懂两个场次',
    html:
      '<p><strong>限时直供</strong>（11:30-13:00）货品由基地当天采收，新鲜度最高；<strong>全天专区</strong>为底价供货商现货，同等级价格更低，全天可下单。</p>' +
      '<p>婚庆主花建议在限时直供锁货，散卖与花篮用花可在全天专区补齐。详细规则见帮助中心。</p>',
  },
];

/**
 * The season's news for a month (1–12) of the Kunming market: the festivals florists buy for and what the weather
 * does to the crop. Only what fits the month: no 母亲节备货 in November.
 */
export const SEASONAL_NEWS: readonly (NewsText & { months: readonly number[] })[] = [
  {
    months: [12, 1],
    title: '元旦跨年花束备货：红色系、香槟色系玫瑰需求看涨',
    html: '<p>跨年花束以<strong>卡罗拉、香槟</strong>为主，蓝色妖姬、彩虹玫瑰等染色玫瑰需提前 5 天预订。</p><p><img src="/media/flowers/MG-0025.svg" alt="香槟"></p>',
  },
  {
    months: [1, 2],
    title: '春节年宵花备货：百合、多头康乃馨走量',
    html: '<p>春节前两周是年宵花采购高峰，<strong>西伯利亚、黄天霸</strong>等百合与多头康乃馨成交量明显上升。</p><p><img src="/media/flowers/BH-0001.svg" alt="西伯利亚"></p><p>春节期间物流停运时间以物流公告为准，请提前备货。</p>',
  },
  {
    months: [1],
    title: '情人节备货提醒：红玫瑰请提前 10 天锁价',
    html: '<p>往年情人节前一周红色系玫瑰价格涨幅最大，建议花店提前 10 天锁定<strong>卡罗拉、黑魔术</strong>货源，分批到货。</p><p><img src="/media/flowers/MG-0001.svg" alt="卡罗拉"></p>',
  },
  {
    months: [2],
    title: '情人节行情：红色系玫瑰走高，白色系平稳',
    html: '<p>情人节前后，斗南市场<strong>红色系玫瑰</strong>成交量大增，卡罗拉、黑魔术 A 级价格明显走高；白色系与香槟色系价格平稳。</p><p>节后价格通常在三天内回落，零售花店可分批采购。</p>',
  },
  {
    months: [2, 3],
    title: '妇女节花礼备货：康乃馨、郁金香成交活跃',
    html: '<p>三八妇女节前一周，<strong>康乃馨、郁金香</strong>与粉色系玫瑰需求上升，企业团购订单集中。</p><p><img src="/media/flowers/YJ-0006.svg" alt="粉钻"></p>',
  },
  {
    months: [3, 4],
    title: '郁金香上市：强金、白色王朝本周起供货',
    html:
      '<p>嵩明、澄江基地郁金香开始规模上市，<strong>强金 Strong Gold</strong>与<strong>白色王朝</strong>供货稳定。</p>' +
      '<p><img src="/media/flowers/YJ-0001.svg" alt="强金"></p><p>郁金香对温度敏感，建议冷藏 2-4℃ 保存，随用随取。</p>',
  },
  {
    months: [3, 4],
    title: '清明时节菊花需求回升：神马、白乒乓供应充足',
    html: '<p>清明前后<strong>白色菊花</strong>需求集中，神马、白乒乓、多头小菊供应充足，价格平稳。</p><p><img src="/media/flowers/XJ-0001.svg" alt="神马"></p>',
  },
  {
    months: [4, 5],
    title: '母亲节备货指南：康乃馨价格走势与采购建议',
    html:
      '<p>母亲节前两周是康乃馨采购高峰。往年经验显示，<strong>马斯特、小桃红</strong>在节前 7 天价格涨幅最大，多头康乃馨次之。</p>' +
      '<p><img src="/media/flowers/KN-0001.svg" alt="马斯特"></p>' +
      '<ul><li>节前 10-14 天：适合大批量锁价；</li><li>节前 3-7 天：补货为主，关注全天专区底价货；</li><li>到货后请剪根深水醒花 2 小时以上。</li></ul>',
  },
  {
    months: [5, 6],
    title: '520 与毕业季：粉色系玫瑰、非洲菊需求看涨',
    html: '<p>5 月 20 日前后与毕业季，<strong>戴安娜、粉佳人</strong>等粉色系玫瑰及非洲菊成交活跃，花束订单集中。</p><p><img src="/media/flowers/MG-0006.svg" alt="戴安娜"></p>',
  },
  {
    months: [6, 7, 8],
    title: '绣球进入旺季，无尽夏到货量创新高',
    html:
      '<p>呈贡、宜良一带绣球基地进入盛花期，本周<strong>无尽夏</strong>上架量环比增长 35%，价格回落至近两月低位。</p>' +
      '<p><img src="/media/flowers/XQ-0001.svg" alt="无尽夏"></p><p>绣球到货后请倒置花头喷水，再深水浸泡 1 小时，可明显延长瓶插期。</p>',
  },
  {
    months: [7, 8],
    title: '七夕节花材预测：粉色系与香槟色系需求看涨',
    html:
      '<p>根据近三年成交数据，七夕前一周<strong>粉色系玫瑰</strong>（戴安娜、粉佳人、粉荔枝）与<strong>香槟色系</strong>（香槟、蜜桃雪山）成交量增幅超过 60%。</p>' +
      '<p><img src="/media/flowers/MG-0006.svg" alt="戴安娜"></p><p>蓝色妖姬、彩虹玫瑰等染色玫瑰需提前 5 天预订，请留意限时直供上架时间。</p>',
  },
  {
    months: [8, 9],
    title: '教师节花礼备货：康乃馨、洋桔梗订单回升',
    html: '<p>教师节前一周，<strong>康乃馨与洋桔梗</strong>花礼订单回升，粉边桔梗、罗西塔粉适合搭配。</p><p><img src="/media/flowers/JG-0005.svg" alt="罗西塔粉"></p>',
  },
  {
    months: [9, 10],
    title: '国庆婚庆旺季：白色系、香槟色系玫瑰提前预订',
    html: '<p>国庆假期是婚庆高峰，<strong>雪山、芬得拉、香槟</strong>等白色系与香槟色系玫瑰需求集中，建议婚庆公司提前一周锁货。</p><p><img src="/media/flowers/MG-0012.svg" alt="雪山"></p>',
  },
  {
    months: [10, 11],
    title: '秋冬婚庆季：朱丽叶、洋桔梗走俏',
    html: '<p>秋冬婚礼偏爱柔和色调，<strong>朱丽叶</strong>庭院玫瑰与白桔梗、香槟桔梗成交活跃，价格小幅上涨。</p><p><img src="/media/flowers/MG-0036.svg" alt="朱丽叶"></p>',
  },
  {
    months: [11, 12],
    title: '降温提醒：冬季发货请选保温包装',
    html: '<p>北方地区气温明显下降，发往华北、东北的订单请选择<strong>保温包装</strong>，冷链车厢温度保持在 2-8℃，到货后请在室内缓慢回温再开箱。</p>',
  },
  {
    months: [11, 12],
    title: '圣诞花礼备货：红色系玫瑰与尤加利配叶上市',
    html: '<p>圣诞花环与花礼以<strong>红色系玫瑰</strong>搭配银叶尤加利、圆叶尤加利为主，建议 12 月中旬前完成备货。</p><p><img src="/media/flowers/PY-0001.svg" alt="银叶尤加利"></p>',
  },
];

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
  const noticeRows: NoticeRow[] = defs.map((d) => {
    let at = dayStart - d.daysAgo * DAY + d.hour * HOUR;
    if (at > base) at = base - HOUR;
    return { type: d.type, title: d.title, contentHtml: d.html, beginTime: new Date(at) };
  });

  const advertRows: AdvertRow[] = BANNERS.map((b, i) => ({
    position: 'top',
    imageUrl: `/media/banners/${b.n}.svg`,
    pcLink: b.pcLink,
    title: b.title,
    sort: i + 1,
  }));

  const levels: MemberLevelRow[] = [
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
