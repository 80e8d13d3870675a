import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHIPPED_FAMILY } from './fonts';
import { theme } from './theme';

describe('shipped fonts', () => {
  it('load the Latin subset of Inter at exactly the weights the theme uses', () => {
    const source = readFileSync(new URL('./fonts.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import '(@fontsource\/[^']+)';$/gm)].map((m) => m[1]);
    const weights = Object.values(theme.font.weight).map(Number);
    expect(imports).toEqual(weights.map((w) => `@fontsource/inter/latin-${w}.css`));
  });

  it('come first in both font stacks', () => {
    expect(SHIPPED_FAMILY).toBe('Inter');
    expect(theme.font.family.base.startsWith(`${SHIPPED_FAMILY}, `)).toBe(true);
    expect(theme.font.family.numeric.startsWith(`${SHIPPED_FAMILY}, `)).toBe(true);
  });
});
