/** The 操作记录 desk's list state in the URL (?page=2&action=…), like the other desks: a link or reload keeps it. */
import { EMPTY_AUDIT_FILTERS, type AuditFilters } from '@huashi/ui';

export type AuditSearchState = { page: number; filters: AuditFilters };

const FILTER_KEYS = Object.keys(EMPTY_AUDIT_FILTERS) as (keyof AuditFilters)[];

/** What the URL names: the page and the filters (anything unreadable: the default). */
export function readAuditSearch(search: string): AuditSearchState {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const filters = { ...EMPTY_AUDIT_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = params.get(key) ?? '';
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, filters };
}

export function auditSearch(state: AuditSearchState): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (state.filters[key]) params.set(key, state.filters[key]);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
