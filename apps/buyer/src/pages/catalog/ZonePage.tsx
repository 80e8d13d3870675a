import type { ZoneQuery } from '@huashi/api';
import { MESSAGES, PAGE_SIZES, UI_LIMITS, ZONE_NAMES, searchZone, sessionStateText } from '@huashi/domain';
import {
  Banner,
  Button,
  EmptyState,
  FirstVisitDialog,
  Page,
  FIRST_SCREEN_CARDS,
  ProductCard,
  SessionClock,
  Skeleton,
  Tabs,
  ZoneFilters,
  useMessage,
  vars,
} from '@huashi/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useUrlState } from '../../urlState';
import { MAX_RESTORED_PAGES, onTab, presellCodec, withFilters, zoneQueryOf, zoneWithoutCounts } from './presellUrl';
import { closedReason, openDetails, toProductCard, useMarketNow } from './shared';
import { useBuying } from './useBuying';
import { useFormMap } from './useFormMap';
import { useZoneCounts } from './useZoneCounts';
import { useZoneList } from './useZoneList';

const FIRST_VISIT_KEY = 'huashi.presell.seenSessions';
const TABS = ['A', 'C'] as const;

/**
 * The two-sessions explanation shows once per browser, not once per window: it is remembered in localStorage
 * (shared by every window and tab the app opens, e.g. the details opened in a new window), not sessionStorage.
 */
function firstVisitSeen(): boolean {
  try {
    return window.localStorage.getItem(FIRST_VISIT_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberFirstVisit() {
  try {
    window.localStorage.setItem(FIRST_VISIT_KEY, '1');
  } catch {
    // Storage refused (private mode, quota): it shows again next time, nothing else is lost.
  }
}

const StyledKeyword = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${vars.size.dialogSm} / 2 + ${vars.space[10]}), 1fr));
  gap: ${vars.space[4]};
`;

const StyledEnd = styled.p`
  margin: ${vars.space[0]};
  padding: ${vars.space[6]} ${vars.space[0]};
  text-align: center;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
`;

const StyledTop = styled.button`
  position: fixed;
  right: ${vars.space[6]};
  bottom: ${vars.space[10]};
  z-index: ${vars.z.dropdown};
  width: ${vars.size.controlLg};
  height: ${vars.size.controlLg};
  color: ${vars.color.onPrimary};
  background: ${vars.color.primary};
  border: none;
  border-radius: ${vars.radius.round};
  box-shadow: ${vars.shadow.md};
  cursor: pointer;
