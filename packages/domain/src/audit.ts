/**
 * The 操作记录 desk's reading of an audit row (issue 15): the object's kind in Chinese, the fields that changed
 * (Chinese names where the desks have them, before → after), and the rule that a save changing nothing writes no row
 * (the server answers 没有修改 instead). Pure: no clock, no I/O.
 */
import { LOT_FIELD_NAMES } from './stockIntake';

export const AUDIT_MESSAGES = {
  unchanged: '没有修改',
} as const;

/** The kinds of record an audit row names (its `entity`), in Chinese. */
export const AUDIT_ENTITY_NAMES: Readonly<Record<string, string>> = {
  operator_sign: '调配签名',
  staff: '员工',
  banner: '横幅',
  notice: '公告',
  stock_lot: '批次',
  order: '订单',
  order_item: '订单商品',
  buyer: '买家',
  supplier: '供应商',
  variety: '品种',
  coupon: '优惠券',
  member_level: '会员等级',
  after_sales: '售后申请',
  withdrawal: '提现',
  real_name_records: '实名认证',
};

/** An entity code in Chinese (an unknown code shows as itself). */
export function auditEntityName(entity: string): string {
  return Object.hasOwn(AUDIT_ENTITY_NAMES, entity) ? AUDIT_ENTITY_NAMES[entity]! : entity;
}

/** The audit's field names in Chinese: the lot form's labels, then the other desks' fields. */
export const AUDIT_FIELD_NAMES: Readonly<Record<string, string>> = {
  ...LOT_FIELD_NAMES,
  id: '编号',
  auctionDate: '拍卖日期',
  session: '专区',
  supplierName: '供应商名称',
  supplierType: '供应商类型',
  flwName: '品种名称',
  lengthLabel: '长度区间',
  stockBundles: '剩余扎数',
  soldBundles: '已售扎数',
  photoUrl: '批次图片',
  photoThumbUrl: '批次图片（缩略图）',
  name: '名称',
  type: '类型',
  title: '标题',
  content: '内容',
  html: '内容',
  published: '已发布',
  sort: '排序',
  link: '链接',
  image: '图片',
  loginName: '账号',
  displayName: '姓名',
  role: '角色',
  disabled: '已停用',
  label: '名称',
  expiresAt: '有效期至',
  status: '状态',
  backStatus: '撤销状态',
  reason: '原因',
  refund: '退款',
  balance: '余额',
  frozen: '冻结',
  usable: '可用余额',
  amount: '金额',
  logisCode: '物流公司代码',
  logisName: '物流公司',
  logisNumber: '物流单号',
  showTime: '送达时间',
  completedBy: '完成方式',
  categoryId: '分类',
  stemsPerBunchDefault: '每扎枝数',
  weightKg: '每扎重量(kg)',
  description: '描述',
  recommended: '推荐',
  order: '订单',
  orderNo: '订单号',
  buyer: '买家',
  feeGoods: '货款',
  feeDiscount: '活动优惠',
  feeMember: '会员优惠',
  feeCoupon: '优惠券抵扣',
  feeLogis: '物流费',
  feeBox: '包装费',
  commission: '手续费',
  feePayment: '实付金额',
  paidAt: '付款时间',
  payment: '应付金额',
  unpaid: '待付款',
  managerName: '客户经理',
  managerPhone: '客户经理电话',
};

/** Keys a save touches by itself (a timestamp): not a change the staff member made. */
const BOOKKEEPING_KEYS = new Set(['updatedAt', 'updated_at']);

/** A field's name in Chinese: `order.feeGoods` reads 订单 · feeGoods's name; unknown keys show as themselves. */
export function auditFieldName(path: string): string {
  return path
    .split('.')
    .map((key) => (Object.hasOwn(AUDIT_FIELD_NAMES, key) ? AUDIT_FIELD_NAMES[key]! : key))
    .join(' · ');
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One level of nesting flattened to dotted keys (`order.feeGoods`); anything else under the key `''`. */
function flatten(value: unknown, prefix = '', depth = 0): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isRecord(value)) {
    if (value !== null && value !== undefined) out.set(prefix, value);
    return out;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (BOOKKEEPING_KEYS.has(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(inner) && depth < 1) for (const [k, v] of flatten(inner, path, depth + 1)) out.set(k, v);
    else out.set(path, inner);
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A value as the change table shows it: — for none, 是/否, text as is, anything else as JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export type AuditChange = { field: string; name: string; before: string; after: string };

/** The fields that differ between `before` and `after` (a creation lists every field, a deletion too), in order. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const a = flatten(before);
  const b = flatten(after);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return keys
    .filter((key) => !same(a.get(key), b.get(key)))
    .map((key) => ({
      field: key,
      name: key ? auditFieldName(key) : '内容',
      before: auditValueText(a.get(key)),
      after: auditValueText(b.get(key)),
    }));
}

/** True when a save names both sides and nothing but bookkeeping differs: no audit row, the answer is 没有修改. */
export function auditUnchanged(before: unknown, after: unknown): boolean {
  if (before === undefined || before === null || after === undefined || after === null) return false;
  return auditChanges(before, after).length === 0;
}
