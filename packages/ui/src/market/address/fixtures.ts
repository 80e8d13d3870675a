import { chenggongRegion } from '../../fixtures';

/** Story data of market/address/ (realistic Kunming market data; money is integer fen). */

/** The market's self-pickup address (the server's default PICKUP_REGION / PICKUP_DETAIL). */
export const pickupAddress = {
  ...chenggongRegion,
  address: '斗南街道斗南花卉交易中心一楼自提点',
} as const;

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
