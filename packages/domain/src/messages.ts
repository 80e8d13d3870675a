/**
 * User-facing texts of §2, §4, §5 and §8 that are not tied to one form, verbatim.
 */
export const MESSAGES = {
  searchEmpty: '请输入搜索内容',
  noSuchOrder: '暂无此订单数据',
  requestFailed: '请求错误，请稍后再试',
  noOrders: '暂无订单数据',
  noMore: '没有更多啦',
  noRemark: '暂无备注',
  noCustomerManager: '暂无客服经理对接，请电话联系',
  addressMissing: '请先完善收货地址',
  cartEmpty: '您当前还没有商品',
  purchaseDone: '购买成功！关闭此页面继续购买',
  tokenExpired: 'token已失效',
  insufficientBalance: '您的账户余额不足',
  loginSuccess: '登录成功',
  registerSuccess: '注册成功',
  resetPasswordSuccess: '重置密码成功，即将登录',
  defaultAddressChanged: '默认地址更改成功',
  remarkSaved: '备注修改成功,可在详情查看',
  deleted: '删除成功',
  saved: '保存成功',
  cancelled: '已取消',
  purchaseConfirmTitle: '购买确认',
  clearAllConfirm: '确认要清空所有吗？',
  deleteConfirm: '确认要删除吗？删除后可重新加入购物车',
  batchDeleteConfirm: '确认要批量删除吗？删除后可重新加入购物车',
} as const;
export type Message = (typeof MESSAGES)[keyof typeof MESSAGES];

/** Business answer codes of §7/§8 besides 200. */
export const RESPONSE_CODES = { ok: 200, unauthorized: 401, insufficientBalance: 411 } as const;

/** 下单成功，成功购买{n}扎 */
export function orderPlacedMessage(bunches: number): string {
  return `下单成功，成功购买${Number.isFinite(bunches) ? Math.max(0, Math.floor(bunches)) : 0}扎`;
}

/** 自动调配成功，总数量【{n}】扎 */
export function autoAllocatedMessage(bunches: number): string {
  return `自动调配成功，总数量【${Number.isFinite(bunches) ? Math.max(0, Math.floor(bunches)) : 0}】扎`;
}

/** What /goodTp says after 自动调配: §8's success text, or — when it allocated nothing — that nothing matched. */
export function autoAllocationOutcome(bunches: number): { level: 'success' | 'warning'; text: string } {
  return Number.isFinite(bunches) && bunches >= 1
    ? { level: 'success', text: autoAllocatedMessage(bunches) }
    : { level: 'warning', text: '没有可调配的商品（库存、等级、品类或关键词不符），未调配' };
}

/** The search text after trimming, or the message 请输入搜索内容 when it is empty (home search, order search). */
export function checkSearchKeyword(text: string): { ok: true; keyword: string } | { ok: false; message: typeof MESSAGES.searchEmpty } {
  const keyword = typeof text === 'string' ? text.trim() : '';
  return keyword === '' ? { ok: false, message: MESSAGES.searchEmpty } : { ok: true, keyword };
}
