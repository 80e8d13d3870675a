/**
 * The buyer's addresses in the first format (§7, /address and checkout), and the market's self-pickup address.
 * Changes live in services/addresses.ts; a foreign address id answers as not found.
 */
import { ADDRESS_PATHS } from '@huashi/api';
import { isSelfPickup } from '@huashi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { badRequest, notFound, ok } from '../http/envelope';
import { buyerOf, requireBuyer } from '../plugins/auth';
import {
  ADDRESS_NOT_FOUND,
  MAX_ADDRESSES_PER_BUYER,
  deleteAddress,
  findAddress,
  listAddresses,
  parseFirstFormat,
  parseId,
  saveAddress,
  setDefaultAddress,
  toAddress,
} from '../services/addresses';

type Body = Record<string, unknown>;
const bodyOf = (request: { body: unknown }): Body =>
  typeof request.body === 'object' && request.body !== null ? (request.body as Body) : {};

/** An id that is present: missing or malformed → not found (nothing to act on). */
function idOf(value: unknown): number {
  const id = parseId(value);
  if (id === null) throw notFound(ADDRESS_NOT_FOUND);
  return id;
}

export function addressRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = requireBuyer(ctx);

  /** Ours: the fixed self-pickup address the dialogs fill (public: it is printed on every pickup order). */
  app.get(ADDRESS_PATHS.pickup, async () => ok(ctx.config.pickupAddress));

  app.post(ADDRESS_PATHS.list, { preHandler: auth }, async (request) => {
    const { rows } = await listAddresses(ctx.db, buyerOf(request).id, { offset: 0, limit: MAX_ADDRESSES_PER_BUYER });
    return ok(rows.map(toAddress));
  });

  app.post(ADDRESS_PATHS.save, { preHandler: auth }, async (request) => {
    const body = bodyOf(request);
    const id = body.id === undefined || body.id === null || body.id === '' ? null : idOf(body.id);
    const draft = parseFirstFormat(body, ctx.config.pickupAddress);
    const row = await saveAddress(ctx.db, ctx.clock.now(), buyerOf(request).id, id, draft);
    return ok(toAddress(row), '保存成功');
  });

  app.post(ADDRESS_PATHS.remove, { preHandler: auth }, async (request) => {
    await deleteAddress(ctx.db, ctx.clock.now(), buyerOf(request).id, idOf(bodyOf(request).id));
    return ok(null, '删除成功');
  });

  app.post(ADDRESS_PATHS.setDefault, { preHandler: auth }, async (request) => {
    const row = await setDefaultAddress(ctx.db, ctx.clock.now(), buyerOf(request).id, idOf(bodyOf(request).id));
    return ok(toAddress(row), '默认地址更改成功');
  });

  /** Checkout picks an address: it must be the buyer's, and of the given logisType when one is sent. */
  app.post(ADDRESS_PATHS.select, { preHandler: auth }, async (request) => {
    const body = bodyOf(request);
    const row = await findAddress(ctx.db, buyerOf(request).id, idOf(body.addressId ?? body.id));
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    const logisType = body.logisType;
    if (logisType !== undefined && logisType !== null && logisType !== '') {
      const wanted = isSelfPickup(logisType) ? 1 : Number(logisType) === 2 ? 2 : null;
      if (wanted === null) throw badRequest('请选择物流类型');
      if (wanted !== row.logisType) throw badRequest('该地址的物流类型已变更，请重新选择地址');
    }
    return ok(toAddress(row));
  });
}
