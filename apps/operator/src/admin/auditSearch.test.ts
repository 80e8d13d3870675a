import { EMPTY_AUDIT_FILTERS } from '@huashi/ui';
import { describe, expect, it } from 'vitest';
import { auditSearch, readAuditSearch } from './auditSearch';

describe('the 操作记录 URL', () => {
  it('?page=2 opens page 2, with its filters', () => {
    expect(readAuditSearch('?page=2')).toEqual({ page: 2, filters: EMPTY_AUDIT_FILTERS });
    expect(readAuditSearch('?action=order.cancel&page=3')).toEqual({
      page: 3,
      filters: { ...EMPTY_AUDIT_FILTERS, action: 'order.cancel' },
    });
  });

  it('reads an unreadable page as page 1', () => {
    expect(readAuditSearch('?page=x').page).toBe(1);
    expect(readAuditSearch('?page=0').page).toBe(1);
    expect(readAuditSearch('').page).toBe(1);
  });

  it('writes what it reads back', () => {
    const state = { page: 2, filters: { ...EMPTY_AUDIT_FILTERS, staffId: '7', from: '2026-11-01' } };
    expect(readAuditSearch(auditSearch(state))).toEqual(state);
    expect(auditSearch({ page: 1, filters: EMPTY_AUDIT_FILTERS })).toBe('');
    // Issue 31: the order number and the buyer are kept too.
    const typed = { page: 1, filters: { ...EMPTY_AUDIT_FILTERS, orderNo: 'HS2026111700001042', buyer: '花语' } };
    expect(auditSearch(typed)).toBe('?orderNo=HS2026111700001042&buyer=%E8%8A%B1%E8%AF%AD');
    expect(readAuditSearch(auditSearch(typed))).toEqual(typed);
  });
});
