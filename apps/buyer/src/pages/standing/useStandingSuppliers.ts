import { catalogKeys } from '@huashi/api';
import type { FindStandingSuppliers, StandingSupplierOption } from '@huashi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { catalog } from '../../session';

/** How long a supplier search of the editor is reused (the shop page's query and cache). */
const SEARCH_FRESH_MS = 30_000;

/**
 * The editor's 优先供应商 search: the suppliers selling a variety today whose number, name or location has the keyword
 * — the shop page's supplier search (POST /pc/buyer/product-suppliers, its query key and cache) — each supplier once,
 * only in the order's zone (supplierType A = 限时直供, C = 全天专区) and with the line's grade (level), so that the
 * picker never offers a supplier the run could not buy from (trial 2 of issue 32).
 */
export function useStandingSuppliers(): FindStandingSuppliers {
  const queryClient = useQueryClient();
  return async ({ flwCode, keyword, session, levelName }) => {
    const query = { flwCode, keyword, ...(session ? { supplierType: session } : {}), ...(levelName ? { level: levelName } : {}) };
    const found = await queryClient.fetchQuery({
      queryKey: catalogKeys.suppliers(query),
      queryFn: ({ signal }) => catalog.suppliers(query, signal),
      staleTime: SEARCH_FRESH_MS,
    });
    const bySupplier = new Map<string, StandingSupplierOption>();
    for (const row of found.list)
      if (!bySupplier.has(row.supplierId)) bySupplier.set(row.supplierId, { supplierId: row.supplierId, supplierName: row.supplierName });
    return [...bySupplier.values()];
  };
}
