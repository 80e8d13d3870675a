import { css } from 'styled-components';
import { vars } from '../theme/vars';

/** One line of text cut with an ellipsis where its flex or grid box ends (give the element its whole text as title). */
export const cutLine = css`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A quiet, small line that takes the room left in its row and is cut there: summaries and codes beside a label. */
export const quietCutLine = css`
  flex: 1;
  ${cutLine}
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;
