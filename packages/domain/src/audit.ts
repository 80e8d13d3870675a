/**
 * The 操作记录 desk's reading of an audit row (issue 15): the object's kind in Chinese, the fields that changed
 * (Chinese names where the desks have them, before → after), and the rule that a save changing nothing writes no row
 * (the server answers 没有修改 instead). Pure: no clock, no I/O.
 *
 * Issue 26: no code reaches the screen. Every field the server's audit writes has a name here (a test lists them);
 * a value that is a code (a status, a state, a role, a session, a supplier type, a coupon's target) reads as the
 * domain's own label for it, the table chosen by the field and, for `status`, `state` and `type`, by the entity;
 * a time (the audit stores ISO 8601 in UTC) reads in market time; an order is named by its number.
 *
 * Issue 26, item 15 (second pass): money reads as ￥ (yuan text as the writers record it, or fen in a `…Fen` field); a
 * coupon's useLimit is its scope (§3: where it may be used, 限时直供可用), its level a member level (VIP3); an order's
 * completedBy and a sign's editDifferAmount read as their desks say them. An entry is named by its own id only — the
 * ids a writer adds after it so the trail can be searched by them (a payment's buyer, a claim's item, a withdrawal's
 * buyer) are not the object — and an item's or a claim's entry also by its order's number.
 */
import { CLAIM_DESK_STATES, claimDeskStateOf } from './claims';
import { COUPON_ISSUE_TARGETS, couponScopeName } from './coupons';
import { completedByLabel } from './fulfilment';
import { toCode } from './internal/numbers';
import { formatPrice, yuanToFen } from './money';
import { NOTICE_STATE_NAMES, NOTICE_TYPES } from './content';
import { SIGN_STATE_NAMES } from './operator';
import { realNameStatusLabel } from './realName';
import { SESSIONS } from './sessions';
import { SETTLEMENT_STATUSES } from './settlement';
import { STAFF_ROLES } from './staff';
import { backStatusLabel, memberLevelLabel, ORDER_STATUS, REAL_NAME_STATUS } from './statuses';
import { LOT_FIELD_NAMES, STOCK_SUPPLIER_TYPES } from './stockIntake';
import { formatShanghaiDateTime } from './time';
import { WITHDRAWAL_STATUS_NAMES } from './withdrawal';

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
  settlement: '供应商结算单',
  supplier_payee: '供应商收款账户',
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
  createdAt: '创建时间',
  completedAt: '完成时间',
  revokedAt: '撤销时间',
  beginTime: '发布时间',
  endTime: '截止时间',
  ledgerId: '流水号',
  buyerId: '买家ID',
  stockId: '批次ID',
  stemsReturned: '退回枝数',
  bundlesReturned: '退回扎数',
  feesRefunded: '退还费用',
  couponReturned: '退还优惠券',
  unfrozen: '解冻金额',
  fee: '手续费',
  state: '状态',
  count: '数量',
  roleName: '角色',
  entered: '手工录入',
  contentHtml: '内容',
  value: '面额',
  useLimit: '使用范围',
  minAmount: '使用门槛',
  flowerRule: '品种规则',
  target: '发放对象',
  batch: '批次号',
  base: '赔付基数',
  formula: '公式金额',
  month: '月份',
  weightGrams: '重量(克)',
  phone: '手机号',
  lotCount: '批次数',
  lots: '批次',
  imageUrl: '图片',
  styleName: '样式',
  level: '会员等级',
  editDifferAmount: '允许改价',
  couponText: '优惠券说明',
  cillText: '门槛说明',
  categoryName: '分类名称',
  period: '结算期间',
  sales: '销售额（结算价）',
  chargeBacks: '理赔扣款',
  chargeBack: '向供应商扣款',
  bankReference: '银行流水号',
  bankName: '开户银行',
  accountName: '收款户名',
  accountNo: '收款账号',
};

/** Keys a save touches by itself (a timestamp): not a change the staff member made. */
const BOOKKEEPING_KEYS = new Set(['updatedAt', 'updated_at']);

/**
 * Keys a writer records beside the code they name (a staff member's roleName beside role): the code already reads as
 * that name (codeLabel), so the key is not listed again when its code is in the row.
 */
const NAMED_BY: Readonly<Record<string, string>> = { roleName: 'role' };

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

/** A value as the change table shows it: — for none (or an empty list), 是/否, text as is, anything else as JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export type AuditChange = { field: string; name: string; before: string; after: string };

/** The fields that differ between `before` and `after` (a creation lists every field, a deletion too), in order. */
export function auditChanges(before: unknown, after: unknown, entity = ''): AuditChange[] {
  const a = flatten(before);
  const b = flatten(after);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  const listed = new Set(keys);
  const namedByListedCode = (key: string) => {
    const last = key.split('.').at(-1) ?? key;
    return Object.hasOwn(NAMED_BY, last) && listed.has(key.slice(0, key.length - last.length) + NAMED_BY[last]!);
  };
  return keys
    .filter((key) => !same(a.get(key), b.get(key)) && !namedByListedCode(key))
    .map((key) => ({
      field: key,
      name: key ? auditFieldName(key) : '内容',
      before: auditFieldValueText(entity, key, a.get(key)),
      after: auditFieldValueText(entity, key, b.get(key)),
    }));
}

const pick = (table: Readonly<Record<string, unknown>>, code: unknown): unknown =>
  (typeof code === 'string' || typeof code === 'number') && Object.hasOwn(table, String(code)) ? table[String(code)] : undefined;
const nameOf = (entry: unknown): string | undefined =>
  typeof entry === 'string' ? entry : typeof entry === 'object' && entry !== null && 'name' in entry ? String(entry.name) : undefined;

