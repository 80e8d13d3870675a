/**
 * Golden file of the day's report (日报, issue 31): drawn from a fixed day (the domain's report of known sums), read
 * back with pdfjs-dist as its pages' text runs and positions, and compared with `__golden__/dayReport.json` (after
 * an intended layout change, `npx vitest run --project unit apps/server/src/print -u` rewrites it and the diff is
 * looked at). Also: the same data gives the same bytes, the CJK font is embedded as a subset, an unbalanced day
 * prints 不平 with its difference, and whatever the day's length a section's title keeps its first lines and 对账
 * stays whole on one page.
 */
import { DAY_REPORT_SECTIONS, dayReport, type DayReportInput } from '@huashi/domain';
import { describe, expect, it } from 'vitest';
import { dayReportPdf } from './dayReportPaper';
import { embeddedFonts, pagesJson, pdfText } from './readPdf';

/** A day with 60 suppliers, so the supplier list runs over a page (续). */
const day: DayReportInput = {
  date: '2026-11-17',
  sales: [
    { session: 'A', form: '玫瑰', supplierId: 'A1023', supplierName: '斗南玫瑰园', bundles: 120, fen: 360_000 },
    { session: 'C', form: '康乃馨', supplierId: 'B2001', supplierName: '晋宁花卉合作社', bundles: 40, fen: 48_000 },
    ...Array.from({ length: 58 }, (_, i) => ({
      session: 'C' as const,
      form: '配叶',
      supplierId: `C${3000 + i}`,
      supplierName: `呈贡花农${i + 1}号`,
      bundles: 2,
      fen: 1_000 + i,
    })),
  ],
  ledger: [
    { source: 'seed', ioSign: 1, frozenSign: 0, rows: 1, ioFen: 100_000, frozenFen: 0 },
    { source: 'recharge', ioSign: 1, frozenSign: 0, rows: 3, ioFen: 300_000, frozenFen: 0 },
    { source: 'order', ioSign: -1, frozenSign: 0, rows: 12, ioFen: -250_000, frozenFen: 0 },
    { source: 'cancel', ioSign: 1, frozenSign: 0, rows: 2, ioFen: 6_000, frozenFen: 0 },
    { source: 'after-sales', ioSign: 1, frozenSign: 0, rows: 1, ioFen: 1_500, frozenFen: 0 },
    { source: 'withdrawal', ioSign: 0, frozenSign: 1, rows: 1, ioFen: 0, frozenFen: 10_200 },
    { source: 'withdrawal', ioSign: -1, frozenSign: -1, rows: 1, ioFen: -10_200, frozenFen: -10_200 },
  ],
  claims: { opened: 3, accepted: 2, acceptedFen: 2_500, refused: 1 },
  held: { openingFen: 1_000_000, closingFen: 1_147_300, closingBuyers: 25 },
};

describe('day report (日报, A4)', () => {
  it('prints every section in order with the reconciliation and 平, runs a long list over pages, as the golden file', async () => {
    const bytes = await dayReportPdf(dayReport(day));
    const pages = await pdfText(bytes);
    expect(pages.length).toBe(3);
    const text = pages.map((page) => page.texts.map((t) => t.text).join(' ')).join(' ');
    expect(text).toMatch(
      /日报 2026-11-17.*对账 平.*销售（按场次）.*A 限时直供.*销售（按花型）.*玫瑰.*销售（按供应商）.*斗南玫瑰园（A1023）/,
    );
    expect(text).toMatch(/销售（按供应商）（续）.*撤销.*售后理赔.*充值.*提现.*买家余额.*对账.*期末余额（应为） 11473\.00.*对账：平/);
    await expect(pagesJson(pages)).toMatchFileSnapshot('./__golden__/dayReport.json');
    expect(embeddedFonts(bytes)).toEqual([{ baseFont: expect.stringMatching(/^[A-Z]{6}\+NotoSansHans-Regular$/), fontFile: 'FontFile3' }]);
    expect(Buffer.compare(bytes, await dayReportPdf(dayReport(day)))).toBe(0);
  });

  it('prints 不平 with the difference when the running balances disagree with the day’s ledger rows', async () => {
    const pages = await pdfText(await dayReportPdf(dayReport({ ...day, held: { ...day.held, closingFen: 1_150_300 } })));
    const text = pages.flatMap((page) => page.texts.map((t) => t.text)).join(' ');
    expect(text).toContain('对账 不平（差额 30.00 元）');
    expect(text).toContain('对账：不平（差额 30.00 元）');
  });

  it('keeps each short section (对账 among them) whole on a page and a long list’s title with its first lines, whatever the day’s length', async () => {
    const TITLES = new Set<string>(Object.values(DAY_REPORT_SECTIONS));
    // From a day that fits one page to one of three: the report's end passes every point of a page's foot.
    for (let suppliers = 0; suppliers <= 90; suppliers += 3) {
      const input = { ...day, sales: day.sales.slice(0, 2 + suppliers) };
      const lineCount = new Map(dayReport(input).sections.map((section) => [section.title, Math.max(section.lines.length, 1)]));
      const pages = await pdfText(await dayReportPdf(dayReport(input)));
      const printed = new Map<string, number>();
      for (const [n, page] of pages.entries()) {
        // The section titles on the page (x 40) and the lines under each (their 项目 at x 52), in reading order.
        const blocks: { title: string; lines: number }[] = [];
        for (const run of page.texts) {
          const title = run.text.replace(/（续）$/, '');
          if (run.x === 40 && TITLES.has(title)) blocks.push({ title: run.text, lines: 0 });
          else if (run.x === 52 && blocks.length > 0) blocks[blocks.length - 1]!.lines++;
        }
        for (const { title, lines } of blocks) {
          const name = title.replace(/（续）$/, '');
          const total = lineCount.get(name)!;
          const where = `${suppliers} suppliers, page ${n + 1}: ${title}`;
          if (title !== name) expect(lines, where).toBeGreaterThanOrEqual(2);
          else if (total <= 12) expect(lines, where).toBe(total);
          else expect(lines, where).toBeGreaterThanOrEqual(3);
          printed.set(name, (printed.get(name) ?? 0) + lines);
        }
      }
      // Every line printed once, 对账 whole on one page ending with its verdict.
      expect(Object.fromEntries(printed), `${suppliers} suppliers`).toEqual(Object.fromEntries(lineCount));
      const last = pages.at(-1)!.texts.map((t) => t.text);
      expect(last.slice(last.indexOf(DAY_REPORT_SECTIONS.reconciliation)).join(' ')).toMatch(
        /^对账 期初余额 .* 期末余额（账面） .* 对账：平/,
      );
    }
    // 31 reports drawn and read back: about 4 s on a quiet machine, more beside other work.
  }, 30_000);
});
