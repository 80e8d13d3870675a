/**
 * 快速下单 (the order pad, issue 32): lines as florists write them — `卡罗拉 A 20扎`, `黑魔术 B级 60cm 10`,
 * `满天星 5`, one a line — read into a buying line (variety, grade, length, bunches), or a reason in words why a line
 * cannot be read. The server reads pasted text with it; the /quick page reads the rows of an uploaded template with it
 * (`orderPadRowText` joins a row's cells into a line first).
 *
 * Decisions:
 * - Every line is NFKC-normalised first (full-width Ａ２０ｃｍ, ＋, ，), and leading list markers (`1.`, `2、`, `①`) are
 *   dropped. Blank lines are skipped but keep their line numbers out of the count; every other line gives exactly one
 *   answer — read, or a reason. Nothing is silently dropped: a word the parser does not know makes the line unreadable
 *   (看不懂「…」) rather than being ignored.
 * - The variety is found by name or alias anywhere in the line, spaces and case ignored, the longest name first
 *   (粉红雪山 before 雪山). When none matches, the words left after grade, length and quantity are tried as part of a
 *   name: one variety containing them is taken when they are most of its name (卡罗 → 卡罗拉); otherwise (玫瑰 in
 *   彩虹玫瑰, 桔梗 in several) the varieties are listed for the buyer to write the name in full.
 * - Grade: one letter A–D, optional + or − (a − before a digit is a separator), optional 级: A, A级, a, B+ → A, A, A, B+.
 * - Length: 60, 60cm, 60厘米, 60公分 or the range 55-60cm → the §3 length code "60" (30-35cm → "35"). A number with a
 *   length unit off the map (62cm) is refused with the map's range.
 * - Quantity in bunches: 20, 20扎, 20把, 20束, x20 / ×20 / *20, or Chinese numerals with a unit (二十扎, 两把). Stems
 *   (200枝) are refused with the bunches they make when the variety's stems per bunch divides them: a pad orders 扎.
 * - Two bare numbers read as length then quantity (`黑魔术 B 60 10`) when the first is a length code; otherwise the
 *   line asks for units.
 * - Limits (`ORDER_PAD_LIMITS`) bound the text a request or a paste may carry; `orderPadTextProblem` says which.
 */
import { LENGTH_MAP } from './catalog';
import { STOCK_GRADES, STOCK_LENGTH_CODES, type StockGrade } from './stockIntake';

export const ORDER_PAD_LIMITS = {
  /** Lines with text in one pad (blank lines are not counted). */
  lines: 200,
  /** Characters of the whole text. */
  chars: 20_000,
  /** Characters of one line. */
  lineChars: 100,
  /** Bunches of one line. */
  bunchesMax: 9_999,
} as const;

/** A variety the pad can name: its code, its name and (for the stems hint) its stems per bunch. */
export type PadVariety = { flwCode: string; name: string; stemsPerBunch?: number };

/** Aliases florists write → the variety's name as the market lists it. */
export type PadAliases = Readonly<Record<string, string>>;

/**
 * Common names and short forms → the market's variety names (the seeded catalogue's). An alias whose variety the
 * market does not list is ignored.
 */
export const ORDER_PAD_ALIASES: PadAliases = {
  满天星: '云南满天星 白色',
  白满天星: '云南满天星 白色',
  白色满天星: '云南满天星 白色',
  蓝满天星: '云南满天星 染色蓝',
  粉满天星: '云南满天星 染色粉',
  黑魔: '黑魔术',
  卡萨: '卡萨布兰卡',
  香水百合: '卡萨布兰卡',
  尤加利: '银叶尤加利',
  银叶: '银叶尤加利',
  圆叶: '圆叶尤加利',
  强金: '强金 Strong Gold',
  carola: '卡罗拉',
  blackmagic: '黑魔术',
  diana: '戴安娜',
  avalanche: '雪山',
  titanic: '坦尼克',
  vendela: '芬得拉',
  cappuccino: '卡布奇诺',
  juliet: '朱丽叶',
  oceansong: '海洋之歌',
};

