import { css } from 'styled-components';
import { vars } from '../theme/vars';

/**
 * Figures — prices, quantities, phone, order and page numbers: the numeric font stack (the
 * shipped Inter first) with tabular figures, so digits keep one width and columns line up.
 */
export const numericText = css`
  font-family: ${vars.font.family.numeric};
  font-variant-numeric: tabular-nums;
`;
