import { describe, expect, it } from 'vitest';
import {
  bunchesAllowed,
  canMakeSavedList,
  clampBunches,
  mergeSavedListLines,
  SAVED_LIST_LIMITS,
  SAVED_LIST_MESSAGES,
  savedListLineKey,
  savedListNameProblem,
  type SavedListLine,
} from './savedLists';
import { savedListNameSchema } from './schemas/savedLists';
import { validateForm } from './schemas/validate';

const line = (over: Partial<SavedListLine> = {}): SavedListLine => ({
  flwCode: 'R001',
  levelName: 'A',
  lengthCode: '60',
  supplierId: null,
  bunches: 10,
  ...over,
});

describe('savedListNameProblem', () => {
  it.each([
    ['', SAVED_LIST_MESSAGES.nameRequired],
    ['   ', SAVED_LIST_MESSAGES.nameRequired],
    ['每日玫瑰', null],
    ['一'.repeat(20), null],
    [' ' + '一'.repeat(20) + ' ', null],
    ['一'.repeat(21), SAVED_LIST_MESSAGES.nameTooLong],
    ['🌹'.repeat(20), null],
  ])('%j → %j', (name, problem) => {
    expect(savedListNameProblem(name)).toBe(problem);
  });

  it('is the form schema’s message', () => {
    expect(validateForm(savedListNameSchema, { name: '' })).toMatchObject({ ok: false, message: '请输入清单名称' });
    expect(validateForm(savedListNameSchema, { name: '周末婚礼' })).toMatchObject({ ok: true });
    expect(validateForm(savedListNameSchema, { name: 'x'.repeat(21) })).toMatchObject({ ok: false, message: '清单名称不可超过20个字' });
  });
});

describe('bunches', () => {
  it.each([
    [0, false],
    [1, true],
    [9999, true],
    [10000, false],
    [1.5, false],
    [-3, false],
    [Number.NaN, false],
  ])('%d allowed: %s', (n, ok) => expect(bunchesAllowed(n)).toBe(ok));

  it.each([
    [0, 1],
    [5, 5],
    [12000, 9999],
    [Number.NaN, 1],
    [3.7, 3],
  ])('clamp %d → %d', (n, out) => expect(clampBunches(n)).toBe(out));
});

describe('savedListLineKey', () => {
  it('treats absent and null as the same "any"', () => {
    expect(savedListLineKey({ flwCode: 'R1', levelName: null, lengthCode: null, supplierId: null })).toBe(
      savedListLineKey({ flwCode: 'R1' } as never),
    );
  });
  it('tells grade, length and supplier apart', () => {
    const keys = new Set([
      savedListLineKey(line()),
      savedListLineKey(line({ levelName: 'B' })),
      savedListLineKey(line({ lengthCode: '50' })),
      savedListLineKey(line({ supplierId: 'A1023' })),
      savedListLineKey(line({ levelName: null })),
    ]);
    expect(keys.size).toBe(5);
  });
});

describe('mergeSavedListLines', () => {
  it('folds lines of the same key into the first, summing bunches, in first-seen order', () => {
    const result = mergeSavedListLines([line({ bunches: 5 }), line({ flwCode: 'R002', bunches: 2 }), line({ bunches: 7 })]);
    expect(result).toEqual({ ok: true, lines: [line({ bunches: 12 }), line({ flwCode: 'R002', bunches: 2 })] });
  });
  it('does not change its input', () => {
    const input = [line({ bunches: 5 }), line({ bunches: 7 })];
    mergeSavedListLines(input);
    expect(input[0]!.bunches).toBe(5);
  });
  it('refuses a sum past 9999 and a line outside 1–9999', () => {
    expect(mergeSavedListLines([line({ bunches: 9000 }), line({ bunches: 1000 })])).toEqual({
      ok: false,
      message: '每行扎数须在1到9999之间',
    });
    expect(mergeSavedListLines([line({ bunches: 0 })])).toEqual({ ok: false, message: SAVED_LIST_MESSAGES.bunchesRange });
  });
  it('keeps at most 50 lines (after folding)', () => {
    const fifty = Array.from({ length: SAVED_LIST_LIMITS.linesPerList }, (_, i) => line({ flwCode: `R${i}` }));
    expect(mergeSavedListLines([...fifty, line({ flwCode: 'R0' })]).ok).toBe(true);
    expect(mergeSavedListLines([...fifty, line({ flwCode: 'R50' })])).toEqual({
      ok: false,
      message: '一张清单最多50行，请删除一些再添加',
    });
  });
  it('accepts an empty list', () => {
    expect(mergeSavedListLines([])).toEqual({ ok: true, lines: [] });
  });
});

describe('canMakeSavedList', () => {
  it('allows up to 20 lists', () => {
    expect(canMakeSavedList(19)).toBe(true);
    expect(canMakeSavedList(20)).toBe(false);
  });
});
