import styled from 'styled-components';
import { vars } from '../theme/vars';
import { cardSurface } from './cardSurface';

/** Shared by OrderCard and OrderSearchRow: the bordered frame of one order and its status text. */

export const StyledOrderFrame = styled.article`
  ${cardSurface}
`;

/** The status colour of an order main status (§3): under way (below 4), shipped (4), finished (5 and above). */
const statusColor = (status: number): string => (status >= 5 ? vars.color.success : status === 4 ? vars.color.info : vars.color.warning);

/** The status at the right end of an order's header bar, coloured by the status; 待付款 (issue 18) in the danger colour, 已撤销 (every item cancelled) in the secondary text colour. */
export const StyledOrderStatus = styled.span<{ $status: number; $unpaid?: boolean; $cancelled?: boolean }>`
  margin-left: auto;
  font-weight: ${vars.font.weight.medium};
  color: ${(p) => (p.$cancelled ? vars.color.textSecondary : p.$unpaid ? vars.color.danger : statusColor(p.$status))};
`;
