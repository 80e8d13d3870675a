/**
 * Deterministic catalogue for the seed: styles (forms), categories, varieties, suppliers and
 * one auction day's stock lots, shaped like the 斗南 (Kunming) wholesale market.
 * Pure: no database, no clock, no Math.random. The catalogue (styles to suppliers) is the
 * same for every date; the lots depend on `auctionDate` only.
 */
import type { categories, stockLots, styles, suppliers, varieties } from '../db/schema';
import { activityRuleText as ruleTextOf, STOCK_GRADES } from '@huashi/domain';
import { createRng, type Rng } from './random';

export type StyleRow = typeof styles.$inferInsert & { id: number };
export type CategoryRow = typeof categories.$inferInsert & { id: number };
export type VarietyRow = typeof varieties.$inferInsert;
export type SupplierRow = typeof suppliers.$inferInsert;
export type LotRow = typeof stockLots.$inferInsert;

export type Catalog = {
  styles: StyleRow[];
  categories: CategoryRow[];
  varieties: VarietyRow[];
  suppliers: SupplierRow[];
  lots: LotRow[];
};

/** Grades from best to worst, with how often each appears on the floor. */
export const LEVELS = STOCK_GRADES;
const LEVEL_WEIGHTS: readonly (readonly [number, number])[] = [
  [0, 6],
  [1, 20],
  [2, 14],
  [3, 12],
  [4, 16],
  [5, 10],
  [6, 7],
  [7, 6],
  [8, 5],
  [9, 4],
];

// ---------------------------------------------------------------- market data

/** A variety entry: name, optional recommended flag, description and price factor. */
type V = readonly [name: string, opts?: { rec?: boolean; desc?: string; price?: number; stems?: number; weight?: number }];

type StyleDef = {
  name: string;
  /** flwCode prefix. */
  code: string;
  stems: number;
  /** Grams of one bunch at the default stem count. */
  weight: number;
  /** Sale price per stem in fen: worst and best lot. */
  priceMin: number;
  priceMax: number;
  /** Length codes offered, shortest to longest. */
  lengths: readonly string[];
  packages: readonly string[];
  merits: readonly string[];
  salepoints: readonly string[];
  cates: readonly (readonly [cateName: string, list: readonly V[]])[];
};

const lengthRange = (from: number, to: number): string[] => {
  const out: string[] = [];
  for (let l = from; l <= to; l += 5) out.push(String(l));
  return out;
};

const COMMON_DEFECTS = ['无', '轻微弯头', '叶片少', '花头偏小', '轻微压伤', '杆细', '叶片发黄', '开放度不齐'];

