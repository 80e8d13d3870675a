import { describe, expect, it } from 'vitest';
import { activityApplies, activityRuleText, formatZhe, hasActivity, lineActivityDiscountFen } from './activity';

describe('activity discount threshold (满N扎)', () => {
  const fifty = { percent: 10, minBunches: 50 };

  it('applies from N bunches on, not at N − 1', () => {
    expect(activityApplies(fifty, 49)).toBe(false);
    expect(activityApplies(fifty, 50)).toBe(true);
    expect(activityApplies(fifty, 51)).toBe(true);
  });

  it('discounts the line only at or above the threshold', () => {
    expect(lineActivityDiscountFen(fifty, { goodsFen: 49_000, bunches: 49 })).toBe(0);
    expect(lineActivityDiscountFen(fifty, { goodsFen: 50_000, bunches: 50 })).toBe(5_000);
    expect(lineActivityDiscountFen({ percent: 5, minBunches: 5 }, { goodsFen: 1_999, bunches: 5 })).toBe(100);
  });

  it('without a threshold any quantity gets the discount; without a percent nothing does', () => {
    expect(lineActivityDiscountFen({ percent: 20, minBunches: 0 }, { goodsFen: 1_000, bunches: 1 })).toBe(200);
    expect(lineActivityDiscountFen({ percent: 0, minBunches: 5 }, { goodsFen: 10_000, bunches: 99 })).toBe(0);
    expect(activityApplies({ percent: 10, minBunches: 0 }, 0)).toBe(false);
    expect(hasActivity({ percent: 100, minBunches: 0 })).toBe(false);
  });

  it('derives the rule text from the same numbers', () => {
    expect(activityRuleText(fifty)).toBe('满50扎享9折');
    expect(activityRuleText({ percent: 15, minBunches: 5 })).toBe('满5扎享8.5折');
    expect(activityRuleText({ percent: 12, minBunches: 10 })).toBe('满10扎享8.8折');
    expect(activityRuleText({ percent: 20, minBunches: 0 })).toBe('享8折');
    expect(activityRuleText({ percent: 0, minBunches: 50 })).toBe('');
    expect(formatZhe(5)).toBe('9.5');
  });

  it('the text states exactly the threshold the rule uses', () => {
    for (const minBunches of [5, 10, 20, 30, 50]) {
      const terms = { percent: 10, minBunches };
      const n = Number(/^满(\d+)扎/.exec(activityRuleText(terms))?.[1]);
      expect(activityApplies(terms, n - 1)).toBe(false);
      expect(activityApplies(terms, n)).toBe(true);
    }
  });
});
