import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { formatYuan } from '@huashi/domain';
import { numericText } from '../../internal/numericText';
import { vars } from '../../theme/vars';
import { StyledVisuallyHidden } from '../../internal/VisuallyHidden';

export type PriceSize = 'sm' | 'md' | 'lg' | 'xl';
/** `original`: the struck-through price before a discount; `member`: the member price with its tag. */
export type PriceVariant = 'default' | 'original' | 'member' | 'plain';

export type PriceProps = HTMLAttributes<HTMLSpanElement> & {
  /** Amount in integer fen: 1230 → ¥12.30. */
  fen: number;
  size?: PriceSize;
  variant?: PriceVariant;
  /** After the amount, e.g. "/扎". */
  unit?: ReactNode;
};

/** "¥12.30"; a negative amount keeps its sign in front: "-¥0.50". */
export function priceText(fen: number): string {
  const yuan = formatYuan(fen);
  return yuan.startsWith('-') ? `-¥${yuan.slice(1)}` : `¥${yuan}`;
}

const sizes: Record<PriceSize, string> = {
  sm: vars.font.size.sm,
  md: vars.font.size.md,
  lg: vars.font.size.xl,
  xl: vars.font.size.xxl,
};

const variants: Record<PriceVariant, ReturnType<typeof css>> = {
  default: css`
    color: ${vars.color.price};
    font-weight: ${vars.font.weight.bold};
  `,
  original: css`
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weight.regular};
    text-decoration: line-through;
  `,
  member: css`
    color: ${vars.color.member};
    font-weight: ${vars.font.weight.bold};
  `,
  plain: css`
    color: ${vars.color.text};
    font-weight: ${vars.font.weight.medium};
  `,
};

/** Screen readers hear what the number is, since strike-through and colour are not announced. */
const spokenPrefix: Record<PriceVariant, string | null> = {
  default: null,
  original: '原价',
  member: null,
  plain: null,
};

const StyledPrice = styled.span<{ $size: PriceSize; $variant: PriceVariant }>`
  display: inline-flex;
  align-items: baseline;
  gap: ${vars.space[1]};
  ${numericText}
  font-size: ${(p) => sizes[p.$size]};
  line-height: ${vars.font.lineHeight.tight};
  white-space: nowrap;
  ${(p) => variants[p.$variant]}
`;

const StyledUnit = styled.span`
  font-family: ${vars.font.family.base};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.regular};
  color: ${vars.color.textMuted};
`;

const StyledMemberTag = styled.span`
  align-self: center;
  padding: ${vars.space[0]} ${vars.space[1]};
  font-family: ${vars.font.family.base};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.normal};
  color: ${vars.color.member};
  background: ${vars.color.memberSoft};
  border: ${vars.size.borderWidth} solid ${vars.color.member};
  border-radius: ${vars.radius.sm};
`;

/** A money amount from fen, always with 2 decimals: ¥12.30. */
export function Price({ fen, size = 'md', variant = 'default', unit, ...rest }: PriceProps) {
  const prefix = spokenPrefix[variant];
  return (
    <StyledPrice $size={size} $variant={variant} {...rest}>
      {variant === 'member' && <StyledMemberTag>会员价</StyledMemberTag>}
      {prefix !== null && <StyledVisuallyHidden>{prefix}</StyledVisuallyHidden>}
      <span>{priceText(fen)}</span>
      {unit !== undefined && <StyledUnit>{unit}</StyledUnit>}
    </StyledPrice>
  );
}
