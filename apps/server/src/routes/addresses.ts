/**
 * The buyer's addresses in the first format (§7, /address and checkout), and the market's self-pickup address.
 * Changes live in services/addresses.ts; a foreign address id answers as not found.
 */
import { addressEndpoints } from '@huashi/api/contracts';
import type { AppContext } from '../context';
import { badRequest, notFound, ok } from '../http/envelope';
import { serve } from '../http/serve';
import { buyerOf } from '../plugins/auth';
import { area } from '../plugins/scopes';
import {
  ADDRESS_NOT_FOUND,
  MAX_ADDRESSES_PER_BUYER,
  deleteAddress,
  findAddress,
  listAddresses,
  parseFirstFormat,
  saveAddress,
  setDefaultAddress,
} from '../services/addresses';
import { toAddress } from '../services/addressViews';
import { logisticsChanged } from '../services/catalog';
import { MESSAGES } from '@huashi/domain';

/** An id that is present: missing → not found (nothing to act on). */
function present(id: number | null): number {
  if (id === null) throw notFound(ADDRESS_NOT_FOUND);
  return id;
}

export const addressRoutes = (ctx: AppContext) =>
  area(ctx, {
    /** Ours: the fixed self-pickup address the dialogs fill (public: it is printed on every pickup order). */
    public: (app) => {
      serve(app, addressEndpoints.pickup, async () => ok(ctx.config.pickupAddress));
    },
    buyer: (app) => {
      // A new default address shows its logistics in the supplier rows at once on this instance (services/catalog.ts).
      app.addHook('onSend', async (request, _reply, payload) => {
        if (request.buyer) logisticsChanged(ctx, request.buyer.id);
        return payload;
      });
      serve(app, addressEndpoints.list, async (request) => {
        const { rows } = await listAddresses(ctx.db, buyerOf(request).id, { offset: 0, limit: MAX_ADDRESSES_PER_BUYER });
        return ok(rows.map(toAddress));
      });

      serve(app, addressEndpoints.save, async (request) => {
        const draft = parseFirstFormat(request.body, ctx.config.pickupAddress);
        const row = await saveAddress(ctx.db, ctx.clock.now(), buyerOf(request).id, request.body.id, draft);
        return ok(toAddress(row), MESSAGES.saved);
      });

      serve(app, addressEndpoints.remove, async (request) => {
        await deleteAddress(ctx.db, ctx.clock.now(), buyerOf(request).id, present(request.body.id));
        return ok(null, MESSAGES.deleted);
      });

      serve(app, addressEndpoints.setDefault, async (request) => {
        const row = await setDefaultAddress(ctx.db, ctx.clock.now(), buyerOf(request).id, present(request.body.id));
        return ok(toAddress(row), MESSAGES.defaultAddressChanged);
      });

      /** Checkout picks an address: it must be the buyer's, and of the given logisType when one is sent. */
      serve(app, addressEndpoints.select, async (request) => {
        const { addressId, id, logisType } = request.body;
        const row = await findAddress(ctx.db, buyerOf(request).id, present(addressId ?? id));
        if (!row) throw notFound(ADDRESS_NOT_FOUND);
        if (logisType !== null && logisType !== row.logisType) throw badRequest('该地址的物流类型已变更，请重新选择地址');
        return ok(toAddress(row));
      });
    },
  });
