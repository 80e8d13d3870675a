import type { ZoneQuery } from '@huashi/api';
import { MESSAGES, PAGE_SIZES, UI_LIMITS, ZONE_NAMES, sessionStateText } from '@huashi/domain';
import {
  Banner,
  Button,
  EMPTY_ZONE_FILTERS,
  EmptyState,
  FirstVisitDialog,
  Page,
  FIRST_SCREEN_CARDS,
  ProductCard,
  Skeleton,
  Tabs,
  ZoneFilters,
  useMessage,
  vars,
  type ZoneFilterValue,
} from '@huashi/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { closedReason, openDetails, presellLink, readShops, toProductCard, useMarketNow } from './shared';
import { useBuying } from './useBuying';
import { useFormMap } from './useFormMap';
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

/** /presell: the zone list with tabs A and C, filters, infinite scroll (§2). */
export function PresellPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const message = useMessage();
  const shops = useMemo(() => readShops(`?${search}`), [search]);
  const { map } = useFormMap();
  const { addToCart, buyNow, toggleFollow, busyId } = useBuying();

  const initialTab = shops.supplierType === 'C' ? 'C' : 'A';
  const initialFilters = { ...EMPTY_ZONE_FILTERS, styleId: shops.styleId ?? null, cateId: shops.cateId ?? null };
  const [tab, setTab] = useState<'A' | 'C'>(initialTab);
  const [filters, setFilters] = useState<ZoneFilterValue>(initialFilters);
  // A new search (query string) resets the filters; the tab changes only when the link names a zone
  // (a search from the top bar keeps the zone the buyer is on).
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    if (shops.supplierType) setTab(initialTab);
    setFilters(initialFilters);
  }
  const [following, setFollowing] = useState<string | null>(null);
  const [collected, setCollected] = useState<Record<string, 0 | 1>>({});
  const [firstVisit, setFirstVisit] = useState(() => !firstVisitSeen());
  const [showTop, setShowTop] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  const query = useMemo(
    (): Omit<ZoneQuery, 'page'> => ({
      tab,
      supplierType: shops.supplierType === 'B' ? 'B' : undefined,
      styleId: filters.styleId ?? undefined,
      cateId: filters.cateId ?? undefined,
      flwCode: shops.flwCode,
      keyword: shops.keyword,
      recommended: filters.recommended || undefined,
      followed: filters.followed || undefined,
      description: filters.description || undefined,
      level: filters.level || undefined,
      price: filters.price || undefined,
      limit: PAGE_SIZES.zoneList,
    }),
    [tab, filters, shops],
  );
  const list = useZoneList(query);
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

  const clearKeyword = () => navigate(presellLink({ ...shops, keyword: undefined, flwCode: undefined }));

  return (
    <Page>
      <Tabs
        items={TABS.map((t) => ZONE_NAMES[t])}
        active={TABS.indexOf(tab)}
        onChange={(i) => setTab(TABS[i] ?? 'A')}
        aria-label="交易专区"
      />
      {session && (
        <Banner tone={session.open ? 'success' : 'warning'}>
          {ZONE_NAMES[tab]}：{sessionStateText(session, now)}
        </Banner>
      )}
      {(shops.keyword || shops.flwCode) && (
        <StyledKeyword>
          <span>搜索：{shops.keyword ?? shops.flwCode}</span>
          <Button size="sm" variant="link" onClick={clearKeyword}>
            清除
          </Button>
        </StyledKeyword>
      )}
      <ZoneFilters styles={map?.data ?? []} value={filters} onChange={setFilters} />
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
                onOpen={() => openDetails(p.flwCode, tab)}
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
