/**
 * Live stock into the cached lists (issue 19): the remaining stock a stream reports, written into the zone list's pages
 * (the card's lot: `myAcount` batches, 0 once sold out) and a product's supplier rows (`nowStock` in stems). Pure: an
 * entry nothing changed in comes back as the same object, so nothing re-renders for a lot the page does not show.
 */
import type { ProductSuppliers, ZonePage } from '../catalog';
import type { LiveLot } from '../live';

export type LiveLotsById = ReadonlyMap<number, LiveLot>;

export const liveLotsById = (lots: readonly LiveLot[]): LiveLotsById => new Map(lots.map((lot) => [lot.id, lot]));

/** One page of the zone list with the cards' lots at their live batches. */
export function patchZonePage(page: ZonePage, lots: LiveLotsById): ZonePage {
  let changed = false;
  const list = page.list.map((listing) => {
    const item = listing.items[0];
    const live = item && lots.get(item.id);
    if (!item || !live || live.batches === item.myAcount) return listing;
    changed = true;
    return { ...listing, items: [{ ...item, myAcount: live.batches }, ...listing.items.slice(1)] };
  });
  return changed ? { ...page, list } : page;
}

/** A product's supplier rows with their live stock. */
export function patchSuppliers(data: ProductSuppliers, lots: LiveLotsById): ProductSuppliers {
  let changed = false;
  const list = data.list.map((row) => {
    const live = lots.get(row.id);
    if (!live || live.nowStock === row.nowStock) return row;
    changed = true;
    return { ...row, nowStock: live.nowStock };
  });
  return changed ? { ...data, list } : data;
}

/** The lot ids a zone list's loaded pages show (each card's lot). */
export const zoneLotIds = (pages: readonly ZonePage[]): number[] =>
  pages.flatMap((page) => page.list.flatMap((listing) => (listing.items[0] ? [listing.items[0].id] : [])));
