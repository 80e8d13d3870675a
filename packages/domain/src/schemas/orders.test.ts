import { describe, expect, it } from 'vitest';
import { validateForm } from './validate';
import { ORDER_NOTICE_MAX, REMARK_MESSAGES, remarkSchema } from './orders';

describe('remarkSchema', () => {
  it('accepts a note and trims it', () => {
    expect(validateForm(remarkSchema, { notice: '  请用纸箱包装  ' })).toEqual({ ok: true, value: { notice: '请用纸箱包装' } });
  });

  it('accepts an empty or missing note (clears the remark)', () => {
    expect(validateForm(remarkSchema, { notice: '' })).toEqual({ ok: true, value: { notice: '' } });
    expect(validateForm(remarkSchema, {})).toEqual({ ok: true, value: { notice: '' } });
    expect(validateForm(remarkSchema, { notice: null })).toEqual({ ok: true, value: { notice: '' } });
  });

  it('accepts exactly the limit and refuses one more', () => {
    expect(validateForm(remarkSchema, { notice: '花'.repeat(ORDER_NOTICE_MAX) }).ok).toBe(true);
    expect(validateForm(remarkSchema, { notice: '花'.repeat(ORDER_NOTICE_MAX + 1) })).toMatchObject({
      ok: false,
      message: REMARK_MESSAGES.tooLong,
    });
  });

  it('refuses a value that is not text', () => {
    expect(validateForm(remarkSchema, { notice: { a: 1 } })).toMatchObject({ ok: false, message: REMARK_MESSAGES.notText });
  });
});
