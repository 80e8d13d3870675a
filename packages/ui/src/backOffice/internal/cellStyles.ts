import styled, { css } from 'styled-components';
import { vars } from '../../theme/vars';

/**
 * A desk table's cell of two stacked lines (an order number over its time, a buyer over a phone, an amount over its
 * state), each line cut with an ellipsis where a word overflows the cell. `$align: 'end'` keeps a figure's lines
 * against the cell's end; without it both lines take the cell's width. The operator's tables have their own (each line
 * kept to one line: operator/internal/cellStyles.ts).
 */
export const StyledTwoLines = styled.span<{ $align?: 'start' | 'end' }>`
  display: flex;
  flex-direction: column;
  ${(p) =>
    p.$align &&
    css`
      align-items: ${p.$align === 'end' ? 'flex-end' : 'flex-start'};
    `}
  min-width: ${vars.space[0]};
  max-width: 100%;
  line-height: ${vars.font.lineHeight.tight};

  > span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
