import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankReferenceProblem,
  chargeBackLabel,
  chargeBackProblem,
  claimChargeable,
  commissionFen,
  commissionRateText,
  parseCommissionRate,
  payeeProblem,
  payoutPurpose,
  settlementFileName,
  payoutRows,
  PAYOUT_COLUMNS,
  periodEndMs,
  periodsOverlap,
  saleValueFen,
  SETTLEMENT_MESSAGES,
  settlementPeriodProblem,
  saleLineKindLabel,
  settlementPeriodOver,
  settleSupplier,
  type SettlementSale,
} from './settlement';

const sale = (bundles: number, stemsPerBunch: number, priceFen: number, itemId = 1): SettlementSale => ({
  itemId,
  orderNo: `NO${itemId}`,
  auctionDate: '2026-11-17',
  flwName: '卡罗拉',
  levelName: 'A级',
  bundles,
  stemsPerBunch,
  priceFen,
});

describe('settlement period', () => {
  it('takes one day up to 31 days, from ≤ to, real dates only', () => {
    expect(settlementPeriodProblem('2026-11-17', '2026-11-17')).toBeNull();
    expect(settlementPeriodProblem('2026-11-01', '2026-12-01')).toBeNull();
    expect(settlementPeriodProblem('2026-11-01', '2026-12-02')).toBe(SETTLEMENT_MESSAGES.periodTooLong);
    expect(settlementPeriodProblem('2026-11-18', '2026-11-17')).toBe(SETTLEMENT_MESSAGES.periodReversed);
    expect(settlementPeriodProblem('2026-02-30', '2026-03-01')).toBe(SETTLEMENT_MESSAGES.periodInvalid);
    expect(settlementPeriodProblem('', '2026-03-01')).toBe(SETTLEMENT_MESSAGES.periodInvalid);
  });

  it('ends at midnight in Beijing time after its last day', () => {
    expect(new Date(periodEndMs('2026-11-17')!).toISOString()).toBe('2026-11-17T16:00:00.000Z');
    expect(periodEndMs('2026-13-01')).toBeNull();
  });

  it('overlaps when the periods share a day', () => {
    expect(periodsOverlap({ from: '2026-11-01', to: '2026-11-07' }, { from: '2026-11-07', to: '2026-11-14' })).toBe(true);
    expect(periodsOverlap({ from: '2026-11-01', to: '2026-11-07' }, { from: '2026-11-08', to: '2026-11-14' })).toBe(false);
  });
});

describe('commission rate', () => {
  it('reads a rate below 1 with up to 4 decimals as basis points', () => {
    expect(parseCommissionRate('0')).toBe(0);
    expect(parseCommissionRate('0.05')).toBe(500);
    expect(parseCommissionRate('.125')).toBe(1250);
    expect(parseCommissionRate('0.0001')).toBe(1);
    expect(parseCommissionRate('1')).toBeNull();
    expect(parseCommissionRate('0.00001')).toBeNull();
    expect(parseCommissionRate('5%')).toBeNull();
    expect(parseCommissionRate('-0.1')).toBeNull();
    expect(commissionRateText(500)).toBe('5%');
    expect(commissionRateText(1250)).toBe('12.5%');
  });

  it('rounds the commission once, half away from zero', () => {
    expect(commissionFen(10_010, 500)).toBe(501); // 500.5 → 501
    expect(commissionFen(10_009, 500)).toBe(500); // 500.45 → 500
    expect(commissionFen(123_456, 0)).toBe(0);
  });
});

describe('settleSupplier', () => {
  it('is sales × stems × price − charged back − commission, in fen', () => {
    const figures = settleSupplier([sale(3, 20, 35, 1), sale(2, 10, 120, 2)], [{ amountFen: 1_000 }], 500);
    // 3 × 20 × 35 = 2100; 2 × 10 × 120 = 2400; sales 4500; commission 5 % = 225.
    expect(saleValueFen(sale(3, 20, 35))).toBe(2_100);
    expect(figures).toEqual({
      bundles: 5,
      stems: 80,
      salesFen: 4_500,
      lateFen: 0,
      reversedFen: 0,
      chargeBackFen: 1_000,
      carriedFen: 0,
      commissionBp: 500,
      commissionFen: 225,
      owedFen: 3_275,
    });
  });

  it('counts 往期补结 as sales, takes 往期冲回 back (commission too), and starts from 上期结欠', () => {
    const late = { ...sale(1, 20, 35, 3), kind: 'late' as const };
    const back = { ...sale(2, 10, 120, 4), kind: 'reversal' as const, settledBy: 9 };
    expect(saleValueFen(back)).toBe(-2_400);
    const figures = settleSupplier([sale(3, 20, 35, 1), late, back], [], 500, [{ amountFen: -300 }]);
    // 2100 + 700 − 2400 = 400 net; commission 5 % = 20; owed 400 − 20 − 300 = 80.
    expect(figures).toMatchObject({ bundles: 2, stems: 60, salesFen: 400, lateFen: 700, reversedFen: -2_400, carriedFen: -300 });
    expect(figures).toMatchObject({ commissionFen: 20, owedFen: 80 });
    // A net take-back gives the commission back: −2400 × 5 % = −120.
    expect(settleSupplier([back], [], 500)).toMatchObject({ salesFen: -2_400, commissionFen: -120, owedFen: -2_280 });
    expect(saleLineKindLabel(late.kind)).toBe('往期补结');
    expect(saleLineKindLabel(undefined)).toBe('');
  });

  it('confirms only a period that is over by the market clock', () => {
    expect(settlementPeriodOver('2026-11-17', '2026-11-17')).toBe(false);
    expect(settlementPeriodOver('2026-11-17', '2026-11-18')).toBe(true);
  });

  it('owes nothing of an empty period and may go below zero when claims exceed sales', () => {
    expect(settleSupplier([], [], 500).owedFen).toBe(0);
    expect(settleSupplier([sale(1, 10, 10)], [{ amountFen: 500 }], 0).owedFen).toBe(-400);
  });

  it('for any history: owed = Σ sales − Σ charge-backs − commission of the sum, integers only', () => {
    const sales = fc.array(
      fc.record({
        bundles: fc.integer({ min: 0, max: 500 }),
        stems: fc.integer({ min: 1, max: 50 }),
        price: fc.integer({ min: 0, max: 5_000 }),
      }),
      { maxLength: 30 },
    );
    const claims = fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 10 });
    fc.assert(
      fc.property(sales, claims, fc.integer({ min: 0, max: 9_999 }), (s, c, bp) => {
        const lines = s.map((x, i) => sale(x.bundles, x.stems, x.price, i));
        const figures = settleSupplier(
          lines,
          c.map((amountFen) => ({ amountFen })),
          bp,
        );
        const gross = s.reduce((n, x) => n + x.bundles * x.stems * x.price, 0);
        const back = c.reduce((n, x) => n + x, 0);
        expect(figures.salesFen).toBe(gross);
        expect(figures.chargeBackFen).toBe(back);
        expect(Number.isInteger(figures.commissionFen)).toBe(true);
        expect(Math.abs(figures.commissionFen * 10_000 - gross * bp)).toBeLessThanOrEqual(5_000);
        expect(figures.owedFen).toBe(gross - back - figures.commissionFen);
      }),
    );
  });
});

