import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/vars';

export type ToastProps = HTMLAttributes<HTMLDivElement> & {
  children: ReactNode;
};

const StyledToast = styled.div`
  display: inline-block;
  /* Never wider than the screen less a margin on each side (a phone). */
  max-width: min(${vars.size.messageMaxWidth}, calc(100vw - 2 * ${vars.space[4]}));
  padding: ${vars.space[3]} ${vars.space[5]};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  text-align: center;
  color: ${vars.color.textInverse};
  background: ${vars.color.toast};
  border-radius: ${vars.radius.lg};
`;

/** A short dark bubble (~1 s, shown through `useMessage().toast`). It only draws. */
export function Toast({ children, ...rest }: ToastProps) {
  return (
    <StyledToast role="status" {...rest}>
      {children}
    </StyledToast>
  );
}
