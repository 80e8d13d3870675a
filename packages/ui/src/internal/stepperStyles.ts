import styled, { css } from 'styled-components';
import { media } from '../theme/media';
import { vars } from '../theme/vars';
import { numericText } from './numericText';

/**
 * The look shared by the two batch steppers, − / digits / + in one bordered box: BatchStepper (a product's quantity
 * on the market) and CartQuantity (a cart line). Their rules differ (the cart accepts and clamps differently), so each
 * keeps its own component; each adds its own focus ring (and the cart its larger − on a phone) after these.
 */

/** The box: control height, and a 44 px tap target on a phone. */
export const StyledStepperFrame = styled.div`
  display: inline-flex;
  align-items: stretch;
  height: ${vars.size.controlSm};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  overflow: hidden;
  ${media.phone} {
    height: calc(${vars.size.controlLg} + 2 * ${vars.size.borderWidth});
  }
`;

/** The − and + buttons, square, 44 px wide on a phone. */
export const stepperButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.controlSm};
  padding: ${vars.space[0]};
  font-size: ${vars.font.size.md};
  color: ${vars.color.textSecondary};
  background: ${vars.color.surfaceMuted};
  border: none;
  cursor: pointer;
  ${media.phone} {
    width: ${vars.size.controlLg};
  }

  &:hover:not(:disabled) {
    color: ${vars.color.primary};
  }
  &:disabled {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

/**
 * The digits between them: room for five tabular digits (99999) at either font size, with a little air (1ch is a bit
 * narrower than a tabular figure); 16 px text on a phone (smaller text makes the phone zoom in on focus).
 */
export const stepperInput = css`
  width: calc(5ch + 2 * ${vars.space[2]} + 2 * ${vars.size.borderWidth});
  padding: ${vars.space[0]} ${vars.space[1]};
  border: none;
  border-left: ${vars.size.borderWidth} solid ${vars.color.border};
  border-right: ${vars.size.borderWidth} solid ${vars.color.border};
  text-align: center;
  ${numericText}
  font-size: ${vars.font.size.md};
  color: ${vars.color.text};
  ${media.phone} {
    font-size: ${vars.font.size.lg};
  }
`;