`;

/** The zone last shown in this window: a search from the top bar (which names no zone) stays on it when both or neither zone has results. */
const ZONE_KEY = 'huashi.presell.zone';

function rememberedZone(): 'A' | 'C' {
  try {
    return window.sessionStorage.getItem(ZONE_KEY) === 'C' ? 'C' : 'A';
  } catch {
    return 'A';
  }
}

function rememberZone(zone: 'A' | 'C') {
  try {
    window.sessionStorage.setItem(ZONE_KEY, zone);
  } catch {
    // Storage refused: a later search starts on 限时直供.
  }
}

/**
 * /presell: the zone list with tabs A and C, filters, infinite scroll (§2). Its whole view — tab, filters, sort,
 * keyword, pages loaded — is the URL (presellUrl.ts): reload, back/forward and a shared link restore it.
 */
export function ZonePage() {
  const [view, setView] = useUrlState(presellCodec);
  const message = useMessage();
  const [, navigate] = useLocation();
  const { map } = useFormMap();
  const { addToCart, buyNow, toggleFollow, busyId } = useBuying();

  // A search naming no zone (the top bar's) opens the zone with results, the open session first (searchZone), and
  // the URL then names it; a plain /presell is 限时直供 (so back to it shows what it showed).
  const { filters, supplierType, flwCode, keyword } = view;
  const searching = Boolean(keyword || flwCode);
  const shared = useMemo(() => zoneQueryOf({ filters, supplierType, flwCode, keyword }), [filters, supplierType, flwCode, keyword]);
  const found = useZoneCounts(shared, searching);
  const decided = zoneWithoutCounts(view) ?? (found ? searchZone({ ...found, current: rememberedZone() }) : null);
  const tab = decided ?? rememberedZone();
  useEffect(() => {
    if (decided === null) return;
    rememberZone(decided);
    if (!view.supplierType && searching) setView(onTab(view, decided), { replace: true });
  }, [decided, searching, view, setView]);
  const [following, setFollowing] = useState<string | null>(null);
  const [collected, setCollected] = useState<Record<string, 0 | 1>>({});
  const [firstVisit, setFirstVisit] = useState(() => !firstVisitSeen());
  const [showTop, setShowTop] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  const query = useMemo((): Omit<ZoneQuery, 'page'> => ({ ...shared, tab, limit: PAGE_SIZES.zoneList }), [shared, tab]);
  const list = useZoneList(query, view.page, decided !== null);
  // Pages loaded by scrolling are written back to the URL (not a new history entry), so a reload loads as many.
  const { pageCount } = list;
  useEffect(() => {
    if (pageCount > view.page && pageCount <= MAX_RESTORED_PAGES) setView({ ...view, page: pageCount }, { replace: true });
  }, [pageCount, view, setView]);
  const { loaded, hasMore, loading, failed } = list;
  // With 已关注 ticked, a card unfollowed here leaves the list at once (paging still counts the loaded ones).
  const items = filters.followed ? loaded.filter((p) => collected[p.flwCode] !== 0) : loaded;
  const now = useMarketNow(list.session?.now ?? map?.sessions.now);

  const loadMoreRef = useRef(list.loadMore);
  useEffect(() => {
    loadMoreRef.current = list.loadMore;
  });

  // Infinite scroll: the next page loads when the bottom comes into view.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || failed) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMoreRef.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, failed, loaded.length]);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > UI_LIMITS.scrollTopAfterPx);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The newest reading wins: the form map is read again when a session opens or closes.
  const fromList = list.session;
  const fromMap = map?.sessions[tab];
  const session = fromList && fromMap ? (fromMap.now > fromList.now ? fromMap : fromList) : (fromList ?? fromMap);
  const reason = closedReason(session, now);

  const follow = async (flwCode: string) => {
    setFollowing(flwCode);
    const result = await toggleFollow(flwCode);
    setFollowing(null);
    if (result !== null) setCollected((c) => ({ ...c, [flwCode]: result ? 1 : 0 }));
  };

  const clearKeyword = () => setView({ ...view, keyword: undefined, flwCode: undefined, page: 1 });

  return (
    <Page>
      <Tabs
        items={TABS.map((t) => ({ label: ZONE_NAMES[t], count: searching && found ? found.counts[t] : undefined }))}
        active={TABS.indexOf(tab)}
        onChange={(i) => setView(onTab(view, TABS[i] ?? 'A'))}
        aria-label="交易专区"
      />
      {session && (
        <Banner tone={session.open ? 'success' : 'warning'}>
          {ZONE_NAMES[tab]}：{sessionStateText(session, now)}
        </Banner>
      )}
      {/* Both sessions' countdowns (to 11:30, to 16:10 …) and when an all-day order placed now ships (issue 19). */}
      {map && <SessionClock compact sessions={map.sessions} now={now} />}
      {(view.keyword || view.flwCode) && (
        <StyledKeyword>
          <span>搜索：{view.keyword ?? view.flwCode}</span>
          <Button size="sm" variant="link" onClick={clearKeyword}>
            清除
          </Button>
        </StyledKeyword>
      )}
      <ZoneFilters styles={map?.data ?? []} value={filters} onChange={(next) => setView(withFilters(view, next))} />
      {items.length > 0 && (
        <StyledGrid>
          {items.map((p, index) => {
            const card = toProductCard({ ...p, collected: collected[p.flwCode] ?? p.collected });
            return (
              <ProductCard
                key={`${p.flwCode}-${p.session}`}
                product={card}
                eager={index < FIRST_SCREEN_CARDS}
                busy={card.lot !== null && busyId === card.lot.id}
                following={following === p.flwCode}
                disabledReason={reason}
                onOpen={() => openDetails(p.flwCode, tab, navigate)}
                onToggleFollow={() => void follow(p.flwCode)}
                onRefuse={(text) => message.warning(text)}
                onAddToCart={(batches) => card.lot && void addToCart(card.lot.id, batches)}
                onBuyNow={(batches) => card.lot && buyNow(card.lot.id, batches)}
              />
            );
          })}
        </StyledGrid>
      )}
      {loading && <Skeleton lines={4} />}
      {failed && (
        <EmptyState
          text={MESSAGES.requestFailed}
          action={
            <Button size="sm" onClick={list.retry}>
              重试
            </Button>
          }
        />
      )}
      {!loading && !failed && items.length === 0 && !(hasMore && loaded.length > 0) && <EmptyState text={MESSAGES.noMore} />}
      {!loading && !failed && items.length > 0 && !hasMore && <StyledEnd>—— 已经到底啦，没有更多商品 ——</StyledEnd>}
      <div ref={sentinel} aria-hidden="true" />
      {showTop && (
        <StyledTop type="button" aria-label="回到顶部" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          ↑
        </StyledTop>
      )}
      <FirstVisitDialog
        open={firstVisit}
        onClose={() => {
          rememberFirstVisit();
          setFirstVisit(false);
        }}
      />
    </Page>
  );
}
