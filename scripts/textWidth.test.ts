import { describe, expect, it } from 'vitest';
import { displayWidth, padEndDisplay, padStartDisplay } from './textWidth';

describe('display width', () => {
  it('counts CJK characters and full-width punctuation as two columns', () => {
    expect(displayWidth('zone')).toBe(4);
    expect(displayWidth('限时直供')).toBe(8);
    expect(displayWidth('首页（折扣）')).toBe(12);
    expect(displayWidth('wellSort 优质到货')).toBe(17);
  });

  it('pads Chinese and Latin names to the same column', () => {
    const rows = ['zone A', '限时直供 zone', 'details：卡罗拉'].map((n) => `${padEndDisplay(n, 20)}|`);
    for (const r of rows) expect(displayWidth(r)).toBe(21);
    expect(padStartDisplay('折', 4)).toBe('  折');
    expect(padEndDisplay('too long for it', 4)).toBe('too long for it');
  });
});
