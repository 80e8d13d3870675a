import { css } from 'styled-components';
import { vars } from '../../theme/vars';

/**
 * A fieldset without the browser's frame, its legend a small secondary label like a field's (BuyerConfirmDialog's
 * addresses, GoodsFilterBar's from–to ranges). A block adds its layout before it.
 */
export const bareFieldset = css`
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
  border: none;
  min-width: 0;

  legend {
    padding: ${vars.space[0]};
    margin-bottom: ${vars.space[1]};
    font-size: ${vars.font.size.sm};
    color: ${vars.color.textSecondary};
  }
`;
