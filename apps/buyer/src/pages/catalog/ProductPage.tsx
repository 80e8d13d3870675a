import type { PriceSort } from '@huashi/api';
import { LOT_NOTE_LABELS, MESSAGES, ZONE_NAMES, bunchPriceFen, sessionStateText } from '@huashi/domain';
import {
  Banner,
  Button,
  EmptyState,
  Page,
  Price,
  QuickBuyDialog,
  Select,
  Skeleton,
  Stack,
  SupplierRow,
  SupplierSearch,
  media,
  useMessage,
  vars,
} from '@huashi/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useUrlState } from '../../urlState';
import { shopDetailsCodec } from './catalogUrls';
import { supplierFilters } from './productFirstScreen';
import { closedReason, toSupplierRow, useMarketNow } from './shared';
import { useProductSuppliers } from './useProductSuppliers';
import { AddToList } from '../lists/AddToList';
import { WatchButton } from '../watch/WatchButton';

const StyledHeader = styled.section`
  display: grid;
  grid-template-columns: calc(${vars.space[16]} * 3) 1fr auto;
  gap: ${vars.space[5]};
  padding: ${vars.space[4]};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  /* A phone: the picture beside the name, the balance and 快速购买 on their own line below. */
  ${media.phone} {
    grid-template-columns: calc(${vars.space[16]} + ${vars.space[8]}) minmax(0, 1fr);
    gap: ${vars.space[3]};
    & > :last-child {
      grid-column: 1 / -1;
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
    }
  }

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceMuted};
  }
  h1 {
    margin: ${vars.space[0]} ${vars.space[0]} ${vars.space[2]};
    font-size: ${vars.font.size.xxl};
  }
  p {
    margin: ${vars.space[1]} ${vars.space[0]};
    font-size: ${vars.font.size.sm};
    color: ${vars.color.textSecondary};
  }
`;

const StyledSide = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledRows = styled.section`
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  overflow: hidden;
`;

const PRICE_NEXT: Record<'' | PriceSort, '' | PriceSort> = { '': 'asc', asc: 'desc', desc: '' };
const PRICE_LABEL = { '': '价格排序', asc: '价格 ↑', desc: '价格 ↓' } as const;

