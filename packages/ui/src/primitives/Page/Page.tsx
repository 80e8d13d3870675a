import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { SpaceToken } from '../../theme/theme';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import { column, wrappingRow } from '../../internal/flex';

/** How wide the page grows: `fill` takes its container (an app layout already frames it). */
export type PageWidth = 'fill' | 'content' | 'narrow';
/** The page's inner padding. */
export type PageGutter = 'none' | 'md' | 'lg' | 'xl';
/**
 * `flow`: a column at the top of the frame. `screen`: at least the viewport's height with its
 * content centred horizontally (signed-out pages). `centered`: `screen`, centred vertically too.
 */
export type PageLayout = 'flow' | 'screen' | 'centered';
/** `bloom`: the soft rose-to-leaf gradient behind the signed-out pages. */
export type PageBackdrop = 'none' | 'bloom';

export type PageProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The page heading (an h1); with `description` and `actions` it forms the page header. */
  title?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons at the end of the header, e.g. 新增收货地址. */
  actions?: ReactNode;
  /** A bar kept at the bottom of the viewport while the page scrolls (totals and the submit button). */
  footer?: ReactNode;
  width?: PageWidth;
  gutter?: PageGutter;
  layout?: PageLayout;
  backdrop?: PageBackdrop;
  /** Space between the page's blocks; default 4 (16 px). */
  gap?: SpaceToken;
  /** The element rendered; default div (apps whose layout already has a <main> keep it). */
  as?: 'div' | 'main';
};

const maxWidth: Record<PageWidth, string> = {
  fill: 'none',
  content: vars.size.contentWidth,
  narrow: vars.size.narrowWidth,
};

const padding: Record<PageGutter, string> = {
  none: vars.space[0],
  md: vars.space[4],
  lg: `${vars.space[6]} ${vars.space[4]}`,
  xl: `${vars.space[10]} ${vars.space[4]}`,
};

/** Smaller gutters on a phone, still clear of the screen's edges on a page without the app layout (login). */
const phonePadding: Record<PageGutter, string> = {
  none: vars.space[0],
  md: vars.space[3],
  lg: `${vars.space[4]} ${vars.space[3]}`,
  xl: `${vars.space[6]} ${vars.space[3]}`,
};

type LayoutStyle = { minHeight: string; align: string; justify: string };
const layouts: Record<PageLayout, LayoutStyle> = {
  flow: { minHeight: '0', align: 'stretch', justify: 'flex-start' },
  screen: { minHeight: '100vh', align: 'center', justify: 'flex-start' },
  centered: { minHeight: '100vh', align: 'center', justify: 'center' },
};

const backdrops: Record<PageBackdrop, string> = {
  none: 'transparent',
  bloom: `linear-gradient(135deg, ${vars.color.primarySoft} 0%, ${vars.color.accentSoft} 100%)`,
};

const StyledPage = styled.div<{ $width: PageWidth; $gutter: PageGutter; $layout: PageLayout; $backdrop: PageBackdrop; $gap: SpaceToken }>`
  display: flex;
  flex-direction: column;
  align-items: ${(p) => layouts[p.$layout].align};
  justify-content: ${(p) => layouts[p.$layout].justify};
  gap: ${(p) => vars.space[p.$gap]};
  width: 100%;
  max-width: ${(p) => maxWidth[p.$width]};
  min-height: ${(p) => layouts[p.$layout].minHeight};
  margin: ${vars.space[0]} auto;
  padding: ${(p) => padding[p.$gutter]};
  background: ${(p) => backdrops[p.$backdrop]};
  ${media.phone} {
    padding: ${(p) => phonePadding[p.$gutter]};
  }
`;

const StyledHeader = styled.div`
  ${wrappingRow(vars.space[3])}
  justify-content: space-between;
  align-self: stretch;
`;

const StyledHeading = styled.div`
  ${column(vars.space[1])}
  min-width: ${vars.space[0]};
`;

const StyledTitle = styled.h1`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
`;

const StyledDescription = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};
`;

const StyledActions = styled.div`
  ${wrappingRow(vars.space[2])}
`;

const StyledFooter = styled.div`
  position: sticky;
  bottom: ${vars.space[0]};
  align-self: stretch;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${vars.space[5]};
  padding: ${vars.space[4]} ${vars.space[5]};
  background: ${vars.color.surface};
  border-top: ${vars.size.borderWidth} solid ${vars.color.border};
  box-shadow: ${vars.shadow.sm};
  font-size: ${vars.font.size.md};
  color: ${vars.color.textSecondary};

  /* A phone: a slimmer bar that keeps clear of the home indicator (safe area). */
  ${media.phone} {
    gap: ${vars.space[2]} ${vars.space[3]};
    padding: ${vars.space[2]} ${vars.space[3]} calc(${vars.space[2]} + env(safe-area-inset-bottom, 0px));
  }
`;

/**
 * The frame of a page: a column of blocks with a gap from the spacing scale, an optional header
 * (h1 title, description, actions) and an optional sticky footer bar. Widths come from the
 * theme's size tokens.
 */
export function Page({
  title,
  description,
  actions,
  footer,
  width = 'fill',
  gutter = 'none',
  layout = 'flow',
  backdrop = 'none',
  gap = 4,
  as = 'div',
  children,
  ...rest
}: PageProps) {
  const hasHeader = title !== undefined || description !== undefined || actions !== undefined;
  return (
    <StyledPage as={as} $width={width} $gutter={gutter} $layout={layout} $backdrop={backdrop} $gap={gap} {...rest}>
      {hasHeader && (
        <StyledHeader>
          <StyledHeading>
            {title !== undefined && <StyledTitle>{title}</StyledTitle>}
            {description !== undefined && <StyledDescription>{description}</StyledDescription>}
          </StyledHeading>
          {actions !== undefined && <StyledActions>{actions}</StyledActions>}
        </StyledHeader>
      )}
      {children}
      {footer !== undefined && <StyledFooter>{footer}</StyledFooter>}
    </StyledPage>
  );
}
