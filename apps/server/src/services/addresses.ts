/**
 * Delivery addresses (§3, §4, §5). One row of `addresses` is seen in two formats: the first format
 * (contactUser, addrPid…, default, logisType, logisWay) of /address and /cpsix, and the cp6 format
 * (receiverName, receiverProvinceId…, isDefault, deliveryType, receiverType, receiverHash) of /cpsixNew and the
 * operator checkout. This module maps between them, validates with the domain schemas, and owns every change
 * (one transaction each, serialised per buyer by a lock on the buyer's row, so "exactly one default" and the
 * agent-collection type lock hold under concurrent calls).
 */
import { ADDRESS_REFUSALS } from '@huashi/api/contracts';
import {
  ADDRESS_MESSAGES,
  ADDRESS_TYPE_LOCKED_MESSAGE,
  addressSchema,
  applySelfPickup,
  applySelfPickupCp6,
  cp6AddressSchema,
  isSelfPickup,
  receiverTypeForWay,
  regionNames,
  SELF_PICKUP_RECEIVER_TYPE,
  toLogisWay,
  toReceiverType,
  validateForm,
  wayForReceiverType,
  type LogisWay,
  type PickupAddress,
  type ReceiverType,
  MESSAGES,
} from '@huashi/domain';
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { preparedPerDb } from '../db/bulk';
import type { Db, DbOrTx, Tx } from '../db/client';
import { addresses, buyers } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import type { AddressRow } from './addressViews';
import { regionTree } from './regions';

/** At most this many addresses per buyer (ours): every list of §9 (50 in the first format) then shows them all. */
export const MAX_ADDRESSES_PER_BUYER = 50;
export const ADDRESS_NOT_FOUND = ADDRESS_REFUSALS.notFound;
export const TOO_MANY_ADDRESSES = `最多可保存${MAX_ADDRESSES_PER_BUYER}个地址，请删除不用的地址后再添加`;
/** Logistics company name (optional): at most 30 characters (ours). */
export const LOGIS_NAME_MAX = 30;
export const LOGIS_NAME_TOO_LONG = '物流公司名称不可超过三十个字符';
/** A phone with area code and extension fits in 20 characters; longer is not a phone. */
const PHONE_MAX = 20;

// ---------------------------------------------------------------- input

/** What a save writes, whichever format it came in. `way` is the format's own way field. */
export type AddressDraft = {
  format: 'first' | 'cp6';
  contactUser: string;
  contactPhone: string;
  provinceId: string;
  provinceName: string;
  cityId: string;
  cityName: string;
  districtId: string;
  districtName: string;
  address: string;
  logisType: 1 | 2;
  logisName: string | null;
  /** First format: logisWay 1–4 (null for self-pickup). cp6: receiverType 0–4. */
  way: number | null;
  makeDefault: boolean;
};

const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';

/** Region ids must exist in the tree; with no district (or the city repeated as district) the city is the district. */
function resolveRegion(provinceId: string, cityId: string, districtId: string | undefined) {
  const district = blank(districtId) || districtId === cityId ? null : String(districtId).trim();
  const names = regionNames(regionTree(), { provinceId, cityId, districtId: district });
  if (!names || !names.provinceId || !names.cityId) throw badRequest(ADDRESS_MESSAGES.regionRequired);
  return {
    provinceId: names.provinceId,
    provinceName: names.province,
    cityId: names.cityId,
    cityName: names.city,
    districtId: names.districtId || names.cityId,
    districtName: names.district || names.city,
  };
}

function checkExtras(phone: string, logisName: string) {
  if (phone.length > PHONE_MAX) throw badRequest(ADDRESS_MESSAGES.phoneInvalid);
  if (logisName.length > LOGIS_NAME_MAX) throw badRequest(LOGIS_NAME_TOO_LONG);
}