/** The label of a coded value, or undefined when the field holds no code (or one no table knows). */
function codeLabel(entity: string, field: string, value: unknown): string | undefined {
  switch (field) {
    case 'status':
      if (entity === 'order') return nameOf(pick(ORDER_STATUS, value));
      if (entity === 'after_sales') {
        const state = claimDeskStateOf(value);
        return state ? CLAIM_DESK_STATES[state].label : undefined;
      }
      if (entity === 'real_name_records') return pick(REAL_NAME_STATUS, value) ? realNameStatusLabel(value) : undefined;
      if (entity === 'withdrawal') return nameOf(pick(WITHDRAWAL_STATUS_NAMES, value));
      if (entity === 'settlement') return nameOf(pick(SETTLEMENT_STATUSES, value));
      return undefined;
    case 'backStatus':
      return backStatusLabel(value) ?? undefined;
    case 'state':
      return nameOf(pick(entity === 'operator_sign' ? SIGN_STATE_NAMES : NOTICE_STATE_NAMES, value));
    case 'type':
      return nameOf(pick(entity === 'notice' ? NOTICE_TYPES : entity === 'supplier' ? STOCK_SUPPLIER_TYPES : {}, value));
    case 'role':
      return nameOf(pick(STAFF_ROLES, value));
    case 'session':
      return nameOf(pick(SESSIONS, value));
    case 'supplierType':
      return nameOf(pick(STOCK_SUPPLIER_TYPES, value));
    case 'target':
      return nameOf(pick(COUPON_ISSUE_TARGETS, value));
    case 'useLimit':
      return toCode(value) === null ? undefined : couponScopeName(value as number | string);
    case 'level':
      return entity === 'coupon' || entity === 'member_level' ? (toCode(value) === null ? undefined : memberLevelLabel(value)) : undefined;
    case 'completedBy':
      return typeof value === 'string' ? completedByLabel(value) || undefined : undefined;
    case 'editDifferAmount':
      return typeof value === 'boolean' ? (value ? '允许' : '不允许') : undefined;
    default:
      return undefined;
  }
}

/** Fields the writers record as yuan text ("12.30", formatYuan): they read as ￥12.30. A `…Fen` field holds fen. */
const MONEY_FIELDS = new Set([
  'amount',
  'balance',
  'base',
  'chargeBacks',
  'commission',
  'fee',
  'feeBox',
  'feeCoupon',
  'feeDiscount',
  'feeGoods',
  'feeLogis',
  'feeMember',
  'feePayment',
  'feesRefunded',
  'formula',
  'frozen',
  'minAmount',
  'payment',
  'refund',
  'salePrice',
  'sales',
  'sourcePrice',
  'unfrozen',
  'usable',
  'value',
]);

/** A money field's value as ￥, or undefined when the field holds no money (or no amount). */
function moneyText(field: string, value: unknown): string | undefined {
  if (field.endsWith('Fen')) return typeof value === 'number' && Number.isFinite(value) ? formatPrice(value) : undefined;
  if (!MONEY_FIELDS.has(field) || (typeof value !== 'string' && typeof value !== 'number')) return undefined;
  const fen = yuanToFen(value);
  return fen === null ? undefined : formatPrice(fen);
}

/** An ISO 8601 instant with its zone (what the audit stores), e.g. 2026-11-17T03:45:00.000Z. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A value of `field` (a dotted path; its last key decides) of an `entity`'s audit row as the desk shows it: a code as
 * its label, a time in market time, anything else as auditValueText does.
 */
export function auditFieldValueText(entity: string, field: string, value: unknown): string {
  const key = field.split('.').at(-1) ?? field;
  const label = codeLabel(entity, key, value) ?? moneyText(key, value);
  if (label) return label;
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatShanghaiDateTime(Date.parse(value)) ?? value;
  // A list of records (a CSV import's lots): each record's fields by name, records apart by ；.
  if (Array.isArray(value) && value.length > 0 && value.every(isRecord)) {
    return value
      .map((record) =>
        Object.entries(record)
          .filter(([, inner]) => inner !== null && inner !== undefined && inner !== '')
          .map(([key, inner]) => `${auditFieldName(key)} ${auditFieldValueText(entity, key, inner)}`)
          .join('，'),
      )
      .join('；');
  }
  return auditValueText(value);
}

/**
 * Entities whose writers add ids after the record's own so the trail can be searched by them: only the first id is
 * the record (an order's payment [order, buyer], an item's cancellation [item, order], a claim [claim, item], a
 * withdrawal [withdrawal, buyer], a real-name check [record, buyer]).
 */
const FIRST_ID_ONLY = new Set(['order', 'order_item', 'after_sales', 'withdrawal', 'real_name_records']);

/**
 * What an audit row changed: 订单 HS20261117… (an order by its number), 订单商品 #41（订单 HS…） (an item or a claim
 * with its order's number, when the server answers it), 批次 #12; only the record's own id, never a searched-by one.
 */
export function auditTargetText(entity: string, entityIds: readonly (string | number)[], orderNos: readonly string[] = []): string {
  const name = auditEntityName(entity);
  if (entity === 'order' && orderNos.length > 0) return `${name} ${orderNos.join('、')}`;
  const own = FIRST_ID_ONLY.has(entity) ? entityIds.slice(0, 1) : entityIds;
  const ids = own.length > 0 ? `${name} #${own.join(', #')}` : name;
  return orderNos.length > 0 ? `${ids}（订单 ${orderNos.join('、')}）` : ids;
}

/** True when a save names both sides and nothing but bookkeeping differs: no audit row, the answer is 没有修改. */
export function auditUnchanged(before: unknown, after: unknown): boolean {
  if (before === undefined || before === null || after === undefined || after === null) return false;
  return auditChanges(before, after).length === 0;
}
