import { Card, vars } from '@huashi/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The white card the account pages (/dredge, /amend) put their form in. */
const StyledCard = styled(Card)`
  margin: ${vars.space[6]} auto;
`;

export function AccountCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <StyledCard title={title} description={lead || undefined} headingLevel={1} elevation="raised" padding="lg" width="md" gap={5}>
      {children}
    </StyledCard>
  );
}
