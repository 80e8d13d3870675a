import { css } from 'styled-components';
import { media } from '../theme/media';

/**
 * Equal columns on a desktop, one a line on a phone: the layout of the forms' field rows (the lot form, the address
 * pair, the region selects, 发放优惠券) and of the buyer's figures. `count` columns that may shrink below their content's
 * width (`minmax(0, 1fr)`, so a long name wraps instead of widening the row); `gap` from the spacing scale.
 */
export const stackedOnPhone = (count: number, gap: string) => css`
  display: grid;
  grid-template-columns: repeat(${count}, minmax(0, 1fr));
  gap: ${gap};
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
