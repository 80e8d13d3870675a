/**
 * The day's report (日报, issue 31 "The day at a glance"): what a market day sold and what moved buyers' money, for
 * 财务 and 管理员, as a PDF (apps/server/src/print/dayReportPaper.ts) and an Excel sheet (services/deskExport). This
 * module holds the arithmetic and the layout of the figures, written once: the server reads sums of the day, this
 * rule turns them into the report's sections and lines, and both files print the same lines.
 *
 * Decisions:
 * - The day is a Kunming calendar day (Asia/Shanghai). Sales are the items of the orders whose auction date is the day
 *   (every order placed, paid or not: an operator's unpaid order is a sale waiting for its money), by session, by form
 *   (the catalog's 花型, styles) and by supplier, bundles and goods value. Cancellations, claims, top-ups and
 *   withdrawals are what happened during the day (their ledger rows' or decisions' time).
 * - Every money term of the reconciliation comes from the ledger (balance_ledger, the truth `npm run ledger:check`
 *   proves balances against): the day's rows summed by source (ref_type) and sign. Purchases are the 订单付款 rows,
 *   refunds 撤销退款, claim payments 售后赔付, top-ups 在线充值, withdrawals the payout rows of 提现 (a freeze or its
 *   release moves no balance), and adjustments everything else (人工调整, 初始充值, other sources).
 * - Opening and closing held are the buyers' balances at the day's start and end as the ledger's running balance
 *   (balance_after of each buyer's last row before the instant) records them — NOT the sum of the day's rows, so the
 *   equation opening + top-ups − purchases + refunds + claim payments − withdrawals ± adjustments = closing is a
 *   check, not a tautology: a missing or altered ledger row makes the running balances and the sums disagree, and the
 *   report says 不平 with the difference.
 * - A withdrawal's three rows are told apart by their signs: freeze (frozen +: 申请), payout (balance −: 已打款),
 *   release (frozen −, balance 0: 已驳回). Requested amounts are the frozen totals (amount + fee).
 * - Lists (forms, suppliers) are sorted by value, then name, so the same data gives the same lines.
 */
import { formatYuan, sumFen, type Fen } from './money';
import { SESSIONS, type SessionType } from './sessions';
import { auctionDate, isCalendarDay, type Instant } from './time';

/** One group of the day's sales as the server sums it: a session, form and supplier. */
export type DaySalesRow = {
  session: SessionType;
  form: string;
  supplierId: string;
  supplierName: string;
  bundles: number;
  fen: Fen;
};

/** The day's ledger rows of a source with the same signs of their balance and frozen changes (-1, 0, 1). */
export type DayLedgerRow = {
  source: string | null;
  ioSign: number;
  frozenSign: number;
  rows: number;
  ioFen: Fen;
  frozenFen: Fen;
};

/** Claims of the day: opened (filed), decided (by their status after the decision). */
export type DayClaims = {
  opened: number;
  /** Decided during the day: accepted (待赔付 / 已赔付, with the accepted amount) and refused (处理失败). */
  accepted: number;
  acceptedFen: Fen;
  refused: number;
};

/** Buyers' balances held at the day's start and end (each buyer's last running balance before the instant). */
export type DayHeld = { openingFen: Fen; closingFen: Fen; closingBuyers: number };

export type DayReportInput = {
  date: string;
  sales: readonly DaySalesRow[];
  ledger: readonly DayLedgerRow[];
  claims: DayClaims;
  held: DayHeld;
};

/** A line of the report: what it is, and the figures that apply to it (null: not applicable, printed blank). */
export type DayReportLine = { label: string; count: number | null; bundles: number | null; fen: Fen | null };
export type DayReportSection = { title: string; lines: DayReportLine[] };

export type ReconciliationTerm = { label: string; sign: '+' | '−' | '±' | '='; fen: Fen };

export type DayReconciliation = {
  /** 期初余额, + 充值, − 购买, + 撤销退款, + 售后赔付, − 提现, ± 调整, = 期末余额（应为） */
  terms: ReconciliationTerm[];
  expectedClosingFen: Fen;
  closingFen: Fen;
  /** closing (running balances) − expected (opening + the day's terms). */
  differenceFen: Fen;
  balanced: boolean;
  /** 平 / 不平（差额 12.30 元） */
  verdict: string;
};

export type DayReport = { date: string; title: string; sections: DayReportSection[]; reconciliation: DayReconciliation };

export const DAY_REPORT_TITLE = '日报';

export const DAY_REPORT_SECTIONS = {
  session: '销售（按场次）',
  form: '销售（按花型）',
  supplier: '销售（按供应商）',
  cancellations: '撤销',
  claims: '售后理赔',
  topUps: '充值',
  withdrawals: '提现',
  held: '买家余额',
  reconciliation: '对账',
} as const;

