import { describe, expect, it } from 'vitest';
import { ledgerMovement, ledgerMovementText } from './ledger';
import { formatPrice, formatYuan } from './money';

describe('ledgerMovement', () => {
  it('reads a balance change by its sign', () => {
    expect(ledgerMovement(100_000)).toEqual({ kind: 'in', tone: 'in', word: '收入', fen: 100_000 });
    expect(ledgerMovement(-1_230, 0)).toEqual({ kind: 'out', tone: 'out', word: '支出', fen: 1_230 });
    expect(ledgerMovement(0, 0).kind).toBe('in');
  });

  it('reads a row that only moves the frozen amount as 冻结 / 解冻, never as +0.00', () => {
    expect(ledgerMovement(0, 10_500)).toEqual({ kind: 'freeze', tone: 'frozen', word: '冻结', fen: 10_500 });
    expect(ledgerMovement(0, -10_500)).toEqual({ kind: 'release', tone: 'frozen', word: '解冻', fen: 10_500 });
  });

  it('reads a withdrawal payout (balance and frozen both down) as money out', () => {
    expect(ledgerMovement(-10_500, -10_500)).toMatchObject({ kind: 'out', fen: 10_500 });
  });

  it('takes a missing or broken frozen change as none', () => {
    expect(ledgerMovement(500, null).kind).toBe('in');
    expect(ledgerMovement(0, undefined).kind).toBe('in');
    expect(ledgerMovement(Number.NaN, Number.NaN)).toMatchObject({ kind: 'in', fen: 0 });
  });
});

describe('ledgerMovementText', () => {
  it('writes the amount with the formatter it is given', () => {
    expect(ledgerMovementText(ledgerMovement(100_000), formatYuan)).toEqual({ text: '+1000.00', label: '收入1000.00元' });
    expect(ledgerMovementText(ledgerMovement(-51_000), formatPrice)).toEqual({ text: '-￥510.00', label: '支出510.00元' });
    expect(ledgerMovementText(ledgerMovement(0, 10_500), formatYuan)).toEqual({ text: '冻结 105.00', label: '冻结105.00元' });
    expect(ledgerMovementText(ledgerMovement(0, -10_500), formatPrice)).toEqual({ text: '解冻 ￥105.00', label: '解冻105.00元' });
  });
});
