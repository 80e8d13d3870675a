import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chineseNumber,
  ORDER_PAD_ALIASES,
  ORDER_PAD_EXAMPLE,
  ORDER_PAD_LIMITS,
  ORDER_PAD_MESSAGES,
  ORDER_PAD_TEMPLATE,
  orderPadBook,
  orderPadFileLines,
  orderPadRowText,
  orderPadTextProblem,
  parseOrderPad,
  parseOrderPadLine,
  type PadVariety,
} from './orderPad';

/** A slice of the seeded catalogue: names with spaces, letters, and names inside names (雪山 / 粉红雪山). */
const VARIETIES: PadVariety[] = [
  { flwCode: 'MG-0001', name: '卡罗拉', stemsPerBunch: 20 },
  { flwCode: 'MG-0002', name: '红袖', stemsPerBunch: 20 },
  { flwCode: 'MG-0003', name: '黑魔术', stemsPerBunch: 20 },
  { flwCode: 'MG-0004', name: '戴安娜', stemsPerBunch: 20 },
  { flwCode: 'MG-0011', name: '粉红雪山', stemsPerBunch: 20 },
  { flwCode: 'MG-0012', name: '雪山', stemsPerBunch: 20 },
  { flwCode: 'MG-0026', name: '蜜桃雪山', stemsPerBunch: 20 },
  { flwCode: 'MG-0025', name: '香槟', stemsPerBunch: 20 },
  { flwCode: 'MG-0030', name: '红边香槟', stemsPerBunch: 20 },
  { flwCode: 'KN-0003', name: '大红', stemsPerBunch: 20 },
  { flwCode: 'FZ-0002', name: '大红太阳花', stemsPerBunch: 10 },
  { flwCode: 'BH-0004', name: '卡萨布兰卡', stemsPerBunch: 10 },
  { flwCode: 'MT-0001', name: '云南满天星 白色', stemsPerBunch: 1 },
  { flwCode: 'MT-0004', name: '云南满天星 染色蓝', stemsPerBunch: 1 },
  { flwCode: 'MT-0006', name: '彩虹满天星', stemsPerBunch: 1 },
  { flwCode: 'JG-0002', name: '白桔梗', stemsPerBunch: 10 },
  { flwCode: 'JG-0003', name: '深紫桔梗', stemsPerBunch: 10 },
  { flwCode: 'JG-0005', name: '罗西塔粉', stemsPerBunch: 10 },
  { flwCode: 'XQ-0001', name: '无尽夏 蓝', stemsPerBunch: 5 },
  { flwCode: 'XQ-0003', name: '无尽夏 粉', stemsPerBunch: 5 },
  { flwCode: 'YJ-0001', name: '强金 Strong Gold', stemsPerBunch: 10 },
  { flwCode: 'PY-0001', name: '银叶尤加利', stemsPerBunch: 10 },
  { flwCode: 'PY-0002', name: '圆叶尤加利', stemsPerBunch: 10 },
];
const book = orderPadBook(VARIETIES);
const read = (text: string) => parseOrderPadLine(text, 1, book);

type Want = { flwCode: string; levelName?: string; lengthCode?: string; bunches: number };

