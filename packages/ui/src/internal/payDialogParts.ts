import styled from 'styled-components';
import { vars } from '../theme/vars';
import { column } from './flex';

/**
 * The body of a dialog that takes money from the balance (购买确认 PayConfirm, 付款确认 OrderPayDialog): the facts (a `facts`
 * SummaryList), the balance-short alert with 去充值, and the small print under them.
 */
export const StyledPayBody = styled.div`
  ${column(vars.space[3])}
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.relaxed};
`;

export const StyledPayNote = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;

export const StyledBalanceShort = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: center;
  margin: ${vars.space[0]};
  padding: ${vars.space[2]} ${vars.space[3]};
  color: ${vars.color.danger};
  background: ${vars.color.dangerSoft};
  border-radius: ${vars.radius.md};
`;