function asObject(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A first-format body (JSON or form-encoded) → draft, or a refusal with the spec's message. */
export function parseFirstFormat(body: unknown, pickup: PickupAddress): AddressDraft {
  const input = asObject(body);
  const filled = isSelfPickup(input.logisType) ? applySelfPickup(input, pickup) : input;
  const check = validateForm(addressSchema, filled);
  if (!check.ok) throw badRequest(check.message);
  const v = check.value;
  checkExtras(v.contactPhone, v.logisName);
  const selfPickup = isSelfPickup(v.logisType);
  return {
    format: 'first',
    contactUser: v.contactUser,
    contactPhone: v.contactPhone,
    ...resolveRegion(v.addrPid, v.addrCid, v.addrZid),
    address: v.address,
    logisType: selfPickup ? 1 : 2,
    // Self-pickup travels with no logistics company (the seed's pickup address is stored the same way).
    logisName: selfPickup ? null : v.logisName || null,
    way: selfPickup ? null : (v.logisWay ?? null),
    makeDefault: v.default === 1,
  };
}

/** A cp6 body → draft (no district → the city; self-pickup → receiverType 1), or a refusal. */
export function parseCp6(body: unknown, pickup: PickupAddress): AddressDraft {
  const input = asObject(body);
  const filled = isSelfPickup(input.deliveryType) ? applySelfPickupCp6(input, pickup) : input;
  const check = validateForm(cp6AddressSchema, filled);
  if (!check.ok) throw badRequest(check.message);
  const v = check.value;
  checkExtras(v.receiverMobile, v.logisName);
  const selfPickup = isSelfPickup(v.deliveryType);
  return {
    format: 'cp6',
    contactUser: v.receiverName,
    contactPhone: v.receiverMobile,
    ...resolveRegion(v.receiverProvinceId, v.receiverCityId, v.receiverAreaId),
    address: v.receiverAddress,
    logisType: selfPickup ? 1 : 2,
    logisName: selfPickup ? null : v.logisName || null,
    way: selfPickup ? 1 : (v.receiverType ?? 0),
    makeDefault: v.isDefault === 1,
  };
}

// ---------------------------------------------------------------- reads

/** The buyer's addresses as checkout offers them: default first, then newest. */
export async function buyerAddresses(db: DbOrTx, buyerId: number): Promise<AddressRow[]> {
  // On the pool (every purchase reads them): one prepared statement; inside a transaction, that transaction's own query.
  if ('$client' in db) return addressesOfBuyer(db).execute({ buyerId });
  return addressesQuery(db, eq(addresses.buyerId, buyerId));
}

function addressesQuery(db: DbOrTx, where: SQL) {
  return db.select().from(addresses).where(where).orderBy(desc(addresses.isDefault), desc(addresses.id));
}

const addressesOfBuyer = preparedPerDb((db) =>
  addressesQuery(db, eq(addresses.buyerId, sql.placeholder('buyerId'))).prepare('addresses_of_buyer'),
);

/** Ours: an address is usable for delivery when it has a receiver, a phone and a detail address. */
export function addressProblem(a: AddressRow | null | undefined): string | null {
  if (!a) return MESSAGES.addressMissing;
  if (!a.contactUser.trim() || !a.contactPhone.trim() || !a.address.trim() || !a.provinceId) return MESSAGES.addressMissing;
  return null;
}

/** The buyer's addresses, default first, then oldest first; `limit` rows from `offset`. */
export async function listAddresses(db: Db, buyerId: number, page: { offset: number; limit: number }) {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(addresses)
      .where(eq(addresses.buyerId, buyerId))
      .orderBy(desc(addresses.isDefault), asc(addresses.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(addresses).where(eq(addresses.buyerId, buyerId)),
  ]);
  return { rows, total };
}

/** One of the buyer's addresses; another buyer's id is answered as not found. */
export async function findAddress(db: Db, buyerId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.buyerId, buyerId)));
  return row ?? null;
}

// ---------------------------------------------------------------- changes

/** Serialises every address change of one buyer (the row lock is held until the transaction ends). */
async function lockBuyer(tx: Tx, buyerId: number) {
  const [row] = await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, buyerId)).for('update');
  if (!row) throw notFound(ADDRESS_REFUSALS.buyerNotFound);
}

async function makeDefault(tx: Tx, buyerId: number, id: number, now: Date) {
  // Two statements: the partial unique index allows one default per buyer at every moment.
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(addresses.buyerId, buyerId), eq(addresses.isDefault, true), ne(addresses.id, id)));
  const [row] = await tx
    .update(addresses)
    .set({ isDefault: true, updatedAt: now })
    .where(and(eq(addresses.id, id), eq(addresses.buyerId, buyerId)))
    .returning();
  return row;
}