describe('decisions and payees', () => {
  it('needs a reason only when the claim is charged back', () => {
    expect(chargeBackProblem(true, '  ')).toBe(SETTLEMENT_MESSAGES.chargeBackReasonRequired);
    expect(chargeBackProblem(true, '花头腐烂，供应商包装不当')).toBeNull();
    expect(chargeBackProblem(false, '')).toBeNull();
    expect(chargeBackProblem(true, '字'.repeat(101))).toBe(SETTLEMENT_MESSAGES.chargeBackReasonTooLong);
  });

  it('names a charge-back decision, and only decided amounts (8, 9, 10) can be charged back', () => {
    expect([true, false, null].map(chargeBackLabel)).toEqual(['已扣款给供应商', '不扣款', '未决定']);
    expect([0, 1, 8, 9, 10, 11].map(claimChargeable)).toEqual([false, false, true, true, true, false]);
  });

  it('checks a bank reference and a payee', () => {
    expect(bankReferenceProblem('')).toBe(SETTLEMENT_MESSAGES.bankReferenceRequired);
    expect(bankReferenceProblem('2026112900001')).toBeNull();
    expect(bankReferenceProblem('流水')).toBe(SETTLEMENT_MESSAGES.bankReferenceInvalid);
    expect(payeeProblem({ bankName: '中国农业银行昆明呈贡支行', accountName: '李春花', accountNo: '6228 4800 1234 5678' })).toBeNull();
    expect(payeeProblem({ bankName: '', accountName: '李春花', accountNo: '62284800' })).toBe(SETTLEMENT_MESSAGES.payeeBankRequired);
    expect(payeeProblem({ bankName: '农行', accountName: ' ', accountNo: '62284800' })).toBe(SETTLEMENT_MESSAGES.payeeNameRequired);
    expect(payeeProblem({ bankName: '农行', accountName: '李春花', accountNo: '6228' })).toBe(SETTLEMENT_MESSAGES.payeeAccountInvalid);
  });
});

describe('payout rows', () => {
  it('lists settlements that pay something to a known payee, numbered, and names the others', () => {
    const payee = { bankName: '中国农业银行昆明呈贡支行', accountName: '李春花', accountNo: '6228 4800 1234 5678' };
    const base = { supplierName: '李春花', from: '2026-11-17', to: '2026-11-23' };
    const { rows, skipped } = payoutRows([
      { ...base, id: 7, supplierId: 'A1023', owedFen: 123_405, payee },
      { ...base, id: 8, supplierId: 'A1024', owedFen: -10, payee },
      { ...base, id: 9, supplierId: 'A1025', owedFen: 500, payee: null },
      { ...base, id: 10, supplierId: 'A1026', owedFen: 5, payee, from: '2026-11-17', to: '2026-11-17' },
    ]);
    expect(rows[0]).toEqual([...PAYOUT_COLUMNS]);
    expect(rows[1]).toEqual([
      '1',
      '6228480012345678',
      '李春花',
      '中国农业银行昆明呈贡支行',
      '1234.05',
      '花市货款 A1023 2026-11-17至2026-11-23',
      'JS-7',
    ]);
    expect(rows[2]).toEqual(['2', '6228480012345678', '李春花', '中国农业银行昆明呈贡支行', '0.05', '花市货款 A1026 2026-11-17', 'JS-10']);
    expect(skipped.map((s) => s.id)).toEqual([8, 9]);
    expect(payoutPurpose({ supplierId: 'A1', from: '2026-11-01', to: '2026-11-01' })).toBe('花市货款 A1 2026-11-01');
  });

  it('names the settlement paper by supplier and period', () => {
    expect(settlementFileName({ supplierId: 'A1023', from: '2026-11-17', to: '2026-11-23' })).toBe(
      '结算单-A1023-2026-11-17至2026-11-23.pdf',
    );
    expect(settlementFileName({ supplierId: 'A1', from: '2026-11-01', to: '2026-11-01' })).toBe('结算单-A1-2026-11-01.pdf');
  });
});