export const DAY_REPORT_MESSAGES = {
  date: '请选择正确的日期',
  future: '日报日期不能晚于今天',
  failed: '日报生成失败，请稍后再试',
} as const;

/** The problem of a report's day (YYYY-MM-DD, a real date, not after today on the market clock), or null. */
export function dayReportDateProblem(date: string, now: Instant): string | null {
  if (!isCalendarDay(date)) return DAY_REPORT_MESSAGES.date;
  return date > (auctionDate(now) ?? '') ? DAY_REPORT_MESSAGES.future : null;
}

export const DAY_REPORT_COLUMNS = { section: '栏目', label: '项目', count: '笔数', bundles: '扎数', fen: '金额(元)' } as const;

/** The ledger sources (balance_ledger.ref_type) the reconciliation names; any other is an adjustment. */
const TERM_SOURCES = {
  recharge: 'topUps',
  order: 'purchases',
  cancel: 'refunds',
  'after-sales': 'claimPayments',
  withdrawal: 'withdrawals',
} as const;
type Term = (typeof TERM_SOURCES)[keyof typeof TERM_SOURCES] | 'adjustments';

const TERM_LABELS: Record<Term, { label: string; sign: ReconciliationTerm['sign'] }> = {
  topUps: { label: '充值', sign: '+' },
  purchases: { label: '购买', sign: '−' },
  refunds: { label: '撤销退款', sign: '+' },
  claimPayments: { label: '售后赔付', sign: '+' },
  withdrawals: { label: '提现', sign: '−' },
  adjustments: { label: '调整', sign: '±' },
};

function termOf(source: string | null): Term {
  return source !== null && Object.hasOwn(TERM_SOURCES, source) ? TERM_SOURCES[source as keyof typeof TERM_SOURCES] : 'adjustments';
}

/** −fen without a negative zero. */
const negate = (fen: Fen): Fen => sumFen([-fen]);

const line = (label: string, count: number | null, bundles: number | null, fen: Fen | null): DayReportLine => ({
  label,
  count,
  bundles,
  fen,
});

type Sum = { bundles: number; fen: Fen };
function sumBy<K extends string>(rows: readonly DaySalesRow[], key: (row: DaySalesRow) => K): Map<K, Sum> {
  const sums = new Map<K, Sum>();
  for (const row of rows) {
    const sum = sums.get(key(row)) ?? { bundles: 0, fen: 0 };
    sums.set(key(row), { bundles: sum.bundles + row.bundles, fen: sumFen([sum.fen, row.fen]) });
  }
  return sums;
}

/** By value (largest first), then name: the same data gives the same order. */
function ranked(sums: Map<string, Sum>): DayReportLine[] {
  return [...sums.entries()]
    .sort(([a, x], [b, y]) => y.fen - x.fen || (a < b ? -1 : a > b ? 1 : 0))
    .map(([label, sum]) => line(label, null, sum.bundles, sum.fen));
}

function totalLine(rows: readonly DaySalesRow[]): DayReportLine {
  return line(
    '合计',
    null,
    rows.reduce((n, row) => n + row.bundles, 0),
    sumFen(rows.map((row) => row.fen)),
  );
}

/** The ledger rows matching `pick`: how many and their balance and frozen sums. */
function ledgerSum(ledger: readonly DayLedgerRow[], pick: (row: DayLedgerRow) => boolean) {
  const rows = ledger.filter(pick);
  return {
    rows: rows.reduce((n, row) => n + row.rows, 0),
    ioFen: sumFen(rows.map((row) => row.ioFen)),
    frozenFen: sumFen(rows.map((row) => row.frozenFen)),
  };
}

/** "不平（差额 -12.30 元）" or "平". */
export function reconciliationVerdict(differenceFen: Fen): string {
  return differenceFen === 0 ? '平' : `不平（差额 ${formatYuan(differenceFen)} 元）`;
}

/** The reconciliation of the day: opening + each term of the ledger = expected closing, against the closing held. */
export function reconcileDay(ledger: readonly DayLedgerRow[], held: DayHeld): DayReconciliation {
  const sums: Record<Term, Fen> = { topUps: 0, purchases: 0, refunds: 0, claimPayments: 0, withdrawals: 0, adjustments: 0 };
  for (const row of ledger) sums[termOf(row.source)] = sumFen([sums[termOf(row.source)], row.ioFen]);
  const expectedClosingFen = sumFen([held.openingFen, ...Object.values(sums)]);
  const differenceFen = sumFen([held.closingFen, -expectedClosingFen]);
  const terms: ReconciliationTerm[] = [
    { label: '期初余额', sign: '=', fen: held.openingFen },
    // Terms read as a person writes them: − 购买 1,200.00 (the ledger's −1,200.00), ± 调整 keeps its sign.
    ...(Object.keys(TERM_LABELS) as Term[]).map((term) => ({
      ...TERM_LABELS[term],
      fen: TERM_LABELS[term].sign === '−' ? negate(sums[term]) : sums[term],
    })),
    { label: '期末余额（应为）', sign: '=', fen: expectedClosingFen },
  ];
  return {
    terms,
    expectedClosingFen,
    closingFen: held.closingFen,
    differenceFen,
    balanced: differenceFen === 0,
    verdict: reconciliationVerdict(differenceFen),
  };
}

