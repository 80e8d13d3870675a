/**
 * WCAG 2.1 contrast of the token pairs the components put together (issue 14: axe found 454 text
 * colours below 4.5:1). Every text colour must read at 4.5:1 (AA, normal text) on every surface it
 * can sit on, so a component may combine any of them without checking. textDisabled is left out on
 * purpose: it is only used for disabled controls, which WCAG 1.4.3 exempts.
 */
import { describe, expect, it } from 'vitest';
import { theme, type ColorToken } from './theme';

type Rgb = readonly [number, number, number];

function parse(colour: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const value = parseInt(hex[1]!, 16);
    return { rgb: [(value >> 16) & 255, (value >> 8) & 255, value & 255], alpha: 1 };
  }
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(colour);
  if (rgba) return { rgb: [Number(rgba[1]), Number(rgba[2]), Number(rgba[3])], alpha: Number(rgba[4]) };
  throw new Error(`not a colour: ${colour}`);
}

/** A colour as seen over an opaque one (alpha compositing). */
function over(colour: string, base: string): Rgb {
  const top = parse(colour);
  const bottom = parse(base).rgb;
  return top.rgb.map((channel, i) => channel * top.alpha + bottom[i]! * (1 - top.alpha)) as unknown as Rgb;
}

/** Relative luminance (WCAG 2.1). */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(foreground: string, background: string): number {
  const fg = luminance(over(foreground, '#ffffff'));
  const bg = luminance(over(background, '#ffffff'));
  return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
}

const AA = 4.5;
const { color, grade } = theme;

/** Colours used for text (and text-like glyphs: ×, ✓, prices, badges' letters). */
const TEXT: readonly ColorToken[] = [
  'text',
  'textSecondary',
  'textMuted',
  'primary',
  'primaryHover',
  'primaryActive',
  'accent',
  'accentHover',
  'success',
  'warning',
  'danger',
  'dangerHover',
  'info',
  'price',
  'member',
];

/** Every background text sits on: pages, panels, the top bar, and the soft tints of notices, tags and selected items. */
const SURFACES: readonly ColorToken[] = [
  'surface',
  'surfaceMuted',
  'surfaceSunken',
  'topBar',
  'primarySoft',
  'accentSoft',
  'successSoft',
  'warningSoft',
  'dangerSoft',
  'infoSoft',
  'memberSoft',
];

/** White text on solid fills: buttons, badges, the cart dot, toasts. */
const ON_FILL: readonly [ColorToken, ColorToken][] = [
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimary', 'primaryActive'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentHover'],
  ...(['success', 'warning', 'danger', 'dangerHover', 'info', 'price', 'member', 'badgeDot', 'toast', 'textSecondary'] as const).map(
    (fill): [ColorToken, ColorToken] => ['textInverse', fill],
  ),
];

describe('colour tokens (WCAG AA, 4.5:1)', () => {
  for (const fg of TEXT) {
    it(`${fg} reads on every surface`, () => {
      const failing = SURFACES.map((bg) => ({ bg, ratio: Number(contrast(color[fg], color[bg]).toFixed(2)) })).filter(
        ({ ratio }) => ratio < AA,
      );
      expect(failing).toEqual([]);
    });
  }

  it('white text reads on every solid fill', () => {
    const failing = ON_FILL.map(([fg, bg]) => ({ fg, bg, ratio: Number(contrast(color[fg], color[bg]).toFixed(2)) })).filter(
      ({ ratio }) => ratio < AA,
    );
    expect(failing).toEqual([]);
  });

  it('each grade badge reads on its own tint and on every surface', () => {
    const failing = Object.entries(grade).flatMap(([name, { fg, bg }]) =>
      [bg, ...SURFACES.map((surface) => color[surface])]
        .map((background) => ({ name, background, ratio: Number(contrast(fg, background).toFixed(2)) }))
        .filter(({ ratio }) => ratio < AA),
    );
    expect(failing).toEqual([]);
  });

  it('the contrast formula matches WCAG’s reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the classic lightest grey that passes AA.
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
