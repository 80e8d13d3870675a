/**
 * 帮助中心's pages, written for florists. Every figure comes from the rule it explains (sessions, after-sales, fees,
 * withdrawal), so the help never disagrees with what the market does.
 */
import {
  COMPLAINT_WINDOW_MS,
  LOGISTICS_FEE_PER_KG_FEN,
  LOGIS_WAY_LABELS,
  MS_PER_HOUR,
  NORMAL_LOSS_PERCENT,
  RECHARGE_PRESETS_YUAN,
  SESSIONS,
  STOCK_PREPARATION,
  TRANSACTION_FEE_FEN,
  WITHDRAWAL_FEE_FEN,
  WITHDRAWAL_MAX_FEN,
  ZONE_NAMES,
  formatYuan,
} from '@huashi/domain';
import type { HelpSection } from '@huashi/ui';

/** Hours within which the market replies to a complaint (§9). */
export const COMPLAINT_REPLY_HOURS = 72;

const window = (w: { from: string; to: string }) => `${w.from}-${w.to === '24:00' ? '00:00' : w.to}`;
const directSupply = SESSIONS.A.windows.map(window).join('、');
const allDay = SESSIONS.C.windows.map(window);
const prep = window(STOCK_PREPARATION);
const complaintHours = COMPLAINT_WINDOW_MS / MS_PER_HOUR;
const perKg = (way: keyof typeof LOGISTICS_FEE_PER_KG_FEN) => `¥${formatYuan(LOGISTICS_FEE_PER_KG_FEN[way])}/公斤`;

export const HELP_SECTIONS: readonly HelpSection[] = [
  {
    id: 'sessions',
    title: '两个交易场次怎么买',
    summary: `限时直供 ${directSupply}，全天专区 ${allDay[0]}`,
    blocks: [
      { kind: 'text', text: '花市每天开两个场次，同一品种在两个场次可能都有货，价格与货源不同，下单前请看清商品卡片上的场次。' },
      {
        kind: 'table',
        caption: '场次与时间（北京时间）',
        head: ['场次', '可下单时间', '货源'],
        rows: [
          [ZONE_NAMES.A, directSupply, '种植基地当天采收、当天上架，量少价优，先到先得'],
          [ZONE_NAMES.C, `${allDay.join('、')}`, `底价供货商的现货，全天可下单，价格通常低于${ZONE_NAMES.A}`],
        ],
      },
      {
        kind: 'list',
        items: [
          `${prep} 是全天专区的备货时间，暂停下单；18:00 后下的全天专区订单按次日发货安排。`,
          `${ZONE_NAMES.A} ${directSupply.slice(0, 5)} 准时开抢，热门品种几分钟内售完，建议提前把要买的品种加入购物车。`,
          '每件商品按“扎”购买，页面显示每扎枝数和单枝价，扎价 = 单枝价 × 每扎枝数。',
          '会员价在结算时自动计算，无需领取。',
        ],
      },
    ],
  },
  {
    id: 'paying',
    title: '用账户余额付款',
    summary: '先充值，下单时从余额扣款',
    blocks: [
      { kind: 'text', text: '花市采用预存余额付款：提交订单时，应付金额直接从您的账户余额扣除，扣款成功即下单成功。' },
      {
        kind: 'steps',
        items: [
          `在“财务中心”充值，常用金额 ${RECHARGE_PRESETS_YUAN.join('、')} 元，支持支付宝、微信扫码。`,
          '在购物车或商品页选择数量，点“立即购买”进入确认订单页。',
          '选择收货地址和优惠券，核对应付金额后点“提交订单”。',
          '余额不足时会提示“您的账户余额不足”，订单不会生成，充值后再提交即可。',
        ],
      },
      {
        kind: 'list',
        items: [
          '应付金额 = 商品金额 + 物流费 + 包装费 − 活动优惠 − 优惠券 − 会员优惠。',
          `有交易手续费的订单会单独列出（¥${formatYuan(TRANSACTION_FEE_FEN)}）。`,
          '预收的物流费、包装费按实际重量次日结算，多退少补，退款回到账户余额。',
          `余额可提现到本人银行卡，每笔手续费 ¥${formatYuan(WITHDRAWAL_FEE_FEN)}，单笔最多 ¥${formatYuan(WITHDRAWAL_MAX_FEN)}，提现前需完成实名认证。`,
        ],
      },
    ],
  },
  {
    id: 'after-sales',
    title: '售后规则',
    summary: `收货 ${complaintHours} 小时内申请，${COMPLAINT_REPLY_HOURS} 小时内答复`,
    blocks: [
      { kind: 'text', text: '鲜花是生鲜，售后以照片和视频为准。请收货后第一时间开箱检查。' },
      {
        kind: 'list',
        items: [
          `收货后 ${complaintHours} 小时内，在“我的订单”里对有问题的商品申请售后，并上传照片或视频（最多 3 张，每张不超过 3MB）。`,
          `平台在 ${COMPLAINT_REPLY_HOURS} 小时内处理并答复，进度可在“售后查询”里查看。`,
          `赔付金额 = 购买当日单价 × 问题数量 − ${NORMAL_LOSS_PERCENT}% 正常损耗，赔付到账户余额。`,
          'D 级及以下花材为处理货，不参与质量售后。',
          '每件商品只能申请一次售后；订单一经成交不退款，下单前请核对等级、长度与开放度。',
        ],
      },
      {
        kind: 'note',
        text: `例：购买当日单价 ¥20.00/扎，10 扎中 4 扎有问题，赔付 ¥20.00 × 4 × ${100 - NORMAL_LOSS_PERCENT}% = ¥${formatYuan((2000 * 4 * (100 - NORMAL_LOSS_PERCENT)) / 100)}。`,
      },
    ],
  },
  {
    id: 'delivery',
    title: '配送方式与费用',
    summary: '自提免运费，物流按重量收费',
    blocks: [
      { kind: 'text', text: '在“地址管理”里添加收货地址时选择配送方式。物流费按订单预估重量计算，确认订单页会先显示预估金额。' },
      {
        kind: 'table',
        caption: '配送方式与物流费',
        head: ['配送方式', '物流费', '说明'],
        rows: [
          ['自提', '免费', '到市场自提点取货，地址在添加自提地址时显示'],
          [LOGIS_WAY_LABELS[3], perKg(3), '冷藏车运输，代收地址未选方式时按此收费'],
          [LOGIS_WAY_LABELS[1], perKg(1), '适合大批量、远距离'],
          [LOGIS_WAY_LABELS[2], perKg(2), '远途急用，最快'],
          [LOGIS_WAY_LABELS[4], perKg(4), '少量补货'],
        ],
      },
      {
        kind: 'list',
        items: [
          '包装费按重量收取，每公斤单价以商品页显示为准；保鲜桶包装的花材需押桶，回收后退还。',
          `${prep} 备货期间打包发货，当天 16:10 前成交的订单当天发出。`,
        ],
      },
    ],
  },
  {
    id: 'contact',
    title: '联系我们',
    summary: '客户经理电话与在线客服',
    blocks: [
      { kind: 'text', text: '遇到下单、付款、物流或售后问题，请联系您的客户经理。' },
      {
        kind: 'list',
        items: [
          '点下面的“联系客服”，查看客户经理的电话和在线客服二维码。',
          '还没有对接客户经理时，窗口会提示“暂无客服经理对接，请电话联系”。',
          '售后问题请先在“我的订单”里提交售后申请并上传照片，再联系客户经理，处理更快。',
        ],
      },
    ],
  },
];
