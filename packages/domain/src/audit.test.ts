import { describe, expect, it } from 'vitest';
import { auditChanges, auditEntityName, auditUnchanged, auditValueText } from './audit';

describe('reading an audit row', () => {
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
      { field: 'salePrice', name: '销售价(元/枝)', before: '1.20', after: '1.60' },
      { field: 'order.feeGoods', name: '订单 · 货款', before: '10.00', after: '8.00' },
    ]);
  });

  it('a creation lists every field from —; values read plainly', () => {
    expect(auditChanges(null, { title: '通知', published: true })).toEqual([
      { field: 'title', name: '标题', before: '—', after: '通知' },
      { field: 'published', name: '已发布', before: '—', after: '是' },
    ]);
    expect(auditValueText(['a', 1])).toBe('["a",1]');
  });

  it('a save that changed nothing but its timestamp is unchanged; a creation or deletion never is', () => {
    expect(auditUnchanged({ title: 'a', updatedAt: '1' }, { title: 'a', updatedAt: '2' })).toBe(true);
    expect(auditUnchanged({ title: 'a' }, { title: 'b' })).toBe(false);
    expect(auditUnchanged(null, { title: 'a' })).toBe(false);
    expect(auditUnchanged({ title: 'a' }, undefined)).toBe(false);
  });
});