/** A line read: the variety's code and name, the grade and length when written, the bunches. */
export type PadLineRead = {
  ok: true;
  /** 1-based line number in the text (blank lines counted). */
  lineNo: number;
  text: string;
  flwCode: string;
  varietyName: string;
  levelName?: StockGrade;
  lengthCode?: string;
  bunches: number;
};
export type PadLineUnreadable = { ok: false; lineNo: number; text: string; reason: string };
export type PadLine = PadLineRead | PadLineUnreadable;

export const ORDER_PAD_MESSAGES = {
  empty: '请粘贴或输入要买的花，每行一种',
  tooManyLines: (n: number) => `最多 ${ORDER_PAD_LIMITS.lines} 行（现在 ${n} 行），请分批下单`,
  tooLong: `内容太长（最多 ${ORDER_PAD_LIMITS.chars} 字），请分批下单`,
  lineTooLong: `这一行太长（最多 ${ORDER_PAD_LIMITS.lineChars} 字）`,
  noVariety: '缺少品种',
  unknownVariety: (words: string) => `不认识品种「${words}」`,
  severalVarieties: (words: string, names: string[]) =>
    names.length === 1
      ? `「${words}」是指 ${names[0]} 吗？请写全名`
      : `「${words}」有 ${names.length} 个品种：${names.slice(0, 5).join('、')}${names.length > 5 ? ' 等' : ''}，请写全名`,
  twoVarieties: (a: string, b: string) => `一行写了两个品种（${a}、${b}），请分成两行`,
  noQuantity: '缺少数量（扎）',
  quantityZero: '数量至少 1 扎',
  quantityNegative: (text: string) => `数量不能为负（${text}）`,
  quantityTooMany: `数量最多 ${ORDER_PAD_LIMITS.bunchesMax} 扎`,
  quantityFraction: (text: string) => `数量须是整扎（${text}）`,
  twoQuantities: (a: string, b: string) => `写了两个数量（${a}、${b}）`,
  stems: (stems: number, bunches: number | null, perBunch: number | null) =>
    bunches !== null && perBunch !== null
      ? `请按扎写数量：${stems}枝 是 ${bunches} 扎（每扎 ${perBunch} 枝）`
      : `请按扎写数量（${stems}枝）`,
  badGrade: (text: string) => `等级「${text}」不认识（A+、A … D）`,
  twoGrades: (a: string, b: string) => `写了两个等级（${a}、${b}）`,
  badLength: (text: string) => `长度 ${text} 不在长度表上（30–80cm，每 5cm 一档）`,
  twoLengths: (a: string, b: string) => `写了两个长度（${a}、${b}）`,
  numbersUnclear: (a: string, b: string) => `看不出 ${a} 和 ${b} 哪个是长度、哪个是数量：长度请写 cm（如 60cm），数量请写扎（如 20扎）`,
  unknownWords: (words: string) => `看不懂「${words}」`,
} as const;

/** The text's problem for a request or a paste, or null: empty, too long, too many lines. */
export function orderPadTextProblem(text: string): string | null {
  if (text.length > ORDER_PAD_LIMITS.chars) return ORDER_PAD_MESSAGES.tooLong;
  const lines = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
  if (lines === 0) return ORDER_PAD_MESSAGES.empty;
  if (lines > ORDER_PAD_LIMITS.lines) return ORDER_PAD_MESSAGES.tooManyLines(lines);
  return null;
}

/** What the parser reads names against: built once per catalogue by `orderPadBook`. */
export type PadBook = {
  /** Name and alias keys (NFKC, lower case, no spaces), longest first. */
  keys: readonly { key: string; variety: PadVariety }[];
  varieties: readonly PadVariety[];
};

const compact = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** The book of names the parser reads: every variety's name and every alias whose variety is listed. */
export function orderPadBook(varieties: readonly PadVariety[], aliases: PadAliases = ORDER_PAD_ALIASES): PadBook {
  const byKey = new Map<string, PadVariety>();
  const byName = new Map<string, PadVariety>();
  for (const variety of varieties) {
    const key = compact(variety.name);
    if (key && !byKey.has(key)) byKey.set(key, variety);
    if (!byName.has(key)) byName.set(key, variety);
  }
  for (const [alias, name] of Object.entries(aliases)) {
    const key = compact(alias);
    const variety = byName.get(compact(name));
    if (key && variety && !byKey.has(key)) byKey.set(key, variety);
  }
  const keys = [...byKey.entries()].map(([key, variety]) => ({ key, variety })).sort((a, b) => b.key.length - a.key.length);
  return { keys, varieties };
}