const STYLE_DEFS: readonly StyleDef[] = [
  {
    name: '玫瑰',
    code: 'MG',
    stems: 20,
    weight: 1300,
    priceMin: 40,
    priceMax: 350,
    lengths: lengthRange(40, 80),
    packages: ['纸箱', '编织袋', '纸箱'],
    merits: ['花头大', '杆直', '颜色正', '叶片翠绿', '花型饱满', '瓶插期长'],
    salepoints: [...COMMON_DEFECTS, '外瓣轻微灰霉', '有少量刺'],
    cates: [
      [
        '红色系',
        [
          ['卡罗拉', { rec: true, price: 1.05, desc: '经典大红玫瑰，花头饱满，瓶插期长，节日走量首选。' }],
          ['红袖', { price: 0.9, desc: '昆明本地主力红玫，性价比高。' }],
          ['黑魔术', { rec: true, price: 1.2, desc: '深绒红色，外瓣略带黑边，质感高级。' }],
          ['自由', { price: 1.0 }],
          ['高原红', { price: 0.85 }],
        ],
      ],
      [
        '粉色系',
        [
          ['戴安娜', { rec: true, price: 0.95, desc: '粉色经典款，花型端正，婚庆常用。' }],
          ['粉佳人', { rec: true, price: 0.9 }],
          ['艳粉', { price: 0.85 }],
          ['粉荔枝', { price: 1.15, desc: '多层花瓣，形似荔枝，适合花束主花。' }],
          ['弗洛伊德', { price: 1.1 }],
          ['粉红雪山', { price: 1.05 }],
        ],
      ],
      [
        '白色系',
        [
          ['雪山', { rec: true, price: 1.05, desc: '纯白大花，花头大，婚礼花艺必备。' }],
          ['坦尼克', { price: 0.95 }],
          ['芬得拉', { price: 1.0, desc: '象牙白带淡奶油色，花瓣厚实耐运输。' }],
          ['冷美人', { price: 0.9 }],
          ['白荔枝', { price: 1.15 }],
        ],
      ],
      [
        '黄色系',
        [
          ['假日公主', { price: 0.9 }],
          ['金辉', { price: 0.85 }],
        ],
      ],
      [
        '橙色系',
        [
          ['影星', { price: 0.95 }],
          ['金枝玉叶', { price: 0.9 }],
          ['糖果', { price: 1.0 }],
        ],
      ],
      [
        '紫色系',
        [
          ['海洋之歌', { rec: true, price: 1.15, desc: '淡紫色调，色彩稳定，花束配色百搭。' }],
          ['紫霞仙子', { price: 1.05 }],
          ['蓝色风暴', { price: 1.1 }],
        ],
      ],
      [
        '香槟色系',
        [
          ['香槟', { rec: true, price: 1.05 }],
          ['蜜桃雪山', { price: 1.1, desc: '蜜桃色大花，开放后颜色渐变柔和。' }],
          ['蜜桃', { price: 0.95 }],
        ],
      ],
      ['咖啡色系', [['卡布奇诺', { price: 1.1 }]]],
      [
        '双色系',
        [
          ['红唇', { price: 1.0 }],
          ['红边香槟', { price: 1.05 }],
        ],
      ],
      [
        '多头玫瑰',
        [
          ['多头芭比', { stems: 10, weight: 700, price: 1.2 }],
          ['多头粉泡泡', { stems: 10, weight: 700, price: 1.25 }],
          ['多头香槟', { stems: 10, weight: 700, price: 1.2 }],
        ],
      ],
      [
        '染色玫瑰',
        [
          ['蓝色妖姬', { rec: true, price: 1.4, desc: '白玫瑰染色而成，蓝色均匀，手上会轻微沾色。' }],
          ['彩虹玫瑰', { price: 1.45 }],
        ],
      ],
      ['庭院玫瑰', [['朱丽叶', { price: 1.4, desc: '杯状庭院型花朵，杏色温柔，婚礼手捧常用。' }]]],
    ],
  },
  {
    name: '康乃馨',
    code: 'KN',
    stems: 20,
    weight: 900,
    priceMin: 30,
    priceMax: 120,
    lengths: lengthRange(40, 60),
    packages: ['纸箱', '编织袋'],
    merits: ['花头大', '杆直', '颜色正', '花瓣完整'],
    salepoints: [...COMMON_DEFECTS, '花瓣边缘轻微焦边'],
    cates: [
      [
        '红色系',
        [
          ['马斯特', { rec: true, price: 1.05, desc: '正红色大花康乃馨，母亲节主力品种。' }],
          ['红色恋人', { price: 1.0 }],
          ['大红', { price: 0.9 }],
        ],
      ],
      [
        '粉色系',
        [
          ['桃红', { price: 0.95 }],
          ['小桃红', { rec: true, price: 0.95 }],
          ['粉黛', { price: 1.0 }],
        ],
      ],
      ['白色系', [['白雪公主', { price: 1.0 }]]],
      ['黄色系', [['黄金岁月', { price: 0.95 }]]],
      [
        '复色系',
        [
          ['火焰', { price: 1.05 }],
          ['粉边白', { price: 1.05 }],
        ],
      ],
      [
        '多头康乃馨',
        [
          ['多头玫红', { stems: 10, weight: 600, price: 1.3 }],
          ['多头粉', { stems: 10, weight: 600, price: 1.3 }],
          ['多头混色', { stems: 10, weight: 600, price: 1.25 }],
        ],
      ],
    ],
  },
  {
    name: '百合',
    code: 'BH',
    stems: 10,
    weight: 1800,
    priceMin: 200,
    priceMax: 600,
    lengths: lengthRange(60, 80),
    packages: ['纸箱', '保鲜桶'],
    merits: ['头数多', '花苞大', '杆粗壮', '叶片完整'],
    salepoints: ['无', '花苞偏少', '叶片发黄', '轻微弯头', '花粉未去除'],
    cates: [
      [
        '东方百合',
        [
          ['西伯利亚', { rec: true, price: 1.05, desc: '纯白香水百合，香味浓郁，以头数分级。' }],
          ['索邦', { price: 1.0 }],
          ['木门', { price: 0.95 }],
          ['卡萨布兰卡', { price: 1.15 }],
        ],
      ],
      [
        'OT百合',
        [
          ['黄天霸', { rec: true, price: 1.0, desc: '明黄色OT百合，花大杆壮，运输耐受性好。' }],
          ['罗宾娜', { price: 1.05 }],
          ['曼尼萨', { price: 0.95 }],
        ],
      ],
      ['铁炮百合', [['白天堂', { price: 0.85 }]]],
    ],
  },
  {
    name: '非洲菊',
    code: 'FZ',
    stems: 10,
    weight: 450,
    priceMin: 40,
    priceMax: 150,
    lengths: lengthRange(40, 55),
    packages: ['纸箱', '专用托盘'],
    merits: ['花盘大', '杆直', '颜色鲜艳'],
    salepoints: ['无', '花瓣轻微损伤', '杆偏软', '花盘偏小'],
    cates: [
      [
        '红色系',
        [
          ['红宝石', { price: 1.0 }],
          ['大红太阳花', { price: 0.9 }],
        ],
      ],
      [
        '粉色系',
        [
          ['粉衣', { price: 1.0 }],
          ['粉红女郎', { price: 1.05 }],
        ],
      ],
      [
        '黄色系',
        [
          ['金太阳', { rec: true, price: 1.0 }],
          ['柠檬黄', { price: 0.95 }],
        ],
      ],
      ['橙色系', [['橙色阳光', { price: 1.0 }]]],
      ['白色系', [['白玉', { price: 1.0 }]]],
    ],
  },
  {
    name: '满天星',
    code: 'MT',
    stems: 10,
    weight: 1000,
    priceMin: 80,
    priceMax: 300,
    lengths: lengthRange(50, 70),
    packages: ['纸箱', '编织袋'],
    merits: ['花朵密', '分枝多', '颜色白净'],
    salepoints: ['无', '少量枯花', '分枝偏少', '花朵未全开'],
    cates: [
      [
        '白色满天星',
        [
          ['云南满天星 白色', { rec: true, desc: '1公斤一扎，花朵细密洁白，填充百搭。' }],
          ['千禧星', { price: 1.1 }],
          ['仙女星', { price: 1.05 }],
        ],
      ],
      [
        '染色满天星',
        [
          ['云南满天星 染色蓝', { price: 1.2 }],
          ['云南满天星 染色粉', { price: 1.2 }],
          ['彩虹满天星', { price: 1.3 }],
        ],
      ],
    ],
  },
  {
    name: '洋桔梗',
    code: 'JG',
    stems: 10,
    weight: 800,
    priceMin: 80,
    priceMax: 300,
    lengths: lengthRange(50, 70),
    packages: ['纸箱', '保鲜桶'],
    merits: ['花头多', '重瓣饱满', '杆直', '颜色正'],
    salepoints: ['无', '花苞偏多', '叶片少', '轻微压伤'],
    cates: [
      [
        '白色系',
        [
          ['罗西塔白', { price: 1.1 }],
          ['白桔梗', { price: 0.95 }],
        ],
      ],
      [
        '紫色系',
        [
          ['深紫桔梗', { price: 1.0 }],
          ['紫边桔梗', { rec: true, price: 1.05 }],
        ],
      ],
      [
        '粉色系',
        [
          ['罗西塔粉', { price: 1.1 }],
          ['香槟桔梗', { price: 1.05 }],
        ],
      ],
      ['绿色系', [['绿桔梗', { rec: true, price: 1.1, desc: '嫩绿色重瓣，清新耐放，花艺配色常用。' }]]],
      ['双色系', [['粉边桔梗', { price: 1.05 }]]],
    ],
  },
  {
    name: '绣球',
    code: 'XQ',
    stems: 5,
    weight: 1500,
    priceMin: 300,
    priceMax: 1000,
    lengths: lengthRange(40, 60),
    packages: ['保鲜桶', '纸箱'],
    merits: ['花球大', '颜色均匀', '杆粗壮'],
    salepoints: ['无', '花球偏小', '边缘轻微失水', '叶片少'],
    cates: [
      [
        '蓝色系',
        [
          ['无尽夏 蓝', { rec: true, price: 1.1, desc: '大花球，蓝色清透，到货请深水醒花。' }],
          ['魔幻蓝', { price: 1.0 }],
        ],
      ],
      ['粉色系', [['无尽夏 粉', { price: 1.1 }]]],
      ['白色系', [['安娜贝拉', { stems: 10, weight: 1600, price: 0.8 }]]],
      ['绿色系', [['古典绿', { price: 1.05 }]]],
      ['紫色系', [['魔幻紫', { price: 1.0 }]]],
    ],
  },
  {
    name: '郁金香',
    code: 'YJ',
    stems: 10,
    weight: 600,
    priceMin: 150,
    priceMax: 500,
    lengths: lengthRange(35, 50),
    packages: ['纸箱', '保鲜桶'],
    merits: ['花苞大', '杆直', '颜色正'],
    salepoints: ['无', '花苞已开', '杆偏软', '叶片折损'],
    cates: [
      ['黄色系', [['强金 Strong Gold', { rec: true, desc: '明黄色经典郁金香，花苞饱满。' }]]],
      ['白色系', [['白色王朝', { price: 1.05 }]]],
      [
        '紫色系',
        [
          ['紫旗', { price: 1.0 }],
          ['黑英雄', { price: 1.2 }],
        ],
      ],
      [
        '粉色系',
        [
          ['巴塞罗那', { price: 1.0 }],
          ['粉钻', { price: 1.05 }],
        ],
      ],
      ['红色系', [['红色印象', { price: 1.0 }]]],
    ],
  },
  {
    name: '小菊',
    code: 'XJ',
    stems: 10,
    weight: 800,
    priceMin: 30,
    priceMax: 120,
    lengths: lengthRange(50, 70),
    packages: ['编织袋', '纸箱'],
    merits: ['花头整齐', '杆直', '叶片翠绿'],
    salepoints: ['无', '叶片发黄', '花头偏小'],
    cates: [
      [
        '单头菊',
        [
          ['神马', { rec: true, desc: '白色单头大菊，杆硬挺，祭祀与花篮常用。' }],
          ['黄金菊', { price: 0.95 }],
        ],
      ],
      [
        '多头小菊',
        [
          ['多头小菊 白', { price: 0.9 }],
          ['多头小菊 黄', { price: 0.9 }],
        ],
      ],
      [
        '乒乓菊',
        [
          ['绿乒乓', { price: 1.2 }],
          ['白乒乓', { price: 1.15 }],
          ['粉乒乓', { price: 1.15 }],
        ],
      ],
    ],
  },
  {
    name: '配叶配草',
    code: 'PY',
    stems: 10,
    weight: 700,
    priceMin: 20,
    priceMax: 150,
    lengths: lengthRange(40, 70),
    packages: ['编织袋', '纸箱'],
    merits: ['叶片完整', '颜色翠绿', '枝条饱满'],
    salepoints: ['无', '叶片少', '少量黄叶', '枝条偏短'],
    cates: [
      [
        '尤加利',
        [
          ['银叶尤加利', { rec: true, price: 1.1 }],
          ['圆叶尤加利', { price: 1.0 }],
        ],
      ],
      [
        '叶材',
        [
          ['龟背叶', { price: 1.2 }],
          ['散尾葵', { stems: 20, price: 0.7 }],
          ['春羽', { price: 1.1 }],
        ],
      ],
      [
        '配草',
        [
          ['情人草', { price: 0.9 }],
          ['勿忘我', { price: 1.0 }],
          ['黄莺', { stems: 20, price: 0.8 }],
        ],
      ],
    ],
  },
];

