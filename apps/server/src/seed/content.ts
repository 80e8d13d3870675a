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
  { n: 1, title: '斗南鲜花 产地直供', subtitle: '每日 11:30 直供场开抢，种植基地当天采收', pcLink: '/presell' },
  { n: 2, title: '会员专享 花材折上折', subtitle: '月采购满¥5,000 即享花材9.8折，最高9.3折', pcLink: '/message' },
  { n: 3, title: '全天场 底价好花', subtitle: '00:00-16:10 随时下单，冷链次日到店', pcLink: '/presell' },
  { n: 4, title: '母亲节康乃馨备货季', subtitle: '马斯特 · 小桃红 · 多头康乃馨 现货充足', pcLink: '/presell' },
] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type NoticeDef = { type: 1 | 2; daysAgo: number; hour: number; title: string; html: string };

const NOTICE_DEFS: readonly NoticeDef[] = [
  {
    type: 2,
    daysAgo: 1,
    hour: 9,
    title: '关于调整直供场交易时间的公告',
    html:
      '<p>各位花友：</p><p>自本周一起，<strong>直供场（A场）交易时间调整为每日 11:30-13:00</strong>，全天场（C场）交易时间为 00:00-16:10，16:10-18:00 为备货时间，期间暂停下单。</p>' +
      '<ul><li>直供场货品由种植基地当天采收、当天上架；</li><li>全天场为底价供货商货品，全天可下单；</li><li>18:00-24:00 为晚场预览，可加入购物车。</li></ul><p>请合理安排采购时间，感谢支持！</p>',
  },
  {
    type: 1,
    daysAgo: 3,
    hour: 15,
    title: '本周斗南玫瑰行情：红色系小幅上涨，白色系平稳',
    html:
      '<p>受降温影响，昆明周边基地玫瑰产量略有下降。本周<strong>卡罗拉A级</strong>均价较上周上涨约 8%，红袖、高原红跟涨；雪山、坦尼克等白色系价格保持平稳。</p>' +
      '<p><img src="/media/flowers/MG-0001.svg" alt="卡罗拉"></p><p>建议婚庆花店提前锁定白色系货源，红色系可分批采购。</p>',
  },
  {
    type: 2,
    daysAgo: 5,
    hour: 10,
    title: '售后服务规则更新说明',
    html:
      '<p>为保障买卖双方权益，售后规则更新如下：</p>' +
      '<ul><li>收货后 <strong>8 小时内</strong>凭照片或视频申请售后；</li><li>平台将在 72 小时内处理并回复；</li><li>赔付金额 = 购买当日单价 × 问题数量 − 5% 正常损耗，赔付至账户余额；</li><li>D 级及以下花材不参与质量售后。</li></ul>' +
      '<p>所有订单一经成交概不退款，请下单前仔细核对等级、长度与开放度。</p>',
  },
  {
    type: 1,
    daysAgo: 8,
    hour: 14,
    title: '母亲节备货指南：康乃馨价格走势与采购建议',
    html:
      '<p>母亲节前两周是康乃馨采购高峰。往年经验显示，<strong>马斯特、小桃红</strong>在节前 7 天价格涨幅最大，多头康乃馨次之。</p>' +
      '<p><img src="/media/flowers/KN-0001.svg" alt="马斯特"></p>' +
      '<ul><li>节前 10-14 天：适合大批量锁价；</li><li>节前 3-7 天：补货为主，关注全天场底价货；</li><li>到货后请剪根深水醒花 2 小时以上。</li></ul>',
  },
  {
    type: 2,
    daysAgo: 11,
    hour: 8,
    title: '物流调整通知：西南片区冷链发车时间变更',
    html:
      '<p>因合作物流线路调整，<strong>成都、重庆、贵阳</strong>方向冷链车发车时间由 19:00 调整为 20:30，次日到货时间相应顺延约 1.5 小时。</p>' +
      '<p>航空物流与快递不受影响。预收的物流费与包装费将于次日按实际重量结算，多退少补。</p>',
  },
  {
    type: 1,
    daysAgo: 14,
    hour: 16,
    title: '七夕节花材预测：粉色系与香槟色系需求看涨',
    html:
      '<p>根据近三年成交数据，七夕前一周<strong>粉色系玫瑰</strong>（戴安娜、粉佳人、粉荔枝）与<strong>香槟色系</strong>（香槟、蜜桃雪山）成交量增幅超过 60%。</p>' +
      '<p><img src="/media/flowers/MG-0006.svg" alt="戴安娜"></p><p>蓝色妖姬、彩虹玫瑰等染色玫瑰需提前 5 天预订，请留意直供场上架时间。</p>',
  },
  {
    type: 2,
    daysAgo: 17,
    hour: 9,
    title: '鲜切花等级标准说明（玫瑰、康乃馨）',
    html:
      '<p>平台等级分为 A+、A、A-、B+、B、B-、C+、C、C-、D，按花头大小、杆长、杆直度、叶片完整度综合评定。</p>' +
      '<ul><li><strong>A 级</strong>：花头饱满无损伤，杆直，叶片完整；</li><li><strong>B 级</strong>：允许轻微弯头或少量叶片损伤；</li><li><strong>C 级</strong>：花头偏小或有轻微瑕疵，适合散卖与花篮；</li><li><strong>D 级</strong>：处理货，不参与售后。</li></ul>' +
      '<p>长度以 5 厘米为一档，如“40”表示 35-40cm；开放度 1-5 度，数字越大开得越大。</p>',
  },
  {
    type: 1,
    daysAgo: 21,
    hour: 11,
    title: '绣球进入旺季，无尽夏到货量创新高',
    html:
      '<p>呈贡、宜良一带绣球基地进入盛花期，本周<strong>无尽夏</strong>上架量环比增长 35%，价格回落至近两月低位。</p>' +
      '<p><img src="/media/flowers/XQ-0001.svg" alt="无尽夏"></p><p>绣球到货后请倒置花头喷水，再深水浸泡 1 小时，可明显延长瓶插期。</p>',
  },
  {
    type: 2,
    daysAgo: 25,
    hour: 10,
    title: '账户充值与提现规则提醒',
    html:
      '<p>平台采用预存余额付款，支持支付宝、微信扫码充值，常用金额 1000、2000、5000 元。</p>' +
      '<ul><li>提现至绑定银行卡，每笔手续费 <strong>5.00 元</strong>；</li><li>单笔提现上限 20000 元；</li><li>提现前需完成实名认证。</li></ul>',
  },
  {
    type: 1,
    daysAgo: 30,
    hour: 15,
    title: '情人节行情回顾：红玫瑰均价同比上涨 12%',
    html:
      '<p>今年情人节前一周，斗南市场<strong>红色系玫瑰</strong>成交量同比增长 18%，卡罗拉、黑魔术 A 级均价同比上涨约 12%。</p>' +
      '<p>节后第三天价格快速回落至节前水平，白色系与香槟色系跌幅较小。感谢各位花友的支持！</p>',
  },
  {
    type: 2,
    daysAgo: 36,
    hour: 9,
    title: '包装费标准调整公告',
    html: '<p>受纸箱、保鲜材料成本上涨影响，自下月起包装费按<strong>每公斤 0.30-0.60 元</strong>收取，具体以商品页显示为准。</p><p>保鲜桶包装的绣球、百合等花材需押桶，回收后退还。</p>',
  },
  {
    type: 1,
    daysAgo: 42,
    hour: 14,
    title: '郁金香上市：强金、白色王朝本周起供货',
    html:
      '<p>嵩明、澄江基地郁金香开始规模上市，<strong>强金 Strong Gold</strong>与<strong>白色王朝</strong>供货稳定。</p>' +
      '<p><img src="/media/flowers/YJ-0001.svg" alt="强金"></p><p>郁金香对温度敏感，建议冷藏 2-4℃ 保存，随用随取。</p>',
  },
  {
    type: 2,
    daysAgo: 48,
    hour: 10,
    title: '防范诈骗提醒：平台不会私下索要验证码',
    html:
      '<p>近期有不法分子冒充平台客服，以“账户异常”“退款”为由索要短信验证码。</p>' +
      '<p><strong>平台工作人员不会以任何理由索要验证码或密码</strong>，如遇可疑情况请联系您的客户经理核实。</p>',
  },
  {
    type: 1,
    daysAgo: 55,
    hour: 16,
    title: '满天星、洋桔梗配花采购小贴士',
    html:
      '<p>满天星以<strong>1公斤一扎</strong>为主，挑选时看花朵密度与分枝数；洋桔梗以头数与重瓣程度定级。</p>' +
      '<ul><li>绿桔梗、紫边桔梗适合婚礼与花束配色；</li><li>染色满天星颜色易沾手，建议单独包装。</li></ul>' +
      '<p><img src="/media/banners/3.svg" alt="全天场"></p>',
  },
];

/** Content for the home page, with notice times spread over the 60 days before `now`. */
export function generateContent(now: Date): Content {
  const base = now.getTime();
  // Anchor each notice at midnight UTC+8 of its day, then add the hour (Asia/Shanghai).
  const SHANGHAI = 8 * HOUR;
  const dayStart = Math.floor((base + SHANGHAI) / DAY) * DAY - SHANGHAI;
  const noticeRows: NoticeRow[] = NOTICE_DEFS.map((d) => {
    let at = dayStart - d.daysAgo * DAY + d.hour * HOUR;
    if (at > base) at = base - HOUR;
    return { type: d.type, title: d.title, contentHtml: d.html, beginTime: new Date(at) };
  });

  const advertRows: AdvertRow[] = BANNERS.map((b, i) => ({
    position: 'top',
    imageUrl: `/media/banners/${b.n}.svg`,
    pcLink: b.pcLink,
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