/** Every line of the text with words in it, read or with its reason (blank lines skipped, numbers kept). */
export function parseOrderPad(text: string, book: PadBook): PadLine[] {
  const out: PadLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    out.push(parseOrderPadLine(line, index + 1, book));
  });
  return out;
}

/** A template row's cells (品种, 等级, 长度, 数量; a 备注 after them is not read) → one pad line; a header row or an empty row → ''. */
export function orderPadRowText(cells: readonly unknown[]): string {
  const texts = cells.slice(0, 4).map((cell) => (cell === null || cell === undefined ? '' : String(cell).trim()));
  if (texts[0] && compact(texts[0]) === compact(ORDER_PAD_TEMPLATE.headers[0])) return '';
  // A bare number in the length column is a length (60 → 60cm), never a second quantity.
  if (texts[2] && /^\d{2}$/.test(texts[2].normalize('NFKC'))) texts[2] = `${texts[2]}cm`;
  return texts.filter((text) => text !== '').join(' ');
}

/** The 备注 of the template's example rows: a row whose 备注 starts with 示例 is never bought. */
export const ORDER_PAD_EXAMPLE_MARK = '示例，不会购买';

/**
 * The downloadable template: its columns and example rows (the same lines as the page's example), each example marked
 * in 备注 (ORDER_PAD_EXAMPLE_MARK) so that an uploaded template never buys them (trial of issue 32).
 */
export const ORDER_PAD_TEMPLATE = {
  headers: ['品种', '等级', '长度(cm)', '数量(扎)', '备注'],
  rows: [
    ['卡罗拉', 'A', '60', '20', ORDER_PAD_EXAMPLE_MARK],
    ['黑魔术', 'B', '60', '10', ORDER_PAD_EXAMPLE_MARK],
    ['满天星', '', '', '5', ORDER_PAD_EXAMPLE_MARK],
  ],
} as const;

const cellKey = (cells: readonly unknown[]): string =>
  cells
    .slice(0, 4)
    .map((cell) => compact(cell === null || cell === undefined ? '' : String(cell)))
    .join('|');

/** The words of an upload's skipped examples. */
export const ORDER_PAD_FILE_NOTES = {
  examplesSkipped: (n: number) => `已跳过模板里的${n}行示例（不会购买）`,
} as const;

/**
 * An uploaded template's rows → the pad's lines, and how many example rows were left out. Decision (trial of issue
 * 32: a florist filled her lines under the examples and bought the examples too): an example is never bought. It is
 * a row marked 示例 in 备注 (the template's), or — templates downloaded before the mark — the three unmarked example
 * rows when all of them open the data, in the template's order, exactly as the template wrote them. The count is said to the buyer,
 * who can still type such a line into the pad.
 */
export function orderPadFileLines(rows: readonly (readonly unknown[])[]): { lines: string[]; examples: number } {
  const noteOf = (row: readonly unknown[]) => (row[4] === null || row[4] === undefined ? '' : String(row[4]).trim());
  const data = rows.filter((row) => orderPadRowText(row) !== '');
  const examples = ORDER_PAD_TEMPLATE.rows;
  const oldExamples = examples.every((example, i) => {
    const row = data[i];
    return row !== undefined && noteOf(row) === '' && cellKey(row) === cellKey(example);
  });
  const kept = data.filter((row, i) => !noteOf(row).startsWith('示例') && !(oldExamples && i < examples.length));
  return { lines: kept.map(orderPadRowText), examples: data.length - kept.length };
}

/** The page's example pad. */
export const ORDER_PAD_EXAMPLE = ['卡罗拉 A 20扎', '黑魔术 B级 60cm 10', '满天星 5'].join('\n');

const CN_DIGITS: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CN_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** 二十 → 20, 十五 → 15, 两 → 2, 一百零五 → 105; anything else → null. */
export function chineseNumber(text: string): number | null {
  if (!text) return null;
  let total = 0;
  let digit: number | null = null;
  for (const ch of text) {
    if (ch in CN_DIGITS) {
      if (digit !== null && digit !== 0) return null;
      digit = CN_DIGITS[ch]!;
    } else if (ch in CN_UNITS) {
      total += (digit ?? 1) * CN_UNITS[ch]!;
      digit = null;
    } else return null;
  }
  return total + (digit ?? 0);
}