/** Growers (A), agents (B) and floor-price suppliers (C); A growers list the styles they grow. */
const GROWERS: readonly (readonly [name: string, styles: readonly string[]])[] = [
  ['呈贡斗南花卉种植专业合作社', ['玫瑰', '康乃馨']],
  ['呈贡大渔绣球种植基地', ['绣球']],
  ['呈贡吴家营玫瑰园', ['玫瑰']],
  ['呈贡七甸洋桔梗基地', ['洋桔梗']],
  ['晋宁宝峰玫瑰种植基地', ['玫瑰']],
  ['晋宁上蒜满天星合作社', ['满天星', '配叶配草']],
  ['晋宁六街花卉专业合作社', ['玫瑰', '非洲菊']],
  ['晋宁二街康乃馨基地', ['康乃馨']],
  ['嵩明杨林花卉专业合作社', ['百合', '郁金香']],
  ['嵩明小街洋桔梗种植园', ['洋桔梗', '小菊']],
  ['通海杨广康乃馨种植基地', ['康乃馨', '小菊']],
  ['通海秀山花卉合作社', ['玫瑰', '满天星']],
  ['澄江右所百合种植基地', ['百合']],
  ['澄江龙街郁金香基地', ['郁金香', '百合']],
  ['宜良狗街花卉种植合作社', ['玫瑰', '非洲菊', '绣球']],
  ['宜良北古城叶材基地', ['配叶配草']],
  ['元谋黄瓜园热区花卉基地', ['非洲菊', '配叶配草', '小菊']],
];

