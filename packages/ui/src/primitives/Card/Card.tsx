import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SpaceToken } from '../../theme/theme';
import { vars } from '../../theme/vars';
import { media } from '../../theme/media';
import { column, wrappingRow } from '../../internal/flex';

export type CardPadding = 'none' | 'md' | 'lg';
/** `flat`: a bordered surface inside a page. `raised` / `floating`: a shadowed card on a tinted backdrop. */
export type CardElevation = 'flat' | 'raised' | 'floating';
/** `fill` takes its container's width; the others cap it at a dialog width token. */
export type CardWidth = 'fill' | 'sm' | 'md' | 'lg';
export type CardHeadingLevel = 1 | 2 | 3;

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The card's heading; the card is then a region labelled by it. */
  title?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Shown at the end of the header: a link, a count, a small button. */
  extra?: ReactNode;
  /** A row under the body, above a divider: totals, actions. */
  footer?: ReactNode;
  /** Default 2; a card that is the whole page (/dredge) uses 1. */
  headingLevel?: CardHeadingLevel;
  /** Centre the title (a signed-out card headed by the market's name). */
  centerTitle?: boolean;
  padding?: CardPadding;
  elevation?: CardElevation;
  width?: CardWidth;
  /** Space between the header, the body's blocks and the footer; default 3 (12 px). */
  gap?: SpaceToken;
  /** The element rendered; default section. */
  as?: 'section' | 'article' | 'div';
};

const paddings: Record<CardPadding, string> = {
  none: vars.space[0],
  md: `${vars.space[4]} ${vars.space[5]}`,
  lg: vars.space[8],
};

/** A phone's narrower padding (the width is worth more than the air). */
const phonePaddings: Record<CardPadding, string> = {
  none: vars.space[0],
  md: vars.space[4],
  lg: `${vars.space[6]} ${vars.space[4]}`,
};

type ElevationStyle = { border: string; shadow: string; radius: string };
const elevations: Record<CardElevation, ElevationStyle> = {
  flat: { border: vars.color.divider, shadow: 'none', radius: vars.radius.lg },
  raised: { border: 'transparent', shadow: vars.shadow.sm, radius: vars.radius.xl },
  floating: { border: 'transparent', shadow: vars.shadow.md, radius: vars.radius.xl },
};

const widths: Record<CardWidth, string> = {
  fill: 'none',
  sm: vars.size.dialogSm,
  md: vars.size.dialogMd,
  lg: vars.size.dialogLg,
};

const headingTag: Record<CardHeadingLevel, 'h1' | 'h2' | 'h3'> = { 1: 'h1', 2: 'h2', 3: 'h3' };

type TitleStyle = { size: string; weight: string };
const titles: Record<CardHeadingLevel, TitleStyle> = {
  1: { size: vars.font.size.xl, weight: vars.font.weight.bold },
  2: { size: vars.font.size.lg, weight: vars.font.weight.medium },
  3: { size: vars.font.size.md, weight: vars.font.weight.medium },
};

const StyledCard = styled.section<{ $padding: CardPadding; $elevation: CardElevation; $width: CardWidth; $gap: SpaceToken }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => vars.space[p.$gap]};
  width: 100%;
  max-width: ${(p) => widths[p.$width]};
  min-width: ${vars.space[0]};
  padding: ${(p) => paddings[p.$padding]};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${(p) => elevations[p.$elevation].border};
  border-radius: ${(p) => elevations[p.$elevation].radius};
  box-shadow: ${(p) => elevations[p.$elevation].shadow};
  ${media.phone} {
    padding: ${(p) => phonePaddings[p.$padding]};
  }
`;

const StyledHeader = styled.div<{ $center: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$center ? 'center' : 'space-between')};
  gap: ${vars.space[3]};
  text-align: ${(p) => (p.$center ? 'center' : 'start')};
`;

const StyledHeading = styled.div`
  ${column(vars.space[1])}
  min-width: ${vars.space[0]};
`;

const StyledTitle = styled.h2<{ $level: CardHeadingLevel }>`
  margin: ${vars.space[0]};
  font-size: ${(p) => titles[p.$level].size};
  font-weight: ${(p) => titles[p.$level].weight};
  line-height: ${vars.font.lineHeight.tight};
`;

const StyledDescription = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledExtra = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

const StyledFooter = styled.div`
  ${wrappingRow(vars.space[3])}
  justify-content: flex-end;
  padding-top: ${vars.space[3]};
  border-top: ${vars.size.borderWidth} solid ${vars.color.divider};
`;

/** A white surface holding one block of a page, with an optional header (title, extra) and footer. */
export function Card({
  title,
  description,
  extra,
  footer,
  headingLevel = 2,
  centerTitle = false,
  padding = 'md',
  elevation = 'flat',
  width = 'fill',
  gap = 3,
  as = 'section',
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const hasHeader = title !== undefined || description !== undefined || extra !== undefined;
  return (
    <StyledCard
      as={as}
      aria-labelledby={title !== undefined ? titleId : undefined}
      $padding={padding}
      $elevation={elevation}
      $width={width}
      $gap={gap}
      {...rest}
    >
      {hasHeader && (
        <StyledHeader $center={centerTitle}>
          <StyledHeading>
            {title !== undefined && (
              <StyledTitle as={headingTag[headingLevel]} id={titleId} $level={headingLevel}>
                {title}
              </StyledTitle>
            )}
            {description !== undefined && <StyledDescription>{description}</StyledDescription>}
          </StyledHeading>
          {extra !== undefined && <StyledExtra>{extra}</StyledExtra>}
        </StyledHeader>
      )}
      {children}
      {footer !== undefined && <StyledFooter>{footer}</StyledFooter>}
    </StyledCard>
  );
}
