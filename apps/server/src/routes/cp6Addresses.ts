/**
 * The embedded address managers (§2 /cpsix and /cpsixNew), opened by an operator with ?sign.
 * - /v1/address/* : first format; add is form-encoded (§7).
 * - /cp6/address/* : cp6 format with buyerId (§7).
 *
 * Decision: the spec gives /cpsix no buyerId, but an operator sign is not tied to a buyer (operators act for a
 * chosen buyer, §6). So /cpsix takes the managed buyer the same way as /cpsixNew: `buyerId` in the query
 * (or the body). A sign alone never reveals a buyer's addresses.
 */
import { ADDRESS_PATHS } from '@huashi/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { requireOperator } from '../plugins/operator';
import {
  ADDRESS_NOT_FOUND,
  deleteAddress,
  listAddresses,
  parseCp6,
  parseFirstFormat,
  parseId,
  requireBuyerId,
  saveAddress,
  setDefaultAddress,
  toAddress,
  toCp6Address,
} from '../services/addresses';

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields => (typeof value === 'object' && value !== null ? (value as Fields) : {});

/** A value from the body, else from the query string. */
function param(request: FastifyRequest, name: string): unknown {
  const body = fieldsOf(request.body);
  return body[name] !== undefined && body[name] !== '' ? body[name] : fieldsOf(request.query)[name];
}

function idOf(value: unknown): number {
  const id = parseId(value);
  if (id === null) throw notFound(ADDRESS_NOT_FOUND);
  return id;
}

/** page ≥ 1 and limit within 1…max (default max). */
function paging(request: FastifyRequest, max: number, sizeNames: readonly string[]) {
  const page = parseId(param(request, 'page')) ?? 1;
  const raw = sizeNames.map((n) => parseId(param(request, n))).find((v) => v !== null) ?? max;
  const limit = Math.min(raw, max);
  return { page, limit, offset: (page - 1) * limit };
}

const editId = (value: unknown): number | null => (value === undefined || value === null || value === '' ? null : idOf(value));

export function embeddedAddressRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = requireOperator(ctx);
  const buyer = (request: FastifyRequest) => requireBuyerId(ctx.db, param(request, 'buyerId'));

  // ---- first format (/cpsix)
  app.post(ADDRESS_PATHS.embeddedList, { preHandler: auth }, async (request) => {
    const { offset, limit } = paging(request, 50, ['limit']);
    const { rows } = await listAddresses(ctx.db, await buyer(request), { offset, limit });
    return ok(rows.map(toAddress));
  });

  app.post(ADDRESS_PATHS.embeddedSave, { preHandler: auth }, async (request) => {
    const buyerId = await buyer(request);
    const body = fieldsOf(request.body);
    const draft = parseFirstFormat(body, ctx.config.pickupAddress);
    const row = await saveAddress(ctx.db, ctx.clock.now(), buyerId, editId(body.id), draft);
    return ok(toAddress(row), '保存成功');
  });

  app.post(ADDRESS_PATHS.embeddedRemove, { preHandler: auth }, async (request) => {
    const buyerId = await buyer(request);
    await deleteAddress(ctx.db, ctx.clock.now(), buyerId, idOf(param(request, 'id')));
    return ok(null, '删除成功');
  });

  app.post(ADDRESS_PATHS.embeddedSetDefault, { preHandler: auth }, async (request) => {
    const buyerId = await buyer(request);
    const row = await setDefaultAddress(ctx.db, ctx.clock.now(), buyerId, idOf(param(request, 'id')));
    return ok(toAddress(row), '默认地址更改成功');
  });

  // ---- cp6 format (/cpsixNew)
  app.post(ADDRESS_PATHS.cp6List, { preHandler: auth }, async (request) => {
    const { offset, limit } = paging(request, 1000, ['limit', 'size']);
    const { rows, total } = await listAddresses(ctx.db, await buyer(request), { offset, limit });
    return ok({ list: rows.map(toCp6Address), pages: { total } });
  });

  app.post(ADDRESS_PATHS.cp6Save, { preHandler: auth }, async (request) => {
    const buyerId = await buyer(request);
    const body = fieldsOf(request.body);
    const draft = parseCp6(body, ctx.config.pickupAddress);
    const row = await saveAddress(ctx.db, ctx.clock.now(), buyerId, editId(body.id), draft);
    return ok(toCp6Address(row), '保存成功');
  });

  app.post(ADDRESS_PATHS.cp6Remove, { preHandler: auth }, async (request) => {
    const buyerId = await buyer(request);
    await deleteAddress(ctx.db, ctx.clock.now(), buyerId, idOf(param(request, 'id')));
    return ok(null, '删除成功');
  });

  app.post(ADDRESS_PATHS.cp6SetDefault, { preHandler: auth }, async (request) => {
    const buyerId = await buyer(request);
    const row = await setDefaultAddress(ctx.db, ctx.clock.now(), buyerId, idOf(param(request, 'id')));
    return ok(toCp6Address(row), '默认地址更改成功');
  });
}
