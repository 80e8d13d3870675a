/**
 * The market's staff (back office, beyond the spec): roles, what each may do, and the rules of their accounts.
 * The server checks every staff call against `staffMay`; the back office hides what a role may not do.
 */

/**
 * The roles of §15: 管理员 does everything and manages staff; the others own one desk each. Every role's first desk is
 * 今日概览 (issue 31), the back office's landing page, showing the cards of the role's other desks (dashboard.ts).
 */
export const STAFF_ROLES = {
  admin: {
    name: '管理员',
    desks: [
      'dashboard',
      'orders',
      'cancellations',
      'stock',
      'buyers',
      'content',
      'signs',
      'claims',
      'finance',
      'settlements',
      'coupons',
      'staff',
      'audit',
    ],
  },
  fulfilment: { name: '配货发货', desks: ['dashboard', 'orders', 'cancellations', 'stock'] },
  finance: { name: '财务', desks: ['dashboard', 'buyers', 'finance', 'settlements', 'coupons'] },
  service: { name: '客服', desks: ['dashboard', 'buyers', 'claims'] },
} as const satisfies Record<string, { name: string; desks: readonly string[] }>;

export type StaffRole = keyof typeof STAFF_ROLES;
export type StaffDesk = (typeof STAFF_ROLES)['admin']['desks'][number];
export const STAFF_ROLE_CODES = Object.keys(STAFF_ROLES) as StaffRole[];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && Object.hasOwn(STAFF_ROLES, value);
}

export function staffRoleName(role: StaffRole): string {
  return STAFF_ROLES[role].name;
}

/** The desks' names in the back office menu. */
export const STAFF_DESK_NAMES: Readonly<Record<StaffDesk, string>> = {
  dashboard: '今日概览',
  orders: '订单履约',
  cancellations: '撤销审核',
  stock: '入库管理',
  buyers: '买家',
  content: '内容发布',
  signs: '调配签名',
  claims: '售后理赔',
  finance: '财务',
  settlements: '供应商结算',
  coupons: '优惠券',
  staff: '员工',
  audit: '操作记录',
};

/** The desks a role works at, in menu order. */
export function desksOf(role: StaffRole): readonly StaffDesk[] {
  return STAFF_ROLES[role].desks;
}

/** Whether a role works at a desk (the server's check on every staff call). */
export function staffMay(role: StaffRole, desk: StaffDesk): boolean {
  return (STAFF_ROLES[role].desks as readonly string[]).includes(desk);
}

/** The roles that work at a desk (a staff scope's guard is built from it). */
export function rolesFor(desk: StaffDesk): StaffRole[] {
  return STAFF_ROLE_CODES.filter((role) => staffMay(role, desk));
}

export const STAFF_LIMITS = {
  /** Login names: 3–32 letters, digits, dot, dash or underscore, starting with a letter. */
  loginName: /^[A-Za-z][A-Za-z0-9._-]{2,31}$/,
  displayNameMax: 20,
  /** Staff move money and stock: a longer password than a buyer's. */
  passwordMin: 10,
  passwordMax: 64,
  /** A staff session lasts one working day. */
  sessionHours: 12,
} as const;

export const STAFF_MESSAGES = {
  loginFailed: '账号或密码错误',
  loginNameMissing: '请输入账号',
  loginNameFormat: '账号为3-32位字母、数字、点、横线或下划线，以字母开头',
  loginNameTaken: '该账号已存在',
  displayNameMissing: '请输入姓名',
  displayNameLong: `姓名不能超过${STAFF_LIMITS.displayNameMax}个字`,
  roleMissing: '请选择角色',
  passwordMissing: '请输入密码',
  passwordLength: `密码长度为${STAFF_LIMITS.passwordMin}-${STAFF_LIMITS.passwordMax}位`,
  passwordWeak: '密码须同时包含字母和数字',
  oldPasswordWrong: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  passwordsDiffer: '两次输入的密码不一致',
  forbidden: '您的角色无权进行此操作',
  disabled: '该账号已停用',
  selfDisable: '不能停用自己的账号',
  lastAdmin: '至少保留一名在用的管理员',
  notFound: '员工不存在',
} as const;

/** The first problem of a new staff password, or null when it is acceptable. */
export function staffPasswordProblem(password: string): string | null {
  if (!password) return STAFF_MESSAGES.passwordMissing;
  const length = [...password].length;
  if (length < STAFF_LIMITS.passwordMin || length > STAFF_LIMITS.passwordMax) return STAFF_MESSAGES.passwordLength;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return STAFF_MESSAGES.passwordWeak;
  return null;
}

/** The first problem of a login name, or null. */
export function staffLoginNameProblem(name: string): string | null {
  if (!name) return STAFF_MESSAGES.loginNameMissing;
  return STAFF_LIMITS.loginName.test(name) ? null : STAFF_MESSAGES.loginNameFormat;
}

/** The audit trail's action codes in Chinese (a code without a name shows as itself). */
export const AUDIT_ACTION_NAMES: Readonly<Record<string, string>> = {
  'staff.create': '新增员工',
  'staff.disable': '停用员工',
  'staff.enable': '启用员工',
  'staff.password': '修改本人密码',
  'staff.reset-password': '重置员工密码',
  'staff.two-factor-enrol': '绑定动态验证码',
  'staff.two-factor-reset': '重置员工两步验证',
  'staff.recovery-code': '使用恢复码登录',
  'sign.issue': '签发调配签名',
  'sign.revoke': '撤销调配签名',
  'operator.price': '调配改价',
  'operator.order': '代下单（不付款）',
  'operator.pay': '代下单（余额支付）',
  'cancellation.approve': '同意撤销申请',
  'cancellation.reject': '驳回撤销申请',
  'stock.create': '新增批次',
  'stock.update': '修改批次',
  'stock.photo': '设置批次图片',
  'stock.import': '导入批次（CSV）',
  'supplier.create': '新增供应商',
  'supplier.update': '修改供应商',
  'supplier.account': '设置供应商登录账号',
  'variety.create': '新增品种',
  'variety.update': '修改品种',
  'notice.create': '新增公告',
  'notice.update': '修改公告',
  'notice.publish': '发布公告',
  'notice.unpublish': '撤回公告',
  'notice.delete': '删除公告',
  'banner.create': '新增横幅',
  'banner.update': '修改横幅',
  'banner.delete': '删除横幅',
  'member-level.update': '修改会员等级规则',
  'order.start-picking': '开始配货',
  'order.ship': '订单发货',
  'order.deliver': '标记送达/提货',
  'order.auto-complete': '订单自动完成',
  'order.settle-payment': '代扣付款',
  'buyer.credit': '增加买家余额',
  'buyer.debit': '扣减买家余额',
  'buyer-manager.update': '设置客户经理',
  'coupon.issue': '发放优惠券',
  'coupon.monthly': '发放会员月度优惠券',
  'claim.accept': '受理售后申请',
  'claim.propose': '确定赔付金额',
  'claim.pay': '售后赔付',
  'claim.reject': '驳回售后申请',
  'claim.charge-back': '理赔扣款决定',
  'settlement.draft': '生成供应商结算单',
  'settlement.confirm': '确认供应商结算单',
  'settlement.pay': '供应商结算单付款',
  'supplier-payee.update': '修改供应商收款账户',
  'withdrawal.pay': '提现打款',
  'withdrawal.reject': '驳回提现',
  'identity.approve': '通过实名认证',
  'identity.reject': '驳回实名认证',
};

export function auditActionName(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_NAMES, action) ? AUDIT_ACTION_NAMES[action]! : action;
}
