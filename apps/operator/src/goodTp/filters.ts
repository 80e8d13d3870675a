/** /goodTp's filters in the URL (so a reload or a shared link keeps them) and the goods-list query they make. */
import type { GoodsQuery } from '@huashi/api';
import { formatYuan, normalizeOperatorPageSize, OPERATOR_SORT_FIELDS, readQuery } from '@huashi/domain';
import { DEFAULT_GOODS_FILTERS, goodsFilterPriceRange, type AllocationSortField, type GoodsFilterValues } from '@huashi/ui';

/** The URL keys of the filters (sign and tab live beside them). */
const KEYS = ['supplierType', 'styleId', 'cateId', 'levelName', 'search', 'min', 'max', 'sort', 'limit', 'page'] as const;

const SORTABLE: readonly string[] = OPERATOR_SORT_FIELDS;

/** The filters a query string holds; anything missing or unreadable takes §9's default. */
export function filtersFromSearch(search: string): GoodsFilterValues & { page: number } {
  const q = `?${search.replace(/^\?/, '')}`;
  const [field, direction] = (readQuery(q, 'sort') ?? '').split(':');
  const page = Number(readQuery(q, 'page') ?? '1');
  return {
    supplierType: readQuery(q, 'supplierType') ?? DEFAULT_GOODS_FILTERS.supplierType,
    styleId: readQuery(q, 'styleId') ?? '',
    cateId: readQuery(q, 'cateId') ?? '',
    levelName: readQuery(q, 'levelName') ?? '',
    search: new URLSearchParams(q).get('search') ?? '',
    minPrice: readQuery(q, 'min') ?? '',
    maxPrice: readQuery(q, 'max') ?? '',
    sort:
      field && SORTABLE.includes(field) && (direction === 'asc' || direction === 'desc')
        ? { field: field as AllocationSortField, direction }
        : null,
    pageSize: normalizeOperatorPageSize(readQuery(q, 'limit') ?? DEFAULT_GOODS_FILTERS.pageSize),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of the filters, keeping every other key of `search` (sign, tab); defaults are left out. */
export function searchWithFilters(search: string, values: GoodsFilterValues & { page: number }): string {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  for (const key of KEYS) params.delete(key);
  const set = (key: string, value: string, fallback = '') => {
    if (value !== fallback) params.set(key, value);
  };
  set('supplierType', values.supplierType, DEFAULT_GOODS_FILTERS.supplierType);
  set('styleId', values.styleId);
  set('cateId', values.cateId);
  set('levelName', values.levelName);
  set('search', values.search);
  set('min', values.minPrice);
  set('max', values.maxPrice);
  set('sort', values.sort ? `${values.sort.field}:${values.sort.direction}` : '');
  set('limit', String(values.pageSize), String(DEFAULT_GOODS_FILTERS.pageSize));
  set('page', String(values.page), '1');
  return params.toString();
}

/** The goods-list call of the filters (price range within 0–1000, swapped when needed). */
export function goodsQueryOf(values: GoodsFilterValues & { page: number }, auctionDate: string): GoodsQuery {
  const range = goodsFilterPriceRange(values);
  const priced = values.minPrice.trim() !== '' || values.maxPrice.trim() !== '';
  return {
    auctionDate,
    supplierType: values.supplierType,
    styleId: values.styleId === '' ? undefined : Number(values.styleId),
    cateId: values.cateId === '' ? undefined : Number(values.cateId),
    levelName: values.levelName || undefined,
    search: values.search.trim() || undefined,
    orderBys: values.sort ? { [values.sort.field]: values.sort.direction } : undefined,
    limitPrice: priced ? [formatYuan(range.minFen), formatYuan(range.maxFen)] : undefined,
    page: values.page,
    limit: values.pageSize,
  };
}