/** The day's report from the server's sums: its sections in print order and the reconciliation. */
export function dayReport(input: DayReportInput): DayReport {
  const { sales, ledger, claims, held } = input;
  const sessions = sumBy(sales, (row) => row.session);
  const sessionLines = (Object.keys(SESSIONS) as SessionType[]).map((code) => {
    const sum = sessions.get(code) ?? { bundles: 0, fen: 0 };
    return line(`${code} ${SESSIONS[code].name}`, null, sum.bundles, sum.fen);
  });
  const supplierName = new Map(sales.map((row) => [row.supplierId, row.supplierName]));
  const suppliers = ranked(sumBy(sales, (row) => row.supplierId)).map((l) => ({
    ...l,
    label: `${supplierName.get(l.label)}（${l.label}）`,
  }));

  const cancels = ledgerSum(ledger, (row) => row.source === 'cancel');
  const claimPaid = ledgerSum(ledger, (row) => row.source === 'after-sales');
  const topUps = ledgerSum(ledger, (row) => row.source === 'recharge');
  const requested = ledgerSum(ledger, (row) => row.source === 'withdrawal' && row.frozenSign > 0);
  const paid = ledgerSum(ledger, (row) => row.source === 'withdrawal' && row.ioSign < 0);
  const released = ledgerSum(ledger, (row) => row.source === 'withdrawal' && row.ioSign === 0 && row.frozenSign < 0);
  const reconciliation = reconcileDay(ledger, held);

  const sections: DayReportSection[] = [
    { title: DAY_REPORT_SECTIONS.session, lines: [...sessionLines, totalLine(sales)] },
    { title: DAY_REPORT_SECTIONS.form, lines: ranked(sumBy(sales, (row) => row.form)) },
    { title: DAY_REPORT_SECTIONS.supplier, lines: suppliers },
    { title: DAY_REPORT_SECTIONS.cancellations, lines: [line('撤销退款', cancels.rows, null, cancels.ioFen)] },
    {
      title: DAY_REPORT_SECTIONS.claims,
      lines: [
        line('新申请', claims.opened, null, null),
        line('已受理', claims.accepted, null, claims.acceptedFen),
        line('已驳回', claims.refused, null, null),
        line('已赔付', claimPaid.rows, null, claimPaid.ioFen),
      ],
    },
    { title: DAY_REPORT_SECTIONS.topUps, lines: [line('在线充值', topUps.rows, null, topUps.ioFen)] },
    {
      title: DAY_REPORT_SECTIONS.withdrawals,
      lines: [
        line('申请（冻结）', requested.rows, null, requested.frozenFen),
        line('已打款', paid.rows, null, negate(paid.ioFen)),
        line('已驳回（解冻）', released.rows, null, negate(released.frozenFen)),
      ],
    },
    {
      title: DAY_REPORT_SECTIONS.held,
      lines: [
        line('期初余额', null, null, held.openingFen),
        line('期末余额', null, null, held.closingFen),
        line('持有余额的买家', held.closingBuyers, null, null),
      ],
    },
    {
      title: DAY_REPORT_SECTIONS.reconciliation,
      lines: [
        ...reconciliation.terms.map((term) => line(term.sign === '=' ? term.label : `${term.sign} ${term.label}`, null, null, term.fen)),
        line('期末余额（账面）', null, null, reconciliation.closingFen),
        line(`对账：${reconciliation.verdict}`, null, null, reconciliation.differenceFen),
      ],
    },
  ];
  return { date: input.date, title: `${DAY_REPORT_TITLE} ${input.date}`, sections, reconciliation };
}

/** The report as flat lines (栏目, 项目, 笔数, 扎数, 金额): the Excel sheet's rows, in the PDF's order. */
export function dayReportRows(report: DayReport): (DayReportLine & { section: string })[] {
  return report.sections.flatMap((section) => section.lines.map((l) => ({ section: section.title, ...l })));
}

/** The file a day's report is saved as: 日报-2026-11-17.pdf / 日报-2026-11-17.xlsx. */
export function dayReportFileName(date: string, kind: 'pdf' | 'xlsx'): string {
  return `${DAY_REPORT_TITLE}-${date}.${kind}`;
}
