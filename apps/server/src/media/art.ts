/**
 * Generated illustrations: product pictures (400×400, a stylised bloom whose shape follows the
 * flower's style and whose colours follow the variety name) and home-page banners (1200×360).
 * Pure and deterministic: the same arguments always give the same SVG text.
 */
import { createRng, hashString } from '../seed/random';

const FONT = `'Noto Sans CJK SC', sans-serif`;

/** Escape text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;'));
}

// ---------------------------------------------------------------- colour

type Rgb = readonly [number, number, number];

const toRgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = ([r, g, b]: Rgb): string =>
  `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
/** Mix a towards b by t (0 = a, 1 = b). */
const mix = (a: string, b: string, t: number): string => {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
};
const hslHex = (h: number, s: number, l: number): string => {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return toHex([f(0), f(8), f(4)]);
};

const RAINBOW = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa'] as const;

/** Variety names whose colour the name does not say. */
const NAMED: Readonly<Record<string, string>> = {
  卡罗拉: '#a50f25',
  红袖: '#c8102e',
  黑魔术: '#5e0b1c',
  自由: '#c62828',
  戴安娜: '#f48fb1',
  弗洛伊德: '#e0457b',
  坦尼克: '#f7f5ee',
  芬得拉: '#f3e9d2',
  冷美人: '#f6e2ea',
  假日公主: '#f9c74f',
  影星: '#ff7f60',
  金枝玉叶: '#f4a261',
  糖果: '#ff8a65',
  海洋之歌: '#b39ddb',
  蓝色风暴: '#9575cd',
  卡布奇诺: '#b08463',
  芭比: '#ec5f9b',
  蓝色妖姬: '#1e4fc2',
  朱丽叶: '#f6b483',
  马斯特: '#c62828',
  索邦: '#f06292',
  木门: '#f48fb1',
  罗宾娜: '#d81b60',
  曼尼萨: '#fff176',
  卡萨布兰卡: '#f8f6f0',
  天堂: '#f8f6f0',
  西伯利亚: '#f8f6f0',
  千禧星: '#fbfbf8',
  仙女星: '#fbfbf8',
  安娜贝拉: '#f4f6ea',
  巴塞罗那: '#f48fb1',
  神马: '#f8f6ef',
  尤加利: '#8fb3a0',
  龟背叶: '#2e7d32',
  散尾葵: '#558b2f',
  春羽: '#388e3c',
  情人草: '#b39ddb',
  勿忘我: '#6a5acd',
  黄莺: '#f2c230',
  火焰: '#ffca28',
};

/** Colour words, checked in this order (longer and more specific first). */
const KEYWORDS: readonly (readonly [string, string])[] = [
  ['香槟', '#efcfae'],
  ['蜜桃', '#f8b092'],
  ['桃红', '#e91e63'],
  ['玫红', '#d81b60'],
  ['荔枝', '#f7a1b8'],
  ['粉', '#f48fb1'],
  ['紫', '#8e5bb5'],
  ['蓝', '#3d6fd6'],
  ['绿', '#a5cf6b'],
  ['橙', '#f57c00'],
  ['柠檬', '#f7e04b'],
  ['黄', '#f9d423'],
  ['金', '#f5b700'],
  ['红', '#c8102e'],
  ['黑', '#4a0d1f'],
  ['白', '#f8f6f0'],
  ['雪', '#f8f6f0'],
  ['咖', '#a47551'],
];

const STYLE_DEFAULT: Readonly<Record<string, string>> = {
  满天星: '#fbfbf8',
  配叶配草: '#6a9a4a',
  小菊: '#f8f6ef',
};

type Palette = { main: string; edge: string | null; rainbow: boolean };

const colourOf = (text: string): string | null => {
  for (const [key, hex] of Object.entries(NAMED)) if (text.includes(key)) return hex;
  for (const [key, hex] of KEYWORDS) if (text.includes(key)) return hex;
  return null;
};

