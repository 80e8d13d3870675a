import { css } from 'styled-components';
import { media } from '../theme/media';

/**
 * Equal columns on a desktop, one a line on a phone: the layout of the forms' field rows (the lot form, the address
 * pair, the region selects, 发放优惠券, the member-level and notice rows) and of the buyer's figures. A number of columns
 * that may shrink below their content's width (`minmax(0, 1fr)`, so a long name wraps instead of widening the row), or
 * the desktop's own track list; `gap` from the spacing scale.
 */
export const stackedOnPhone = (columns: number | string, gap: string) => css`
  display: grid;
  grid-template-columns: ${typeof columns === 'number' ? `repeat(${columns}, minmax(0, 1fr))` : columns};
  gap: ${gap};
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
