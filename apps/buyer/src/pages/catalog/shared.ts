/** What the catalog pages share: API shapes → component data, the query-string links, the market clock. */
import type { ProductListing, SessionState, SupplierRow } from '@huashi/api';
import { fenOf, ZONE_NAMES, sessionStateText, withQuery } from '@huashi/domain';
import { media, type ProductCardData, type SupplierRowData } from '@huashi/ui';
import { useEffect, useState } from 'react';

export function toProductCard(p: ProductListing): ProductCardData {
  const item = p.items[0];
  return {
    flwCode: p.flwCode,
    flwName: p.flwName,
    cateName: p.cateName,
    productImage: p.productImage,
    priceFen: fenOf(p.newPrice),
    originalPriceFen: fenOf(p.originalPrice),
    flwUnitno: p.flwUnitno,
    flwUnitname: p.flwUnitname,
    flwWeight: p.flwWeight,
    discount: p.discount_flag === 1,
    collected: p.collected === 1,
    // A lot that sold out while the page was open (live stock, issue 19) shows the card as sold out.
    lot: item && item.myAcount > 0 ? { id: item.id, maxBatches: item.myAcount, batchPriceFen: fenOf(item.onceMoney) } : null,
  };
}

export function toSupplierRow(r: SupplierRow): SupplierRowData {
  return {
    id: r.id,
    supplierId: r.supplierId,
    supplierName: r.supplierName,
    levelName: r.levelName,
    lenthName: r.lenthName,
    openName: r.openName,
    basicSaleno: r.basicSaleno,
    packageName: r.packageName,
    positionNo: r.positionNo,
    nowStock: r.nowStock,
    salePriceFen: fenOf(r.salePrice),
    memberPriceFen: fenOf(r.memberPrice),
    flwUnitno: r.flwUnitno,
    meritName: r.meritName,
    salepointName: r.salepointName,
    activityRuleText: r.activity_discount.status === 1 ? r.activity_discount.rule_text : null,
    logisWayname: r.logisWayname,
    feeBoxFen: fenOf(r.feeBox),
    claimRate: r.claimRate,
  };
}

/** A /presell link (§2): shops = JSON of styleId, cateId, flwCode, keyword, supplierType (read by presellUrl.ts). */
export type Shops = { styleId?: number; cateId?: number; flwCode?: string; keyword?: string; supplierType?: string };

export const presellLink = (shops: Shops) => withQuery('/presell', { shops });
export const detailsLink = (flwCode: string, supplierType: string) => withQuery('/shopdetails', { listNow: { flwCode, supplierType } });

/** Whether the screen is a phone's (the components' phone breakpoint). */
export const onPhone = (): boolean => window.matchMedia(media.phone.replace('@media ', '')).matches;

/** The history state of a page opened in this tab from one of ours: its top bar shows 返回上一页. */
type SameTabState = { sameTab: true };

export function openedInSameTab(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && (state as Partial<SameTabState>).sameTab === true;
}

/**
 * /shopdetails opens in a new window (§2); on a phone, where another window is a lost tab, in this one, whose top
 * bar then shows 返回上一页 back to the list (issue 26).
 */
export function openDetails(flwCode: string, supplierType: string, navigate: (to: string, options: { state: SameTabState }) => void) {
  const link = detailsLink(flwCode, supplierType);
  if (onPhone()) navigate(link, { state: { sameTab: true } });
  else window.open(link, '_blank', 'noopener');
}

/** Why buying is off in a session, or null while it is open. */
export function closedReason(state: SessionState | undefined, now: number): string | null {
  if (!state || state.open) return null;
  return `${ZONE_NAMES[state.type]}${sessionStateText(state, now)}`;
}

/** The market clock: the server's instant when last read, run on by the browser's clock. */
export function useMarketNow(serverNow: number | undefined): number {
  const [anchor, setAnchor] = useState<{ server: number; local: number } | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (serverNow !== undefined) setAnchor({ server: serverNow, local: Date.now() });
  }, [serverNow]);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((t) => t + 1), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return anchor ? anchor.server + (Date.now() - anchor.local) : (serverNow ?? Date.now());
}
