import styled from 'styled-components';
import { vars } from '../theme/vars';
import { column } from './flex';

/** Shared by the account forms: the column layout, the server's refusal line and the footer links. */

export const StyledAccountForm = styled.form`
  ${column(vars.space[4])}
  width: 100%;
`;

export const StyledServerError = styled.p`
  margin: ${vars.space[0]};
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;

export const StyledFormLinks = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const StyledFormNote = styled.p`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
`;
