/**
 * Realistic Kunming flower-market data for stories and tests: the one place stories take their
 * text and numbers from. Money is integer fen, as everywhere in Huashi.
 */

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
