import styled from 'styled-components';
import { vars } from '../theme/vars';

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
