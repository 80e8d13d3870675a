import styled from 'styled-components';
import { vars } from '../theme/vars';
import { numericText } from './numericText';

/**
 * The figures a staff dialog confirms (买家, 账户余额, 退款金额 …): a shaded two-column dl, names on the left, values
 * (figures) on the right.
 */
export const SummaryList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: ${vars.space[0]};
  padding: ${vars.space[3]};
  background: ${vars.color.surfaceMuted};
  border-radius: ${vars.radius.md};

  dt {
    color: ${vars.color.textSecondary};
  }

  dd {
    margin: ${vars.space[0]};
    text-align: end;
    ${numericText}
  }
`;
