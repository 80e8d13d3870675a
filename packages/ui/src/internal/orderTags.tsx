import { AGENT_PLACED_LABEL, UNPAID_LABEL } from '@huashi/domain';
import styled from 'styled-components';
import { vars } from '../theme/vars';

/** The tags of an order (issue 18): 待付款 while an operator's order waits for payment, 代下单 when an operator placed it. */
export type OrderTagsProps = { unpaid?: boolean; agentPlaced?: boolean };

type Tone = 'unpaid' | 'agent';

const TONES: Record<Tone, { color: string; background: string }> = {
  unpaid: { color: vars.color.danger, background: vars.color.dangerSoft },
  agent: { color: vars.color.info, background: vars.color.infoSoft },
};

const StyledTag = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  padding: ${vars.space[0]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.relaxed};
  white-space: nowrap;
  color: ${(p) => TONES[p.$tone].color};
  background: ${(p) => TONES[p.$tone].background};
`;

const StyledTags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

/** 待付款 / 代下单 next to an order's number; nothing for a paid order the buyer placed. */
export function OrderTags({ unpaid = false, agentPlaced = false }: OrderTagsProps) {
  if (!unpaid && !agentPlaced) return null;
  return (
    <StyledTags>
      {unpaid ? <StyledTag $tone="unpaid">{UNPAID_LABEL}</StyledTag> : null}
      {agentPlaced ? (
        <StyledTag $tone="agent" title="市场调配员为您代下的订单">
          {AGENT_PLACED_LABEL}
        </StyledTag>
      ) : null}
    </StyledTags>
  );
}
