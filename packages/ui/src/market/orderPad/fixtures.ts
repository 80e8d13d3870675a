/** Story data of market/orderPad/: a florist's morning pad, six lines, one of them unreadable (money in fen). */
import type { PadLineView } from './PadLineList';

export const padText = ['卡罗拉 A 20扎', '黑魔术 B级 60cm 10', '满天星 5', '雪山 A 60cm 8', '戴安娜 6把', '玫瑰 3'].join('\n');

export const padLines: PadLineView[] = [
  {
    key: '1',
    lineNo: 1,
    text: '卡罗拉 A 20扎',
    state: 'matched',
    read: '卡罗拉 · A · 20扎',
    lot: { supplierName: '斗南鲜花种植基地', priceFen: 105, bunches: 20 },
  },
  {
    key: '2',
    lineNo: 2,
    text: '黑魔术 B级 60cm 10',
    state: 'matched',
    read: '黑魔术 · B · 55-60cm · 10扎',
    lot: { supplierName: '呈贡花乡合作社', priceFen: 120, bunches: 8 },
    reason: '库存只剩 8 扎，已按 8 扎',
  },
  { key: '3', lineNo: 3, text: '满天星 5', state: 'choose', read: '云南满天星 白色 · 5扎', reason: '原规格已售罄，请选择替代' },
  { key: '4', lineNo: 4, text: '雪山 A 60cm 8', state: 'none', read: '雪山 · A · 55-60cm · 8扎', reason: '今日无此品种' },
  {
    key: '5',
    lineNo: 5,
    text: '戴安娜 6把',
    state: 'matched',
    read: '戴安娜 · 6扎',
    lot: { supplierName: '宜良花海农场', priceFen: 95, bunches: 6 },
  },
  { key: '6', lineNo: 6, text: '玫瑰 3', state: 'unreadable', reason: '不认识品种「玫瑰」' },
];

export const padLinesNothingToBuy: PadLineView[] = [
  { key: '1', lineNo: 1, text: '玫瑰 3', state: 'unreadable', reason: '不认识品种「玫瑰」' },
  { key: '2', lineNo: 2, text: '卡罗拉 200枝', state: 'unreadable', reason: '请按扎写数量：200枝 是 10 扎（每扎 20 枝）' },
  { key: '4', lineNo: 4, text: '雪山 A 8', state: 'none', read: '雪山 · A · 8扎', reason: '今日场次已结束' },
];
