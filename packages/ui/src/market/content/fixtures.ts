/** Story data of market/content/ (realistic Kunming market data; money is integer fen). */
import type { HelpSection } from './HelpCenter';

/** 帮助中心 pages (an excerpt of the buyer app's help content). */
export const helpSections = [
  {
    id: 'sessions',
    title: '两个交易场次怎么买',
    summary: '限时直供 11:30-13:00，全天专区 00:00-16:10',
    blocks: [
      { kind: 'text', text: '花市每天开两个场次，同一品种在两个场次可能都有货，价格与货源不同，下单前请看清商品卡片上的场次。' },
      {
        kind: 'table',
        caption: '场次与时间（北京时间）',
        head: ['场次', '可下单时间', '货源'],
        rows: [
          ['限时直供（A 场）', '11:30-13:00', '种植基地当天采收、当天上架，量少价优，先到先得'],
          ['全天专区（C 场）', '00:00-16:10、18:00-00:00', '底价供货商的现货，全天可下单，价格通常低于直供场'],
        ],
      },
      { kind: 'list', items: ['16:10-18:00 是全天专区的备货时间，暂停下单。', '直供场 11:30 准时开抢，建议提前把要买的品种加入购物车。'] },
    ],
  },
  {
    id: 'after-sales',
    title: '售后规则',
    summary: '收货 8 小时内申请，72 小时内答复',
    blocks: [
      {
        kind: 'steps',
        items: [
          '收货后 8 小时内，在“我的订单”里对有问题的商品申请售后，并上传照片或视频。',
          '平台在 72 小时内处理并答复。',
          '赔付金额 = 购买当日单价 × 问题数量 − 5% 正常损耗，赔付到账户余额。',
        ],
      },
      { kind: 'note', text: '例：购买当日单价 ¥20.00/扎，10 扎中 4 扎有问题，赔付 ¥20.00 × 4 × 95% = ¥76.00。' },
    ],
  },
  {
    id: 'contact',
    title: '联系我们',
    summary: '客户经理电话与在线客服',
    blocks: [{ kind: 'text', text: '遇到下单、付款、物流或售后问题，请联系您的客户经理。' }],
  },
] as const satisfies readonly HelpSection[];
