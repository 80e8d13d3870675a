import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARKET_HOTLINE,
  AFTER_SALES_TYPES,
  CLAIM_ACTION_DONE,
  claimActionAt,
  claimActionProblem,
  claimAmountDecision,
  claimAwaitsReply,
  claimFormula,
  claimDeadline,
  claimDeskStateOf,
  claimIsOpen,
  CLAIM_OPEN_STATUSES,
  CLAIM_DESK_MESSAGES,
  CLAIM_MESSAGES,
  claimOpenRefusal,
  claimRateText,
  CLAIM_RATE_MIN_ITEMS,
  CLAIM_RATE_STATUSES,
  claimReasonProblem,
  claimRefusal,
  claimableBundles,
  maskAccount,
  type ClaimInput,
} from './claims';
import { isContactPhone } from './identity';
import { refundShares } from './refund';

const SHOWN = new Date('2026-11-17T08:00:00+08:00');
const at = (hours: number, minutes = 0) => new Date(SHOWN.getTime() + hours * 3600_000 + minutes * 60_000);

function input(over: Partial<Omit<ClaimInput, 'item'>> & { item?: Partial<ClaimInput['item']> } = {}): ClaimInput {
  return {
    order: { showTime: SHOWN, confirmedAt: null, ...over.order },
    alreadyClaimed: over.alreadyClaimed ?? 0,
    typeName: over.typeName ?? '质量问题',
    quantity: over.quantity ?? 1,
    now: over.now ?? at(1),
    item: { levelName: 'A', buyQty: 3, afterSalesStatus: -1, cancelled: false, ...over.item },
  };
}

describe('claimRefusal (the one rule of client and server)', () => {
  it('allows a claim inside the 8-hour window', () => {
    expect(claimRefusal(input())).toBeNull();
    expect(claimRefusal(input({ now: at(7, 59) }))).toBeNull();
    expect(claimRefusal(input({ now: at(8) }))).toBeNull();
  });
  it('refuses at 8:01 after receipt, and before receipt', () => {
    expect(claimRefusal(input({ now: at(8, 1) }))).toBe(CLAIM_MESSAGES.windowClosed);
    expect(claimRefusal(input({ order: { showTime: null, confirmedAt: null } }))).toBe(CLAIM_MESSAGES.notReceived);
  });
  it('refuses a confirmed-received order first', () => {
    expect(claimRefusal(input({ order: { showTime: SHOWN, confirmedAt: at(1) }, now: at(9) }))).toBe(CLAIM_MESSAGES.confirmed);
  });
  it('refuses a cancelled item and the same item twice', () => {
    expect(claimRefusal(input({ item: { cancelled: true } }))).toBe(CLAIM_MESSAGES.cancelledItem);
    expect(claimRefusal(input({ item: { afterSalesStatus: 0 } }))).toBe(CLAIM_MESSAGES.alreadyFiled);
    expect(claimRefusal(input({ item: { afterSalesStatus: '10' } }))).toBe(CLAIM_MESSAGES.alreadyFiled);
  });
  it('refuses grade D and S for 质量问题 but allows their other types', () => {
    for (const grade of ['D', 'S', 'D+']) {
      expect(claimRefusal(input({ item: { levelName: grade } }))).toBe(CLAIM_MESSAGES.typeNotAllowed);
      expect(claimRefusal(input({ item: { levelName: grade }, typeName: '数量短缺' }))).toBeNull();
    }
    for (const grade of ['A', 'B', 'B/2L', '2L', 'L', 'M', 'A-']) expect(claimRefusal(input({ item: { levelName: grade } }))).toBeNull();
  });
  it('refuses 0, fractions and more bundles than bought minus already claimed', () => {
    expect(claimRefusal(input({ quantity: 0 }))).toBe(CLAIM_MESSAGES.quantityRequired);
    expect(claimRefusal(input({ quantity: 1.5 }))).toBe(CLAIM_MESSAGES.quantityRequired);
    expect(claimRefusal(input({ quantity: 3 }))).toBeNull();
    expect(claimRefusal(input({ quantity: 4 }))).toBe(CLAIM_MESSAGES.quantityAboveLeft);
    expect(claimRefusal(input({ quantity: 2, alreadyClaimed: 2 }))).toBe(CLAIM_MESSAGES.quantityAboveLeft);
    expect(claimableBundles({ levelName: 'A', buyQty: 3, afterSalesStatus: -1, cancelled: false }, 5)).toBe(0);
  });
  it('the type list has a quality type', () => {
    expect(Object.values(AFTER_SALES_TYPES)).toContain('质量问题');
  });
});

