import { describe, expect, it } from 'vitest';
import { BUYER_DESK_MESSAGES } from '../buyerDesk';
import { balanceAdjustSchema, buyerManagerSchema } from './buyerDesk';
import { formErrors, validateForm } from './validate';

const good = { direction: 'credit', amount: '100.00', reason: ' 柜台现金付款 ' };

describe('balanceAdjustSchema', () => {
  it('passes a credit and trims the reason', () => {
    expect(validateForm(balanceAdjustSchema, good)).toEqual({
      ok: true,
      value: { direction: 'credit', amount: '100.00', reason: '柜台现金付款' },
    });
  });

  it('checks the fields in order with their messages', () => {
    expect(validateForm(balanceAdjustSchema, {})).toMatchObject({ ok: false, message: BUYER_DESK_MESSAGES.directionMissing });
    expect(validateForm(balanceAdjustSchema, { ...good, direction: 'refund' })).toMatchObject({
      message: BUYER_DESK_MESSAGES.directionMissing,
    });
    expect(validateForm(balanceAdjustSchema, { ...good, amount: '' })).toMatchObject({ message: BUYER_DESK_MESSAGES.amountMissing });
    expect(validateForm(balanceAdjustSchema, { ...good, amount: '0' })).toMatchObject({ message: BUYER_DESK_MESSAGES.amountZero });
    expect(validateForm(balanceAdjustSchema, { ...good, amount: '1.005' })).toMatchObject({ message: BUYER_DESK_MESSAGES.amountFormat });
    expect(validateForm(balanceAdjustSchema, { ...good, amount: { x: 1 } })).toMatchObject({ message: BUYER_DESK_MESSAGES.amountFormat });
    expect(validateForm(balanceAdjustSchema, { ...good, reason: '' })).toMatchObject({ message: BUYER_DESK_MESSAGES.reasonMissing });
    expect(validateForm(balanceAdjustSchema, { ...good, reason: null })).toMatchObject({ message: BUYER_DESK_MESSAGES.reasonMissing });
    expect(validateForm(balanceAdjustSchema, { ...good, reason: '现' })).toMatchObject({ message: BUYER_DESK_MESSAGES.reasonLength });
  });

  it('accepts an amount sent as a number', () => {
    expect(validateForm(balanceAdjustSchema, { ...good, amount: 12.5 })).toMatchObject({ ok: true, value: { amount: '12.5' } });
  });

  it('refuses a debit beyond the usable balance when it knows the balance', () => {
    const debit = { ...good, direction: 'debit', amount: '300.01' };
    const context = { balanceFen: 50_000, frozenFen: 20_000 };
    expect(formErrors(balanceAdjustSchema, debit, context)).toEqual({ amount: BUYER_DESK_MESSAGES.overdraw });
    expect(formErrors(balanceAdjustSchema, { ...debit, amount: '300' }, context)).toEqual({});
    expect(formErrors(balanceAdjustSchema, { ...debit, direction: 'credit' }, context)).toEqual({});
    // Without the balance the server's conditional update is the check.
    expect(formErrors(balanceAdjustSchema, debit)).toEqual({});
  });
});

describe('buyerManagerSchema (issue 26)', () => {
  it('passes a name and phone, trimmed and normalised', () => {
    expect(validateForm(buyerManagerSchema, { managerName: ' 周敏 ', managerPhone: '０８７１-６７３２８８８８' })).toEqual({
      ok: true,
      value: { managerName: '周敏', managerPhone: '0871-67328888' },
    });
  });
  it('passes both empty (the manager taken away), also when absent', () => {
    expect(validateForm(buyerManagerSchema, { managerName: ' ', managerPhone: '' })).toEqual({
      ok: true,
      value: { managerName: '', managerPhone: '' },
    });
    expect(validateForm(buyerManagerSchema, {})).toMatchObject({ ok: true });
  });
  it('checks the name first, then the phone, with their own messages', () => {
    expect(validateForm(buyerManagerSchema, { managerPhone: '13912345678' })).toMatchObject({
      ok: false,
      path: 'managerName',
      message: BUYER_DESK_MESSAGES.managerNameMissing,
    });
    expect(validateForm(buyerManagerSchema, { managerName: '周敏' })).toMatchObject({ message: BUYER_DESK_MESSAGES.managerPhoneMissing });
    expect(validateForm(buyerManagerSchema, { managerName: '周敏', managerPhone: '12345' })).toMatchObject({
      path: 'managerPhone',
      message: BUYER_DESK_MESSAGES.managerPhoneInvalid,
    });
    expect(formErrors(buyerManagerSchema, { managerName: '经'.repeat(21), managerPhone: 'abc' })).toEqual({
      managerName: BUYER_DESK_MESSAGES.managerNameLength,
      managerPhone: BUYER_DESK_MESSAGES.managerPhoneInvalid,
    });
  });
  it('reads a number as its digits and anything else that is not text as empty', () => {
    expect(validateForm(buyerManagerSchema, { managerName: { x: 1 }, managerPhone: 13912345678 })).toMatchObject({
      ok: false,
      message: BUYER_DESK_MESSAGES.managerNameMissing,
    });
  });
});