/** Colours of a variety: from its name, then its style, then a hash of the name. */
export function flowerPalette(name: string, styleName: string): Palette {
  const rainbow = /彩虹|混色/.test(name);
  const edged = /(.)边(.*)/.exec(name);
  if (edged) {
    const edge = colourOf(edged[1] ?? '');
    if (edge) return { main: colourOf(edged[2] ?? '') ?? '#fbf8f3', edge, rainbow };
  }
  if (name.includes('红唇')) return { main: '#fff3e0', edge: '#d32f2f', rainbow };
  const main = colourOf(name) ?? STYLE_DEFAULT[styleName] ?? hslHex(hashString(name) % 360, 0.62, 0.62);
  return { main, edge: null, rainbow };
}

// ---------------------------------------------------------------- flower shapes

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

type Ctx = {
  main: string;
  dark: string;
  light: string;
  /** Petal fill for petal number i (gradient, or rainbow colours). */
  fill: (i: number) => string;
  /** Fill attribute for a group of petals: the gradient, or nothing when each petal has its own colour. */
  group: string;
  rainbow: boolean;
  seed: string;
};

/** ` fill="…"` on each petal only when petals differ in colour. */
const own = (ctx: Ctx, i: number): string => (ctx.rainbow ? ` fill="${ctx.fill(i)}"` : '');

/** n copies of the shape #id around the origin, starting at angle `from`. */
const ring = (ctx: Ctx, id: string, n: number, from: number, offset = 0): string => {
  let out = '';
  for (let i = 0; i < n; i++) {
    out += `<use href="#${id}" transform="rotate(${r1(from + (360 / n) * i)})"${own(ctx, i + offset)}/>`;
  }
  return out;
};

const rose = (ctx: Ctx, layers = 3): string => {
  const sizes = [
    [62, 46, 58],
    [46, 36, 38],
    [30, 24, 20],
  ] as const;
  let defs = '';
  let body = '';
  sizes.slice(0, layers).forEach(([ry, rx, cy], i) => {
    defs += `<ellipse id="p${i}" cy="-${cy}" rx="${rx}" ry="${ry}"/>`;
    body += `<g${ctx.group} stroke="${ctx.dark}" stroke-opacity=".4" stroke-width="2">${ring(ctx, `p${i}`, [8, 6, 5][i] ?? 5, i * 23, i)}</g>`;
    if (i < layers - 1) body += `<circle r="${cy + 6}" fill="${ctx.dark}" opacity=".18"/>`;
  });
  body += `<path d="M0 0c8-2 10 8 2 12s-18-4-14-16 20-14 28-2" fill="none" stroke="${ctx.dark}" stroke-width="3" stroke-linecap="round"/>`;
  return `<defs>${defs}</defs>${body}`;
};

const ruffled = (ctx: Ctx): string => {
  const rng = createRng(ctx.seed);
  let body = '';
  [100, 76, 50].forEach((r, layer) => {
    const n = 52;
    let d = '';
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const rr = r * (i % 2 === 0 ? 1 : 0.86) * (1 + 0.07 * Math.sin(a * 5 + layer + rng.next()));
      d += `${i === 0 ? 'M' : 'L'}${Math.round(Math.cos(a) * rr)} ${Math.round(Math.sin(a) * rr)}`;
    }
    body += `<path d="${d}Z" fill="${ctx.fill(layer)}" stroke="${ctx.dark}" stroke-opacity=".3" stroke-width="2"/>`;
  });
  return `${body}<circle r="14" fill="${ctx.dark}" opacity=".45"/>`;
};

const lily = (ctx: Ctx): string => {
  let spots = '';
  for (let i = 0; i < 3; i++) {
    const a = ((i * 120 - 90) * Math.PI) / 180;
    for (const d of [40, 55, 68]) {
      spots += `<circle cx="${Math.round(Math.cos(a) * d)}" cy="${Math.round(Math.sin(a) * d)}" r="2.5"/>`;
    }
  }
  let stamens = '';
  for (let i = 0; i < 6; i++) {
    const a = ((i * 60 - 60) * Math.PI) / 180;
    const x = Math.round(Math.cos(a) * 58);
    const y = Math.round(Math.sin(a) * 58);
    stamens += `<path d="M0 0L${x} ${y}" stroke="#9ccc65" stroke-width="2.5"/><ellipse cx="${x}" cy="${y}" rx="6" ry="3.5" fill="#8d4a1f"/>`;
  }
  return (
    `<defs><path id="l" d="M0 0C52-36 40-100 0-134C-40-100-52-36 0 0Z"/></defs>` +
    `<g${ctx.group}>${ring(ctx, 'l', 3, -30, 1)}</g><circle r="60" fill="${ctx.dark}" opacity=".25"/>` +
    `<g${ctx.group} stroke="${ctx.dark}" stroke-opacity=".35" stroke-width="2">${ring(ctx, 'l', 3, -90)}</g>` +
    `<g fill="${ctx.dark}" opacity=".55">${spots}</g>${stamens}`
  );
};

