/**
 * Golden file of the 结算单 (a supplier's settlement, issue 31): a paid settlement with the period's lines, a 往期补结
 * and a 往期冲回 line, two charge-backs and a 上期结欠, read back with pdfjs-dist and compared with
 * `__golden__/settlement.json` (after an intended layout change, `npx vitest run --project unit
 * apps/server/src/print -u` rewrites it and the diff is looked at). Also: the same data gives the same bytes, and a
 * draft prints marked 草稿 without a payment.
 */
import { settleSupplier, type SettlementSale } from '@huashi/domain';
import { describe, expect, it } from 'vitest';
import { embeddedFonts, pagesJson, pdfText } from './readPdf';
import { settlementPdf, type SettlementPaper } from './settlementPaper';

const sale = (itemId: number, auctionDate: string, bundles: number, kind?: SettlementSale['kind']): SettlementSale => ({
  kind,
  itemId,
  orderNo: `HS20261117${String(itemId).padStart(4, '0')}`,
  auctionDate,
  flwName: '卡罗拉',
  levelName: 'A级',
  bundles,
  stemsPerBunch: 20,
  priceFen: 150,
});

const sales = [
  sale(1, '2026-11-10', 2, 'late'),
  sale(2, '2026-11-12', 1, 'reversal'),
  ...Array.from({ length: 12 }, (_, i) => sale(10 + i, `2026-11-${String(17 + (i % 7)).padStart(2, '0')}`, 3 + i)),
];
const chargeBacks = [
  {
    claimId: 41,
    orderNo: 'HS202611170010',
    flwName: '卡罗拉',
    bundles: 1,
    amountFen: 3_000,
    reason: '花头压伤，供应商包装不当',
    decidedAt: '2026-11-20T02:00:00.000Z',
  },
  {
    claimId: 42,
    orderNo: 'HS202611170011',
    flwName: '卡罗拉',
    bundles: 2,
    amountFen: 4_500,
    reason: '少发两扎',
    decidedAt: '2026-11-21T02:00:00.000Z',
  },
];
const carries = [{ settlementId: 7, from: '2026-11-10', to: '2026-11-16', amountFen: -2_000 }];
const figures = settleSupplier(sales, chargeBacks, 500, carries);

const paid: SettlementPaper = {
  id: 12,
  supplierId: 'A1023',
  supplierName: '斗南玫瑰园',
  from: '2026-11-17',
  to: '2026-11-23',
  status: 'paid',
  sales,
  chargeBacks,
  carries,
  ...figures,
  computedAt: new Date('2026-11-24T01:00:00Z'),
  confirmedAt: new Date('2026-11-24T01:30:00Z'),
  paidAt: new Date('2026-11-24T06:05:00Z'),
  bankReference: 'ICBC-20261124-0001',
};

const textOf = async (bytes: Buffer) => (await pdfText(bytes)).flatMap((page) => page.texts.map((t) => t.text)).join(' ');

describe('结算单 (A4)', () => {
  it('prints the supplier, period, lines with 往期补结/往期冲回, charge-backs, 上期结欠, the sums and the payment, as the golden file', async () => {
    const bytes = await settlementPdf(paid);
    const pages = await pdfText(bytes);
    const text = pages.flatMap((page) => page.texts.map((t) => t.text)).join(' ');
    expect(text).toMatch(/结算单 JS-12 已付款 供应商 斗南玫瑰园（A1023） 结算期间 2026-11-17至2026-11-23/);
    expect(text).toMatch(/2026-11-10 往期补结 HS202611170001 卡罗拉 A级 2 20 1\.50 60\.00/);
    expect(text).toMatch(/2026-11-12 往期冲回 HS202611170002 卡罗拉 A级 -1 20 1\.50 -30\.00/);
    expect(text).toMatch(/41 HS202611170010 卡罗拉 1 花头压伤，供应商包装不当 -30\.00/);
    expect(text).toMatch(/上期结欠 .*JS-7 2026-11-10至2026-11-16 -20\.00/);
    expect(text).toContain(`应付供应商 ${(figures.owedFen / 100).toFixed(2)}`);
    expect(text).toContain('佣金（5%）');
    expect(text).toMatch(/已付款 银行流水号 ICBC-20261124-0001 付款时间 2026-11-24 14:05/);
    expect(text).not.toContain('草稿');
    await expect(pagesJson(pages)).toMatchFileSnapshot('./__golden__/settlement.json');
    expect(embeddedFonts(bytes)).toEqual([{ baseFont: expect.stringMatching(/^[A-Z]{6}\+NotoSansHans-Regular$/), fontFile: 'FontFile3' }]);
    expect(Buffer.compare(bytes, await settlementPdf(paid))).toBe(0);
  });

  it('marks a draft 草稿 (title and footer) and prints no confirmation or payment', async () => {
    const text = await textOf(await settlementPdf({ ...paid, status: 'draft', confirmedAt: null, paidAt: null, bankReference: '' }));
    expect(text).toContain('JS-12 待确认');
    expect(text.match(/草稿：未确认，不作付款依据/g)?.length).toBe(2);
    expect(text).not.toMatch(/确认时间|银行流水号/);
  });
});
