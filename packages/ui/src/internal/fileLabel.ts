import { css } from 'styled-components';
import { vars } from '../theme/vars';

/**
 * A label drawn as a button around a visually hidden file input: a click (or Enter on the focused input) opens the
 * picker, and the focus ring shows on the label. The caller adds its colours.
 */
export const fileLabel = css`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.controlMd};
  padding: ${vars.space[0]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  font-size: ${vars.font.size.md};
  cursor: pointer;
  &:focus-within {
    box-shadow: ${vars.shadow.focus};
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    overflow: hidden;
  }
`;