const AGENTS: readonly string[] = [
  '斗南鑫源花卉经纪部',
  '昆明锦绣花卉经纪有限公司',
  '云南花之缘花卉贸易',
  '斗南花海经纪行',
  '昆明彩云花卉代理',
  '云花汇花卉经纪',
  '斗南春城花卉经营部',
  '滇花优选经纪服务部',
];

const FLOOR_SUPPLIERS: readonly string[] = [
  '斗南一口价花行',
  '花满园底价批发',
  '天天底价花卉',
  '昆明惠民花卉批发部',
  '斗南尾货调剂站',
  '花小二底价仓',
  '云岭底价鲜花',
  '呈贡平价花卉',
  '鲜花直降批发部',
  '春城特惠花卉',
  '斗南清仓花行',
  '万家花卉底价店',
];

// ---------------------------------------------------------------- fixed catalogue

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

type VarietyMeta = {
  row: VarietyRow;
  style: StyleDef;
  priceFactor: number;
};

type FixedCatalog = {
  styles: StyleRow[];
  categories: CategoryRow[];
  varieties: VarietyMeta[];
  suppliers: (SupplierRow & { grows: readonly string[] })[];
};

function buildFixedCatalog(): FixedCatalog {
  const rng = createRng('huashi-catalog-v1');
  const styleRows: StyleRow[] = [];
  const categoryRows: CategoryRow[] = [];
  const varietyMetas: VarietyMeta[] = [];
  let categoryId = 0;

  STYLE_DEFS.forEach((style, si) => {
    const styleId = si + 1;
    styleRows.push({ id: styleId, name: style.name, sort: si + 1 });
    let seq = 0;
    style.cates.forEach(([cateName, list], ci) => {
      categoryId += 1;
      categoryRows.push({ id: categoryId, styleId, name: cateName, sort: ci + 1 });
      for (const [name, opts = {}] of list) {
        seq += 1;
        const flwCode = `${style.code}-${pad(seq, 4)}`;
        const stems = opts.stems ?? style.stems;
        const baseWeight = opts.weight ?? Math.round((style.weight * stems) / style.stems);
        const weightGrams = Math.round((baseWeight * rng.float(0.92, 1.08)) / 10) * 10;
        const row: VarietyRow = {
          flwCode,
          name,
          categoryId,
          stemsPerBunch: stems,
          unitName: '扎',
          weightGrams,
          image: `/media/flowers/${flwCode}.svg`,
          recommended: opts.rec === true,
          description: opts.desc ?? null,
        };
        varietyMetas.push({ row, style, priceFactor: opts.price ?? 1 });
      }
    });
  });

  const supplierRows: FixedCatalog['suppliers'] = [
    ...GROWERS.map(([name, grows], i) => ({ id: `A${1001 + i * 11 + (i % 3)}`, name, type: 'A', grows })),
    ...AGENTS.map((name, i) => ({ id: `B${2003 + i * 9 + (i % 2)}`, name, type: 'B', grows: [] as string[] })),
    ...FLOOR_SUPPLIERS.map((name, i) => ({ id: `C${3005 + i * 7 + (i % 4)}`, name, type: 'C', grows: [] as string[] })),
  ];

  return { styles: styleRows, categories: categoryRows, varieties: varietyMetas, suppliers: supplierRows };
}

