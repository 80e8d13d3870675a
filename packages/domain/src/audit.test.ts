import { describe, expect, it } from 'vitest';
import {
  AUDIT_FIELD_NAMES,
  auditChanges,
  auditEntityName,
  auditFieldValueText,
  auditTargetText,
  auditUnchanged,
  auditValueText,
} from './audit';

/**
 * Every field the server's audit writes (collected from the before/after of every audited action the server tests
 * run, 2026-11-28): each must have a Chinese name, so that no code such as buyerId reaches the 操作记录 desk.
 */
const FIELDS_THE_SERVER_WRITES =
  `amount auctionDate backStatus balance base basicSaleNo batch beginTime bundles bundlesReturned buyer buyerId
  categoryId categoryName cillText completedAt completedBy contentHtml count couponReturned couponText createdAt description
  disabled displayName editDifferAmount endTime entered expiresAt fee feeBox feeCoupon feeGoods feeLogis feeMember feePayment
  feesRefunded flowerRule flwCode flwName formula id image imageUrl label ledgerId lengthCode lengthLabel level levelName link
  loginName logisCode logisName logisNumber lotCount lots managerName managerPhone minAmount month name openCode orderNo
  packageName paidAt payment phone photoThumbUrl photoUrl positionNo published reason recommended refund revokedAt role roleName
  salePrice salepointName session showTime soldBundles sort sourcePrice state status stemsPerBunch stemsReturned stockBundles
  stockId styleName supplierId supplierName supplierType target title type unfrozen unpaid usable useLimit value
  weightGrams period sales chargeBacks chargeBack bankReference bankName accountName accountNo`.split(/\s+/);

