/** Realistic data of a supplier's own view (stories): 呈贡斗南花农合作社's day and claims. */
import type { Fen } from '@huashi/domain';
import { flowerImage } from '../fixtures';
import type { SupplierClaimData } from './SupplierClaims';
import type { SupplierLotData } from './SupplierDay';
import type { SupplierSettlementData } from './SupplierSettlements';

const fen = (n: number) => n as Fen;
const photo = { thumb: flowerImage, full: flowerImage };

export const SUPPLIER_SELF = { id: 'A1001', name: '呈贡斗南花农合作社', phone: '13911110001' } as const;

export const SUPPLIER_TODAY = '2026-11-17';

export const SUPPLIER_LOTS: SupplierLotData[] = [
  {
    id: 101,
    session: 'A',
    flwName: '卡罗拉',
    levelName: 'A',
    lengthLabel: '55-60cm',
    stemsPerBunch: 20,
    positionNo: 'A-03-12',
    stockBundles: 28,
    soldBundles: 52,
    salePriceFen: fen(120),
    sourcePriceFen: fen(95),
    soldAmountFen: fen(122_160),
    prices: [
      { priceFen: fen(120), bundles: 40 },
      { priceFen: fen(114), bundles: 12 },
    ],
  },
  {
    id: 102,
    session: 'A',
    flwName: '雪山',
    levelName: 'B',
    lengthLabel: '45-50cm',
    stemsPerBunch: 20,
    positionNo: 'A-03-13',
    stockBundles: 60,
    soldBundles: 0,
    salePriceFen: fen(85),
    sourcePriceFen: fen(70),
    soldAmountFen: fen(0),
    prices: [],
  },
  {
    id: 103,
    session: 'C',
    flwName: '蜜桃雪山（进口种苗·大花头）',
    levelName: 'A+',
    lengthLabel: '65-70cm',
    stemsPerBunch: 10,
    positionNo: 'C-11-02',
    stockBundles: 0,
    soldBundles: 30,
    salePriceFen: fen(260),
    sourcePriceFen: fen(210),
    soldAmountFen: fen(78_000),
    prices: [{ priceFen: fen(260), bundles: 30 }],
  },
];

export const SUPPLIER_CLAIMS: SupplierClaimData[] = [
  {
    id: 9001,
    createdAt: '2026-11-17 15:20',
    auctionDate: '2026-11-17',
    flwName: '卡罗拉',
    levelName: 'A',
    lengthLabel: '55-60cm',
    typeName: '质量问题',
    bundles: 2,
    reason: '花头发黑，外层花瓣有灰霉',
    statusName: '等待处理',
    paidAmountFen: null,
    chargedBack: null,
    chargeBackFen: null,
    chargeBackReason: '',
    images: [photo, photo],
  },
  {
    id: 8990,
    createdAt: '2026-11-16 18:02',
    auctionDate: '2026-11-16',
    flwName: '雪山',
    levelName: 'B',
    lengthLabel: '45-50cm',
    typeName: '数量短缺',
    bundles: 1,
    reason: '少发一扎',
    statusName: '已赔付',
    paidAmountFen: fen(1_700),
    chargedBack: null,
    chargeBackFen: null,
    chargeBackReason: '',
    images: [photo],
  },
];

export const SUPPLIER_SETTLEMENTS: SupplierSettlementData[] = [
  {
    id: 31,
    from: '2026-11-10',
    to: '2026-11-16',
    statusLabel: '已确认',
    paid: false,
    bundles: 164,
    salesFen: fen(311_600),
    chargeBackFen: fen(3_400),
    commissionFen: fen(9_330),
    owedFen: fen(298_930),
    lateFen: fen(0),
    reversedFen: fen(0),
    carriedFen: fen(0),
    confirmedAt: '2026-11-17 09:30',
    paidAt: '',
    bankReference: '',
  },
  {
    id: 24,
    from: '2026-11-03',
    to: '2026-11-09',
    statusLabel: '已付款',
    paid: true,
    bundles: 120,
    salesFen: fen(228_000),
    chargeBackFen: fen(0),
    commissionFen: fen(0),
    owedFen: fen(228_000),
    lateFen: fen(0),
    reversedFen: fen(0),
    carriedFen: fen(0),
    confirmedAt: '2026-11-10 09:12',
    paidAt: '2026-11-10 15:40',
    bankReference: 'HX20261110001',
  },
];