/** /shopdetails?listNow={flwCode, supplierType}: one product's supplier rows (§2), opened in a new window. */
export function ProductPage() {
  const message = useMessage();
  // listNow (§2) plus the rows' sort and filters live in the URL: reload and back keep them.
  const [view, setView] = useUrlState(shopDetailsCodec);
  const { price, keyword, level, salepoint } = view;
  const setPrice = (next: '' | PriceSort) => setView({ ...view, price: next });
  const setLevel = (next: string) => setView({ ...view, level: next });
  const setSalepoint = (next: string) => setView({ ...view, salepoint: next });
  const setKeyword = (next: string) => setView({ ...view, keyword: next });
  const [quickOpen, setQuickOpen] = useState(false);
  const [following, setFollowing] = useState(false);
  const filters = supplierFilters(view);
  const { data, state, balanceFen, follow, addToCart, buyNow, busyId } = useProductSuppliers(filters);
  const now = useMarketNow(data?.session.now);

  useEffect(() => {
    if (data) document.title = `${data.product.flwName} · 花市`;
  }, [data]);

  if (state === 'missing') return <EmptyState text="商品不存在或已下架" />;

  const product = data?.product;
  const rows = data?.list.map(toSupplierRow);
  const reason = closedReason(data?.session, now);
  const lowestBunchFen = rows && rows.length > 0 ? Math.min(...rows.map((r) => bunchPriceFen(r.salePriceFen, r.flwUnitno))) : null;

  return (
    <Page>
      {product ? (
        <StyledHeader>
          <img src={product.productImage} alt={product.flwName} />
          <div>
            <h1>{product.flwName}</h1>
            <p>
              {product.styleName} · {product.cateName} · {product.flwUnitno}枝/{product.flwUnitname} · {product.flwWeight}kg/
              {product.flwUnitname}
            </p>
            {product.description && <p>{product.description}</p>}
            <p>{data?.session ? `${ZONE_NAMES[data.session.type]}：${sessionStateText(data.session, now)}` : ''}</p>
          </div>
          <StyledSide>
            <Button
              size="sm"
              variant={product.collected ? 'secondary' : 'ghost'}
              aria-pressed={product.collected === 1}
              loading={following}
              onClick={async () => {
                setFollowing(true);
                await follow(product.flwCode);
                setFollowing(false);
              }}
            >
              {product.collected ? '★ 已关注' : '☆ 关注'}
            </Button>
            <span>账户余额 {balanceFen === undefined ? '—' : <Price fen={balanceFen} variant="plain" />}</span>
            <Button size="sm" disabled={!rows || rows.length === 0} onClick={() => setQuickOpen(true)}>
              快速购买
            </Button>
            {/* Ours (issue 32): this variety, at the grade filtered by, as a line of a saved list. */}
            <AddToList
              line={{ flwCode: product.flwCode, levelName: level || null, bunches: 1 }}
              lineText={`${product.flwName} · ${level ? `${level}级` : '不限等级'} · 1 ${product.flwUnitname}（数量可在常购清单里改）`}
            />
            {/* Ours (issue 33): watch this variety (at the grade filtered by) for arrivals, a target price, restock. */}
            <WatchButton flwCode={product.flwCode} flwName={product.flwName} levelName={level} todayPriceFen={lowestBunchFen} />
          </StyledSide>
        </StyledHeader>
      ) : (
        <Skeleton variant="rect" />
      )}
      {data?.session && !data.session.open && <Banner tone="warning">{reason}</Banner>}
      <Stack direction="horizontal" gap={3} wrap>
        <Button size="sm" variant={price ? 'primary' : 'secondary'} onClick={() => setPrice(PRICE_NEXT[price])}>
          {PRICE_LABEL[price]}
        </Button>
        <Select
          aria-label="等级"
          size="sm"
          value={level}
          options={[{ value: '', label: '全部等级' }, ...(data?.levels ?? []).map((l) => ({ value: l, label: l }))]}
          onChange={(e) => setLevel(e.target.value)}
        />
        <Select
          aria-label={LOT_NOTE_LABELS.salepoint}
          size="sm"
          value={salepoint}
          options={[
            { value: '', label: `${LOT_NOTE_LABELS.salepoint}：不限` },
            ...(data?.salepoints ?? []).map((s) => ({ value: s, label: s })),
          ]}
          onChange={(e) => setSalepoint(e.target.value)}
        />
        <SupplierSearch keyword={keyword} onSearch={setKeyword} />
      </Stack>
      <StyledRows aria-label="供应商" aria-busy={state === 'loading'}>
        {state === 'failed' ? (
          <EmptyState text={MESSAGES.requestFailed} />
        ) : !rows ? (
          <Skeleton lines={5} />
        ) : rows.length === 0 ? (
          <EmptyState text={MESSAGES.noMore} />
        ) : (
          rows.map((row) => (
            <SupplierRow
              key={row.id}
              row={row}
              busy={busyId === row.id}
              disabledReason={reason}
              onRefuse={(text) => message.warning(text)}
              onAddToCart={(batches) => void addToCart(row.id, batches)}
              onBuyNow={(batches) => buyNow(row.id, batches)}
            />
          ))
        )}
      </StyledRows>
      <QuickBuyDialog
        open={quickOpen}
        onClose={() => setQuickOpen(false)}
        productName={product?.flwName ?? ''}
        rows={rows}
        balanceFen={balanceFen}
        disabledReason={reason}
        busyRowId={busyId}
        onRefuse={(text) => message.warning(text)}
        onBuyNow={(row, batches) => buyNow(row.id, batches)}
        onAddToCart={(row, batches) => void addToCart(row.id, batches)}
      />
    </Page>
  );
}
