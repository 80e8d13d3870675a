import type { ProductListing, SessionState, ZoneQuery } from '@huashi/api';
import { MESSAGES, PAGE_SIZES, UI_LIMITS, ZONE_NAMES, sessionStateText } from '@huashi/domain';
import {
  Button,
  EMPTY_ZONE_FILTERS,
  EmptyState,
  FirstVisitDialog,
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
import { catalog } from '../../session';
import { closedReason, openDetails, presellLink, readShops, toProductCard, useBuying, useFormMap, useMarketNow } from './shared';

const FIRST_VISIT_KEY = 'huashi.presell.seenSessions';
const TABS = ['A', 'C'] as const;

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const StyledBanner = styled.div<{ $open: boolean }>`
  padding: ${vars.space[2]} ${vars.space[4]};
  font-size: ${vars.font.size.sm};
  color: ${(p) => (p.$open ? vars.color.success : vars.color.warning)};
  background: ${(p) => (p.$open ? vars.color.successSoft : vars.color.warningSoft)};
  border-radius: ${vars.radius.md};
`;

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

type ListState = { items: ProductListing[]; total: number; page: number; loading: boolean; failed: boolean; session?: SessionState };
const EMPTY_LIST: ListState = { items: [], total: 0, page: 0, loading: true, failed: false };

/** /presell: the zone list with tabs A and C, filters, infinite scroll (§2). */
export function PresellPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const message = useMessage();
  const shops = useMemo(() => readShops(`?${search}`), [search]);
  const { map } = useFormMap();
  const [list, setList] = useState<ListState>(EMPTY_LIST);
  const now = useMarketNow(list.session?.now ?? map?.sessions.now);
  const { addToCart, buyNow, toggleFollow, busyId } = useBuying();

  const [tab, setTab] = useState<'A' | 'C'>(shops.supplierType === 'C' ? 'C' : 'A');
  const [filters, setFilters] = useState<ZoneFilterValue>({ ...EMPTY_ZONE_FILTERS, styleId: shops.styleId ?? null, cateId: shops.cateId ?? null });
  const [following, setFollowing] = useState<string | null>(null);
  const [firstVisit, setFirstVisit] = useState(() => window.localStorage.getItem(FIRST_VISIT_KEY) !== '1');
  const [showTop, setShowTop] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const request = useRef(0);

  // A new search (query string) resets the tab and filters.
  useEffect(() => {
    setTab(shops.supplierType === 'C' ? 'C' : 'A');
    setFilters({ ...EMPTY_ZONE_FILTERS, styleId: shops.styleId ?? null, cateId: shops.cateId ?? null });
  }, [shops]);

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

  const load = (page: number) => {
    const id = ++request.current;
    setList((s) => ({ ...(page === 1 ? EMPTY_LIST : s), loading: true, failed: false }));
    catalog
      .zone({ ...query, page })
      .then((data) => {
        if (id !== request.current) return;
        setList((s) => ({
          items: page === 1 ? data.list : [...s.items, ...data.list],
          total: data.pages.total,
          page,
          loading: false,
          failed: false,
          session: data.session,
        }));
      })
      .catch(() => {
        if (id === request.current) setList((s) => ({ ...s, loading: false, failed: true }));
      });
  };

  useEffect(() => {
    load(1);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  const hasMore = list.items.length < list.total;

  // Infinite scroll: the next page loads when the bottom comes into view.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || list.loading || list.failed) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) load(list.page + 1);
    });
    observer.observe(node);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasMore, list.loading, list.failed, list.page]);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > UI_LIMITS.scrollTopAfterPx);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const session = list.session ?? map?.sessions[tab];
  const reason = closedReason(session, now);

  const follow = async (flwCode: string) => {
    setFollowing(flwCode);
    const result = await toggleFollow(flwCode);
    setFollowing(null);
    if (result === null) return;
    setList((s) => ({ ...s, items: s.items.map((p) => (p.flwCode === flwCode ? { ...p, collected: result ? 1 : 0 } : p)) }));
  };

  const clearKeyword = () => navigate(presellLink({ ...shops, keyword: undefined, flwCode: undefined }));

  return (
    <StyledPage>
      <Tabs
        items={TABS.map((t) => ZONE_NAMES[t])}
        active={TABS.indexOf(tab)}
        onChange={(i) => setTab(TABS[i] ?? 'A')}
        aria-label="交易专区"
      />
      {session && (
        <StyledBanner $open={session.open} role="status">
          {ZONE_NAMES[tab]}：{sessionStateText(session, now)}
        </StyledBanner>
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
      {list.items.length > 0 && (
        <StyledGrid>
          {list.items.map((p) => {
            const card = toProductCard(p);
            return (
              <ProductCard
                key={`${p.flwCode}-${p.session}`}
                product={card}
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
      {list.loading && <Skeleton lines={4} />}
      {list.failed && (
        <EmptyState
          text={MESSAGES.requestFailed}
          action={
            <Button size="sm" onClick={() => load(list.page + 1 || 1)}>
              重试
            </Button>
          }
        />
      )}
      {!list.loading && !list.failed && list.items.length === 0 && <EmptyState text={MESSAGES.noMore} />}
      {!list.loading && !list.failed && list.items.length > 0 && !hasMore && <StyledEnd>—— 已经到底啦，没有更多商品 ——</StyledEnd>}
      <div ref={sentinel} aria-hidden="true" />
      {showTop && (
        <StyledTop type="button" aria-label="回到顶部" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          ↑
        </StyledTop>
      )}
      <FirstVisitDialog
        open={firstVisit}
        onClose={() => {
          window.localStorage.setItem(FIRST_VISIT_KEY, '1');
          setFirstVisit(false);
        }}
      />
    </StyledPage>
  );
}
