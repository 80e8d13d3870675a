import { describe, expect, it } from 'vitest';
import { SHIPPED_FAMILY } from '../packages/ui/src/theme/fonts';
import { theme } from '../packages/ui/src/theme/theme';
import { OTHER_SYSTEM_FAMILIES, SYSTEM_FONTS } from './systemFonts.mjs';

function families(stack: string): string[] {
  return stack.split(',').map((family) => family.trim().replace(/^"(.*)"$/, '$1'));
}

describe('system fonts checked by setup', () => {
  it.each(Object.entries(theme.font.family))('cover every family of the %s stack', (_name, stack) => {
    const [first, ...rest] = families(stack);
    expect(first).toBe(SHIPPED_FAMILY);
    const checked = SYSTEM_FONTS.map((font) => font.family);
    for (const family of rest) expect([...checked, ...OTHER_SYSTEM_FAMILIES]).toContain(family);
    // Chinese falls to the first checked family; the generic family ends the stack.
    expect(rest.find((family) => !OTHER_SYSTEM_FAMILIES.includes(family))).toBe(checked[0]);
    expect(rest.at(-1)).toBe('sans-serif');
  });

  it('name a file for every weight of the theme', () => {
    const weights = Object.values(theme.font.weight).map(String).sort();
    for (const font of SYSTEM_FONTS) expect(Object.keys(font.files).sort()).toEqual(weights);
  });
});