describe('claimActionAt (/order: 申请售后 only while a claim is allowed, 查看售后 when one exists)', () => {
  const order = { showTime: SHOWN, confirmedAt: null };
  const open = { afterSalesStatus: -1, cancelled: false };
  it('offers 申请售后 from receipt through 8 hours by the given clock, then nothing', () => {
    expect(claimActionAt(order, open, at(0))).toBe('apply');
    expect(claimActionAt(order, open, at(7, 59))).toBe('apply');
    expect(claimActionAt(order, open, at(8, 1))).toBeNull();
    expect(claimOpenRefusal({ order, item: open, now: at(8, 1) })).toBe(CLAIM_MESSAGES.windowClosed);
  });
  it('offers nothing before receipt, once confirmed, or for a cancelled item', () => {
    expect(claimActionAt({ showTime: null, confirmedAt: null }, open, at(1))).toBeNull();
    expect(claimActionAt({ showTime: SHOWN, confirmedAt: at(1) }, open, at(2))).toBeNull();
    expect(claimActionAt(order, { ...open, cancelled: true }, at(1))).toBeNull();
  });
  it('offers 查看售后 whenever a claim exists, even after the window or receipt confirmed', () => {
    expect(claimActionAt(order, { ...open, afterSalesStatus: '0' }, at(1))).toBe('view');
    expect(claimActionAt({ showTime: SHOWN, confirmedAt: at(1) }, { ...open, afterSalesStatus: 10 }, at(30))).toBe('view');
  });
});

describe('claimFormula', () => {
  const order = {
    goodsFen: 20080 + 10000,
    activityFen: 0,
    memberFen: 0,
    couponFen: 0,
    logisticsFen: 500,
    boxFen: 200,
    commissionFen: 0,
    paymentFen: 30780,
  };
  const items = [
    { itemId: 1, goodsFen: 20080, activityFen: 0, cancelled: false },
    { itemId: 2, goodsFen: 10000, activityFen: 0, cancelled: false },
  ];
  const claim = { itemId: 1, affectedBunches: 4, boughtBunches: 4 };

  it('is what the buyer paid at list price × 95 %, rounded half away from zero to a fen', () => {
    expect(claimFormula(order, items, claim)).toEqual({ itemPaidFen: 20080, baseFen: 20080, formulaFen: 19076 });
  });
  it('takes the base from what the buyer paid for those bundles: the refund rule’s share after activity, member and coupon', () => {
    // 4 扎 listed at ¥200.80, paid ¥184.74: ¥190.76 on the list price would pay more than the flowers cost.
    const discounted = { ...order, goodsFen: 20080, activityFen: 1004, memberFen: 302, couponFen: 300, paymentFen: 20080 - 1606 + 700 };
    const alone = [{ ...items[0]!, activityFen: 1004 }];
    const share = refundShares(discounted, alone)[0]!;
    expect(share.paidFen).toBe(18474);
    expect(claimFormula(discounted, alone, claim)).toEqual({ itemPaidFen: 18474, baseFen: 18474, formulaFen: 17550 });
    // Two items share the member discount and the coupon by what each paid after its activity discount.
    const both = [...alone, items[1]!];
    const two = { ...discounted, goodsFen: 30080, paymentFen: 30080 - 1606 + 700 };
    const paid = refundShares(two, both).find((s) => s.itemId === 1)!.paidFen;
    expect(paid).toBeLessThan(20080 - 1004);
    expect(claimFormula(two, both, claim).baseFen).toBe(paid);
  });
  it('prorates the base to the affected bundles, capped at those bought; bad input counts as 0', () => {
    expect(claimFormula(order, items, { ...claim, affectedBunches: 3 })).toMatchObject({ baseFen: 15060, formulaFen: 14307 });
    expect(claimFormula(order, items, { ...claim, affectedBunches: 9 })).toMatchObject({ baseFen: 20080, formulaFen: 19076 });
    expect(claimFormula(order, items, { ...claim, affectedBunches: Number.NaN })).toMatchObject({ baseFen: 0, formulaFen: 0 });
    expect(claimFormula(order, items, { ...claim, boughtBunches: 0 })).toMatchObject({ baseFen: 0, formulaFen: 0 });
  });
  it('pays nothing on an item that no longer stands on the order', () => {
    const cancelled = [{ ...items[0]!, cancelled: true }, items[1]!];
    expect(claimFormula(order, cancelled, claim)).toEqual({ itemPaidFen: 0, baseFen: 0, formulaFen: 0 });
  });
});

