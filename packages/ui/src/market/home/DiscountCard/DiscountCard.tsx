import { discountProgressPercent, formatDiscountProgress } from '@huashi/domain';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { Price } from '../../../primitives/Price';
import { column } from '../../../internal/flex';
import { cardSurface } from '../../../internal/cardSurface';
import { progressTrack } from '../../../internal/progressTrack';

export type DiscountCardData = {
  flwCode: string;
  flwName: string;
  productImage: string;
  /** Comma list of grades, e.g. "A,B+". */
  levelName: string;
  /** Percent sold, e.g. "45.68%". */
  progress: string;
  ruleText: string;
  /** Price per bunch. */
  zhaPriceFen: number;
};

export type DiscountCardProps = HTMLAttributes<HTMLElement> & {
  item: DiscountCardData;
  onOpen: () => void;
  /** The card shows in the first screen: its picture loads at once, not lazily (it is often the page's largest paint). */
  eager?: boolean;
};

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  ${cardSurface}
`;

const StyledOpen = styled.button`
  ${column(vars.space[2])}
  padding: ${vars.space[0]} ${vars.space[0]} ${vars.space[3]};
  text-align: left;
  background: none;
  border: none;
  cursor: pointer;

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    display: block;
    background: ${vars.color.surfaceMuted};
  }
  & > *:not(img) {
    margin: ${vars.space[0]} ${vars.space[3]};
  }
`;

const StyledName = styled.span`
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.text};
`;

const StyledMeta = styled.span`
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textMuted};
`;

const StyledRule = styled.span`
  width: fit-content;
  padding: ${vars.space[0]} ${vars.space[2]};
  font-size: ${vars.font.size.xs};
  color: ${vars.color.danger};
  background: ${vars.color.dangerSoft};
  border-radius: ${vars.radius.sm};
`;

const StyledBar = styled.span`
  ${progressTrack(vars.color.danger)}
  height: ${vars.space[1]};
`;

/** A time-limited discount item (home tab 0): grades, rule text, sold progress and the bunch price. */
export function DiscountCard({ item, onOpen, eager = false, ...rest }: DiscountCardProps) {
  const percent = discountProgressPercent(item.progress);
  return (
    <StyledCard aria-label={item.flwName} {...rest}>
      <StyledOpen type="button" onClick={onOpen}>
        <img src={item.productImage} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} />
        <StyledName>{item.flwName}</StyledName>
        <StyledMeta>等级 {item.levelName.split(',').join(' / ')}</StyledMeta>
        {item.ruleText && <StyledRule>{item.ruleText}</StyledRule>}
        <StyledBar role="progressbar" aria-label="已售" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <span style={{ width: `${percent}%` }} />
        </StyledBar>
        <StyledMeta>已售 {formatDiscountProgress(item.progress)}</StyledMeta>
        <Price fen={item.zhaPriceFen} size="lg" unit="/扎起" />
      </StyledOpen>
    </StyledCard>
  );
}
