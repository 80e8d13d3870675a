import { AGENT_PLACED_LABEL } from '@huashi/domain';
import styled from 'styled-components';
import { vars } from '../theme/vars';

/**
 * The tags of an order (issue 18): 代下单 when an operator placed it. An unpaid order's 待付款 is its status text
 * (orderStatusLabel with unpaid), not a tag: said once, where the status stands.
 */
export type OrderTagsProps = { agentPlaced?: boolean };

const StyledTag = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${vars.space[0]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.relaxed};
  white-space: nowrap;
  color: ${vars.color.info};
  background: ${vars.color.infoSoft};
`;

const StyledTags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

/** 代下单 next to an order's number; nothing for an order the buyer placed. */
export function OrderTags({ agentPlaced = false }: OrderTagsProps) {
  if (!agentPlaced) return null;
  return (
    <StyledTags>
      <StyledTag title="市场调配员为您代下的订单">{AGENT_PLACED_LABEL}</StyledTag>
    </StyledTags>
  );
}