const daisy = (ctx: Ctx, n = 22, centre = '#4e342e'): string =>
  `<defs><path id="d" d="M-8-28Q-11-96 0-108Q11-96 8-28Z"/><path id="e" d="M-7-24Q-9-80 0-90Q9-80 7-24Z"/></defs>` +
  `<g fill="${ctx.dark}">${ring({ ...ctx, rainbow: false }, 'd', n, 360 / n / 2)}</g>` +
  `<g${ctx.group} stroke="${ctx.dark}" stroke-opacity=".25">${ring(ctx, 'e', n, 0)}</g>` +
  `<circle r="32" fill="${centre}"/><circle r="22" fill="none" stroke="#fdd835" stroke-width="7" stroke-dasharray="2 4"/>`;

const dots = (ctx: Ctx, count: number, size: number): string => {
  const rng = createRng(ctx.seed);
  let branches = '';
  let petals = '';
  const tips: [number, number][] = [];
  for (let i = 0; i < 9; i++) {
    const x = Math.round(-110 + i * 27.5 + rng.int(-8, 8));
    const y = Math.round(-10 - Math.cos((x / 130) * 1.4) * 60 + rng.int(-10, 10));
    tips.push([x, y]);
    branches += `M0 120Q${Math.round(x / 2)} ${Math.round(y / 2 + 60)} ${x} ${y}`;
  }
  for (let i = 0; i < count; i++) {
    const [tx, ty] = tips[i % tips.length] ?? [0, 0];
    const x = Math.round(tx + rng.int(-30, 30));
    const y = Math.round(ty + rng.int(-34, 24));
    petals += `<circle cx="${x}" cy="${y}" r="${r1(size * rng.float(0.7, 1.2))}"${own(ctx, i)}/>`;
  }
  return `<path d="${branches}" fill="none" stroke="#6f9c55" stroke-width="2.5"/><g fill="${ctx.rainbow ? ctx.main : ctx.light}" stroke="${ctx.dark}" stroke-opacity=".8">${petals}</g>`;
};

const hydrangea = (ctx: Ctx): string => {
  const rng = createRng(ctx.seed);
  const shades = ctx.rainbow ? [...RAINBOW] : [ctx.main, ctx.light, mix(ctx.main, ctx.dark, 0.4)];
  const groups: string[] = shades.map(() => '');
  for (let i = 0; i < 40; i++) {
    const a = i * 2.4;
    const d = 100 * Math.sqrt((i + 0.5) / 40);
    const k = rng.int(0, shades.length - 1);
    groups[k] += `<use href="#f" x="${Math.round(Math.cos(a) * d)}" y="${Math.round(Math.sin(a) * d)}"/>`;
  }
  const florets = groups.map((g, k) => `<g fill="${shades[k] ?? ctx.main}">${g}</g>`).join('');
  return (
    `<defs><g id="f"><circle cy="-8" r="8"/><circle cx="8" r="8"/><circle cy="8" r="8"/><circle cx="-8" r="8"/><circle r="2.5" fill="${ctx.dark}"/></g></defs>` +
    `<circle r="114" fill="${ctx.dark}" opacity=".55"/><g stroke="${ctx.dark}" stroke-opacity=".3">${florets}</g>`
  );
};

