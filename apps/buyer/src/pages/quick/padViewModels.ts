/** 快速下单's answer → the lines the page shows (PadLineList): each written line, in order, with its sheet row's state. */
import type { BuySheetRow, OrderPadMatch } from '@huashi/api';
import { fenOf } from '@huashi/domain';
import type { PadLineView } from '@huashi/ui';

/** "卡罗拉 · A · 55-60cm · 20扎": what a line was read as (blank grade or length left out). */
function readAs(row: BuySheetRow): string {
  const { flwName, levelName, lengthName, bunches } = row.line;
  return [flwName, levelName, lengthName, `${bunches}扎`].filter((part) => part !== '').join(' · ');
}

export function padLineViews(match: OrderPadMatch): PadLineView[] {
  const rows = new Map(match.rows.map((row) => [row.key, row]));
  return match.lines.map((line): PadLineView => {
    const base = { key: String(line.lineNo), lineNo: line.lineNo, text: line.text };
    const row = line.rowKey === null ? undefined : rows.get(line.rowKey);
    if (!row) return { ...base, state: 'unreadable', reason: line.unreadable ?? '' };
    if (row.state === 'matched' && row.lot) {
      return {
        ...base,
        state: 'matched',
        read: readAs(row),
        lot: { supplierName: row.lot.supplierName, priceFen: fenOf(row.lot.price), bunches: row.lot.bunches },
        ...(row.lot.notes.length > 0 ? { reason: row.lot.notes.join('；') } : {}),
      };
    }
    return { ...base, state: row.state === 'choose' ? 'choose' : 'none', read: readAs(row), reason: row.reason };
  });
}