// ---------------------------------------------------------------- lots

function makeLot(
  rng: Rng,
  auctionDate: string,
  session: 'A' | 'C',
  supplier: SupplierRow,
  meta: VarietyMeta,
  position: { zone: number; row: number },
): LotRow {
  const { style, row } = meta;
  const levelIndex = rng.weighted(LEVEL_WEIGHTS);
  const levelName = LEVELS[levelIndex] ?? 'B';
  // Better grades tend to come with longer stems.
  const gradeScore = 1 - levelIndex / (LEVELS.length - 1);
  const lengthPos = Math.min(1, Math.max(0, gradeScore * 0.6 + rng.next() * 0.55 - 0.1));
  const lengthIndex = Math.round(lengthPos * (style.lengths.length - 1));
  const lengthCode = style.lengths[lengthIndex] ?? style.lengths[0] ?? '40';
  const lengthScore = style.lengths.length > 1 ? lengthIndex / (style.lengths.length - 1) : 0.5;
  const openCode = `${rng.weighted([
    [1, 8],
    [2, 30],
    [3, 35],
    [4, 20],
    [5, 7],
  ] as const)}度`;
  const basicSaleNo = rng.chance(0.15) ? 2 : 1;
  const batchUnit = row.stemsPerBunch * basicSaleNo;
  const roll = rng.next();
  const batches = roll < 0.03 ? 0 : roll < 0.13 ? rng.int(1, 3) : rng.int(4, 60);

  const quality = gradeScore * 0.78 + lengthScore * 0.22;
  // The all-day zone is the floor-price suppliers' (底价): the same quality costs less than in direct supply.
  const floorDiscount = session === 'C' ? C_FLOOR_FACTOR : 1;
  // Convex in quality: top grades pull away; only premium varieties reach the style's maximum.
  const raw =
    (style.priceMin + (style.priceMax - style.priceMin) * 0.75 * quality ** 1.6 * meta.priceFactor) * floorDiscount * rng.float(0.97, 1.03);
  const salePriceFen = Math.max(lowestPriceFen(style), Math.min(style.priceMax, Math.round(raw)));
  const sourcePriceFen = Math.min(salePriceFen, Math.round(salePriceFen * rng.float(0.8, 0.92)));

  const onActivity = rng.chance(0.08);
  const activityPercent = onActivity ? rng.pick([5, 8, 10, 12, 15, 20] as const) : 0;
  // The threshold is data (满N扎: bunches of one line); the text is derived from it, never written by hand.
  const activityMinBunches = onActivity ? rng.pick([5, 10, 20, 30, 50] as const) : 0;
  const activityRuleText = onActivity ? ruleTextOf({ percent: activityPercent, minBunches: activityMinBunches }) : null;

  return {
    auctionDate,
    session,
    supplierId: supplier.id,
    flwCode: row.flwCode,
    levelName,
    lengthCode,
    openCode,
    stemsPerBunch: row.stemsPerBunch,
    basicSaleNo,
    packageName: rng.pick(style.packages),
    positionNo: `${position.zone}-${pad(position.row, 2)}-${pad(rng.int(1, 20), 2)}`,
    nowStock: batchUnit * batches,
    salePriceFen,
    sourcePriceFen,
    differAmountFen: salePriceFen - sourcePriceFen,
    meritName: rng.chance(0.7) ? rng.pick(style.merits) : null,
    salepointName: rng.chance(0.75) ? rng.pick(style.salepoints) : null,
    feeBoxPerKgFen: rng.int(30, 60),
    activityPercent,
    activityMinBunches,
    activityRuleText,
    fromStockId: 0,
  };
}