const tulip = (ctx: Ctx): string =>
  `<path d="M-54 -10C-64-80-24-118 0-96C24-118 64-80 54-10C44 44-44 44-54-10Z" fill="${ctx.dark}"/>` +
  `<path d="M-58-24C-56-96-12-108 6-76C18-30 12 26 0 42C-34 42-58 18-58-24Z" fill="${ctx.fill(0)}" stroke="${ctx.dark}" stroke-opacity=".3" stroke-width="2"/>` +
  `<path d="M58-24C56-96 12-108-6-76C-18-30-12 26 0 42C34 42 58 18 58-24Z" fill="${ctx.fill(1)}" stroke="${ctx.dark}" stroke-opacity=".3" stroke-width="2"/>`;

const pompom = (ctx: Ctx): string =>
  [88, 72, 56, 40, 24, 10]
    .map(
      (r, i) =>
        `<circle r="${r}" fill="${i === 0 ? ctx.dark : 'none'}" stroke="${i % 2 ? ctx.main : ctx.light}" stroke-width="16" stroke-dasharray="7 3"/>`,
    )
    .join('');

const leaves = (ctx: Ctx, name: string): string => {
  if (name.includes('龟背')) {
    return (
      `<path d="M0 110C-40 60-120 40-110-30C-100-90-40-110 0-80C40-110 100-90 110-30C120 40 40 60 0 110Z" fill="${ctx.main}"/>` +
      `<path d="M0 110V-80M-100-20L-40 0M100-20L40 0M-80 30L-30 40M80 30L30 40M-90-60L-40-40M90-60L40-40" stroke="${ctx.light}" stroke-width="6" fill="none"/>`
    );
  }
  if (/尤加利/.test(name)) {
    const rng = createRng(ctx.seed);
    let out = `<path d="M0 120Q-10 0-60-110M0 120Q10 0 70-100M0 120V-120" fill="none" stroke="#7a6b55" stroke-width="3"/>`;
    for (let i = 0; i < 18; i++) {
      const branch = i % 3;
      const t = Math.floor(i / 3) / 6;
      const x = Math.round((branch === 0 ? -60 : branch === 1 ? 70 : 0) * t * (2 - t) + (i % 2 ? 18 : -18));
      const y = Math.round(110 - t * 230);
      out += `<circle cx="${x}" cy="${y}" r="${rng.int(15, 22)}" fill="${i % 2 ? ctx.main : ctx.light}" stroke="${ctx.dark}" stroke-opacity=".4"/>`;
    }
    return out;
  }
  let fronds = '';
  for (let i = 0; i < 9; i++) {
    const y = 90 - i * 24;
    const w = 100 - i * 9;
    fronds += `M0 ${y}Q${-w / 2} ${y - 20} ${-w} ${y - 10}M0 ${y}Q${w / 2} ${y - 20} ${w} ${y - 10}`;
  }
  return `<path d="M0 120V-120" stroke="${ctx.dark}" stroke-width="4"/><path d="${fronds}" fill="none" stroke="${ctx.main}" stroke-width="9" stroke-linecap="round"/>`;
};

function bloom(ctx: Ctx, name: string, styleName: string): string {
  switch (styleName) {
    case '玫瑰':
      return rose(ctx);
    case '康乃馨':
      return ruffled(ctx);
    case '百合':
      return lily(ctx);
    case '非洲菊':
      return daisy(ctx);
    case '满天星':
      return dots(ctx, 50, 7);
    case '洋桔梗':
      return rose(ctx, 2);
    case '绣球':
      return hydrangea(ctx);
    case '郁金香':
      return tulip(ctx);
    case '小菊':
      return name.includes('乒乓') ? pompom(ctx) : daisy(ctx, 30, '#c0ca33');
    case '配叶配草':
      return /草|勿忘我|黄莺/.test(name) ? dots(ctx, 58, 4.5) : leaves(ctx, name);
    default:
      return daisy(ctx);
  }
}

