import type { AllocationCartRowData } from './AllocationCart/AllocationCart';
import type { AllocationStockRowData } from './AllocationTable/AllocationTable';
import type { OperatorBuyerData, OperatorBuyerMatchData } from './BuyerConfirmDialog/BuyerConfirmDialog';
import type { CheckoutPreviewData } from './CheckoutPanel/CheckoutPanel';

/** Story data of the operator allocation tool: a few named lots and deterministic generators for 100 and 10,000 rows. */

const VARIETIES = [
  { flwCode: 'MG001', flwName: '卡罗拉' },
  { flwCode: 'MG002', flwName: '戴安娜' },
  { flwCode: 'MG003', flwName: '雪山' },
  { flwCode: 'KN010', flwName: '康乃馨·粉' },
  { flwCode: 'BH020', flwName: '百合·西伯利亚' },
  { flwCode: 'XR031', flwName: '向日葵' },
] as const;
const SUPPLIERS = [
  { supplierId: 'A1001', supplierName: '斗南花农张三' },
  { supplierId: 'A1002', supplierName: '呈贡玫瑰合作社' },
  { supplierId: 'C3005', supplierName: '晋宁底价供应' },
] as const;
const GRADES = ['A', 'A+', 'B', 'B-', 'C', 'D'] as const;
const LENGTHS = ['40', '50', '60', '70', '80'] as const;
const OPENNESS = ['1度', '2度', '3度', '4度'] as const;
const DEFECTS = ['', '', '', '弯颈', '叶伤'] as const;

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

/** Lot `i` of a generated page: every field follows from i (no randomness), so screenshots are stable. */
export function allocationStockRow(i: number): AllocationStockRowData {
  const variety = pick(VARIETIES, i);
  const supplier = pick(SUPPLIERS, Math.floor(i / 3));
  const stemsPerBundle = pick([10, 20, 20, 30], i);
  const bundles = (i * 7) % 40;
  return {
    id: 10_000 + i,
    ...variety,
    ...supplier,
    levelName: pick(GRADES, Math.floor(i / 2)),
    lenthName: pick(LENGTHS, i),
    openName: pick(OPENNESS, Math.floor(i / 4)),
    salepointName: pick(DEFECTS, i),
    positionNo: `${1 + (i % 9)}-${String(1 + (i % 30)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}`,
    sourcePriceFen: 80 + ((i * 37) % 300),
    differAmountFen: (i % 4) * 10,
    nowStock: bundles * stemsPerBundle,
    flwUnitno: stemsPerBundle,
    fromStockid: i % 5 === 0 ? 900 + i : 0,
  };
}

export function allocationStockRows(count: number): AllocationStockRowData[] {
  return Array.from({ length: count }, (_, i) => allocationStockRow(i));
}

/** One lot of 卡罗拉, grade A: 12 bundles of 20 stems, settlement ¥1.20 + coefficient ¥0.30 = ¥1.50 a stem. */
export const ONE_LOT: AllocationStockRowData = {
  id: 501,
  flwCode: 'MG001',
  flwName: '卡罗拉',
  supplierId: 'A1001',
  supplierName: '斗南花农张三',
  levelName: 'A',
  lenthName: '60',
  openName: '2度',
  salepointName: '',
  positionNo: '3-12-05',
  sourcePriceFen: 120,
  differAmountFen: 30,
  nowStock: 240,
  flwUnitno: 20,
  fromStockid: 0,
};

/** Lot `lot` as the cart's row `i` (from 0) holds it: 1 to 5 bundles, 1.25 kg a bundle. */
function cartRowOf(lot: AllocationStockRowData, i: number): AllocationCartRowData {
  const bundles = 1 + (i % 5);
  const salePriceFen = lot.sourcePriceFen + lot.differAmountFen;
  return {
    id: 70_000 + i,
    index: i + 1,
    flwCode: lot.flwCode,
    flwName: lot.flwName,
    supplierId: lot.supplierId,
    supplierName: lot.supplierName,
    levelName: lot.levelName,
    lenthName: lot.lenthName,
    openName: lot.openName,
    salepointName: lot.salepointName,
    sourcePriceFen: lot.sourcePriceFen,
    salePriceFen,
    buyQty: bundles,
    buyQtyAll: bundles * lot.flwUnitno,
    weightKg: Math.round(bundles * 1.25 * 100) / 100,
    totalPriceFen: salePriceFen * bundles * lot.flwUnitno,
  };
}

