import styled from 'styled-components';
import { vars } from '../../../theme/vars';
import { CartIcon } from '../../../internal/icons';

const StyledCartIcon = styled.span`
  position: relative;
  display: inline-flex;
`;

const StyledDot = styled.span`
  position: absolute;
  top: calc(-1 * ${vars.space[1]});
  right: calc(-1 * ${vars.space[1]});
  width: ${vars.size.dot};
  height: ${vars.size.dot};
  background: ${vars.color.badgeDot};
  border: ${vars.size.borderWidth} solid ${vars.color.topBar};
  border-radius: ${vars.radius.round};
`;

/** The cart icon of both bars (wide and compact), with a dot while the cart holds anything. */
export function CartGlyph({ cartCount, dotTestId }: { cartCount: number; dotTestId: string }) {
  return (
    <StyledCartIcon>
      <CartIcon />
      {cartCount > 0 && <StyledDot data-testid={dotTestId} />}
    </StyledCartIcon>
  );
}
