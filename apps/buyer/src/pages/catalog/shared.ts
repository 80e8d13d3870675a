/** What the catalog pages share: API shapes → component data, buying, the market clock. */
import { ApiError, isOk, type FormMap, type MarketSessions, type ProductListing, type SessionState, type SupplierRow } from '@huashi/api';
import {
  FOLLOW_MESSAGES,
  MESSAGES,
  ZONE_NAMES,
  followToggleMessage,
  msUntil,
  readQueryJson,
  sessionStateText,
  withQuery,
  yuanToFen,
} from '@huashi/domain';
import type { ProductCardData, SupplierRowData } from '@huashi/ui';
import { useMessage } from '@huashi/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useCart } from '../../cart';
import { cart, catalog, home } from '../../session';

const fen = (yuan: string): number => yuanToFen(yuan) ?? 0;

export function toProductCard(p: ProductListing): ProductCardData {
  const item = p.items[0];
  return {
    flwCode: p.flwCode,
    flwName: p.flwName,
    cateName: p.cateName,
    productImage: p.productImage,
    priceFen: fen(p.newPrice),
    originalPriceFen: fen(p.originalPrice),
    flwUnitno: p.flwUnitno,
    flwUnitname: p.flwUnitname,
    flwWeight: p.flwWeight,
    discount: p.discount_flag === 1,
    collected: p.collected === 1,
    lot: item ? { id: item.id, maxBatches: item.myAcount, batchPriceFen: fen(item.onceMoney) } : null,
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
    salePriceFen: fen(r.salePrice),
    memberPriceFen: fen(r.memberPrice),
    flwUnitno: r.flwUnitno,
    meritName: r.meritName,
    salepointName: r.salepointName,
    activityRuleText: r.activity_discount.status === 1 ? r.activity_discount.rule_text : null,
    logisWayname: r.logisWayname,
    feeBoxFen: fen(r.feeBox),
  };
}

/** The /presell query (§2): shops = JSON of styleId, cateId, flwCode, keyword, supplierType. */
export type Shops = { styleId?: number; cateId?: number; flwCode?: string; keyword?: string; supplierType?: string };

export function readShops(search: string): Shops {
  const raw = readQueryJson<Record<string, unknown>>(search, 'shops');
  if (!raw || typeof raw !== 'object') return {};
  const num = (v: unknown) =>
    typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
  return {
    styleId: num(raw.styleId),
    cateId: num(raw.cateId),
    flwCode: str(raw.flwCode),
    keyword: str(raw.keyword),
    supplierType: str(raw.supplierType),
  };
}

export const presellLink = (shops: Shops) => withQuery('/presell', { shops });
export const detailsLink = (flwCode: string, supplierType: string) => withQuery('/shopdetails', { listNow: { flwCode, supplierType } });

/** /shopdetails opens in a new window (§2). */
export function openDetails(flwCode: string, supplierType: string) {
  window.open(detailsLink(flwCode, supplierType), '_blank', 'noopener');
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

/** The form map with the sessions, read again when a session opens or closes. */
export function useFormMap(): { map: FormMap | null; failed: boolean } {
  const [map, setMap] = useState<FormMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    home
      .presaleMap()
      .then((data) => {
        if (!live) return;
        setMap(data);
        setFailed(false);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [version]);
  useEffect(() => {
    if (!map) return;
    const next = nextBoundary(map.sessions);
    // Re-read shortly after the next opening or closing (at most every 10 minutes).
    const wait = Math.min(next ?? 600_000, 600_000) + 1000;
    const timer = window.setTimeout(() => setVersion((v) => v + 1), wait);
    return () => window.clearTimeout(timer);
  }, [map]);
  return { map, failed };
}

function nextBoundary(sessions: MarketSessions): number | null {
  const times = [sessions.A, sessions.C]
    .map((s) => msUntil(s.open ? s.closesAt : s.opensAt, sessions.now))
    .filter((v): v is number => v !== null);
  return times.length ? Math.min(...times) : null;
}

/** Add to cart (shows the server's message and refreshes the cart dot), buy now, follow. */
export function useBuying() {
  const message = useMessage();
  const { refresh } = useCart();
  const [, navigate] = useLocation();
  const [busyId, setBusyId] = useState<number | null>(null);

  const addToCart = useCallback(
    async (lotId: number, batches: number) => {
      setBusyId(lotId);
      try {
        const answer = await cart.addToCart([{ huaId: lotId, qty: batches }]);
        if (isOk(answer.code)) {
          message.success(answer.msg);
          await refresh();
        } else {
          message.error(answer.msg);
        }
      } catch (error) {
        message.error(error instanceof ApiError ? error.msg : MESSAGES.requestFailed);
      } finally {
        setBusyId(null);
      }
    },
    [message, refresh],
  );

  const buyNow = useCallback(
    (lotId: number, batches: number) => navigate(withQuery('/pay', { listZone: [{ huaId: lotId, qty: batches }], codeType: 'nowPay' })),
    [navigate],
  );

  /** Toggles a follow; resolves with the new state (true followed) or null when it failed (操作异常). */
  const toggleFollow = useCallback(
    async (flwCode: string): Promise<boolean | null> => {
      try {
        const answer = await catalog.focus(flwCode);
        const text = isOk(answer.code) ? followToggleMessage(answer.data) : followToggleMessage(null);
        if (text === FOLLOW_MESSAGES.failed) {
          message.error(isOk(answer.code) ? text : answer.msg || text);
          return null;
        }
        message.toast(text);
        return answer.data === 1;
      } catch {
        message.error(followToggleMessage(null));
        return null;
      }
    },
    [message],
  );

  return { addToCart, buyNow, toggleFollow, busyId };
}

/**
 * A request keyed by its inputs: `loading` while the answer for the current key has not come,
 * stale answers are dropped, and `update` edits the current answer in place (e.g. a follow).
 * A null key requests nothing.
 */
export function useKeyedRequest<T>(key: string | null, run: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<{ key: string; data?: T; failed: boolean; error?: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, failed: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && (error as Error)?.name !== 'AbortError') setState({ key, failed: true, error });
      },
    );
    return () => controller.abort();
    // `key` stands for everything `run` reads.
  }, [key, attempt]);
  const current = state && state.key === key ? state : null;
  return {
    data: current?.data,
    failed: current?.failed ?? false,
    error: current?.error,
    loading: key !== null && current === null,
    retry: () => {
      setState(null);
      setAttempt((a) => a + 1);
    },
    update: (change: (data: T) => T) => setState((s) => (s && s.key === key && s.data !== undefined ? { ...s, data: change(s.data) } : s)),
  };
}
