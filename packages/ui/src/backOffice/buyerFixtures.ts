/** Story data of the 买家 desk: buyers as the search lists them, and one buyer's account as the profile shows it. */
import type { BuyerProfileView } from './BuyerProfile/BuyerProfile';
import type { BuyerRowData } from './BuyerSearch/BuyerSearch';

export const BUYER_ROWS: BuyerRowData[] = [
  {
    id: 1,
    accountNo: 'HS100001',
    phone: '13800000001',
    nickName: '花语工作室',
    statusName: '已开户',
    memberLevelName: 'VIP2',
    balanceFen: 500_000,
    usableFen: 500_000,
  },
  {
    id: 2,
    accountNo: 'HS100002',
    phone: '13800000002',
    nickName: '春城婚庆',
    statusName: '已开户',
    memberLevelName: '普通会员',
    balanceFen: 120_000,
    usableFen: 100_000,
  },
  {
    id: 3,
    accountNo: 'HS100003',
    phone: '13912345678',
    nickName: '滇池花艺',
    statusName: '已注册（未开户）',
    memberLevelName: '普通会员',
    balanceFen: 0,
    usableFen: 0,
  },
];

/** A page of 20 buyers (of 235) as a broad search lists them. */
export const BUYER_PAGE: BuyerRowData[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 10,
  accountNo: `HS${100010 + i}`,
  phone: `1390000${String(i).padStart(4, '0')}`,
  nickName: `花店${i + 1}`,
  statusName: i % 3 === 0 ? '已注册（未开户）' : '已开户',
  memberLevelName: i % 4 === 0 ? 'VIP1' : '普通会员',
  balanceFen: i * 12_345,
  usableFen: i * 12_345,
}));

/** The moment the profile's dates are told from. */
export const BUYER_PROFILE_AT = Date.UTC(2026, 10, 17, 3, 30, 0);
export const BUYER_PROFILE: BuyerProfileView = {
  id: 1,
  accountNo: 'HS100001',
  nickName: '花语工作室',
  phone: '13800000001',
  contactPhone: '13800000001',
  statusName: '已开户',
  memberLevelName: 'VIP2',
  memberDiscount: '9.7折',
  buyerType: '花店',
  region: '云南省 昆明市 五华区 篆塘路18号花语工作室',
  balanceFen: 510_000,
  frozenFen: 20_000,
  orderCount: 12,
  createdAt: BUYER_PROFILE_AT - 86_400_000 * 30,
  managerName: '周敏',
  managerPhone: '0871-67328888',
  addresses: [
    {
      id: 1,
      contactUser: '李花语',
      contactPhone: '13800000001',
      region: '云南省 昆明市 五华区',
      address: '篆塘路18号',
      deliveryWay: '公路冷链',
      isDefault: true,
    },
    {
      id: 2,
      contactUser: '李花语',
      contactPhone: '13800000001',
      region: '云南省 昆明市 官渡区',
      address: '斗南花卉市场自提点',
      deliveryWay: '自提',
      isDefault: false,
    },
  ],
};
