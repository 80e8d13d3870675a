import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { bunchPriceFen } from '@huashi/domain';
import { numericText } from '../../internal/numericText';
import { vars } from '../../theme/vars';
import { Price, priceText, type PriceSize, type PriceVariant } from './Price';

export type BundlePriceProps = HTMLAttributes<HTMLSpanElement> & {
  /** The price of one stem (枝), in fen: what the buyer pays (the member price where there is one). */
  stemFen: number;
  /** Stems per bunch (扎). */
  stems: number;
  /** The bunch's unit name (扎 unless the lot says otherwise). */
  unitName?: string;
  /** "起": the cheapest of several lots (a product listing). */
  from?: boolean;
  size?: PriceSize;
  variant?: PriceVariant;
};

const StyledBundlePrice = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${vars.space[2]};
`;

const StyledStemPrice = styled.span`
  ${numericText}
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textMuted};
  white-space: nowrap;
`;

/**
 * A unit price the one way the buyer reads it everywhere (issue 26: lists said per 扎, the cart per 枝): the bunch
 * price first (¥37.00/扎), the stem price beside it (¥1.85/枝), wrapping under it where the space is narrow.
 */
export function BundlePrice({
  stemFen,
  stems,
  unitName = '扎',
  from = false,
  size = 'md',
  variant = 'default',
  ...rest
}: BundlePriceProps) {
  return (
    <StyledBundlePrice {...rest}>
      <Price fen={bunchPriceFen(stemFen, stems)} size={size} variant={variant} unit={`/${unitName}${from ? '起' : ''}`} />
      <StyledStemPrice>{priceText(stemFen)}/枝</StyledStemPrice>
    </StyledBundlePrice>
  );
}
