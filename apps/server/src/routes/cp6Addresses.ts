/**
 * The embedded address managers (§2 /cpsix and /cpsixNew), opened by an operator with ?sign (operator scope).
 * - /v1/address/* : first format; add is form-encoded (§7).
 * - /cp6/address/* : cp6 format with buyerId (§7).
 *
 * Decision: the spec gives /cpsix no buyerId, but an operator sign is not tied to a buyer (operators act for a
 * chosen buyer, §6). So /cpsix takes the managed buyer the same way as /cpsixNew: `buyerId` in the query
 * (or the body). A sign alone never reveals a buyer's addresses.
 */
import { addressEndpoints } from '@huashi/api/contracts';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { serve } from '../http/serve';
import { area } from '../plugins/scopes';
import {
  ADDRESS_NOT_FOUND,
  deleteAddress,
  listAddresses,
  parseCp6,
  parseFirstFormat,
  requireBuyerId,
  saveAddress,
  setDefaultAddress,
} from '../services/addresses';
import { toAddress, toCp6Address } from '../services/addressViews';
import { MESSAGES } from '@huashi/domain';

type Fields = { buyerId: number | null; id?: number | null; page?: number | null; limit?: number | null; size?: number | null };
/** A request of an embedded manager: a value from the body, else from the query string. */
type Sent = { body: Fields; query: Fields };

const pick = (request: Sent, name: keyof Fields): number | null => request.body[name] ?? request.query[name] ?? null;

function idOf(request: Sent): number {
  const id = pick(request, 'id');
  if (id === null) throw notFound(ADDRESS_NOT_FOUND);
  return id;
}

/** page ≥ 1 and limit within 1…max (default max). */
function paging(request: Sent, max: number, sizeNames: readonly ('limit' | 'size')[]) {
  const page = pick(request, 'page') ?? 1;
  const raw = sizeNames.map((n) => pick(request, n)).find((v) => v !== null) ?? max;
  const limit = Math.min(raw, max);
  return { page, limit, offset: (page - 1) * limit };
}

export const embeddedAddressRoutes = (ctx: AppContext) => {
  const buyer = (request: Sent) => requireBuyerId(ctx.db, pick(request, 'buyerId'));
  return area(ctx, {
    operator: (app) => {
      // ---- first format (/cpsix)
      serve(app, addressEndpoints.embeddedList, async (request) => {
        const { offset, limit } = paging(request, 50, ['limit']);
        const { rows } = await listAddresses(ctx.db, await buyer(request), { offset, limit });
        return ok(rows.map(toAddress));
      });

      serve(app, addressEndpoints.embeddedSave, async (request) => {
        const buyerId = await buyer(request);
        const draft = parseFirstFormat(request.body, ctx.config.pickupAddress);
        const row = await saveAddress(ctx.db, ctx.clock.now(), buyerId, request.body.id, draft);
        return ok(toAddress(row), MESSAGES.saved);
      });

      serve(app, addressEndpoints.embeddedRemove, async (request) => {
        const buyerId = await buyer(request);
        await deleteAddress(ctx.db, ctx.clock.now(), buyerId, idOf(request));
        return ok(null, MESSAGES.deleted);
      });

      serve(app, addressEndpoints.embeddedSetDefault, async (request) => {
        const buyerId = await buyer(request);
        const row = await setDefaultAddress(ctx.db, ctx.clock.now(), buyerId, idOf(request));
        return ok(toAddress(row), MESSAGES.defaultAddressChanged);
      });

      // ---- cp6 format (/cpsixNew)
      serve(app, addressEndpoints.cp6List, async (request) => {
        const { offset, limit } = paging(request, 1000, ['limit', 'size']);
        const { rows, total } = await listAddresses(ctx.db, await buyer(request), { offset, limit });
        return ok({ list: rows.map(toCp6Address), pages: { total } });
      });

      serve(app, addressEndpoints.cp6Save, async (request) => {
        const buyerId = await buyer(request);
        const draft = parseCp6(request.body, ctx.config.pickupAddress);
        const row = await saveAddress(ctx.db, ctx.clock.now(), buyerId, request.body.id, draft);
        return ok(toCp6Address(row), MESSAGES.saved);
      });

      serve(app, addressEndpoints.cp6Remove, async (request) => {
        const buyerId = await buyer(request);
        await deleteAddress(ctx.db, ctx.clock.now(), buyerId, idOf(request));
        return ok(null, MESSAGES.deleted);
      });

      serve(app, addressEndpoints.cp6SetDefault, async (request) => {
        const buyerId = await buyer(request);
        const row = await setDefaultAddress(ctx.db, ctx.clock.now(), buyerId, idOf(request));
        return ok(toCp6Address(row), MESSAGES.defaultAddressChanged);
      });
    },
  });
};
