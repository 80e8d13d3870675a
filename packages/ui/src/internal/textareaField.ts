import { css } from 'styled-components';
import { media } from '../theme/media';
import { vars } from '../theme/vars';

/**
 * A multi-line text field (备注, the order pad): bordered, red when `$invalid`, 16 px on a phone (smaller text makes the
 * phone zoom in on focus), the focus ring. A field adds its own height and line height after it.
 */
export const textareaField = css<{ $invalid: boolean }>`
  width: 100%;
  padding: ${vars.space[2]} ${vars.space[3]};
  font: inherit;
  font-size: ${vars.font.size.md};
  color: ${vars.color.text};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${(p) => (p.$invalid ? vars.color.danger : vars.color.border)};
  border-radius: ${vars.radius.md};
  resize: vertical;
  box-sizing: border-box;
  ${media.phone} {
    font-size: ${vars.font.size.lg};
  }

  &:focus {
    outline: none;
    border-color: ${(p) => (p.$invalid ? vars.color.danger : vars.color.primary)};
    box-shadow: ${vars.shadow.focus};
  }
`;
