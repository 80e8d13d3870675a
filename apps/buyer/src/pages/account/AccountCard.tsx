import { vars } from '@huashi/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The white card the account pages (/dredge, /amend) put their form in. */
const StyledCard = styled.section`
  max-width: 520px;
  margin: ${vars.space[6]} auto;
  padding: ${vars.space[8]};
  background: ${vars.color.surface};
  border-radius: ${vars.radius.xl};
  box-shadow: ${vars.shadow.sm};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${vars.font.size.xl};
`;

const StyledLead = styled.p`
  margin: 0;
  color: ${vars.color.textSecondary};
  font-size: ${vars.font.size.sm};
`;

/** The narrow white card of the signed-out pages (/login, /upNew) on their gradient background. */
export const AuthCard = styled.section`
  width: 400px;
  max-width: 100%;
  padding: ${vars.space[8]};
  background: ${vars.color.surface};
  border-radius: ${vars.radius.xl};
  box-shadow: ${vars.shadow.md};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
`;

export function AccountCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <StyledCard aria-labelledby="account-card-title">
      <div>
        <StyledTitle id="account-card-title">{title}</StyledTitle>
        {lead ? <StyledLead>{lead}</StyledLead> : null}
      </div>
      {children}
    </StyledCard>
  );
}
