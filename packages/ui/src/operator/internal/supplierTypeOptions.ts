import { STOCK_SUPPLIER_TYPES, STOCK_SUPPLIER_TYPE_CODES } from '@huashi/domain';
import type { SelectOption } from '../../primitives/Select';

/**
 * The supplier types an operator filters by — the goods list's 供应商类型 and auto-allocation's `temp` (the same
 * meaning): A 花农直供, B 花卉经纪, C 底价供应. Written once for both.
 */
export const SUPPLIER_TYPE_OPTIONS: readonly SelectOption[] = STOCK_SUPPLIER_TYPE_CODES.map((code) => ({
  value: code,
  label: `${code} ${STOCK_SUPPLIER_TYPES[code].name}`,
}));
