import styled from 'styled-components';
import { vars } from '../../theme/vars';

/** A table cell of two stacked lines (code over name), each cut with an ellipsis: the operator tables' shared look. */
export const StyledTwoLines = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${vars.font.lineHeight.tight};

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** The second, quieter line of a cell. */
export const StyledMuted = styled.span`
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
`;

/** A one-line cell text cut with an ellipsis (give it the whole text as its title). */
export const StyledCutText = styled.span`
  display: block;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * A cell text that wraps onto a second line instead of being cut (a Chinese text breaks between any two characters), so
 * a long defect or supplier name reads whole in the table's row; only a text longer than two lines is cut, after the
 * second, with an ellipsis (give it the whole text as its title).
 */
export const StyledWrapText = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  min-width: 0;
  overflow: hidden;
  white-space: normal;
  overflow-wrap: anywhere;
  line-height: ${vars.font.lineHeight.tight};
`;
