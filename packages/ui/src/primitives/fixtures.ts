/** Story data of primitives/ (realistic Kunming market data; money is integer fen). */
import { levelNames, varieties } from '../fixtures';

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

/** Unbuilt routes shown with the under-construction block. */
export const pages = {
  afterlist: { name: '售后查询', path: '/afterlist' },
  disCard: { name: '我的优惠券', path: '/disCard' },
} as const;

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
