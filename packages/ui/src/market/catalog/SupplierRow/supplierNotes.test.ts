import { describe, expect, it } from 'vitest';
import { supplierNotes } from './supplierNotes';

describe('supplierNotes', () => {
  it('joins only the parts present, with no dangling separator', () => {
    expect(supplierNotes({ meritName: '花头大', salepointName: '轻微弯头' })).toBe('优点：花头大 · 瑕疵：轻微弯头');
    expect(supplierNotes({ meritName: '', salepointName: '叶片少' })).toBe('瑕疵：叶片少');
    expect(supplierNotes({ meritName: '杆直', salepointName: '' })).toBe('优点：杆直');
    expect(supplierNotes({ meritName: ' ', salepointName: '' })).toBe('');
  });
});
