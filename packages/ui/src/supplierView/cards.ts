/**
 * The supplier page's cards (its lots, claims and settlements): one list of cards, a card, and the card's title that
 * wraps a long variety or supplier name on a phone instead of widening the page.
 */
import styled from 'styled-components';
import { cardSurface } from '../internal/cardSurface';
import { column } from '../internal/flex';
import { vars } from '../theme/vars';

export const CardList = styled.ul`
  ${column(vars.space[3])}
  list-style: none;
  margin: ${vars.space[0]};
  padding: ${vars.space[0]};
`;

export const Card = styled.li`
  ${cardSurface}
  ${column(vars.space[2])}
  padding: ${vars.space[3]};
  min-width: ${vars.space[0]};
`;

export const CardTitle = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.md};
  overflow-wrap: anywhere;
`;
