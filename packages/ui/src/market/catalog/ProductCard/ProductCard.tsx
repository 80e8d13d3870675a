import { stemPriceFen, type QuantityMessage } from '@huashi/domain';
import { useState, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { media } from '../../../theme/media';
import { BatchStepper } from '../BatchStepper';
import { BuyButtons } from '../internal/BuyButtons';
import { BundlePrice, Price } from '../../../primitives/Price';
import { column, wrappingRow } from '../../../internal/flex';
import { cardSurface } from '../../../internal/cardSurface';

/** A product listing (§3) with money in fen. `lot` is the cheapest lot with stock; null when sold out. */
export type ProductCardData = {
  flwCode: string;
  flwName: string;
  cateName: string;
  productImage: string;
  /** Bunch price the buyer pays, and before the member discount. */
  priceFen: number;
  originalPriceFen: number;
  flwUnitno: number;
  flwUnitname: string;
  flwWeight: string;
  discount: boolean;
  collected: boolean;
  lot: { id: number; maxBatches: number; batchPriceFen: number } | null;
  /** The session the listing belongs to (限时直供 / 全天专区), shown where one list mixes both (e.g. /superior). */
  sessionLabel?: string;
};

export type ProductCardProps = Omit<HTMLAttributes<HTMLElement>, 'onToggle'> & {
  product: ProductCardData;
  onOpen?: () => void;
  onToggleFollow?: () => void;
  onAddToCart?: (batches: number) => void;
  onBuyNow?: (batches: number) => void;
  onRefuse?: (message: QuantityMessage) => void;
  /** Buying is off (e.g. the session is closed), with the reason. */
  disabledReason?: string | null;
  busy?: boolean;
  /** Follow toggle in progress. */
  following?: boolean;
  /** The card shows in the first screen: its picture loads at once, not lazily (it is often the page's largest paint). */
  eager?: boolean;
};

/** How many cards of a grid show in the first screen, whose pictures pages load eagerly (phone: 2 rows of 2). */
export const FIRST_SCREEN_CARDS = 4;

const StyledCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  ${cardSurface}
  /* A phone lays the card out sideways: the picture on the left, the name, price, stepper and buttons beside it. */
  ${media.phone} {
    display: grid;
    grid-template-columns: calc(${vars.space[16]} + ${vars.space[12]}) minmax(0, 1fr);
    align-items: start;
  }
`;

const StyledImageButton = styled.button`
  position: relative;
  display: block;
  padding: ${vars.space[0]};
  border: none;
  background: ${vars.color.surfaceMuted};
  cursor: pointer;
  aspect-ratio: 4 / 3;
  ${media.phone} {
    aspect-ratio: 1;
    margin: ${vars.space[3]} ${vars.space[0]} ${vars.space[0]} ${vars.space[3]};
    border-radius: ${vars.radius.md};
    overflow: hidden;
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const StyledRibbon = styled.span<{ $tone: 'discount' | 'out' }>`
  position: absolute;
  top: ${vars.space[2]};
  left: ${vars.space[2]};
  padding: ${vars.space[0]} ${vars.space[2]};
  font-size: ${vars.font.size.xs};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.textInverse};
  background: ${(p) => (p.$tone === 'discount' ? vars.color.danger : vars.color.textMuted)};
  pointer-events: none;
`;

const StyledBody = styled.div`
  ${column(vars.space[2])}
  padding: ${vars.space[3]};
  min-width: ${vars.space[0]};
`;

const StyledHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

const StyledName = styled.button`
  padding: ${vars.space[0]};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.text};
  background: none;
  border: none;
  text-align: left;
  cursor: pointer;

  ${media.phone} {
    min-height: ${vars.size.controlLg};
  }

  &:hover {
    color: ${vars.color.primary};
  }
`;

const StyledFollow = styled.button<{ $on: boolean }>`
  flex: none;
  padding: ${vars.space[0]} ${vars.space[2]};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.normal};
  color: ${(p) => (p.$on ? vars.color.primary : vars.color.textSecondary)};
  background: ${(p) => (p.$on ? vars.color.primarySoft : vars.color.surface)};
  border: ${vars.size.borderWidth} solid ${(p) => (p.$on ? vars.color.primaryBorder : vars.color.border)};
  border-radius: ${vars.radius.pill};
  cursor: pointer;
  ${media.phone} {
    min-height: ${vars.size.controlLg};
    padding: ${vars.space[0]} ${vars.space[3]};
  }
`;

const StyledMeta = styled.span`
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textMuted};
`;

const StyledZone = styled.span`
  margin-left: ${vars.space[2]};
  padding: ${vars.space[0]} ${vars.space[2]};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.primary};
  background: ${vars.color.primarySoft};
  border-radius: ${vars.radius.sm};
  vertical-align: middle;
`;

const StyledRow = styled.div`
  ${wrappingRow(vars.space[2])}
  justify-content: space-between;
`;

/** 加入购物车 and 立即购买: 44 px tall on a phone. */
const StyledActions = styled(StyledRow)`
  flex-wrap: nowrap;
  ${media.phone} {
    & > button {
      min-height: ${vars.size.controlLg};
      font-size: ${vars.font.size.md};
    }
  }
`;

/** A product of the zone list: picture, name, price per bunch, follow toggle, batches, add to cart and buy now. */
export function ProductCard({
  product,
  onOpen,
  onToggleFollow,
  onAddToCart,
  onBuyNow,
  onRefuse,
  disabledReason = null,
  busy = false,
  following = false,
  eager = false,
  ...rest
}: ProductCardProps) {
  const [batches, setBatches] = useState(1);
  const soldOut = product.lot === null;
  const memberLower = product.priceFen < product.originalPriceFen;
  const blocked = soldOut || disabledReason !== null;
  return (
    <StyledCard aria-label={product.flwName} {...rest}>
      <StyledImageButton type="button" onClick={onOpen} aria-label={`查看${product.flwName}的供应商`}>
        <img src={product.productImage} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} />
      </StyledImageButton>
      {/* Over the picture but outside its button, whose name is 查看…的供应商 (axe: label-content-name-mismatch). */}
      {soldOut ? (
        <StyledRibbon $tone="out">已售罄</StyledRibbon>
      ) : (
        product.discount && <StyledRibbon $tone="discount">限时折扣</StyledRibbon>
      )}
      <StyledBody>
        <StyledHead>
          <div>
            <StyledName type="button" onClick={onOpen}>
              {product.flwName}
            </StyledName>
            {product.sessionLabel && <StyledZone>{product.sessionLabel}</StyledZone>}
            <div>
              <StyledMeta>
                {product.cateName} · {product.flwUnitno}枝/{product.flwUnitname} · {product.flwWeight}kg
              </StyledMeta>
            </div>
          </div>
          <StyledFollow
            type="button"
            $on={product.collected}
            aria-pressed={product.collected}
            disabled={following}
            onClick={onToggleFollow}
          >
            {product.collected ? '★ 已关注' : '☆ 关注'}
          </StyledFollow>
        </StyledHead>
        <StyledRow>
          <span>
            <BundlePrice
              stemFen={stemPriceFen(product.priceFen, product.flwUnitno)}
              stems={product.flwUnitno}
              unitName={product.flwUnitname}
              from
              size="lg"
              variant={memberLower ? 'member' : 'default'}
            />
            {memberLower && (
              <>
                {' '}
                <Price fen={product.originalPriceFen} size="sm" variant="original" />
              </>
            )}
          </span>
        </StyledRow>
        <StyledRow>
          <BatchStepper value={batches} max={product.lot?.maxBatches ?? 0} onChange={setBatches} onRefuse={onRefuse} />
          <StyledMeta>{soldOut ? '已售罄' : `库存 ${product.lot?.maxBatches ?? 0} 批`}</StyledMeta>
        </StyledRow>
        <StyledActions>
          <BuyButtons block {...{ batches, blocked, disabledReason, busy, onAddToCart, onBuyNow }} />
        </StyledActions>
      </StyledBody>
    </StyledCard>
  );
}
