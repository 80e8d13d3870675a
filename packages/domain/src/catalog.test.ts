import { describe, expect, it } from 'vitest';
import { followToggleMessage, isSupplierType, LENGTH_MAP, lengthLabel, opennessLabel, visibleCategories } from './catalog';
import { gradeClass } from './grade';

describe('length map', () => {
  it('30 and 35 → 30-35cm, then 5 cm steps up to 80 → 75-80cm', () => {
    expect(lengthLabel('30')).toBe('30-35cm');
    expect(lengthLabel('35')).toBe('30-35cm');
    expect(lengthLabel('40')).toBe('35-40cm');
    expect(lengthLabel('45')).toBe('40-45cm');
    expect(lengthLabel('60')).toBe('55-60cm');
    expect(lengthLabel('80')).toBe('75-80cm');
    expect(Object.keys(LENGTH_MAP)).toHaveLength(11);
  });
  it('reads 40cm, 40 CM and numbers', () => {
    expect(lengthLabel('40cm')).toBe('35-40cm');
    expect(lengthLabel(' 40 CM ')).toBe('35-40cm');
    expect(lengthLabel(70)).toBe('65-70cm');
  });
  it('shows unknown lengths as they are', () => {
    expect(lengthLabel('25')).toBe('25');
    expect(lengthLabel('85')).toBe('85');
    expect(lengthLabel('42')).toBe('42');
    expect(lengthLabel('35-40cm')).toBe('35-40cm');
    expect(lengthLabel('')).toBe('');
    expect(lengthLabel(null)).toBe('');
  });
});

describe('openness map', () => {
  it('1度/2度 → 1-2度, 3度 → 2-3度, 4度 → 3-4度, 5度 → 4-5度', () => {
    expect(['1度', '2度', '3度', '4度', '5度'].map(opennessLabel)).toEqual(['1-2度', '1-2度', '2-3度', '3-4度', '4-5度']);
    expect(opennessLabel(3)).toBe('2-3度');
  });
  it('shows unknown openness as it is', () => {
    expect(opennessLabel('6度')).toBe('6度');
    expect(opennessLabel('半开')).toBe('半开');
    expect(opennessLabel(undefined)).toBe('');
  });
});

describe('grade badge class', () => {
  it('A, B, C each their own; D and others shared', () => {
    expect(['A', 'A+', 'b-', 'C', 'D', 'S', '', '2L'].map(gradeClass)).toEqual(['A', 'A', 'B', 'C', 'other', 'other', 'other', 'other']);
  });
});

describe('supplier types and categories', () => {
  it('knows A, B, C and 9', () => {
    expect(['A', 'B', 'C', '9', 9].every(isSupplierType)).toBe(true);
    expect(['D', '', 1, null].some(isSupplierType)).toBe(false);
  });
  it('shows at most 10 categories until expanded', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => i);
    expect(visibleCategories(twelve, false)).toEqual({ shown: twelve.slice(0, 10), hasMore: true });
    expect(visibleCategories(twelve, true).shown).toHaveLength(12);
    const ten = twelve.slice(0, 10);
    expect(visibleCategories(ten, false)).toEqual({ shown: ten, hasMore: false });
    expect(visibleCategories([], false)).toEqual({ shown: [], hasMore: false });
  });
  it('follow toggle messages', () => {
    expect(followToggleMessage(1)).toBe('已关注');
    expect(followToggleMessage('0')).toBe('取消关注');
    expect(followToggleMessage(null)).toBe('操作异常');
  });
});