/** The lowest a stem of a style sells for, in fen. */
const lowestPriceFen = (style: { priceMin: number }) => Math.round(style.priceMin * 0.9);

/** The all-day zone's price for a quality, against direct supply's. */
const C_FLOOR_FACTOR = 0.85;

const buyable = (lot: LotRow) => (lot.nowStock ?? 0) >= lot.stemsPerBunch * Math.max(lot.basicSaleNo ?? 1, 1);

/**
 * The all-day zone undercuts direct supply where a buyer compares them — each session's cheapest lot on sale: when
 * a variety's cheapest C lot on sale costs more than its cheapest A lot on sale (C drew better grades), that C lot
 * is marked down to A's price less the floor margin (never under the style's lowest price, `lowestFen`, and never
 * over A's). Lots are changed in place; no random draw is used.
 */
export function undercutDirectSupply(lotsA: readonly LotRow[], lotsC: LotRow[], lowestFen: number): void {
  const cheapest = (lots: readonly LotRow[]) =>
    lots.filter(buyable).reduce<LotRow | null>((best, lot) => (best === null || lot.salePriceFen < best.salePriceFen ? lot : best), null);
  const a = cheapest(lotsA);
  const c = cheapest(lotsC);
  if (!a || !c || c.salePriceFen <= a.salePriceFen) return;
  const index = lotsC.indexOf(c);
  const salePriceFen = Math.min(a.salePriceFen, Math.max(lowestFen, Math.floor(a.salePriceFen * C_FLOOR_FACTOR)));
  const sourcePriceFen = Math.min(c.sourcePriceFen, salePriceFen);
  lotsC[index] = { ...c, salePriceFen, sourcePriceFen, differAmountFen: salePriceFen - sourcePriceFen };
}