export function allocationCartRows(count: number): AllocationCartRowData[] {
  return Array.from({ length: count }, (_, i) => cartRowOf(allocationStockRow(i), i));
}

/**
 * The longest texts of the seeded market (issue 26): a 13-character supplier name, 8-character defects, 9-character
 * variety names and a code and position of wide figures — what the operator tables must read whole at 1366 px and at 1024 px.
 */
export const LONG_TEXT_LOTS: AllocationStockRowData[] = [
  {
    ...ONE_LOT,
    id: 601,
    flwCode: 'MX-0086',
    flwName: '云南满天星 染色蓝',
    supplierId: 'A1012',
    supplierName: '呈贡斗南花卉种植专业合作社',
    levelName: 'B+',
    lenthName: '70',
    openName: '3度',
    salepointName: '花瓣边缘轻微焦边',
    positionNo: '9-28-08',
    nowStock: 1200,
  },
  {
    ...ONE_LOT,
    id: 602,
    flwCode: 'MG-0031',
    flwName: '强金 Strong Gold',
    supplierId: 'B2012',
    supplierName: '昆明锦绣花卉经纪有限公司',
    levelName: 'A+',
    salepointName: '外瓣轻微灰霉',
    positionNo: '4-16-16',
    sourcePriceFen: 244,
    differAmountFen: 31,
  },
  {
    ...ONE_LOT,
    id: 603,
    flwCode: 'BH-0007',
    flwName: '百合·西伯利亚',
    supplierId: 'C3012',
    supplierName: '鲜花直降批发部',
    levelName: 'C',
    lenthName: '80',
    openName: '4度',
    salepointName: '开放度不齐',
    positionNo: '8-18-02',
    nowStock: 90,
    flwUnitno: 10,
  },
];

/** The long-text lots in the cart (ids of their own, apart from allocationCartRows'). */
export const LONG_TEXT_CART_ROWS: AllocationCartRowData[] = LONG_TEXT_LOTS.map((lot, i) => ({ ...cartRowOf(lot, i), id: 71_000 + i }));

export const OPERATOR_BUYER: OperatorBuyerData = {
  buyerId: '10086',
  buyerName: '花语工作室',
  userName: '13800138000',
  balanceFen: 125_000,
  addresses: [
    {
      receiverHash: '31',
      receiverName: '李四',
      receiverMobile: '13900139000',
      region: '云南省 昆明市 官渡区',
      receiverAddress: '关上街道花卉市场 8 号',
      isDefault: false,
      deliveryType: 2,
      receiverType: 3,
    },
    {
      receiverHash: '32',
      receiverName: '王五',
      receiverMobile: '13700137000',
      region: '四川省 成都市 锦江区',
      receiverAddress: '春熙路 1 号 花艺店',
      isDefault: true,
      deliveryType: 2,
      receiverType: 2,
    },
    {
      receiverHash: '33',
      receiverName: '花语工作室',
      receiverMobile: '13800138000',
      region: '云南省 昆明市 呈贡区',
      receiverAddress: '斗南花卉市场自提点',
      isDefault: false,
      deliveryType: 1,
      receiverType: 1,
    },
  ],
};

export const CHECKOUT_PREVIEW: CheckoutPreviewData = {
  goodsNum: 24,
  totalPriceFen: 86_400,
  preWeightKg: 30.5,
  preDeliveryFeeFen: 4_500,
  preBoxFeeFen: 1_830,
  payPriceFen: 92_730,
};

/** Two buyers whose names hold 花语: the one above and a namesake shop. */
export const OPERATOR_BUYER_MATCHES: readonly OperatorBuyerMatchData[] = [
  { buyerId: OPERATOR_BUYER.buyerId, buyerName: OPERATOR_BUYER.buyerName, userName: OPERATOR_BUYER.userName, accountNo: 'HS100086' },
  { buyerId: '10123', buyerName: '花语鲜花店', userName: '13700137000', accountNo: 'HS100123' },
];
