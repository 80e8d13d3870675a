import { lengthLabel, MARKET_MESSAGES, SESSIONS } from '@huashi/domain';
import styled from 'styled-components';
import { EmptyState } from '../../../primitives/EmptyState';
import { GradeBadge } from '../../../primitives/GradeBadge';
import { priceText } from '../../../primitives/Price';
import { column, wrappingRow } from '../../../internal/flex';
import { followPlainClick } from '../../../internal/navLink';
import { numericText } from '../../../internal/numericText';
import { vars } from '../../../theme/vars';
import type { MarketLotView } from '../types';

export type MarketLotsProps = {
  lots: readonly MarketLotView[];
  /** A plain click on 去购买 (the app routes); without it the link navigates. */
  onNavigate?: (href: string) => void;
};

const StyledList = styled.ul`
  ${column(vars.space[0])}
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
`;

const StyledLot = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[1]} ${vars.space[3]};
  align-items: center;
  padding: ${vars.space[3]} ${vars.space[0]};
  & + & {
    border-top: ${vars.size.borderWidth} solid ${vars.color.divider};
  }
`;

const StyledWhat = styled.div`
  ${column(vars.space[1])}
  min-width: 0;
`;

const StyledLine = styled.div`
  ${wrappingRow(vars.space[2])}
  align-items: center;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledSupplier = styled.span`
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.medium};
`;

const StyledPrice = styled.span`
  ${numericText}
  color: ${vars.color.price};
  font-weight: ${vars.font.weight.bold};
`;

const StyledBuy = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${vars.size.controlLg};
  padding: ${vars.space[0]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  font-weight: ${vars.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${vars.color.primaryHover};
  }
`;

/** Today's open lots of a variety on its price page, cheapest first, each with 去购买 (its product page). */
export function MarketLots({ lots, onNavigate }: MarketLotsProps) {
  if (lots.length === 0) return <EmptyState text={MARKET_MESSAGES.noLots} />;
  const follow = (href: string) => followPlainClick(href, onNavigate);
  return (
    <StyledList>
      {lots.map((lot) => (
        <StyledLot key={lot.id}>
          <StyledWhat>
            <StyledLine>
              <StyledSupplier>{lot.supplierName}</StyledSupplier>
            </StyledLine>
            <StyledLine>
              <GradeBadge levelName={lot.levelName} />
              <span>{lengthLabel(lot.lengthCode)}</span>
              <span>{SESSIONS[lot.session].name}</span>
              <span>余 {lot.bundles} 扎</span>
            </StyledLine>
            <StyledLine>
              <StyledPrice>{priceText(lot.bunchPriceFen)}/扎</StyledPrice>
              <span>（{priceText(lot.priceFen)}/枝）</span>
            </StyledLine>
          </StyledWhat>
          <StyledBuy href={lot.href} onClick={follow(lot.href)} aria-label={`去购买 ${lot.supplierName} ${lot.levelName}级`}>
            去购买
          </StyledBuy>
        </StyledLot>
      ))}
    </StyledList>
  );
}
