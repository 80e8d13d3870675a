/**
 * Console table helpers: text measured in terminal columns, where CJK ideographs, full-width forms and
 * CJK punctuation take two columns, so columns line up around Chinese names.
 */
const WIDE = [
  [0x1100, 0x115f], // Hangul Jamo
  [0x2e80, 0x303e], // CJK radicals, punctuation (、。「」 …)
  [0x3041, 0x33ff], // kana, CJK symbols
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe30, 0xfe4f], // CJK compatibility forms
  [0xff00, 0xff60], // full-width forms （）：，
  [0xffe0, 0xffe6], // full-width signs ￥
  [0x20000, 0x3fffd], // CJK extensions B…
] as const;

/** Columns one character takes: 2 for wide (CJK) characters, 1 otherwise. */
export function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  return WIDE.some(([from, to]) => code >= from && code <= to) ? 2 : 1;
}

/** Columns a text takes in a terminal. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += charWidth(ch);
  return width;
}

/** Pads on the right to `width` columns. */
export function padEndDisplay(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/** Pads on the left to `width` columns. */
export function padStartDisplay(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - displayWidth(text))) + text;
}
