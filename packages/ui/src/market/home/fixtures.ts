/** Story data of market/home/ (realistic Kunming market data; money is integer fen). */

/** Market clock of the stories: Tuesday 2026-11-17 in Kunming. */
export const marketTimes = {
  at0900: new Date('2026-11-17T09:00:00+08:00').getTime(),
  at1145: new Date('2026-11-17T11:45:00+08:00').getTime(),
  at1400: new Date('2026-11-17T14:00:00+08:00').getTime(),
  at1630: new Date('2026-11-17T16:30:00+08:00').getTime(),
  at1900: new Date('2026-11-17T19:00:00+08:00').getTime(),
  open1130: new Date('2026-11-17T11:30:00+08:00').getTime(),
  close1610Tomorrow: new Date('2026-11-18T16:10:00+08:00').getTime(),
  close1300: new Date('2026-11-17T13:00:00+08:00').getTime(),
  close1610: new Date('2026-11-17T16:10:00+08:00').getTime(),
  open1800: new Date('2026-11-17T18:00:00+08:00').getTime(),
  open1130Tomorrow: new Date('2026-11-18T11:30:00+08:00').getTime(),
} as const;

export const memberRules = [
  { level: 0, cill_text: '注册即可', discount_text: '无折扣', coupon_text: '无' },
  { level: 1, cill_text: '月采购满¥5,000', discount_text: '花材9.8折', coupon_text: '每月赠¥20优惠券1张' },
  { level: 2, cill_text: '月采购满¥20,000', discount_text: '花材9.7折', coupon_text: '每月赠¥50优惠券2张' },
  { level: 3, cill_text: '月采购满¥50,000', discount_text: '花材9.5折', coupon_text: '每月赠¥100优惠券2张' },
] as const;

export const notices = [
  { id: 11, type: '2' as const, title: '关于调整直供场交易时间的公告', begintime: 1763258400 },
  { id: 12, type: '1' as const, title: '本周斗南玫瑰行情：红色系小幅上涨，白色系平稳', begintime: 1763103600 },
  { id: 13, type: '2' as const, title: '售后服务规则更新说明', begintime: 1762912800 },
  { id: 14, type: '1' as const, title: '绣球进入旺季，无尽夏到货量创新高', begintime: 1762830000 },
];