/**
 * The catalogue and the lots of one auction date (YYYY-MM-DD). Same input, same output.
 * `lots` (SEED_LOTS, e.g. 10,000 for `npm run bench:operator`) tops the day up to at least that many lots: further lots
 * of every variety in turn, 60 % direct supply (A) and 40 % all-day (C), drawn from their own generator so the first
 * lots stay the same as without it.
 */
export function generateCatalog(auctionDate: string, opts: { lots?: number } = {}): Catalog {
  const fixed = buildFixedCatalog();
  const rng = createRng(`huashi-lots:${auctionDate}`);

  // Each supplier stands at a fixed zone and row of the market floor.
  const positions = new Map<string, { zone: number; row: number }>();
  const posRng = createRng('huashi-positions-v1');
  for (const s of fixed.suppliers) positions.set(s.id, { zone: posRng.int(1, 9), row: posRng.int(1, 30) });

  const growers = fixed.suppliers.filter((s) => s.type === 'A');
  const agents = fixed.suppliers.filter((s) => s.type === 'B');
  const floor = fixed.suppliers.filter((s) => s.type === 'C');

  const lots: LotRow[] = [];
  for (const meta of fixed.varieties) {
    const styleName = meta.style.name;
    const ownGrowers = growers.filter((g) => g.grows.includes(styleName));
    const sessionA = [...(ownGrowers.length > 0 ? ownGrowers : growers), ...agents];
    const nA = rng.int(3, 6);
    const lotsA: LotRow[] = [];
    for (let i = 0; i < nA; i++) {
      // Growers of the style first in the draw, agents fill in.
      const supplier = rng.chance(0.6) && ownGrowers.length > 0 ? rng.pick(ownGrowers) : rng.pick(sessionA);
      lotsA.push(makeLot(rng, auctionDate, 'A', supplier, meta, positions.get(supplier.id) ?? { zone: 1, row: 1 }));
    }
    const nC = rng.int(2, 5);
    const lotsC: LotRow[] = [];
    for (let i = 0; i < nC; i++) {
      const supplier = rng.pick(floor);
      lotsC.push(makeLot(rng, auctionDate, 'C', supplier, meta, positions.get(supplier.id) ?? { zone: 1, row: 1 }));
    }
    undercutDirectSupply(lotsA, lotsC, lowestPriceFen(meta.style));
    lots.push(...lotsA, ...lotsC);
  }

  const target = opts.lots ?? 0;
  if (lots.length < target && fixed.varieties.length > 0) {
    const extra = createRng(`huashi-lots-extra:${auctionDate}`);
    for (let i = 0; lots.length < target; i++) {
      const meta = fixed.varieties[i % fixed.varieties.length]!;
      const ownGrowers = growers.filter((g) => g.grows.includes(meta.style.name));
      const supplier = extra.chance(0.6) ? extra.pick([...(ownGrowers.length > 0 ? ownGrowers : growers), ...agents]) : extra.pick(floor);
      const session = supplier.type === 'C' ? 'C' : 'A';
      lots.push(makeLot(extra, auctionDate, session, supplier, meta, positions.get(supplier.id) ?? { zone: 1, row: 1 }));
    }
  }

  return {
    styles: fixed.styles,
    categories: fixed.categories,
    varieties: fixed.varieties.map((m) => m.row),
    suppliers: fixed.suppliers.map(({ id, name, type }) => ({ id, name, type })),
    lots,
  };
}
