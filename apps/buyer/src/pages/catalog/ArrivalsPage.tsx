import { MESSAGES, PAGE_SIZES, ZONE_NAMES, sessionStateText } from '@huashi/domain';
import { EmptyState, Page, Pager, ProductCard, Skeleton, useMessage, vars } from '@huashi/ui';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useUrlState } from '../../urlState';
import { superiorCodec } from './catalogUrls';
import { openDetails, toProductCard, useMarketNow } from './shared';
import { useArrivedGoods } from './useArrivedGoods';
import { useFormMap } from './useFormMap';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${vars.size.dialogSm} / 2 + ${vars.space[10]}), 1fr));
  gap: ${vars.space[4]};
`;

const StyledClosed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[12]} ${vars.space[4]};
  color: ${vars.color.textSecondary};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};

  strong {
    font-size: ${vars.font.size.xl};
    color: ${vars.color.warning};
  }
`;

/** /superior: arrived-goods picks, 15 a page, only while the market is open (§2). */
export function ArrivalsPage() {
  const message = useMessage();
  const [, navigate] = useLocation();
  const { map } = useFormMap();
  // The page is in the URL (?page=2): reload and back keep it.
  const [{ page }, setView] = useUrlState(superiorCodec);
  // The open flag changing (a session opened or closed) reloads the picks. Decision: no keyword box here — §2 asks
  // only for the paged picks, and the top bar's search is the site search (a second box read as a duplicate).
  const { data, failed, follow, addToCart, buyNow, busyId } = useArrivedGoods(page, map?.open ?? null);
  const now = useMarketNow(data?.session.now ?? map?.sessions.now);

  return (
    <Page title="优质到货">
      {data?.open === '0' ? (
        <StyledClosed role="status">
          <strong>市场休市中</strong>
          <span>市场 11:30 开市</span>
          {map && (
            <span>
              {ZONE_NAMES.C}：{sessionStateText(map.sessions.C, now)}
            </span>
          )}
        </StyledClosed>
      ) : (
        <>
          {failed ? (
            <EmptyState text={MESSAGES.requestFailed} />
          ) : !data ? (
            <Skeleton lines={6} />
          ) : data.list.length === 0 ? (
            <EmptyState text={MESSAGES.noMore} />
          ) : (
            <StyledGrid>
              {data.list.map((p) => {
                // A variety can be picked in both sessions: each card names its own.
                const card = { ...toProductCard(p), sessionLabel: ZONE_NAMES[p.session] };
                return (
                  <ProductCard
                    key={`${p.flwCode}-${p.session}`}
                    product={card}
                    busy={card.lot !== null && busyId === card.lot.id}
                    onOpen={() => openDetails(p.flwCode, p.session, navigate)}
                    onToggleFollow={() => void follow(p.flwCode)}
                    onRefuse={(t) => message.warning(t)}
                    onAddToCart={(batches) => card.lot && void addToCart(card.lot.id, batches)}
                    onBuyNow={(batches) => card.lot && buyNow(card.lot.id, batches)}
                  />
                );
              })}
            </StyledGrid>
          )}
          {data && data.pages.total > PAGE_SIZES.arrivedGoods && (
            <Pager page={page} total={data.pages.total} pageSize={PAGE_SIZES.arrivedGoods} onChange={(next) => setView({ page: next })} />
          )}
        </>
      )}
    </Page>
  );
}
