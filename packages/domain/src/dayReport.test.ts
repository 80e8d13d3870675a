import { describe, expect, it } from 'vitest';
import {
  dayReport,
  dayReportDateProblem,
  dayReportFileName,
  dayReportRows,
  reconcileDay,
  type DayLedgerRow,
  type DaySalesRow,
} from './dayReport';

/** A ledger row as the table holds it: a buyer's change and the running balance after it. */
type Entry = { buyer: number; source: string | null; io: number; frozen?: number; after: number; day: 'before' | 'day' };

/** Buyer 1 opens at 1000.00, buyer 2 at 50.00; the day: a top-up, two purchases, a refund, a claim payment, a withdrawal. */
const BOOK: Entry[] = [
  { buyer: 1, source: 'seed', io: 100_000, after: 100_000, day: 'before' },
  { buyer: 2, source: 'recharge', io: 5_000, after: 5_000, day: 'before' },
  { buyer: 2, source: 'recharge', io: 20_000, after: 25_000, day: 'day' },
  { buyer: 1, source: 'order', io: -30_000, after: 70_000, day: 'day' },
  { buyer: 2, source: 'order', io: -12_000, after: 13_000, day: 'day' },
  { buyer: 1, source: 'cancel', io: 3_000, after: 73_000, day: 'day' },
  { buyer: 2, source: 'after-sales', io: 1_500, after: 14_500, day: 'day' },
  { buyer: 1, source: 'withdrawal', io: 0, frozen: 10_200, after: 73_000, day: 'day' },
  { buyer: 1, source: 'withdrawal', io: -10_200, frozen: -10_200, after: 62_800, day: 'day' },
  { buyer: 2, source: 'staff-adjust', io: -500, after: 14_000, day: 'day' },
];

/** What the server reads of a book: the day's rows summed by source and signs, and each buyer's last running balance. */
function readBook(book: Entry[]) {
  const ledger = new Map<string, DayLedgerRow>();
  for (const e of book.filter((e) => e.day === 'day')) {
    const frozen = e.frozen ?? 0;
    const key = `${e.source}|${Math.sign(e.io)}|${Math.sign(frozen)}`;
    const row = ledger.get(key) ?? {
      source: e.source,
      ioSign: Math.sign(e.io),
      frozenSign: Math.sign(frozen),
      rows: 0,
      ioFen: 0,
      frozenFen: 0,
    };
    ledger.set(key, { ...row, rows: row.rows + 1, ioFen: row.ioFen + e.io, frozenFen: row.frozenFen + frozen });
  }
  const last = (rows: Entry[]) => {
    const balances = new Map<number, number>();
    for (const e of rows) balances.set(e.buyer, e.after);
    return [...balances.values()];
  };
  const opening = last(book.filter((e) => e.day === 'before'));
  const closing = last(book);
  return {
    ledger: [...ledger.values()],
    held: {
      openingFen: opening.reduce((a, b) => a + b, 0),
      closingFen: closing.reduce((a, b) => a + b, 0),
      closingBuyers: closing.filter((b) => b !== 0).length,
    },
  };
}

const SALES: DaySalesRow[] = [
  { session: 'A', form: '玫瑰', supplierId: 'A1001', supplierName: '斗南花农', bundles: 10, fen: 30_000 },
  { session: 'C', form: '玫瑰', supplierId: 'A1002', supplierName: '呈贡花园', bundles: 4, fen: 8_000 },
  { session: 'C', form: '康乃馨', supplierId: 'A1001', supplierName: '斗南花农', bundles: 2, fen: 4_000 },
];

const CLAIMS = { opened: 3, accepted: 2, acceptedFen: 2_500, refused: 1 };

function report(book = BOOK) {
  return dayReport({ date: '2026-11-17', sales: SALES, claims: CLAIMS, ...readBook(book) });
}

const lines = (title: string) => report().sections.find((s) => s.title === title)!.lines;