/** Real-world lines (as florists type them on a phone or paste from WeChat) → what they ask for. */
const READABLE: [string, Want][] = [
  // The three lines.
  ['卡罗拉 A 20扎', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['黑魔术 B级 60cm 10', { flwCode: 'MG-0003', levelName: 'B', lengthCode: '60', bunches: 10 }],
  ['满天星 5', { flwCode: 'MT-0001', bunches: 5 }],
  // Spaces: none, many, tabs, around the unit.
  ['卡罗拉A20扎', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['卡罗拉A级20扎', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['  卡罗拉   A   20 扎  ', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['卡罗拉\tA\t20', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['卡 罗 拉 A 20', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  // Grades: lower case, 级, + and −, full width.
  ['卡罗拉 a 20', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['卡罗拉 a级 20', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['卡罗拉 A+ 20扎', { flwCode: 'MG-0001', levelName: 'A+', bunches: 20 }],
  ['卡罗拉 A+级 20扎', { flwCode: 'MG-0001', levelName: 'A+', bunches: 20 }],
  ['卡罗拉 b- 20扎', { flwCode: 'MG-0001', levelName: 'B-', bunches: 20 }],
  ['卡罗拉 Ｂ＋级 ２０扎', { flwCode: 'MG-0001', levelName: 'B+', bunches: 20 }],
  ['卡罗拉 D 1', { flwCode: 'MG-0001', levelName: 'D', bunches: 1 }],
  // A dash between words is a separator, not a minus grade.
  ['卡罗拉-A-20扎', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['卡罗拉 - A - 20', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['卡罗拉 A- 20扎', { flwCode: 'MG-0001', levelName: 'A-', bunches: 20 }],
  // Lengths: cm, CM, 厘米, 公分, a range of the map, a bare number before the quantity.
  ['黑魔术 60CM 10扎', { flwCode: 'MG-0003', lengthCode: '60', bunches: 10 }],
  ['黑魔术 60 cm 10扎', { flwCode: 'MG-0003', lengthCode: '60', bunches: 10 }],
  ['黑魔术 60厘米 10扎', { flwCode: 'MG-0003', lengthCode: '60', bunches: 10 }],
  ['黑魔术 60公分 10扎', { flwCode: 'MG-0003', lengthCode: '60', bunches: 10 }],
  ['黑魔术 55-60cm 10扎', { flwCode: 'MG-0003', lengthCode: '60', bunches: 10 }],
  ['黑魔术 55~60 10扎', { flwCode: 'MG-0003', lengthCode: '60', bunches: 10 }],
  ['黑魔术 30-35cm 10扎', { flwCode: 'MG-0003', lengthCode: '35', bunches: 10 }],
  ['黑魔术 B 60 10', { flwCode: 'MG-0003', levelName: 'B', lengthCode: '60', bunches: 10 }],
  ['黑魔术 B 10扎 60', { flwCode: 'MG-0003', levelName: 'B', lengthCode: '60', bunches: 10 }],
  ['黑魔术 ６０ｃｍ Ｂ级 １０把', { flwCode: 'MG-0003', levelName: 'B', lengthCode: '60', bunches: 10 }],
  ['黑魔术 80cm 1扎', { flwCode: 'MG-0003', lengthCode: '80', bunches: 1 }],
  ['黑魔术 30cm 1扎', { flwCode: 'MG-0003', lengthCode: '30', bunches: 1 }],
  // Quantities: 扎, 把, 束, x/×/*, Chinese numerals with a unit.
  ['满天星 5把', { flwCode: 'MT-0001', bunches: 5 }],
  ['满天星 5束', { flwCode: 'MT-0001', bunches: 5 }],
  ['卡罗拉 A x20', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['卡罗拉A×20', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['卡罗拉 A*20', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['卡罗拉 A 二十扎', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['卡罗拉 两把', { flwCode: 'MG-0001', bunches: 2 }],
  ['卡罗拉 十五扎', { flwCode: 'MG-0001', bunches: 15 }],
  ['卡罗拉 9999', { flwCode: 'MG-0001', bunches: 9999 }],
  // Order of the parts does not matter.
  ['20扎 卡罗拉 A', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['A级卡罗拉20扎', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  // Separators pasted from chats and lists; list markers.
  ['卡罗拉，A级，20扎', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['卡罗拉,A,20', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['卡罗拉、A、20扎。', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['卡罗拉：20扎', { flwCode: 'MG-0001', bunches: 20 }],
  ['卡罗拉/A/20', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['1. 卡罗拉 A 20扎', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['2、黑魔术 10', { flwCode: 'MG-0003', bunches: 10 }],
  ['3)满天星 5', { flwCode: 'MT-0001', bunches: 5 }],
  ['(4) 红袖 8', { flwCode: 'MG-0002', bunches: 8 }],
  ['① 红袖 8', { flwCode: 'MG-0002', bunches: 8 }],
  // Names inside names: the longest wins.
  ['粉红雪山 A 10', { flwCode: 'MG-0011', levelName: 'A', bunches: 10 }],
  ['雪山 A 10', { flwCode: 'MG-0012', levelName: 'A', bunches: 10 }],
  ['蜜桃雪山 10', { flwCode: 'MG-0026', bunches: 10 }],
  ['红边香槟 3', { flwCode: 'MG-0030', bunches: 3 }],
  ['香槟 3', { flwCode: 'MG-0025', bunches: 3 }],
  ['大红太阳花 4扎', { flwCode: 'FZ-0002', bunches: 4 }],
  ['大红 4扎', { flwCode: 'KN-0003', bunches: 4 }],
  ['彩虹满天星 2', { flwCode: 'MT-0006', bunches: 2 }],
  ['云南满天星 染色蓝 2', { flwCode: 'MT-0004', bunches: 2 }],
  ['云南满天星染色蓝 2', { flwCode: 'MT-0004', bunches: 2 }],
  ['无尽夏 蓝 3扎', { flwCode: 'XQ-0001', bunches: 3 }],
  ['强金 Strong Gold 5', { flwCode: 'YJ-0001', bunches: 5 }],
  ['强金strong gold 5', { flwCode: 'YJ-0001', bunches: 5 }],
  // Aliases and short forms.
  ['黑魔 B 10', { flwCode: 'MG-0003', levelName: 'B', bunches: 10 }],
  ['蓝满天星 2', { flwCode: 'MT-0004', bunches: 2 }],
  ['香水百合 3扎', { flwCode: 'BH-0004', bunches: 3 }],
  ['卡萨 3扎', { flwCode: 'BH-0004', bunches: 3 }],
  ['尤加利 5', { flwCode: 'PY-0001', bunches: 5 }],
  ['圆叶 5', { flwCode: 'PY-0002', bunches: 5 }],
  ['强金 5', { flwCode: 'YJ-0001', bunches: 5 }],
  ['Carola A 20', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['black magic b 10', { flwCode: 'MG-0003', levelName: 'B', bunches: 10 }],
  ['Avalanche 60cm 6', { flwCode: 'MG-0012', lengthCode: '60', bunches: 6 }],
  // A part of one name only.
  ['卡罗 A 20', { flwCode: 'MG-0001', levelName: 'A', bunches: 20 }],
  ['罗西塔 5', { flwCode: 'JG-0005', bunches: 5 }],
];

/** Lines it cannot read → the reason it gives. */
const UNREADABLE: [string, string][] = [
  ['玫瑰 20扎', ORDER_PAD_MESSAGES.unknownVariety('玫瑰')],
  // A CSV row =1+1,A,60,1 (a spreadsheet formula as the name): quoted as typed, not as its signs (trial 2 of issue 32).
  ['=1+1 A 60cm 1', '不认识品种「=1+1」'],
  ['玫瑰3', '不认识品种「玫瑰」'],
  ['卡罗拉', ORDER_PAD_MESSAGES.noQuantity],
  ['卡罗拉 A', ORDER_PAD_MESSAGES.noQuantity],
  ['卡罗拉 A 60cm', ORDER_PAD_MESSAGES.noQuantity],
  ['A 20扎', ORDER_PAD_MESSAGES.noVariety],
  ['20', ORDER_PAD_MESSAGES.noVariety],
  ['卡罗拉 0扎', ORDER_PAD_MESSAGES.quantityZero],
  ['卡罗拉 A -5扎', ORDER_PAD_MESSAGES.quantityNegative('-5扎')],
  ['卡罗拉 -5', ORDER_PAD_MESSAGES.quantityNegative('-5')],
  ['卡罗拉 A －20 扎', ORDER_PAD_MESSAGES.quantityNegative('-20扎')],
  ['-3扎 卡罗拉', ORDER_PAD_MESSAGES.quantityNegative('-3扎')],
  ['卡罗拉 10000', ORDER_PAD_MESSAGES.quantityTooMany],
  ['卡罗拉 2.5扎', ORDER_PAD_MESSAGES.quantityFraction('2.5扎')],
  ['卡罗拉 2.5', ORDER_PAD_MESSAGES.quantityFraction('2.5')],
  ['卡罗拉 A 20扎 10扎', ORDER_PAD_MESSAGES.twoQuantities('20扎', '10扎')],
  ['卡罗拉 200枝', ORDER_PAD_MESSAGES.stems(200, 10, 20)],
  ['卡罗拉 210支', ORDER_PAD_MESSAGES.stems(210, null, null)],
  ['卡罗拉 E 20', ORDER_PAD_MESSAGES.badGrade('E')],
  ['卡罗拉 F级 20', ORDER_PAD_MESSAGES.badGrade('F级')],
  ['卡罗拉 A B 20', ORDER_PAD_MESSAGES.twoGrades('A', 'B')],
  ['卡罗拉 62cm 20', ORDER_PAD_MESSAGES.badLength('62cm')],
  ['卡罗拉 90厘米 20', ORDER_PAD_MESSAGES.badLength('90厘米')],
  ['卡罗拉 50-60cm 20', ORDER_PAD_MESSAGES.badLength('50-60cm')],
  ['卡罗拉 60cm 70cm 20', ORDER_PAD_MESSAGES.twoLengths('60cm', '70cm')],
  ['卡罗拉 20扎 62', ORDER_PAD_MESSAGES.badLength('62')],
  ['卡罗拉 20 10', ORDER_PAD_MESSAGES.numbersUnclear('20', '10')],
  ['卡罗拉 A 20扎 要新鲜的', ORDER_PAD_MESSAGES.unknownWords('要新鲜的')],
  ['卡罗拉 红袖 20', ORDER_PAD_MESSAGES.twoVarieties('卡罗拉', '红袖')],
  ['深紫 5', ORDER_PAD_MESSAGES.severalVarieties('深紫', ['深紫桔梗'])],
  ['彩虹 2', ORDER_PAD_MESSAGES.severalVarieties('彩虹', ['彩虹满天星'])],
  ['桔梗 5', ORDER_PAD_MESSAGES.severalVarieties('桔梗', ['白桔梗', '深紫桔梗'])],
  ['无尽夏 5', ORDER_PAD_MESSAGES.severalVarieties('无尽夏', ['无尽夏 蓝', '无尽夏 粉'])],
  ['卡罗拉 A ' + '很'.repeat(ORDER_PAD_LIMITS.lineChars), ORDER_PAD_MESSAGES.lineTooLong],
];

describe('parseOrderPadLine: a table of real-world lines', () => {
  it.each(READABLE)('reads %s', (text, want) => {
    const line = read(text);
    expect(line).toMatchObject({ ok: true, ...want });
    if (!line.ok) return;
    // Only what was written is set: no grade or length invented.
    expect(line.levelName).toBe(want.levelName);
    expect(line.lengthCode).toBe(want.lengthCode);
    expect(line.varietyName).toBe(VARIETIES.find((v) => v.flwCode === want.flwCode)!.name);
  });

  it.each(UNREADABLE)('cannot read %s and says why', (text, reason) => {
    expect(read(text)).toEqual({ ok: false, lineNo: 1, text: text.trim(), reason });
  });

  it('keeps the line as written (trimmed) and its number', () => {
    expect(parseOrderPadLine('  卡罗拉 A 20扎 ', 7, book)).toMatchObject({ ok: true, lineNo: 7, text: '卡罗拉 A 20扎' });
  });

  it('names the bunches 200 stems make from the variety', () => {
    expect(read('卡罗拉 200枝')).toMatchObject({ reason: '请按扎写数量：200枝 是 10 扎（每扎 20 枝）' });
    expect(read('卡罗拉 210支')).toMatchObject({ reason: '请按扎写数量（210枝）' });
  });

  it('lists at most five varieties for a short word and says there are more', () => {
    const many = orderPadBook(Array.from({ length: 7 }, (_, i) => ({ flwCode: `MG-000${i}`, name: `玫瑰${i + 1}号` })));
    const line = parseOrderPadLine('玫瑰 5', 1, many);
    expect(line).toMatchObject({ ok: false, reason: '「玫瑰」有 7 个品种：玫瑰1号、玫瑰2号、玫瑰3号、玫瑰4号、玫瑰5号 等，请写全名' });
  });
});

describe('parseOrderPadLine: properties', () => {
  const variety = fc.constantFrom(...VARIETIES);
  const grade = fc.option(fc.constantFrom('A+', 'A', 'A-', 'B+', 'B', 'B-', 'C', 'D'), { nil: undefined });
  const length = fc.option(fc.constantFrom('30', '40', '55', '60', '80'), { nil: undefined });
  const bunches = fc.integer({ min: 1, max: ORDER_PAD_LIMITS.bunchesMax });
  const gradeText = (g: string) => fc.constantFrom(g, g.toLowerCase(), `${g}级`);
  const lengthText = (l: string) => fc.constantFrom(`${l}cm`, `${l}CM`, `${l}厘米`, `${l} cm`);
  const quantityText = (n: number) => fc.constantFrom(`${n}`, `${n}扎`, `${n}把`, `${n} 扎`, `x${n}`);

  it('reads back any variety, grade, length and quantity written in any of the usual ways, with any spacing', () => {
    fc.assert(
      fc.property(
        variety.chain((v) =>
          fc
            .tuple(fc.constant(v), grade, length, bunches)
            .chain(([v, g, l, n]) =>
              fc
                .tuple(
                  g ? gradeText(g) : fc.constant(''),
                  l ? lengthText(l) : fc.constant(''),
                  quantityText(n),
                  fc.constantFrom(' ', '  ', '，', '\t'),
                )
                .map(([gt, lt, qt, sep]) => ({ v, g, l, n, text: [v.name, gt, lt, qt].filter(Boolean).join(sep) })),
            ),
        ),
        ({ v, g, l, n, text }) => {
          const line = read(text);
          expect(line).toEqual({
            ok: true,
            lineNo: 1,
            text: text.trim(),
            flwCode: v.flwCode,
            varietyName: v.name,
            ...(g ? { levelName: g } : {}),
            ...(l ? { lengthCode: l } : {}),
            bunches: n,
          });
        },
      ),
      { numRuns: 400 },
    );
  });

  it('answers every line, whatever it holds: read, or a reason in words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const line = read(text);
        if (!line.ok) expect(line.reason.length).toBeGreaterThan(0);
        else expect(line.bunches).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseOrderPad', () => {
  it('reads every line with words, skips blank ones, keeps line numbers, drops none', () => {
    const text = ['卡罗拉 A 20扎', '', '黑魔术 B级 60cm 10', '   ', '玫瑰 3', '满天星 5', ''].join('\r\n');
    const lines = parseOrderPad(text, book);
    expect(lines.map((l) => [l.lineNo, l.ok])).toEqual([
      [1, true],
      [3, true],
      [5, false],
      [6, true],
    ]);
    expect(lines[2]).toEqual({ ok: false, lineNo: 5, text: '玫瑰 3', reason: '不认识品种「玫瑰」' });
  });

  it('reads the page example whole', () => {
    expect(parseOrderPad(ORDER_PAD_EXAMPLE, book).every((line) => line.ok)).toBe(true);
  });

  it('gives nothing for an empty text', () => {
    expect(parseOrderPad('', book)).toEqual([]);
    expect(parseOrderPad('\n \n', book)).toEqual([]);
  });
});

describe('orderPadBook', () => {
  it('ignores an alias whose variety the market does not list', () => {
    const small = orderPadBook([{ flwCode: 'MG-0001', name: '卡罗拉' }]);
    expect(parseOrderPadLine('满天星 5', 1, small)).toMatchObject({ ok: false, reason: '不认识品种「满天星」' });
  });

  it('takes the aliases it is given', () => {
    const own = orderPadBook([{ flwCode: 'MG-0001', name: '卡罗拉' }], { 大红玫: '卡罗拉' });
    expect(parseOrderPadLine('大红玫 5', 1, own)).toMatchObject({ ok: true, flwCode: 'MG-0001' });
  });

  it('has every default alias pointing at a variety of the seeded names, none at itself', () => {
    for (const [alias, name] of Object.entries(ORDER_PAD_ALIASES)) expect(alias).not.toBe(name);
  });

  it('a name listed and an alias of the same words: the name wins', () => {
    const both = orderPadBook(
      [
        { flwCode: 'X-1', name: '满天星' },
        { flwCode: 'MT-0001', name: '云南满天星 白色' },
      ],
      ORDER_PAD_ALIASES,
    );
    expect(parseOrderPadLine('满天星 5', 1, both)).toMatchObject({ ok: true, flwCode: 'X-1' });
  });
});

describe('orderPadTextProblem', () => {
  it('refuses empty, too many lines and too long, and lets a normal pad through', () => {
    expect(orderPadTextProblem('')).toBe(ORDER_PAD_MESSAGES.empty);
    expect(orderPadTextProblem(' \n\n ')).toBe(ORDER_PAD_MESSAGES.empty);
    expect(orderPadTextProblem(ORDER_PAD_EXAMPLE)).toBeNull();
    const lines = Array.from({ length: ORDER_PAD_LIMITS.lines }, () => '卡罗拉 1').join('\n');
    expect(orderPadTextProblem(lines)).toBeNull();
    expect(orderPadTextProblem(`${lines}\n\n\n`)).toBeNull();
    expect(orderPadTextProblem(`${lines}\n红袖 1`)).toBe('最多 200 行（现在 201 行），请分批下单');
    expect(orderPadTextProblem('卡'.repeat(ORDER_PAD_LIMITS.chars + 1))).toBe(ORDER_PAD_MESSAGES.tooLong);
  });
});

describe('orderPadFileLines (an uploaded template: its examples never bought)', () => {
  const header = [...ORDER_PAD_TEMPLATE.headers];
  const examples = ORDER_PAD_TEMPLATE.rows.map((row) => [...row]);
  it.each([
    ['marked examples, lines under them', [header, ...examples, ['洋桔梗', 'B', '', 10]], ['洋桔梗 B 10'], 3],
    ['a marked example anywhere', [header, ['洋桔梗', '', '', 2], ['卡罗拉', '', '', 1, '示例']], ['洋桔梗 2'], 1],
    [
      'the old unmarked examples opening the data',
      [header.slice(0, 4), ...examples.map((r) => r.slice(0, 4)), ['满天星', '', '', 5]],
      ['满天星 5'],
      3,
    ],
    [
      'one old example alone is a line',
      [
        ['卡罗拉', 'A', '60', '20'],
        ['满天星', '', '', 5],
      ],
      ['卡罗拉 A 60cm 20', '满天星 5'],
      0,
    ],
    [
      'an example edited (30 扎) is a line',
      [['卡罗拉', 'A', '60', '30'], ...examples.slice(1).map((r) => r.slice(0, 4))],
      ['卡罗拉 A 60cm 30', '黑魔术 B 60cm 10', '满天星 5'],
      0,
    ],
  ] as const)('%s', (_, rows, lines, skipped) => {
    expect(orderPadFileLines(rows)).toEqual({ lines, examples: skipped });
  });
});

describe('orderPadRowText (the template rows)', () => {
  it('joins a row into a line the parser reads, a bare length as cm', () => {
    expect(orderPadRowText(['卡罗拉', 'A', '60', '20'])).toBe('卡罗拉 A 60cm 20');
    expect(orderPadRowText(['满天星', '', '', 5])).toBe('满天星 5');
    expect(orderPadRowText(['黑魔术', 'B', 60, 10])).toBe('黑魔术 B 60cm 10');
    expect(orderPadRowText(['黑魔术', null, undefined, '10'])).toBe('黑魔术 10');
  });

  it('skips the header row and empty rows', () => {
    expect(orderPadRowText(ORDER_PAD_TEMPLATE.headers)).toBe('');
    expect(orderPadRowText(['', '', '', ''])).toBe('');
    expect(orderPadRowText([])).toBe('');
  });

  it('reads every example row of the template', () => {
    for (const row of ORDER_PAD_TEMPLATE.rows) expect(read(orderPadRowText(row))).toMatchObject({ ok: true });
    expect(read(orderPadRowText(ORDER_PAD_TEMPLATE.rows[0]!))).toMatchObject({ lengthCode: '60', bunches: 20, levelName: 'A' });
  });
});

describe('chineseNumber', () => {
  it.each([
    ['一', 1],
    ['两', 2],
    ['十', 10],
    ['十五', 15],
    ['二十', 20],
    ['二十五', 25],
    ['一百', 100],
    ['一百零五', 105],
    ['三千', 3000],
  ])('%s → %i', (text, n) => expect(chineseNumber(text)).toBe(n));

  it('is null for what is not a number', () => {
    expect(chineseNumber('')).toBeNull();
    expect(chineseNumber('二三')).toBeNull();
    expect(chineseNumber('扎')).toBeNull();
  });
});
