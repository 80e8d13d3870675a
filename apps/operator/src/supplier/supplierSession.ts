/**
 * A supplier's session (issue 31): its token and who it is, in localStorage — the page is the supplier's own phone,
 * opened every market day (the server ends the token after SUPPLIER_LIMITS.sessionDays, or when staff set a new
 * password). A 401 clears it and tells the page, which shows the login again.
 */
import { createApiClient, supplierApi, type SupplierSelf } from '@huashi/api';

const TOKEN_KEY = 'huashi.supplier.token';
const SELF_KEY = 'huashi.supplier.self';

export const SUPPLIER_UNAUTHORIZED_EVENT = 'huashi:supplier-unauthorized';

export const supplierSession = {
  token: () => window.localStorage.getItem(TOKEN_KEY),
  self: (): SupplierSelf | null => {
    try {
      return JSON.parse(window.localStorage.getItem(SELF_KEY) ?? 'null') as SupplierSelf | null;
    } catch {
      return null;
    }
  },
  save: (token: string, self: SupplierSelf) => {
    window.localStorage.setItem(TOKEN_KEY, token);
    window.localStorage.setItem(SELF_KEY, JSON.stringify(self));
  },
  clear: () => {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(SELF_KEY);
  },
};

const client = createApiClient({
  getToken: supplierSession.token,
  onUnauthorized: () => {
    supplierSession.clear();
    window.dispatchEvent(new CustomEvent(SUPPLIER_UNAUTHORIZED_EVENT));
  },
});

export const supplier = supplierApi(client);