describe('day report (日报)', () => {
  it('reconciles a day whose ledger is whole: opening + top-ups − purchases + refunds + claim payments − withdrawals ± adjustments = closing, 平', () => {
    const { reconciliation } = report();
    expect(reconciliation.terms.map((t) => [t.sign, t.label, t.fen])).toEqual([
      ['=', '期初余额', 105_000],
      ['+', '充值', 20_000],
      ['−', '购买', 42_000],
      ['+', '撤销退款', 3_000],
      ['+', '售后赔付', 1_500],
      ['−', '提现', 10_200],
      ['±', '调整', -500],
      ['=', '期末余额（应为）', 76_800],
    ]);
    expect(reconciliation).toMatchObject({ closingFen: 76_800, differenceFen: 0, balanced: true, verdict: '平' });
    expect(lines('对账').at(-1)).toEqual({ label: '对账：平', count: null, bundles: null, fen: 0 });
  });

  it('says 不平 with the difference when a ledger row of the day is missing (the running balances still hold its change)', () => {
    const missing = BOOK.filter((e) => !(e.source === 'cancel'));
    const { reconciliation } = report(missing);
    expect(reconciliation.balanced).toBe(false);
    expect(reconciliation.differenceFen).toBe(3_000);
    expect(reconciliation.verdict).toBe('不平（差额 30.00 元）');
  });

  it('says 不平 when a row was altered after the fact (its amount no longer matches the running balance)', () => {
    const altered = BOOK.map((e) => (e.source === 'after-sales' ? { ...e, io: 2_000 } : e));
    expect(reconcileDay(readBook(altered).ledger, readBook(altered).held)).toMatchObject({ balanced: false, differenceFen: -500 });
  });

  it('sums sales by session (both sessions always listed, with a total), by form and by supplier, largest value first', () => {
    expect(lines('销售（按场次）')).toEqual([
      { label: 'A 限时直供', count: null, bundles: 10, fen: 30_000 },
      { label: 'C 全天专区', count: null, bundles: 6, fen: 12_000 },
      { label: '合计', count: null, bundles: 16, fen: 42_000 },
    ]);
    expect(lines('销售（按花型）').map((l) => [l.label, l.bundles, l.fen])).toEqual([
      ['玫瑰', 14, 38_000],
      ['康乃馨', 2, 4_000],
    ]);
    expect(lines('销售（按供应商）').map((l) => [l.label, l.bundles, l.fen])).toEqual([
      ['斗南花农（A1001）', 12, 34_000],
      ['呈贡花园（A1002）', 4, 8_000],
    ]);
  });

  it('counts cancellations, claims, top-ups and the three kinds of withdrawal row from the ledger', () => {
    expect(lines('撤销')).toEqual([{ label: '撤销退款', count: 1, bundles: null, fen: 3_000 }]);
    expect(lines('售后理赔').map((l) => [l.label, l.count, l.fen])).toEqual([
      ['新申请', 3, null],
      ['已受理', 2, 2_500],
      ['已驳回', 1, null],
      ['已赔付', 1, 1_500],
    ]);
    expect(lines('充值')).toEqual([{ label: '在线充值', count: 1, bundles: null, fen: 20_000 }]);
    expect(lines('提现').map((l) => [l.label, l.count, l.fen])).toEqual([
      ['申请（冻结）', 1, 10_200],
      ['已打款', 1, 10_200],
      ['已驳回（解冻）', 0, 0],
    ]);
    expect(lines('买家余额').map((l) => [l.label, l.count, l.fen])).toEqual([
      ['期初余额', null, 105_000],
      ['期末余额', null, 76_800],
      ['持有余额的买家', 2, null],
    ]);
  });

  it('an empty day reports zeros and balances when nothing moved', () => {
    const empty = dayReport({
      date: '2026-11-18',
      sales: [],
      ledger: [],
      claims: { opened: 0, accepted: 0, acceptedFen: 0, refused: 0 },
      held: { openingFen: 500, closingFen: 500, closingBuyers: 1 },
    });
    expect(empty.title).toBe('日报 2026-11-18');
    expect(empty.reconciliation.verdict).toBe('平');
    expect(empty.sections.find((s) => s.title === '销售（按花型）')!.lines).toEqual([]);
  });

  it('flattens to the sheet rows in print order and names the files', () => {
    const rows = dayReportRows(report());
    expect(rows[0]).toEqual({ section: '销售（按场次）', label: 'A 限时直供', count: null, bundles: 10, fen: 30_000 });
    expect(rows.at(-1)!.section).toBe('对账');
    expect(dayReportFileName('2026-11-17', 'pdf')).toBe('日报-2026-11-17.pdf');
    expect(dayReportFileName('2026-11-17', 'xlsx')).toBe('日报-2026-11-17.xlsx');
  });

  it('takes a real day up to today on the market clock, with a clear message otherwise', () => {
    const now = new Date('2026-11-17T16:30:00Z'); // 2026-11-18 00:30 in Kunming
    expect(dayReportDateProblem('2026-11-18', now)).toBeNull();
    expect(dayReportDateProblem('2025-02-28', now)).toBeNull();
    expect(dayReportDateProblem('2026-11-19', now)).toBe('日报日期不能晚于今天');
    expect(dayReportDateProblem('2025-02-30', now)).toBe('请选择正确的日期');
    expect(dayReportDateProblem('2026-1-5', now)).toBe('请选择正确的日期');
    expect(dayReportDateProblem('', now)).toBe('请选择正确的日期');
  });
});