describe('the desk', () => {
  it('maps statuses to desk states', () => {
    expect([0, 1, 2, 8, 9, 10, 7].map(claimDeskStateOf)).toEqual(['pending', 'processing', 'rejected', 'toPay', 'toPay', 'paid', null]);
    expect([0, 1, 2, 8, 10].map(claimAwaitsReply)).toEqual([true, true, false, false, false]);
  });
  it('counts 72 hours from filing; overdue after', () => {
    const filed = new Date('2026-11-17T10:00:00Z');
    expect(claimDeadline(filed, new Date('2026-11-20T09:00:00Z'))).toEqual({
      dueAt: filed.getTime() + 72 * 3600_000,
      msLeft: 3600_000,
      overdue: false,
    });
    expect(claimDeadline(filed, new Date('2026-11-20T10:00:00Z')).overdue).toBe(false);
    expect(claimDeadline(filed, new Date('2026-11-20T10:00:01Z')).overdue).toBe(true);
  });
  it('allows each action from its status only; paid and rejected are final', () => {
    expect(claimActionProblem('accept', 0)).toBeNull();
    expect(claimActionProblem('accept', 1)).toBe(CLAIM_DESK_MESSAGES.notWaiting);
    expect(claimActionProblem('propose', 1)).toBeNull();
    expect(claimActionProblem('propose', 0)).toBeNull(); // 受理 and the amount in one step
    expect(claimActionProblem('propose', 8)).toBe(CLAIM_DESK_MESSAGES.notProcessing);
    expect(claimActionProblem('pay', 8)).toBeNull();
    expect(claimActionProblem('pay', 9)).toBeNull();
    expect(claimActionProblem('pay', 1)).toBe(CLAIM_DESK_MESSAGES.notToPay);
    expect(claimActionProblem('pay', 10)).toBe(CLAIM_DESK_MESSAGES.alreadyPaid);
    expect(claimActionProblem('reject', 0)).toBeNull();
    expect(claimActionProblem('reject', 1)).toBeNull();
    expect(claimActionProblem('reject', 8)).toBe(CLAIM_DESK_MESSAGES.cannotReject);
    expect(claimActionProblem('reject', 2)).toBe(CLAIM_DESK_MESSAGES.alreadyRejected);
    expect(claimActionProblem('accept', 'x')).toBe(CLAIM_DESK_MESSAGES.notWaiting);
  });
  it('says what each decision did, never a status label after 已', () => {
    expect(Object.values(CLAIM_ACTION_DONE).map((t) => t.split('，')[0])).toEqual(['已受理', '已确定赔付金额', '已赔付', '已驳回售后申请']);
    for (const text of Object.values(CLAIM_ACTION_DONE)) expect(text).not.toMatch(/已(处理中|待赔付|处理失败)/);
  });
  it('takes the formula amount as 8, a lower one with a reason as 9, and refuses the rest', () => {
    expect(claimAmountDecision(1995, 1995, '')).toEqual({ ok: true, status: 8 });
    expect(claimAmountDecision(1500, 1995, '部分花材可用')).toEqual({ ok: true, status: 9 });
    expect(claimAmountDecision(1500, 1995, '  ')).toEqual({ ok: false, problem: CLAIM_DESK_MESSAGES.adjustReason });
    expect(claimAmountDecision(2000, 1995, 'x')).toEqual({ ok: false, problem: CLAIM_DESK_MESSAGES.amountAbove });
    expect(claimAmountDecision(0, 1995, 'x')).toEqual({ ok: false, problem: CLAIM_DESK_MESSAGES.amountZero });
    expect(claimAmountDecision(-1, 1995, 'x')).toEqual({ ok: false, problem: CLAIM_DESK_MESSAGES.amountInvalid });
    expect(claimAmountDecision(1.5, 1995, 'x')).toEqual({ ok: false, problem: CLAIM_DESK_MESSAGES.amountInvalid });
  });
  it('checks reasons', () => {
    expect(claimReasonProblem(' ')).toBe(CLAIM_DESK_MESSAGES.reasonMissing);
    expect(claimReasonProblem('花'.repeat(201))).toBe(CLAIM_DESK_MESSAGES.reasonLong);
    expect(claimReasonProblem('照片看不出问题')).toBeNull();
  });
});

describe('claim rate and masking', () => {
  it('is accepted claims ÷ delivered items of the window with one decimal, and shows its basis', () => {
    expect(claimRateText(1, 40)).toBe('近30天售后率 2.5%（1/40）');
    expect(claimRateText(2, 150)).toBe('近30天售后率 1.3%（2/150）');
    expect(claimRateText(0, 20)).toBe('近30天售后率 0.0%（0/20）');
    expect(claimRateText(30, 20)).toBe('近30天售后率 100.0%（20/20）');
  });
  it('reads 暂无 below the minimum of delivered items, never a frightening percentage', () => {
    expect(claimRateText(1, 3)).toBe('近30天售后率 暂无');
    expect(claimRateText(0, 0)).toBe('近30天售后率 暂无');
    expect(claimRateText(1, CLAIM_RATE_MIN_ITEMS - 1)).toBe('近30天售后率 暂无');
  });
  it('counts only the claims the market accepted', () => {
    expect(CLAIM_RATE_STATUSES).toEqual([1, 8, 9, 10]);
  });
  it('masks the chat account', () => {
    expect(maskAccount('huashi_kefu01')).toBe('hu*********01');
    expect(maskAccount('abc')).toBe('a**');
    expect(maskAccount('')).toBe('');
  });
  it('has a default hotline that passes the phone rule MARKET_HOTLINE is checked by', () => {
    expect(isContactPhone(DEFAULT_MARKET_HOTLINE)).toBe(true);
  });
});

describe('claimIsOpen', () => {
  it('is open while waiting, in processing or awaiting compensation; closed once rejected or paid', () => {
    expect([0, 1, 8, 9].map(claimIsOpen)).toEqual([true, true, true, true]);
    expect([2, 10].map(claimIsOpen)).toEqual([false, false]);
    expect(claimIsOpen('1')).toBe(true);
    expect(claimIsOpen(null)).toBe(false);
    expect(CLAIM_OPEN_STATUSES).toEqual([0, 1, 8, 9]);
  });
});
