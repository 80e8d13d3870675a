import { fenOf, HOME_TABS, MONEY_QUERY_KEYS, standingRunNoticeText, withQuery } from '@huashi/domain';
import {
  column,
  BANNER_ASPECT_RATIO,
  Banner,
  Button,
  BannerCarousel,
  ContactDialog,
  DiscountCard,
  FIRST_SCREEN_CARDS,
  EmptyState,
  FormMenu,
  MembershipCard,
  NoticeList,
  SessionClock,
  SessionEntries,
  ShortcutGrid,
  Skeleton,
  SupplierCard,
  Tabs,
  WeatherBadge,
  media,
  vars,
  type ShortcutKey,
} from '@huashi/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useAuth } from '../auth';
import { openDetails, presellLink, useMarketNow } from './catalog/shared';
import { useFormMap } from './catalog/useFormMap';
import { useContact } from './home/useContact';
import { useHomeBlocks } from './home/useHomeBlocks';
import { useLatestStandingRun } from './home/useLatestStandingRun';

const StyledHome = styled.div`
  ${column(vars.space[5])}
`;

const StyledTop = styled.div`
  display: grid;
  grid-template-columns: calc(${vars.space[16]} * 3 + ${vars.space[8]}) minmax(0, 1fr) calc(${vars.space[16]} * 4 + ${vars.space[12]});
  gap: ${vars.space[4]};
  align-items: start;
  /* A phone stacks the columns: sessions, the session clock and the form menu, then banner, membership, shortcuts and
     notices. */
  ${media.phone} {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: ${vars.space[3]};
  }
`;

/** Desktop: the full clock with the day's timeline, under the promo tiles. */
const StyledClock = styled(SessionClock)`
  ${media.phone} {
    display: none;
  }
`;

/** Phone: the compact strip (time, both countdowns, when an all-day order ships) right under the session entries. */
const StyledPhoneClock = styled(SessionClock)`
  ${media.wide} {
    display: none;
  }
`;

const StyledColumn = styled.div`
  ${column(vars.space[3])}
  min-width: 0;
`;

const StyledTiles = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[3]};
`;

const StyledTile = styled.button<{ $tone: 'rose' | 'leaf' }>`
  ${column(vars.space[1])}
  padding: ${vars.space[4]};
  text-align: left;
  color: ${vars.color.text};
  background: ${(p) => (p.$tone === 'rose' ? vars.color.primarySoft : vars.color.accentSoft)};
  border: none;
  border-radius: ${vars.radius.lg};
  cursor: pointer;

  strong {
    font-size: ${vars.font.size.lg};
  }
  span {
    font-size: ${vars.font.size.sm};
    color: ${vars.color.textSecondary};
  }
`;

const StyledGrid = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min}, 1fr));
  gap: ${vars.space[4]};
  padding-top: ${vars.space[4]};
  ${media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space[3]};
  }
`;

const StyledSupplierGroup = styled.section`
  h3 {
    margin: ${vars.space[4]} ${vars.space[0]} ${vars.space[0]};
    font-size: ${vars.font.size.md};
    color: ${vars.color.textSecondary};
  }
`;

const StyledFlower = styled.button`
  ${column(vars.space[2])}
  padding: ${vars.space[0]} ${vars.space[0]} ${vars.space[3]};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  overflow: hidden;
  cursor: pointer;
  font-size: ${vars.font.size.md};
  color: ${vars.color.text};

  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    background: ${vars.color.surfaceMuted};
  }
`;

/** The banner's place while its pictures load: the carousel's own shape, so nothing moves when it appears. */
const StyledBannerSlot = styled.div`
  aspect-ratio: ${BANNER_ASPECT_RATIO};
`;

const TAB_LABELS = ['限时折扣', '优质供应商', '推荐商品'] as const;