/**
 * Adds (id null) or edits one address. Self-pickup stores the pickup address already filled by the parser.
 * Type lock (§4): while another agent-collection address exists, an address may not become self-pickup
 * (a self-pickup address being edited may stay one). The first address becomes the default; `makeDefault`
 * moves the default here; the default can't be switched off by an edit (there is always one).
 */
export async function saveAddress(db: Db, now: Date, buyerId: number, id: number | null, draft: AddressDraft): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, buyerId);
    const rows = await tx.select().from(addresses).where(eq(addresses.buyerId, buyerId));
    const existing = id === null ? undefined : rows.find((r) => r.id === id);
    if (id !== null && !existing) throw notFound(ADDRESS_NOT_FOUND);
    if (id === null && rows.length >= MAX_ADDRESSES_PER_BUYER) throw badRequest(TOO_MANY_ADDRESSES);

    const othersHaveAgent = rows.some((r) => r.id !== id && r.logisType === 2);
    const staysSelfPickup = existing?.logisType === 1;
    if (draft.logisType === 1 && othersHaveAgent && !staysSelfPickup) throw badRequest(ADDRESS_TYPE_LOCKED_MESSAGE);

    // Each format writes its own way field; the other view's field is derived unless it still agrees.
    let logisWay: LogisWay | null;
    let receiverType: ReceiverType;
    if (draft.logisType === 1) {
      logisWay = null;
      receiverType = SELF_PICKUP_RECEIVER_TYPE;
    } else if (draft.format === 'first') {
      logisWay = toLogisWay(draft.way);
      const keep = existing && existing.logisType === 2 && wayForReceiverType(2, existing.receiverType) === logisWay;
      receiverType = keep ? existing.receiverType : receiverTypeForWay(2, logisWay);
    } else {
      receiverType = toReceiverType(draft.way);
      const keep = existing && existing.logisWay !== null && receiverTypeForWay(2, existing.logisWay) === receiverType;
      logisWay = keep ? existing.logisWay : wayForReceiverType(2, receiverType);
    }

    const values = {
      contactUser: draft.contactUser,
      contactPhone: draft.contactPhone,
      provinceId: draft.provinceId,
      provinceName: draft.provinceName,
      cityId: draft.cityId,
      cityName: draft.cityName,
      districtId: draft.districtId,
      districtName: draft.districtName,
      address: draft.address,
      logisType: draft.logisType,
      logisName: draft.logisName,
      logisWay,
      receiverType,
    };
    const hasDefault = rows.some((r) => r.isDefault);
    let saved: AddressRow | undefined;
    if (existing) {
      [saved] = await tx
        .update(addresses)
        .set({ ...values, updatedAt: now })
        .where(and(eq(addresses.id, existing.id), eq(addresses.buyerId, buyerId)))
        .returning();
    } else {
      [saved] = await tx
        .insert(addresses)
        .values({ ...values, buyerId, isDefault: false, createdAt: now, updatedAt: now })
        .returning();
    }
    if (!saved) throw notFound(ADDRESS_NOT_FOUND);
    if ((draft.makeDefault || !hasDefault) && !saved.isDefault) saved = (await makeDefault(tx, buyerId, saved.id, now)) ?? saved;
    return saved;
  });
}

/** Deletes one address; when it was the default, the oldest remaining address becomes the default. */
export async function deleteAddress(db: Db, now: Date, buyerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBuyer(tx, buyerId);
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.buyerId, buyerId)))
      .returning();
    if (!gone) throw notFound(ADDRESS_NOT_FOUND);
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.buyerId, buyerId))
      .orderBy(asc(addresses.id))
      .limit(1);
    if (next) await makeDefault(tx, buyerId, next.id, now);
  });
}

/** Makes one address the default (and no other), whatever runs at the same time. */
export async function setDefaultAddress(db: Db, now: Date, buyerId: number, id: number): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, buyerId);
    const row = await makeDefault(tx, buyerId, id, now);
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    return row;
  });
}

/** The operator's target buyer (cp6 and /cpsix: buyerId); unknown → not found. */
export async function requireBuyerId(db: Db, id: number | null): Promise<number> {
  if (id === null) throw badRequest('缺少买家编号（buyerId）');
  const [row] = await db.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, id));
  if (!row) throw notFound(ADDRESS_REFUSALS.buyerNotFound);
  return row.id;
}