const LENGTH_UNIT = '(?:cm|厘米|公分)';
const BUNCH_UNIT = '(?:扎|把|束)';
const STEM_UNIT = '(?:枝|支)';
const MARK = '\uE000';
/** What a bare number leaves (a mark of its own, so a name's quote can take back the digits glued to its signs). */
const BARE_MARK = '\uE001';
const SEPARATORS = /[\s\uE000\uE001,，;；:：、。/|_~\-—–·]+/g;

/** 55-60 → "60" when it is a range of the map; 60 → "60" when it is a code; else null. */
function lengthCodeOf(from: number | null, to: number): string | null {
  if (from !== null) {
    const label = `${from}-${to}cm`;
    const codes = Object.entries(LENGTH_MAP).filter(([, value]) => value === label);
    return codes.length > 0 ? codes[codes.length - 1]![0] : null;
  }
  return STOCK_LENGTH_CODES.includes(String(to)) ? String(to) : null;
}

/** Finds the variety key in the line, spaces ignored; returns the line without it. */
function findVariety(line: string, book: PadBook): { variety: PadVariety; rest: string; others: PadVariety[] } | null {
  const lower = line.toLowerCase();
  for (const { key, variety } of book.keys) {
    const pattern = new RegExp([...key].map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*'));
    const match = pattern.exec(lower);
    if (!match) continue;
    const rest = `${line.slice(0, match.index)} ${line.slice(match.index + match[0].length)}`;
    // A second, different variety in what is left is a second line pasted into one.
    const second = findVariety(rest, { keys: book.keys.filter((k) => k.variety.flwCode !== variety.flwCode), varieties: [] });
    return { variety, rest, others: second ? [second.variety] : [] };
  }
  return null;
}

const BARE = /\d+(?:\.\d+)?/g;

type Tokens = {
  grade: { value: StockGrade; text: string }[];
  gradeBad: string[];
  length: { code: string | null; text: string }[];
  quantity: { value: number | null; text: string }[];
  stems: number[];
  bare: string[];
  rest: string;
};

/** Takes every grade, length and quantity token out of the text; what is left is the rest. */
function tokens(text: string): Tokens {
  const t: Tokens = { grade: [], gradeBad: [], length: [], quantity: [], stems: [], bare: [], rest: text };
  // A taken token leaves a mark (a separator) so a grade's sign never reads across it: A-20扎 is A, A- 20扎 is A-.
  const take = (pattern: RegExp, on: (match: [string, string, string, string]) => unknown) => {
    t.rest = t.rest.replace(pattern, (...args: unknown[]) => {
      const parts = args.slice(0, -2).map((part) => (typeof part === 'string' ? part : ''));
      const match = [parts[0] ?? '', parts[1] ?? '', parts[2] ?? '', parts[3] ?? ''] as [string, string, string, string];
      // One mark a character: the rest stays aligned with the text, so a name can be quoted as it was typed.
      return on(match) === false ? match[0] : (pattern === BARE ? BARE_MARK : MARK).repeat(match[0].length);
    });
  };
  // A range is a length when the map has it or a length unit follows (10-20扎 is not one).
  take(new RegExp(`(\\d{2})\\s*[-~到至]\\s*(\\d{2})\\s*(${LENGTH_UNIT})?`, 'gi'), (m) => {
    const code = lengthCodeOf(Number(m[1]), Number(m[2]));
    if (code === null && !m[3]) return false;
    t.length.push({ code, text: m[0].trim() });
  });
  take(new RegExp(`(\\d+(?:\\.\\d+)?)\\s*${LENGTH_UNIT}`, 'gi'), (m) =>
    t.length.push({ code: /^\d+$/.test(m[1]!) ? lengthCodeOf(null, Number(m[1])) : null, text: m[0].replace(/\s+/g, '') }),
  );
  take(new RegExp(`(\\d+)\\s*${STEM_UNIT}`, 'g'), (m) => t.stems.push(Number(m[1])));
  take(new RegExp(`(\\d+(?:\\.\\d+)?)\\s*${BUNCH_UNIT}`, 'g'), (m) =>
    t.quantity.push({ value: /^\d+$/.test(m[1]!) ? Number(m[1]) : null, text: m[0].replace(/\s+/g, '') }),
  );
  take(new RegExp(`([零一二两三四五六七八九十百千]+)\\s*${BUNCH_UNIT}`, 'g'), (m) =>
    t.quantity.push({ value: chineseNumber(m[1]!), text: m[0].replace(/\s+/g, '') }),
  );
  take(/(?:(?<![a-z\d])x|[×*])\s*(\d+(?:\.\d+)?)(?![\d.])/gi, (m) =>
    t.quantity.push({ value: /^\d+$/.test(m[1]!) ? Number(m[1]) : null, text: m[1]! }),
  );
  take(/(?<![a-z])([a-z])([+-](?![\d\uE000]))?\s*(级)?(?![a-z])/gi, (m) => {
    const grade = `${m[1]!.toUpperCase()}${m[2] ?? ''}`;
    if ((STOCK_GRADES as readonly string[]).includes(grade)) t.grade.push({ value: grade as StockGrade, text: m[0].replace(/\s+/g, '') });
    else t.gradeBad.push(m[0].replace(/\s+/g, ''));
  });
  take(BARE, (m) => t.bare.push(m[0]));
  return t;
}

/**
 * The name as it was typed, for the buyer to recognise it: the text from the first to the last of the words left
 * (the rest is aligned with the line), with a number glued to a sign taken back — `=1+1` (a spreadsheet formula from
 * a CSV row, trial 2 of issue 32) is quoted whole, never as its signs 「=+」, while 玫瑰3's 3 stays its quantity.
 */
function typedName(line: string, rest: string): string {
  const separator = new RegExp(SEPARATORS.source);
  const isWord = (ch: string | undefined) => ch !== undefined && !separator.test(ch);
  let from = 0;
  while (from < rest.length && !isWord(rest[from])) from++;
  let to = rest.length - 1;
  while (to > from && !isWord(rest[to])) to--;
  if (from >= rest.length || rest.length !== line.length) return rest.replace(SEPARATORS, '');
  const sign = (ch: string | undefined) => ch !== undefined && /[^\p{L}\p{N}\s]/u.test(ch);
  while (to + 1 < rest.length && rest[to + 1] === BARE_MARK && (sign(line[to]) || rest[to] === BARE_MARK)) to++;
  while (from > 0 && rest[from - 1] === BARE_MARK && (sign(line[from]) || rest[from] === BARE_MARK)) from--;
  return line.slice(from, to + 1).trim();
}

const unreadable = (lineNo: number, text: string, reason: string): PadLineUnreadable => ({ ok: false, lineNo, text, reason });

/** One line → its buying line or the reason it cannot be read. */
export function parseOrderPadLine(raw: string, lineNo: number, book: PadBook): PadLine {
  const text = raw.trim();
  if ([...text].length > ORDER_PAD_LIMITS.lineChars) return unreadable(lineNo, text, ORDER_PAD_MESSAGES.lineTooLong);
  const line = text
    .replace(/^[\u2460-\u2473]\s*/, '')
    .normalize('NFKC')
    .replace(/[−－]/g, '-')
    .replace(/^(?:\d{1,3}\s*[.、)]|\(\d{1,3}\))\s*(?=\D)/, '')
    .trim();

  // A minus sign before a number, after a space or at the start (not a range's 55-60, nor A-20扎's grade mark): a
  // negative quantity, said so — the minus is otherwise a separator and -5扎 would read as 5扎.
  const negative = /(?<!\d\s*)(?<=^|\s)-\d+(?:\.\d+)?\s*(?:扎|把|束)?/.exec(line);
  if (negative) return unreadable(lineNo, text, ORDER_PAD_MESSAGES.quantityNegative(negative[0].replace(/\s+/g, '')));

  const found = findVariety(line, book);
  if (found && found.others.length > 0)
    return unreadable(lineNo, text, ORDER_PAD_MESSAGES.twoVarieties(found.variety.name, found.others[0]!.name));
  const t = tokens(found ? found.rest : line);

  // Length first (two bare numbers: the first is the length when it is one), then quantity, then grade.
  if (t.length.length === 0 && t.quantity.length === 0 && t.bare.length === 2) {
    const code = lengthCodeOf(null, Number(t.bare[0]));
    if (code === null) return unreadable(lineNo, text, ORDER_PAD_MESSAGES.numbersUnclear(t.bare[0]!, t.bare[1]!));
    t.length.push({ code, text: t.bare.shift()! });
  } else if (t.length.length === 0 && t.quantity.length === 1 && t.bare.length === 1) {
    t.length.push({ code: lengthCodeOf(null, Number(t.bare[0])), text: t.bare.shift()! });
  }
  for (const bare of t.bare) t.quantity.push({ value: /^\d+$/.test(bare) ? Number(bare) : null, text: bare });

  const words = t.rest.replace(SEPARATORS, '');
  let variety = found?.variety ?? null;
  if (!variety) {
    if (!words) return unreadable(lineNo, text, ORDER_PAD_MESSAGES.noVariety);
    const key = compact(words);
    const containing = key.length >= 2 ? book.varieties.filter((v) => compact(v.name).includes(key)) : [];
    // One name holding the words is taken when they are most of it (卡罗 → 卡罗拉); a category word inside a longer
    // name (玫瑰 in 彩虹玫瑰) is not a short form of it: the buyer is asked to write the name in full.
    if (containing.length === 1 && key.length * 2 > compact(containing[0]!.name).length) variety = containing[0]!;
    else if (containing.length > 0)
      return unreadable(
        lineNo,
        text,
        ORDER_PAD_MESSAGES.severalVarieties(
          words,
          containing.map((v) => v.name),
        ),
      );
    else return unreadable(lineNo, text, ORDER_PAD_MESSAGES.unknownVariety(typedName(line, t.rest)));
  } else if (words) return unreadable(lineNo, text, ORDER_PAD_MESSAGES.unknownWords(words));

  if (t.gradeBad.length > 0) return unreadable(lineNo, text, ORDER_PAD_MESSAGES.badGrade(t.gradeBad[0]!));
  if (t.grade.length > 1) return unreadable(lineNo, text, ORDER_PAD_MESSAGES.twoGrades(t.grade[0]!.text, t.grade[1]!.text));
  if (t.length.length > 1) return unreadable(lineNo, text, ORDER_PAD_MESSAGES.twoLengths(t.length[0]!.text, t.length[1]!.text));
  const length = t.length[0];
  if (length && length.code === null) return unreadable(lineNo, text, ORDER_PAD_MESSAGES.badLength(length.text));

  if (t.stems.length > 0 && t.quantity.length === 0) {
    const stems = t.stems[0]!;
    const per = variety.stemsPerBunch && variety.stemsPerBunch > 0 ? variety.stemsPerBunch : null;
    const bunches = per !== null && stems % per === 0 ? stems / per : null;
    return unreadable(lineNo, text, ORDER_PAD_MESSAGES.stems(stems, bunches, bunches === null ? null : per));
  }
  if (t.quantity.length + t.stems.length > 1) {
    const texts = [...t.quantity.map((q) => q.text), ...t.stems.map((s) => `${s}枝`)];
    return unreadable(lineNo, text, ORDER_PAD_MESSAGES.twoQuantities(texts[0]!, texts[1]!));
  }
  const quantity = t.quantity[0];
  if (!quantity) return unreadable(lineNo, text, ORDER_PAD_MESSAGES.noQuantity);
  if (quantity.value === null) return unreadable(lineNo, text, ORDER_PAD_MESSAGES.quantityFraction(quantity.text));
  if (quantity.value < 1) return unreadable(lineNo, text, ORDER_PAD_MESSAGES.quantityZero);
  if (quantity.value > ORDER_PAD_LIMITS.bunchesMax) return unreadable(lineNo, text, ORDER_PAD_MESSAGES.quantityTooMany);

  return {
    ok: true,
    lineNo,
    text,
    flwCode: variety.flwCode,
    varietyName: variety.name,
    ...(t.grade[0] ? { levelName: t.grade[0].value } : {}),
    ...(length?.code ? { lengthCode: length.code } : {}),
    bunches: quantity.value,
  };
}
