/**
 * /presell's view in its URL (§2: `shops` = JSON of styleId, cateId, flwCode, keyword, supplierType; the other
 * filters ride in the same JSON, the pages loaded by scrolling in `page`). Any query string reads to a whole view.
 */
import type { ZoneQuery } from '@huashi/api';
import type { ZoneFilterValue } from '@huashi/ui';
import { readParam, type UrlCodec } from '../../urlState';

export type PresellView = {
  /** The session tab the link names (B is a supplier filter inside 限时直供), or null when it names none. */
  supplierType: 'A' | 'B' | 'C' | null;
  filters: ZoneFilterValue;
  flwCode?: string;
  keyword?: string;
  /** How many pages of the list were loaded (infinite scroll): a reload loads as many again. */
  page: number;
};

/** At most this many pages are loaded again on a reload (15 a page). */
export const MAX_RESTORED_PAGES = 20;

const LEVELS = ['', 'A', 'B', 'C', 'D'] as const;
const DESCRIPTIONS = ['', 'with', 'without'] as const;
const PRICES = ['', 'asc', 'desc'] as const;
const SUPPLIER_TYPES = ['A', 'B', 'C'] as const;

export function readPresellView(search: string): PresellView {
  const shops = readParam.json(search, 'shops');
  const type = typeof shops.supplierType === 'string' ? shops.supplierType.trim().toUpperCase() : '';
  const styleId = readParam.id(shops.styleId);
  return {
    supplierType: (SUPPLIER_TYPES as readonly string[]).includes(type) ? (type as PresellView['supplierType']) : null,
    filters: {
      styleId,
      // A category belongs to a form: without one it cannot be shown as picked.
      cateId: styleId === null ? null : readParam.id(shops.cateId),
      recommended: readParam.flag(shops.recommended),
      followed: readParam.flag(shops.followed),
      description: readParam.oneOf(shops.description, DESCRIPTIONS, ''),
      level: readParam.oneOf(typeof shops.level === 'string' ? shops.level.toUpperCase() : shops.level, LEVELS, ''),
      price: readParam.oneOf(shops.price, PRICES, ''),
    },
    flwCode: readParam.text(shops.flwCode, 40),
    keyword: readParam.text(shops.keyword),
    page: readParam.int(new URLSearchParams(search).get('page'), 1, 1, MAX_RESTORED_PAGES),
  };
}

export function writePresellView(view: PresellView): Record<string, string | undefined> {
  const { filters: f } = view;
  const shops = Object.fromEntries(
    Object.entries({
      supplierType: view.supplierType ?? undefined,
      styleId: f.styleId ?? undefined,
      cateId: f.styleId === null ? undefined : (f.cateId ?? undefined),
      flwCode: view.flwCode,
      keyword: view.keyword,
      recommended: f.recommended ? 1 : undefined,
      followed: f.followed ? 1 : undefined,
      description: f.description || undefined,
      level: f.level || undefined,
      price: f.price || undefined,
    }).filter(([, value]) => value !== undefined),
  );
  return {
    shops: Object.keys(shops).length > 0 ? JSON.stringify(shops) : undefined,
    page: view.page > 1 ? String(view.page) : undefined,
  };
}

export const presellCodec: UrlCodec<PresellView> = { read: readPresellView, write: writePresellView };

/** The session tab shown: C when the link names C, else A. */
export const zoneOf = (view: PresellView): 'A' | 'C' => (view.supplierType === 'C' ? 'C' : 'A');

/** What the list asks for in a view, whichever zone and page: its filters, the supplier filter (B), the search. */
export function zoneQueryOf(
  view: Pick<PresellView, 'supplierType' | 'filters' | 'flwCode' | 'keyword'>,
): Omit<ZoneQuery, 'page' | 'tab' | 'limit'> {
  const { filters } = view;
  return {
    supplierType: view.supplierType === 'B' ? 'B' : undefined,
    styleId: filters.styleId ?? undefined,
    cateId: filters.cateId ?? undefined,
    flwCode: view.flwCode,
    keyword: view.keyword,
    recommended: filters.recommended || undefined,
    followed: filters.followed || undefined,
    description: filters.description || undefined,
    level: filters.level || undefined,
    price: filters.price || undefined,
  };
}

/**
 * The zone a view opens without counting anything: the one its link names, else 限时直供 for a plain /presell; null
 * for a search naming no zone (ZonePage decides it from each zone's count, searchZone).
 */
export const zoneWithoutCounts = (view: PresellView): 'A' | 'C' | null =>
  view.supplierType ? zoneOf(view) : view.keyword || view.flwCode ? null : 'A';

/** The view on another tab: filters kept, back to the first page, the B filter dropped. */
export const onTab = (view: PresellView, tab: 'A' | 'C'): PresellView => ({ ...view, supplierType: tab, page: 1 });

/** The view with other filters: back to the first page. */
export const withFilters = (view: PresellView, filters: ZoneFilterValue): PresellView => ({ ...view, filters, page: 1 });
