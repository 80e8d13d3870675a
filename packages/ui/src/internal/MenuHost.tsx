import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme/vars';

export type MenuAlign = 'start' | 'end';

type MenuHostProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger: a link or a button. */
  trigger: ReactNode;
  /** Drawn under the trigger while open. */
  children: ReactNode;
  align?: MenuAlign;
  panelLabel?: string;
};

const StyledHost = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  height: 100%;
`;

const alignments: Record<MenuAlign, { left: string; right: string }> = {
  start: { left: vars.space[0], right: 'auto' },
  end: { left: 'auto', right: vars.space[0] },
};

export const StyledMenuPanel = styled.div<{ $align: MenuAlign }>`
  position: absolute;
  top: 100%;
  left: ${(p) => alignments[p.$align].left};
  right: ${(p) => alignments[p.$align].right};
  z-index: ${vars.z.dropdown};
  min-width: ${vars.size.menuMinWidth};
  padding: ${vars.space[1]} ${vars.space[0]};
  background: ${vars.color.surface};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.md};
`;

/**
 * A trigger with a panel that opens on hover, on keyboard focus and on click of the trigger
 * button, and closes when the pointer or focus leaves or on Esc.
 */
export function MenuHost({ open, onOpenChange, trigger, children, align = 'start', panelLabel }: MenuHostProps) {
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) onOpenChange(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onOpenChange(false);
  };

  return (
    <StyledHost onMouseEnter={() => onOpenChange(true)} onMouseLeave={() => onOpenChange(false)} onBlur={onBlur} onKeyDown={onKeyDown}>
      {trigger}
      {open && (
        <StyledMenuPanel $align={align} aria-label={panelLabel} role={panelLabel ? 'group' : undefined}>
          {children}
        </StyledMenuPanel>
      )}
    </StyledHost>
  );
}