/** The home page (§2 /). */
export function HomePage() {
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const { map, failed: mapFailed } = useFormMap();
  const now = useMarketNow(map?.sessions.now);
  const [tab, setTab] = useState<number>(HOME_TABS.discount);
  const { adverts, notices, weather, membership, discounts, suppliers, recommended } = useHomeBlocks(tab, user !== null);
  const contact = useContact(user?.buyerId ?? 0);
  const standingRun = useLatestStandingRun(user !== null);

  const onShortcut = (key: ShortcutKey) => {
    const routes: Partial<Record<ShortcutKey, string>> = {
      address: '/address',
      realname: '/realname',
      finance: withQuery('/money', { key: MONEY_QUERY_KEYS.bills }),
      afterSales: '/afterlist',
      coupons: '/disCard',
      // Our own help pages (the spec's outside help site does not exist).
      help: '/help',
    };
    if (key === 'contact') contact.openContact();
    else if (routes[key]) navigate(routes[key]);
  };

  const openLink = (link: string) => {
    if (/^https?:\/\//.test(link)) window.open(link, '_blank', 'noopener');
    else if (link) navigate(link);
  };

  // The sessions and the form menu come first on a phone and set the height of everything below them: until the
  // form map answers, the page shows one placeholder, so nothing already shown jumps when it arrives (layout shift).
  if (!map && !mapFailed) {
    return (
      <StyledHome aria-busy="true" aria-label="首页加载中">
        <Skeleton lines={4} />
        <StyledBannerSlot>
          <Skeleton variant="rect" height="100%" style={{ height: '100%' }} />
        </StyledBannerSlot>
        <Skeleton lines={8} />
      </StyledHome>
    );
  }

  return (
    <StyledHome>
      {standingRun.run ? (
        <Banner
          tone={standingRun.run.status === 'refused' ? 'warning' : 'success'}
          title={standingRunNoticeText(standingRun.run)}
          action={
            <>
              <Button variant="link" size="sm" onClick={() => navigate('/standing')}>
                查看结果
              </Button>
              <Button variant="ghost" size="sm" onClick={() => standingRun.dismiss(standingRun.run!.id)}>
                知道了
              </Button>
            </>
          }
        />
      ) : null}
      <WeatherBadge weather={weather} now={now} />
      <StyledTop>
        <StyledColumn>
          {map ? (
            <SessionEntries
              open={map.open === '1'}
              sessions={map.sessions}
              now={now}
              onEnter={(session) => navigate(presellLink({ supplierType: session }))}
            />
          ) : (
            <Skeleton lines={3} />
          )}
          {map && <StyledPhoneClock compact sessions={map.sessions} now={now} />}
          {map && (
            <FormMenu
              styles={map.data}
              onPickStyle={(styleId) => navigate(presellLink({ styleId }))}
              onPickCategory={(styleId, cateId) => navigate(presellLink({ styleId, cateId }))}
              onPickVariety={(_code, flwName) => navigate(presellLink({ keyword: flwName }))}
            />
          )}
        </StyledColumn>
        <StyledColumn>
          {adverts === undefined ? (
            <StyledBannerSlot>
              <Skeleton variant="rect" height="100%" style={{ height: '100%' }} />
            </StyledBannerSlot>
          ) : (
            <BannerCarousel images={adverts} onOpen={openLink} />
          )}
          <StyledTiles>
            <StyledTile type="button" $tone="rose" onClick={() => navigate('/afterlist')}>
              <strong>售后指南</strong>
              <span>收货 8 小时内凭照片申请，72 小时内处理</span>
            </StyledTile>
            <StyledTile type="button" $tone="leaf" onClick={() => navigate('/superior')}>
              <strong>优质供应商</strong>
              <span>今日到货精选，产地直供好花</span>
            </StyledTile>
          </StyledTiles>
          {map && <StyledClock sessions={map.sessions} now={now} />}
        </StyledColumn>
        <StyledColumn>
          <MembershipCard
            nickName={user?.nickName ?? null}
            membership={
              !user
                ? null
                : membership === undefined
                  ? undefined
                  : membership && {
                      memberLevel: membership.memberLevel,
                      memberDiscount: membership.memberDiscount,
                      memberCoupon: membership.memberCoupon,
                      savingsFen: fenOf(membership.savings),
                      alert: membership.alert,
                      rules: membership.rules,
                    }
            }
            onLogin={() => navigate('/login')}
            onRegister={() => navigate(withQuery('/login', { key: 2 }))}
          />
          <ShortcutGrid onSelect={onShortcut} />
          <NoticeList variant="compact" title="最新公告" items={notices} onSelect={(id) => navigate(withQuery('/message', { id }))} />
        </StyledColumn>
      </StyledTop>
      <section>
        <Tabs items={TAB_LABELS} active={tab} onChange={setTab} />
        {tab === HOME_TABS.discount &&
          (discounts === undefined ? (
            <Skeleton lines={4} />
          ) : !discounts || discounts.length === 0 ? (
            <EmptyState text="暂无限时折扣" />
          ) : (
            <StyledGrid $min={`calc(${vars.space[16]} * 3)`}>
              {discounts.map((d, index) => (
                <DiscountCard
                  key={`${d.flwCode}-${d.session}`}
                  item={{ ...d, ruleText: d.rule_text, zhaPriceFen: fenOf(d.zhaPrice) }}
                  onOpen={() => openDetails(d.flwCode, d.session, navigate)}
                  eager={index < FIRST_SCREEN_CARDS}
                />
              ))}
            </StyledGrid>
          ))}
        {tab === HOME_TABS.suppliers &&
          (suppliers === undefined ? (
            <Skeleton lines={4} />
          ) : !suppliers || suppliers.A.length + suppliers.C.length === 0 ? (
            <EmptyState text="暂无供应商" />
          ) : (
            (['A', 'C'] as const).map((type) => (
              <StyledSupplierGroup key={type} aria-label={type === 'A' ? '直供种植户' : '全天底价供应商'}>
                <h3>{type === 'A' ? '直供种植户（限时直供）' : '底价供应商（全天专区）'}</h3>
                <StyledGrid $min={`calc(${vars.space[16]} * 3)`}>
                  {suppliers[type].map((s) => (
                    <SupplierCard
                      key={s.supplierId}
                      supplierId={s.supplierId}
                      supplierName={s.supplierName}
                      type={type}
                      onOpen={() => navigate(presellLink({ keyword: s.supplierId, supplierType: type }))}
                    />
                  ))}
                </StyledGrid>
              </StyledSupplierGroup>
            ))
          ))}
        {tab === HOME_TABS.recommended &&
          (recommended === undefined ? (
            <Skeleton lines={4} />
          ) : !recommended || recommended.length === 0 ? (
            <EmptyState text="暂无推荐商品" />
          ) : (
            <StyledGrid $min={`calc(${vars.space[16]} * 2 + ${vars.space[8]})`}>
              {recommended.map((f) => (
                <StyledFlower key={f.flwCode} type="button" onClick={() => navigate(presellLink({ flwCode: f.flwCode }))}>
                  <img src={f.defaultImage1} alt="" loading="lazy" />
                  {f.flwName}
                </StyledFlower>
              ))}
            </StyledGrid>
          ))}
      </section>
      <ContactDialog {...contact.dialog} />
    </StyledHome>
  );
}
