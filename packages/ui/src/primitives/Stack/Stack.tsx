import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { SpaceToken } from '../../theme/theme';
import { vars } from '../../theme/vars';

export type StackDirection = 'vertical' | 'horizontal';
export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type StackJustify = 'start' | 'center' | 'end' | 'between';
export type StackElement = 'div' | 'section' | 'header' | 'footer' | 'ul' | 'ol' | 'li' | 'nav' | 'form';

export type StackProps = HTMLAttributes<HTMLElement> & {
  /** Default vertical (a column). */
  direction?: StackDirection;
  /** A step of the 4 px spacing scale; default 4 (16 px). */
  gap?: SpaceToken;
  /** Cross-axis alignment; default stretch for a column, center for a row. */
  align?: StackAlign;
  justify?: StackJustify;
  /** Let children flow onto the next line (rows of tags, filters, buttons). */
  wrap?: boolean;
  /** The element rendered; default div. */
  as?: StackElement;
};

const flexDirection: Record<StackDirection, string> = { vertical: 'column', horizontal: 'row' };
const defaultAlign: Record<StackDirection, StackAlign> = { vertical: 'stretch', horizontal: 'center' };
const alignValue: Record<StackAlign, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};
const justifyValue: Record<StackJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
};

const StyledStack = styled.div<{
  $direction: StackDirection;
  $gap: SpaceToken;
  $align: StackAlign;
  $justify: StackJustify;
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${(p) => flexDirection[p.$direction]};
  flex-wrap: ${(p) => (p.$wrap ? 'wrap' : 'nowrap')};
  align-items: ${(p) => alignValue[p.$align]};
  justify-content: ${(p) => justifyValue[p.$justify]};
  gap: ${(p) => vars.space[p.$gap]};
  min-width: ${vars.space[0]};
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  list-style: none;
`;

/** Lays its children out in a column or a row with a gap from the spacing scale. */
export function Stack({ direction = 'vertical', gap = 4, align, justify = 'start', wrap = false, as = 'div', ...rest }: StackProps) {
  return (
    <StyledStack
      as={as}
      $direction={direction}
      $gap={gap}
      $align={align ?? defaultAlign[direction]}
      $justify={justify}
      $wrap={wrap}
      {...rest}
    />
  );
}
