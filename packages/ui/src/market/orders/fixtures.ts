/** Story data of market/orders/ (realistic Kunming market data; money is integer fen). */

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
