import { css } from 'styled-components';
import { vars } from '../theme/vars';

/**
 * A progress bar's track (role progressbar) with its fill as the one child span, whose width the component sets
 * inline: DiscountCard's 已售, DeskExport's rows written.
 */
export const progressTrack = (fill: string) => css`
  display: block;
  background: ${vars.color.surfaceSunken};
  border-radius: ${vars.radius.pill};
  overflow: hidden;

  & > span {
    display: block;
    height: 100%;
    background: ${fill};
  }
`;