describe('reading an audit row', () => {
  it('has a Chinese name for every field the server writes', () => {
    expect(FIELDS_THE_SERVER_WRITES.filter((field) => !Object.hasOwn(AUDIT_FIELD_NAMES, field))).toEqual([]);
  });

  it('reads codes as the domain labels them, by field and entity (issue 26: 状态 9 → 10 was shown)', () => {
    expect(auditChanges({ status: 9 }, { status: 10 }, 'after_sales')).toEqual([
      { field: 'status', name: '状态', before: '待赔付', after: '已赔付' },
    ]);
    expect(auditFieldValueText('order', 'status', 3)).toBe('订单待发货');
    expect(auditFieldValueText('order_item', 'backStatus', 4)).toBe('已撤销');
    expect(auditFieldValueText('real_name_records', 'status', 9)).toBe('驳回');
    expect(auditFieldValueText('withdrawal', 'status', 'paid')).toBe('已打款');
    expect(auditFieldValueText('notice', 'state', 'scheduled')).toBe('待生效');
    expect(auditFieldValueText('operator_sign', 'state', 'revoked')).toBe('已撤销');
    expect(auditFieldValueText('notice', 'type', 2)).toBe('公告');
    expect(auditFieldValueText('supplier', 'type', 'C')).toBe('底价供应');
    expect(auditFieldValueText('staff', 'role', 'fulfilment')).toBe('配货发货');
    expect(auditFieldValueText('stock_lot', 'session', 'A')).toBe('限时直供');
    expect(auditFieldValueText('stock_lot', 'supplierType', 'B')).toBe('花卉经纪');
    expect(auditFieldValueText('coupon', 'target', 'all')).toBe('全部买家');
    // A nested field is read by its last key; a code no table knows, or a field that holds none, stays as it is.
    expect(auditFieldValueText('stock_lot', 'lots.session', 'C')).toBe('全天专区');
    expect(auditFieldValueText('order', 'status', 77)).toBe('77');
    expect(auditFieldValueText('banner', 'status', 1)).toBe('1');
    expect(auditFieldValueText('order', 'toString', 'x')).toBe('x');
  });

  it('reads money as ￥, a coupon issue and an order completion as their desks say them (issue 26)', () => {
    expect(auditChanges({ status: 9 }, { status: 10, amount: '38.00', balance: '4670.00' }, 'after_sales').slice(1)).toEqual([
      { field: 'amount', name: '金额', before: '—', after: '￥38.00' },
      { field: 'balance', name: '余额', before: '—', after: '￥4670.00' },
    ]);
    expect(auditFieldValueText('order_item', 'order.feeCoupon', '-0.50')).toBe('-￥0.50');
    expect(auditFieldValueText('stock_lot', 'lots.salePriceFen', 120)).toBe('￥1.20');
    expect(auditFieldValueText('order_item', 'bundlesReturned', 30)).toBe('30');
    expect(auditChanges(null, { useLimit: 2, level: 3, flowerRule: '玫瑰' }, 'coupon')).toEqual([
      { field: 'useLimit', name: '使用范围', before: '—', after: '限时直供可用' },
      { field: 'level', name: '会员等级', before: '—', after: 'VIP3' },
      { field: 'flowerRule', name: '品种规则', before: '—', after: '玫瑰' },
    ]);
    expect(auditFieldValueText('order', 'completedBy', 'auto')).toBe('系统自动完成');
    expect(auditFieldValueText('operator_sign', 'editDifferAmount', true)).toBe('允许');
    expect(auditFieldValueText('operator_sign', 'editDifferAmount', false)).toBe('不允许');
  });

  it('reads the stored UTC times in market time', () => {
    expect(auditFieldValueText('order', 'paidAt', '2026-11-17T03:45:00.000Z')).toBe('2026-11-17 11:45:00');
    expect(auditFieldValueText('order', 'showTime', '2026-11-17T20:00:00+08:00')).toBe('2026-11-17 20:00:00');
    expect(auditFieldValueText('order', 'auctionDate', '2026-11-17')).toBe('2026-11-17');
  });

  it('names an order by its number, anything else by its id', () => {
    expect(auditTargetText('order', [16], ['HS202611170016'])).toBe('订单 HS202611170016');
    expect(auditTargetText('order', [16])).toBe('订单 #16');
    // Only the record's own id: an order's payment is recorded as [order, buyer], a claim as [claim, item] (issue 26).
    expect(auditTargetText('order', [16, 7])).toBe('订单 #16');
    expect(auditTargetText('withdrawal', [12, 7])).toBe('提现 #12');
    expect(auditTargetText('after_sales', [3, 41], ['HS202611170016'])).toBe('售后申请 #3（订单 HS202611170016）');
    expect(auditTargetText('order_item', [41, 16], ['HS202611170016'])).toBe('订单商品 #41（订单 HS202611170016）');
    expect(auditTargetText('stock_lot', [858, 859])).toBe('批次 #858, #859');
  });

  it('names the object in Chinese (an unknown kind shows as itself)', () => {
    expect(auditEntityName('operator_sign')).toBe('调配签名');
    expect(auditEntityName('stock_lot')).toBe('批次');
    expect(auditEntityName('order_item')).toBe('订单商品');
    expect(auditEntityName('mystery')).toBe('mystery');
  });

  it('lists only the fields that changed, with Chinese names, before → after', () => {
    const before = { salePrice: '1.20', bundles: 30, positionNo: '9-03-06', order: { feeGoods: '10.00', feeBox: '1.00' } };
    const after = { salePrice: '1.60', bundles: 30, positionNo: '9-03-06', order: { feeGoods: '8.00', feeBox: '1.00' } };
    expect(auditChanges(before, after)).toEqual([
      { field: 'salePrice', name: '销售价(元/枝)', before: '￥1.20', after: '￥1.60' },
      { field: 'order.feeGoods', name: '订单 · 货款', before: '￥10.00', after: '￥8.00' },
    ]);
  });

  it('a creation lists every field from —; values read plainly', () => {
    expect(auditChanges(null, { title: '通知', published: true })).toEqual([
      { field: 'title', name: '标题', before: '—', after: '通知' },
      { field: 'published', name: '已发布', before: '—', after: '是' },
    ]);
    expect(auditValueText(['a', 1])).toBe('["a",1]');
  });

  it("lists a staff member's role once: roleName beside role is not a second 角色 row", () => {
    const created = auditChanges(null, { loginName: 'li', role: 'finance', roleName: '财务' }, 'staff');
    expect(created.map((c) => [c.name, c.after])).toEqual([
      ['账号', 'li'],
      ['角色', '财务'],
    ]);
    // Without its code in the row, the name is still shown.
    expect(auditChanges(null, { roleName: '财务' }, 'staff')).toEqual([{ field: 'roleName', name: '角色', before: '—', after: '财务' }]);
  });

  it("reads a CSV import's lots record by record, each field by its name (no JSON, no English keys)", () => {
    const lots = [
      { id: 41, supplierId: 'C3061', flwCode: 'MG-001', session: 'C', bundles: 30, salePrice: '1.60', salepointName: null },
      { id: 42, supplierId: 'A1002', flwCode: 'MG-002', session: 'A', bundles: 12, salePrice: '2.10', salepointName: '弯头' },
    ];
    expect(auditFieldValueText('stock_lot', 'lots', lots)).toBe(
      '编号 41，供应商编号 C3061，品种编号 MG-001，专区 全天专区，扎数 30，销售价(元/枝) ￥1.60；' +
        '编号 42，供应商编号 A1002，品种编号 MG-002，专区 限时直供，扎数 12，销售价(元/枝) ￥2.10，瑕疵/卖点 弯头',
    );
    expect(auditFieldValueText('stock_lot', 'lots', [])).toBe('—');
  });

  it('a save that changed nothing but its timestamp is unchanged; a creation or deletion never is', () => {
    expect(auditUnchanged({ title: 'a', updatedAt: '1' }, { title: 'a', updatedAt: '2' })).toBe(true);
    expect(auditUnchanged({ title: 'a' }, { title: 'b' })).toBe(false);
    expect(auditUnchanged(null, { title: 'a' })).toBe(false);
    expect(auditUnchanged({ title: 'a' }, undefined)).toBe(false);
  });
});
