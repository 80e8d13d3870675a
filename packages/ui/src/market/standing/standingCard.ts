import { css } from 'styled-components';
import { column } from '../../internal/flex';
import { vars } from '../../theme/vars';

/** The box of a standing order and of one of its runs: bordered, rounded, its title and its list of lines. */
export const standingCard = css`
  ${column(vars.space[2])}
  padding: ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.divider};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  overflow-wrap: anywhere;

  h3 {
    margin: ${vars.space[0]};
  }

  ul {
    margin: ${vars.space[0]};
    padding-left: ${vars.space[5]};
  }
`;
