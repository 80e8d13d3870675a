import { css } from 'styled-components';
import { vars } from '../theme/vars';

/**
 * The white, bordered, round-cornered box of a market block — a product card, a discount card, the notice list, an
 * order — its content (a picture, a header bar) clipped to the corners. A block adds its layout after it.
 */
export const cardSurface = css`
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  overflow: hidden;
`;