/** A 400×400 product picture for one variety. */
export function flowerSvg(flwCode: string, name: string, styleName: string): string {
  const { main, edge, rainbow } = flowerPalette(name, styleName);
  const isWhite = toRgb(main).every((v) => v > 230);
  const dark = isWhite ? '#b8b29a' : mix(main, '#000000', 0.35);
  const light = isWhite ? '#ffffff' : mix(main, '#ffffff', 0.4);
  const bg = isWhite ? '#e9efe6' : mix(main, '#ffffff', 0.86);
  const ctx: Ctx = {
    main,
    dark,
    light,
    fill: rainbow ? (i) => RAINBOW[i % RAINBOW.length] ?? main : () => 'url(#g)',
    group: rainbow ? '' : ' fill="url(#g)"',
    rainbow,
    seed: `${flwCode}:${name}`,
  };
  const leafy = styleName === '配叶配草';
  const gradient = edge
    ? `<stop offset=".6" stop-color="${main}"/><stop offset=".92" stop-color="${edge}"/>`
    : `<stop offset="0" stop-color="${mix(main, dark, 0.3)}"/><stop offset=".3" stop-color="${main}"/><stop offset=".75" stop-color="${light}"/><stop offset="1" stop-color="${isWhite ? '#ece8dc' : main}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<title>${escapeXml(name)}</title>` +
    `<defs><radialGradient id="g" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="120">${gradient}</radialGradient></defs>` +
    `<rect width="400" height="400" fill="${bg}"/><circle cx="200" cy="170" r="150" fill="#fff" opacity=".45"/>` +
    (leafy
      ? ''
      : `<path d="M200 400C196 330 204 280 200 230" stroke="#4f7c3a" stroke-width="7" fill="none"/>` +
        `<path d="M201 322C230 296 262 300 292 276C270 318 236 334 201 330Z" fill="#6a9a4a"/>` +
        `<path d="M199 360C170 334 138 338 108 314C130 356 164 372 199 368Z" fill="#5d8c40"/>`) +
    `<g transform="translate(200 ${leafy ? 190 : 170})">${bloom(ctx, name, styleName)}</g>` +
    `<rect y="352" width="400" height="48" fill="#fff" opacity=".8"/>` +
    `<text x="200" y="384" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#3a3a3a">${escapeXml(name)}` +
    `<tspan font-size="14" fill="#9a9a9a" dx="10">${escapeXml(flwCode)}</tspan></text></svg>`
  );
}

// ---------------------------------------------------------------- banners

const BANNER_COLOURS = [
  ['#d6336c', '#f7a072'],
  ['#6f4bb2', '#d17bd3'],
  ['#1f8a70', '#9cd67a'],
  ['#e8590c', '#f9d15b'],
] as const;

/** A 1200×360 banner with a gradient, a title and a subtitle. */
export function bannerSvg(n: number, title: string, subtitle: string): string {
  const [from, to] = BANNER_COLOURS[(((Math.trunc(n) - 1) % 4) + 4) % 4] ?? BANNER_COLOURS[0];
  let petals = '';
  for (let i = 0; i < 12; i++) petals += `<use href="#b" transform="rotate(${i * 30})"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360">` +
    `<defs><linearGradient id="bg" x2="1" y2=".4"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<path id="b" d="M0 0C30-40 24-110 0-140C-24-110-30-40 0 0Z"/></defs>` +
    `<rect width="1200" height="360" fill="url(#bg)"/>` +
    `<circle cx="1080" cy="40" r="180" fill="#fff" opacity=".12"/><circle cx="860" cy="360" r="120" fill="#fff" opacity=".1"/>` +
    `<g transform="translate(960 190)" fill="#fff" opacity=".3">${petals}<circle r="34" fill="${from}"/></g>` +
    `<g transform="translate(1110 300) scale(.45)" fill="#fff" opacity=".25">${petals}</g>` +
    `<text x="90" y="165" font-family="${FONT}" font-size="64" font-weight="700" fill="#fff">${escapeXml(title)}</text>` +
    `<text x="92" y="225" font-family="${FONT}" font-size="30" fill="#fff" opacity=".92">${escapeXml(subtitle)}</text>` +
    `<rect x="92" y="258" width="170" height="46" rx="23" fill="#fff"/>` +
    `<text x="177" y="289" text-anchor="middle" font-family="${FONT}" font-size="22" fill="${from}">立即查看 ›</text></svg>`
  );
}
